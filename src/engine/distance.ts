import { isRecord, isWholeIn, shown, wholeOrThrow } from './guard';
import type { Square } from './types';

/**
 * The game's distance between two squares, in half-units: 2 for each straight
 * step and 3 for each diagonal step on the shortest path, which comes to
 * 2 × the larger offset + the smaller offset.
 */
export function distance(from: Square, to: Square): number {
  // Offsets off the board are allowed (tables of distances use them): whole numbers only.
  for (const sq of [from, to] as unknown[]) {
    if (!isRecord(sq) || !isWholeIn(sq.x, -255, 255) || !isWholeIn(sq.y, -255, 255))
      throw new RangeError('distance: need squares with whole x and y (−255…255)');
  }
  const dx = Math.abs(to.x - from.x);
  const dy = Math.abs(to.y - from.y);
  return 2 * Math.max(dx, dy) + Math.min(dx, dy);
}

/**
 * The largest distance (half-units) a range of `squares` reaches: 2 × squares + 1. This is the
 * rule for spells (whose range bytes are all odd: the screen shows byte >> 1) and for flyers
 * (2 × movement + 1). A ranged attack reaches only 2 × range: see `rangedAttackLimit`.
 */
export function rangeLimit(squares: number): number {
  wholeOrThrow(squares, 0, 255, 'rangeLimit: squares');
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
  wholeOrThrow(halfUnits, 0, 1000, 'distanceInSquares: half-units');
  return Math.max(0, Math.ceil((halfUnits - 1) / 2));
}

/**
 * The longest distance (half-units) a ranged attack of `rangeSquares` reaches: 2 × range, not
 * 2 × range + 1. The ranged-combat code doubles the range byte and compares (#B96B–#B973), so
 * a bow of range 6 reaches distance 12 but not 13.
 */
export function rangedAttackLimit(rangeSquares: number): number {
  wholeOrThrow(rangeSquares, 0, 255, 'rangedAttackLimit: squares');
  return 2 * rangeSquares;
}

/** What a range in squares belongs to: a spell or a flyer (2n + 1), or a ranged attack (2n). */
export type RangeUse = 'spell-or-flyer' | 'ranged-attack';

/** The largest distance a range of `squares` reaches for this use. */
export function reachLimit(squares: number, use: RangeUse): number {
  if (use !== 'ranged-attack' && use !== 'spell-or-flyer') {
    throw new RangeError(
      `reachLimit: the use is 'spell-or-flyer' or 'ranged-attack', not ${shown(use)}`,
    );
  }
  return use === 'ranged-attack' ? rangedAttackLimit(squares) : rangeLimit(squares);
}
