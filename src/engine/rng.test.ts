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
