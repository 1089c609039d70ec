/**
 * Loads positionTools.tsx once per page, the first time a board island needs the position: a
 * position in the link or in storage, the editor opened, a wizard picked to move, or any change
 * to the board (which must become an undo step). `noteBoardChange` keeps the board as it was
 * before the first change, so that change can be undone too.
 */
import { $board, syncBoardWithUrl } from '../../stores/board';
import type { Board } from '../../engine/pieces';
import { SAVED_KEYS } from '../../lib/saved-keys';

export type PositionTools = typeof import('./positionTools');

let loading: Promise<PositionTools> | null = null;
let before: Board | null = null;
const waiting = new Set<(tools: PositionTools) => void>();

export function loadPositionTools(): void {
  loading ??= import('./positionTools').then((m) => {
    m.start(before);
    waiting.forEach((f) => f(m));
    return m;
  });
}

/** Calls `f` with the tools once they are loaded (by any island); returns a stop function. */
export function whenPositionTools(f: (tools: PositionTools) => void): () => void {
  waiting.add(f);
  void loading?.then(f);
  return () => waiting.delete(f);
}

let last: Board | null = null;
let watching = false;

/** Watch the board: its first change loads the tools (call once the board is read). */
export function watchBoard(): void {
  if (watching) return;
  watching = true;
  syncBoardWithUrl();
  last = $board.get();
  const stop = $board.listen((b) => {
    if (b === last) return;
    before = last;
    stop();
    loadPositionTools();
  });
}

/** A position saved or linked: load at once. */
export function positionWanted(): boolean {
  try {
    return (
      new URLSearchParams(window.location.search).has('pos') ||
      !!localStorage.getItem(SAVED_KEYS.position)
    );
  } catch {
    return false;
  }
}
