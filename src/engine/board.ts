import { squareOrThrow } from './guard';
import { BOARD_HEIGHT, BOARD_WIDTH, type Square } from './types';

/** True when the square lies on the 15 × 10 board. */
export function onBoard(sq: Square): boolean {
  return (
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

export function sameSquare(a: Square, b: Square): boolean {
  return a.x === b.x && a.y === b.y;
}
