import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  computerTurmoilTest,
  isTurmoilSquare,
  TURMOIL_CAST_THRESHOLD,
  TURMOIL_SQUARES,
  turmoilFinishes,
} from './index';

describe('Turmoil squares', () => {
  it('are the 64 squares of the even columns of rows 3–10', () => {
    expect(TURMOIL_SQUARES).toHaveLength(64);
    expect(new Set(TURMOIL_SQUARES.map((s) => `${s.x},${s.y}`)).size).toBe(64);
    for (const s of TURMOIL_SQUARES) {
      expect(s.x % 2).toBe(0);
      expect(s.x).toBeLessThanOrEqual(14);
      expect(s.y).toBeGreaterThanOrEqual(2);
      expect(s.y).toBeLessThanOrEqual(9);
    }
    expect(isTurmoilSquare({ x: 0, y: 2 })).toBe(true);
    expect(isTurmoilSquare({ x: 1, y: 2 })).toBe(false);
    expect(isTurmoilSquare({ x: 14, y: 1 })).toBe(false);
  });
});

/** A direct simulation of the move: pieces in order, each to any empty reachable square. */
function simulate(onReachable: boolean[], reachable: number, pick: (n: number) => number): boolean {
  const occupied = new Array<boolean>(reachable).fill(false);
  const where: (number | null)[] = [];
  let next = 0;
  for (const on of onReachable) {
    if (on && next < reachable) {
      occupied[next] = true;
      where.push(next++);
    } else where.push(null);
  }
  for (let i = 0; i < onReachable.length; i++) {
    const free = occupied.flatMap((o, k) => (o ? [] : [k]));
    if (free.length === 0) return false;
    const to = free[pick(free.length)]!;
    const from = where[i];
    if (from !== null && from !== undefined) occupied[from] = false;
    occupied[to] = true;
    where[i] = to;
  }
  return true;
}

describe('turmoilFinishes', () => {
  it('finishes below the reachable count, hangs above it', () => {
    expect(turmoilFinishes(24, 25)).toEqual({ ok: true, value: 'finishes' });
    expect(turmoilFinishes(26, 25)).toEqual({ ok: true, value: 'hangs' });
    expect(turmoilFinishes(25, 25)).toEqual({ ok: true, value: 'hangs-if-last-on-reachable' });
    expect(turmoilFinishes(0, 0)).toEqual({ ok: true, value: 'finishes' });
    expect(turmoilFinishes(3, 65)).toMatchObject({ ok: false, error: 'bad-count' });
    expect(turmoilFinishes(-1, 5)).toMatchObject({ ok: false, error: 'bad-count' });
  });

  it('agrees with a direct simulation of the moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 14 }),
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        (k, on, picks) => {
          // No more pieces start on reachable squares than there are such squares.
          let left = k;
          const onR = on.map((b) => (b && left > 0 ? (left--, true) : false));
          let t = 0;
          const ok = simulate(onR, k, (n) => (picks[t++ % picks.length] ?? 0) % n);
          const v = turmoilFinishes(onR.length, k);
          if (!v.ok) return false;
          if (v.value === 'finishes') return ok;
          if (v.value === 'hangs') return !ok;
          return ok === !onR[onR.length - 1];
        },
      ),
    );
  });
});

describe('computerTurmoilTest', () => {
  it('meant: casts once the running total reaches the threshold; as read: one score + the ROM byte', () => {
    const r = computerTurmoilTest([12, 10, 9, 0, 40], 0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.runningTotals).toEqual([12, 22, 31]);
    expect(r.value.castsAsMeant).toBe(TURMOIL_CAST_THRESHOLD <= 31);
    expect(r.value.asRead).toEqual([12, 10, 9]);
    expect(r.value.castsAsRead).toBe(false);
    const high = computerTurmoilTest([2], 28);
    expect(high.ok && high.value).toMatchObject({ castsAsMeant: false, castsAsRead: true });
    const wrap = computerTurmoilTest([20], 250);
    expect(wrap.ok && wrap.value.asRead).toEqual([14]);
    expect(computerTurmoilTest([256], 0)).toMatchObject({ ok: false, error: 'bad-score' });
  });
});
