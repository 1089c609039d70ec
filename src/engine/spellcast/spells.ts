/**
 * Spellcast's spell list: every spell with every gesture sequence that casts it, in the order
 * of the game's manual page (protection, summons, damaging spells, enchantments).
 *
 * Source: the Spellcast manual page (`/work/shared/spec/spellcast-manual.md`), section SPELLS.
 * A sequence is one character per turn, oldest first. Upper case is a one-handed gesture made
 * by the casting hand; lower case is a two-handed gesture (both hands make that gesture in the
 * same turn). Names are the manual's, in Title Case.
 */

/** The four sections of the manual's spell list. */
export type SpellcastKind = 'protection' | 'summons' | 'damage' | 'enchantment';

export const SPELLCAST_KINDS: readonly SpellcastKind[] = [
  'protection',
  'summons',
  'damage',
  'enchantment',
];

export interface SpellcastSpell {
  readonly name: string;
  /** Every alternative sequence; upper case = one hand, lower case = both hands. */
  readonly gestures: readonly string[];
  readonly kind: SpellcastKind;
}

const spell = (name: string, kind: SpellcastKind, ...gestures: string[]): SpellcastSpell => ({
  name,
  gestures,
  kind,
});

/** Every spell in the manual, manual order. Surrender (both hands P) is not a spell. */
export const SPELLCAST_SPELLS: readonly SpellcastSpell[] = [
  spell('Shield', 'protection', 'P'),
  spell('Remove Enchantment', 'protection', 'PDWP'),
  spell('Magic Mirror', 'protection', 'cw'),
  spell('Counter-spell', 'protection', 'WPP', 'WWS'),
  spell('Dispel Magic', 'protection', 'cDPW'),
  spell('Raise Dead', 'protection', 'DWWFWc'),
  spell('Cure Light Wounds', 'protection', 'DFW'),
  spell('Cure Heavy Wounds', 'protection', 'DFPW'),
  spell('Summon Goblin', 'summons', 'SFW'),
  spell('Summon Ogre', 'summons', 'PSFW'),
  spell('Summon Troll', 'summons', 'FPSFW'),
  spell('Summon Giant', 'summons', 'WFPSFW'),
  spell('Summon Elemental', 'summons', 'cSWWS'),
  spell('Missile', 'damage', 'SD'),
  spell('Finger of Death', 'damage', 'PWPFSSSD'),
  spell('Lightning Bolt', 'damage', 'DFFDD', 'WDDc'),
  spell('Cause Light Wounds', 'damage', 'WFP'),
  spell('Cause Heavy Wounds', 'damage', 'WPFD'),
  spell('Fireball', 'damage', 'FSSDD'),
  spell('Fire Storm', 'damage', 'SWWc'),
  spell('Ice Storm', 'damage', 'WSSc'),
  spell('Amnesia', 'enchantment', 'DPP'),
  spell('Confusion', 'enchantment', 'DSF'),
  spell('Charm Person', 'enchantment', 'PSDF'),
  spell('Charm Monster', 'enchantment', 'PSDD'),
  spell('Paralysis', 'enchantment', 'FFF'),
  spell('Fear', 'enchantment', 'SWD'),
  spell('Anti-spell', 'enchantment', 'SPF'),
  spell('Protection from Evil', 'enchantment', 'WWP'),
  spell('Resist Heat', 'enchantment', 'WWFP'),
  spell('Resist Cold', 'enchantment', 'SSFP'),
  spell('Disease', 'enchantment', 'DSFFFc'),
  spell('Poison', 'enchantment', 'DWWFWD'),
  spell('Blindness', 'enchantment', 'DWFFd'),
  spell('Invisibility', 'enchantment', 'PPws'),
  spell('Haste', 'enchantment', 'PWPWWc'),
  spell('Time Stop', 'enchantment', 'SPPc'),
  spell('Delayed Effect', 'enchantment', 'DWSSSP'),
  spell('Permanency', 'enchantment', 'SPFPSDW'),
];

/** The spell names, manual order. */
export const SPELLCAST_SPELL_NAMES: readonly string[] = SPELLCAST_SPELLS.map((s) => s.name);

/** The spell with this exact name, or undefined. */
export function findSpellcastSpell(name: string): SpellcastSpell | undefined {
  return SPELLCAST_SPELLS.find((s) => s.name === name);
}
