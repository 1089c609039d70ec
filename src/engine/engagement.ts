/**
 * Engagement (#ADD2): a piece selected next to an enemy must roll to move away. The game rolls
 * a d10 (0–9) and the piece breaks free when d10 + 2 < manoeuvre: (manoeuvre − 2) in 10,
 * never at 2 or less, always at 12 or more. One rule, one name: movement.ts uses it for its
 * reach and combat.ts lists it with the other thin exact-odds functions. Kept on its own so
 * the board islands do not load the combat tables.
 */
import { wholeOrThrow } from './guard';
import { breakFreeTest, testOdds } from './rolls';
import type { Odds } from './types';

/** P(a piece selected next to an enemy breaks free) = P(d10 + 2 < manoeuvre). */
export function breaksFree(manoeuvre: number): Odds {
  wholeOrThrow(manoeuvre, -1000, 1000, 'breaksFree: manoeuvre');
  return testOdds(breakFreeTest(manoeuvre));
}
