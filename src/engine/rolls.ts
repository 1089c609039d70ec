/**
 * The contested rolls of the game, each defined once as a test over d10 rolls (0–9). The exact
 * odds (testOdds) and the seeded simulations both use these definitions.
 */
import { wholeOrThrow } from './guard';
import { FIRE_BURN_ATTACK } from './data/spread';
import { oneRoll, twoRolls, type RollTest } from './odds';

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
