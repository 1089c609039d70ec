/**
 * The messages between the spreading simulation island and its worker (spread.worker.ts).
 *
 * In:  { id, board, turns, runs, seed, chunk }
 * Out: { id, type: 'progress', done, total } … then { id, type: 'done', result }
 *      or { id, type: 'error', message }
 * Replies carry the id of the request they answer; the island ignores any but its latest.
 */
import type { SpreadBoard, SpreadSimResult } from '../../engine/spreadSimulation';

export interface SimRequest {
  readonly id: number;
  readonly board: SpreadBoard;
  readonly turns: number;
  readonly runs: number;
  readonly seed: number;
  readonly chunk: number;
}

export type SimReply =
  | {
      readonly id: number;
      readonly type: 'progress';
      readonly done: number;
      readonly total: number;
    }
  | { readonly id: number; readonly type: 'done'; readonly result: SpreadSimResult }
  | { readonly id: number; readonly type: 'error'; readonly message: string };
