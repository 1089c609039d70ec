/**
 * The game's entry points refuse what is not a game (issue 14): a state that fails the shape
 * check of check.ts gets 'bad-state' (Result functions) or a RangeError (the others); an action
 * that `legalActions` does not list gets 'not-legal'.
 */
import { describe, expect, test } from 'vitest';
import { gameStateProblem } from './check';
import { advance, automaticNext, computerTurn, newGame, playGame, turnLimit } from './game';
import { applyAction, legalActions } from './human';
import type { Action, GameState } from './types';
import { gameBoard, renderGame } from './view';

function game(players: GameState['players'] = ['human', 'computer']): GameState {
  const g = newGame({ players, level: 3, seed: 7 });
  if (!g.ok) throw new Error(g.message);
  return g.value;
}

/** A copy of `s` with one field replaced (the path is a list of keys). */
function broken(s: GameState, path: (string | number)[], value: unknown): GameState {
  const copy = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  at[path[path.length - 1] as string | number] = value;
  return copy as unknown as GameState;
}

describe('the game state check', () => {
  test('accepts every state of a played game, and its JSON copy', () => {
    const g = playGame({ players: 4, level: 5, seed: 3 });
    if (!g.ok) throw new Error(g.message);
    expect(gameStateProblem(g.value.final)).toBeNull();
    let s = game(['computer', 'computer', 'computer']);
    let steps = 0;
    while (s.phase !== 'over') {
      expect(gameStateProblem(s)).toBeNull();
      expect(gameStateProblem(JSON.parse(JSON.stringify(s)))).toBeNull();
      const r = advance(s);
      if (!r.ok) throw new Error(r.message);
      s = r.value.state;
      steps++;
    }
    expect(steps).toBeGreaterThan(10);
  });

  test('names what is wrong with a broken state', () => {
    const s = game();
    const cases: [(string | number)[], unknown, RegExp][] = [
      [['version'], 2, /version/],
      [['players'], ['human'], /2 to 8 players/],
      [['players', 1], 'robot', /"human" or "computer"/],
      [['wizards', 1, 'book'], [], /book must have 20 slots/],
      [['wizards', 0, 'stats', 'combat'], NaN, /combat/],
      [['wizards', 0, 'sprite'], 'Teapot', /sprite/],
      [['board', 'id'], new Array(160), /layer id/],
      [['board', 'id', 5], 1e9, /layer id/],
      [['board', 'props'], [1, 2, 3], /layer props/],
      [['balance'], 128, /balance/],
      [['phase'], 'toString', /phase/],
      [['actor'], 2, /actor/],
      [['chosen', 0, 'slot'], 20, /chosen/],
      [['pending'], { type: 'cast', slot: 0 }, /pending cast/],
      [['ai', 'inbuf'], [], /INBUF/],
      [['rng', 'a'], 1.5, /generator/],
      [['winner'], 5, /winner/],
    ];
    for (const [path, value, message] of cases) {
      const bad = broken(s, path, value);
      expect(gameStateProblem(bad), path.join('.')).toMatch(message);
    }
    for (const junk of [null, undefined, 3, 'state', [], {}, Object.create(null)])
      expect(gameStateProblem(junk)).not.toBeNull();
  });
});

describe('the entry points refuse junk', () => {
  const bad = broken(game(), ['board', 'id', 0], NaN);

  test('Result functions answer bad-state', () => {
    for (const f of [advance, computerTurn])
      expect(f(bad)).toMatchObject({ ok: false, error: 'bad-state' });
    expect(applyAction(bad, { type: 'choose-none' })).toMatchObject({
      ok: false,
      error: 'bad-state',
    });
  });

  test('the others throw a RangeError', () => {
    for (const f of [legalActions, automaticNext, turnLimit, gameBoard, renderGame])
      expect(() => f(bad), f.name).toThrow(RangeError);
  });

  test('an action that is not listed is refused with not-legal, and the state is kept', () => {
    const s = game();
    const before = JSON.stringify(s);
    const legal = legalActions(s);
    expect(legal).toContainEqual({ type: 'choose-none' });
    const refused: unknown[] = [
      { type: 'choose', slot: 19 }, // an empty slot
      { type: 'choose', slot: 0.5 },
      { type: 'choose', slot: '0' },
      { type: 'target', at: { x: 0, y: 0 } }, // not in the choose phase
      { type: 'toString' },
      { type: '__proto__' },
      null,
      'end',
      42,
    ];
    for (const action of refused) {
      const r = applyAction(s, action as Action);
      expect(r, JSON.stringify(action)).toMatchObject({ ok: false, error: 'not-legal' });
    }
    expect(JSON.stringify(s)).toBe(before);
    expect(applyAction(s, { type: 'choose-none' }).ok).toBe(true);
  });

  test('playGame refuses bad options quickly (no 10⁹-wizard list)', () => {
    const t0 = performance.now();
    expect(playGame({ players: 1e9, level: 3, seed: 1 })).toMatchObject({
      ok: false,
      error: 'bad-players',
    });
    expect(performance.now() - t0).toBeLessThan(100);
    expect(playGame(null as never)).toMatchObject({ ok: false, error: 'bad-players' });
    expect(playGame({ players: 2, level: 3, seed: 1, events: 'no' as never })).toMatchObject({
      ok: false,
      error: 'bad-options',
    });
  });
});
