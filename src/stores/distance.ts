import { atom } from 'nanostores';
import type { RangeUse, Square } from '../engine';
import {
  bad,
  fields,
  readSquare,
  readWhole,
  writeSquare,
  type CodeResult,
} from '../lib/link-codes';
import { linkedState } from './linked';

/** Which end of the measurement the next pick sets. */
export type DistanceEnd = 'from' | 'to';

export interface DistanceState {
  readonly from: Square;
  readonly to: Square;
  /** Range in squares used to shade the board around `from`. */
  readonly rangeSquares: number;
  /** The end the next pick will set. */
  readonly picking: DistanceEnd;
  /** Whose range it is: a spell or flyer reaches 2n + 1, a ranged attack 2n. */
  readonly use: RangeUse;
  /** The range as typed when it was outside 0–20 (then `rangeSquares` is the nearest allowed). */
  readonly rangeTyped: number | null;
}

export const DISTANCE_DEFAULT: DistanceState = {
  from: { x: 4, y: 4 },
  to: { x: 8, y: 6 },
  rangeSquares: 3,
  picking: 'from',
  use: 'spell-or-flyer',
  rangeTyped: null,
};

export const $distance = atom<DistanceState>(DISTANCE_DEFAULT);

/** Set the end being picked to `sq`, then switch to the other end. */
export function pickSquare(sq: Square): void {
  const s = $distance.get();
  $distance.set({
    ...s,
    [s.picking]: sq,
    picking: s.picking === 'from' ? 'to' : 'from',
  });
}

export function setPicking(end: DistanceEnd): void {
  $distance.set({ ...$distance.get(), picking: end });
}

/**
 * Clamp to the 0–20 squares the control offers; anything unreadable keeps the old value. A
 * value outside 0–20 (or not whole) is remembered in `rangeTyped` so the island can say what it
 * used instead.
 */
export function setRangeSquares(value: number): void {
  if (!Number.isFinite(value)) return;
  const r = Math.min(20, Math.max(0, Math.round(value)));
  $distance.set({ ...$distance.get(), rangeSquares: r, rangeTyped: r === value ? null : value });
}

export function setRangeUse(use: RangeUse): void {
  $distance.set({ ...$distance.get(), use });
}

// Link (issue 12): ?dist=1.<from x>.<from y>.<to x>.<to y>.<range>.<s|a> (s: a spell or flyer,
// a: a ranged attack).

export function encodeDistance(s: DistanceState): string {
  return `1.${writeSquare(s.from)}.${writeSquare(s.to)}.${s.rangeSquares}.${s.use === 'spell-or-flyer' ? 's' : 'a'}`;
}

export function decodeDistance(code: string): CodeResult<DistanceState> {
  const f = fields(code, 6, 'distance');
  if (!f.ok) return f;
  const [ax, ay, bx, by, r = '', u] = f.value;
  const from = readSquare(ax, ay);
  if (!from.ok) return from;
  const to = readSquare(bx, by);
  if (!to.ok) return to;
  const range = readWhole(r, 0, 20, 'The range');
  if (!range.ok) return range;
  if (u !== 's' && u !== 'a')
    return bad('whose range is "s" (spell or flyer) or "a" (ranged attack)');
  return {
    ok: true,
    value: {
      ...DISTANCE_DEFAULT,
      from: from.value,
      to: to.value,
      rangeSquares: range.value,
      use: u === 's' ? 'spell-or-flyer' : 'ranged-attack',
    },
  };
}

export const distanceLink = linkedState({
  $store: $distance,
  param: 'dist',
  initial: DISTANCE_DEFAULT,
  encode: encodeDistance,
  decode: decodeDistance,
  what: 'the distance board',
});
