import { atom } from 'nanostores';
import type { RangeUse, Square } from '../engine';

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
