import type { Square } from './types';

/**
 * The game's distance between two squares, in half-units: 2 for each straight
 * step and 3 for each diagonal step on the shortest path, which comes to
 * 2 × the larger offset + the smaller offset.
 */
export function distance(from: Square, to: Square): number {
  const dx = Math.abs(to.x - from.x);
  const dy = Math.abs(to.y - from.y);
  return 2 * Math.max(dx, dy) + Math.min(dx, dy);
}

/** The largest distance (half-units) a range of `squares` reaches: 2 × squares + 1. */
export function rangeLimit(squares: number): number {
  return 2 * squares + 1;
}

/** True when `to` is within a range given in squares (distance ≤ 2 × squares + 1). */
export function withinRange(from: Square, to: Square, squares: number): boolean {
  return distance(from, to) <= rangeLimit(squares);
}

/**
 * The range in squares that a distance corresponds to: the smallest whole
 * number of squares whose range reaches it. Distance 0 is 0 squares.
 */
export function distanceInSquares(halfUnits: number): number {
  return Math.max(0, Math.ceil((halfUnits - 1) / 2));
}
