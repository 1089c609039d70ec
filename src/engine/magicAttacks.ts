/**
 * The attack spells' rolls against pieces, as exact odds over the d10 (0–9):
 * - Magic Bolt / Lightning (#9D07–#9D63): kills if 3 or 6 + d10 ≥ defence + d10 (a tie kills);
 *   shield and armour count, Shadow Form does not; fire, castles and walls are immune.
 * - Vengeance, Decree, Dark Power, Justice (#9E9F): a target resists if d10 < MR + 1.
 * - Subversion (#85AF–#85C7): converts if d10 < MR + 1; always fails on an illusion.
 * The casting roll before them is casting.ts; the whole spell, cast to effect, attackSpells.ts.
 */
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { boltKill, resists, subverts } from './combat';
import {
  armourBonus,
  baseStats,
  checkFighter,
  isCreature,
  isWizard,
  type CreatureFighter,
  type Fighter,
} from './fighters';
import { isCreatureName } from './pieceLookup';
import { countDistribution, fromBig, oneRoll, testOdds } from './odds';
import { resistTest } from './rolls';
import type { BigOdds, Distribution, Odds, Result } from './types';
import { isRecord, ownEntry, shown } from './guard';

function fail<E extends string>(
  error: E,
  message: string,
): { ok: false; error: E; message: string } {
  return { ok: false, error, message };
}

// ---------------------------------------------------------------------------
// Magic Bolt and Lightning
// ---------------------------------------------------------------------------

export type BoltSpell = 'Magic Bolt' | 'Lightning';

/** Bolt power: added to the bolt's d10. */
export const BOLT_POWER: Readonly<Record<BoltSpell, number>> = { 'Magic Bolt': 3, Lightning: 6 };

export interface BoltWorking {
  readonly spell: BoltSpell;
  readonly power: number;
  readonly defenceBase: number;
  /** Shield/armour count against bolts; Shadow Form does not. */
  readonly armourBonus: number;
  readonly defence: number;
  readonly odds: Odds;
}

/** The odds a Magic Bolt or Lightning kills the target; Magic Fire, castles and walls are immune. */
export function boltOdds(
  spell: BoltSpell,
  target: Fighter,
): Result<BoltWorking, 'immune' | 'bad-input'> {
  const bad = checkFighter(target);
  if (bad) return fail('bad-input', bad);
  const power = ownEntry(BOLT_POWER, spell);
  if (power === undefined) return fail('bad-input', `Not a bolt spell: ${shown(spell)}.`);
  if (!isWizard(target) && !isCreature(target) && PIECES[target.kind].boltImmune) {
    return fail('immune', `${spell} has no effect on ${target.kind}.`);
  }
  const defenceBase = baseStats(target).defence;
  const ab = armourBonus(target);
  const defence = defenceBase + ab;
  return {
    ok: true,
    value: { spell, power, defenceBase, armourBonus: ab, defence, odds: boltKill(power, defence) },
  };
}

// ---------------------------------------------------------------------------
// Vengeance, Decree, Dark Power, Justice; Subversion
// ---------------------------------------------------------------------------

export type MagicAttackSpell = 'Vengeance' | 'Decree' | 'Dark Power' | 'Justice';

/** Targets per cast. */
export const MAGIC_ATTACK_TARGETS: Readonly<Record<MagicAttackSpell, number>> = {
  Vengeance: 1,
  Decree: 1,
  'Dark Power': 3,
  Justice: 3,
};

export interface MagicAttackOdds {
  readonly spell: MagicAttackSpell;
  /** Per target: its magic resistance, P(resists) and P(falls) (destroyed; a wizard loses his creations). */
  readonly targets: readonly {
    readonly magicResistance: number;
    readonly resists: Odds;
    readonly falls: Odds;
  }[];
  /** How many targets fall: 0…n. */
  readonly fallen: Distribution<number>;
}

export type MagicAttackError = 'not-a-target' | 'too-many-targets' | 'bad-input';

/**
 * Odds for Vengeance/Decree (1 target) and Dark Power/Justice (up to 3), after the spell
 * itself has been cast successfully. Targets must be creatures or wizards (with their magic
 * resistance); objects cannot be picked. Defence bonuses do not count.
 */
export function magicAttackOdds(
  spell: MagicAttackSpell,
  targets: readonly Fighter[],
): Result<MagicAttackOdds, MagicAttackError> {
  const max = ownEntry(MAGIC_ATTACK_TARGETS, spell);
  if (max === undefined) return fail('bad-input', `Not a magic attack spell: ${shown(spell)}.`);
  if (!Array.isArray(targets)) return fail('bad-input', `${spell} needs a list of targets.`);
  if (targets.length > max)
    return fail('too-many-targets', `${spell} takes at most ${max} target(s).`);
  const rows: { magicResistance: number; resists: Odds; falls: Odds }[] = [];
  for (const t of targets) {
    const bad = checkFighter(t);
    if (bad) return fail('bad-input', bad);
    if (!isWizard(t) && !isCreature(t))
      return fail('not-a-target', `${t.kind} cannot be targeted by ${spell}.`);
    const mr = baseStats(t).magicResistance;
    if (mr === null) return fail('bad-input', `${spell} needs the wizard's magic resistance.`);
    const r = resists(mr);
    const f = testOdds(oneRoll((x) => !resistTest(mr).pass([x])));
    rows.push({ magicResistance: mr, resists: r, falls: f });
  }
  const fallen = countDistribution(rows.map((r) => r.falls)).map((b, k) => ({
    value: k,
    odds: fitOdds(b),
  }));
  return { ok: true, value: { spell, targets: rows, fallen } };
}

function fitOdds(b: BigOdds): Odds {
  const o = fromBig(b);
  if (!o) throw new RangeError('fitOdds: distribution too precise'); // unreachable: at most 3 targets
  return o;
}

export interface SubversionOdds {
  readonly magicResistance: number;
  readonly odds: Odds;
  /** Set when the spell cannot work on this creature. */
  readonly reason?: 'illusion';
}

/** The odds Subversion converts a creature (always fails on an illusion). */
export function subversionOdds(
  target: CreatureFighter,
): Result<SubversionOdds, 'not-a-creature' | 'bad-input'> {
  if (!isRecord(target)) return fail('bad-input', 'Subversion needs a target.');
  if (!isCreatureName(target.kind)) {
    return fail('not-a-creature', `Subversion works only on creatures, not ${shown(target.kind)}.`);
  }
  const bad = checkFighter(target);
  if (bad) return fail('bad-input', bad);
  const mr = CREATURES[target.kind].magicResistance;
  if (target.illusion === true) {
    return {
      ok: true,
      value: { magicResistance: mr, odds: testOdds(oneRoll(() => false)), reason: 'illusion' },
    };
  }
  return { ok: true, value: { magicResistance: mr, odds: subverts(mr) } };
}
