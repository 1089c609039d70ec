import { describe, expect, it } from 'vitest';
import { dangerMap } from '../danger';
import { validateBoard } from '../pieces';
import { validatePosition } from '../position';
import { gameFromPosition, positionFromGame } from './fromPosition';
import { advance, newGame } from './game';
import type { GameState } from './types';
import { gameBoard } from './view';

/** Computer games stopped every few steps: states with creatures, trees, blobs, riders, bodies. */
function states(): GameState[] {
  const out: GameState[] = [];
  for (let game = 0; game < 6; game++) {
    const g = newGame({
      players: Array.from({ length: 2 + game }, () => 'computer' as const),
      level: 1 + game,
      seed: 4000 + game,
    });
    if (!g.ok) throw new Error(g.message);
    let s = g.value;
    for (let step = 0; s.phase !== 'over' && step < 400; step++) {
      const r = advance(s);
      if (!r.ok) throw new Error(r.message);
      s = r.value.state;
      if (step % 25 === 24) out.push(s);
    }
  }
  return out;
}

describe('positionFromGame: a game in play as the calculators read it', () => {
  const all = states();

  it('gives a position the calculators accept, and gameFromPosition gives its board back', () => {
    expect(all.length).toBeGreaterThan(20);
    let illusions = 0;
    for (const s of all) {
      const p = positionFromGame(s);
      expect(validatePosition({ wizards: p.wizards, turn: p.turn, actor: p.actor }).ok).toBe(true);
      expect(validateBoard(p.board).ok).toBe(true);
      // No illusion is shown to nobody; to its owner, the game's own board shows it.
      expect(p.board.some((q) => q?.illusion)).toBe(false);
      const seen = gameBoard(s);
      illusions += seen.filter((q) => q?.illusion).length;
      for (let seat = 0; seat < s.wizards.length; seat++) {
        const mine = positionFromGame(s, seat).board;
        mine.forEach((q, i) => {
          expect(q?.illusion === true).toBe(seen[i]?.illusion === true && seen[i]?.owner === seat);
        });
      }
      const alive = s.wizards.filter((w) => w.alive);
      if (alive.length < 2) continue;
      const back = gameFromPosition(p, { seat: alive[0]!.seat });
      if (!back.ok) throw new Error(back.message);
      expect(gameBoard(back.value)).toEqual(p.board);
      // The position has as many seats as the highest wizard on the board; those after are dead.
      const n = back.value.wizards.length;
      expect(back.value.wizards.map((w) => [w.alive, w.flags & 0xef, w.stats])).toEqual(
        s.wizards.slice(0, n).map((w) => [w.alive, w.flags & 0xef, w.stats]),
      );
      expect(s.wizards.slice(n).every((w) => !w.alive)).toBe(true);
      // The danger map answers about any wizard of the game.
      const at = p.board.findIndex((q) => q?.kind.startsWith('Wizard'));
      if (at >= 0)
        expect(dangerMap({ ...p }, { x: at % 15, y: Math.floor(at / 15) }).ok).toBe(true);
    }
    expect(illusions).toBeGreaterThan(0);
  });

  it('refuses what is not a game state', () => {
    expect(() => positionFromGame({} as GameState)).toThrow(RangeError);
  });
});
