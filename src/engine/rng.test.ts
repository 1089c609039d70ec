import { describe, expect, it } from 'vitest';
import { oneRoll } from './odds';
import { nextUint32, rollD10, rollTest, seedRng, type RngState } from './rng';

function d10s(state: RngState, n: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const r = rollD10(s);
    out.push(r.value);
    s = r.next;
  }
  return out;
}

describe('seeded generator', () => {
  it('same seed, same sequence; another seed, another one; the state is never changed', () => {
    const s = seedRng(1985);
    const copy = JSON.stringify(s);
    expect(d10s(seedRng(1985), 50)).toEqual(d10s(s, 50));
    expect(d10s(seedRng(7), 50)).not.toEqual(d10s(s, 50));
    expect(JSON.stringify(s)).toBe(copy);
    expect(nextUint32(s).value).toBe(nextUint32(s).value);
  });
  it('rolls d10s 0–9, each face about a tenth of the time', () => {
    const rolls = d10s(seedRng(42), 20000);
    const counts = Array.from({ length: 10 }, (_, f) => rolls.filter((r) => r === f).length);
    expect(Math.min(...rolls)).toBe(0);
    expect(Math.max(...rolls)).toBe(9);
    for (const c of counts) expect(Math.abs(c - 2000)).toBeLessThan(200);
  });
  it('rolls a test with the same dice the exact odds list', () => {
    let s = seedRng(3);
    let passes = 0;
    for (let i = 0; i < 10000; i++) {
      const r = rollTest(
        oneRoll((x) => x < 3),
        s,
      );
      passes += r.value ? 1 : 0;
      s = r.next;
    }
    expect(Math.abs(passes - 3000)).toBeLessThan(200);
  });
});

describe('refuses junk (issue 14)', () => {
  it('a seed is a whole number: NaN, ±Infinity, fractions and unsafe numbers are refused', () => {
    for (const seed of [NaN, Infinity, -Infinity, 1.5, 2 ** 60, '7', null])
      expect(() => seedRng(seed as number), String(seed)).toThrow(RangeError);
    // Whole seeds keep their sequences (only the low 32 bits count).
    expect(seedRng(-1)).toEqual(seedRng(2 ** 32 - 1));
    expect(seedRng(2 ** 40 + 5)).toEqual(seedRng(5));
  });

  it('a generator state is four 32-bit words, nibbles and 0–8 nibbles left', () => {
    const ok = seedRng(1);
    const bad: unknown[] = [
      null,
      {},
      { ...ok, a: NaN },
      { ...ok, d: 2 ** 33 },
      { ...ok, nibbles: 0.5 },
      { ...ok, nibbleCount: 9 },
      'state',
    ];
    for (const s of bad) {
      expect(() => nextUint32(s as RngState)).toThrow(RangeError);
      expect(() => rollD10(s as RngState)).toThrow(RangeError);
      expect(() =>
        rollTest(
          oneRoll(() => true),
          s as RngState,
        ),
      ).toThrow(RangeError);
    }
    // Signed words are states too: sfc32 keeps `a` as a signed 32-bit value.
    expect(() => nextUint32({ ...ok, a: -5 })).not.toThrow();
  });

  it('a test has 0–6 dice and a pass function', () => {
    const s = seedRng(1);
    expect(() => rollTest({ dice: 7, pass: () => true }, s)).toThrow(RangeError);
    expect(() => rollTest({ dice: 1 } as never, s)).toThrow(RangeError);
    expect(() => rollTest(null as never, s)).toThrow(RangeError);
  });
});
