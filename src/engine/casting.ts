/**
 * Casting chance (#92F9) and the casting roll (#9760).
 *
 * chance = clamp(chance byte + balance bonus + ability, 0, 9); the spell works if a d10 is
 * below chance + 1, i.e. with (chance + 1) in 10, the percentage the game shows.
 * The balance bonus is |balance| >> 2 when the balance and the spell's alignment have the same
 * sign (balance.ts). Illusions (creature spells only) always work. Every success, illusions
 * included, adds the spell's alignment to the balance.
 *
 * Human double roll (documented in the project's game-mechanics description and matching the
 * Chaos DS port's reading of the code; the reference tables are silent on it): a human's spell
 * is rolled once when the casting step starts, and the routines of upgrades, Law/Chaos, Magic
 * Wood, Vengeance/Decree/Dark Power/Justice, Raise Dead and Turmoil roll again with the same
 * chance; the second roll decides. Each successful roll moves the balance. Computers roll once.
 */
import { balanceAfter, balanceBonus, checkBalance } from './balance';
import type { SpellEntry } from './data/spells';
import { findSpell } from './lookup';
import { oneRoll, rollDistribution, testOdds, type RollTest } from './odds';
import type { Distribution, Odds, Result, SpellKind, SpellName, SpellNumber } from './types';

/** Highest and lowest casting chance (bytes; 9 shows as 100 %). */
export const CHANCE_MIN = 0;
export const CHANCE_MAX = 9;
/** Ability runs 0–2 (wizards.ts). */
export const ABILITY_MAX = 2;

export interface CastingInput {
  /** World balance, −128…+127. */
  readonly balance: number;
  /** The caster's ability, 0–2. */
  readonly ability: number;
}

/** Every step of the casting-chance sum, for display. */
export interface CastingWorking {
  readonly spell: SpellName;
  readonly number: SpellNumber;
  readonly alignment: number;
  /** The spell's chance byte, 0–9. */
  readonly base: number;
  readonly balance: number;
  readonly balanceBonus: number;
  readonly ability: number;
  /** base + balanceBonus + ability, before the clamp. */
  readonly total: number;
  /** total clamped to 0–9. */
  readonly chance: number;
  readonly clamped: boolean;
  /** (chance + 1) / 10. */
  readonly odds: Odds;
  /** (chance + 1) × 10, as the game shows it. */
  readonly percent: number;
}

export type CastingError = 'unknown-spell' | 'bad-balance' | 'bad-ability';

/** The casting roll for a chance 0–9: passes if d10 < chance + 1. */
export function castTest(chance: number): RollTest {
  return oneRoll((r) => r < chance + 1);
}

function checkAbility(ability: number): Result<number, 'bad-ability'> {
  if (!Number.isInteger(ability) || ability < 0 || ability > ABILITY_MAX) {
    return {
      ok: false,
      error: 'bad-ability',
      message: `Ability is a whole number from 0 to ${ABILITY_MAX}; got ${ability}.`,
    };
  }
  return { ok: true, value: ability };
}

function working(spell: SpellEntry, balance: number, ability: number): CastingWorking {
  const bonus = balanceBonus(balance, spell.alignment);
  const total = spell.chanceByte + bonus + ability;
  const chance = Math.min(CHANCE_MAX, Math.max(CHANCE_MIN, total));
  const odds = testOdds(castTest(chance));
  return {
    spell: spell.name,
    number: spell.number,
    alignment: spell.alignment,
    base: spell.chanceByte,
    balance,
    balanceBonus: bonus,
    ability,
    total,
    chance,
    clamped: chance !== total,
    odds,
    percent: (chance + 1) * 10,
  };
}

/**
 * The casting chance of a spell (by name as in the spell table, e.g. "Law-2", or by number
 * 1–65) with its full working. Bad input comes back as an error.
 */
export function castingChance(
  spell: string | number,
  o: CastingInput,
): Result<CastingWorking, CastingError> {
  const s = findSpell(spell);
  if (!s.ok) return s;
  const b = checkBalance(o.balance);
  if (!b.ok) return b;
  const a = checkAbility(o.ability);
  if (!a.ok) return a;
  return { ok: true, value: working(s.value, b.value, a.value) };
}

/**
 * The chance a spell works, by its name as in the spell table. A thin wrapper over
 * `castingChance`: an unknown name, a balance outside −128…127 or an ability outside 0–2 is a
 * programming error here and throws a RangeError naming the problem. Use `castingChance` for
 * untrusted input.
 */
export function castChance(spell: string, o: { balance: number; ability: number }): Odds {
  const r = castingChance(spell, o);
  if (!r.ok) throw new RangeError(`castChance: ${r.message}`);
  return r.value.odds;
}

/** Spell kinds whose routines roll the casting chance a second time for a human caster. */
export const HUMAN_SECOND_ROLL_KINDS: readonly SpellKind[] = [
  'upgrade',
  'alignment',
  'justice-type',
  'raise-dead',
  'turmoil',
];

/** Whether a human casting this spell rolls twice (the kinds above, plus Magic Wood). */
export function humanRollsTwice(spell: SpellEntry): boolean {
  return spell.name === 'Magic Wood' || HUMAN_SECOND_ROLL_KINDS.includes(spell.kind);
}

export interface CastOptions extends CastingInput {
  readonly caster: 'human' | 'computer';
  /** Cast a creature spell as an illusion (creature spells 2–33 only). */
  readonly illusion?: boolean;
}

/** What one cast does: whether it works and how it moves the balance. */
export interface CastOutcome {
  readonly working: CastingWorking;
  readonly illusion: boolean;
  /** Casting rolls made: 0 for an illusion, 2 for a human's double-roll spells, else 1. */
  readonly rolls: 0 | 1 | 2;
  /** P(the spell works): the (last) roll decides; 1 for an illusion. */
  readonly works: Odds;
  /** Change to the balance: alignment × successful rolls (before the signed-byte wrap). */
  readonly balanceChange: Distribution<number>;
  /** The balance afterwards, wrapped as a signed byte. */
  readonly balanceAfter: Distribution<number>;
}

export type CastOutcomeError = CastingError | 'not-a-creature';

/** The outcome of one cast, with the double roll for humans and illusions for creatures. */
export function castOutcome(
  spell: string | number,
  o: CastOptions,
): Result<CastOutcome, CastOutcomeError> {
  const w = castingChance(spell, o);
  if (!w.ok) return w;
  const s = findSpell(spell);
  if (!s.ok) return s;
  const entry = s.value;
  const illusion = o.illusion === true;
  if (illusion && entry.kind !== 'creature') {
    return {
      ok: false,
      error: 'not-a-creature',
      message: `Only creature spells can be cast as illusions, not ${entry.name}.`,
    };
  }
  const rolls: 0 | 1 | 2 = illusion ? 0 : o.caster === 'human' && humanRollsTwice(entry) ? 2 : 1;
  const test = castTest(w.value.chance);
  const works = illusion ? testOdds(oneRoll(() => true)) : w.value.odds;
  // Successful rolls, over the same d10 the exact odds use.
  const change = illusion
    ? rollDistribution(0, () => entry.alignment)
    : rollDistribution(rolls, (rs) => rs.filter((r) => test.pass([r])).length * entry.alignment);
  const after = rollDistribution(illusion ? 0 : rolls, (rs) => {
    if (illusion) return balanceAfter(o.balance, entry.alignment);
    let b = o.balance;
    for (const r of rs) if (test.pass([r])) b = balanceAfter(b, entry.alignment);
    return b;
  });
  return {
    ok: true,
    value: { working: w.value, illusion, rolls, works, balanceChange: change, balanceAfter: after },
  };
}
