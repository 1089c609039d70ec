import { describe, expect, test } from 'vitest';
import { emptyFindings, playFindings, stratumOf } from '../engine/game/findings';
import {
  byLevel,
  bySize,
  deathCauses,
  edgeOf,
  findingsGameHref,
  illusions,
  killers,
  spellRows,
  statRows,
} from './findings';

describe('the findings page numbers', () => {
  test('edge: wins against expected wins, the Wilson interval scaled alike', () => {
    const e = edgeOf(30, 100, 20);
    expect(e.edge).toBe(1.5);
    // wilson(30, 100) = 0.2189 … 0.3958, × 100 / 20.
    expect(e.low).toBeCloseTo(1.0946, 3);
    expect(e.high).toBeCloseTo(1.979, 3);
    expect(edgeOf(0, 0, 0).edge).toBe(0);
  });

  test('seats, draws and levels from hand-made counts', () => {
    const f = emptyFindings();
    const s = f.strata[stratumOf(3, 2)]!;
    s.games = 10;
    s.draws = 4;
    s.wins[0] = 1;
    s.wins[1] = 2;
    s.wins[2] = 3;
    s.turns[20] = 4;
    s.turns[9] = 6;
    const three = bySize(f).find((r) => r.n === 3)!;
    expect(three.seats.map((x) => x.share)).toEqual([0.1, 0.2, 0.3]);
    expect(three.draws.share).toBe(0.4);
    // 6 decisive games, a fair share of 2 each: seat 1 has half of it, seat 3 one and a half.
    expect(three.seatEdges.map((e) => e.edge)).toEqual([0.5, 1, 1.5]);
    expect(three.first.edge).toBe(0.5);
    expect(three.last.edge).toBe(1.5);
    expect(three.meanTurns).toBeCloseTo((4 * 21 + 6 * 10) / 10, 9);
    const level2 = byLevel(f).find((r) => r.level === 2)!;
    expect(level2.games).toBe(10);
    expect(level2.draws.share).toBe(0.4);
    expect(level2.first.edge).toBe(0.5);
  });

  test('from played games: every death, spell and creature accounted for', () => {
    const f = playFindings(0, 60, 3);
    const deaths = Object.values(f.deaths).reduce((a, b) => a + b, 0);
    const causes = deathCauses(f);
    expect(causes.reduce((a, c) => a + c.deaths, 0)).toBe(deaths);
    expect(causes.reduce((a, c) => a + c.share.share, 0)).toBeCloseTo(1, 9);
    const creatureDeaths = Object.entries(f.deaths)
      .filter(([k]) => k.startsWith('creature:'))
      .reduce((a, [, v]) => a + v, 0);
    expect(killers(f).reduce((a, k) => a + k.kills, 0)).toBe(creatureDeaths);
    const spells = spellRows(f);
    expect(spells.length).toBe(Object.keys(f.spells).length);
    for (const r of spells) {
      expect(r.difference.value).toBeCloseTo(r.holders.share - r.others.share, 12);
      expect(r.difference.low).toBeLessThanOrEqual(r.difference.value);
      expect(r.difference.high).toBeGreaterThanOrEqual(r.difference.value);
    }
    // Ranked by the difference, largest first.
    for (let i = 1; i < spells.length; i++)
      expect(spells[i - 1]!.difference.value).toBeGreaterThanOrEqual(spells[i]!.difference.value);
    for (const s of statRows(f)) expect(s.rows.length).toBeGreaterThan(1);
    const ill = illusions(f);
    expect(ill.casts).toBe(ill.rows.reduce((a, r) => a + r.casts, 0));
    expect(ill.disbelieves).toBe(f.disbelieves.total);
  });

  test('a game of the run links the watch page with its own setup', () => {
    expect(findingsGameHref({ firstSeed: 1 }, 9, 40)).toBe(
      '/watch/?wizards=4&level=2&seed=10&step=40',
    );
  });
});
