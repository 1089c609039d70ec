import { describe, expect, it } from 'vitest';
import { TURN_STEPS, gameLength, gameLengthFormula } from './game';

describe('game length', () => {
  it('is 2 × wizards + 15 turns for 2–8 wizards', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map((n) => gameLength(n))).toEqual(
      [19, 21, 23, 25, 27, 29, 31].map((value) => ({ ok: true, value })),
    );
    expect(gameLengthFormula(4)).toBe(23);
  });
  it('refuses a wizard count the game does not have', () => {
    for (const n of [1, 9, 2.5]) {
      const r = gameLength(n);
      expect(r.ok || r.error).toBe('bad-wizard-count');
    }
  });
  it('runs a turn in seven steps, spells first and movement last but one', () => {
    expect(TURN_STEPS).toHaveLength(7);
    expect(TURN_STEPS[0]).toBe('choose-spells');
    expect(TURN_STEPS.indexOf('movement')).toBe(5);
  });
});

describe('refuses junk (issue 14)', () => {
  it('gameLengthFormula takes 2–8 wizards; gameLength answers with an error code', () => {
    for (const n of [1, 9, 2.5, NaN, '4'])
      expect(() => gameLengthFormula(n as number), String(n)).toThrow(RangeError);
    expect(gameLength(Object.create(null) as number)).toMatchObject({
      ok: false,
      error: 'bad-wizard-count',
    });
  });
});
