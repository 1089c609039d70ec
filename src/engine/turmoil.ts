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
 * The computer's test for casting it (#86F9–#8738) is meant to add up the scores of the
 * targets in its list (a running total at #A172) and cast once the total reaches 30. The code
 * loads HL with the word stored at #A172 (LD HL,(#A172)) instead of its address, so it adds
 * each score to the byte at ROM address #2100 and compares that alone: the total never builds
 * up. (Threshold 30 from the community disassembly's notes on #8730; the ROM address from the
 * project's game-mechanics description.)
 */
import { squareIndex } from './board';
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
    return { ok: false, error: 'bad-count', message: `A board holds 0–150 pieces; got ${pieces}.` };
  }
  if (!Number.isInteger(reachable) || reachable < 0 || reachable > 64) {
    return {
      ok: false,
      error: 'bad-count',
      message: `Turmoil can reach 0–64 squares; got ${reachable}.`,
    };
  }
  if (pieces === 0) return { ok: true, value: 'finishes' };
  if (pieces < reachable) return { ok: true, value: 'finishes' };
  if (pieces > reachable) return { ok: true, value: 'hangs' };
  return { ok: true, value: 'hangs-if-last-on-reachable' };
}

/** The score total the computer's Turmoil test is meant to reach before it casts. */
export const TURMOIL_CAST_THRESHOLD = 30;

/** The computer's Turmoil test over its list of target scores, as meant and as the code runs. */
export interface TurmoilTest {
  /** Running totals of the scores, as the test was meant to keep them. */
  readonly runningTotals: readonly number[];
  /** Casts as meant: the running total reaches the threshold. */
  readonly castsAsMeant: boolean;
  /** What the code compares for each target: score + the ROM byte, as an 8-bit sum. */
  readonly asRead: readonly number[];
  /** Casts as the code runs: some single target's score + ROM byte reaches the threshold. */
  readonly castsAsRead: boolean;
}

/** The Turmoil test for these target scores (0–255 each; the list ends at the first 0). */
export function computerTurmoilTest(
  scores: readonly number[],
  romByte: number,
): Result<TurmoilTest, 'bad-score'> {
  const bad = [...scores, romByte].find((s) => !Number.isInteger(s) || s < 0 || s > 255);
  if (bad !== undefined) {
    return { ok: false, error: 'bad-score', message: `Scores and bytes are 0–255; got ${bad}.` };
  }
  const end = scores.indexOf(0);
  const list = end === -1 ? scores : scores.slice(0, end);
  const runningTotals: number[] = [];
  let total = 0;
  for (const s of list) runningTotals.push((total += s));
  const asRead = list.map((s) => (s + romByte) & 0xff);
  return {
    ok: true,
    value: {
      runningTotals,
      castsAsMeant: runningTotals.some((t) => t >= TURMOIL_CAST_THRESHOLD),
      asRead,
      castsAsRead: asRead.some((v) => v >= TURMOIL_CAST_THRESHOLD),
    },
  };
}

/**
 * The computer's Turmoil test as the code runs it (ai.md §3.3, #8715–#8732): it walks the sorted
 * threat list byte by byte (score, square, score, square, …). A 0 byte ends the walk with no
 * use; otherwise it adds ROM[#2100] = #CD to the byte and casts when (sum − 30) is not negative
 * as a signed byte, which is exactly when 81 ≤ byte ≤ 208.
 */
export function computerTurmoilCasts(bytes: readonly number[]): boolean {
  for (const raw of bytes) {
    const b = raw & 0xff;
    if (b === 0) return false;
    const r = (((b + 0xcd) & 0xff) - 30) & 0xff;
    if (r < 0x80) return true;
  }
  return false;
}
