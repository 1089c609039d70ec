/**
 * What the combat and attack-spell islands let a reader pick, and how a pick becomes an engine
 * `Fighter`. A wizard is built the way the game builds him: starting stats, then the upgrade
 * spells applied to the flag byte by the engine (`castUpgrade`), then `wizardFighter`.
 * No rule lives here: only names, choices and their plain-words descriptions.
 */
import {
  CREATURE_NAMES,
  PIECE_NAMES,
  castUpgrade,
  isWizard,
  wizardFighter,
  wizardStatDistributions,
  type AttackRefusal,
  type AttackWorking,
  type Fighter,
  type KillAftermath,
  type UpgradeSpellName,
  type WizardState,
} from '../../engine';

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

/** The creatures, in game order. */
export const CREATURE_KINDS: readonly string[] = CREATURE_NAMES;
/** The other pieces. */
export const OBJECT_KINDS: readonly string[] = PIECE_NAMES;

export function isCreatureKind(kind: string): boolean {
  return CREATURE_KINDS.includes(kind);
}

/** The wizard as the engine sees him, upgrades applied in the order a player would cast them. */
export function wizardToFighter(w: WizardChoice): Fighter {
  let state: WizardState = {
    stats: {
      combat: w.combat,
      rangedCombat: 0,
      range: 0,
      defence: w.defence,
      movement: 1,
      manoeuvre: 3,
      magicResistance: w.magicResistance,
      spells: 11,
      ability: 0,
    },
    flags: 0,
  };
  const spells: UpgradeSpellName[] = [];
  if (w.weapon !== 'none') spells.push(w.weapon);
  if (w.armour !== 'none') spells.push(w.armour);
  if (w.bow) spells.push('Magic Bow');
  if (w.shadowForm) spells.push('Shadow Form');
  for (const s of spells) state = castUpgrade(state, s);
  return wizardFighter(state);
}

export function toFighter(c: PieceChoice): Fighter {
  if (c.kind === WIZARD) return wizardToFighter(c.wizard ?? DEFAULT_WIZARD);
  if (isCreatureKind(c.kind)) {
    return {
      kind: c.kind,
      ...(c.illusion ? { illusion: true } : {}),
      ...(c.raised ? { raised: true } : {}),
    } as Fighter;
  }
  return { kind: c.kind } as Fighter;
}

/** The wizard's upgrades in words: "Magic Sword, Magic Armour". */
export function upgradeList(w: WizardChoice): string[] {
  const out: string[] = [];
  if (w.weapon !== 'none') out.push(w.weapon);
  if (w.bow) out.push('Magic Bow');
  if (w.armour !== 'none') out.push(w.armour);
  if (w.shadowForm) out.push('Shadow Form');
  return out;
}

/** A short name: "Goblin", "Goblin (illusion)", "Wizard (Magic Sword, Magic Armour)". */
export function choiceName(c: PieceChoice): string {
  if (c.kind === WIZARD) {
    const ups = upgradeList(c.wizard ?? DEFAULT_WIZARD);
    return ups.length ? `Wizard (${ups.join(', ')})` : 'Wizard';
  }
  const tags = [c.illusion ? 'illusion' : '', c.raised ? 'raised from the dead' : ''].filter(
    Boolean,
  );
  return tags.length ? `${c.kind} (${tags.join(', ')})` : c.kind;
}

/** Why an attack is not allowed, in words. */
export const REFUSAL_WORDS: Readonly<Record<AttackRefusal, string>> = {
  'undead-cannot-be-attacked':
    'The target is undead. Only undead pieces, or a wizard holding a Magic Knife, Magic Sword or Magic Bow, may attack it; the game answers “UNDEAD - CANNOT BE ATTACKED”.',
  'cannot-be-attacked':
    'Magic Fire, castles, citadels and walls cannot be attacked: nothing can move into them to fight.',
  'no-effect': 'A shot at Magic Fire, a castle, a citadel or a wall does nothing.',
  'no-ranged-attack': 'This attacker has no ranged attack (its ranged combat is 0).',
  'cannot-attack':
    'This piece never attacks. Of the objects, only Shadow Wood fights, and only its neighbours.',
  'bad-input': 'These pieces cannot be compared.',
};

/** What a kill leaves behind, in words. */
export const AFTERMATH_WORDS: Readonly<Record<KillAftermath, string>> = {
  corpse: 'The creature leaves a corpse, which Raise Dead can bring back as undead.',
  'no-corpse-illusion': 'An illusion leaves no corpse: it simply disappears.',
  'no-corpse-undead': 'The undead leave no corpse.',
  'wizard-killed':
    'The wizard dies, and every creature and object he owns vanishes with him. Corpses stay.',
  'piece-destroyed': 'The piece is removed; it leaves no corpse.',
};

/** The weapon or armour a fighter carries, by name, for the working ("Magic Armour"). */
function gear(f: Fighter | undefined, which: 'weapon' | 'armour'): string | null {
  if (!f || !isWizard(f)) return null;
  return (which === 'weapon' ? f.weapon : f.armour) ?? null;
}

/** "9 + a roll against 3 + 4 (Magic Armour) + a roll" as parts, for display. */
export function attackTerms(
  w: AttackWorking,
  attacker?: Fighter,
  defender?: Fighter,
): { attack: string; defence: string } {
  const attack =
    w.weaponBonus > 0
      ? `${w.attackBase} + ${w.weaponBonus} (${gear(attacker, 'weapon') ?? 'weapon'})`
      : `${w.attackBase}`;
  const parts = [`${w.defenceBase}`];
  if (w.armourBonus > 0)
    parts.push(`${w.armourBonus} (${gear(defender, 'armour') ?? 'shield or armour'})`);
  if (w.shadowFormBonus > 0) parts.push(`${w.shadowFormBonus} (Shadow Form)`);
  return { attack, defence: parts.join(' + ') };
}

/** One line of working: "attack 9, plus a roll, against defence 3 + 4 (Magic Armour) = 7, plus a roll". */
export function workingLine(w: AttackWorking, attacker?: Fighter, defender?: Fighter): string {
  const t = attackTerms(w, attacker, defender);
  const a = t.attack === String(w.attack) ? t.attack : `${t.attack} = ${w.attack}`;
  const d = t.defence === String(w.defence) ? t.defence : `${t.defence} = ${w.defence}`;
  const kind = w.mode === 'ranged' ? 'ranged attack' : 'attack';
  return `${kind} ${a}, plus a roll, against defence ${d}, plus a roll`;
}
