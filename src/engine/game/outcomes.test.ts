import { describe, expect, test } from 'vitest';
import { advance, newGame, playGame } from './game';
import { gameSeed, playRun, tallyRun, wilson, wilsonDifference } from './outcomes';

describe('who wins: runs of whole games', () => {
  test('the Wilson interval, worked numbers', () => {
    // 50 of 100: p = 0.5, z = 1.96 → 0.4038 … 0.5962.
    const a = wilson(50, 100);
    expect(a.low).toBeCloseTo(0.4038, 4);
    expect(a.high).toBeCloseTo(0.5962, 4);
    // 0 of 20 → 0 … 0.1611 (never below 0).
    const b = wilson(0, 20);
    expect(b.low).toBe(0);
    expect(b.high).toBeCloseTo(0.1611, 4);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  test("the interval of a difference: Newcombe's (1998) worked examples, his method 10", () => {
    const cases: [number, number, number, number, number, number][] = [
      [56, 70, 48, 80, 0.0524, 0.3339],
      [9, 10, 3, 10, 0.1705, 0.809],
      [6, 7, 2, 7, 0.0582, 0.8062],
      [5, 56, 0, 29, -0.0381, 0.1926],
    ];
    for (const [k1, n1, k2, n2, low, high] of cases) {
      const d = wilsonDifference(k1, n1, k2, n2);
      expect(d.low).toBeCloseTo(low, 3);
      expect(d.high).toBeCloseTo(high, 3);
    }
    expect(wilsonDifference(1, 2, 0, 0)).toEqual({ low: -1, high: 1 });
  });

  test('game k of a run is playGame with seed S + k, and a run is the same every time', () => {
    const run = playRun({ wizards: 3, level: 4, seed: 500 }, 0, 12);
    expect(run.map((o) => o.seed)).toEqual(Array.from({ length: 12 }, (_, k) => 500 + k));
    for (const o of run.slice(0, 4)) {
      const g = playGame({ players: 3, level: 4, seed: o.seed });
      if (!g.ok) throw new Error(g.message);
      expect(o.winner).toBe(g.value.winner);
      expect(o.turns).toBe(g.value.turns);
    }
    expect(playRun({ wizards: 3, level: 4, seed: 500 }, 4, 8)).toEqual(run.slice(4));
    // Its steps are the watch page's: that many advances from the start end the game, one fewer
    // does not.
    for (const o of run.slice(0, 2)) {
      const g = newGame({ players: ['computer', 'computer', 'computer'], level: 4, seed: o.seed });
      if (!g.ok) throw new Error(g.message);
      let state = g.value;
      for (let i = 0; i < o.steps; i++) {
        expect(state.phase, `step ${i} of game ${o.k}`).not.toBe('over');
        const r = advance(state);
        if (!r.ok) throw new Error(r.message);
        state = r.value.state;
      }
      expect(state.phase).toBe('over');
    }
    expect(gameSeed(2 ** 31 - 1, 1)).toBe(0);
  });

  test('the tally adds up', () => {
    const run = playRun({ wizards: 4, level: 2, seed: 7 }, 0, 30);
    const t = tallyRun(4, run);
    expect(t.games).toBe(30);
    expect(t.wins.reduce((a, b) => a + b, 0) + t.draws).toBe(30);
    expect(t.lengths).toHaveLength(2 * 4 + 15);
    expect(t.lengths.reduce((a, b) => a + b, 0)).toBe(30);
    t.rates.forEach((r, seat) => {
      expect(r.share).toBeCloseTo((t.wins[seat] ?? 0) / 30, 10);
      expect(r.low).toBeLessThanOrEqual(r.share);
      expect(r.high).toBeGreaterThanOrEqual(r.share);
      const first = t.firstWin[seat] ?? -1;
      if (first >= 0) expect(run[first]?.winner).toBe(seat);
      else expect(t.wins[seat]).toBe(0);
    });
    if (t.firstDraw >= 0) expect(run[t.firstDraw]?.winner).toBeNull();
  });

  test('a hand-made tally', () => {
    const t = tallyRun(2, [
      { k: 0, seed: 0, winner: 1, turns: 5, steps: 0 },
      { k: 1, seed: 1, winner: null, turns: 19, steps: 0 },
      { k: 2, seed: 2, winner: 1, turns: 5, steps: 0 },
    ]);
    expect(t.wins).toEqual([0, 2]);
    expect(t.draws).toBe(1);
    expect(t.firstWin).toEqual([-1, 0]);
    expect(t.firstDraw).toBe(1);
    expect(t.lengths[4]).toBe(2);
    expect(t.lengths[18]).toBe(1);
  });
});
