import { describe, expect, it } from 'vitest';
import { gridKeyTarget } from './grid-keys';

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
