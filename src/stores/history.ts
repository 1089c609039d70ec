/**
 * Undo and redo for the position (src/stores/position.ts): the board, the wizards' records,
 * the turn and whose turn. Every change to any of them, by whatever island or action (placing a
 * piece, loading a sample, "Clear board", a wizard's statistic), becomes one step back; a new
 * change after an undo drops the steps forward. The world balance is not in it: it belongs to
 * the settings bar, which has its own reset, and the board pages carry no settings code.
 *
 * `startHistory()` first reads the page URL into the stores (so what the link opened is the
 * first state, not a step), then listens. Call it from an island's effect; it runs once.
 */
import { atom } from 'nanostores';
import type { Board } from '../engine';
import type { PositionExtras } from '../engine/position';
import { $board, syncBoardWithUrl } from './board';
import { $positionExtras, syncPositionWithUrl } from './position';

interface Snapshot {
  readonly board: Board;
  readonly extras: PositionExtras;
}

/** The most steps kept. */
export const HISTORY_LIMIT = 100;

export const $history = atom({ undo: 0, redo: 0 });

const past: Snapshot[] = [];
const future: Snapshot[] = [];
let current: Snapshot | null = null;
let restoring = false;

const snap = (): Snapshot => ({
  board: $board.get(),
  extras: $positionExtras.get(),
});

function publish(): void {
  $history.set({ undo: past.length, redo: future.length });
}

function changed(): void {
  if (restoring || !current) return;
  const next = snap();
  if (next.board === current.board && next.extras === current.extras) return;
  past.push(current);
  if (past.length > HISTORY_LIMIT) past.shift();
  future.length = 0;
  current = next;
  publish();
}

function restore(s: Snapshot): void {
  restoring = true;
  try {
    $board.set(s.board);
    $positionExtras.set(s.extras);
  } finally {
    restoring = false;
  }
  current = s;
  publish();
}

/**
 * Start listening. `before` (optional) is an earlier board, the one before a change made while
 * the history was not yet loaded: it becomes the first step back.
 */
export function startHistory(before: Board | null = null): void {
  if (current) return;
  syncBoardWithUrl();
  syncPositionWithUrl();
  current = snap();
  if (before && before !== current.board) {
    past.push({ board: before, extras: current.extras });
    publish();
  }
  $board.listen(changed);
  $positionExtras.listen(changed);
}

/** Step back; false when there is nothing to undo. */
export function undo(): boolean {
  const prev = past.pop();
  if (!prev || !current) return false;
  future.push(current);
  restore(prev);
  return true;
}

/** Step forward again; false when there is nothing to redo. */
export function redo(): boolean {
  const next = future.pop();
  if (!next || !current) return false;
  past.push(current);
  restore(next);
  return true;
}
