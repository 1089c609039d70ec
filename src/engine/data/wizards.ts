/**
 * Wizard tables read from the original ZX Spectrum tape (WIZCODE, loaded at #7D00): start
 * squares (#909F), the upgrade spells' effect on the wizard flag byte (#8324–#84C0), and
 * material in the code that the game never uses. The stat formulas are in ../wizards.ts.
 */
import type { UpgradeSpellName, WizardCount } from '../types';

/**
 * Start squares, raw: one byte per wizard in seat order, each a square index y × 16 + x
 * (the arena has 16 columns in memory; column 15 is unused). Table at #909F, 8 bytes per
 * wizard count, starting with the entry for 2 wizards.
 */
export const START_SQUARE_BYTES: Readonly<Record<WizardCount, readonly number[]>> = {
  2: [0x41, 0x4d],
  3: [0x17, 0x81, 0x8d],
  4: [0x11, 0x1d, 0x81, 0x8d],
  5: [0x07, 0x30, 0x3e, 0x93, 0x9b],
  6: [0x07, 0x10, 0x1e, 0x80, 0x97, 0x8e],
  7: [0x07, 0x11, 0x1d, 0x60, 0x6e, 0x94, 0x9a],
  8: [0x00, 0x07, 0x0e, 0x40, 0x4e, 0x90, 0x97, 0x9e],
};

/** Wizard flag byte bits (#AC16 + wizard). */
export const WIZARD_FLAG_BITS = {
  /** Magic Armour (set together with the shield bit). */
  armour: 0x80,
  /** Magic Shield, or any armour. */
  shield: 0x40,
  wings: 0x20,
  dead: 0x10,
  shadowForm: 0x08,
  sword: 0x04,
  knife: 0x02,
} as const;

/** What one upgrade spell does to the casting wizard. */
export interface UpgradeEffect {
  readonly spell: UpgradeSpellName;
  /** flags = (flags AND flagsAnd) OR flagsOr. */
  readonly flagsAnd: number;
  readonly flagsOr: number;
  /** Magic Bow sets these stats to absolute values (not added). */
  readonly setsRangedCombat?: number;
  readonly setsRange?: number;
  /** The computer skips the spell when (flags AND this) is non-zero; for the bow, when ranged combat ≠ 0. */
  readonly computerSkipsIfFlags?: number;
  readonly computerSkipsIfRangedCombat?: boolean;
  /** Address of the spell's routine. */
  readonly routineAddr: number;
}

export const UPGRADE_EFFECTS: Readonly<Record<UpgradeSpellName, UpgradeEffect>> = {
  // Clears the armour bit: Shield cast after Armour downgrades it to +2.
  'Magic Shield': {
    spell: 'Magic Shield',
    flagsAnd: 0x7f,
    flagsOr: 0x40,
    computerSkipsIfFlags: 0x40,
    routineAddr: 0x8404,
  },
  'Magic Armour': {
    spell: 'Magic Armour',
    flagsAnd: 0xff,
    flagsOr: 0xc0,
    computerSkipsIfFlags: 0x80,
    routineAddr: 0x836a,
  },
  'Magic Sword': {
    spell: 'Magic Sword',
    flagsAnd: 0xfc,
    flagsOr: 0x04,
    computerSkipsIfFlags: 0x04,
    routineAddr: 0x839c,
  },
  // Clears the sword bit: Knife cast after Sword downgrades it to +2.
  'Magic Knife': {
    spell: 'Magic Knife',
    flagsAnd: 0xf8,
    flagsOr: 0x02,
    computerSkipsIfFlags: 0x07,
    routineAddr: 0x83d0,
  },
  'Magic Bow': {
    spell: 'Magic Bow',
    flagsAnd: 0xff,
    flagsOr: 0x00,
    setsRangedCombat: 3,
    setsRange: 6,
    computerSkipsIfRangedCombat: true,
    routineAddr: 0x846a,
  },
  'Magic Wings': {
    spell: 'Magic Wings',
    flagsAnd: 0xff,
    flagsOr: 0x20,
    computerSkipsIfFlags: 0x20,
    routineAddr: 0x8438,
  },
  'Shadow Form': {
    spell: 'Shadow Form',
    flagsAnd: 0xff,
    flagsOr: 0x08,
    computerSkipsIfFlags: 0x08,
    routineAddr: 0x84c0,
  },
};

/** Combat bonuses a wizard's upgrades give (wizards only). */
export const WIZARD_BONUSES = {
  knifeAttack: 2,
  swordAttack: 4,
  shieldDefence: 2,
  armourDefence: 4,
  /** On top of shield/armour, in melee and ranged combat only (not against bolts). */
  shadowFormDefence: 3,
  /** Movement with Shadow Form (walking) and with Magic Wings (flying; wings win). */
  shadowFormMovement: 3,
  wingsMovement: 6,
} as const;

/** A complete creature record that no table points to (name at #E70D, stats at #E71A). */
export const UNUSED_TROLL = {
  name: 'Troll',
  combat: 4,
  rangedCombat: 0,
  range: 0,
  defence: 8,
  movement: 1,
  manoeuvre: 1,
  magicResistance: 4,
  castChanceByte: 6,
  alignment: -1,
  animDelay: 22,
} as const;

/** Spell names in the message table with no spell-table entry (message numbers 113, 114, 116, 119–122, 124). */
export const UNUSED_SPELL_NAMES = [
  'BLIND',
  'TEMPEST',
  'TELEPORT',
  'DEAD REVENGE',
  'CONSECRATION',
  'DISPEL',
  'COUNTER SPELL',
  'MAGIC SLEEP',
] as const;

/** The default wizard names stored in the records, in seat order. */
export const DEFAULT_WIZARD_NAMES = [
  'JULIAN',
  'GANDALF',
  'GREATFOGEY',
  'DYERARTI',
  'GOWIN',
  'MERLIN',
  'ILIAN RANE',
  'ASIMONO ZARK',
] as const;
