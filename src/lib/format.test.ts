import { describe, expect, it } from 'vitest';
import { bigOdds, castChance, odds } from '../engine';
import {
  fraction,
  fractionIsLong,
  grouped,
  pctFixed,
  pctTag,
  percent,
  signed,
  signedFixed,
  slug,
  tenths,
} from './format';

describe('format', () => {
  it('writes signed numbers with a real minus sign', () => {
    expect(signed(4)).toBe('+4');
    expect(signed(-4)).toBe('\u22124');
    expect(signed(0)).toBe('0');
    expect(signed(3, false)).toBe('3');
    // With decimals: no sign on a value that rounds to zero.
    expect(signedFixed(5.06, 1)).toBe('+5.1');
    expect(signedFixed(-1.2, 1)).toBe('\u22121.2');
    expect(signedFixed(-0.04, 1)).toBe('0.0');
    expect(signedFixed(0, 1)).toBe('0.0');
  });

  it('groups the thousands of a count', () => {
    expect(grouped(112000)).toBe('112,000');
    expect(grouped(999)).toBe('999');
  });
  it('writes percentages exactly where they are whole, and never rounds to 0 or 100', () => {
    expect(percent(castChance('Green Dragon', { balance: 0, ability: 2 }).p)).toBe('30%');
    expect(percent(odds(1, 62).p)).toBe('1.61%');
    expect(percent(odds(1, 3).p)).toBe('33.33%');
    expect(percent(0.004)).toBe('0.4%');
    expect(percent(0.99999999)).toBe('99.99%');
    expect(percent(1e-9)).toMatch(/e/);
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
  });
  it('writes exact fractions', () => {
    expect(fraction(odds(3, 10))).toBe('3/10');
    expect(fraction(odds(1, 1))).toBe('1');
    expect(fraction(odds(0, 1))).toBe('0');
    expect(fraction(bigOdds(1n, 62n))).toBe('1/62');
    expect(fractionIsLong(bigOdds(1n, 10n ** 20n))).toBe(true);
    expect(fractionIsLong(odds(1, 62))).toBe(false);
  });
  it('writes casting chances in tenths', () => {
    expect(tenths(odds(4, 5))).toBe('8/10');
    expect(tenths(odds(1, 1))).toBe('10/10');
    expect(tenths(odds(0, 1))).toBe('0/10');
    expect(tenths(odds(1, 3))).toBe('1/3');
  });
  it('makes anchors from names', () => {
    expect(slug('Green Dragon')).toBe('green-dragon');
    expect(slug('Law-1')).toBe('law-1');
  });
});

describe('simulated shares', () => {
  it('writes one decimal always', () => {
    expect(pctFixed(0.45)).toBe('45.0%');
    expect(pctFixed(0.0034)).toBe('0.3%');
    expect(pctFixed(1)).toBe('100.0%');
  });

  it('tags a square with a whole percentage, "<1" below one half, nothing at 0', () => {
    expect(pctTag(0)).toBe('');
    expect(pctTag(0.004)).toBe('<1');
    expect(pctTag(0.005)).toBe('1');
    expect(pctTag(0.374)).toBe('37');
    expect(pctTag(1)).toBe('100');
  });
});
