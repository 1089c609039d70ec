import { describe, expect, it } from 'vitest';
import { gridKeyTarget, originalKeyTarget } from './grid-keys';

describe('gridKeyTarget', () => {
  it('steps with the arrows and stops at the edges', () => {
    expect(gridKeyTarget('ArrowRight', { x: 3, y: 4 })).toEqual({ x: 4, y: 4 });
    expect(gridKeyTarget('ArrowUp', { x: 3, y: 0 })).toEqual({ x: 3, y: 0 });
    expect(gridKeyTarget('ArrowRight', { x: 14, y: 9 })).toEqual({ x: 14, y: 9 });
    expect(gridKeyTarget('ArrowDown', { x: 0, y: 8 })).toEqual({ x: 0, y: 9 });
  });
  it('goes to the row ends with Home and End, and ignores other keys', () => {
    expect(gridKeyTarget('Home', { x: 7, y: 2 })).toEqual({ x: 0, y: 2 });
    expect(gridKeyTarget('End', { x: 7, y: 2 })).toEqual({ x: 14, y: 2 });
    expect(gridKeyTarget('Enter', { x: 7, y: 2 })).toBeNull();
  });
});

describe('the original keys', () => {
  it('move the cursor one square in the eight directions around S, diagonals included, stopping at the edge', () => {
    const from = { x: 5, y: 5 };
    expect(['q', 'w', 'e', 'a', 'd', 'z', 'x', 'c'].map((k) => originalKeyTarget(k, from))).toEqual(
      [
        { x: 4, y: 4 },
        { x: 5, y: 4 },
        { x: 6, y: 4 },
        { x: 4, y: 5 },
        { x: 6, y: 5 },
        { x: 4, y: 6 },
        { x: 5, y: 6 },
        { x: 6, y: 6 },
      ],
    );
    expect(originalKeyTarget('Q', { x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
    expect(originalKeyTarget('C', { x: 14, y: 9 })).toEqual({ x: 14, y: 9 });
    for (const k of ['s', 'S', 'ArrowUp', 'Enter', 'qq', 'f'])
      expect(originalKeyTarget(k, from)).toBeNull();
  });
});
