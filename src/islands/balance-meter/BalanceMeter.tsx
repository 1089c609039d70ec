import { useStore } from '@nanostores/preact';
import { useMemo, useState } from 'preact/hooks';
import {
  type CasterKind,
  alignmentMark,
  BALANCE_MAX,
  BALANCE_MIN,
  balanceDisplay,
  castingChance,
  castRollCount,
  SPELL_NAMES,
  spellByName,
  type SpellName,
} from '../../engine';
import { percent, signed, tenths } from '../../lib/format';
import {
  $casts,
  addCasts,
  clearCasts,
  MAX_TRACKED_CASTS,
  removeCast,
  replayCasts,
  setCasts,
  type TrackedCast,
} from '../../stores/balance-track';
import { updateSettings } from '../../stores/settings';
import NumberField from '../../ui/NumberField';
import './balance-meter.css';
import { useSettings } from '../../ui/useSettings';
import { useWaitMark } from '../../ui/useHydrated';

export interface BalanceMeterProps {
  /** Spells with a one-press button (they are added as working casts). */
  quickSpells?: string[];
  /** Where the "try the wrap" button starts, and the spell it casts. */
  wrapDemo?: { start: number; spell: string };
}

type Pattern = readonly boolean[];

/** The roll patterns a cast can have, with a label each. */
function patterns(count: 0 | 1 | 2): { pattern: Pattern; label: string }[] {
  if (count === 0) return [{ pattern: [], label: 'works (an illusion always does)' }];
  if (count === 1)
    return [
      { pattern: [true], label: 'works' },
      { pattern: [false], label: 'fails' },
    ];
  return [
    { pattern: [true, true], label: 'both rolls pass: works' },
    { pattern: [false, true], label: 'first roll fails, second passes: works' },
    { pattern: [true, false], label: 'first roll passes, second fails: fails' },
    { pattern: [false, false], label: 'both rolls fail: fails' },
  ];
}

function symbolsText(balance: number): string {
  const d = balanceDisplay(balance);
  return d.symbols ? d.symbol.repeat(d.symbols) : '';
}

function displayWords(balance: number): string {
  const d = balanceDisplay(balance);
  if (!d.label) return 'neutral, no symbols';
  return `${d.label}, ${d.symbols} ${d.symbols === 1 ? 'symbol' : 'symbols'}`;
}

const GROUPS: { label: string; test: (name: SpellName) => boolean }[] = [
  { label: 'Law and Chaos', test: (n) => spellByName(n).kind === 'alignment' },
  { label: 'Creatures', test: (n) => spellByName(n).kind === 'creature' },
  {
    label: 'Other spells',
    test: (n) => !['alignment', 'creature'].includes(spellByName(n).kind),
  },
];

/** A world-balance meter that follows a sequence of casts the reader adds. */
export default function BalanceMeter({
  quickSpells = ['Law-1', 'Law-2', 'Chaos-1', 'Chaos-2'],
  wrapDemo = { start: 125, spell: 'Law-2' },
}: BalanceMeterProps) {
  const wait = useWaitMark();
  const s = useSettings();
  const casts = useStore($casts);

  const [spell, setSpell] = useState<SpellName>('Law-2');
  const [caster, setCaster] = useState<CasterKind>(s.caster);
  const [illusion, setIllusion] = useState(false);
  const [patternIndex, setPatternIndex] = useState(0);
  const [times, setTimes] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  // "Try the wrap" runs in the meter's own state: its own start and casts, while the reader's
  // casts and the world balance in the settings stay as they were.
  const [demo, setDemo] = useState<readonly TrackedCast[] | null>(null);
  // What "Make … the world balance" replaced, so that it can be undone.
  const [undo, setUndo] = useState<{ balance: number; casts: readonly TrackedCast[] } | null>(null);

  const entry = spellByName(spell);
  const canIllusion = entry.kind === 'creature';
  const useIllusion = illusion && canIllusion;
  const count = castRollCount(entry, caster, useIllusion);
  const choices = patterns(count);
  const choice = choices[Math.min(patternIndex, choices.length - 1)]!;

  const start = demo ? wrapDemo.start : s.balance;
  const shownCasts = demo ?? casts;
  const steps = useMemo(
    () => replayCasts(start, s.ability, shownCasts),
    [start, s.ability, shownCasts],
  );
  const final = steps.length ? steps[steps.length - 1]!.resolved.balanceAfter : start;
  const wraps = steps.filter((st) => st.resolved.wrapped).length;

  // The chance of each spell used, at the start and now.
  const used = useMemo(() => [...new Set(shownCasts.map((c) => c.spell))], [shownCasts]);

  function add(cast: TrackedCast, n: number) {
    setUndo(null);
    if (demo) {
      if (demo.length + n > MAX_TRACKED_CASTS)
        return setProblem(`The meter keeps at most ${MAX_TRACKED_CASTS} casts; remove some first.`);
      setDemo([...demo, ...Array.from({ length: n }, () => cast)]);
      return setProblem(null);
    }
    const r = addCasts(cast, n);
    setProblem(r.ok ? null : r.message);
  }

  function onAdd(e: Event) {
    e.preventDefault();
    const n = Number(times);
    if (!Number.isInteger(n) || n < 1 || n > MAX_TRACKED_CASTS) {
      setProblem(
        `“${times}” is not a number of casts: use a whole number from 1 to ${MAX_TRACKED_CASTS}.`,
      );
      return;
    }
    add({ spell, caster, illusion: useIllusion, passes: choice.pattern }, n);
  }

  function quick(name: string) {
    const e = spellByName(name as SpellName);
    const n = castRollCount(e, caster, false);
    add({ spell: e.name, caster, illusion: false, passes: Array<boolean>(n).fill(true) }, 1);
  }

  function tryWrap() {
    const e = spellByName(wrapDemo.spell as SpellName);
    setDemo([{ spell: e.name, caster: 'computer', illusion: false, passes: [true] }]);
    setUndo(null);
    setProblem(null);
  }

  function keep() {
    setUndo({ balance: s.balance, casts });
    updateSettings({ balance: final });
    clearCasts();
    setDemo(null);
  }

  const position = (b: number) => ((b - BALANCE_MIN) / (BALANCE_MAX - BALANCE_MIN)) * 100;
  const d = balanceDisplay(final);

  return (
    <div {...wait} class="cc-meter not-content" data-testid="balance-meter" data-uses-settings>
      <div class="cc-meter__gauge">
        <div
          class="cc-meter__track"
          role="meter"
          aria-label="World balance after the casts"
          aria-valuemin={BALANCE_MIN}
          aria-valuemax={BALANCE_MAX}
          aria-valuenow={final}
          aria-valuetext={`${signed(final)}: ${displayWords(final)}`}
        >
          <span class="cc-meter__zero" style={{ left: `${position(0)}%` }} aria-hidden="true" />
          <span
            class="cc-meter__start"
            style={{ left: `${position(start)}%` }}
            aria-hidden="true"
            title="start"
          />
          <span
            class="cc-meter__needle"
            data-side={d.side}
            style={{ left: `${position(final)}%` }}
            aria-hidden="true"
          />
        </div>
        <div class="cc-meter__scale" aria-hidden="true">
          <span>{signed(BALANCE_MIN)} Chaos</span>
          <span>0</span>
          <span>Law {signed(BALANCE_MAX)}</span>
        </div>
        <p class="cc-meter__now" data-testid="meter-now">
          Start <strong>{signed(start)}</strong>, now{' '}
          <strong data-testid="meter-balance">{signed(final)}</strong>
          {' · '}
          <span class="cc-meter__display" data-side={d.side}>
            <span class="cc-meter__word">{d.label || 'NEUTRAL'}</span>{' '}
            <span aria-hidden="true" class="cc-meter__symbols" data-testid="meter-symbols">
              {symbolsText(final)}
            </span>
            <span class="cc-sr-only">
              ({d.symbols} {d.symbols === 1 ? 'symbol' : 'symbols'})
            </span>
          </span>
          {wraps > 0 && (
            <span class="cc-meter__wrapnote" data-testid="meter-wraps">
              {' '}
              · wrapped round {wraps} {wraps === 1 ? 'time' : 'times'}
            </span>
          )}
        </p>
      </div>

      <form class="cc-meter__form" onSubmit={onAdd} aria-label="Add casts" noValidate>
        <label>
          <span>Spell</span>
          <select
            value={spell}
            data-testid="meter-spell"
            onChange={(e) => {
              setSpell((e.target as HTMLSelectElement).value as SpellName);
              setPatternIndex(0);
            }}
          >
            {GROUPS.map((g) => (
              <optgroup label={g.label} key={g.label}>
                {SPELL_NAMES.filter(g.test).map((n) => (
                  <option value={n} key={n}>
                    {n} ({signed(spellByName(n).alignment)})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <fieldset class="cc-meter__caster cc-segmented">
          <legend>Cast by</legend>
          {(['human', 'computer'] as const).map((c) => (
            <label key={c}>
              <input
                type="radio"
                name="cc-meter-caster"
                value={c}
                checked={caster === c}
                onChange={() => {
                  setCaster(c);
                  setPatternIndex(0);
                }}
              />{' '}
              {c === 'human' ? 'a human' : 'a computer'}
            </label>
          ))}
        </fieldset>
        <label class="cc-meter__check">
          <input
            type="checkbox"
            checked={useIllusion}
            disabled={!canIllusion}
            onChange={(e) => {
              setIllusion((e.target as HTMLInputElement).checked);
              setPatternIndex(0);
            }}
          />{' '}
          as an illusion
        </label>
        <label>
          <span>Result</span>
          <select
            value={String(Math.min(patternIndex, choices.length - 1))}
            data-testid="meter-result"
            onChange={(e) => setPatternIndex(Number((e.target as HTMLSelectElement).value))}
          >
            {choices.map((c, i) => (
              <option value={String(i)} key={c.label}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <div class="cc-meter__field">
          <label for="cc-meter-times">Times</label>
          <NumberField
            id="cc-meter-times"
            name="times"
            min={1}
            max={MAX_TRACKED_CASTS}
            value={times}
            class="cc-meter__times"
            data-testid="meter-times"
            onText={setTimes}
          />
        </div>
        <button type="submit" class="cc-meter__button cc-meter__add" data-testid="meter-add">
          Add
        </button>
      </form>

      <div class="cc-meter__quick">
        <span>Quick add (works, cast by {caster === 'human' ? 'a human' : 'a computer'}):</span>
        {quickSpells.map((q) => (
          <button
            type="button"
            class="cc-meter__button"
            key={q}
            data-testid={`quick-${q}`}
            onClick={() => quick(q)}
          >
            {q}
          </button>
        ))}
        <button type="button" class="cc-meter__button" onClick={tryWrap} data-testid="try-wrap">
          Try the wrap: start at {signed(wrapDemo.start)}, cast {wrapDemo.spell}
        </button>
      </div>

      {demo && (
        <p class="cc-meter__demo" role="status" data-testid="meter-demo">
          A demonstration with its own start ({signed(wrapDemo.start)}): your casts and the world
          balance in the settings are left as they were.{' '}
          <button
            type="button"
            class="cc-meter__button"
            data-testid="meter-demo-end"
            onClick={() => setDemo(null)}
          >
            Back to your casts
          </button>
        </p>
      )}
      {undo && (
        <p class="cc-meter__demo" role="status" data-testid="meter-kept">
          The world balance in the settings is now {signed(s.balance)} on every page.{' '}
          <button
            type="button"
            class="cc-meter__button"
            data-testid="meter-undo"
            onClick={() => {
              updateSettings({ balance: undo.balance });
              setCasts(undo.casts);
              setUndo(null);
            }}
          >
            Undo: back to {signed(undo.balance)} and the casts
          </button>
        </p>
      )}
      {problem && (
        <p class="cc-meter__problem" role="status" data-testid="meter-problem">
          {problem}
        </p>
      )}

      {steps.length === 0 ? (
        <p class="cc-meter__empty">
          No casts yet: the meter shows the starting balance from the settings. Add a cast above.
        </p>
      ) : (
        <>
          <div class="cc-meter__scroll" tabIndex={0} role="region" aria-label="Casts so far">
            <table class="cc-meter__table" data-testid="meter-table">
              <caption class="cc-sr-only">
                Each cast, its chance at the time, and the balance it left
              </caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Spell, cast by</th>
                  <th scope="col">Chance then</th>
                  <th scope="col">Rolls</th>
                  <th scope="col">Balance</th>
                  <th scope="col">Spell menu shows</th>
                  <th scope="col">
                    <span class="cc-sr-only">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {steps.map((st, i) => {
                  const r = st.resolved;
                  return (
                    <tr key={i} class={r.wrapped ? 'is-wrapped' : ''} data-testid="meter-row">
                      <td>{i + 1}</td>
                      <th scope="row">
                        <span aria-hidden="true">{alignmentMark(r.working.alignment)} </span>
                        {st.cast.spell}
                        {r.illusion ? ' (illusion)' : ''}
                        <span class="cc-meter__by">{st.cast.caster}</span>
                      </th>
                      <td data-testid="meter-chance">
                        {r.illusion
                          ? 'always'
                          : `${r.working.percent}% (${tenths(r.working.odds)})`}
                      </td>
                      <td>
                        {r.rolls.length === 0
                          ? 'none'
                          : r.rolls.map((p) => (p ? 'pass' : 'fail')).join(', ')}
                        {' → '}
                        {r.works ? 'works' : 'fails'}
                      </td>
                      <td>
                        {signed(r.balanceBefore)} → <strong>{signed(r.balanceAfter)}</strong>
                        {r.wrapped && <span class="cc-meter__wrapped"> wrapped</span>}
                      </td>
                      <td>
                        <span class="cc-meter__word">
                          {balanceDisplay(r.balanceAfter).label || 'NEUTRAL'}
                        </span>{' '}
                        <span aria-hidden="true" class="cc-meter__symbols">
                          {symbolsText(r.balanceAfter)}
                        </span>
                        <span class="cc-sr-only">
                          ({balanceDisplay(r.balanceAfter).symbols} symbols)
                        </span>
                      </td>
                      <td>
                        <button
                          type="button"
                          class="cc-meter__remove"
                          aria-label={`Remove cast ${i + 1}, ${st.cast.spell}`}
                          onClick={() =>
                            demo ? setDemo(demo.filter((_, j) => j !== i)) : removeCast(i)
                          }
                        >
                          ✕
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          <h3 class="cc-meter__h">Chances of the spells used</h3>
          <ul class="cc-meter__chances" data-testid="meter-chances">
            {used.map((name) => {
              const a = castingChance(name, { balance: start, ability: s.ability });
              const b = castingChance(name, { balance: final, ability: s.ability });
              if (!a.ok || !b.ok) return null;
              return (
                <li key={name} data-spell={name}>
                  {name}: {percent(a.value.odds.p)} at the start,{' '}
                  <strong>{percent(b.value.odds.p)}</strong> now (balance bonus{' '}
                  {b.value.balanceBonus})
                </li>
              );
            })}
          </ul>

          <div class="cc-meter__actions">
            <button
              type="button"
              class="cc-meter__button"
              onClick={() => (demo ? setDemo(null) : clearCasts())}
            >
              Clear the casts
            </button>
            <button type="button" class="cc-meter__button" data-testid="meter-keep" onClick={keep}>
              Make {signed(final)} the world balance in the settings
            </button>
          </div>
        </>
      )}
    </div>
  );
}
