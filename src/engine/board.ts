import { isRecord, squareOrThrow } from './guard';
import { BOARD_HEIGHT, BOARD_WIDTH, type Square } from './types';

/** True when the square lies on the 15 × 10 board (false for anything that is no square). */
export function onBoard(sq: Square): boolean {
  return (
    isRecord(sq) &&
    Number.isInteger(sq.x) &&
    Number.isInteger(sq.y) &&
    sq.x >= 0 &&
    sq.x < BOARD_WIDTH &&
    sq.y >= 0 &&
    sq.y < BOARD_HEIGHT
  );
}

/** Every square of the board, row by row from the top left (the game's board order). */
export function allSquares(): Square[] {
  const out: Square[] = [];
  for (let y = 0; y < BOARD_HEIGHT; y++) for (let x = 0; x < BOARD_WIDTH; x++) out.push({ x, y });
  return out;
}

/** The square's index in board order (0–149); a RangeError for a square off the board. */
export function squareIndex(sq: Square): number {
  squareOrThrow(sq, 'squareIndex');
  return sq.y * BOARD_WIDTH + sq.x;
}

/** True when `a` and `b` are the same square of the board (false when either is off it). */
export function sameSquare(a: Square, b: Square): boolean {
  return onBoard(a) && onBoard(b) && a.x === b.x && a.y === b.y;
}
