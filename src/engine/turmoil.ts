/**
 * Turmoil (spell 64/65, routine #86EF; the move itself at #8741): every piece on the board is
 * moved once to a random empty square. The random squares come only from a fixed set of 64:
 * every other column (x = 0, 2, …, 14) of rows 3–10 (y = 2 … 9). Only those columns give 8
 * squares a row on a 15-wide board, hence the even columns.
 *
 * The game draws them from the Z80's R register, which in the search loop reaches only part of
 * the set (about 25 squares, from the project's game-mechanics description; the exact squares
 * depend on the timing of the loop and are not modelled). A piece finds a square only if one of
 * the reachable squares is empty; otherwise the search never ends and the game hangs.
 *
 * `turmoilFinishes` works out, exactly, whether a Turmoil can finish for a given number of
 * reachable squares: every moved piece ends on a reachable square, a piece moving from a
 * reachable square frees one as it takes another, and a piece moving in from elsewhere fills
 * one more. So with K reachable squares and N pieces:
 *  - N < K: always finishes;
 *  - N > K: always hangs (before the last piece moves, if not sooner);
 *  - N = K: hangs exactly when the last piece to move already stands on a reachable square.
 *
 * The computer's Turmoil test (#86F9–#8738; the loop at #871A–#8732, ai.md §3.3 and §9). It
 * builds and sorts its threat list (EN_AN, #C7BC: two-byte entries, rank then square y × 16 + x,
 * ended by FILL's (0, #FF) entries) and was meant to add up the ranks in a running total at
 * #A172 and cast once that reached 30 (the threshold from the community disassembly's notes on
 * #8730). What the code does:
 * - `LD HL,(#A172)` loads the word stored there, #2100, instead of the address, so every byte
 *   is added to the ROM byte at #2100, #CD (the 48K ROM's CALL opcode there), and the sum is
 *   lost: no total builds up;
 * - the pointer moves one byte a pass, so the square bytes are read as well as the ranks;
 * - a byte of 0 ends the test with no use; otherwise it casts when (byte + #CD) − 30 is not
 *   negative as a signed byte (`CP #1E : JP M`), i.e. when the 8-bit sum is 30–157. Sums of
 *   158–255 count as negative and do not pass.
 * Ranks are 3–48 while casting, so their sums (208–253) never pass: only a square byte of
 * 81–208 can, and the computer casts Turmoil exactly when, reading the list from the top, it
 * meets a threatening piece on square 81 or beyond (row 5 from x = 1, or rows 6–9) before one on
 * square 0 (whose byte 0 stops it).
 */
import { squareIndex } from './board';
import { boardSeatOrThrow, creatureTargetList } from './computer';
import { isRecord, isWholeIn, shown, wholeOrThrow } from './guard';
import type { Board } from './pieces';
import type { Result, Square } from './types';

/** The 64 squares Turmoil's random numbers are drawn from, in board order. */
export const TURMOIL_SQUARES: readonly Square[] = Object.freeze(
  Array.from({ length: 64 }, (_, i) => Object.freeze({ x: (i % 8) * 2, y: 2 + Math.floor(i / 8) })),
);

const TURMOIL_INDEX = new Set(TURMOIL_SQUARES.map((s) => squareIndex(s)));

/** Is this one of the 64 squares Turmoil can pick? */
export function isTurmoilSquare(sq: Square): boolean {
  return TURMOIL_INDEX.has(squareIndex(sq));
}

/** Reachable squares out of the 64, as the game-mechanics description gives it ("about 25"). */
export const TURMOIL_REACHABLE_ABOUT = 25;

export type TurmoilVerdict = 'finishes' | 'hangs' | 'hangs-if-last-on-reachable';

/**
 * Whether a Turmoil moving `pieces` pieces can finish when `reachable` of the 64 squares can
 * come up. See the module header for the reasoning.
 */
export function turmoilFinishes(
  pieces: number,
  reachable: number,
): Result<TurmoilVerdict, 'bad-count'> {
  if (!Number.isInteger(pieces) || pieces < 0 || pieces > 150) {
    return {
      ok: false,
      error: 'bad-count',
      message: `A board holds 0–150 pieces; got ${shown(pieces)}.`,
    };
  }
  if (!Number.isInteger(reachable) || reachable < 0 || reachable > 64) {
    return {
      ok: false,
      error: 'bad-count',
      message: `Turmoil can reach 0–64 squares; got ${shown(reachable)}.`,
    };
  }
  if (pieces === 0) return { ok: true, value: 'finishes' };
  if (pieces < reachable) return { ok: true, value: 'finishes' };
  if (pieces > reachable) return { ok: true, value: 'hangs' };
  return { ok: true, value: 'hangs-if-last-on-reachable' };
}

/** The score total the computer's Turmoil test is meant to reach before it casts (#8730). */
export const TURMOIL_CAST_THRESHOLD = 30;

/** The ROM byte at #2100 that every byte of the list is added to (48K ROM: #CD, CALL). */
export const TURMOIL_ROM_BYTE = 0xcd;

/** One threat-list entry as the Turmoil test reads it: the rank byte, then the square byte. */
export interface TurmoilListEntry {
  readonly rank: number;
  /** The original's square number, y × 16 + x. */
  readonly square: number;
}

/** One byte the test reads. */
export interface TurmoilByteRead {
  readonly byte: number;
  /** `end`: the 0 byte that stops the test with no use. */
  readonly what: 'rank' | 'square' | 'end';
  /** Index of the list entry the byte belongs to. */
  readonly entry: number;
  /** (byte + ROM byte) as an 8-bit sum; null for the 0 byte that ends the test. */
  readonly sum: number | null;
  readonly passes: boolean;
}

/** The computer's Turmoil test over its sorted threat list, as meant and as the code runs. */
export interface TurmoilTest {
  /** Running totals of the ranks, as the test was meant to keep them. */
  readonly runningTotals: readonly number[];
  /** Casts as meant: the running total reaches the threshold. */
  readonly castsAsMeant: boolean;
  /** Every byte the code reads, up to the one that decides. */
  readonly reads: readonly TurmoilByteRead[];
  /** Casts as the code runs. */
  readonly casts: boolean;
}

/** The 8-bit sum the code makes of a byte and the ROM byte (both 0–255; RangeError otherwise). */
export function turmoilSum(byte: number, romByte: number = TURMOIL_ROM_BYTE): number {
  wholeOrThrow(byte, 0, 255, 'turmoilSum: the byte');
  wholeOrThrow(romByte, 0, 255, 'turmoilSum: the ROM byte');
  return sumOf(byte, romByte);
}

function sumOf(byte: number, romByte: number): number {
  return (byte + romByte) & 0xff;
}

/**
 * Does this byte pass the code's test (#8730: `CP #1E : JP M`)? The 8-bit sum with the ROM
 * byte, less 30, must not be negative as a signed byte: sums 30–157 pass, 0–29 and 158–255 do
 * not. With the ROM's #CD that is bytes 81–208.
 */
export function turmoilBytePasses(byte: number, romByte: number = TURMOIL_ROM_BYTE): boolean {
  wholeOrThrow(byte, 0, 255, 'turmoilBytePasses: the byte');
  wholeOrThrow(romByte, 0, 255, 'turmoilBytePasses: the ROM byte');
  return bytePasses(byte, romByte);
}

function bytePasses(byte: number, romByte: number): boolean {
  return ((sumOf(byte, romByte) - TURMOIL_CAST_THRESHOLD) & 0xff) < 0x80;
}

/** The longest list the test takes (the original's INBUF holds 158 entries). */
const MAX_LIST = 1000;

/**
 * The Turmoil test for a sorted threat list (ranks and squares 0–255). The list is followed in
 * memory by FILL's (0, #FF) entries, so reading past its end meets a 0 and stops.
 */
export function computerTurmoilTest(
  list: readonly TurmoilListEntry[],
  romByte: number = TURMOIL_ROM_BYTE,
): Result<TurmoilTest, 'bad-score' | 'bad-list'> {
  if (!Array.isArray(list) || list.length > MAX_LIST) {
    return {
      ok: false,
      error: 'bad-list',
      message: `The threat list is a list of at most ${MAX_LIST} entries { rank, square }.`,
    };
  }
  for (let i = 0; i < list.length; i++) {
    if (!isRecord(list[i])) {
      return { ok: false, error: 'bad-list', message: `Entry ${i} is not { rank, square }.` };
    }
  }
  const bad = [...list.flatMap((e) => [e.rank, e.square]), romByte].find(
    (s) => !isWholeIn(s, 0, 255),
  );
  if (bad !== undefined) {
    return {
      ok: false,
      error: 'bad-score',
      message: `Ranks and bytes are 0–255; got ${shown(bad)}.`,
    };
  }
  const runningTotals: number[] = [];
  let total = 0;
  for (const e of list) {
    if (e.rank === 0) break;
    runningTotals.push((total += e.rank));
  }
  const bytes = list.flatMap((e, i) => [
    { byte: e.rank, what: 'rank' as const, entry: i },
    { byte: e.square, what: 'square' as const, entry: i },
  ]);
  bytes.push({ byte: 0, what: 'rank', entry: list.length }); // FILL's (0, #FF)
  const reads: TurmoilByteRead[] = [];
  let casts = false;
  for (const b of bytes) {
    if (b.byte === 0) {
      reads.push({ byte: 0, what: 'end', entry: b.entry, sum: null, passes: false });
      break;
    }
    const passes = bytePasses(b.byte, romByte);
    reads.push({ ...b, sum: sumOf(b.byte, romByte), passes });
    if (passes) {
      casts = true;
      break;
    }
  }
  return {
    ok: true,
    value: {
      runningTotals,
      castsAsMeant: runningTotals.some((t) => t >= TURMOIL_CAST_THRESHOLD),
      reads,
      casts,
    },
  };
}

/**
 * The list the computer's Turmoil test reads, from a board: the threat list of creature casting
 * (`creatureTargetList`, EN_AN #C7BC, built from the wizard's own square), as (rank, square)
 * with the original's square numbers y × 16 + x. RangeError for an invalid board, a seat outside
 * 0–7 or a square off the board.
 */
export function turmoilListFromBoard(
  board: Board,
  seat: number,
  wizard: Square,
): readonly TurmoilListEntry[] {
  boardSeatOrThrow(board, seat, 'turmoilListFromBoard', wizard);
  return creatureTargetList(board, seat, wizard).map((e) => ({
    rank: e.rank,
    square: e.y * 16 + e.x,
  }));
}

/**
 * The same test over raw list bytes as the game simulator keeps them (rank, square, rank,
 * square, …, ending at FILL's 0): a 0 byte ends the walk with no use; the first byte that passes
 * (`turmoilBytePasses`) casts. RangeError unless `bytes` is a list of at most 2 × 1000 whole
 * numbers 0–255.
 */
export function computerTurmoilCasts(bytes: readonly number[]): boolean {
  if (!Array.isArray(bytes) || bytes.length > 2 * MAX_LIST)
    throw new RangeError(`computerTurmoilCasts: need a list of at most ${2 * MAX_LIST} bytes`);
  for (let i = 0; i < bytes.length; i++)
    wholeOrThrow(bytes[i], 0, 255, `computerTurmoilCasts: byte ${i}`);
  return turmoilCastsOf(bytes);
}

/** `computerTurmoilCasts` without the checks, for the game engine's INBUF (not in index.ts). */
export function turmoilCastsOf(bytes: readonly number[]): boolean {
  for (const raw of bytes) {
    const b = raw & 0xff;
    if (b === 0) return false;
    if (bytePasses(b, TURMOIL_ROM_BYTE)) return true;
  }
  return false;
}
