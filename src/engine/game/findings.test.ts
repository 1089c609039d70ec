import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { advance, newGame, playGame } from './game';
import {
  LEVELS,
  SAMPLE_EVERY,
  SIZES,
  STRATA,
  addGame,
  emptyFindings,
  findingsGame,
  mergeFindings,
  playFindings,
  playFindingsGame,
  sortedFindings,
  type Findings,
  type SampleGame,
} from './findings';
import { gameSeed, tallyRun } from './outcomes';
import { SPELLS } from '../data/spells';
import type { SpellNumber } from '../types';

describe('findings: what wins games', () => {
  test('the plan: every table size and level in turn, seeds from the first', () => {
    expect(findingsGame(0, 1)).toEqual({ players: 2, level: 1, seed: 1 });
    expect(findingsGame(6, 1)).toEqual({ players: 8, level: 1, seed: 7 });
    expect(findingsGame(7, 1)).toEqual({ players: 2, level: 2, seed: 8 });
    expect(findingsGame(55, 10)).toEqual({ players: 8, level: 8, seed: 65 });
    expect(findingsGame(56, 10)).toEqual({ players: 2, level: 1, seed: gameSeed(10, 56) });
    // 56 games in a row meet every pairing once.
    const seen = new Set(
      Array.from({ length: SIZES * LEVELS }, (_, i) => {
        const g = findingsGame(i, 1);
        return `${g.players}/${g.level}`;
      }),
    );
    expect(seen.size).toBe(STRATA);
  });

  test('keeping the facts changes nothing in the game', () => {
    for (const seed of [3, 41, 977]) {
      const a = playGame({ players: 5, level: 6, seed, events: false });
      const b = playGame({ players: 5, level: 6, seed, events: false, facts: true });
      if (!a.ok || !b.ok) throw new Error('no game');
      expect(b.value.final).toEqual(a.value.final);
      expect(b.value.winner).toBe(a.value.winner);
      expect(a.value.facts).toBeUndefined();
      expect(b.value.facts).toBeDefined();
    }
    expect(playGame({ players: 2, level: 1, seed: 1, facts: 'yes' as never }).ok).toBe(false);
  });

  test('every death is listed once, and the watch step it names is the first that shows it', () => {
    let deaths = 0;
    for (let i = 0; i < 12; i++) {
      const g = playFindingsGame(i, 500);
      const alive = g.start.length - g.facts.deaths.length;
      expect(new Set(g.facts.deaths.map((d) => d.seat)).size).toBe(g.facts.deaths.length);
      if (g.winner !== null) expect(alive).toBe(1);
      else expect(alive).not.toBe(1);
      deaths += g.facts.deaths.length;
      // Walk the game step by step: the wizard is alive one step before and dead at the step.
      const d = g.facts.deaths[0];
      if (!d || i > 4) continue;
      const setup = findingsGame(i, 500);
      const ng = newGame({
        players: Array.from({ length: setup.players }, () => 'computer' as const),
        level: setup.level,
        seed: setup.seed,
      });
      if (!ng.ok) throw new Error(ng.message);
      let state = ng.value;
      for (let s = 0; s < d.step; s++) {
        expect(state.wizards[d.seat]?.alive).toBe(true);
        const r = advance(state);
        if (!r.ok) throw new Error(r.message);
        state = r.value.state;
      }
      expect(state.wizards[d.seat]?.alive).toBe(false);
      expect(state.turn + 1).toBe(d.turn);
    }
    expect(deaths).toBeGreaterThan(0);
  });

  test('the counts add up the same however the games are split', () => {
    const whole = sortedFindings(playFindings(0, 40, 7));
    const parts = sortedFindings(
      mergeFindings(
        mergeFindings(playFindings(23, 40, 7), playFindings(0, 9, 7)),
        playFindings(9, 23, 7),
      ),
    );
    expect(parts).toEqual(whole);
    const games = whole.strata.reduce((a, s) => a + s.games, 0);
    expect(games).toBe(40);
    // Each game's wizards are counted once per statistic.
    const wizards = whole.strata.reduce((a, s) => a + s.games * s.n, 0);
    for (const byValue of Object.values(whole.stats)) {
      const counted = Object.values(byValue).reduce(
        (a, t) => a + t.wizards.reduce((x, y) => x + y, 0),
        0,
      );
      expect(counted).toBe(wizards);
    }
    // Wins, draws and games agree.
    for (const s of whole.strata)
      expect(s.wins.reduce((a, b) => a + b, 0) + s.draws + s.noneLeft).toBe(s.games);
  });

  test('a counted game: its stratum, its spells and its deaths', () => {
    const f = emptyFindings();
    const g = playFindingsGame(3, 1);
    addGame(f, 3, g.level, g);
    const st = f.strata.find((s) => s.games === 1);
    expect(st?.n).toBe(g.start.length);
    expect(st?.level).toBe(g.level);
    expect(Object.values(f.deaths).reduce((a, b) => a + b, 0)).toBe(g.facts.deaths.length);
    // Each wizard's book: one count per spell name held (Disbelieve, in every book, is left out;
    // Magic Bolt's two spell numbers count once).
    const held = g.start.reduce(
      (a, w) =>
        a +
        new Set(w.book.filter((b) => b.spell > 1).map((b) => SPELLS[b.spell as SpellNumber].name))
          .size,
      0,
    );
    const counted = Object.values(f.spells).reduce(
      (a, t) => a + t.wizards.reduce((x, y) => x + y, 0),
      0,
    );
    expect(counted).toBe(held);
    expect(counted).toBeGreaterThan(g.start.length);
  });
});

describe('one answer: the findings page and Who wins? count the same games alike', () => {
  test('a stratum of the findings run tallies as Who wins? tallies the same games', () => {
    // Games 56m + 8 are the 3-wizard games at level 2.
    const games = Array.from({ length: 12 }, (_, m) => 56 * m + 8);
    const f = emptyFindings();
    const outcomes = games.map((i, k) => {
      const g = playFindingsGame(i, 11);
      addGame(f, i, g.level, g);
      return {
        k,
        seed: findingsGame(i, 11).seed,
        winner: g.winner,
        turns: g.turns,
        steps: g.steps,
      };
    });
    const tally = tallyRun(3, outcomes);
    const st = f.strata.find((x) => x.n === 3 && x.level === 2)!;
    expect(st.games).toBe(tally.games);
    expect(st.wins).toEqual(tally.wins);
    expect(st.draws + st.noneLeft).toBe(tally.draws);
    expect(st.turns).toEqual(tally.lengths);
  });
});

describe('the findings file (src/data/findings.json, npm run stats)', () => {
  const file = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../data/findings.json'), 'utf8'),
  ) as { games: number; firstSeed: number; findings: Findings };

  test('holds at least 100,000 games, every one counted in its stratum', () => {
    expect(file.games).toBeGreaterThanOrEqual(100_000);
    expect(file.findings.strata.reduce((a, s) => a + s.games, 0)).toBe(file.games);
    expect(file.findings.sample.length).toBe(Math.ceil(file.games / SAMPLE_EVERY));
  });

  // The file was made by an engine: if a rule changes, these games end differently and the
  // page's numbers are stale. Run `npm run stats` again (docs/testing.md).
  test('a sample of its games ends today as it did when it was made', () => {
    const differ: string[] = [];
    for (const s of file.findings.sample as SampleGame[]) {
      const g = playFindingsGame(s.i, file.firstSeed);
      const now = { i: s.i, winner: g.winner, turns: g.turns, steps: g.steps };
      if (JSON.stringify(now) !== JSON.stringify(s))
        differ.push(`game ${s.i}: recorded ${JSON.stringify(s)}, now ${JSON.stringify(now)}`);
    }
    expect(differ, 'the engine no longer plays these games as recorded: run npm run stats').toEqual(
      [],
    );
  });

  test('the examples the page links are games of the run, at a step inside the game', () => {
    for (const [key, e] of Object.entries(file.findings.examples)) {
      expect(e.i, key).toBeLessThan(file.games);
      expect(e.step, key).toBeGreaterThan(0);
    }
    const e = file.findings.examples['death:fire'];
    if (e) {
      const g = playFindingsGame(e.i, file.firstSeed);
      expect(g.facts.deaths.some((d) => d.by.kind === 'fire' && d.step === e.step)).toBe(true);
    }
  });
});
