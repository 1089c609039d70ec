import {
  WIZARD_LEVELS,
  wizardStatDistributions,
  type Distribution,
  type WizardStatName,
} from '../../engine';
import { fraction, percent } from '../../lib/format';
import { updateSettings } from '../../stores/settings';
import './wizard-stats.css';
import { useSettings } from '../../ui/useSettings';

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

function Chart({ id, title, dist }: { id: string; title: string; dist: Distribution<number> }) {
  const max = Math.max(...dist.map((o) => o.odds.p));
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
  const s = useSettings();
  const level = s.caster === 'human' ? 0 : s.level;
  const r = wizardStatDistributions(level);
  // The settings store only holds levels 1–8 and "human", so this cannot fail.
  if (!r.ok) return <p class="not-content">{r.message}</p>;
  const d = r.value;

  function pick(l: number) {
    if (l === 0) updateSettings({ caster: 'human' });
    else updateSettings({ caster: 'computer', level: l });
  }

  return (
    <div class="cc-wstats not-content" data-testid="wizard-stats" data-level={level}>
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
              onChange={() => pick(l)}
            />
            <span>{l === 0 ? 'Human (0)' : l}</span>
          </label>
        ))}
      </fieldset>
      <p class="cc-wstats__summary" role="status" data-testid="wizard-summary">
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
          <Chart key={k} id={k} title={statLabels[k] ?? k} dist={d.stats[k]} />
        ))}
        <Chart id="kept" title={keptLabel} dist={d.randomSpellsKept} />
      </div>
    </div>
  );
}
