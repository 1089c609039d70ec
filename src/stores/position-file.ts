/**
 * The whole shared position as a small JSON file (the engine's positionFile.ts): the board
 * (src/stores/board.ts), the wizards' records with the turn and whose turn
 * (src/stores/position.ts) and the world balance (the settings' balance). The board editor
 * loads this module with `import()` only when its Save or Open control is used.
 *
 * Opening a file checks all of it first: a file that cannot be used changes nothing; a good one
 * replaces the board, the wizards and the balance as ONE undo step (history.ts `asOneStep`).
 */
import type { Result } from '../engine/types';
import {
  MAX_POSITION_FILE_CHARS,
  positionFileText,
  readPositionFile,
  type FilePosition,
  type PositionFileError,
} from '../engine/positionFile';
import { $board } from './board';
import { asOneStep, startHistory } from './history';
import { $positionExtras, syncPositionWithUrl } from './position';
import { $settings, syncSettingsWithUrl, updateSettings } from './settings';

export { MAX_POSITION_FILE_CHARS };

/** The name a saved file is offered under. */
export const POSITION_FILE_NAME = 'chaos-position.json';

/** The file's text for the position on screen. */
export function positionFileNow(): Result<string, PositionFileError> {
  syncPositionWithUrl();
  syncSettingsWithUrl();
  const { wizards, turn, actor } = $positionExtras.get();
  return positionFileText({
    board: $board.get(),
    wizards,
    turn,
    actor,
    balance: $settings.get().balance,
  });
}

/** Reads a file's text and, when all of it can be used, makes it the position (one undo step). */
export function openPositionFile(text: string): Result<FilePosition, PositionFileError> {
  const r = readPositionFile(text);
  if (!r.ok) return r;
  startHistory();
  const { board, wizards, turn, actor, balance } = r.value;
  asOneStep(() => {
    $board.set(board);
    $positionExtras.set({ wizards, turn, actor });
    updateSettings({ balance });
  });
  return r;
}
