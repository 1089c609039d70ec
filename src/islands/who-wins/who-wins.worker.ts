/**
 * Who wins? off the main thread: plays a range of a run's games in order (engine/game/outcomes.ts
 * `playRun`, no event lists) and posts the outcomes in small batches. The page runs a pool of
 * these, handing each the next range as it finishes one, and cancels a run by ending them.
 *
 * In:  { wizards, level, seed, games, from }   games from..games − 1 of the run (here `games` is
 *                                             the end of the range, not the run's size)
 * Out: { outcomes, done }   outcomes of the next batch; done after the range's last game
 */
import { playRun, type GameOutcome } from '../../engine/game/outcomes';
import type { WhoWinsSetup } from '../../stores/whoWins';

export interface WhoWinsRequest extends WhoWinsSetup {
  readonly from: number;
}

export interface WhoWinsBatch {
  readonly outcomes: readonly GameOutcome[];
  readonly done: boolean;
}

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<WhoWinsRequest>) => void) | null;
  postMessage(m: WhoWinsBatch): void;
};

const BATCH_MS = 100;

ctx.onmessage = (e: MessageEvent<WhoWinsRequest>) => {
  const s = e.data;
  let k = s.from;
  while (k < s.games) {
    const t0 = performance.now();
    const outcomes: GameOutcome[] = [];
    while (k < s.games && (outcomes.length === 0 || performance.now() - t0 < BATCH_MS)) {
      outcomes.push(...playRun(s, k, 1));
      k++;
    }
    ctx.postMessage({ outcomes, done: k >= s.games });
  }
};
