import { useState } from 'preact/hooks';
import {
  attackOdds,
  CREATURE_NAMES,
  CREATURES,
  type CreatureName,
  type CreatureStats,
} from '../../engine';
import { fraction, percent, signed, slug } from '../../lib/format';
import './creature-compare.css';

export interface CreatureCompareProps {
  /** The two creatures shown at first. */
  initial?: [string, string];
}

type StatKey =
  | 'castChancePct'
  | 'alignment'
  | 'combat'
  | 'rangedCombat'
  | 'range'
  | 'defence'
  | 'movement'
  | 'manoeuvre'
  | 'magicResistance'
  | 'aiValue';

const ROWS: {
  key: StatKey;
  label: string;
  show?: (c: CreatureStats) => string;
  /** Mark the higher value (not for alignment, where higher is not better). */
  rank?: boolean;
}[] = [
  { key: 'castChancePct', label: 'Casting chance', show: (c) => `${c.castChancePct}%` },
  { key: 'alignment', label: 'Alignment', show: (c) => signed(c.alignment), rank: false },
  { key: 'combat', label: 'Combat' },
  { key: 'rangedCombat', label: 'Ranged combat' },
  { key: 'range', label: 'Range' },
  { key: 'defence', label: 'Defence' },
  { key: 'movement', label: 'Movement' },
  { key: 'manoeuvre', label: 'Manoeuvre' },
  { key: 'magicResistance', label: 'Magic resistance' },
  { key: 'aiValue', label: 'Computer value' },
];

function pick(name: string | undefined, fallback: CreatureName): CreatureName {
  return (CREATURE_NAMES as readonly string[]).includes(name ?? '')
    ? (name as CreatureName)
    : fallback;
}

function traits(c: CreatureStats): string {
  const t = [c.flying && 'flies', c.mount && 'mount', c.undead && 'undead'].filter(Boolean);
  return t.length ? t.join(', ') : 'none';
}

function Attack({
  from,
  to,
  mode,
}: {
  from: CreatureName;
  to: CreatureName;
  mode: 'melee' | 'ranged';
}) {
  const r = attackOdds({ kind: from }, { kind: to }, mode);
  const what = mode === 'melee' ? 'in close combat' : 'with a ranged attack';
  if (!r.ok) {
    return (
      <li>
        {from} cannot hurt {to} {what}: {r.message}
      </li>
    );
  }
  return (
    <li>
      {from} kills {to} {what}: <strong>{percent(r.value.odds.p)}</strong>{' '}
      <span class="cc-compare__muted">
        ({r.value.attack} + roll against {r.value.defence} + roll; {fraction(r.value.odds)})
      </span>
    </li>
  );
}

/** Two creatures side by side: every statistic, which is higher, and how they fare in a fight. */
export default function CreatureCompare({
  initial = ['Green Dragon', 'Golden Dragon'],
}: CreatureCompareProps) {
  const [a, setA] = useState<CreatureName>(pick(initial[0], 'Green Dragon'));
  const [b, setB] = useState<CreatureName>(pick(initial[1], 'Golden Dragon'));
  const ca = CREATURES[a];
  const cb = CREATURES[b];

  const select = (
    value: CreatureName,
    set: (n: CreatureName) => void,
    label: string,
    testId: string,
  ) => (
    <label>
      <span>{label}</span>
      <select
        value={value}
        data-testid={testId}
        onChange={(e) => set((e.target as HTMLSelectElement).value as CreatureName)}
      >
        {CREATURE_NAMES.map((n) => (
          <option value={n} key={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div class="cc-compare not-content" data-testid="creature-compare">
      <div class="cc-compare__pick">
        {select(a, setA, 'First creature', 'compare-a')}
        {select(b, setB, 'Second creature', 'compare-b')}
      </div>
      <div class="cc-compare__scroll" tabIndex={0} role="region" aria-label="Comparison">
        <table class="cc-compare__table" data-testid="compare-table">
          <caption class="cc-sr-only">
            {a} and {b} side by side
          </caption>
          <thead>
            <tr>
              <th scope="col">Statistic</th>
              <th scope="col">
                <a href={`#creature-${slug(a)}`}>{a}</a>
              </th>
              <th scope="col">
                <a href={`#creature-${slug(b)}`}>{b}</a>
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => {
              const ranked = row.rank !== false;
              const va = ranked ? ca[row.key] : 0;
              const vb = ranked ? cb[row.key] : 0;
              const show = row.show ?? ((c: CreatureStats) => String(c[row.key]));
              return (
                <tr key={row.key} data-stat={row.key}>
                  <th scope="row">{row.label}</th>
                  <td class={va > vb ? 'is-more' : ''}>
                    {show(ca)}
                    {va > vb && <span class="cc-compare__more"> higher</span>}
                  </td>
                  <td class={vb > va ? 'is-more' : ''}>
                    {show(cb)}
                    {vb > va && <span class="cc-compare__more"> higher</span>}
                  </td>
                </tr>
              );
            })}
            <tr>
              <th scope="row">Traits</th>
              <td>{traits(ca)}</td>
              <td>{traits(cb)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <ul class="cc-compare__fights" data-testid="compare-fights">
        <Attack from={a} to={b} mode="melee" />
        <Attack from={b} to={a} mode="melee" />
        {ca.rangedCombat > 0 && <Attack from={a} to={b} mode="ranged" />}
        {cb.rangedCombat > 0 && <Attack from={b} to={a} mode="ranged" />}
      </ul>
    </div>
  );
}
