import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { illusionOdds, type IllusionInput } from './illusion';

const frac = (o: { num: number; den: number }) => `${o.num}/${o.den}`;
const get = (i: IllusionInput) => {
  const r = illusionOdds(i);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('illusionOdds', () => {
  it('a computer Golden Dragon at balance 0 is an illusion 5 times in 7', () => {
    // b = 2/10, c = 1/10 (chance byte 0): 0.2 / (0.2 + 0.8 × 0.1) = 0.2 / 0.28 = 5/7.
    const r = get({ creature: 'Golden Dragon', caster: 'computer', balance: 0, ability: 0 });
    expect(frac(r.bluff)).toBe('1/5');
    expect(frac(r.castChance)).toBe('1/10');
    expect(frac(r.appearsReal)).toBe('2/25');
    expect(frac(r.illusion)).toBe('5/7');
    expect(r.verdict).toBe('illusion');
    // Disbelieve is 100 %: it removes the dragon exactly when it is an illusion.
    expect(frac(r.disbelieve)).toBe('1/1');
    expect(frac(r.removes)).toBe('5/7');
  });

  it('the balance raises a Law creature’s real chance and lowers the illusion odds', () => {
    // Balance +20: bonus 20 >> 2 = 5, chance byte 0 + 5 → 60 %: 0.2 / (0.2 + 0.8 × 0.6) = 5/17.
    const r = get({ creature: 'Golden Dragon', caster: 'computer', balance: 20, ability: 0 });
    expect(frac(r.castChance)).toBe('3/5');
    expect(frac(r.illusion)).toBe('5/17');
    expect(r.verdict).toBe('real');
  });

  it('a computer Goblin (90 %) is an illusion 5 times in 23', () => {
    const r = get({ creature: 'Goblin', caster: 'computer', balance: 0, ability: 0 });
    expect(frac(r.illusion)).toBe('5/23');
  });

  it('a human who bluffs half the time', () => {
    // 0.5 / (0.5 + 0.5 × 0.1) = 10/11 for the dragon; the Gorilla (70 %): 0.5 / 0.85 = 10/17.
    expect(
      frac(
        get({
          creature: 'Golden Dragon',
          caster: 'human',
          bluffPercent: 50,
          balance: 0,
          ability: 0,
        }).illusion,
      ),
    ).toBe('10/11');
    expect(
      frac(
        get({ creature: 'Gorilla', caster: 'human', bluffPercent: 50, balance: 0, ability: 0 })
          .illusion,
      ),
    ).toBe('10/17');
    // Never bluffs: never an illusion; always bluffs: always one. Exactly half: even.
    expect(
      get({ creature: 'Gorilla', caster: 'human', bluffPercent: 0, balance: 0, ability: 0 })
        .illusion.num,
    ).toBe(0);
    expect(
      get({ creature: 'Gorilla', caster: 'human', bluffPercent: 100, balance: 0, ability: 0 })
        .illusion.p,
    ).toBe(1);
    // b / (b + (1 − b) · 1) = 1/2 only with c = 1 and b = 1/2: a 100 % creature (ability helps).
    const even = get({
      creature: 'Goblin',
      caster: 'human',
      bluffPercent: 50,
      balance: 0,
      ability: 1,
    });
    expect(frac(even.castChance)).toBe('1/1');
    expect(even.verdict).toBe('even');
  });

  it('the answer always lies between the bluff rate and 1 (Bayes: appearing favours the illusion)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Goblin', 'Golden Dragon', 'Vampire', 'Horse', 'Green Dragon'),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: -128, max: 127 }),
        fc.integer({ min: 0, max: 2 }),
        (creature, bluffPercent, balance, ability) => {
          const r = get({ creature, caster: 'human', bluffPercent, balance, ability });
          expect(r.illusion.p).toBeGreaterThanOrEqual(r.bluff.p - 1e-12);
          expect(r.illusion.p).toBeLessThanOrEqual(1);
          // The two ways to appear, weighed: b / (b + (1 − b) c).
          expect(r.illusion.p).toBeCloseTo(r.bluff.p / (r.bluff.p + r.appearsReal.p), 12);
        },
      ),
    );
  });

  it('refuses junk with error codes', () => {
    const e = (i: unknown) => {
      const r = illusionOdds(i as IllusionInput);
      return r.ok ? 'ok' : r.error;
    };
    const base = { creature: 'Goblin', caster: 'computer', balance: 0, ability: 0 };
    expect(e(null)).toBe('bad-input');
    expect(e({ ...base, creature: 'Magic Wood' })).toBe('not-a-creature');
    expect(e({ ...base, creature: 'toString' })).toBe('not-a-creature');
    expect(e({ ...base, caster: 'robot' })).toBe('bad-caster');
    expect(e({ ...base, balance: 300 })).toBe('bad-balance');
    expect(e({ ...base, ability: 3 })).toBe('bad-ability');
    expect(e({ ...base, disbelieverAbility: 1.5 })).toBe('bad-ability');
    expect(e({ ...base, caster: 'human' })).toBe('bad-bluff');
    expect(e({ ...base, caster: 'human', bluffPercent: 101 })).toBe('bad-bluff');
  });
});
