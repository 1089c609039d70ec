/**
 * A game played on the Play page, watched step by step from its record (the `?game=` code of
 * its link): the engine's `startRecordedGame` and `replayStep`, which steps the computer players
 * and applies each recorded human action in turn. The messages and the view are watch-core.ts's.
 */
import { replayStep, startRecordedGame, type ReplayPoint } from '../../engine/game/record';
import type { Action } from '../../engine/game/types';
import { decodeGame } from '../../lib/game-code';
import { serveWatch, type WatchedGame } from './watch-core';

function watched(point: ReplayPoint, actions: readonly Action[]): WatchedGame {
  return {
    state: point.state,
    next(why) {
      const r = replayStep(point, actions, { why });
      if (r === null) return null;
      if (!r.ok) return r.message;
      return { game: watched(r.value.point, actions), events: r.value.events };
    },
  };
}

serveWatch((setup) => {
  const code = decodeGame(setup.game ?? '');
  if (!code.ok) return code.message;
  const { setup: seats, seed, actions } = code.value;
  const start = startRecordedGame(seats, seed);
  if (!start.ok) return start.message;
  return {
    game: watched({ state: start.value, next: 0 }, actions),
    setup: { ...setup, wizards: seats.players.length, level: seats.level, seed },
  };
});
