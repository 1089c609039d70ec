import { describe, expect, it } from 'vitest';
import { decodeNextMove, encodeNextMove, NEXT_MOVE_DEFAULT } from './nextMove';
import {
  decodeIllusion,
  encodeIllusion,
  ILLUSION_DEFAULT,
  updateIllusion,
  $illusion,
} from './illusion';

describe('next-move link code', () => {
  it('is empty until the answer is shown, then wizard-seed', () => {
    expect(encodeNextMove(NEXT_MOVE_DEFAULT)).toBe('');
    expect(encodeNextMove({ seat: 2, seed: 40, shown: true })).toBe('3-40');
    expect(decodeNextMove('3-40')).toEqual({
      value: { seat: 2, seed: 40, shown: true },
      problems: [],
    });
  });
  it('refuses what it cannot read, with a sentence, and falls back to the default', () => {
    for (const bad of ['0-1', '9-1', '1-0', '1-1234567', '<script>', '1-1-1', '١-1']) {
      const r = decodeNextMove(bad);
      expect(r.value).toEqual(NEXT_MOVE_DEFAULT);
      expect(r.problems[0]).toMatch(/could not be read/);
    }
  });
});

describe('illusion link code', () => {
  it('writes nothing for the default and round-trips a change', () => {
    expect(encodeIllusion(ILLUSION_DEFAULT)).toBe('');
    const s = { creature: 'Gorilla', caster: 'human' as const, bluff: 50, ability: 1 };
    expect(encodeIllusion(s)).toBe('11-h-50-1');
    expect(decodeIllusion('11-h-50-1')).toEqual({ value: s, problems: [] });
  });
  it('refuses bad codes and bad changes', () => {
    for (const bad of ['99-c-0-0', '11-x-0-0', '11-h-101-0', '11-h-5-3', 'javascript:1']) {
      const r = decodeIllusion(bad);
      expect(r.value).toEqual(ILLUSION_DEFAULT);
      expect(r.problems).toHaveLength(1);
    }
    const before = $illusion.get();
    expect(updateIllusion({ bluff: 101 }).ok).toBe(false);
    expect(updateIllusion({ creature: 'Wall' }).ok).toBe(false);
    expect(updateIllusion({ ability: 1.5 }).ok).toBe(false);
    expect($illusion.get()).toBe(before);
  });
});
