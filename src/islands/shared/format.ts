/**
 * Display helpers for exact odds: percentages and fractions. Formatting only, no rules.
 * Used by islands and by build-time components, so a page and its islands print odds alike.
 */

/** Anything with num/den (Odds or BigOdds) and a float p. */
export interface OddsLike {
  readonly num: number | bigint;
  readonly den: number | bigint;
  readonly p: number;
}

/**
 * A probability as a percentage: whole when exact ("45%"), else to one decimal ("36.6%"),
 * never rounding a possible event to 0 % or an uncertain one to 100 %.
 */
export function pct(p: number): string {
  const x = p * 100;
  if (Number.isInteger(x)) return `${x}%`;
  if (Math.abs(x - Math.round(x)) < 1e-9) return `${Math.round(x)}%`;
  if (x > 0 && x < 0.1) return '< 0.1%';
  if (x < 100 && x > 99.9) return '> 99.9%';
  return `${x.toFixed(1)}%`;
}

/** The digits of a denominator beyond which a fraction is not worth printing. */
export const FRACTION_MAX_DIGITS = 12;

/** "9/20", "0", "1", or null when the fraction is too long to read. */
export function frac(o: OddsLike): string | null {
  const num = String(o.num);
  const den = String(o.den);
  if (num === '0') return '0';
  if (num === den) return '1';
  if (den.length > FRACTION_MAX_DIGITS) return null;
  return `${num}/${den}`;
}

/** "45% (9/20)", or just the percentage when the fraction is trivial or too long. */
export function pctFrac(o: OddsLike): string {
  const f = frac(o);
  return f === null || f === '0' || f === '1' ? pct(o.p) : `${pct(o.p)} (${f})`;
}
