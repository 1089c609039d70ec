/**
 * The computer's decisions (trace.ts): asking for them changes nothing in the game, and they
 * agree with what the step then did.
 */
import { describe, expect, it } from 'vitest';
import { SPELLS } from '../data/spells';
import type { SpellNumber } from '../types';
import { advance, newGame } from './game';
import { decisionText, type Decision } from './trace';
import type { GameState } from './types';

const GAMES = [
  [4, 3, 4],
  [8, 8, 9],
  [6, 5, 17],
] as const;

/** A new game of computer wizards. */
function start(wizards: number, level: number, seed: number): GameState {
  const g = newGame({ players: Array.from({ length: wizards }, () => 'computer'), level, seed });
  if (!g.ok) throw new Error(g.message);
  return g.value;
}

describe("the computer's decisions", () => {
  it('a traced game is the same game: same states and events as one not traced', () => {
    for (const [wizards, level, seed] of GAMES) {
      let plain = start(wizards, level, seed);
      let traced = plain;
      let decisions = 0;
      while (plain.phase !== 'over') {
        const why: Decision[] = [];
        const a = advance(plain);
        const b = advance(traced, { why });
        if (!a.ok || !b.ok) throw new Error('refused');
        expect(b.value).toEqual(a.value);
        plain = a.value.state;
        traced = b.value.state;
        decisions += why.length;
      }
      expect(decisions).toBeGreaterThan(50);
    }
  });

  it('agree with the step: the book in its tried order, the spell cast, the pieces that moved', () => {
    let casts = 0;
    let pieces = 0;
    let aims = 0;
    for (const [wizards, level, seed] of GAMES) {
      let s: GameState = start(wizards, level, seed);
      while (s.phase !== 'over') {
        const why: Decision[] = [];
        const r = advance(s, { why });
        if (!r.ok) throw new Error(r.message);
        const { events } = r.value;
        if (s.phase === 'cast') {
          const book = why.filter((d) => d.kind === 'book');
          expect(book).toHaveLength(1);
          const tried = why.filter((d) => d.kind === 'spell');
          // Spells are tried in the book's order, none after the one cast.
          const order = book[0]?.kind === 'book' ? book[0].order.map((o) => o.spell) : [];
          expect(tried.map((d) => d.spell)).toEqual(order.slice(0, tried.length));
          expect(tried.slice(0, -1).every((d) => d.use === 'no-use')).toBe(true);
          const last = tried.at(-1);
          if (last?.use === 'cast') {
            casts++;
            expect(events[0]?.text).toContain(SPELLS[last.spell as SpellNumber].name);
          } else expect(events.some((e) => e.kind === 'no-spell')).toBe(true);
          // The book is sorted by priority, highest first.
          const prios = book[0]?.kind === 'book' ? book[0].order.map((o) => o.prio) : [];
          expect(prios).toEqual([...prios].sort((x, y) => y - x));
        }
        for (const d of why) {
          if (d.kind === 'piece') {
            pieces++;
            // A piece of the seat stood there when the phase began (or moved there before it).
            expect(d.seat).toBe(s.actor);
          }
          if (d.kind === 'aim') {
            aims++;
            expect(d.by === 'no-enemy').toBe(d.aim > 159);
            expect(decisionText(d)).toMatch(/ aims at /);
          }
        }
        s = r.value.state;
      }
    }
    expect(casts).toBeGreaterThan(20);
    expect(pieces).toBeGreaterThan(50);
    expect(aims).toBeGreaterThan(50);
  });
});
