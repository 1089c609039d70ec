/**
 * The findings file (src/data/findings.json, written by `npm run stats`) and the page's numbers
 * computed from it once per build (lib/findings.ts). Build time only: no page loads this.
 */
import file from '../../data/findings.json';
import {
  byLevel,
  bySize,
  deathCauses,
  findingsGameHref,
  illusions,
  killers,
  spellRows,
  statRows,
  type Edge,
  type FindingsFile,
  type Share,
} from '../../lib/findings';
import { grouped, pctFixed, signedFixed } from '../../lib/format';

export const FILE = file as unknown as FindingsFile;
const F = FILE.findings;

export const SIZES = bySize(F);
export const LEVEL_ROWS = byLevel(F);
export const SPELL_ROWS = spellRows(F);
export const STAT_ROWS = statRows(F);
export const CAUSES = deathCauses(F);
export const KILLERS = killers(F);
export const ILLUSIONS = illusions(F);
export const DEATHS = CAUSES.reduce((a, c) => a + c.deaths, 0);

export const gameHref = (i: number, step: number): string => findingsGameHref(FILE, i, step);
export const example = (key: string) => F.examples[key] ?? null;

/** "12.3%" */
export const pc = (s: Pick<Share, 'share'>): string => pctFixed(s.share);
/** "10.9–13.8%" */
export const range = (s: Pick<Share, 'low' | 'high'>): string =>
  `${(s.low * 100).toFixed(1)}–${(s.high * 100).toFixed(1)}%`;
/** "1.15" */
export const edge = (e: Pick<Edge, 'edge'>): string => e.edge.toFixed(2);
/** "1.03–1.18" */
export const edgeRange = (e: Pick<Edge, 'low' | 'high'>): string =>
  `${e.low.toFixed(2)}–${e.high.toFixed(2)}`;
/** Percentage points with a real minus: "+5.1", "−1.2". */
export const points = (x: number): string => signedFixed(Math.round(x * 1000) / 10, 1);
export const whole = grouped;
/** Whether an interval lies wholly above (1), below (−1) or across (0) a value. */
export const side = (i: { low: number; high: number }, at: number): -1 | 0 | 1 =>
  i.low > at ? 1 : i.high < at ? -1 : 0;
