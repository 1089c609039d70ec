/**
 * The contested rolls of the game, each defined once as a test over d10 rolls (0–9). The exact
 * odds (testOdds) and the seeded simulations both use these definitions.
 */
import { FIRE_BURN_ATTACK } from './data/spread';
import { oneRoll, twoRolls, type RollTest } from './odds';

/** Combat: attack + d10 > defence + d10. */
export function combatTest(attack: number, defence: number): RollTest {
  return twoRolls((a, b) => attack + a > defence + b);
}

/** Magic Bolt / Lightning: power + d10 ≥ defence + d10. */
export function boltTest(power: number, defence: number): RollTest {
  return twoRolls((a, b) => power + a >= defence + b);
}

/** A target of Vengeance, Decree, Dark Power or Justice resists: d10 < MR + 1. */
export function resistTest(magicResistance: number): RollTest {
  return oneRoll((r) => r < magicResistance + 1);
}

/** Subversion converts the creature: d10 < MR + 1 (as the code is written). */
export function subvertTest(magicResistance: number): RollTest {
  return oneRoll((r) => r < magicResistance + 1);
}

/** A piece selected next to an enemy breaks free: d10 + 2 < manoeuvre. */
export function breakFreeTest(manoeuvre: number): RollTest {
  return oneRoll((r) => r + 2 < manoeuvre);
}

/** Magic Fire consumes a piece: defence + d10 > 5 + d10. */
export function fireBurnTest(defence: number): RollTest {
  return twoRolls((a, b) => defence + a > FIRE_BURN_ATTACK + b);
}
