/**
 * Test helper: boards drawn as ASCII. One character per square, spaces ignored, '.' empty;
 * rows from the top (y = 0), columns from the left (x = 0). A drawing may cover only the
 * top-left part of the board. Every other character must be in the legend.
 *
 *   const b = parseAsciiBoard(`
 *     A G B
 *   `, { A: 'Wizard 1', G: { kind: 'Goblin', frame: 2 }, B: { kind: 'Wizard 2', owner: 1 } });
 *   b.at('A') // { x: 0, y: 0 }
 */
import { BOARD_HEIGHT, BOARD_WIDTH, type Square } from '../types';
import {
  type Board,
  type Piece,
  type SightPiece,
  boardFromPlaced,
  makePiece,
  sightPieces,
} from '../pieces';

export type LegendEntry = string | (Partial<Piece> & { kind: string });

export interface AsciiBoard {
  readonly board: Board;
  readonly pieces: SightPiece[];
  /** The single square showing `ch` (throws if there is not exactly one). */
  at(ch: string): Square;
  /** Every square showing `ch`, in board order. */
  all(ch: string): Square[];
}

function rows(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ''))
    .filter((l) => l.length > 0);
}

export function parseAsciiBoard(
  text: string,
  legend: Readonly<Record<string, LegendEntry>>,
): AsciiBoard {
  const lines = rows(text);
  if (lines.length > BOARD_HEIGHT) throw new Error(`too many rows (${lines.length})`);
  const cells = new Map<string, Square[]>();
  const placed = [];
  for (const [y, line] of lines.entries()) {
    if (line.length > BOARD_WIDTH) throw new Error(`row ${y} is too long (${line.length})`);
    for (const [x, ch] of [...line].entries()) {
      const list = cells.get(ch) ?? [];
      list.push({ x, y });
      cells.set(ch, list);
      if (ch === '.') continue;
      const entry = legend[ch];
      if (entry === undefined)
        throw new Error(`character ${JSON.stringify(ch)} is not in the legend`);
      const spec = typeof entry === 'string' ? { kind: entry } : entry;
      const { kind, owner, ...rest } = spec;
      placed.push({ ...makePiece(kind, owner ?? 0, rest), x, y });
    }
  }
  const board = boardFromPlaced(placed);
  return {
    board,
    pieces: sightPieces(board),
    at(ch) {
      const list = cells.get(ch) ?? [];
      if (list.length !== 1)
        throw new Error(`expected one ${JSON.stringify(ch)}, found ${list.length}`);
      return list[0] as Square;
    },
    all(ch) {
      return cells.get(ch) ?? [];
    },
  };
}

/**
 * Draws a width × height grid: `cell(square)` gives each square's character. Rows are joined
 * with newlines, cells with single spaces (the form parseAsciiBoard and the goldens use).
 */
export function renderGrid(width: number, height: number, cell: (sq: Square) => string): string {
  const out: string[] = [];
  for (let y = 0; y < height; y++) {
    const row: string[] = [];
    for (let x = 0; x < width; x++) row.push(cell({ x, y }));
    out.push(row.join(' '));
  }
  return out.join('\n');
}

/** Normalises a golden drawing: trims each row and joins cells with single spaces. */
export function normaliseGrid(text: string): string {
  return rows(text)
    .map((l) => [...l].join(' '))
    .join('\n');
}
