import { describe, expect, it } from 'vitest';
import {
  BALANCE_MAX,
  BALANCE_MIN,
  alignmentMark,
  balanceAfter,
  balanceBonus,
  balanceDisplay,
  checkBalance,
  sideOf,
  toSignedByte,
} from './balance';

describe('world balance', () => {
  it('is a signed byte that wraps past either end', () => {
    expect(balanceAfter(127, 1)).toBe(-128);
    expect(balanceAfter(-128, -1)).toBe(127);
    expect(balanceAfter(125, 4)).toBe(-127);
    expect(toSignedByte(256 + 5)).toBe(5);
    expect(() => balanceAfter(0.5, 1)).toThrow(RangeError);
  });
  it('checks a balance from outside', () => {
    expect(checkBalance(BALANCE_MIN)).toEqual({ ok: true, value: -128 });
    expect(checkBalance(BALANCE_MAX).ok).toBe(true);
    const bad = checkBalance(128);
    expect(bad.ok || bad.error).toBe('bad-balance');
    expect(checkBalance(1.5).ok).toBe(false);
  });
  it('gives a same-side spell |balance| >> 2, never the other side', () => {
    expect(balanceBonus(21, 1)).toBe(5);
    expect(balanceBonus(-21, -2)).toBe(5);
    expect(balanceBonus(21, -1)).toBe(0);
    expect(balanceBonus(21, 0)).toBe(0);
  });
  it('names sides and draws the spell menu display', () => {
    expect([sideOf(3), sideOf(-3), sideOf(0)]).toEqual(['law', 'chaos', 'neutral']);
    expect(balanceDisplay(-21)).toEqual({ side: 'chaos', label: 'CHAOS', symbols: 5, symbol: '∗' });
    expect(balanceDisplay(0).label).toBe('');
    expect([alignmentMark(1), alignmentMark(-2), alignmentMark(0)]).toEqual(['↑', '∗', '−']);
  });
});
