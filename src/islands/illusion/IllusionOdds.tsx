/**
 * "Is it an illusion?": a creature an enemy has just cast, who cast it (the computer, or a
 * human with a bluff rate) and the caster's ability; the answer by Bayes from the engine's
 * `illusionOdds` at the shared settings' balance, with Disbelieve's chance at the reader's
 * ability (the settings' ability). State in src/stores/illusion.ts (`?ill=`).
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useState } from 'preact/hooks';
import { illusionOdds } from '../../engine/illusion';
import { CREATURE_LIST } from '../../engine/pieceLookup';
import { frac, pct } from '../../lib/format';
import {
  $illusion,
  $illusionNotes,
  ILLUSION_DEFAULT,
  syncIllusionWithUrl,
  updateIllusion,
} from '../../stores/illusion';
import NumberField from '../../ui/NumberField';
import { useHydrated } from '../../ui/useHydrated';
import { useSettings } from '../../ui/useSettings';
import './illusion.css';
import { useWaitMark } from '../../ui/useHydrated';

export interface IllusionLabels {
  creature: string;
  caster: string;
  computer: string;
  human: string;
  bluff: string;
  ability: string;
  answer: string;
  disbelieve: string;
  removes: string;
  verdictIllusion: string;
  verdictReal: string;
  verdictEven: string;
}

const DEFAULT_LABELS: IllusionLabels = {
  creature: 'Creature that appeared',
  caster: 'Cast by',
  computer: 'the computer',
  human: 'a human',
  bluff: 'How often this human bluffs (%)',
  ability: 'Caster’s ability',
  answer: 'Chance it is an illusion',
  disbelieve: 'Your Disbelieve works',
  removes: 'Disbelieve removes it',
  verdictIllusion: 'More likely an illusion than real: Disbelieve is worth a try.',
  verdictReal: 'More likely real than an illusion.',
  verdictEven: 'As likely an illusion as real.',
};

export default function IllusionOdds({ labels = {} }: { labels?: Partial<IllusionLabels> }) {
  const wait = useWaitMark();
  const L = { ...DEFAULT_LABELS, ...labels };
  const hydrated = useHydrated();
  const stored = useStore($illusion);
  const notes = useStore($illusionNotes);
  const settings = useSettings();
  useEffect(() => syncIllusionWithUrl(), []);
  const s = hydrated ? stored : ILLUSION_DEFAULT;
  const [draft, setDraft] = useState<{ bluff?: string; ability?: string }>({});
  const [error, setError] = useState('');

  const number = (field: 'bluff' | 'ability') => (text: string) => {
    setDraft({ ...draft, [field]: text });
    const r = updateIllusion({ [field]: Number(text) });
    setError(r.ok || text === '' ? '' : r.message);
  };

  const r = illusionOdds({
    creature: s.creature,
    caster: s.caster,
    bluffPercent: s.bluff,
    balance: settings.balance,
    ability: s.ability,
    disbelieverAbility: settings.ability,
  });
  const show = (o: { num: number; den: number; p: number }) => {
    const f = frac(o);
    return f && f !== '0' && f !== '1' ? `${pct(o.p)} (${f})` : pct(o.p);
  };

  return (
    <div {...wait} class="cc-illusion not-content" data-testid="illusion">
      {notes.map((n) => (
        <p class="cc-illusion__note" role="status" key={n}>
          {n}
        </p>
      ))}
      <div class="cc-illusion__controls">
        <label class="cc-illusion__field">
          <span>{L.creature}</span>
          <select
            data-testid="illusion-creature"
            value={s.creature}
            onChange={(e) => updateIllusion({ creature: e.currentTarget.value })}
          >
            {CREATURE_LIST.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset class="cc-segmented">
          <legend>{L.caster}</legend>
          {(['computer', 'human'] as const).map((c) => (
            <label key={c}>
              <input
                type="radio"
                name="illusion-caster"
                value={c}
                data-testid={`illusion-caster-${c}`}
                checked={s.caster === c}
                onChange={() => updateIllusion({ caster: c })}
              />
              {c === 'computer' ? L.computer : L.human}
            </label>
          ))}
        </fieldset>
        {s.caster === 'human' && (
          <label class="cc-illusion__field cc-illusion__bluff">
            <span>{L.bluff}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={s.bluff}
              data-testid="illusion-bluff"
              onInput={(e) => number('bluff')(e.currentTarget.value)}
            />
            <output>{s.bluff}%</output>
          </label>
        )}
        <label class="cc-illusion__field">
          <span>{L.ability}</span>
          <NumberField
            name={L.ability}
            min={0}
            max={2}
            value={draft.ability ?? s.ability}
            data-testid="illusion-ability"
            onText={number('ability')}
          />
        </label>
      </div>
      {error && (
        <p class="cc-illusion__note" role="alert">
          {error}
        </p>
      )}
      {r.ok ? (
        <div class="cc-illusion__answer" aria-live="polite">
          <p class="cc-illusion__big">
            {L.answer}: <strong data-testid="illusion-answer">{show(r.value.illusion)}</strong>
          </p>
          <p class="cc-illusion__working" data-testid="illusion-working">
            {pct(r.value.bluff.p)} ÷ ({pct(r.value.bluff.p)} + {pct(1 - r.value.bluff.p)} ×{' '}
            {pct(r.value.castChance.p)}) at balance {settings.balance}
          </p>
          <p data-testid="illusion-verdict">
            {r.value.verdict === 'illusion'
              ? L.verdictIllusion
              : r.value.verdict === 'real'
                ? L.verdictReal
                : L.verdictEven}{' '}
            {L.disbelieve}: {show(r.value.disbelieve)}; {L.removes}:{' '}
            <strong data-testid="illusion-removes">{show(r.value.removes)}</strong>.
          </p>
        </div>
      ) : (
        <p class="cc-illusion__note" role="alert">
          {r.message}
        </p>
      )}
    </div>
  );
}
