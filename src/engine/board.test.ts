import { describe, expect, it } from 'vitest';
import { allSquares, onBoard, sameSquare, squareIndex } from './board';

describe('board squares', () => {
  it('has 150 squares in board order, indexed y × 15 + x', () => {
    const all = allSquares();
    expect(all).toHaveLength(150);
    expect(all[0]).toEqual({ x: 0, y: 0 });
    expect(all[16]).toEqual({ x: 1, y: 1 });
    all.forEach((sq, i) => expect(squareIndex(sq)).toBe(i));
  });
  it('knows which squares are on the board', () => {
    expect(onBoard({ x: 14, y: 9 })).toBe(true);
    expect(onBoard({ x: 15, y: 0 })).toBe(false);
    expect(onBoard({ x: 0, y: -1 })).toBe(false);
    expect(onBoard({ x: 1.5, y: 2 })).toBe(false);
    expect(sameSquare({ x: 3, y: 4 }, { x: 3, y: 4 })).toBe(true);
    expect(sameSquare({ x: 3, y: 4 }, { x: 4, y: 3 })).toBe(false);
  });
});
