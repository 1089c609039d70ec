/**
 * How the site writes numbers: percentages, exact fractions and signed values. Shared by the
 * islands and the build-time components, so a number reads the same everywhere.
 */
import type { BigOdds, Odds } from '../engine';

const MINUS = '\u2212';

/** A whole number with a real minus sign and, if asked, a plus sign: "+4", "−4", "0". */
export function signed(n: number, plus = true): string {
  if (n < 0) return `${MINUS}${Math.abs(n)}`;
  return n > 0 && plus ? `+${n}` : String(n);
}

/** A signed value with `digits` decimals and a real minus sign: "+5.1", "−1.2", "0.0". */
export function signedFixed(x: number, digits: number): string {
  const text = Math.abs(x).toFixed(digits);
  if (Number(text) === 0) return text;
  return x < 0 ? `${MINUS}${text}` : `+${text}`;
}

/** A count with its thousands grouped: "112,000". */
export function grouped(n: number): string {
  return n.toLocaleString('en-GB');
}

/**
 * A probability as a percentage: exact when it is a whole or two-decimal percentage
 * ("30%", "16.13%" is rounded), two significant figures below 1 %, never "0%" or "100%"
 * for something that is neither impossible nor certain.
 */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const v = p * 100;
  const whole = Math.round(v);
  if (Math.abs(v - whole) < 1e-9) return `${whole}%`;
  let text: string;
  if (v >= 1) text = v.toFixed(2).replace(/\.?0+$/, '');
  else
    text = v
      .toPrecision(2)
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
  if (text === '100') text = '99.99';
  if (Number(text) === 0) text = v.toExponential(1);
  return `${text}%`;
}

/** The exact fraction "num/den"; "1" for a certainty, "0" for an impossibility. */
export function fraction(o: Pick<Odds, 'num' | 'den'> | Pick<BigOdds, 'num' | 'den'>): string {
  const num = String(o.num);
  const den = String(o.den);
  if (num === '0') return '0';
  if (num === den) return '1';
  return `${num}/${den}`;
}

/**
 * A chance of the ten-sided roll in tenths, as the game thinks of it: "8/10" rather than "4/5".
 * Falls back to the lowest-terms fraction when the odds are not whole tenths.
 */
export function tenths(o: Odds): string {
  if (10 % o.den !== 0) return fraction(o);
  return `${(o.num * 10) / o.den}/10`;
}

/** The fraction's denominator has more digits than a reader can take in at a glance. */
export function fractionIsLong(o: Odds | BigOdds, maxDigits = 12): boolean {
  return String(o.den).length > maxDigits;
}

/** A URL fragment for a name: "Green Dragon" → "green-dragon", "Law-1" → "law-1". */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// Compact forms for tables and calculators: "45%", "9/20", "45% (9/20)".

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

/** A chance as a percentage with one decimal, always ("45.0%", "0.3%"): for simulated shares. */
export function pctFixed(p: number): string {
  return `${(p * 100).toFixed(1)}%`;
}

/** A chance as a short tag for a board square: "37", "<1", "100"; "" when it never happens. */
export function pctTag(p: number): string {
  if (p <= 0) return '';
  const v = Math.round(p * 100);
  return v < 1 ? '<1' : String(v);
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
