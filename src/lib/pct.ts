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
