/**
 * Who wins? off the main thread: plays the run's games in order (engine/game/outcomes.ts
 * `playRun`, no event lists) and posts the outcomes in small batches. The page cancels a run by
 * ending this worker.
 *
 * In:  { wizards, level, seed, games, from }   games from..games − 1 (from: where a kept run
 *                                             stopped; 0 for a new run)
 * Out: { outcomes, done }   outcomes of the next batch; done after the last one
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
