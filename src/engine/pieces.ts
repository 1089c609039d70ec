/**
 * The board model: 15 × 10 squares, each empty (null) or holding the piece shown there.
 * Plain, serialisable data. Units: squares (x 0–14, y 0–9); wizards are numbered 0–7 by seat.
 *
 * What the game keeps "inside" a square is modelled too: a wizard riding a mount or sheltering
 * in a Magic Wood or castle (`rider`), and a corpse lying under a piece (`corpseBelow`).
 */
import { BOARD_HEIGHT, BOARD_WIDTH, type Result, type Square } from './types';
import { onBoard, squareIndex } from './board';
import {
  CORPSE_KINDS,
  isCorpseKind,
  isCreatureKind,
  isMountKind,
  isWizardKind,
  kindClass,
  spriteFrameCount,
} from './sprites';

/** Most wizards in a game; wizard indices run 0 … MAX_WIZARDS − 1. */
export const MAX_WIZARDS = 8;

/** The piece on a square. */
export interface Piece {
  /** Sprite name: 'Goblin', 'Wall', 'Wizard 3', 'Wizard (Magic Sword)', 'Goblin (corpse)' … */
  readonly kind: string;
  /** Owning wizard, 0–7. For a wizard piece, the wizard himself. */
  readonly owner: number;
  /** Cast as an illusion (creatures only). */
  readonly illusion: boolean;
  /** Animation frame counter shown, 0–3 (corpses: always 0). */
  readonly frame: number;
  /** A creature brought back by Raise Dead: undead, leaves no corpse. */
  readonly raised?: boolean;
  /** Wizard (0–7) riding this mount or sheltering in this Magic Wood or castle. */
  readonly rider?: number;
  /** A corpse kind lying under this piece; it shows again when the piece leaves. */
  readonly corpseBelow?: string;
}

/** A piece with its square. */
export interface PlacedPiece extends Piece {
  readonly x: number;
  readonly y: number;
}

/** The board: 150 entries in board order (index y × 15 + x), null for an empty square. */
export type Board = readonly (Piece | null)[];

/** Input to the line-of-sight functions: which sprite is drawn where, in which frame. */
export interface SightPiece {
  readonly x: number;
  readonly y: number;
  readonly piece: string;
  readonly frame?: number;
}

export const BOARD_SQUARES = BOARD_WIDTH * BOARD_HEIGHT;

/** A piece with defaults: not an illusion, frame 0. */
export function makePiece(
  kind: string,
  owner = 0,
  extra: Partial<Omit<Piece, 'kind' | 'owner'>> = {},
): Piece {
  return { kind, owner, illusion: false, frame: 0, ...extra };
}

export function emptyBoard(): Board {
  return new Array<Piece | null>(BOARD_SQUARES).fill(null);
}

export function pieceAt(board: Board, sq: Square): Piece | null {
  if (!onBoard(sq)) return null;
  return board[squareIndex(sq)] ?? null;
}

/** A new board with `piece` on `sq` (null empties it). */
export function withPiece(board: Board, sq: Square, piece: Piece | null): Board {
  if (!onBoard(sq)) throw new RangeError(`square (${sq.x},${sq.y}) is off the board`);
  const out = board.slice();
  out[squareIndex(sq)] = piece;
  return out;
}

/** Every piece with its square, in board order. */
export function placedPieces(board: Board): PlacedPiece[] {
  const out: PlacedPiece[] = [];
  board.forEach((p, i) => {
    if (p) out.push({ ...p, x: i % BOARD_WIDTH, y: Math.floor(i / BOARD_WIDTH) });
  });
  return out;
}

/** A board from placed pieces (a later piece on the same square replaces an earlier one). */
export function boardFromPlaced(pieces: readonly PlacedPiece[]): Board {
  const out = emptyBoard().slice();
  for (const { x, y, ...p } of pieces) {
    if (!onBoard({ x, y })) throw new RangeError(`square (${x},${y}) is off the board`);
    out[squareIndex({ x, y })] = p;
  }
  return out;
}

/** The line-of-sight view of a board: the sprite and frame drawn on each occupied square. */
export function sightPieces(board: Board): SightPiece[] {
  return placedPieces(board).map((p) => ({ x: p.x, y: p.y, piece: p.kind, frame: p.frame }));
}

/** The wizard (0–7) controlling the square's top piece, if any. */
export function wizardOnSquare(piece: Piece | null): number | undefined {
  if (!piece) return undefined;
  if (isWizardKind(piece.kind)) return piece.owner;
  return piece.rider;
}

// ---------------------------------------------------------------------------------------------
// Validation

export type BoardError =
  | 'bad-length'
  | 'bad-kind'
  | 'bad-owner'
  | 'bad-frame'
  | 'bad-illusion'
  | 'bad-raised'
  | 'bad-rider'
  | 'bad-corpse'
  | 'duplicate-wizard';

function fail<E extends string>(
  error: E,
  message: string,
): { ok: false; error: E; message: string } {
  return { ok: false, error, message };
}

const isIndex = (n: unknown, max: number): boolean =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < max;

/** Checks one piece against the model's rules. */
export function validatePiece(p: Piece): Result<Piece, BoardError> {
  if (typeof p !== 'object' || p === null || typeof p.kind !== 'string')
    return fail('bad-kind', 'a piece is an object with a kind');
  const cls = kindClass(p.kind);
  if (!cls) return fail('bad-kind', `unknown piece kind ${JSON.stringify(p.kind)}`);
  if (!isIndex(p.owner, MAX_WIZARDS)) return fail('bad-owner', `owner must be 0–7, got ${p.owner}`);
  if (!isIndex(p.frame, spriteFrameCount(p.kind)))
    return fail(
      'bad-frame',
      `${p.kind} has frames 0–${spriteFrameCount(p.kind) - 1}, got ${p.frame}`,
    );
  if (typeof p.illusion !== 'boolean' || (p.illusion && cls !== 'creature'))
    return fail('bad-illusion', `only creatures can be illusions (${p.kind})`);
  if (p.raised !== undefined && typeof p.raised !== 'boolean')
    return fail('bad-raised', 'raised must be a boolean');
  if (
    p.raised &&
    (!isCreatureKind(p.kind) || !CORPSE_KINDS.includes(`${p.kind} (corpse)`) || p.illusion)
  )
    return fail('bad-raised', `${p.kind} cannot have been raised from the dead`);
  if (p.rider !== undefined) {
    if (!isIndex(p.rider, MAX_WIZARDS))
      return fail('bad-rider', `rider must be 0–7, got ${p.rider}`);
    const holdsWizard = isMountKind(p.kind) || cls === 'magic-wood' || cls === 'castle';
    if (!holdsWizard) return fail('bad-rider', `a wizard cannot ride or shelter in ${p.kind}`);
    if (cls !== 'magic-wood' && p.rider !== p.owner)
      return fail('bad-rider', `only its owner can be inside a ${p.kind}`);
  }
  if (p.corpseBelow !== undefined && (!isCorpseKind(p.corpseBelow) || cls === 'corpse'))
    return fail('bad-corpse', `${String(p.corpseBelow)} cannot lie under ${p.kind}`);
  return { ok: true, value: p };
}

/** Checks a whole board: 150 entries, valid pieces, each wizard at most once. */
export function validateBoard(board: Board): Result<Board, BoardError> {
  if (!Array.isArray(board) || board.length !== BOARD_SQUARES)
    return fail('bad-length', `a board has ${BOARD_SQUARES} squares`);
  const seen = new Set<number>();
  for (let i = 0; i < BOARD_SQUARES; i++) {
    const p = board[i] as Piece | null | undefined;
    if (p === null) continue;
    // A hole, undefined or a non-object is not a square's content.
    if (typeof p !== 'object' || Array.isArray(p))
      return fail('bad-kind', `square ${i} holds neither a piece nor null`);
    const v = validatePiece(p);
    if (!v.ok) return v;
    const w = wizardOnSquare(p);
    if (w !== undefined) {
      if (seen.has(w)) return fail('duplicate-wizard', `wizard ${w} appears twice`);
      seen.add(w);
    }
  }
  return { ok: true, value: board };
}

// The share-link code is boardCode.ts (re-exported here, where callers have always found it).
export { encodeBoard, decodeBoard } from './boardCode';
export type { BoardCodeError } from './boardCode';
