import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import { resolveTurn, SPELLCAST_SPELL_NAMES, type TurnInput } from '../../engine/spellcast';
import {
  $hands,
  $handsNotes,
  $resolver,
  $resolverNotes,
  RESOLVER_WIZARDS,
  resolverFromSearch,
  resolverToSearch,
  syncAtomWithUrl,
  syncHands,
  type ResolverRow,
  type ResolverState,
} from '../../stores/spellcast';
import NumberField from '../../ui/NumberField';
import LinkBar from '../../ui/LinkBar';
import { turnFromHands } from '../../lib/spellcast-hands';
import './spellcast.css';
import { useWaitMark } from '../../ui/useHydrated';

export interface ResolverProps {
  /** What each deciding rule means, from the page (rule id → sentence). */
  rules: Record<string, string>;
}

type Pair<T> = [T, T];
const setAt = <T,>(p: Pair<T>, i: number, v: T): Pair<T> => (i === 0 ? [v, p[1]] : [p[0], v]);

/** The yes/no settings of each wizard, with their labels. */
const WIZARD_FLAGS = [
  ['resistHeat', 'Resists heat'],
  ['resistCold', 'Resists cold'],
  ['surrender', 'Surrenders (P with both hands)'],
] as const satisfies readonly (readonly [keyof ResolverState, string])[];

function toInput(s: ResolverState): TurnInput {
  return {
    wizards: RESOLVER_WIZARDS.map((name, i) => ({
      name,
      damage: s.damage[i] ?? 0,
      resistHeat: s.resistHeat[i],
      resistCold: s.resistCold[i],
    })),
    casts: s.casts.map((r) => ({
      spell: r.spell,
      caster: RESOLVER_WIZARDS[r.caster] ?? 'White',
      subject: r.subject < 0 ? null : (RESOLVER_WIZARDS[r.subject] ?? null),
      ...(r.spell === 'Summon Elemental' ? { element: r.element } : {}),
    })),
    stabs: s.stab.flatMap((t, i) =>
      t < 0 ? [] : [{ by: RESOLVER_WIZARDS[i] ?? '', target: RESOLVER_WIZARDS[t] ?? '' }],
    ),
    surrenders: RESOLVER_WIZARDS.filter((_, i) => s.surrender[i]),
  };
}

/** The turn resolver: a turn's spells, stabs and surrenders in; what happens and why out. */
export default function Resolver({ rules }: ResolverProps) {
  const wait = useWaitMark();
  const s = useStore($resolver);
  const notes = [...useStore($handsNotes), ...useStore($resolverNotes)];
  useEffect(() => {
    syncHands();
    return syncAtomWithUrl($resolver, $resolverNotes, resolverFromSearch, resolverToSearch);
  }, []);
  // The hands the hand reader and the planner share: White's are yours, Black's the opponent's.
  const hands = useStore($hands);
  const fromHands = turnFromHands([hands.you, hands.them]);
  const handsTyped = [hands.you, hands.them].some((h) => h.left !== '' || h.right !== '');
  const said = (w: number) =>
    fromHands.casts
      .filter((c) => c.caster === w)
      .map((c) => c.spell)
      .join(', ') || 'nothing';
  const update = (patch: Partial<ResolverState>) => $resolver.set({ ...s, ...patch });
  const setRow = (i: number, patch: Partial<ResolverRow>) =>
    update({ casts: s.casts.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const out = resolveTurn(toInput(s));
  const why = (rule: string) => rules[rule] ?? rule;

  return (
    <div {...wait} class="not-content sc-island" data-testid="resolver">
      {notes.length > 0 && (
        <div class="sc-error" role="alert" data-testid="resolver-notes">
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      <fieldset class="sc-editor">
        <legend>Wizards</legend>
        <div class="sc-two sc-two--always">
          {RESOLVER_WIZARDS.map((name, i) => (
            <div key={name} class="sc-row" role="group" aria-label={name}>
              <strong>{name}</strong>
              <span class="sc-number">
                <label for={`sc-damage-${i}`}>Damage so far</label>
                <NumberField
                  id={`sc-damage-${i}`}
                  name={`damage of ${name}`}
                  min={0}
                  max={14}
                  value={s.damage[i] ?? 0}
                  data-testid={`damage-${i}`}
                  onText={(text) => {
                    const n = Number(text);
                    if (Number.isInteger(n) && n >= 0 && n <= 14) {
                      update({ damage: setAt(s.damage, i, n) });
                    }
                  }}
                />
              </span>
              {WIZARD_FLAGS.map(([key, label]) => (
                <label class="sc-radio" key={key}>
                  <input
                    type="checkbox"
                    checked={s[key][i]}
                    {...(key === 'surrender' ? { 'data-testid': `surrender-${i}` } : {})}
                    onChange={(e) => update({ [key]: setAt(s[key], i, e.currentTarget.checked) })}
                  />
                  {label}
                </label>
              ))}
              <label>
                Knife
                <select
                  value={s.stab[i]}
                  data-testid={`stab-${i}`}
                  onChange={(e) =>
                    update({ stab: setAt(s.stab, i, Number(e.currentTarget.value)) })
                  }
                >
                  <option value={-1}>no stab</option>
                  {RESOLVER_WIZARDS.map((t, j) => (
                    <option key={t} value={j}>
                      stabs {t}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset class="sc-editor">
        <legend>From the hands</legend>
        {handsTyped ? (
          <>
            <p data-testid="from-hands-says">
              This turn White’s hands (yours) complete {said(0)}; Black’s (the opponent’s) complete{' '}
              {said(1)}.
              {fromHands.choseFor.length > 0 &&
                ` Where gestures could finish either of two spells, the first was taken: change it below.`}
            </p>
            <button
              type="button"
              class="cc-button"
              data-testid="from-hands"
              onClick={() =>
                update({
                  casts: fromHands.casts.map((c) => ({ ...c })),
                  surrender: [...fromHands.surrender],
                })
              }
            >
              Resolve these spells
            </button>
          </>
        ) : (
          <p class="sc-muted" data-testid="from-hands-says">
            Type both wizards’ gestures in the <a href="../hand-reader/">hand reader</a> or your own
            in the <a href="../planner/">planner</a>, and the spells they complete this turn can be
            resolved here.
          </p>
        )}
      </fieldset>

      <fieldset class="sc-editor">
        <legend>Spells cast this turn</legend>
        {s.casts.length === 0 && <p class="sc-muted">No spells.</p>}
        <ol class="sc-casts">
          {s.casts.map((r, i) => (
            <li key={i} class="sc-row" data-testid="cast-row">
              <label>
                Spell
                <select
                  value={r.spell}
                  data-testid={`cast-spell-${i}`}
                  onChange={(e) => setRow(i, { spell: e.currentTarget.value })}
                >
                  {SPELLCAST_SPELL_NAMES.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Caster
                <select
                  value={r.caster}
                  data-testid={`cast-caster-${i}`}
                  onChange={(e) => setRow(i, { caster: Number(e.currentTarget.value) })}
                >
                  {RESOLVER_WIZARDS.map((n, j) => (
                    <option key={n} value={j}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Subject
                <select
                  value={r.subject}
                  data-testid={`cast-subject-${i}`}
                  onChange={(e) => setRow(i, { subject: Number(e.currentTarget.value) })}
                >
                  <option value={-1}>nobody</option>
                  {RESOLVER_WIZARDS.map((n, j) => (
                    <option key={n} value={j}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              {r.spell === 'Summon Elemental' && (
                <label>
                  Element
                  <select
                    value={r.element}
                    onChange={(e) =>
                      setRow(i, { element: e.currentTarget.value === 'ice' ? 'ice' : 'fire' })
                    }
                  >
                    <option value="fire">fire</option>
                    <option value="ice">ice</option>
                  </select>
                </label>
              )}
              <button
                type="button"
                onClick={() => update({ casts: s.casts.filter((_, j) => j !== i) })}
              >
                Remove<span class="cc-sr-only"> spell {i + 1}</span>
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          data-testid="add-cast"
          onClick={() =>
            update({
              casts: [...s.casts, { spell: 'Missile', caster: 0, subject: 1, element: 'fire' }],
            })
          }
        >
          Add a spell
        </button>
      </fieldset>

      <section aria-label="Outcome" data-testid="resolver-outcome">
        {!out.ok ? (
          <p class="sc-error" role="status">
            {out.message}
          </p>
        ) : (
          <>
            <p class="sc-result" role="status" data-testid="resolver-result">
              {out.value.result === null
                ? 'The duel goes on.'
                : out.value.result === 'draw'
                  ? 'A draw.'
                  : `${out.value.result} wins.`}
              {out.value.resultRule ? ` ${why(out.value.resultRule)}` : ''}
            </p>
            <div class="cc-table-scroll" tabIndex={0} role="region" aria-label="Each spell">
              <table class="sc-table" data-testid="resolver-casts">
                <thead>
                  <tr>
                    <th scope="col">Spell</th>
                    <th scope="col">Lands on</th>
                    <th scope="col">Works?</th>
                    <th scope="col">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {out.value.casts.map((c, i) => (
                    <tr key={i} data-rule={c.rule}>
                      <td>
                        {c.spell} <span class="sc-muted">({c.caster})</span>
                      </td>
                      <td>{c.subject ?? 'everyone'}</td>
                      <td>{c.effective ? 'yes' : 'no'}</td>
                      <td>{why(c.rule)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul class="sc-list" data-testid="resolver-damage">
              {out.value.damage.map((d, i) => (
                <li key={i}>
                  {d.source} → {d.target}:{' '}
                  {d.blocked ? `no damage (${why(d.blocked)})` : `${d.amount} damage`}
                </li>
              ))}
            </ul>
            <div class="cc-table-scroll" tabIndex={0} role="region" aria-label="Wizards after">
              <table class="sc-table" data-testid="resolver-wizards">
                <thead>
                  <tr>
                    <th scope="col">Wizard</th>
                    <th scope="col">Before</th>
                    <th scope="col">Taken</th>
                    <th scope="col">Healed</th>
                    <th scope="col">After</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {out.value.wizards.map((w) => (
                    <tr key={w.name} data-wizard={w.name}>
                      <td>{w.name}</td>
                      <td>{w.damageBefore}</td>
                      <td>{w.dealt}</td>
                      <td>{w.healed}</td>
                      <td data-testid={`after-${w.name}`}>{w.damageAfter}</td>
                      <td>
                        {w.slain ? 'slain' : w.dead ? 'dead' : 'alive'}
                        {w.surrendered ? ', surrendered' : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <LinkBar links={[]} what="this turn" testid="resolver-link" />
    </div>
  );
}
