/**
 * A piece as a reader picks it (a creature, maybe an illusion or raised from the dead; an
 * object; or a wizard with starting stats and upgrades) and how a pick becomes a `Fighter` for
 * combat.ts. A wizard is built the way the game builds him: starting stats, then the upgrade
 * spells applied to the flag byte (`wizardState`, which uses `castUpgrade`), then
 * `wizardFighter`. The wording for picks lives in src/lib/fighter-words.ts.
 */
import type { Fighter } from './fighters';
import { isRecord, isWholeIn, shown } from './guard';
import { isPieceName } from './pieceLookup';
import { isCreatureKind, type UpgradeSpellName } from './types';
import { wizardFighter, wizardState, wizardStatDistributions } from './wizards';

export const WIZARD = 'Wizard';

export type WeaponChoice = 'none' | 'Magic Knife' | 'Magic Sword';
export type ArmourChoice = 'none' | 'Magic Shield' | 'Magic Armour';

export interface WizardChoice {
  readonly combat: number;
  readonly defence: number;
  readonly magicResistance: number;
  readonly weapon: WeaponChoice;
  readonly armour: ArmourChoice;
  readonly bow: boolean;
  readonly shadowForm: boolean;
}

/** One piece as picked: a creature, an object or a wizard. */
export interface PieceChoice {
  readonly kind: string;
  /** A creature cast as an illusion. */
  readonly illusion?: boolean;
  /** A creature brought back by Raise Dead (undead). */
  readonly raised?: boolean;
  /** Used when `kind` is "Wizard". */
  readonly wizard?: WizardChoice;
}

export type WizardStatField = 'combat' | 'defence' | 'magicResistance';

/** Lowest and highest starting value of a wizard stat: a human (level 0) to computer level 8. */
function statBounds(stat: WizardStatField): { min: number; max: number } {
  const lo = wizardStatDistributions(0);
  const hi = wizardStatDistributions(8);
  if (!lo.ok || !hi.ok) return { min: 0, max: 9 };
  const min = Math.min(...lo.value.stats[stat].map((o) => o.value));
  const max = Math.max(...hi.value.stats[stat].map((o) => o.value));
  return { min, max };
}

/** The range each wizard stat input accepts. */
export const WIZARD_STAT_BOUNDS: Readonly<Record<WizardStatField, { min: number; max: number }>> = {
  combat: statBounds('combat'),
  defence: statBounds('defence'),
  magicResistance: statBounds('magicResistance'),
};

/** A middling human wizard: the middle of each starting stat's range. */
function middle(stat: WizardStatField): number {
  const d = wizardStatDistributions(0);
  if (!d.ok) return 3;
  const values = d.value.stats[stat].map((o) => o.value);
  return Math.round((Math.min(...values) + Math.max(...values)) / 2);
}

export const DEFAULT_WIZARD: WizardChoice = {
  combat: middle('combat'),
  defence: middle('defence'),
  magicResistance: middle('magicResistance'),
  weapon: 'none',
  armour: 'none',
  bow: false,
  shadowForm: false,
};

export function wizardChoice(over: Partial<WizardChoice> = {}): WizardChoice {
  return { ...DEFAULT_WIZARD, ...over };
}

const WEAPON_CHOICES: readonly unknown[] = ['none', 'Magic Knife', 'Magic Sword'];
const ARMOUR_CHOICES: readonly unknown[] = ['none', 'Magic Shield', 'Magic Armour'];

/**
 * A RangeError unless `w` is a wizard choice: each stat a whole number within
 * WIZARD_STAT_BOUNDS, a weapon and an armour from the lists, bow and Shadow Form true or false.
 */
function checkWizardChoice(w: WizardChoice, where: string): void {
  if (!isRecord(w)) throw new RangeError(`${where}: need a wizard choice`);
  for (const field of ['combat', 'defence', 'magicResistance'] as const) {
    const { min, max } = WIZARD_STAT_BOUNDS[field];
    if (!isWholeIn(w[field], min, max))
      throw new RangeError(
        `${where}: ${field} must be a whole number from ${min} to ${max}; got ${shown(w[field])}`,
      );
  }
  if (!WEAPON_CHOICES.includes(w.weapon))
    throw new RangeError(`${where}: not a weapon: ${shown(w.weapon)}`);
  if (!ARMOUR_CHOICES.includes(w.armour))
    throw new RangeError(`${where}: not an armour: ${shown(w.armour)}`);
  if (typeof w.bow !== 'boolean' || typeof w.shadowForm !== 'boolean')
    throw new RangeError(`${where}: bow and shadowForm are true or false`);
}

/** The upgrade spells a choice stands for, in the order a player would cast them. */
export function choiceUpgrades(w: WizardChoice): UpgradeSpellName[] {
  checkWizardChoice(w, 'choiceUpgrades');
  return upgradesOf(w);
}

function upgradesOf(w: WizardChoice): UpgradeSpellName[] {
  const spells: UpgradeSpellName[] = [];
  if (w.weapon !== 'none') spells.push(w.weapon);
  if (w.armour !== 'none') spells.push(w.armour);
  if (w.bow) spells.push('Magic Bow');
  if (w.shadowForm) spells.push('Shadow Form');
  return spells;
}

/** The wizard as the engine sees him, upgrades applied in the order a player would cast them. */
export function wizardToFighter(w: WizardChoice): Fighter {
  checkWizardChoice(w, 'wizardToFighter');
  const stats = { combat: w.combat, defence: w.defence, magicResistance: w.magicResistance };
  return wizardFighter(wizardState(stats, upgradesOf(w)));
}

/**
 * The fighter a pick stands for. A RangeError for an unknown kind, a bad wizard choice, or
 * illusion and raised marks that are not true or false.
 */
export function toFighter(c: PieceChoice): Fighter {
  if (!isRecord(c) || typeof c.kind !== 'string')
    throw new RangeError('toFighter: need a piece choice');
  if (c.kind === WIZARD) return wizardToFighter(c.wizard ?? DEFAULT_WIZARD);
  if (isCreatureKind(c.kind)) {
    if (
      (c.illusion !== undefined && typeof c.illusion !== 'boolean') ||
      (c.raised !== undefined && typeof c.raised !== 'boolean')
    )
      throw new RangeError('toFighter: illusion and raised are true or false');
    return {
      kind: c.kind,
      ...(c.illusion ? { illusion: true } : {}),
      ...(c.raised ? { raised: true } : {}),
    } as Fighter;
  }
  if (!isPieceName(c.kind)) throw new RangeError(`toFighter: not a piece: ${shown(c.kind)}`);
  return { kind: c.kind } as Fighter;
}
