import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import { planSpells, SPELLCAST_SPELL_NAMES, type Hand } from '../../engine/spellcast';
import {
  $hands,
  $handsNotes,
  $planner,
  $plannerNotes,
  plannerFromSearch,
  plannerToSearch,
  syncAtomWithUrl,
  syncHands,
  type PlannerState,
} from '../../stores/spellcast';
import LinkBar from '../../ui/LinkBar';
import { Glyph, Sequence } from './Glyph';
import { HandsEditor } from './HandsEditor';
import './spellcast.css';
import { useWaitMark } from '../../ui/useHydrated';

const handName = (h: Hand) => (h === 'left' ? 'left' : 'right');

function SpellSelect(props: {
  label: string;
  value: string;
  testId: string;
  onChange: (v: string) => void;
}) {
  return (
    <label>
      {props.label}
      <select
        value={props.value}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {SPELLCAST_SPELL_NAMES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The planner: the quickest gesture pairs from the current hands to the chosen spell(s). */
export default function Planner() {
  const wait = useWaitMark();
  const s = useStore($planner);
  // Your hands are the ones the hand reader and the resolver share.
  const both = useStore($hands);
  const hands = both.you;
  const notes = [...useStore($handsNotes), ...useStore($plannerNotes)];
  useEffect(() => {
    syncHands();
    return syncAtomWithUrl($planner, $plannerNotes, plannerFromSearch, plannerToSearch);
  }, []);
  const update = (patch: Partial<PlannerState>) => $planner.set({ ...s, ...patch });

  const plan = planSpells(
    hands.left,
    hands.right,
    s.mode === 'either' ? { either: s.spell } : { left: s.leftSpell, right: s.rightSpell },
  );

  return (
    <div {...wait} class="not-content sc-island" data-testid="planner">
      {notes.length > 0 && (
        <div class="sc-error" role="alert" data-testid="planner-notes">
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      <HandsEditor
        title="Your hands so far"
        id="plan"
        hands={hands}
        onChange={(h) => $hands.set({ ...both, you: h })}
      />
      <fieldset class="sc-editor">
        <legend>Goal</legend>
        <div class="sc-row" role="radiogroup" aria-label="What to plan">
          <label class="sc-radio">
            <input
              type="radio"
              name="sc-plan-mode"
              checked={s.mode === 'either'}
              data-testid="mode-either"
              onChange={() => update({ mode: 'either' })}
            />{' '}
            One spell, either hand
          </label>
          <label class="sc-radio">
            <input
              type="radio"
              name="sc-plan-mode"
              checked={s.mode === 'each'}
              data-testid="mode-each"
              onChange={() => update({ mode: 'each' })}
            />{' '}
            One spell per hand
          </label>
        </div>
        <div class="sc-row">
          {s.mode === 'either' ? (
            <SpellSelect
              label="Spell"
              value={s.spell}
              testId="plan-spell"
              onChange={(v) => update({ spell: v })}
            />
          ) : (
            <>
              <SpellSelect
                label="Left hand"
                value={s.leftSpell}
                testId="plan-left-spell"
                onChange={(v) => update({ leftSpell: v })}
              />
              <SpellSelect
                label="Right hand"
                value={s.rightSpell}
                testId="plan-right-spell"
                onChange={(v) => update({ rightSpell: v })}
              />
            </>
          )}
        </div>
      </fieldset>

      <div data-testid="plan-result">
        {!plan.ok ? (
          <p class="sc-error" role="status">
            {plan.message}
          </p>
        ) : (
          <>
            <p data-testid="plan-summary" role="status">
              <strong>
                {plan.value.turns.length} turn{plan.value.turns.length === 1 ? '' : 's'}
              </strong>
              :{' '}
              {plan.value.casts
                .map((c) => `${c.spell} with the ${handName(c.hand)} hand on turn ${c.turn}`)
                .join('; ')}
              .
            </p>
            <div class="cc-table-scroll" tabIndex={0} role="region" aria-label="The plan">
              <table class="sc-table" data-testid="plan-table">
                <thead>
                  <tr>
                    <th scope="col">Turn</th>
                    <th scope="col">Left</th>
                    <th scope="col">Right</th>
                    <th scope="col">Completes</th>
                  </tr>
                </thead>
                <tbody>
                  {plan.value.turns.map((t, i) => (
                    <tr key={i} data-pair={`${t.left}${t.right}`}>
                      <td>{i + 1}</td>
                      <td>
                        <Glyph step={t.left} />
                      </td>
                      <td>
                        <Glyph step={t.right} />
                      </td>
                      <td>
                        {t.completions.length === 0
                          ? '—'
                          : t.completions.map((c, j) => (
                              <span key={j} class={t.planned.includes(j) ? 'sc-planned' : ''}>
                                {j > 0 ? ', ' : ''}
                                {c.spell} ({handName(c.hand)})
                                {t.planned.includes(j) ? ' ← planned' : ''}
                              </span>
                            ))}
                        {t.conflict && <strong class="sc-flag"> choose one</strong>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p class="sc-muted">
              Sequences used:{' '}
              {plan.value.casts.map((c, i) => (
                <span key={i}>
                  {i > 0 ? '; ' : ''}
                  {c.spell} <Sequence seq={c.sequence} />
                </span>
              ))}
            </p>
          </>
        )}
      </div>
      <LinkBar links={[]} what="this plan" testid="planner-link" />
    </div>
  );
}
