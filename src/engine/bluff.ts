/**
 * How often a computer wizard makes its creature an illusion: 2 in 10 (d10 < 2). From the
 * project's game-mechanics description; the reference tables do not cover this. A module of its
 * own so that the illusion calculator (illusion.ts) does not load the computer players' tables.
 */
import { oneRoll, testOdds } from './odds';
import type { Odds } from './types';

export const computerIllusionTest = oneRoll((r) => r < 2);

export function computerIllusionOdds(): Odds {
  return testOdds(computerIllusionTest);
}
