/**
 * Reading a game state: the board as pieces.ts shows it, and an ASCII drawing for tests and
 * logs (one character per square: wizards 1–8 by seat, creatures a–z by owner's letter case…).
 */
import type { Board } from '../pieces';
import { gameStateOrThrow } from './check';
import { isCreatureId, isWizardId, sq, WIZARD_ID } from './layers';
import { displayBoard } from './display';
import type { GameState } from './types';

/**
 * The board of a game as the display model of pieces.ts (what a reader sees). RangeError for a
 * state that is not a game's (check.ts `gameStateProblem`).
 */
export function gameBoard(state: GameState): Board {
  gameStateOrThrow(state, 'gameBoard');
  return displayBoard(
    state.board,
    state.wizards.map((w) => w.sprite),
  );
}

const OBJECT_CHARS: Record<number, string> = {
  34: 'o',
  35: '^',
  36: 'T',
  37: 'S',
  38: 'C',
  39: 'D',
  40: '#',
};

/**
 * The board as 10 lines of 15 characters: '.' empty; '1'–'8' a wizard on foot (seat + 1);
 * a creature as a letter: upper case 'A'–'H' for owner seats 0–7 (so 'A' is seat 0's creature),
 * '+' a corpse; objects: 'o' blob, '^' fire, 'T' Magic Wood, 'S' Shadow Wood, 'C' castle,
 * 'D' citadel, '#' wall. A mount or shelter with a wizard inside is drawn as '@'.
 */
export function renderGame(state: GameState): string {
  const b = gameStateOrThrow(state, 'renderGame').board;
  const rows: string[] = [];
  for (let y = 0; y < 10; y++) {
    let row = '';
    for (let x = 0; x < 15; x++) {
      const s = sq(x, y);
      const id = b.id[s] ?? 0;
      const owner = (b.props[s] ?? 0) & 7;
      if (id === 0) row += '.';
      else if (b.corpse[s]) row += '+';
      else if (b.occ[s]) row += '@';
      else if (isWizardId(id)) row += String(id - WIZARD_ID + 1);
      else if (isCreatureId(id)) row += String.fromCharCode(65 + owner);
      else row += OBJECT_CHARS[id] ?? '?';
    }
    rows.push(row);
  }
  return rows.join('\n');
}
