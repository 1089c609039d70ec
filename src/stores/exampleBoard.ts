/**
 * A small example position for the board islands of the spreading and computer-wizard pages:
 * three wizards with a few creatures, buildings, trees and a corpse. Loaded into the shared
 * board ($board) when the reader asks for it (or finds the board empty).
 */
import { boardFromPlaced, makePiece, type Board, type PlacedPiece } from '../engine/pieces';
import { setBoard } from './board';

const at = (
  x: number,
  y: number,
  kind: string,
  owner: number,
  extra: Parameters<typeof makePiece>[2] = {},
): PlacedPiece => ({ x, y, ...makePiece(kind, owner, extra) });

export const EXAMPLE_BOARD: Board = boardFromPlaced([
  at(7, 0, 'Wizard 3', 2),
  at(6, 1, 'Lion', 2),
  at(8, 1, 'Elf', 2),
  at(1, 4, 'Wizard 1', 0),
  at(3, 3, 'Goblin', 0),
  at(3, 5, 'Horse', 0),
  at(2, 7, 'Magic Castle', 0),
  at(5, 7, 'Magic Wood', 0),
  at(6, 6, 'Elf (corpse)', 1),
  at(13, 4, 'Wizard 2', 1),
  at(10, 4, 'Golden Dragon', 1),
  at(11, 6, 'Orc', 1),
  at(9, 2, 'Gorilla', 1),
  at(8, 5, 'Wall', 1),
  at(8, 6, 'Wall', 1),
  at(11, 2, 'Shadow Wood', 1),
]);

/** Put the example position on the shared board. */
export function loadExampleBoard(): void {
  setBoard(EXAMPLE_BOARD);
}
