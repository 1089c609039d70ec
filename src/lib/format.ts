/** Formatting of exact odds for pages and islands: "37.5 %" and "3/8". */
import type { Odds } from '../engine';

/** The percentage with up to `digits` decimals, trailing zeros dropped: "37.5%", "6%", "0.1%". */
export function pct(o: Pick<Odds, 'p'> | number, digits = 1): string {
  const p = typeof o === 'number' ? o : o.p;
  const s = (p * 100).toFixed(digits).replace(/\.?0+$/, '');
  return `${s}%`;
}

/** The exact fraction: "3/8", "0", "1". */
export function frac(o: Pick<Odds, 'num' | 'den'>): string {
  if (o.num === 0) return '0';
  if (o.num === o.den) return '1';
  return `${o.num}/${o.den}`;
}

/** "37.5% (3/8)". */
export function pctFrac(o: Odds, digits = 1): string {
  return o.num === 0 || o.num === o.den ? pct(o, digits) : `${pct(o, digits)} (${frac(o)})`;
}
