/**
 * The spells that remove or take over enemy pieces, from the cast to the effect, as exact odds:
 *
 * - Magic Bolt, Lightning (#9D07–#9D63): `boltOdds` per target;
 * - Vengeance, Decree, Dark Power, Justice (#9E9F): `magicAttackOdds` (each target may resist);
 * - Subversion (#85AF–#85C7): `subversionOdds`;
 * - Disbelieve (#9A21): destroys the creature if, and only if, it is an illusion;
 * - Raise Dead: brings a corpse back once the spell is cast; only creatures that leave a corpse
 *   (real, not undead, ids 2–27) can be raised.
 *
 * The cast comes first: P(spell works) from `castingChance` (balance and ability), then the
 * effect on each target given that it works. A human's double roll for Vengeance & co. and Raise
 * Dead has the same chance of success as one roll (casting.ts), so the product is the same for
 * humans and computers.
 */
import {
  castingChance,
  type CastingError,
  type CastingInput,
  type CastingWorking,
} from './casting';
import { checkFighter, isCreature, type Fighter } from './fighters';
import {
  boltOdds,
  MAGIC_ATTACK_TARGETS,
  magicAttackOdds,
  subversionOdds,
  type BoltSpell,
  type MagicAttackSpell,
} from './magicAttacks';
import { CREATURES } from './data/creatures';
import { countDistribution, fromBig, not, ONE, plus, times, ZERO } from './odds';
import type { Distribution, Odds, Result } from './types';
import { ownEntry, shown } from './guard';

export type AttackSpellName =
  BoltSpell | MagicAttackSpell | 'Subversion' | 'Disbelieve' | 'Raise Dead';

/** The attack spells in spell-book order. */
export const ATTACK_SPELLS: readonly AttackSpellName[] = [
  'Disbelieve',
  'Magic Bolt',
  'Lightning',
  'Vengeance',
  'Decree',
  'Dark Power',
  'Justice',
  'Subversion',
  'Raise Dead',
];

/** Throws a RangeError unless `spell` is one of ATTACK_SPELLS. */
function checkAttackSpell(spell: unknown, where: string): void {
  if (!ATTACK_SPELLS.includes(spell as AttackSpellName)) {
    throw new RangeError(`${where}: not an attack spell: ${shown(spell)}`);
  }
}

/** How many targets one cast takes. */
export function attackSpellTargets(spell: AttackSpellName): number {
  checkAttackSpell(spell, 'attackSpellTargets');
  return ownEntry<number>(MAGIC_ATTACK_TARGETS, spell) ?? 1;
}

/** Which pieces a spell can be aimed at: any piece, creatures and wizards, creatures, or corpses. */
export type AttackSpellTargetClass = 'any-piece' | 'creature-or-wizard' | 'creature' | 'corpse';

export function attackSpellTargetClass(spell: AttackSpellName): AttackSpellTargetClass {
  checkAttackSpell(spell, 'attackSpellTargetClass');
  switch (spell) {
    case 'Magic Bolt':
    case 'Lightning':
      return 'any-piece';
    case 'Vengeance':
    case 'Decree':
    case 'Dark Power':
    case 'Justice':
      return 'creature-or-wizard';
    case 'Subversion':
    case 'Disbelieve':
      return 'creature';
    case 'Raise Dead':
      return 'corpse';
  }
}

/**
 * Can Raise Dead bring back this creature's corpse? Only real, living creatures leave one: a
 * yes/no question, so false for any other name ('toString' included); a RangeError for a
 * value that is not a string.
 */
export function leavesCorpseToRaise(kind: string): boolean {
  if (typeof kind !== 'string') throw new RangeError(`leavesCorpseToRaise: need a name`);
  return ownEntry(CREATURES, kind)?.leavesCorpse ?? false;
}

export interface AttackSpellOdds {
  readonly spell: AttackSpellName;
  /** The casting working (balance bonus, ability, chance) and P(the spell works). */
  readonly cast: CastingWorking;
  /** Per target: P(it falls, is converted or is raised), given that the spell works. */
  readonly effects: readonly Odds[];
  /** How many targets fall, given that the spell works: 0…n. */
  readonly fallen: Distribution<number>;
  /** How many targets fall, the cast included (a failed cast: none). */
  readonly overall: Distribution<number>;
  /** P(the spell works and at least one target falls). */
  readonly anyFalls: Odds;
}

export type AttackSpellError =
  | CastingError
  | 'unknown-attack-spell'
  | 'no-targets'
  | 'too-many-targets'
  | 'not-a-target'
  | 'immune'
  | 'bad-input';

function fail(
  error: AttackSpellError,
  message: string,
): { ok: false; error: AttackSpellError; message: string } {
  return { ok: false, error, message };
}

/** P(the spell's effect takes this target), given the spell works; or why it cannot be aimed. */
function effectOn(spell: AttackSpellName, t: Fighter): Result<Odds, AttackSpellError> {
  switch (spell) {
    case 'Magic Bolt':
    case 'Lightning': {
      const r = boltOdds(spell, t);
      return r.ok ? { ok: true, value: r.value.odds } : r;
    }
    case 'Subversion': {
      if (!isCreature(t)) return fail('not-a-target', `Subversion works only on creatures.`);
      const r = subversionOdds(t);
      return r.ok ? { ok: true, value: r.value.odds } : fail('not-a-target', r.message);
    }
    case 'Disbelieve':
      if (!isCreature(t)) return fail('not-a-target', `Disbelieve can be aimed only at creatures.`);
      return { ok: true, value: t.illusion === true ? ONE : ZERO };
    case 'Raise Dead':
      if (
        !isCreature(t) ||
        !leavesCorpseToRaise(t.kind) ||
        t.illusion === true ||
        t.raised === true
      )
        return fail('not-a-target', `${t.kind} leaves no corpse to raise.`);
      return { ok: true, value: ONE };
    default: {
      const r = magicAttackOdds(spell, [t]);
      if (!r.ok) return fail(r.error, r.message);
      return { ok: true, value: r.value.targets[0]?.falls ?? ZERO };
    }
  }
}

/**
 * The odds of an attack spell from the cast to the effect: P(cast) × P(effect) per target, and
 * for Dark Power and Justice the distribution of how many of the (up to 3) targets fall.
 */
export function attackSpellOdds(
  spell: AttackSpellName,
  targets: readonly Fighter[],
  settings: CastingInput,
): Result<AttackSpellOdds, AttackSpellError> {
  if (!ATTACK_SPELLS.includes(spell))
    return fail('unknown-attack-spell', `Not an attack spell: ${shown(spell)}.`);
  const cast = castingChance(spell, settings);
  if (!cast.ok) return cast;
  if (!Array.isArray(targets)) return fail('bad-input', `${spell} needs a list of targets.`);
  if (targets.length === 0) return fail('no-targets', `${spell} needs a target.`);
  const max = attackSpellTargets(spell);
  if (targets.length > max)
    return fail('too-many-targets', `${spell} takes at most ${max} target(s).`);
  const effects: Odds[] = [];
  for (const t of targets) {
    const bad = checkFighter(t);
    if (bad) return fail('bad-input', bad);
    const e = effectOn(spell, t);
    if (!e.ok) return e;
    effects.push(e.value);
  }
  const works = cast.value.odds;
  const fallen: Distribution<number> = countDistribution(effects).map((b, k) => {
    const o = fromBig(b);
    if (!o) throw new RangeError('attackSpellOdds: distribution too precise'); // ≤ 3 targets
    return { value: k, odds: o };
  });
  const overall: Distribution<number> = fallen.map(({ value, odds }) => ({
    value,
    odds: value === 0 ? plus(not(works), times(works, odds)) : times(works, odds),
  }));
  const none = overall[0]?.odds ?? ONE;
  return {
    ok: true,
    value: { spell, cast: cast.value, effects, fallen, overall, anyFalls: not(none) },
  };
}
