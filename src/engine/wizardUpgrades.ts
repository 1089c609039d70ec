/**
 * A wizard's upgrades, read from his record, and the picture drawn for him. One module for both,
 * so that every rule asks the record and only drawing asks the picture.
 *
 * The record (wizards.md §6): the flag byte at #AC16 + seat (armour bit 7 with the shield bit
 * 6, wings 5, dead 4, Shadow Form 3, sword 2, knife 1) and, for the Magic Bow, the wizard's own
 * ranged combat (the bow sets it to 3 and the range to 6; a wizard starts with 0). The original
 * reads the flags for every rule: movement and flight (bit 5, printed FLYING on the info
 * screen), the combat bonuses, attacking undead.
 *
 * The picture: every upgrade but Shadow Form swaps the wizard's sprite (#8324), so the picture
 * shows the last upgrade cast, and says nothing of the ones cast before it. Each upgrade that
 * changes the picture also leaves its own mark in the record, and no later upgrade removes the
 * mark of the one on the picture without drawing its own (Shield after Armour draws the Shield,
 * Knife after Sword the Knife), so in a real game the picture always shows an upgrade the record
 * holds, or the wizard's own plain picture when he holds none that draws. A board put together
 * by hand or an old link can break that: `pictureAgrees` finds it, and the rules still read the
 * record.
 *
 * Kept free of the statistics and odds code (wizards.ts) so that the board labs' movement can
 * use it without loading them.
 */
import { UPGRADE_EFFECTS, WIZARD_FLAG_BITS } from './data/wizards';
import { isRecord, isWholeIn, shown } from './guard';
import type { UpgradeSpellName } from './types';
import type { WizardState } from './wizards';

export type WeaponName = 'Magic Knife' | 'Magic Sword';
export type ArmourName = 'Magic Shield' | 'Magic Armour';

/** What the flag byte means. */
export interface WizardUpgrades {
  readonly weapon: WeaponName | null;
  readonly armour: ArmourName | null;
  readonly wings: boolean;
  readonly shadowForm: boolean;
  readonly dead: boolean;
}

/** Reads the flag byte: armour bit 7 (+4) wins over shield bit 6 (+2); sword bit 2 over knife bit 1. No checks. */
export function flagUpgrades(f: number): WizardUpgrades {
  return {
    armour:
      f & WIZARD_FLAG_BITS.armour
        ? 'Magic Armour'
        : f & WIZARD_FLAG_BITS.shield
          ? 'Magic Shield'
          : null,
    weapon:
      f & WIZARD_FLAG_BITS.sword
        ? 'Magic Sword'
        : f & WIZARD_FLAG_BITS.knife
          ? 'Magic Knife'
          : null,
    wings: (f & WIZARD_FLAG_BITS.wings) !== 0,
    shadowForm: (f & WIZARD_FLAG_BITS.shadowForm) !== 0,
    dead: (f & WIZARD_FLAG_BITS.dead) !== 0,
  };
}

/** The part of a wizard's record the upgrades are read from. */
export interface UpgradeRecord {
  readonly flags: number;
  readonly stats: { readonly rangedCombat: number };
}

function recordOrThrow(w: UpgradeRecord, where: string): UpgradeRecord {
  if (!isRecord(w) || !isWholeIn(w.flags, 0, 255) || !isRecord(w.stats))
    throw new RangeError(`${where}: need a wizard record { flags, stats }, got ${shown(w)}`);
  if (!isWholeIn(w.stats.rangedCombat, -1000, 1000))
    throw new RangeError(`${where}: the record's ranged combat is not a whole number`);
  return w;
}

/** What movement and combat need of a wizard's upgrades, read from his record. */
export interface WizardTraits {
  /** Magic Wings (flag bit 5): flies, movement 6. */
  readonly wings: boolean;
  /** Shadow Form (flag bit 3): walks 3 squares when he has no wings. */
  readonly shadowForm: boolean;
  /** Magic Knife, Sword (flag bits 1, 2) or Bow (ranged combat ≠ 0): may attack undead. */
  readonly magicWeapon: boolean;
}

/** The traits the rules use, from the record; RangeError for a record that is not one. */
export function wizardTraits(w: UpgradeRecord): WizardTraits {
  const r = recordOrThrow(w, 'wizardTraits');
  const u = flagUpgrades(r.flags);
  return {
    wings: u.wings,
    shadowForm: u.shadowForm,
    magicWeapon: u.weapon !== null || r.stats.rangedCombat !== 0,
  };
}

/** The upgrades that have a picture of their own, in the order the wizards page lists them. */
export type PictureUpgrade = Exclude<UpgradeSpellName, 'Shadow Form'>;

/** The sprite each upgrade draws (#8324). */
export const UPGRADE_PICTURES: Readonly<Record<PictureUpgrade, string>> = Object.freeze({
  'Magic Armour': 'Wizard (Magic Armour)',
  'Magic Shield': 'Wizard (Magic Shield)',
  'Magic Sword': 'Wizard (Magic Sword)',
  'Magic Knife': 'Wizard (Magic Knife)',
  'Magic Bow': 'Wizard (Magic Bow)',
  'Magic Wings': 'Wizard (Magic Wings)',
});

const PICTURE_ORDER = Object.keys(UPGRADE_PICTURES) as PictureUpgrade[];
const BY_PICTURE = new Map<string, PictureUpgrade>(
  PICTURE_ORDER.map((u) => [UPGRADE_PICTURES[u], u]),
);

/** The upgrade a wizard picture shows ('Wizard (Magic Sword)' → 'Magic Sword'), or null. */
export function pictureUpgrade(kind: string): PictureUpgrade | null {
  return (typeof kind === 'string' && BY_PICTURE.get(kind)) || null;
}

/** The upgrades the record holds that have a picture, in the wizards page's order. */
export function upgradesWithPictures(w: UpgradeRecord): PictureUpgrade[] {
  const r = recordOrThrow(w, 'upgradesWithPictures');
  const u = flagUpgrades(r.flags);
  const held = new Set<PictureUpgrade>();
  if (u.armour) held.add(u.armour);
  if (u.weapon) held.add(u.weapon);
  if (r.stats.rangedCombat !== 0) held.add('Magic Bow');
  if (u.wings) held.add('Magic Wings');
  return PICTURE_ORDER.filter((p) => held.has(p));
}

/**
 * Could this picture be drawn for this record in a game? A picture of an upgrade: when the record
 * holds that upgrade. A plain wizard picture: when the record holds no upgrade that draws.
 */
export function pictureAgrees(kind: string, w: UpgradeRecord): boolean {
  const shows = pictureUpgrade(kind);
  const held = upgradesWithPictures(w);
  return shows === null ? held.length === 0 : held.includes(shows);
}

/**
 * The picture to draw for a record: `prefer` (the upgrade cast last) when the record holds it,
 * else `current` when it agrees with the record, else the first upgrade held, else `plain` (the
 * wizard's own picture chosen at set-up).
 */
export function pictureFor(
  w: UpgradeRecord,
  plain: string,
  current?: string,
  prefer?: PictureUpgrade,
): string {
  const held = upgradesWithPictures(w);
  if (prefer !== undefined && held.includes(prefer)) return UPGRADE_PICTURES[prefer];
  if (current !== undefined && pictureAgrees(current, w)) return current;
  const first = held[0];
  return first !== undefined ? UPGRADE_PICTURES[first] : plain;
}

/**
 * The record after an upgrade spell works, exactly as the code sets the flag byte (#8324–#84C0):
 * Shield after Armour downgrades to +2, Knife after Sword downgrades to +2, Bow sets ranged
 * combat 3 and range 6 (absolute values). No checks: wizards.ts `castUpgrade` checks first.
 */
export function upgradeOf<W extends WizardState>(wizard: W, spell: UpgradeSpellName): W {
  const e = UPGRADE_EFFECTS[spell];
  const flags = ((wizard.flags & e.flagsAnd) | e.flagsOr) & 0xff;
  const stats =
    e.setsRangedCombat !== undefined || e.setsRange !== undefined
      ? {
          ...wizard.stats,
          rangedCombat: e.setsRangedCombat ?? wizard.stats.rangedCombat,
          range: e.setsRange ?? wizard.stats.range,
        }
      : wizard.stats;
  return { ...wizard, stats, flags };
}
