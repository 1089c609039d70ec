/**
 * The engine's shared vocabulary. Units are named in every identifier:
 * - squares: board coordinates, x 0–14 left to right, y 0–9 top to bottom;
 * - half-units: the game's distance measure (2 per straight step, 3 per diagonal step);
 * - pixels: 16 × 16 per square, only in line of sight.
 */

/** Board width and height, in squares. */
export const BOARD_WIDTH = 15;
export const BOARD_HEIGHT = 10;

/** A board square, in squares: x 0–14 left to right, y 0–9 top to bottom. */
export interface Square {
  readonly x: number;
  readonly y: number;
}

/** An exact probability: num/den in lowest terms, p = num / den. */
export interface Odds {
  readonly num: number;
  readonly den: number;
  readonly p: number;
}

/** Expected bad input comes back as a value, not an exception. */
export type Result<T, E extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E; readonly message: string };

// ---------------------------------------------------------------------------
// Rules vocabulary: pieces, spells and odds (tables in data/, odds in odds.ts).
// ---------------------------------------------------------------------------

/** The whole numbers 0 … N − 1, as a union type. */
type Below<N extends number, Acc extends number[] = []> = Acc['length'] extends N
  ? Acc[number]
  : Below<N, [...Acc, Acc['length']]>;
/** The whole numbers From … To − 1, as a union type. */
export type IntRange<From extends number, To extends number> = Exclude<Below<To>, Below<From>>;

/** The 32 creatures in game order (piece ids 2–33, which are also their spell numbers). */
export const CREATURE_NAMES = [
  'King Cobra',
  'Dire Wolf',
  'Goblin',
  'Crocodile',
  'Faun',
  'Lion',
  'Elf',
  'Orc',
  'Bear',
  'Gorilla',
  'Ogre',
  'Hydra',
  'Giant Rat',
  'Giant',
  'Horse',
  'Unicorn',
  'Centaur',
  'Pegasus',
  'Gryphon',
  'Manticore',
  'Bat',
  'Green Dragon',
  'Red Dragon',
  'Golden Dragon',
  'Harpy',
  'Eagle',
  'Vampire',
  'Ghost',
  'Spectre',
  'Wraith',
  'Skeleton',
  'Zombie',
] as const;
export type CreatureName = (typeof CREATURE_NAMES)[number];
/** A creature's piece id, 2 (King Cobra) to 33 (Zombie). */
export type CreatureId = IntRange<2, 34>;

/** The non-creature pieces in id order (34–40). */
export const PIECE_NAMES = [
  'Gooey Blob',
  'Magic Fire',
  'Magic Wood',
  'Shadow Wood',
  'Magic Castle',
  'Dark Citadel',
  'Wall',
] as const;
export type PieceName = (typeof PIECE_NAMES)[number];
export type PieceId = 34 | 35 | 36 | 37 | 38 | 39 | 40;

/** The 60 distinct spell names in spell-number order (65 numbers: five names have two). */
export const SPELL_NAMES = [
  'Disbelieve',
  ...CREATURE_NAMES,
  ...PIECE_NAMES,
  'Magic Bolt',
  'Lightning',
  'Vengeance',
  'Decree',
  'Dark Power',
  'Justice',
  'Magic Shield',
  'Magic Armour',
  'Magic Sword',
  'Magic Knife',
  'Magic Bow',
  'Magic Wings',
  'Law-1',
  'Law-2',
  'Chaos-1',
  'Chaos-2',
  'Shadow Form',
  'Subversion',
  'Raise Dead',
  'Turmoil',
] as const;
export type SpellName = (typeof SPELL_NAMES)[number];
/** A spell number, 1 (Disbelieve) to 65 (Turmoil's second number). */
export type SpellNumber = IntRange<1, 66>;

/** Spell categories, as in the reference spell table. */
export const SPELL_KINDS = [
  'disbelieve',
  'creature',
  'spreading',
  'wood',
  'castle',
  'wall',
  'bolt',
  'justice-type',
  'upgrade',
  'alignment',
  'subversion',
  'raise-dead',
  'turmoil',
] as const;
export type SpellKind = (typeof SPELL_KINDS)[number];

/** The spells that change only the casting wizard (wizard flag byte or bow stats). */
export type UpgradeSpellName =
  | 'Magic Shield'
  | 'Magic Armour'
  | 'Magic Sword'
  | 'Magic Knife'
  | 'Magic Bow'
  | 'Magic Wings'
  | 'Shadow Form';

/** The living creatures as piece kinds, in the game's id order (ids 2–33). */
export const CREATURE_KINDS: readonly string[] = CREATURE_NAMES;
/** The objects as piece kinds (ids 34–40). */
export const OBJECT_KINDS: readonly string[] = PIECE_NAMES;
const CREATURE_KIND_SET: ReadonlySet<string> = new Set(CREATURE_KINDS);
/** Is this piece kind a living creature (not a wizard, object or corpse)? */
export function isCreatureKind(kind: string): boolean {
  return CREATURE_KIND_SET.has(kind);
}

// The undead rule, in one place for combat (fighters.ts) and movement (movement.ts):
// - undead are Vampire, Ghost, Spectre, Wraith, Skeleton and Zombie (the undead flag in the
//   creature records; types.test.ts checks they agree) and any creature raised by Raise Dead;
// - only an undead piece, or a wizard holding a Magic Knife, Magic Sword or Magic Bow, may
//   attack an undead one; anything else gets "UNDEAD-CANNOT BE ATTACKED" (#B168 onwards).
// It sits with the kinds (not in a module of its own) so board pages load no extra chunk.

const UNDEAD = new Set(['Vampire', 'Ghost', 'Spectre', 'Wraith', 'Skeleton', 'Zombie']);

/** Vampire, Ghost, Spectre, Wraith, Skeleton, Zombie (a raised creature is undead too). */
export function isUndeadKind(kind: string): boolean {
  return UNDEAD.has(kind);
}

/**
 * Is a creature of this kind undead: undead by nature, or `raised` by Raise Dead? False for
 * anything that is not a creature kind, or a `raised` that is neither a boolean nor undefined.
 */
export function isUndeadCreature(kind: string, raised: boolean | undefined): boolean {
  if (raised !== undefined && typeof raised !== 'boolean') return false;
  return isUndeadKind(kind) || (raised === true && isCreatureKind(kind));
}

/**
 * May an attacker fight an undead piece? Yes when it is undead itself, or when it is a wizard
 * holding a Magic Knife, Magic Sword or Magic Bow. False unless both flags are booleans.
 */
export function mayAttackUndeadWith(
  attackerUndead: boolean,
  wizardWithMagicWeapon: boolean,
): boolean {
  // A yes/no question: anything but two booleans gets no.
  if (typeof attackerUndead !== 'boolean' || typeof wizardWithMagicWeapon !== 'boolean')
    return false;
  return attackerUndead || wizardWithMagicWeapon;
}

/** Number of wizards in a game. */
export type WizardCount = 2 | 3 | 4 | 5 | 6 | 7 | 8;
/** Wizard level: 0 for a human, 1–8 for the computer level chosen at set-up (bonus = level − 1). */
export type WizardLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
/** Every wizard level: 0 (a human) and the computer levels 1–8. */
export const WIZARD_LEVELS: readonly WizardLevel[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/** The computer levels chosen at set-up, 1–8. */
export const COMPUTER_LEVELS: readonly Exclude<WizardLevel, 0>[] = [1, 2, 3, 4, 5, 6, 7, 8];
/** Who casts: a human player or the computer. */
export type CasterKind = 'human' | 'computer';
export const CASTER_KINDS: readonly CasterKind[] = ['human', 'computer'];
/** A wizard's seat, 0–7 (shown to players as wizard 1–8; the owner of his pieces). */
export type Seat = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** Every seat, 0–7. */
export const SEATS: readonly Seat[] = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * The seven statistics every piece has, wizard, creature or object, in the info screen's order:
 * range in squares (0: no ranged attack), movement in squares a turn.
 */
export interface FightingStats {
  readonly combat: number;
  readonly rangedCombat: number;
  readonly range: number;
  readonly defence: number;
  readonly movement: number;
  readonly manoeuvre: number;
  readonly magicResistance: number;
}

/** The statistics a wizard starts with (info screen order); their rolls are in wizards.ts. */
export interface WizardStats extends FightingStats {
  /** SPELLS on the info screen: how many random spells are drawn besides Disbelieve. */
  readonly spells: number;
  readonly ability: number;
}

export type WizardStatName = keyof WizardStats;

/** The statistics in the order the game rolls them (and the info screen shows them). */
export const WIZARD_STAT_ORDER: readonly WizardStatName[] = [
  'combat',
  'rangedCombat',
  'range',
  'defence',
  'movement',
  'manoeuvre',
  'magicResistance',
  'spells',
  'ability',
];

/** Spell-book slots (two bytes each, #7F47 + 40 × wizard). */
export const SPELL_BOOK_SLOTS = 20;

/**
 * An exact probability too precise for `Odds` (compositions such as "kills within 10 turns"):
 * num/den in lowest terms as bigints, p = num / den as a float.
 */
export interface BigOdds {
  readonly num: bigint;
  readonly den: bigint;
  readonly p: number;
}

/** One value of a discrete distribution and its exact probability. */
export interface Outcome<T> {
  readonly value: T;
  readonly odds: Odds;
}
/** A discrete distribution: outcomes in ascending or table order, probabilities summing to 1. */
export type Distribution<T> = readonly Outcome<T>[];
