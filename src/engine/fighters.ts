/**
 * Pieces in a fight: what combat needs to know of a wizard, a creature or an object, and the
 * bonuses a wizard's upgrades give (Knife +2, Sword +4 to attack, ranged too; Shield +2, Armour
 * +4 to defence, Shadow Form +3 more), plus who may attack the undead (undead.ts).
 * Close and ranged combat are combat.ts; the attack spells are magicAttacks.ts.
 */
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { WIZARD_BONUSES } from './data/wizards';
import { isCreatureName, isPieceName } from './pieceLookup';
import type { CreatureName, PieceName } from './types';
import { isUndeadCreature, mayAttackUndeadWith } from './types';
import { isRecord, isWholeIn, shown } from './guard';

import type { ArmourName, WeaponName } from './wizardUpgrades';
export type { ArmourName, WeaponName } from './wizardUpgrades';

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

/** Is this a wizard fighter? (False for anything that is not a fighter.) */
export function isWizard(f: Fighter): f is WizardFighter {
  return isRecord(f) && f.kind === 'Wizard';
}

/** Is this a creature fighter? (False for anything that is not a fighter.) */
export function isCreature(f: Fighter): f is CreatureFighter {
  return isRecord(f) && isCreatureName(f.kind);
}

/** Undead: Vampire…Zombie, or any raised creature (undead.ts). False for anything else. */
export function isUndead(f: Fighter): boolean {
  return isCreature(f) && isUndeadCreature(f.kind, f.raised);
}

/** A RangeError unless `f` is a fighter `checkFighter` accepts. */
function fighterOrThrow(f: Fighter, where: string): void {
  const bad = checkFighter(f);
  if (bad) throw new RangeError(`${where}: ${bad}`);
}

export function weaponBonus(f: Fighter): number {
  fighterOrThrow(f, 'weaponBonus');
  if (!isWizard(f)) return 0;
  return f.weapon === 'Magic Sword'
    ? WIZARD_BONUSES.swordAttack
    : f.weapon === 'Magic Knife'
      ? WIZARD_BONUSES.knifeAttack
      : 0;
}

export function armourBonus(f: Fighter): number {
  fighterOrThrow(f, 'armourBonus');
  if (!isWizard(f)) return 0;
  return f.armour === 'Magic Armour'
    ? WIZARD_BONUSES.armourDefence
    : f.armour === 'Magic Shield'
      ? WIZARD_BONUSES.shieldDefence
      : 0;
}

export function shadowFormBonus(f: Fighter): number {
  fighterOrThrow(f, 'shadowFormBonus');
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
  fighterOrThrow(f, 'baseStats');
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

/**
 * May this piece attack an undead one? Undead attackers, and wizards with a knife, sword or
 * bow. False for anything that is not a fighter.
 */
export function mayAttackUndead(attacker: Fighter): boolean {
  if (checkFighter(attacker) !== null) return false;
  const magicWeapon =
    isWizard(attacker) && (attacker.weapon != null || (attacker.rangedCombat ?? 0) !== 0);
  return mayAttackUndeadWith(isUndead(attacker), magicWeapon);
}

/** Largest stat a fighter may be given (the rolls take −1000 to 1000, see rolls.ts). */
const MAX_STAT = 1000;
const isStat = (v: unknown): boolean => isWholeIn(v, 0, MAX_STAT);
const optionalStat = (v: unknown): boolean => v === undefined || isStat(v);
const optionalFlag = (v: unknown): boolean => v === undefined || typeof v === 'boolean';

/**
 * Why a fighter description cannot be used (bad wizard stats, an unknown kind, weapon or
 * armour, a flag that is not a boolean), or null.
 */
export function checkFighter(f: Fighter): string | null {
  if (!isRecord(f)) return 'A fighter is an object with a kind.';
  if (isWizard(f)) {
    const stats: [string, unknown, boolean][] = [
      ['combat', f.combat, isStat(f.combat)],
      ['defence', f.defence, isStat(f.defence)],
      ['rangedCombat', f.rangedCombat, optionalStat(f.rangedCombat)],
      ['magicResistance', f.magicResistance, optionalStat(f.magicResistance)],
      ['manoeuvre', f.manoeuvre, optionalStat(f.manoeuvre)],
    ];
    for (const [k, v, good] of stats) {
      if (!good)
        return `A wizard's ${k} must be a whole number from 0 to ${MAX_STAT}; got ${shown(v)}.`;
    }
    if (f.weapon != null && f.weapon !== 'Magic Sword' && f.weapon !== 'Magic Knife')
      return `Not a weapon: ${shown(f.weapon)}.`;
    if (f.armour != null && f.armour !== 'Magic Armour' && f.armour !== 'Magic Shield')
      return `Not an armour: ${shown(f.armour)}.`;
    if (!optionalFlag(f.shadowForm)) return 'Shadow Form is true or false.';
    return null;
  }
  if (isCreatureName(f.kind)) {
    const c = f as CreatureFighter;
    if (!optionalFlag(c.raised) || !optionalFlag(c.illusion))
      return "A creature's raised and illusion marks are true or false.";
    return null;
  }
  if (isPieceName(f.kind)) return null;
  return `Unknown piece ${shown(f.kind)}.`;
}
