/**
 * How often a computer wizard makes its creature an illusion: 2 in 10 (d10 < 2), for creature
 * spells only (#99C9–#99DB, ai.md §3.2; the sim rolls it through `computerIllusionTest`). A module of its
 * own so that the illusion calculator (illusion.ts) does not load the computer players' tables.
 */
import { oneRoll, testOdds } from './odds';
import type { Odds } from './types';

export const computerIllusionTest = oneRoll((r) => r < 2);

export function computerIllusionOdds(): Odds {
  return testOdds(computerIllusionTest);
}
