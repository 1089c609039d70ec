import { useMemo, useState } from 'preact/hooks';
import { castingChance } from '../../engine/casting';
import { BALANCE_MAX, BALANCE_MIN } from '../../engine/balance';
import { SPELL_NAMES } from '../../engine/types';
import { signed } from '../../lib/format';
import { useSettings } from '../../ui/useSettings';
import './cast-chart.css';
import { useWaitMark } from '../../ui/useHydrated';

export interface CastChartProps {
  /** The spell, by its name in the spell table. */
  spell: string;
  /** Heading of the chart (from the page). */
  title?: string;
  /** Label of a spell picker; without it the chart keeps to `spell`. */
  pickLabel?: string;
}

/** A run of balances over which the spell's chance is the same. */
interface Band {
  from: number;
  to: number;
  percent: number;
}

/** The chance for every balance −128…127 at this ability, as runs of equal chance. */
function bands(spell: string, ability: number): Band[] {
  const out: Band[] = [];
  for (let b = BALANCE_MIN; b <= BALANCE_MAX; b++) {
    const r = castingChance(spell, { balance: b, ability });
    if (!r.ok) return [];
    const last = out[out.length - 1];
    if (last && last.percent === r.value.percent) last.to = b;
    else out.push({ from: b, to: b, percent: r.value.percent });
  }
  return out;
}

// Chart geometry, in SVG user units: one unit per balance step across, 1.2 per percent up.
const W = BALANCE_MAX - BALANCE_MIN + 1;
const H = 120;
const LEFT = 34;
const BOTTOM = 22;
const TOP = 8;
const x = (balance: number) => LEFT + (balance - BALANCE_MIN);
const y = (percent: number) => TOP + (H * (100 - percent)) / 100;

/**
 * A spell's casting chance now (the shared balance and ability) with its working, and a chart
 * of the chance against every world balance for the same ability, the current balance marked.
 */
export default function CastChart({
  spell: initialSpell,
  title = 'Chance against the world balance',
  pickLabel,
}: CastChartProps) {
  const wait = useWaitMark();
  const s = useSettings();
  const [spell, setSpell] = useState(initialSpell);
  const now = castingChance(spell, { balance: s.balance, ability: s.ability });
  const runs = useMemo(() => bands(spell, s.ability), [spell, s.ability]);
  if (!now.ok) {
    return (
      <div {...wait} class="cc-cast-chart not-content" data-testid="cast-chart" data-uses-settings>
        <p role="status">{now.message}</p>
      </div>
    );
  }
  const w = now.value;
  const path = runs
    .map((r, i) => `${i === 0 ? 'M' : 'L'}${x(r.from)} ${y(r.percent)}H${x(r.to + 1)}`)
    .join('');
  const summary = runs
    .map((r) =>
      r.from === r.to
        ? `${signed(r.from)}: ${r.percent}%`
        : `${signed(r.from)} to ${signed(r.to)}: ${r.percent}%`,
    )
    .join('; ');
  return (
    <div {...wait} class="cc-cast-chart not-content" data-testid="cast-chart" data-uses-settings>
      {pickLabel && (
        <label class="cc-cast-chart__pick">
          <span>{pickLabel}</span>
          <select
            value={spell}
            data-testid="cast-chart-spell"
            onChange={(e) => setSpell((e.target as HTMLSelectElement).value)}
          >
            {SPELL_NAMES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      <p class="cc-cast-chart__now" aria-live="polite">
        <span data-testid="cast-chance-now" class="cc-cast-chart__big">
          {w.percent}%
        </span>{' '}
        <span>
          at balance {signed(w.balance)}, ability {w.ability}: base {w.base}
          {' + '}balance bonus {w.balanceBonus}
          {' + '}ability {w.ability}
          {' = '}
          {w.total}
          {w.clamped ? `, held to ${w.chance}` : ''}, so the roll must be under {w.chance + 1} of
          10.
        </span>
      </p>
      <figure class="cc-cast-chart__figure">
        <figcaption>
          {pickLabel ? `${spell}: ${title.toLowerCase()}` : title} (ability {s.ability})
        </figcaption>
        <svg
          viewBox={`0 0 ${LEFT + W + 16} ${TOP + H + BOTTOM}`}
          role="img"
          aria-label={`${spell}: casting chance by world balance at ability ${s.ability}. ${summary}.`}
          data-testid="cast-chart-svg"
        >
          {[0, 50, 100].map((p) => (
            <g key={p}>
              <line class="cc-cast-chart__grid" x1={LEFT} x2={LEFT + W} y1={y(p)} y2={y(p)} />
              <text class="cc-cast-chart__tick" x={LEFT - 4} y={y(p) + 4} text-anchor="end">
                {p}%
              </text>
            </g>
          ))}
          {[BALANCE_MIN, -64, 0, 64, BALANCE_MAX].map((b) => (
            <text
              key={b}
              class="cc-cast-chart__tick"
              x={x(b) + 0.5}
              y={TOP + H + 16}
              text-anchor="middle"
            >
              {signed(b)}
            </text>
          ))}
          <path class="cc-cast-chart__line" d={path} />
          <line
            class="cc-cast-chart__now-line"
            x1={x(w.balance) + 0.5}
            x2={x(w.balance) + 0.5}
            y1={TOP}
            y2={TOP + H}
          />
          <circle class="cc-cast-chart__dot" cx={x(w.balance) + 0.5} cy={y(w.percent)} r="4" />
        </svg>
      </figure>
      <details class="cc-cast-chart__bands">
        <summary>The chart as a list</summary>
        <ul data-testid="cast-chart-bands">
          {runs.map((r) => (
            <li key={r.from}>
              {r.from === r.to ? signed(r.from) : `${signed(r.from)} to ${signed(r.to)}`}:{' '}
              {r.percent}%
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
