/**
 * The board's share-link code: one short URL-safe string per board (`?board=<code>`), written
 * and read bit for bit. The board model and its validation are pieces.ts.
 */
import { squareIndex } from './board';
import {
  BOARD_SQUARES,
  emptyBoard,
  placedPieces,
  validateBoard,
  type Board,
  type BoardError,
  type Piece,
} from './pieces';
import type { Result } from './types';
import { ALL_KINDS, CORPSE_KINDS } from './sprites';

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
