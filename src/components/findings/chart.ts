/** Scales for the findings page's build-time SVG charts (units: the SVG's own user units). */

/** A linear map from [d0, d1] to [r0, r1], rounded to tenths of a unit (short markup). */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return (v: number) => Math.round((r0 + (v - d0) * k) * 10) / 10;
}

/** Round ticks across [lo, hi]: steps of 1, 2 or 5 × a power of ten, about `count` of them. */
export function ticks(lo: number, hi: number, count = 4): number[] {
  const span = hi - lo;
  if (!(span > 0)) return [lo];
  const raw = span / count;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step)
    out.push(Number(v.toFixed(10)));
  return out;
}

/** The range of some intervals, widened to include `also` and rounded out to `unit`. */
export function extent(
  items: readonly { low: number; high: number }[],
  also: readonly number[],
  unit: number,
): [number, number] {
  let lo = Math.min(...also, ...items.map((i) => i.low));
  let hi = Math.max(...also, ...items.map((i) => i.high));
  lo = Math.floor(lo / unit) * unit;
  hi = Math.ceil(hi / unit) * unit;
  return [lo, hi];
}
