/**
 * The board model: 15 × 10 squares, each empty (null) or holding the piece shown there.
 * Plain, serialisable data. Units: squares (x 0–14, y 0–9); wizards are numbered 0–7 by seat.
 *
 * What the game keeps "inside" a square is modelled too: a wizard riding a mount or sheltering
 * in a Magic Wood or castle (`rider`), and a corpse lying under a piece (`corpseBelow`).
 */
import { BOARD_HEIGHT, BOARD_WIDTH, type Result, type Square } from './types';
import { onBoard, squareIndex } from './board';
import { isRecord, shown, squareOrThrow } from './guard';
import {
  ANIMATION_FRAMES,
  CORPSE_KINDS,
  isCorpseKind,
  isCreatureKind,
  isMountKind,
  isWizardKind,
  kindClassOf,
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

/**
 * A piece with defaults: not an illusion, frame 0. A RangeError unless each field is of its
 * kind: a known piece kind, an owner 0–7, a frame counter 0–3, illusion and raised true or
 * false, a rider 0–7, a corpse kind below. The rules between fields (a corpse has frame 0 only,
 * only creatures are illusions, only the owner rides his mount …) are `validatePiece`'s to report, so a piece
 * the model refuses can still be built and shown to it.
 */
export function makePiece(
  kind: string,
  owner = 0,
  extra: Partial<Omit<Piece, 'kind' | 'owner'>> = {},
): Piece {
  const e: Partial<Piece> = isRecord(extra) ? extra : { frame: -1 };
  const flag = (v: unknown) => v === undefined || typeof v === 'boolean';
  if (
    typeof kind !== 'string' ||
    kindClassOf(kind) === undefined ||
    !isIndex(owner, MAX_WIZARDS) ||
    !(e.frame === undefined || isIndex(e.frame, ANIMATION_FRAMES)) ||
    !flag(e.illusion) ||
    !flag(e.raised) ||
    !(e.rider === undefined || isIndex(e.rider, MAX_WIZARDS)) ||
    !(e.corpseBelow === undefined || isCorpseKind(e.corpseBelow))
  )
    throw new RangeError(`makePiece: not a piece: ${shown(kind)} of ${shown(owner)}`);
  return pieceOf(kind, owner, extra);
}

/**
 * `makePiece` without the check, for the engine's own callers that build pieces from state
 * already checked (game/layers.ts). Not exported from index.ts.
 */
export function pieceOf(
  kind: string,
  owner = 0,
  extra: Partial<Omit<Piece, 'kind' | 'owner'>> = {},
): Piece {
  return { kind, owner, illusion: false, frame: 0, ...extra };
}

export function emptyBoard(): Board {
  return new Array<Piece | null>(BOARD_SQUARES).fill(null);
}

/**
 * A RangeError unless `board` is an array of the board's 150 squares. Cheap (no look at the
 * squares): the entry points that read every square check each one as they go.
 */
export function boardOrThrow(board: Board, where: string): void {
  if (!Array.isArray(board) || board.length !== BOARD_SQUARES)
    throw new RangeError(`${where}: not a board`);
}

/** A RangeError unless a square's content is null or a piece-shaped object (a kind string). */
function slotOrThrow(p: unknown, i: number, where: string): Piece | null {
  if (p === null) return null;
  if (!isRecord(p) || typeof p.kind !== 'string')
    throw new RangeError(`${where}: square ${i} holds ${shown(p)}`);
  return p as unknown as Piece;
}

/** A RangeError unless `board` has 150 squares, each null or a piece-shaped object. */
export function fullBoardOrThrow(board: Board, where: string): void {
  boardOrThrow(board, where);
  for (let i = 0; i < BOARD_SQUARES; i++) slotOrThrow(board[i], i, where);
}

/**
 * The piece on a square of the board (null when empty). A RangeError for a square off the
 * board or a board that is not 150 squares.
 */
export function pieceAt(board: Board, sq: Square): Piece | null {
  boardOrThrow(board, 'pieceAt');
  squareOrThrow(sq, 'pieceAt');
  const i = sq.y * BOARD_WIDTH + sq.x;
  return slotOrThrow(board[i], i, 'pieceAt');
}

/**
 * `pieceAt` without the checks (null off the board), for the engine's own inner loops over a
 * board their entry point has checked (movement.ts, visibility.ts). Not exported from index.ts.
 */
export function pieceOn(board: Board, sq: Square): Piece | null {
  if (!onBoard(sq)) return null;
  return board[squareIndex(sq)] ?? null;
}

/**
 * A new board with `piece` on `sq` (null empties it). Only the shape is checked here (a piece
 * is an object with a kind); `validateBoard` judges the result.
 */
export function withPiece(board: Board, sq: Square, piece: Piece | null): Board {
  boardOrThrow(board, 'withPiece');
  squareOrThrow(sq, 'withPiece');
  slotOrThrow(piece, sq.y * BOARD_WIDTH + sq.x, 'withPiece');
  const out = board.slice();
  out[sq.y * BOARD_WIDTH + sq.x] = piece;
  return out;
}

/** Every piece with its square, in board order. */
export function placedPieces(board: Board): PlacedPiece[] {
  boardOrThrow(board, 'placedPieces');
  const out: PlacedPiece[] = [];
  for (let i = 0; i < BOARD_SQUARES; i++) {
    const p = slotOrThrow(board[i], i, 'placedPieces');
    if (p) out.push({ ...p, x: i % BOARD_WIDTH, y: Math.floor(i / BOARD_WIDTH) });
  }
  return out;
}

/** Most pieces `boardFromPlaced` takes: ten for every square. */
const MAX_PLACED = 10 * BOARD_SQUARES;

/**
 * A board from placed pieces (a later piece on the same square replaces an earlier one). A
 * RangeError for a square off the board or a piece `validatePiece` refuses.
 */
export function boardFromPlaced(pieces: readonly PlacedPiece[]): Board {
  if (!Array.isArray(pieces) || pieces.length > MAX_PLACED)
    throw new RangeError(`boardFromPlaced: need an array of at most ${MAX_PLACED} pieces`);
  const out = emptyBoard().slice();
  for (const placed of pieces) {
    if (!isRecord(placed)) throw new RangeError(`boardFromPlaced: ${shown(placed)} is no piece`);
    const { x, y, ...p } = placed as unknown as PlacedPiece;
    squareOrThrow({ x, y }, 'boardFromPlaced');
    const v = validatePiece(p);
    if (!v.ok) throw new RangeError(`boardFromPlaced: ${v.message}`);
    out[y * BOARD_WIDTH + x] = p;
  }
  return out;
}

/** The line-of-sight view of a board: the sprite and frame drawn on each occupied square. */
export function sightPieces(board: Board): SightPiece[] {
  return placedPieces(board).map((p) => ({ x: p.x, y: p.y, piece: p.kind, frame: p.frame }));
}

/**
 * The wizard (0–7) controlling a square's top piece: the wizard standing there, or the one
 * riding or sheltering in it; undefined for nobody. A RangeError for anything that is not a
 * piece (null included: an empty square has no top piece to ask about).
 */
export function wizardOnSquare(piece: Piece): number | undefined {
  if (!isRecord(piece) || typeof piece.kind !== 'string' || kindClassOf(piece.kind) === undefined)
    throw new RangeError(`wizardOnSquare: need a piece, got ${shown(piece)}`);
  const w = isWizardKind(piece.kind) ? piece.owner : piece.rider;
  if (w !== undefined && !isIndex(w, MAX_WIZARDS))
    throw new RangeError(`wizardOnSquare: a wizard is 0–7, got ${shown(w)}`);
  return w;
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
  if (!isRecord(p) || typeof p.kind !== 'string')
    return fail('bad-kind', 'a piece is an object with a kind');
  const cls = kindClassOf(p.kind);
  if (!cls) return fail('bad-kind', `unknown piece kind ${JSON.stringify(p.kind)}`);
  if (!isIndex(p.owner, MAX_WIZARDS))
    return fail('bad-owner', `owner must be 0–7, got ${shown(p.owner)}`);
  if (!isIndex(p.frame, spriteFrameCount(p.kind)))
    return fail(
      'bad-frame',
      `${p.kind} has frames 0–${spriteFrameCount(p.kind) - 1}, got ${shown(p.frame)}`,
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
      return fail('bad-rider', `rider must be 0–7, got ${shown(p.rider)}`);
    const holdsWizard = isMountKind(p.kind) || cls === 'magic-wood' || cls === 'castle';
    if (!holdsWizard) return fail('bad-rider', `a wizard cannot ride or shelter in ${p.kind}`);
    if (cls !== 'magic-wood' && p.rider !== p.owner)
      return fail('bad-rider', `only its owner can be inside a ${p.kind}`);
  }
  if (p.corpseBelow !== undefined && (!isCorpseKind(p.corpseBelow) || cls === 'corpse'))
    return fail('bad-corpse', `${shown(p.corpseBelow)} cannot lie under ${p.kind}`);
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
