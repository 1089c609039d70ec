/**
 * Numbers quoted in the prose of the line-of-sight and movement pages, computed at build time
 * from the engine so that the words cannot disagree with it.
 */
import {
  ALL_KINDS,
  CREATURE_LIST,
  SQUARE_PIXELS,
  allSquares,
  canBlockSight,
  emptyBoard,
  isCorpseKind,
  lineOfSight,
  linePixels,
  makePiece,
  moverForPiece,
  movementReach,
  sameLineBothWays,
  spriteAnimationDelayTicks,
  spriteCycle,
  withPiece,
  wizardStatDistributions,
  type Square,
} from '../engine';

/** Unordered pairs of distinct squares, and how many of them trace differently each way. */
export function directionFacts(): { pairs: number; differ: number } {
  const sqs = allSquares();
  let pairs = 0;
  let differ = 0;
  for (let i = 0; i < sqs.length; i++)
    for (let j = i + 1; j < sqs.length; j++) {
      pairs++;
      if (!sameLineBothWays(sqs[i] as Square, sqs[j] as Square)) differ++;
    }
  return { pairs, differ };
}

/** Pixels tested on a line between two squares. */
export const pixelsTested = (a: Square, b: Square): number => linePixels(a, b).length;

export const SQUARE_SIZE = SQUARE_PIXELS;

/**
 * Pieces that can block but show the same picture in every frame (only their colour changes),
 * the eight plain wizard graphics left out.
 */
export function frameStablePieces(): string[] {
  return ALL_KINDS.filter((k) => {
    if (!canBlockSight(k) || isCorpseKind(k) || /^Wizard \d$/.test(k)) return false;
    const cycle = spriteCycle(k);
    return cycle.every((f) => f === cycle[0]);
  });
}

/** Seconds a frame stays on screen (the delay is in 1/50 s). */
export const frameSeconds = (kind: string): number => spriteAnimationDelayTicks(kind) / 50;

/** Does the piece block the line from→to when it stands on `at`, showing frame 0? */
export function blocksLine(kind: string, at: Square, from: Square, to: Square): boolean {
  const pieces = [{ ...at, piece: kind, frame: 0 }];
  return lineOfSight(pieces, from, to).blocked;
}

/** Squares a piece of this walking/flying movement reaches from the middle of an empty board. */
export function openReach(kind: string): number {
  const from = { x: 7, y: 4 };
  const mover = moverForPiece(makePiece(kind, 0));
  if (!mover.ok) throw new Error(mover.message);
  return movementReach(withPiece(emptyBoard(), from, makePiece(kind, 0)), from, mover.value).squares
    .length;
}

/**
 * Squares a piece threatens from the middle of an empty board: those where, with a lone enemy
 * Goblin put there, movementReach offers an attack. A flyer that lands next to an enemy is
 * engaged and may attack it, so this reaches one square past where it can land.
 */
export function openThreat(kind: string): number {
  const from = { x: 7, y: 4 };
  const mover = moverForPiece(makePiece(kind, 0));
  if (!mover.ok) throw new Error(mover.message);
  const start = withPiece(emptyBoard(), from, makePiece(kind, 0));
  return allSquares().filter((sq) => {
    if (sq.x === from.x && sq.y === from.y) return false;
    const board = withPiece(start, sq, makePiece('Goblin', 1));
    return movementReach(board, from, mover.value).squares.some(
      (r) => r.square.x === sq.x && r.square.y === sq.y && r.action === 'attack',
    );
  }).length;
}

/** Creatures by movement: walking movements and the creatures that have them. */
export function creaturesWith(pred: (c: (typeof CREATURE_LIST)[number]) => boolean): string[] {
  return CREATURE_LIST.filter(pred).map((c) => c.name);
}

/** The lowest and highest manoeuvre a wizard of this level (0 human, 1–8 computer) can roll. */
export function wizardManoeuvreRange(level: number): [number, number] {
  const d = wizardStatDistributions(level);
  if (!d.ok) throw new Error(d.message);
  const values = d.value.stats.manoeuvre.map((o) => o.value);
  return [Math.min(...values), Math.max(...values)];
}
