/**
 * Undo and redo for the position (src/stores/position.ts): the board, the wizards' records,
 * the turn and whose turn. Every change to any of them, by whatever island or action (placing a
 * piece, loading a sample, "Clear board", a wizard's statistic), becomes one step back; a new
 * change after an undo drops the steps forward. The world balance, the position's balance (the
 * settings' balance), is in it too: the history runs only on the board pages, where the balance
 * changes with the position (the wizard panel's balance field, opening a position file); the
 * settings bar's pages run no history, so a balance set there is never an undo step, and no
 * other setting is in a step.
 *
 * `startHistory()` first reads the page URL into the stores (so what the link opened is the
 * first state, not a step), then listens. Call it from an island's effect; it runs once.
 */
import { atom } from 'nanostores';
import type { Board } from '../engine';
import type { PositionExtras } from '../engine/position';
import { $board, syncBoardWithUrl } from './board';
import { $positionExtras, syncPositionWithUrl } from './position';
import { $settings, syncSettingsWithUrl, updateSettings } from './settings';

interface Snapshot {
  readonly board: Board;
  readonly extras: PositionExtras;
  readonly balance: number;
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
  balance: $settings.get().balance,
});

function publish(): void {
  $history.set({ undo: past.length, redo: future.length });
}

function changed(): void {
  if (restoring || !current) return;
  const next = snap();
  if (
    next.board === current.board &&
    next.extras === current.extras &&
    next.balance === current.balance
  )
    return;
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
    if ($settings.get().balance !== s.balance) updateSettings({ balance: s.balance });
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
  syncSettingsWithUrl();
  current = snap();
  if (before && before !== current.board) {
    past.push({ ...current, board: before });
    publish();
  }
  $board.listen(changed);
  $positionExtras.listen(changed);
  $settings.listen(changed);
}

/**
 * Run `change` (which may set the board, the wizards and the balance) as ONE step back: opening
 * a position file replaces all three at once. Before the history has started it just runs.
 */
export function asOneStep(change: () => void): void {
  if (!current || restoring) {
    change();
    return;
  }
  restoring = true;
  try {
    change();
  } finally {
    restoring = false;
  }
  changed();
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
