import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distance, distanceInSquares, reachLimit, withinRange } from './distance';

const sq = fc.record({ x: fc.integer({ min: 0, max: 14 }), y: fc.integer({ min: 0, max: 9 }) });

describe('distance (half-units)', () => {
  it('is 2 per straight step and 3 per diagonal step', () => {
    expect(distance({ x: 0, y: 0 }, { x: 1, y: 0 })).toBe(2);
    expect(distance({ x: 0, y: 0 }, { x: 0, y: 1 })).toBe(2);
    expect(distance({ x: 0, y: 0 }, { x: 1, y: 1 })).toBe(3);
    expect(distance({ x: 4, y: 4 }, { x: 7, y: 5 })).toBe(7);
    expect(distance({ x: 0, y: 0 }, { x: 14, y: 9 })).toBe(37);
  });
  it('ranges in squares stand for distance ≤ 2 × squares + 1', () => {
    // one square of range reaches the 8 neighbours (diagonal = 3 = 2·1+1)
    expect(withinRange({ x: 5, y: 5 }, { x: 6, y: 6 }, 1)).toBe(true);
    expect(withinRange({ x: 5, y: 5 }, { x: 7, y: 5 }, 1)).toBe(false);
    // (2,1) away is 5 half-units: inside a 2-square range, outside 1
    expect(withinRange({ x: 0, y: 0 }, { x: 2, y: 1 }, 2)).toBe(true);
    expect(distanceInSquares(5)).toBe(2);
    expect(distanceInSquares(3)).toBe(1);
    expect(distanceInSquares(0)).toBe(0);
  });
  it('a spell or flyer of range n reaches 2n + 1; a bow or other ranged attack only 2n', () => {
    expect(reachLimit(6, 'spell-or-flyer')).toBe(13);
    expect(reachLimit(6, 'ranged-attack')).toBe(12);
    // The Magic Bow's range 6: 12 away along a row is hit, (6,1) at 13 is not.
    expect(distance({ x: 0, y: 0 }, { x: 6, y: 1 })).toBe(13);
    expect(distance({ x: 0, y: 0 }, { x: 6, y: 1 }) <= reachLimit(6, 'ranged-attack')).toBe(false);
    expect(distance({ x: 0, y: 0 }, { x: 6, y: 0 }) <= reachLimit(6, 'ranged-attack')).toBe(true);
  });
  it('is symmetric, zero only on the same square, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(sq, sq, sq, (a, b, c) => {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, b) === 0).toBe(a.x === b.x && a.y === b.y);
        expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
      }),
    );
  });
  it('withinRange agrees with distanceInSquares', () => {
    fc.assert(
      fc.property(sq, sq, fc.integer({ min: 0, max: 20 }), (a, b, r) => {
        expect(withinRange(a, b, r)).toBe(distanceInSquares(distance(a, b)) <= r);
      }),
    );
  });
});
