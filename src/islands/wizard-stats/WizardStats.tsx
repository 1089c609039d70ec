import { useEffect, useState } from 'preact/hooks';
import {
  WIZARD_LEVELS,
  wizardStatDistributions,
  type Distribution,
  type WizardStatName,
} from '../../engine';
import { fraction, percent } from '../../lib/format';
import './wizard-stats.css';
import { useSettings } from '../../ui/useSettings';
import { useWaitMark } from '../../ui/useHydrated';

export interface WizardStatsProps {
  /** Heading for each charted stat, in the page's words. */
  statLabels: Partial<Record<WizardStatName, string>>;
  /** Heading for the chart of random spells actually kept in the book. */
  keptLabel: string;
  /** The stats to chart, in order. */
  charted?: WizardStatName[];
  /** Stats that never vary, listed as a sentence. */
  fixed?: WizardStatName[];
}

function levelName(level: number): string {
  return level === 0 ? 'Human' : `Computer level ${level}`;
}

function mean(d: Distribution<number>): number {
  return d.reduce((sum, o) => sum + o.value * o.odds.p, 0);
}

/** The highest chance in any of the charts: every bar is drawn on this one scale. */
function highest(dists: readonly Distribution<number>[]): number {
  return Math.max(...dists.flatMap((d) => d.map((o) => o.odds.p)));
}

function Chart({
  id,
  title,
  dist,
  max,
}: {
  id: string;
  title: string;
  dist: Distribution<number>;
  max: number;
}) {
  const avg = mean(dist);
  return (
    <figure class="cc-wstats__chart" data-testid={`chart-${id}`}>
      <table>
        <caption>
          <span class="cc-wstats__title">{title}</span>{' '}
          <span class="cc-wstats__avg">average {avg.toFixed(2).replace(/\.?0+$/, '')}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Chance</th>
            <th scope="col">Exact</th>
          </tr>
        </thead>
        <tbody>
          {dist.map((o) => (
            <tr key={o.value} data-value={o.value}>
              <th scope="row">{o.value}</th>
              <td class="cc-wstats__barcell">
                <span class="cc-wstats__track" aria-hidden="true">
                  <span class="cc-wstats__bar" style={{ width: `${(o.odds.p / max) * 100}%` }} />
                </span>
                <span class="cc-wstats__pct" data-testid="pct">
                  {percent(o.odds.p)}
                </span>
              </td>
              <td class="cc-wstats__exact" data-testid="exact">
                {fraction(o.odds)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Pick a wizard level and read the exact distribution of every starting statistic. */
export default function WizardStats({
  statLabels,
  keptLabel,
  charted = ['combat', 'defence', 'manoeuvre', 'magicResistance', 'ability', 'spells'],
  fixed = ['rangedCombat', 'range', 'movement'],
}: WizardStatsProps) {
  const wait = useWaitMark();
  const s = useSettings();
  const shared = s.caster === 'human' ? 0 : s.level;
  // A level picked here is this chart's own: it starts from the caster setting and follows it
  // when the setting changes, but never changes the setting for other pages.
  const [own, setOwn] = useState<number | null>(null);
  useEffect(() => setOwn(null), [shared]);
  const level = own ?? shared;
  const r = wizardStatDistributions(level);
  // Levels 0–8 only, so this cannot fail.
  if (!r.ok) return <p class="not-content">{r.message}</p>;
  const d = r.value;
  const max = highest([...charted.map((k) => d.stats[k]), d.randomSpellsKept]);

  return (
    <div
      {...wait}
      class="cc-wstats not-content"
      data-testid="wizard-stats"
      data-level={level}
      data-uses-settings
    >
      <fieldset class="cc-wstats__levels">
        <legend>Wizard</legend>
        {WIZARD_LEVELS.map((l) => (
          <label key={l} class={l === level ? 'is-on' : ''}>
            <input
              type="radio"
              name="cc-wstats-level"
              value={String(l)}
              checked={l === level}
              data-testid={`level-${l}`}
              onChange={() => setOwn(l)}
            />
            <span>{l === 0 ? 'Human (0)' : l}</span>
          </label>
        ))}
      </fieldset>
      <p class="cc-wstats__summary" role="status" data-testid="wizard-summary">
        {own !== null && own !== shared && 'Shown here only (the caster setting is unchanged). '}
        {levelName(level)}: level bonus {d.levelBonus};{' '}
        {fixed
          .map(
            (k) => `${(statLabels[k] ?? k).toLowerCase()} is always ${d.stats[k][0]?.value ?? 0}`,
          )
          .join(', ')}
        .
      </p>
      <div class="cc-wstats__grid">
        {charted.map((k) => (
          <Chart key={k} id={k} title={statLabels[k] ?? k} dist={d.stats[k]} max={max} />
        ))}
        <Chart id="kept" title={keptLabel} dist={d.randomSpellsKept} max={max} />
      </div>
    </div>
  );
}
