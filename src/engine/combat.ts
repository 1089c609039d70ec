/**
 * Combat and the other contested rolls, as exact odds over the d10 (0–9).
 *
 * - Close and ranged combat (#B168–#B2AD): kills if attack + d10 > defence + d10 (a tie saves).
 * - Magic Bolt / Lightning (#9D07–#9D63): kills if 3 or 6 + d10 ≥ defence + d10 (a tie kills).
 * - Vengeance, Decree, Dark Power, Justice (#9E9F): a target resists if d10 < MR + 1.
 * - Subversion (#85AF–#85C7): converts if d10 < MR + 1 (the same test: high MR is EASIER).
 * - Engagement (#ADD2): breaks free if d10 + 2 < manoeuvre.
 * - Magic Fire spreading (#A075): burns a piece if defence + d10 > 5 + d10.
 *
 * Wizards add weapon bonuses to attacks (Knife +2, Sword +4, ranged too) and armour bonuses to
 * defence (Shield +2, Armour +4, Shadow Form +3 more; Shadow Form does not count against bolts).
 */
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { WIZARD_BONUSES } from './data/wizards';
import { isCreatureName, isPieceName } from './lookup';
import { anyOf, countDistribution, fromBig, oneRoll, testOdds } from './odds';
import type { BigOdds, CreatureName, Distribution, Odds, PieceName, Result } from './types';
import { isUndeadCreature, mayAttackUndeadWith } from './undead';

// The rolls live in rolls.ts (one definition each, shared with movement and spreading).
export {
  combatTest,
  boltTest,
  resistTest,
  subvertTest,
  breakFreeTest,
  fireBurnTest,
} from './rolls';
import {
  combatTest,
  boltTest,
  resistTest,
  subvertTest,
  breakFreeTest,
  fireBurnTest,
} from './rolls';

function whole(name: string, ...xs: number[]): void {
  for (const x of xs) {
    if (!Number.isInteger(x))
      throw new RangeError(`${name}: whole numbers expected, got ${xs.join(', ')}`);
  }
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

/** P(a piece selected next to an enemy breaks free) = P(d10 + 2 < manoeuvre). */
export function breakFreeOdds(manoeuvre: number): Odds {
  whole('breakFreeOdds', manoeuvre);
  return testOdds(breakFreeTest(manoeuvre));
}

/** P(Magic Fire consumes a piece of this defence) = P(defence + d10 > 5 + d10). */
export function fireBurns(defence: number): Odds {
  whole('fireBurns', defence);
  return testOdds(fireBurnTest(defence));
}

// ---------------------------------------------------------------------------
// Pieces in a fight
// ---------------------------------------------------------------------------

export type WeaponName = 'Magic Knife' | 'Magic Sword';
export type ArmourName = 'Magic Shield' | 'Magic Armour';

/** A wizard, with his rolled stats and upgrades (see wizards.ts `wizardFighter`). */
export interface WizardFighter {
  readonly kind: 'Wizard';
  readonly combat: number;
  readonly defence: number;
  readonly rangedCombat?: number;
  readonly magicResistance?: number;
  readonly manoeuvre?: number;
  readonly weapon?: WeaponName | null;
  readonly armour?: ArmourName | null;
  readonly shadowForm?: boolean;
}

/** A creature; `raised` for one brought back by Raise Dead (undead), `illusion` if cast as one. */
export interface CreatureFighter {
  readonly kind: CreatureName;
  readonly raised?: boolean;
  readonly illusion?: boolean;
}

/** Any other piece: Gooey Blob, Magic Fire, the woods, castles, Wall. */
export interface ObjectFighter {
  readonly kind: PieceName;
}

export type Fighter = WizardFighter | CreatureFighter | ObjectFighter;

export function isWizard(f: Fighter): f is WizardFighter {
  return f.kind === 'Wizard';
}

export function isCreature(f: Fighter): f is CreatureFighter {
  return isCreatureName(f.kind);
}

/** Undead: Vampire…Zombie, or any raised creature (undead.ts). */
export function isUndead(f: Fighter): boolean {
  return isCreature(f) && isUndeadCreature(f.kind, f.raised);
}

export function weaponBonus(f: Fighter): number {
  if (!isWizard(f)) return 0;
  return f.weapon === 'Magic Sword'
    ? WIZARD_BONUSES.swordAttack
    : f.weapon === 'Magic Knife'
      ? WIZARD_BONUSES.knifeAttack
      : 0;
}

export function armourBonus(f: Fighter): number {
  if (!isWizard(f)) return 0;
  return f.armour === 'Magic Armour'
    ? WIZARD_BONUSES.armourDefence
    : f.armour === 'Magic Shield'
      ? WIZARD_BONUSES.shieldDefence
      : 0;
}

export function shadowFormBonus(f: Fighter): number {
  return isWizard(f) && f.shadowForm === true ? WIZARD_BONUSES.shadowFormDefence : 0;
}

/** Base stats of any fighter. */
export function baseStats(f: Fighter): {
  combat: number;
  rangedCombat: number;
  defence: number;
  magicResistance: number | null;
  manoeuvre: number | null;
} {
  if (isWizard(f)) {
    return {
      combat: f.combat,
      rangedCombat: f.rangedCombat ?? 0,
      defence: f.defence,
      magicResistance: f.magicResistance ?? null,
      manoeuvre: f.manoeuvre ?? null,
    };
  }
  const s = isCreatureName(f.kind) ? CREATURES[f.kind] : PIECES[f.kind];
  return {
    combat: s.combat,
    rangedCombat: s.rangedCombat,
    defence: s.defence,
    magicResistance: s.magicResistance,
    manoeuvre: s.manoeuvre,
  };
}

/** May this piece attack an undead one? Undead attackers, and wizards with a knife, sword or bow. */
export function mayAttackUndead(attacker: Fighter): boolean {
  const magicWeapon =
    isWizard(attacker) && (attacker.weapon != null || (attacker.rangedCombat ?? 0) !== 0);
  return mayAttackUndeadWith(isUndead(attacker), magicWeapon);
}

export type AttackRefusal =
  /** "UNDEAD-CANNOT BE ATTACKED". */
  | 'undead-cannot-be-attacked'
  /** Magic Fire, castles and walls cannot be attacked in close combat. */
  | 'cannot-be-attacked'
  /** Shooting at Magic Fire, a castle or a wall has no effect. */
  | 'no-effect'
  /** The attacker has no ranged combat. */
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

function checkFighter(f: Fighter): string | null {
  if (isWizard(f)) {
    for (const [k, v] of Object.entries({
      combat: f.combat,
      defence: f.defence,
      rangedCombat: f.rangedCombat ?? 0,
      magicResistance: f.magicResistance ?? 0,
    })) {
      if (!Number.isInteger(v) || v < 0)
        return `A wizard's ${k} must be a whole number ≥ 0; got ${v}.`;
    }
    return null;
  }
  if (isCreatureName(f.kind) || isPieceName(f.kind)) return null;
  return `Unknown piece "${String(f.kind)}".`;
}

const NEVER_ATTACKED: readonly string[] = ['Magic Fire', 'Magic Castle', 'Dark Citadel', 'Wall'];
const ATTACKING_OBJECTS: readonly string[] = ['Shadow Wood'];

/**
 * The odds that `attacker` kills `defender` in close combat or with a ranged attack, with the
 * working; or why the attack is not allowed. Ownership, distance and line of sight are not
 * checked here.
 */
export function attackOdds(
  attacker: Fighter,
  defender: Fighter,
  mode: 'melee' | 'ranged' = 'melee',
): Result<AttackWorking, AttackRefusal> {
  const bad = checkFighter(attacker) ?? checkFighter(defender);
  if (bad) return fail('bad-input', bad);
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
  if (mode === 'ranged' && attackBase === 0) {
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
// Magic Bolt and Lightning
// ---------------------------------------------------------------------------

export type BoltSpell = 'Magic Bolt' | 'Lightning';

/** Bolt power: added to the bolt's d10. */
export const BOLT_POWER: Readonly<Record<BoltSpell, number>> = { 'Magic Bolt': 3, Lightning: 6 };

export interface BoltWorking {
  readonly spell: BoltSpell;
  readonly power: number;
  readonly defenceBase: number;
  /** Shield/armour count against bolts; Shadow Form does not. */
  readonly armourBonus: number;
  readonly defence: number;
  readonly odds: Odds;
}

/** The odds a Magic Bolt or Lightning kills the target; Magic Fire, castles and walls are immune. */
export function boltOdds(
  spell: BoltSpell,
  target: Fighter,
): Result<BoltWorking, 'immune' | 'bad-input'> {
  const bad = checkFighter(target);
  if (bad) return fail('bad-input', bad);
  if (!(spell in BOLT_POWER)) return fail('bad-input', `Not a bolt spell: ${String(spell)}.`);
  if (!isWizard(target) && !isCreature(target) && PIECES[target.kind].boltImmune) {
    return fail('immune', `${spell} has no effect on ${target.kind}.`);
  }
  const power = BOLT_POWER[spell];
  const defenceBase = baseStats(target).defence;
  const ab = armourBonus(target);
  const defence = defenceBase + ab;
  return {
    ok: true,
    value: { spell, power, defenceBase, armourBonus: ab, defence, odds: boltKill(power, defence) },
  };
}

// ---------------------------------------------------------------------------
// Vengeance, Decree, Dark Power, Justice; Subversion
// ---------------------------------------------------------------------------

export type MagicAttackSpell = 'Vengeance' | 'Decree' | 'Dark Power' | 'Justice';

/** Targets per cast. */
export const MAGIC_ATTACK_TARGETS: Readonly<Record<MagicAttackSpell, number>> = {
  Vengeance: 1,
  Decree: 1,
  'Dark Power': 3,
  Justice: 3,
};

export interface MagicAttackOdds {
  readonly spell: MagicAttackSpell;
  /** Per target: its magic resistance, P(resists) and P(falls) (destroyed; a wizard loses his creations). */
  readonly targets: readonly {
    readonly magicResistance: number;
    readonly resists: Odds;
    readonly falls: Odds;
  }[];
  /** How many targets fall: 0…n. */
  readonly fallen: Distribution<number>;
}

export type MagicAttackError = 'not-a-target' | 'too-many-targets' | 'bad-input';

/**
 * Odds for Vengeance/Decree (1 target) and Dark Power/Justice (up to 3), after the spell
 * itself has been cast successfully. Targets must be creatures or wizards (with their magic
 * resistance); objects cannot be picked. Defence bonuses do not count.
 */
export function magicAttackOdds(
  spell: MagicAttackSpell,
  targets: readonly Fighter[],
): Result<MagicAttackOdds, MagicAttackError> {
  const max = MAGIC_ATTACK_TARGETS[spell];
  if (max === undefined) return fail('bad-input', `Not a magic attack spell: ${String(spell)}.`);
  if (targets.length > max)
    return fail('too-many-targets', `${spell} takes at most ${max} target(s).`);
  const rows: { magicResistance: number; resists: Odds; falls: Odds }[] = [];
  for (const t of targets) {
    const bad = checkFighter(t);
    if (bad) return fail('bad-input', bad);
    if (!isWizard(t) && !isCreature(t))
      return fail('not-a-target', `${t.kind} cannot be targeted by ${spell}.`);
    const mr = baseStats(t).magicResistance;
    if (mr === null) return fail('bad-input', `${spell} needs the wizard's magic resistance.`);
    const r = resists(mr);
    const f = testOdds(oneRoll((x) => !resistTest(mr).pass([x])));
    rows.push({ magicResistance: mr, resists: r, falls: f });
  }
  const fallen = countDistribution(rows.map((r) => r.falls)).map((b, k) => ({
    value: k,
    odds: fitOdds(b),
  }));
  return { ok: true, value: { spell, targets: rows, fallen } };
}

function fitOdds(b: BigOdds): Odds {
  const o = fromBig(b);
  if (!o) throw new RangeError('fitOdds: distribution too precise'); // unreachable: at most 3 targets
  return o;
}

export interface SubversionOdds {
  readonly magicResistance: number;
  readonly odds: Odds;
  /** Set when the spell cannot work on this creature. */
  readonly reason?: 'illusion';
}

/** The odds Subversion converts a creature (always fails on an illusion). */
export function subversionOdds(target: CreatureFighter): Result<SubversionOdds, 'not-a-creature'> {
  if (!isCreatureName(target.kind)) {
    return fail(
      'not-a-creature',
      `Subversion works only on creatures, not ${String(target.kind)}.`,
    );
  }
  const mr = CREATURES[target.kind].magicResistance;
  if (target.illusion === true) {
    return {
      ok: true,
      value: { magicResistance: mr, odds: testOdds(oneRoll(() => false)), reason: 'illusion' },
    };
  }
  return { ok: true, value: { magicResistance: mr, odds: subverts(mr) } };
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
  if (!Number.isInteger(turns) || turns < 0)
    throw new RangeError(`killWithinTurns: turns must be a whole number, got ${turns}`);
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
  if (isWizard(defender)) return 'wizard-killed';
  if (!isCreature(defender)) return 'piece-destroyed';
  if (defender.illusion === true) return 'no-corpse-illusion';
  if (isUndead(defender) || !CREATURES[defender.kind].leavesCorpse) return 'no-corpse-undead';
  return 'corpse';
}
