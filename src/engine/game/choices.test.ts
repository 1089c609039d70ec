import { describe, expect, it } from 'vitest';
import { MutableRng, seedState } from '../rng';
import { actionChances, spellOptions } from './choices';
import { advance, isAutomatic, newGame } from './game';
import { applyAction, legalActions } from './human';
import { scenario } from './scenario';
import type { GameState, PlayerKind } from './types';

const BOOK = (...spells: number[]) => spells.map((spell) => ({ spell, prio: 10 }));

function below(m: MutableRng, n: number): number {
  return m.uint32() % n;
}

describe('spellOptions: the casting chance shown is the chance the roll then has', () => {
  it('lists the book with Disbelieve kept, creature spells as possible illusions, two rolls where humans roll twice', () => {
    const s = scenario({
      players: ['human', 'computer'],
      board: '1.............2',
      books: { 0: BOOK(1, 4, 41, 0, 55), 1: [] },
      phase: 'choose',
      actor: 0,
      balance: 12,
    });
    if (!s.ok) throw new Error(s.message);
    const o = spellOptions(s.value);
    expect(o.map((x) => [x.slot, x.name, x.illusion, x.kept, x.rolls])).toEqual([
      [0, 'Disbelieve', false, true, 1],
      [1, 'Goblin', true, false, 1],
      [2, 'Magic Bolt', false, false, 1],
      [4, 'Law-1', false, false, 2],
    ]);
    // Law-1: chance byte 7 + balance 12 / 4 + ability, held to 9 at most.
    const ability = s.value.wizards[0]!.stats.ability;
    expect(o[3]!.works.num / o[3]!.works.den).toBeCloseTo(Math.min(9, 7 + 3 + ability) / 10 + 0.1);
    // Nothing is offered to a computer, or outside the choosing phase.
    expect(spellOptions({ ...s.value, actor: 1 })).toEqual([]);
    expect(spellOptions({ ...s.value, phase: 'move' })).toEqual([]);
  });
});

describe('actionChances: every chance shown before a choice is the chance its roll has', () => {
  it('over random games: the first roll each chosen action makes has the odds shown (property)', () => {
    const m = new MutableRng(seedState(33));
    let compared = 0;
    const kinds = new Set<string>();
    for (let game = 0; game < 12; game++) {
      const n = 2 + (game % 4);
      const players: PlayerKind[] = Array.from({ length: n }, (_, i) =>
        i === 0 || i === 2 ? 'human' : 'computer',
      );
      const g = newGame({ players, level: 1 + (game % 8), seed: 500 + game });
      if (!g.ok) throw new Error(g.message);
      let s: GameState = g.value;
      let chosen: ReturnType<typeof spellOptions>[number] | null = null;
      for (let steps = 0; s.phase !== 'over' && steps < 4000; steps++) {
        if (isAutomatic(s)) {
          const r = advance(s);
          if (!r.ok) throw new Error(r.message);
          s = r.value.state;
          continue;
        }
        if (s.phase === 'choose') {
          // Seat 0 casts first, right after the choosing ends and before any roll moves the
          // balance: his casting roll has the chance spellOptions gave when he chose.
          const options = spellOptions(s);
          const legal = legalActions(s);
          const a = legal[below(m, legal.length)]!;
          const r = applyAction(s, a);
          if (!r.ok) throw new Error(r.message);
          if (s.actor === 0)
            chosen =
              a.type === 'choose' && !a.illusion
                ? (options.find((x) => x.slot === a.slot) ?? null)
                : null;
          const cast = r.value.events.find((e) => e.kind === 'cast' && e.seat === 0 && e.odds);
          if (cast && chosen) {
            expect(cast.odds).toEqual({ num: chosen.works.num, den: chosen.works.den });
            compared++;
            kinds.add('cast');
            chosen = null;
          }
          s = r.value.state;
          continue;
        }
        const chances = actionChances(s);
        expect(chances.map((c) => c.action)).toEqual(legalActions(s));
        const pick = chances[below(m, chances.length)]!;
        const r = applyAction(s, pick.action);
        if (!r.ok) throw new Error(r.message);
        const rolled = r.value.events.find((e) => e.odds !== undefined);
        if (pick.odds && rolled?.odds) {
          const shown = { num: pick.odds.num, den: pick.odds.den };
          // A magic attack's event gives the chance it is resisted; the choice shows the other side.
          const event =
            rolled.kind === 'effect' &&
            /resistance/.test(rolled.text) &&
            !/Subversion/.test(rolled.text)
              ? { num: rolled.odds.den - rolled.odds.num, den: rolled.odds.den }
              : rolled.odds;
          expect(event).toEqual(shown);
          compared++;
          kinds.add(`${pick.action.type}:${rolled.kind}`);
        }
        s = r.value.state;
      }
    }
    expect(compared).toBeGreaterThan(100);
    // Attacks, engagement on selecting and casting rolls at least were met.
    expect([...kinds]).toEqual(expect.arrayContaining(['cast', 'attack:attack', 'select:engaged']));
  });
});

describe('actionChances: a move that would end engaged says so', () => {
  it('a step next to an enemy ends engaged (#B007–#B06C); a step away does not', () => {
    const s = scenario({
      players: ['human', 'computer'],
      board: `
        ...............
        ...............
        ..1.g..........
        ..............2`,
      legend: { g: { piece: 'Goblin', owner: 1 } },
      books: { 0: [], 1: [] },
      phase: 'move',
      actor: 0,
    });
    if (!s.ok) throw new Error(s.message);
    const r = applyAction(s.value, { type: 'select', at: { x: 2, y: 2 } });
    if (!r.ok) throw new Error(r.message);
    const moves = actionChances(r.value.state).filter((c) => c.action.type === 'move');
    const engaged = moves
      .filter((c) => c.what !== '')
      .map((c) => ('at' in c.action ? `${c.action.at.x},${c.action.at.y}` : ''))
      .sort();
    expect(engaged).toEqual(['3,1', '3,2', '3,3']);
    expect(moves.length).toBe(8);
    expect(moves.every((c) => c.odds === null)).toBe(true);
  });
});
