import { describe, expect, it } from 'vitest';
import { odds, testOdds } from './odds';
import {
  boltTest,
  breakFreeTest,
  combatTest,
  fireBurnTest,
  resistTest,
  subvertTest,
} from './rolls';

describe('rolls: worked numbers over the 100 or 10 equally likely faces', () => {
  it('combat: attack + d10 > defence + d10, a tie saves', () => {
    // Equal stats: 45 of the 100 pairs have a > b.
    expect(testOdds(combatTest(3, 3))).toEqual(odds(45, 100));
    expect(testOdds(combatTest(0, 10))).toEqual(odds(0, 1));
  });
  it('bolt: power + d10 ≥ defence + d10, a tie kills', () => {
    expect(testOdds(boltTest(3, 3))).toEqual(odds(55, 100));
  });
  it('resisting and Subversion: d10 < MR + 1', () => {
    expect(testOdds(resistTest(6))).toEqual(odds(7, 10));
    expect(testOdds(subvertTest(0))).toEqual(odds(1, 10));
  });
  it('breaking free: d10 + 2 < manoeuvre', () => {
    expect(testOdds(breakFreeTest(4))).toEqual(odds(2, 10));
    expect(testOdds(breakFreeTest(2))).toEqual(odds(0, 1));
  });
  it('Magic Fire burns: defence + d10 > 5 + d10', () => {
    expect(testOdds(fireBurnTest(5))).toEqual(odds(45, 100));
  });
});
