import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  D10_FACES,
  D10_SIDES,
  allOf,
  anyOf,
  atLeastOnce,
  bigOdds,
  countDistribution,
  d10FromNibble,
  fromBig,
  gcd,
  not,
  odds,
  oneRoll,
  plus,
  rollDistribution,
  sumBig,
  testOdds,
  times,
  twoRolls,
} from './odds';
import { nextUint32, rollD10, rollTest, seedRng } from './rng';
import type { Odds } from './types';

const oddsArb = fc
  .tuple(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 }))
  .map(([den, n]) => odds(n % (den + 1), den));

function expectLowestTerms(o: Odds): void {
  expect(Number.isInteger(o.num) && Number.isInteger(o.den)).toBe(true);
  expect(o.den).toBeGreaterThan(0);
  expect(o.num).toBeGreaterThanOrEqual(0);
  expect(o.num).toBeLessThanOrEqual(o.den);
  expect(gcd(o.num, o.den)).toBe(o.num === 0 ? o.den : 1);
  expect(o.p).toBe(o.num / o.den);
}

describe('the d10', () => {
  it('keeps nibbles 0–9 and re-rolls 10–15, so it has faces 0–9', () => {
    expect(D10_FACES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(D10_SIDES).toBe(10);
    for (let n = 10; n < 16; n++) expect(d10FromNibble(n)).toBeNull();
  });
  it('a one-roll test below N has N in 10', () => {
    for (let n = 0; n <= 10; n++) {
      const o = testOdds(oneRoll((r) => r < n));
      expect(o.num * (10 / o.den)).toBe(n);
    }
  });
  it('the seeded roll lands on every face with about equal frequency', () => {
    let s = seedRng(1985);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 20000; i++) {
      const r = rollD10(s);
      counts[r.value] = (counts[r.value] ?? 0) + 1;
      s = r.next;
    }
    for (const c of counts) expect(Math.abs(c - 2000)).toBeLessThan(200);
  });
  it('a simulated test agrees with its exact odds (same predicate, same dice)', () => {
    const t = twoRolls((a, b) => 4 + a > 5 + b);
    let s = seedRng(7);
    let passes = 0;
    const n = 40000;
    for (let i = 0; i < n; i++) {
      const r = rollTest(t, s);
      if (r.value) passes++;
      s = r.next;
    }
    expect(Math.abs(passes / n - testOdds(t).p)).toBeLessThan(0.01);
  });
});

describe('the generator is pure and seeded', () => {
  it('same state, same value; states are not changed', () => {
    const s = seedRng(42);
    const copy = { ...s };
    expect(nextUint32(s)).toEqual(nextUint32(s));
    expect(s).toEqual(copy);
    expect(seedRng(42)).toEqual(s);
    expect(seedRng(43)).not.toEqual(s);
  });
  it('yields unsigned 32-bit values', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const v = nextUint32(seedRng(seed)).value;
        expect(Number.isInteger(v) && v >= 0 && v < 2 ** 32).toBe(true);
      }),
    );
  });
});

describe('fractions', () => {
  it('reduces to lowest terms', () => {
    expect(odds(30, 100)).toEqual({ num: 3, den: 10, p: 0.3 });
    expect(odds(0, 100)).toEqual({ num: 0, den: 1, p: 0 });
    expect(() => odds(3, 2)).toThrow(RangeError);
    expect(() => odds(1.5, 2)).toThrow(RangeError);
  });
  it('every odds is in [0, 1] and in lowest terms', () => {
    fc.assert(fc.property(oddsArb, (o) => expectLowestTerms(o)));
  });
  it('an event and its complement sum to exactly 1', () => {
    fc.assert(
      fc.property(oddsArb, (o) => {
        expect(plus(o, not(o))).toEqual(odds(1, 1));
      }),
    );
  });
  it('P(at least one) = 1 − P(none), exactly', () => {
    fc.assert(
      fc.property(fc.array(oddsArb, { maxLength: 12 }), (xs) => {
        const any = anyOf(xs);
        const none = allOf(xs.map(not));
        expect(sumBig([any, none])).toEqual(bigOdds(1n, 1n));
        expect(any.p).toBeGreaterThanOrEqual(Math.max(0, ...xs.map((x) => x.p)) - 1e-12);
      }),
    );
  });
  it('count distributions sum to exactly 1 and have mean Σp', () => {
    fc.assert(
      fc.property(fc.array(oddsArb, { maxLength: 8 }), (xs) => {
        const d = countDistribution(xs);
        expect(d).toHaveLength(xs.length + 1);
        expect(sumBig(d)).toEqual(bigOdds(1n, 1n));
        const mean = d.reduce((m, o, k) => m + k * o.p, 0);
        expect(mean).toBeCloseTo(
          xs.reduce((m, x) => m + x.p, 0),
          9,
        );
      }),
    );
  });
  it('at least once in n tries grows with n and stays exact for large n', () => {
    const p = odds(1, 31);
    const r = atLeastOnce(p, 30);
    expect(r.den).toBe(31n ** 30n);
    expect(r.num).toBe(31n ** 30n - 30n ** 30n);
    expect(fromBig(r)).toBeNull();
    expect(atLeastOnce(p, 31).p).toBeGreaterThan(r.p);
    expect(atLeastOnce(p, 0)).toEqual(bigOdds(0n, 1n));
  });
  it('times and plus are exact', () => {
    expect(times(odds(9, 10), odds(8, 10))).toEqual(odds(72, 100));
    expect(plus(odds(1, 8), odds(1, 8))).toEqual(odds(1, 4));
  });
  it('roll distributions sum to exactly 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 7 }), (dice, m) => {
        const d = rollDistribution(dice, (rs) => rs.reduce((s, r) => s + r, 0) % m);
        expect(plus(...d.map((o) => o.odds))).toEqual(odds(1, 1));
        for (const o of d) expectLowestTerms(o.odds);
      }),
    );
  });
});
