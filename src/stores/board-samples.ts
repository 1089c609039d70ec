/**
 * Sample boards for the board islands: the worked examples of the line-of-sight reference
 * (los.md §3) that make a point, and two small battles for the range and movement overlays.
 * Each sample may point the trace, the range overlay or the movement overlay at its squares.
 * board-samples.test.ts checks every claim made here against the engine.
 */
import { boardFromPlaced, makePiece, type Board, type PlacedPiece, type Square } from '../engine';

export interface BoardSample {
  readonly id: string;
  readonly title: string;
  readonly pieces: readonly PlacedPiece[];
  readonly trace?: { readonly from: Square; readonly to: Square };
  readonly range?: { readonly from: Square; readonly action: string };
  readonly move?: Square;
}

const at = (
  x: number,
  y: number,
  kind: string,
  owner: number,
  extra: Partial<Omit<PlacedPiece, 'x' | 'y' | 'kind' | 'owner'>> = {},
): PlacedPiece => ({ x, y, ...makePiece(kind, owner, extra) });

export const SAMPLES: readonly BoardSample[] = [
  {
    id: 'direction',
    title: 'Direction matters (Goblin beside the target)',
    pieces: [at(2, 2, 'Wizard 1', 0), at(0, 3, 'Wizard 2', 1), at(1, 3, 'Goblin', 1)],
    trace: { from: { x: 2, y: 2 }, to: { x: 0, y: 3 } },
  },
  {
    id: 'frame',
    title: 'The frame matters (Goblin below the caster)',
    pieces: [at(2, 2, 'Wizard 1', 0), at(0, 6, 'Wizard 2', 1), at(2, 3, 'Goblin', 1)],
    trace: { from: { x: 2, y: 2 }, to: { x: 0, y: 6 } },
  },
  {
    id: 'thin-bulky',
    title: 'A thin Lion and a bulky Goblin on the same line',
    pieces: [
      at(0, 0, 'Wizard 1', 0),
      at(2, 1, 'Wizard 2', 1),
      at(1, 0, 'Lion', 1),
      at(0, 5, 'Wizard 3', 2),
      at(2, 6, 'Wizard 4', 3),
      at(1, 5, 'Goblin', 3),
    ],
    trace: { from: { x: 0, y: 0 }, to: { x: 2, y: 1 } },
  },
  {
    id: 'corner',
    title: "The Dark Citadel's corner pixel",
    pieces: [at(0, 0, 'Wizard 1', 0), at(1, 1, 'Wizard 2', 1), at(1, 0, 'Dark Citadel', 1)],
    trace: { from: { x: 0, y: 0 }, to: { x: 1, y: 1 } },
  },
  {
    id: 'battle',
    title: 'A battle in progress',
    pieces: [
      at(3, 4, 'Wizard 1', 0),
      at(2, 5, 'Horse', 0),
      at(5, 3, 'Goblin', 0),
      at(4, 6, 'Elf', 0),
      at(6, 3, 'Wall', 0),
      at(6, 4, 'Wall', 0),
      at(6, 1, 'Magic Wood', 0),
      at(5, 8, 'Goblin (corpse)', 1),
      at(9, 2, 'Ghost', 1),
      at(8, 3, 'Orc', 1, { frame: 1 }),
      at(9, 6, 'Gooey Blob', 1),
      at(7, 7, 'Zombie', 1),
      at(12, 2, 'Green Dragon', 1),
      at(10, 8, 'Magic Fire', 1),
      at(11, 5, 'Wizard 2', 1),
      at(13, 7, 'Dark Citadel', 1),
    ],
    trace: { from: { x: 3, y: 4 }, to: { x: 11, y: 5 } },
    range: { from: { x: 3, y: 4 }, action: 'spell:41' },
    move: { x: 5, y: 3 },
  },
  {
    id: 'engaged',
    title: 'Next to an enemy',
    pieces: [
      at(2, 2, 'Wizard 1', 0),
      at(3, 2, 'Pegasus', 0),
      at(6, 4, 'Goblin', 0),
      at(7, 4, 'Orc', 1),
      at(6, 6, 'Zombie', 1),
      at(4, 5, 'Magic Wood', 1),
      at(9, 3, 'Orc (corpse)', 1),
      at(11, 4, 'Wizard 2', 1),
    ],
    move: { x: 6, y: 4 },
  },
  {
    id: 'open',
    title: 'Open ground: a Dire Wolf and a Gryphon',
    pieces: [
      at(4, 5, 'Dire Wolf', 0),
      at(10, 4, 'Gryphon', 0),
      at(7, 2, 'Wall', 0),
      at(7, 3, 'Wall', 0),
      at(13, 8, 'Wizard 2', 1),
    ],
    move: { x: 4, y: 5 },
  },
];

/** The board shown on a first visit, and what the picks point at to begin with. */
export const DEFAULT_SAMPLE: BoardSample = SAMPLES.find((s) => s.id === 'battle') as BoardSample;

export function findSample(id: string): BoardSample | undefined {
  return SAMPLES.find((s) => s.id === id);
}

export function sampleBoard(s: BoardSample): Board {
  return boardFromPlaced(s.pieces);
}
