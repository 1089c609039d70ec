/**
 * Close and ranged combat, and the other contested rolls, as exact odds over the d10 (0–9).
 *
 * - Close and ranged combat (#B168–#B2AD): kills if attack + d10 > defence + d10 (a tie saves).
 * - Magic Bolt / Lightning (#9D07–#9D63): kills if 3 or 6 + d10 ≥ defence + d10 (a tie kills).
 * - Vengeance, Decree, Dark Power, Justice (#9E9F): a target resists if d10 < MR + 1.
 * - Subversion (#85AF–#85C7): converts if d10 < MR + 1 (the same test: high MR is EASIER).
 * - Engagement (#ADD2): breaks free if d10 + 2 < manoeuvre.
 * - Magic Fire spreading (#A075): burns a piece if defence + d10 > 5 + d10.
 *
 * The thin functions for every one of these rolls are here; the pieces in a fight (wizard
 * bonuses, the undead) are fighters.ts, and the attack spells against pieces magicAttacks.ts.
 */
import { CREATURES } from './data/creatures';
import {
  baseStats,
  checkFighter,
  isCreature,
  isUndead,
  isWizard,
  mayAttackUndead,
  shadowFormBonus,
  armourBonus,
  weaponBonus,
  type Fighter,
} from './fighters';
import { anyOf, MAX_EVENTS, MAX_TRIES, testOdds } from './odds';
import { isRecord, isWholeIn, shown, wholeOrThrow } from './guard';
import type { BigOdds, Odds, Result } from './types';

// The rolls live in rolls.ts (one definition each, shared with movement and spreading).
export {
  combatTest,
  boltTest,
  resistTest,
  subvertTest,
  breakFreeTest,
  fireBurnTest,
} from './rolls';
import { combatTest, boltTest, resistTest, subvertTest, fireBurnTest } from './rolls';

/** Stats given to the rolls are whole numbers from −1000 to 1000 (as rolls.ts allows). */
function whole(name: string, ...xs: number[]): void {
  for (const x of xs) wholeOrThrow(x, -1000, 1000, name);
}

// ---------------------------------------------------------------------------
// Thin exact-odds functions (whole-number arguments; anything else throws RangeError)
// ---------------------------------------------------------------------------

/** P(attack + d10 > defence + d10). */
export function combatKill(attack: number, defence: number): Odds {
  whole('combatKill', attack, defence);
  return testOdds(combatTest(attack, defence));
}

/** P(power + d10 ≥ defence + d10): Magic Bolt has power 3, Lightning 6. */
export function boltKill(power: number, defence: number): Odds {
  whole('boltKill', power, defence);
  return testOdds(boltTest(power, defence));
}

/** P(a target of Vengeance/Decree/Dark Power/Justice resists) = P(d10 ≤ MR). */
export function resists(magicResistance: number): Odds {
  whole('resists', magicResistance);
  return testOdds(resistTest(magicResistance));
}

/** P(Subversion converts the creature) = P(d10 < MR + 1). */
export function subverts(magicResistance: number): Odds {
  whole('subverts', magicResistance);
  return testOdds(subvertTest(magicResistance));
}

// Engagement's roll has its own small module (engagement.ts), shared with movement.ts.
export { breaksFree } from './engagement';

/** P(Magic Fire consumes a piece of this defence) = P(defence + d10 > 5 + d10). */
export function fireBurns(defence: number): Odds {
  whole('fireBurns', defence);
  return testOdds(fireBurnTest(defence));
}

export type AttackRefusal =
  /** "UNDEAD-CANNOT BE ATTACKED". */
  | 'undead-cannot-be-attacked'
  /** Magic Fire, castles and walls cannot be attacked in close combat. */
  | 'cannot-be-attacked'
  /** Shooting at Magic Fire, a castle or a wall has no effect. */
  | 'no-effect'
  /** The attacker has no ranged attack (no ranged combat, or a record range of 0 when given). */
  | 'no-ranged-attack'
  /** The attacker never attacks (blobs, fire, Magic Wood, castles, walls; Shadow Wood only in close combat). */
  | 'cannot-attack'
  | 'bad-input';

/** The working of one attack, for display. */
export interface AttackWorking {
  readonly mode: 'melee' | 'ranged';
  /** Combat (or ranged combat) of the attacker. */
  readonly attackBase: number;
  readonly weaponBonus: number;
  /** attackBase + weaponBonus: the number added to the attacker's d10. */
  readonly attack: number;
  readonly defenceBase: number;
  readonly armourBonus: number;
  readonly shadowFormBonus: number;
  /** The number added to the defender's d10. */
  readonly defence: number;
  /** P(the defender dies). */
  readonly odds: Odds;
  /** A wizard attacker loses Shadow Form by attacking. */
  readonly attackerShadowFormEnds: boolean;
}

function fail<E extends string>(
  error: E,
  message: string,
): { ok: false; error: E; message: string } {
  return { ok: false, error, message };
}

const NEVER_ATTACKED: readonly string[] = ['Magic Fire', 'Magic Castle', 'Dark Citadel', 'Wall'];
const ATTACKING_OBJECTS: readonly string[] = ['Shadow Wood'];

/** What `attackOdds` may be told of the attacker beyond its fighter. */
export interface AttackOddsOptions {
  /**
   * The attacker's record range in squares (a wizard's own: his Bow sets 6; a position may give
   * any). The end of a move shoots whenever it is above 0 (#B06F), rolled as ranged combat +
   * weapon bonus + d10 (#B8DD, #B168), so with it given a ranged attack is refused only for
   * range 0, even with ranged combat 0. Without it the ranged combat decides: every creature's
   * record, and every Bow, has both or neither.
   */
  readonly range?: number;
}

/**
 * The odds that `attacker` kills `defender` in close combat or with a ranged attack, with the
 * working; or why the attack is not allowed. Ownership, distance and line of sight are not
 * checked here.
 */
export function attackOdds(
  attacker: Fighter,
  defender: Fighter,
  mode: 'melee' | 'ranged' = 'melee',
  options: AttackOddsOptions = {},
): Result<AttackWorking, AttackRefusal> {
  const bad = checkFighter(attacker) ?? checkFighter(defender);
  if (bad) return fail('bad-input', bad);
  if (mode !== 'melee' && mode !== 'ranged')
    return fail('bad-input', `An attack is 'melee' or 'ranged', not ${shown(mode)}.`);
  if (!isRecord(options) || !(options.range === undefined || isWholeIn(options.range, 0, 255)))
    return fail('bad-input', 'The options are { range } with a whole range from 0 to 255.');
  if (!isWizard(attacker) && !isCreature(attacker)) {
    if (!ATTACKING_OBJECTS.includes(attacker.kind) || mode === 'ranged') {
      return fail(
        'cannot-attack',
        `${attacker.kind} cannot make ${mode === 'ranged' ? 'a ranged' : 'an'} attack.`,
      );
    }
  }
  const a = baseStats(attacker);
  const attackBase = mode === 'ranged' ? a.rangedCombat : a.combat;
  if (mode === 'ranged' && (options.range === undefined ? attackBase === 0 : options.range === 0)) {
    return fail('no-ranged-attack', `${attacker.kind} has no ranged attack.`);
  }
  if (NEVER_ATTACKED.includes(defender.kind)) {
    return mode === 'ranged'
      ? fail('no-effect', `A shot at ${defender.kind} does nothing.`)
      : fail('cannot-be-attacked', `${defender.kind} cannot be attacked.`);
  }
  if (isUndead(defender) && !mayAttackUndead(attacker)) {
    return fail(
      'undead-cannot-be-attacked',
      'Only undead may attack the undead, or a wizard holding a Magic Knife, Sword or Bow.',
    );
  }
  const wb = weaponBonus(attacker);
  const d = baseStats(defender);
  const ab = armourBonus(defender);
  const sb = shadowFormBonus(defender);
  const attack = attackBase + wb;
  const defence = d.defence + ab + sb;
  return {
    ok: true,
    value: {
      mode,
      attackBase,
      weaponBonus: wb,
      attack,
      defenceBase: d.defence,
      armourBonus: ab,
      shadowFormBonus: sb,
      defence,
      odds: combatKill(attack, defence),
      attackerShadowFormEnds: isWizard(attacker) && attacker.shadowForm === true,
    },
  };
}

// ---------------------------------------------------------------------------
// Several attacks
// ---------------------------------------------------------------------------

/** P(at least one of these independent attacks kills). */
export function anyKills(attacks: readonly Odds[]): BigOdds {
  return anyOf(attacks);
}

/**
 * P(the defender is dead within `turns` turns) when every turn these independent attacks are
 * made (until one kills).
 */
export function killWithinTurns(attacksPerTurn: readonly Odds[], turns: number): BigOdds {
  wholeOrThrow(turns, 0, MAX_TRIES, 'killWithinTurns: turns');
  if (!Array.isArray(attacksPerTurn) || attacksPerTurn.length * turns > MAX_EVENTS) {
    throw new RangeError(`killWithinTurns: at most ${MAX_EVENTS} attacks in all`);
  }
  const all: Odds[] = [];
  for (let t = 0; t < turns; t++) all.push(...attacksPerTurn);
  return anyOf(all);
}

// ---------------------------------------------------------------------------
// After a kill in combat (#B2C4–#B2DD)
// ---------------------------------------------------------------------------

/**
 * What a kill in close or ranged combat leaves behind:
 * - `corpse`: a real creature of ids 2–27 that was not raised leaves its corpse;
 * - `no-corpse-illusion`: an illusion leaves nothing;
 * - `no-corpse-undead`: Vampire…Zombie and raised creatures leave nothing;
 * - `wizard-killed`: the wizard dies and everything he owns vanishes;
 * - `piece-destroyed`: a blob or tree is removed (no corpse).
 */
export type KillAftermath =
  'corpse' | 'no-corpse-illusion' | 'no-corpse-undead' | 'wizard-killed' | 'piece-destroyed';

/** What killing this defender in combat leaves behind (see `KillAftermath`). */
export function combatKillAftermath(defender: Fighter): KillAftermath {
  const bad = checkFighter(defender);
  if (bad) throw new RangeError(`combatKillAftermath: ${bad}`);
  if (isWizard(defender)) return 'wizard-killed';
  if (!isCreature(defender)) return 'piece-destroyed';
  if (defender.illusion === true) return 'no-corpse-illusion';
  if (isUndead(defender) || !CREATURES[defender.kind].leavesCorpse) return 'no-corpse-undead';
  return 'corpse';
}
