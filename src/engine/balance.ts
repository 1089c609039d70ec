/**
 * The world balance (the game calls it the world alignment): a signed byte, −128…+127,
 * starting at 0. Positive leans to Law, negative to Chaos. Every spell that works adds its
 * alignment; it wraps past either end (#92F9, #9760, display #91B0–#920B).
 */

import { shown, wholeOrThrow } from './guard';
import type { Result } from './types';

export const BALANCE_MIN = -128;
export const BALANCE_MAX = 127;
/** The balance at the start of a game (#8A46). */
export const INITIAL_BALANCE = 0;
/** Balance points per symbol on the spell menu, and per point of casting bonus. */
export const BALANCE_POINTS_PER_STEP = 4;

/** Wraps any whole number into the signed byte −128…+127. */
export function toSignedByte(n: number): number {
  wholeOrThrow(n, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'toSignedByte');
  return ((((n + 128) % 256) + 256) % 256) - 128;
}

/**
 * The balance after adding `delta`: a signed byte, so past +127 or −128 it wraps to the other
 * side (127 + 1 = −128). Both arguments must be whole numbers; anything else throws RangeError
 * (a bug signal; use `checkBalance` for untrusted input).
 */
export function balanceAfter(balance: number, delta: number): number {
  if (!Number.isSafeInteger(balance) || !Number.isSafeInteger(delta)) {
    throw new RangeError(
      `balanceAfter: whole numbers expected, got ${shown(balance)}, ${shown(delta)}`,
    );
  }
  return toSignedByte(balance + delta);
}

/** Validates a balance value from outside (a page control, a URL). */
export function checkBalance(balance: number): Result<number, 'bad-balance'> {
  if (!Number.isInteger(balance) || balance < BALANCE_MIN || balance > BALANCE_MAX) {
    return {
      ok: false,
      error: 'bad-balance',
      message: `The world balance is a whole number from ${BALANCE_MIN} to ${BALANCE_MAX}; got ${shown(balance)}.`,
    };
  }
  return { ok: true, value: balance };
}

/**
 * The casting bonus the balance gives a spell of this alignment: |balance| >> 2 when both have
 * the same sign, else 0. Neutral spells never get it; the other side is not penalised.
 */
export function balanceBonus(balance: number, alignment: number): number {
  wholeOrThrow(balance, BALANCE_MIN, BALANCE_MAX, 'balanceBonus: the balance');
  wholeOrThrow(alignment, -128, 127, 'balanceBonus: the alignment');
  if (balance > 0 && alignment > 0) return balance >> 2;
  if (balance < 0 && alignment < 0) return -balance >> 2;
  return 0;
}

export type Side = 'law' | 'chaos' | 'neutral';

/** The side a signed value leans to. */
export function sideOf(value: number): Side {
  wholeOrThrow(value, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 'sideOf');
  return value > 0 ? 'law' : value < 0 ? 'chaos' : 'neutral';
}

/**
 * How the spell menu shows the balance: "LAW" with ↑s or "CHAOS" with ∗s, one symbol per 4
 * points (|balance| >> 2). Whether the word appears at ±1…3 (no symbols) is not documented.
 */
export interface BalanceDisplay {
  readonly side: Side;
  /** 'LAW', 'CHAOS', or '' at 0. */
  readonly label: 'LAW' | 'CHAOS' | '';
  /** |balance| >> 2 symbols. */
  readonly symbols: number;
  readonly symbol: '↑' | '∗' | '';
}

export function balanceDisplay(balance: number): BalanceDisplay {
  wholeOrThrow(balance, BALANCE_MIN, BALANCE_MAX, 'balanceDisplay: the world balance');
  const side = sideOf(balance);
  const symbols = Math.abs(Math.trunc(balance)) >> 2;
  const label = side === 'law' ? 'LAW' : side === 'chaos' ? 'CHAOS' : '';
  const symbol = side === 'law' ? '↑' : side === 'chaos' ? '∗' : '';
  return { side, label, symbols, symbol };
}

/** The mark the spell lists put by a spell: ↑ lawful, ∗ chaotic, − neutral. */
export function alignmentMark(alignment: number): '↑' | '∗' | '−' {
  wholeOrThrow(alignment, -128, 127, 'alignmentMark: the alignment');
  return alignment > 0 ? '↑' : alignment < 0 ? '∗' : '−';
}
