/**
 * What the creature and spell cards (/creatures/<slug>/, /spells/<slug>/) show, gathered from
 * the engine at build time: which pages exist, the match-ups of a creature against every other
 * creature, the odds of an attack spell against a set of sample targets, and where a spell can
 * come from. No rule is worked out here: every number is an engine call.
 */
import {
  ATTACK_SPELLS,
  CREATURE_NAMES,
  SPELL_NAMES,
  SPELLS,
  attackOdds,
  attackSpellOdds,
  bookHoldsOddsForLevel,
  boltOdds,
  drawOdds,
  isCreatureName,
  spellByName,
  spellNumbers,
  subverts,
  woodGiftChance,
  woodGiftOdds,
  emptyBoard,
  makePiece,
  spellTargetMap,
  withPiece,
  type AttackSpellName,
  type BigOdds,
  type CreatureName,
  type CreatureStats,
  type Fighter,
  type Odds,
  type SpellEntry,
  type SpellName,
} from '../engine';
import { slug } from './format';

/**
 * Other words a reader may type for a card's name: other spellings (American, common slips) and
 * near names. The search index files each card under them too (a hidden attribute of the card's
 * first paragraph, `searchAlso`), so "lightening" or "armor" finds the card.
 */
const SEARCH_ALSO: Partial<Record<SpellName, string>> = {
  Lightning: 'lightening, lightnin',
  'Magic Armour': 'armor',
  Spectre: 'specter',
  Gryphon: 'griffin, griffon',
  Faun: 'fawn',
  'Gooey Blob': 'goo, slime',
  'Dire Wolf': 'direwolf',
  Disbelieve: 'disbelief',
  Subversion: 'subvert',
  'Raise Dead': 'necromancy',
  'Shadow Form': 'shadowform',
};

/** The Pagefind attributes that file a card under its other names (none when it has none). */
export function searchAlso(name: SpellName): Record<string, string> {
  const also = SEARCH_ALSO[name];
  return also
    ? { 'data-pagefind-index-attrs': 'data-search-also', 'data-search-also': `also: ${also}` }
    : {};
}

/** The address of a creature's card. */
export function creatureCardPath(name: CreatureName): string {
  return `/creatures/${slug(name)}/`;
}

/** The address of a spell's card: a creature's spell is its creature card. */
export function spellCardPath(name: SpellName): string {
  return isCreatureName(name) ? creatureCardPath(name) : `/spells/${slug(name)}/`;
}

/** The 28 spells that are not creatures, in spell-number order. */
export const CARD_SPELL_NAMES: readonly SpellName[] = SPELL_NAMES.filter((n) => !isCreatureName(n));

/** One creature against another: the best single attack each way, or why there is none. */
export interface MatchUp {
  readonly other: CreatureName;
  /** P(this creature kills the other with one attack): the better of close combat and a shot. */
  readonly kills: Odds | null;
  readonly killsBy: 'melee' | 'ranged' | null;
  /** P(the other kills this creature with one attack). */
  readonly killedBy: Odds | null;
  readonly killedByMode: 'melee' | 'ranged' | null;
}

/** The better (higher) of a close-combat and a ranged attack, or null if neither is allowed. */
function bestAttack(
  attacker: Fighter,
  defender: Fighter,
): { odds: Odds; mode: 'melee' | 'ranged' } | null {
  let best: { odds: Odds; mode: 'melee' | 'ranged' } | null = null;
  for (const mode of ['melee', 'ranged'] as const) {
    const r = attackOdds(attacker, defender, mode);
    if (r.ok && (best === null || r.value.odds.p > best.odds.p))
      best = { odds: r.value.odds, mode };
  }
  return best;
}

/** Every other creature, with the odds of one attack each way, in the game's order. */
export function matchUps(name: CreatureName): MatchUp[] {
  const me: Fighter = { kind: name };
  return CREATURE_NAMES.filter((o) => o !== name).map((other) => {
    const them: Fighter = { kind: other };
    const a = bestAttack(me, them);
    const d = bestAttack(them, me);
    return {
      other,
      kills: a?.odds ?? null,
      killsBy: a?.mode ?? null,
      killedBy: d?.odds ?? null,
      killedByMode: d?.mode ?? null,
    };
  });
}

/** The `n` match-ups with the highest odds one way, highest first (ties in game order). */
export function topMatchUps(ups: readonly MatchUp[], way: 'kills' | 'killedBy', n = 5): MatchUp[] {
  return ups
    .filter((u) => u[way] !== null && u[way].p > 0)
    .map((u, i) => ({ u, i }))
    .sort((a, b) => b.u[way]!.p - a.u[way]!.p || a.i - b.i)
    .slice(0, n)
    .map(({ u }) => u);
}

/** What the two spells aimed at creatures do to this one, and what bolts do. */
export interface CreatureMagic {
  /** P(Subversion, once cast, takes it over); none on an illusion. */
  readonly subversion: Odds;
  readonly magicBolt: Odds;
  readonly lightning: Odds;
  /** P(a Magic Bolt / Lightning cast at it kills) is above; Disbelieve removes it only as an illusion. */
  readonly canBeIllusion: boolean;
}

export function creatureMagic(c: CreatureStats): CreatureMagic {
  const bolt = (spell: 'Magic Bolt' | 'Lightning') => {
    const r = boltOdds(spell, { kind: c.name });
    if (!r.ok) throw new RangeError(r.message); // unreachable: creatures are never bolt-immune
    return r.value.odds;
  };
  return {
    subversion: subverts(c.magicResistance),
    magicBolt: bolt('Magic Bolt'),
    lightning: bolt('Lightning'),
    canBeIllusion: c.canBeIllusion,
  };
}

/** Sample targets for the attack spells' cards: weak to strong, living and undead. */
export const SAMPLE_TARGETS: readonly CreatureName[] = [
  'Giant Rat',
  'Goblin',
  'Orc',
  'Elf',
  'Unicorn',
  'Giant',
  'Golden Dragon',
  'Vampire',
  'Ghost',
];

/** For bolts: the other pieces a bolt can be aimed at. */
const BOLT_OBJECT_TARGETS = ['Gooey Blob', 'Magic Wood', 'Shadow Wood', 'Magic Fire'] as const;

/** One sample target of an attack spell, and what the spell does to it once cast. */
export interface TargetOdds {
  readonly target: string;
  /** P(the target falls, is taken over or is raised) given the spell works; null if it cannot be aimed there. */
  readonly effect: Odds | null;
  /** Why the spell cannot be aimed at it (the engine's message), when effect is null. */
  readonly why?: string;
}

export function isAttackSpell(name: SpellName): name is AttackSpellName {
  return (ATTACK_SPELLS as readonly string[]).includes(name);
}

/**
 * The effect of an attack spell on each sample target, given the spell works. Disbelieve is
 * shown on a real creature and on an illusion; Raise Dead on the corpses of the samples.
 */
export function sampleTargetOdds(spell: AttackSpellName): TargetOdds[] {
  const effect = (label: string, target: Fighter): TargetOdds => {
    // The effect does not depend on balance or ability; those only decide whether the cast works.
    const r = attackSpellOdds(spell, [target], { balance: 0, ability: 0 });
    return r.ok
      ? { target: label, effect: r.value.effects[0] ?? null }
      : { target: label, effect: null, why: r.message };
  };
  if (spell === 'Disbelieve')
    return SAMPLE_TARGETS.flatMap((t) => [
      effect(t, { kind: t }),
      effect(`${t} (illusion)`, { kind: t, illusion: true }),
    ]);
  if (spell === 'Raise Dead')
    return SAMPLE_TARGETS.map((t) => effect(`${t} (corpse)`, { kind: t }));
  const rows = SAMPLE_TARGETS.map((t) => effect(t, { kind: t }));
  if (spell === 'Magic Bolt' || spell === 'Lightning')
    rows.push(...BOLT_OBJECT_TARGETS.map((t) => effect(t, { kind: t })));
  return rows;
}

/** Where a spell can come from, and how far it reaches. */
export interface SpellOrigin {
  readonly numbers: readonly number[];
  readonly startingBook: SpellEntry['startingBook'];
  /** P(one random draw into a starting book is this spell). */
  readonly perDraw: Odds;
  /** P(a human wizard's starting book holds at least one). */
  readonly humanBookHolds: BigOdds | null;
  /** The spell numbers of this spell that a Magic Wood can give. */
  readonly woodNumbers: readonly number[];
  /** P(a gift from a Magic Wood is this spell), and P(a gift at all in a turn). */
  readonly perGift: Odds | null;
  readonly giftChance: Odds;
}

export function spellOrigin(name: SpellName): SpellOrigin {
  const numbers = spellNumbers(name);
  const held = bookHoldsOddsForLevel(name, 0);
  return {
    numbers,
    startingBook: spellByName(name).startingBook,
    perDraw: drawOdds(name),
    humanBookHolds: held.ok ? held.value : null,
    woodNumbers: numbers.filter((n) => SPELLS[n].fromMagicWood),
    perGift: woodGiftOdds().find((o) => o.value === name)?.odds ?? null,
    giftChance: woodGiftChance(),
  };
}

/** How far a spell reaches, and what limits it. */
export interface SpellReach {
  /** Range as the spell screens print it, in squares (null for creatures). */
  readonly shown: number | null;
  /** The range byte, in half-units: a square counts when its distance is at most this. */
  readonly halfUnits: number;
  readonly needsTarget: boolean;
  readonly usesRange: boolean;
  readonly usesSight: boolean;
  /** Squares within its range from the middle of the board (a wizard at 7,4), sight aside. */
  readonly squaresFromMiddle: number;
  readonly boardSquares: number;
}

const MIDDLE = { x: 7, y: 4 };

export function spellReach(name: SpellName): SpellReach {
  const s = spellByName(name);
  const board = withPiece(emptyBoard(), MIDDLE, makePiece('Wizard 1', 0));
  const map = spellTargetMap(board, MIDDLE, { rangeByte: s.rangeByte, category: s.kind });
  return {
    shown: s.rangeShown,
    halfUnits: s.rangeByte,
    needsTarget: map.needsTarget,
    usesRange: map.usesRange,
    usesSight: map.usesSight,
    squaresFromMiddle: map.squares.filter(
      (e) => e.reason !== 'out-of-range' && e.reason !== 'caster',
    ).length,
    boardSquares: map.squares.length,
  };
}

/** Each attack spell aimed at this creature (a real one, and as an illusion), given it is cast. */
export function spellsAgainst(
  name: CreatureName,
): { spell: AttackSpellName; real: TargetOdds; illusion: TargetOdds }[] {
  const effect = (spell: AttackSpellName, target: Fighter): TargetOdds => {
    const r = attackSpellOdds(spell, [target], { balance: 0, ability: 0 });
    return r.ok
      ? { target: name, effect: r.value.effects[0] ?? null }
      : { target: name, effect: null, why: r.message };
  };
  return ATTACK_SPELLS.map((spell) => ({
    spell,
    real: effect(spell, { kind: name }),
    illusion: effect(spell, { kind: name, illusion: true }),
  }));
}
