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
  ALL_KINDS,
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

export type BoardCodeError =
  | BoardError
  | 'empty'
  | 'bad-character'
  | 'bad-version'
  | 'truncated'
  | 'trailing-data'
  | 'bad-square'
  | 'square-order';

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
  for (const p of board) {
    if (p === null) continue;
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

// ---------------------------------------------------------------------------------------------
// Share-link code: a bit stream written 6 bits per character in the URL-safe base64 alphabet.
//   version 6 bits (= 1), piece count 8 bits, then per piece in board order:
//   square 8, kind 7 (index in ALL_KINDS), owner 3, frame 2, illusion 1, raised 1,
//   has rider 1 [rider 3], has corpse below 1 [corpse 5 (index in CORPSE_KINDS)].
// Unused bits of the last character are 0. Each board has exactly one code.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const CODE_VERSION = 1;

class BitWriter {
  private bits: number[] = [];
  write(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push((value >> i) & 1);
  }
  toString(): string {
    let s = '';
    for (let i = 0; i < this.bits.length; i += 6) {
      let v = 0;
      for (let j = 0; j < 6; j++) v = (v << 1) | (this.bits[i + j] ?? 0);
      s += ALPHABET[v];
    }
    return s;
  }
}

class BitReader {
  pos = 0;
  constructor(private readonly values: readonly number[]) {}
  get length(): number {
    return this.values.length * 6;
  }
  read(width: number): number | undefined {
    if (this.pos + width > this.length) return undefined;
    let v = 0;
    for (let i = 0; i < width; i++, this.pos++) {
      const ch = this.values[Math.floor(this.pos / 6)] ?? 0;
      v = (v << 1) | ((ch >> (5 - (this.pos % 6))) & 1);
    }
    return v;
  }
}

/** The board as a short URL-safe string (characters A–Z a–z 0–9 - _). */
export function encodeBoard(board: Board): Result<string, BoardError> {
  const valid = validateBoard(board);
  if (!valid.ok) return valid;
  const w = new BitWriter();
  const pieces = placedPieces(board);
  w.write(CODE_VERSION, 6);
  w.write(pieces.length, 8);
  for (const p of pieces) {
    w.write(squareIndex(p), 8);
    w.write(ALL_KINDS.indexOf(p.kind), 7);
    w.write(p.owner, 3);
    w.write(p.frame, 2);
    w.write(p.illusion ? 1 : 0, 1);
    w.write(p.raised ? 1 : 0, 1);
    w.write(p.rider !== undefined ? 1 : 0, 1);
    if (p.rider !== undefined) w.write(p.rider, 3);
    w.write(p.corpseBelow !== undefined ? 1 : 0, 1);
    if (p.corpseBelow !== undefined) w.write(CORPSE_KINDS.indexOf(p.corpseBelow), 5);
  }
  return { ok: true, value: w.toString() };
}

/** Reads a code made by encodeBoard. Bad input comes back as an error, never an exception. */
export function decodeBoard(code: unknown): Result<Board, BoardCodeError> {
  if (typeof code !== 'string' || code.length === 0) return fail('empty', 'no board code');
  if (code.length > 1000) return fail('trailing-data', 'board code too long');
  const values: number[] = [];
  for (const ch of code) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return fail('bad-character', `unexpected character ${JSON.stringify(ch)}`);
    values.push(v);
  }
  const r = new BitReader(values);
  const truncated = () => fail('truncated', 'board code ends too early');
  const version = r.read(6);
  if (version !== CODE_VERSION)
    return fail('bad-version', `unknown board code version ${String(version)}`);
  const count = r.read(8);
  if (count === undefined) return truncated();
  if (count > BOARD_SQUARES) return fail('bad-square', `too many pieces (${count})`);
  const board = emptyBoard().slice();
  let last = -1;
  for (let n = 0; n < count; n++) {
    const sq = r.read(8);
    const kind = r.read(7);
    const owner = r.read(3);
    const frame = r.read(2);
    const illusion = r.read(1);
    const raised = r.read(1);
    const hasRider = r.read(1);
    if (
      hasRider === undefined ||
      sq === undefined ||
      kind === undefined ||
      owner === undefined ||
      frame === undefined ||
      illusion === undefined ||
      raised === undefined
    )
      return truncated();
    const rider = hasRider ? r.read(3) : undefined;
    if (hasRider && rider === undefined) return truncated();
    const hasCorpse = r.read(1);
    if (hasCorpse === undefined) return truncated();
    const corpse = hasCorpse ? r.read(5) : undefined;
    if (hasCorpse && corpse === undefined) return truncated();
    if (sq >= BOARD_SQUARES) return fail('bad-square', `square index ${sq} is off the board`);
    if (sq <= last) return fail('square-order', 'squares must be listed once each, in board order');
    last = sq;
    const kindName = ALL_KINDS[kind];
    if (kindName === undefined) return fail('bad-kind', `unknown piece kind number ${kind}`);
    let corpseName: string | undefined;
    if (corpse !== undefined) {
      corpseName = CORPSE_KINDS[corpse];
      if (corpseName === undefined) return fail('bad-corpse', `unknown corpse number ${corpse}`);
    }
    const piece: Piece = {
      kind: kindName,
      owner,
      illusion: illusion === 1,
      frame,
      ...(raised ? { raised: true } : {}),
      ...(rider !== undefined ? { rider } : {}),
      ...(corpseName !== undefined ? { corpseBelow: corpseName } : {}),
    };
    board[sq] = piece;
  }
  const rest = r.length - r.pos;
  if (rest >= 6) return fail('trailing-data', 'unexpected characters after the board');
  if (rest > 0 && r.read(rest) !== 0) return fail('trailing-data', 'unused bits must be zero');
  const valid = validateBoard(board);
  if (!valid.ok) return valid;
  return { ok: true, value: board };
}
