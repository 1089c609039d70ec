/**
 * The game's d10 and the contested rolls, each defined once as a test over d10 rolls (0–9), with
 * the exact chance of a test over the faces (`testOdds`). The exact odds and the seeded
 * simulations both use these definitions. Kept apart from the rest of the odds arithmetic
 * (odds.ts, which re-exports the d10 part) so that a page that only states a roll and its chance
 * (the board labs' movement, through engagement.ts) loads no more than this.
 *
 * The game's dice: one roll is 0–9. The routine (#904B) keeps the low 4 bits of a random
 * byte and rolls again on 10–15, so every face 0–9 is equally likely. `d10FromNibble` is that
 * rule; `D10_FACES` is derived from it, and both the exact odds here (by enumerating faces)
 * and the seeded simulations (rng.ts, which rolls through `d10FromNibble`) use the same
 * `RollTest` predicates, so the two cannot drift apart.
 */
import { isRecord, shown, wholeOrThrow } from './guard';
import { FIRE_BURN_ATTACK } from './data/fire';
import type { Odds } from './types';

/** The most dice one enumeration may roll (10^6 cases). */
export const MAX_DICE = 6;
/** A RangeError unless `f` is a function. */
export function checkFunction(f: unknown, where: string): void {
  if (typeof f !== 'function') throw new RangeError(`${where}: need a function, got ${shown(f)}`);
}

// ---------------------------------------------------------------------------
// The d10
// ---------------------------------------------------------------------------

/**
 * The game's d10 from the low 4 bits of a random byte: 0–9 are kept, 10–15 mean "roll again"
 * (returned as null).
 */
export function d10FromNibble(nibble: number): number | null {
  const n = wholeOrThrow(nibble, 0, 255, 'd10FromNibble: the random byte') & 0x0f;
  return n < 10 ? n : null;
}

/** The faces of one d10, each equally likely: exactly the nibbles `d10FromNibble` keeps. */
export const D10_FACES: readonly number[] = Object.freeze(
  Array.from({ length: 16 }, (_, n) => d10FromNibble(n)).filter((f): f is number => f !== null),
);

/** Number of faces of the d10 (10). */
export const D10_SIDES = D10_FACES.length;

/**
 * A test decided by `dice` independent d10 rolls. `pass` sees the rolls in order.
 * Exact odds enumerate every combination of faces; a simulation rolls the dice and calls `pass`.
 */
export interface RollTest {
  readonly dice: number;
  readonly pass: (rolls: readonly number[]) => boolean;
}

/** A one-roll test. */
export function oneRoll(pass: (r: number) => boolean): RollTest {
  checkFunction(pass, 'oneRoll');
  return { dice: 1, pass: (rolls) => pass(rolls[0] ?? 0) };
}

/** A two-roll test (e.g. attack roll `a` against defence roll `b`). */
export function twoRolls(pass: (a: number, b: number) => boolean): RollTest {
  checkFunction(pass, 'twoRolls');
  return { dice: 2, pass: (rolls) => pass(rolls[0] ?? 0, rolls[1] ?? 0) };
}

/** The exact chance that a roll test passes. */
export function testOdds(test: RollTest): Odds {
  if (!isRecord(test)) throw new RangeError(`testOdds: need a roll test, got ${shown(test)}`);
  wholeOrThrow(test.dice, 0, MAX_DICE, 'testOdds: dice');
  checkFunction(test.pass, 'testOdds');
  const total = D10_SIDES ** test.dice;
  const rolls: number[] = new Array<number>(test.dice).fill(0);
  let passes = 0;
  for (let i = 0; i < total; i++) {
    let k = i;
    for (let d = 0; d < test.dice; d++) {
      rolls[d] = D10_FACES[k % D10_SIDES] ?? 0;
      k = Math.floor(k / D10_SIDES);
    }
    if (test.pass(rolls)) passes++;
  }
  return odds(passes, total);
}

/**
 * A roll "re-rolled until below `limit`" (e.g. a direction 0–7): the faces it can end on.
 * Each is equally likely, 1 in `rerolledFaces(limit).length`.
 */
export function rerolledFaces(limit: number): readonly number[] {
  wholeOrThrow(limit, 0, D10_SIDES, 'rerolledFaces: limit');
  return D10_FACES.filter((f) => f < limit);
}

// ---------------------------------------------------------------------------
// Fractions
// ---------------------------------------------------------------------------

export function gcd(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) {
    throw new RangeError(`gcd: need whole numbers, got ${shown(a)} and ${shown(b)}`);
  }
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * Odds num/den in lowest terms. Throws RangeError (a bug signal) unless num and den are safe
 * integers with 0 ≤ num ≤ den and den > 0.
 */
export function odds(num: number, den: number): Odds {
  if (
    !Number.isSafeInteger(num) ||
    !Number.isSafeInteger(den) ||
    den <= 0 ||
    num < 0 ||
    num > den
  ) {
    throw new RangeError(
      `odds: need integers 0 ≤ num ≤ den, den > 0; got ${shown(num)}/${shown(den)}`,
    );
  }
  const g = gcd(num, den) || 1;
  const n = num / g;
  const d = den / g;
  return Object.freeze({ num: n, den: d, p: n / d });
}

// ---------------------------------------------------------------------------
// The contested rolls
// ---------------------------------------------------------------------------

/**
 * A stat with its bonuses is a whole number; the rolls also answer for made-up values (the
 * tests and tables try negative ones), so any whole number from −1000 to 1000 is allowed.
 * NaN, fractions and huge numbers are a RangeError.
 */
function stat(v: number, what: string): void {
  wholeOrThrow(v, -1000, 1000, what);
}

/** Combat: attack + d10 > defence + d10. */
export function combatTest(attack: number, defence: number): RollTest {
  stat(attack, 'combatTest: attack');
  stat(defence, 'combatTest: defence');
  return twoRolls((a, b) => attack + a > defence + b);
}

/** Magic Bolt / Lightning: power + d10 ≥ defence + d10. */
export function boltTest(power: number, defence: number): RollTest {
  stat(power, 'boltTest: power');
  stat(defence, 'boltTest: defence');
  return twoRolls((a, b) => power + a >= defence + b);
}

/** A target of Vengeance, Decree, Dark Power or Justice resists: d10 < MR + 1. */
export function resistTest(magicResistance: number): RollTest {
  stat(magicResistance, 'resistTest: magic resistance');
  return oneRoll((r) => r < magicResistance + 1);
}

/** Subversion converts the creature: d10 < MR + 1 (as the code is written). */
export function subvertTest(magicResistance: number): RollTest {
  stat(magicResistance, 'subvertTest: magic resistance');
  return oneRoll((r) => r < magicResistance + 1);
}

/** A piece selected next to an enemy breaks free: d10 + 2 < manoeuvre. */
export function breakFreeTest(manoeuvre: number): RollTest {
  stat(manoeuvre, 'breakFreeTest: manoeuvre');
  return oneRoll((r) => r + 2 < manoeuvre);
}

/** Magic Fire consumes a piece: defence + d10 > 5 + d10. */
export function fireBurnTest(defence: number): RollTest {
  stat(defence, 'fireBurnTest: defence');
  return twoRolls((a, b) => defence + a > FIRE_BURN_ATTACK + b);
}
