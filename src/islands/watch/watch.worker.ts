/**
 * The watched game between computer wizards, off the main thread: the engine's `newGame` and
 * `advance`; the messages and the view are watch-core.ts's.
 */
import { advance, newGame } from '../../engine/game/game';
import type { GameState } from '../../engine/game/types';
import { serveWatch, type WatchedGame } from './watch-core';

function watched(state: GameState): WatchedGame {
  return {
    state,
    next(why) {
      if (state.phase === 'over') return null;
      const r = advance(state, { why });
      return r.ok ? { game: watched(r.value.state), events: r.value.events } : null;
    },
  };
}

serveWatch((setup) => {
  const g = newGame({
    players: Array.from({ length: setup.wizards }, () => 'computer' as const),
    level: setup.level,
    seed: setup.seed,
  });
  return g.ok ? { game: watched(g.value), setup } : g.message;
});
