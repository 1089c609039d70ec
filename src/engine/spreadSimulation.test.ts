import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { squareIndex } from './board';
import { fireBurns } from './combat';
import { CREATURES } from './data/creatures';
import { not, odds, times } from './odds';
import { seedRng } from './rng';
import { spreadTurnOdds, type SpreadTarget } from './spreading';
import {
  coverageChance,
  mergeSpreadResults,
  simulateSpreading,
  spreadAnswers,
  spreadingTurn,
  type SpreadBoard,
} from './spreadSimulation';

const empty8: SpreadTarget[] = new Array(8).fill({ class: 'empty' });

describe('spreading simulation', () => {
  const centre = { x: 7, y: 5 };
  const fireBoard: SpreadBoard = {
    occupants: [],
    spreaders: [{ ...centre, kind: 'Magic Fire', owner: 0 }],
  };

  it('is pure and seeded: same seed, same result; the next state differs', () => {
    const a = simulateSpreading({ board: fireBoard, turns: 3, runs: 50 }, seedRng(1));
    const b = simulateSpreading({ board: fireBoard, turns: 3, runs: 50 }, seedRng(1));
    expect(a).toEqual(b);
    expect(a.ok && a.value.rng).not.toEqual(seedRng(1));
  });
  it('after one turn matches the exact odds: neighbour 9/80, source kept 8/10', () => {
    const runs = 40000;
    const r = simulateSpreading({ board: fireBoard, turns: 1, runs }, seedRng(99));
    if (!r.ok) throw new Error(r.message);
    const p = coverageChance(r.value.result);
    const exact = spreadTurnOdds('Magic Fire', empty8);
    if (!exact.ok) throw new Error(exact.message);
    expect(
      Math.abs((p[squareIndex({ x: 8, y: 5 })] ?? 0) - (exact.value.takes[0]?.p ?? 0)),
    ).toBeLessThan(0.01);
    expect(Math.abs((p[squareIndex(centre)] ?? 0) - not(exact.value.vanishes).p)).toBeLessThan(
      0.01,
    );
  });
  it('pieces created this turn do not spread again the same turn', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const r = spreadingTurn(fireBoard, seedRng(seed));
        if (!r.ok) throw new Error(r.message);
        expect(r.value.board.spreaders.length).toBeLessThanOrEqual(2);
      }),
    );
  });
  it('fire next to a dragon burns it about as often as the exact odds say', () => {
    const board: SpreadBoard = {
      occupants: [{ x: 8, y: 5, kind: 'Red Dragon', owner: 1 }],
      spreaders: [{ ...centre, kind: 'Magic Fire', owner: 0 }],
    };
    const runs = 40000;
    const r = simulateSpreading({ board, turns: 1, runs }, seedRng(5));
    if (!r.ok) throw new Error(r.message);
    const exact = times(odds(9, 10), odds(1, 8), fireBurns(CREATURES['Red Dragon'].defence));
    expect(
      Math.abs((r.value.result.fire[squareIndex({ x: 8, y: 5 })] ?? 0) / runs - exact.p),
    ).toBeLessThan(0.01);
  });
  it('a wizard the fire reaches dies with all his creations; creatures in his blobs go free', () => {
    const board: SpreadBoard = {
      occupants: [
        { x: 8, y: 5, kind: 'Wizard', owner: 1 },
        { x: 0, y: 0, kind: 'Orc', owner: 1 },
        { x: 14, y: 9, kind: 'Magic Castle', owner: 1 },
        { x: 0, y: 9, kind: 'Magic Wood', owner: 1, withWizard: 2 },
      ],
      spreaders: [
        { ...centre, kind: 'Magic Fire', owner: 0 },
        { x: 3, y: 0, kind: 'Gooey Blob', owner: 1, engulfed: { kind: 'Goblin', owner: 2 } },
        { x: 3, y: 9, kind: 'Gooey Blob', owner: 2, engulfed: { kind: 'Lion', owner: 1 } },
      ],
    };
    let killedOnce = false;
    for (let seed = 0; seed < 400 && !killedOnce; seed++) {
      const r = spreadingTurn(board, seedRng(seed));
      if (!r.ok) throw new Error(r.message);
      if (!r.value.killed.includes(1)) continue;
      killedOnce = true;
      const b = r.value.board;
      expect(b.occupants.filter((o) => o.owner === 1)).toEqual([]);
      expect(b.spreaders.filter((s) => s.owner === 1)).toEqual([]);
      expect(b.spreaders.find((s) => s.x === 8 && s.y === 5)?.kind).toBe('Magic Fire');
      // The sheltered wizard 2 is revealed; the Goblin (2's) under 1's blob is freed; 1's Lion
      // under 2's blob is gone.
      expect(b.occupants).toContainEqual({ x: 0, y: 9, kind: 'Wizard', owner: 2 });
      expect(b.occupants).toContainEqual({ x: 3, y: 0, kind: 'Goblin', owner: 2 });
      expect(b.spreaders.some((s) => s.engulfed?.owner === 1)).toBe(false);
    }
    expect(killedOnce).toBe(true);
    const sim = simulateSpreading({ board, turns: 1, runs: 20000 }, seedRng(3));
    if (!sim.ok) throw new Error(sim.message);
    expect(Math.abs((sim.value.result.wizardKilled[1] ?? 0) / 20000 - 9 / 80)).toBeLessThan(0.01);
  });
  it('a blob that vanishes releases the creature it engulfed', () => {
    const board: SpreadBoard = {
      occupants: [],
      spreaders: [
        { x: 0, y: 0, kind: 'Gooey Blob', owner: 0, engulfed: { kind: 'Giant', owner: 1 } },
      ],
    };
    let seen = false;
    for (let seed = 0; seed < 2000 && !seen; seed++) {
      const r = spreadingTurn(board, seedRng(seed));
      if (!r.ok) throw new Error(r.message);
      const freed = r.value.board.occupants.find((o) => o.x === 0 && o.y === 0);
      if (freed) {
        seen = true;
        expect(freed).toEqual({ x: 0, y: 0, kind: 'Giant', owner: 1 });
      }
    }
    expect(seen).toBe(true);
  });
  it('castles vanish about 2 in 10 per turn and leave their wizard on the square', () => {
    const board: SpreadBoard = {
      occupants: [{ x: 2, y: 2, kind: 'Dark Citadel', owner: 3, withWizard: 3 }],
      spreaders: [],
    };
    let s = seedRng(11);
    let vanished = 0;
    for (let i = 0; i < 5000; i++) {
      const r = spreadingTurn(board, s);
      if (!r.ok) throw new Error(r.message);
      s = r.value.rng;
      const o = r.value.board.occupants[0];
      if (o?.kind === 'Wizard') {
        vanished++;
        expect(o).toEqual({ x: 2, y: 2, kind: 'Wizard', owner: 3 });
      }
    }
    expect(Math.abs(vanished / 5000 - 0.2)).toBeLessThan(0.02);
  });
  it('counts, run by run, whether spreading is still there and which squares it has reached', () => {
    const board: SpreadBoard = {
      occupants: [{ x: 9, y: 5, kind: 'Orc', owner: 1 }],
      spreaders: [
        { ...centre, kind: 'Magic Fire', owner: 0 },
        { x: 2, y: 2, kind: 'Gooey Blob', owner: 0 },
      ],
    };
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        // One run at a time: every count is 0 or 1 and can be checked against the coverage.
        const r = simulateSpreading({ board, turns: 6, runs: 1 }, seedRng(seed));
        if (!r.ok) throw new Error(r.message);
        const { coveredByTurn, reachedByTurn, present } = r.value.result;
        const ever = new Array<number>(150).fill(0);
        coveredByTurn.forEach((row, t) => {
          row.forEach((n, i) => {
            if (n) ever[i] = 1;
          });
          expect(reachedByTurn[t]).toEqual(ever);
          expect(present[t]).toBe(row.some((n) => n > 0) ? 1 : 0);
        });
      }),
      { numRuns: 200 },
    );
  });
  it('answers: still there, expected squares and the reach of a square, from the counts', () => {
    const r = simulateSpreading({ board: fireBoard, turns: 5, runs: 2000 }, seedRng(13));
    if (!r.ok) throw new Error(r.message);
    const res = r.value.result;
    const next = squareIndex({ x: 8, y: 5 });
    for (let t = 1; t <= 5; t++) {
      const a = spreadAnswers(res, t, next);
      if (!a.ok) throw new Error(a.message);
      const cover = coverageChance(res, t);
      // The expected number of squares is each square's chance added up.
      expect(a.value.expectedSquares).toBeCloseTo(
        cover.reduce((x, p) => x + p, 0),
        12,
      );
      expect(a.value.stillThere.p).toBe((res.present[t - 1] ?? 0) / res.runs);
      // Still there at least as often as any one square is covered; reached at least as often
      // as covered now, and never less often later.
      expect(a.value.stillThere.p).toBeGreaterThanOrEqual(Math.max(...cover));
      expect(a.value.reach!.p).toBeGreaterThanOrEqual(cover[next] ?? 0);
      if (t > 1) {
        const before = spreadAnswers(res, t - 1, next);
        expect(before.ok && a.value.reach!.p >= before.value.reach!.p).toBe(true);
      }
    }
    // After one turn the fire reaches its eastern neighbour as often as the exact odds say.
    const one = spreadAnswers(res, 1, next);
    const exact = spreadTurnOdds('Magic Fire', empty8);
    if (!one.ok || !exact.ok) throw new Error('no answer');
    expect(Math.abs(one.value.reach!.p - (exact.value.takes[0]?.p ?? 0))).toBeLessThan(0.03);
    expect(spreadAnswers(res, 1).ok && spreadAnswers(res, 1)).toMatchObject({
      value: { reach: null },
    });
    const bad = spreadAnswers(res, 6);
    expect(!bad.ok && bad.error).toBe('bad-count');
    const off = spreadAnswers(res, 1, 150);
    expect(!off.ok && off.error).toBe('bad-square');
  });
  it('rejects bad boards and counts', () => {
    const twice = simulateSpreading(
      {
        board: { occupants: [{ x: 7, y: 5, kind: 'Orc' }], spreaders: fireBoard.spreaders },
        turns: 1,
        runs: 1,
      },
      seedRng(0),
    );
    expect(!twice.ok && twice.error).toBe('square-taken');
    const off = spreadingTurn(
      { occupants: [{ x: 15, y: 0, kind: 'Orc' }], spreaders: [] },
      seedRng(0),
    );
    expect(!off.ok && off.error).toBe('bad-square');
    const kind = spreadingTurn(
      { occupants: [{ x: 1, y: 0, kind: 'Dragon' as 'Orc' }], spreaders: [] },
      seedRng(0),
    );
    expect(!kind.ok && kind.error).toBe('bad-kind');
    const wiz = spreadingTurn(
      { occupants: [{ x: 1, y: 0, kind: 'Wizard' }], spreaders: [] },
      seedRng(0),
    );
    expect(!wiz.ok && wiz.error).toBe('bad-owner');
    const count = simulateSpreading({ board: fireBoard, turns: 0, runs: 1 }, seedRng(0));
    expect(!count.ok && count.error).toBe('bad-count');
  });
  it('chunks merge into the same totals as one run of the same draws', () => {
    const one = simulateSpreading({ board: fireBoard, turns: 4, runs: 200 }, seedRng(8));
    if (!one.ok) throw new Error(one.message);
    const a = simulateSpreading({ board: fireBoard, turns: 4, runs: 120 }, seedRng(8));
    if (!a.ok) throw new Error(a.message);
    const b = simulateSpreading({ board: fireBoard, turns: 4, runs: 80 }, a.value.rng);
    if (!b.ok) throw new Error(b.message);
    const m = mergeSpreadResults(a.value.result, b.value.result);
    expect(m.ok && m.value).toEqual(one.value.result);
    expect(one.value.rng).toEqual(b.value.rng);
  });
  it('coverage chances are probabilities', () => {
    const r = simulateSpreading({ board: fireBoard, turns: 5, runs: 300 }, seedRng(4));
    if (!r.ok) throw new Error(r.message);
    for (let t = 1; t <= 5; t++) {
      for (const p of coverageChance(r.value.result, t)) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('the simulation refuses bad input (issue 14)', () => {
  const board: SpreadBoard = {
    occupants: [],
    spreaders: [{ x: 7, y: 5, kind: 'Magic Fire', owner: 0 }],
  };
  const sim = simulateSpreading({ board, turns: 3, runs: 20 }, seedRng(14));
  if (!sim.ok) throw new Error(sim.message);
  const r = sim.value.result;

  it('coverage for a turn the result does not hold is a RangeError, not an empty list', () => {
    expect(coverageChance(r, 3)).toHaveLength(150);
    expect(coverageChance(r)).toEqual(coverageChance(r, 3));
    expect(() => coverageChance(r, 99)).toThrow(RangeError);
    expect(() => coverageChance(null as never)).toThrow(RangeError);
  });

  it('results, boards and generator states are checked', () => {
    expect(spreadAnswers(null as never, 1)).toMatchObject({ ok: false, error: 'bad-result' });
    expect(spreadAnswers(r, 4)).toMatchObject({ ok: false, error: 'bad-count' });
    expect(mergeSpreadResults(r, { ...r, blob: [1] })).toMatchObject({
      ok: false,
      error: 'bad-result',
    });
    expect(mergeSpreadResults(r, r)).toMatchObject({ ok: true });
    expect(simulateSpreading({ board, turns: 3, runs: 20 }, { a: NaN } as never)).toMatchObject({
      ok: false,
      error: 'bad-rng',
    });
    expect(spreadingTurn({ occupants: 'x', spreaders: [] } as never, seedRng(1))).toMatchObject({
      ok: false,
      error: 'bad-board',
    });
    expect(
      spreadingTurn(
        { occupants: [{ x: Object.create(null), y: 0, kind: 'Goblin' }], spreaders: [] } as never,
        seedRng(1),
      ),
    ).toMatchObject({ ok: false, error: 'bad-square' });
    expect(spreadTurnOdds('Magic Fire', null as never)).toMatchObject({
      ok: false,
      error: 'need-8-neighbours',
    });
  });
});
