import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DANGER_PICK,
  dangerCode,
  dangerFromSearch,
  dangerToSearch,
  readDangerCode,
} from './danger';

describe('the danger pick in the address', () => {
  it('round-trips a square and the view, other parameters kept', () => {
    const pick = { square: { x: 11, y: 5 }, view: 'own' } as const;
    expect(dangerCode(pick)).toBe('11-5-own');
    const search = dangerToSearch('?board=abc', pick);
    expect(search).toBe('?board=abc&danger=11-5-own');
    expect(dangerFromSearch(search)).toEqual({ value: pick, problems: [] });
    expect(readDangerCode('0-9', 'link').value).toEqual({
      square: { x: 0, y: 9 },
      view: 'threats',
    });
  });

  it('writes nothing for the default pick', () => {
    expect(dangerToSearch('?danger=1-1', DEFAULT_DANGER_PICK)).toBe('');
    expect(dangerFromSearch('?board=x')).toBeUndefined();
  });

  it('keeps the default, with a note, for a code it cannot read', () => {
    for (const bad of ['15-0', '3-10', '-1-2', '3,4', '<script>', '3-4-own-own', '', '٣-٤']) {
      const r = readDangerCode(bad, 'link');
      expect(r.value).toEqual(DEFAULT_DANGER_PICK);
      expect(r.problems[0]).toMatch(/could not be read/);
    }
  });
});
