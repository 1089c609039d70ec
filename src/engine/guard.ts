/**
 * Checks shared by the engine's public entry points (issue 14): whole numbers in a range, and
 * names looked up as own properties only (so 'toString' or '__proto__' is never a name).
 * The thin odds functions with fixed signatures throw a RangeError through `wholeOrThrow`;
 * the others answer with a Result error code.
 */

/** A value written safely into a message (never throws, whatever it is). */
export function shown(v: unknown): string {
  try {
    if (typeof v === 'string') return JSON.stringify(v.slice(0, 40));
    if (typeof v === 'symbol' || typeof v === 'function') return typeof v;
    if (typeof v === 'object' && v !== null) return Array.isArray(v) ? 'an array' : 'an object';
    return String(v);
  } catch {
    return 'a value';
  }
}

/** True when `v` is a whole number from `min` to `max`. */
export function isWholeIn(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** `v` when it is a whole number from `min` to `max`; otherwise a RangeError naming `what`. */
export function wholeOrThrow(v: unknown, min: number, max: number, what: string): number {
  if (!isWholeIn(v, min, max)) {
    throw new RangeError(`${what} must be a whole number from ${min} to ${max}; got ${shown(v)}`);
  }
  return v;
}

/** The entry of `table` named `key`, own properties only; undefined for anything else. */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key)
    ? table[key]
    : undefined;
}

/** `sq` when it is a square on the board (x 0–14, y 0–9); otherwise a RangeError. */
export function squareOrThrow<S>(sq: S, where: string): S {
  const r = sq as unknown;
  if (!isRecord(r) || !isWholeIn(r.x, 0, 14) || !isWholeIn(r.y, 0, 9)) {
    throw new RangeError(`${where}: need a square with whole x 0–14 and y 0–9`);
  }
  return sq;
}

/** True when `v` is a plain object (not null, not an array). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
