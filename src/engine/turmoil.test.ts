import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyBoard, makePiece, withPiece } from './pieces';
import {
  computerTurmoilCasts,
  computerTurmoilTest,
  isTurmoilSquare,
  TURMOIL_ROM_BYTE,
  TURMOIL_SQUARES,
  turmoilBytePasses,
  turmoilFinishes,
  turmoilListFromBoard,
  turmoilSum,
} from './turmoil';

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

describe('computerTurmoilTest (#871A–#8732)', () => {
  it('adds each byte to the ROM byte #CD and passes only 8-bit sums of 30–157 (signed compare)', () => {
    expect(TURMOIL_ROM_BYTE).toBe(0xcd);
    // Sums around 30: 80 + #CD = 29 fails, 81 + #CD = 30 passes.
    expect(turmoilSum(80)).toBe(29);
    expect(turmoilBytePasses(80)).toBe(false);
    expect(turmoilSum(81)).toBe(30);
    expect(turmoilBytePasses(81)).toBe(true);
    // Sums around 158: 208 + #CD = 157 passes, 209 + #CD = 158 fails (158 − 30 = 128: bit 7).
    expect(turmoilSum(208)).toBe(157);
    expect(turmoilBytePasses(208)).toBe(true);
    expect(turmoilSum(209)).toBe(158);
    expect(turmoilBytePasses(209)).toBe(false);
    expect(turmoilBytePasses(255)).toBe(false);
    const passing = Array.from({ length: 256 }, (_, b) => b).filter((b) => turmoilBytePasses(b));
    expect(passing[0]).toBe(81);
    expect(passing[passing.length - 1]).toBe(208);
    expect(passing).toHaveLength(128);
  });

  it('no rank (3–48 while casting) ever passes: their sums are 208–253', () => {
    for (let rank = 3; rank <= 48; rank++) expect(turmoilBytePasses(rank)).toBe(false);
  });

  it('reads rank and square bytes in turn: a piece on square 81 or beyond casts it', () => {
    const r = computerTurmoilTest([
      { rank: 30, square: 0x22 },
      { rank: 21, square: 0x51 }, // (1,5) = 81
    ]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.casts).toBe(true);
    expect(r.value.reads.map((b) => [b.what, b.byte, b.sum, b.passes])).toEqual([
      ['rank', 30, 235, false],
      ['square', 0x22, (0x22 + 0xcd) & 0xff, false],
      ['rank', 21, 226, false],
      ['square', 81, 30, true],
    ]);
    // As meant: 30 at once reaches the threshold.
    expect(r.value.runningTotals).toEqual([30, 51]);
    expect(r.value.castsAsMeant).toBe(true);
  });

  it('stops with no use at a 0 byte: the end of the list, or a piece on square 0', () => {
    const low = computerTurmoilTest([{ rank: 40, square: 80 }]);
    expect(low.ok && low.value.casts).toBe(false);
    expect(low.ok && low.value.reads.at(-1)).toMatchObject({ what: 'end', entry: 1 });
    const zero = computerTurmoilTest([
      { rank: 40, square: 0 },
      { rank: 30, square: 150 },
    ]);
    expect(zero.ok && zero.value.casts).toBe(false);
    expect(zero.ok && zero.value.reads.map((b) => b.what)).toEqual(['rank', 'end']);
    expect(computerTurmoilTest([{ rank: 256, square: 0 }])).toMatchObject({
      ok: false,
      error: 'bad-score',
    });
  });

  it('from a board: the wizard’s threat list, with squares numbered y × 16 + x', () => {
    let b = emptyBoard();
    b = withPiece(b, { x: 7, y: 4 }, makePiece('Wizard 1', 0));
    b = withPiece(b, { x: 8, y: 4 }, makePiece('Goblin', 1)); // square 72: sum 21
    let list = turmoilListFromBoard(b, 0, { x: 7, y: 4 });
    expect(list.map((e) => e.square)).toEqual([72]);
    let r = computerTurmoilTest(list);
    expect(r.ok && r.value.casts).toBe(false);
    b = withPiece(b, { x: 7, y: 5 }, makePiece('Goblin', 1)); // square 87
    list = turmoilListFromBoard(b, 0, { x: 7, y: 4 });
    r = computerTurmoilTest(list);
    expect(r.ok && r.value.casts).toBe(true);
  });
});

describe('refuses junk (issue 14)', () => {
  it('bytes are 0–255, lists are lists of entries', () => {
    for (const b of [-1, 256, 1.5, NaN]) {
      expect(() => turmoilSum(b)).toThrow(RangeError);
      expect(() => turmoilBytePasses(b)).toThrow(RangeError);
      expect(() => turmoilBytePasses(81, b)).toThrow(RangeError);
      expect(() => computerTurmoilCasts([20, b])).toThrow(RangeError);
    }
    expect(() => computerTurmoilCasts('81' as never)).toThrow(RangeError);
    expect(() => computerTurmoilCasts(new Array(2001).fill(1))).toThrow(RangeError);
    expect(computerTurmoilTest('list' as never)).toMatchObject({ ok: false, error: 'bad-list' });
    expect(computerTurmoilTest([null] as never)).toMatchObject({ ok: false, error: 'bad-list' });
    expect(computerTurmoilTest([{ rank: 3, square: 300 }])).toMatchObject({
      ok: false,
      error: 'bad-score',
    });
    expect(turmoilFinishes(Object.create(null) as number, 25)).toMatchObject({
      ok: false,
      error: 'bad-count',
    });
  });

  it('turmoilListFromBoard needs a valid board, a seat 0–7 and a square on the board', () => {
    const b = withPiece(emptyBoard(), { x: 0, y: 0 }, makePiece('Wizard 1', 0));
    expect(turmoilListFromBoard(b, 0, { x: 0, y: 0 })).toEqual([]);
    expect(() => turmoilListFromBoard(b, 8, { x: 0, y: 0 })).toThrow(RangeError);
    expect(() => turmoilListFromBoard(b, 0, { x: 15, y: 0 })).toThrow(RangeError);
    expect(() => turmoilListFromBoard(new Array(150) as never, 0, { x: 0, y: 0 })).toThrow(
      RangeError,
    );
  });
});
