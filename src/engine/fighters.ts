/**
 * Pieces in a fight: what combat needs to know of a wizard, a creature or an object, and the
 * bonuses a wizard's upgrades give (Knife +2, Sword +4 to attack, ranged too; Shield +2, Armour
 * +4 to defence, Shadow Form +3 more), plus who may attack the undead (undead.ts).
 * Close and ranged combat are combat.ts; the attack spells are magicAttacks.ts.
 */
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { WIZARD_BONUSES } from './data/wizards';
import { isCreatureName, isPieceName } from './lookup';
import type { CreatureName, PieceName } from './types';
import { isUndeadCreature, mayAttackUndeadWith } from './types';
import { shown } from './guard';

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
  if (f.weapon != null && f.weapon !== 'Magic Sword' && f.weapon !== 'Magic Knife')
    throw new RangeError(`weaponBonus: not a weapon: ${shown(f.weapon)}`);
  return f.weapon === 'Magic Sword'
    ? WIZARD_BONUSES.swordAttack
    : f.weapon === 'Magic Knife'
      ? WIZARD_BONUSES.knifeAttack
      : 0;
}

export function armourBonus(f: Fighter): number {
  if (!isWizard(f)) return 0;
  if (f.armour != null && f.armour !== 'Magic Armour' && f.armour !== 'Magic Shield')
    throw new RangeError(`armourBonus: not an armour: ${shown(f.armour)}`);
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

/** Why a fighter description cannot be used (bad wizard stats, unknown kind), or null. */
export function checkFighter(f: Fighter): string | null {
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
