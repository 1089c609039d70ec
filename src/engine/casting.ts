/**
 * Casting chance (#92F9) and the casting roll (#9760).
 *
 * chance = clamp(chance byte + balance bonus + ability, 0, 9); the spell works if a d10 is
 * below chance + 1, i.e. with (chance + 1) in 10, the percentage the game shows.
 * The balance bonus is |balance| >> 2 when the balance and the spell's alignment have the same
 * sign (balance.ts). Illusions (creature spells only) always work. Every success, illusions
 * included, adds the spell's alignment to the balance.
 *
 * Human double roll (in the original code: the Vengeance/Decree/Dark Power/Justice routine, for
 * one, calls the casting roll #9760 again at #9DE7 for a human; the project's game-mechanics
 * description says the same; the Chaos DS remake does not re-roll): a human's spell
 * is rolled once when the casting step starts, and the routines of upgrades, Law/Chaos, Magic
 * Wood, Vengeance/Decree/Dark Power/Justice, Raise Dead and Turmoil roll again with the same
 * chance; the second roll decides. Each successful roll moves the balance. Computers roll once.
 */
import { balanceAfter, balanceBonus, checkBalance } from './balance';
import type { SpellEntry } from './data/spells';
import { SPELLS } from './data/spells';
import { findSpell } from './lookup';
import { isSpellNumber } from './pieceLookup';
import { oneRoll, rollDistribution, testOdds, type RollTest } from './odds';
import { isRecord, shown, wholeOrThrow } from './guard';
import { CASTER_KINDS } from './types';
import type {
  CasterKind,
  Distribution,
  Odds,
  Result,
  SpellKind,
  SpellName,
  SpellNumber,
} from './types';

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

export type CastingError = 'unknown-spell' | 'bad-balance' | 'bad-ability' | 'bad-options';

/** The casting roll for a chance 0–9: passes if d10 < chance + 1. RangeError for any other chance. */
export function castTest(chance: number): RollTest {
  return castTestOf(wholeOrThrow(chance, CHANCE_MIN, CHANCE_MAX, 'castTest: the chance byte'));
}

/** `castTest` without the check, for engine code whose chance is clamped (not in index.ts). */
export function castTestOf(chance: number): RollTest {
  return oneRoll((r) => r < chance + 1);
}

function checkAbility(ability: number): Result<number, 'bad-ability'> {
  if (!Number.isInteger(ability) || ability < 0 || ability > ABILITY_MAX) {
    return {
      ok: false,
      error: 'bad-ability',
      message: `Ability is a whole number from 0 to ${ABILITY_MAX}; got ${shown(ability)}.`,
    };
  }
  return { ok: true, value: ability };
}

/**
 * The casting chance byte 0–9 as #92F9 works it out: the spell's chance byte, plus a quarter of
 * the balance when it leans the spell's way, plus the caster's ability, held to 0–9. One rule for
 * the calculators (`castingChance`) and the game (game/sim.ts `chance`). No checks.
 */
export function chanceOf(
  spell: { readonly chanceByte: number; readonly alignment: number },
  balance: number,
  ability: number,
): number {
  const total = spell.chanceByte + balanceBonus(balance, spell.alignment) + ability;
  return Math.min(CHANCE_MAX, Math.max(CHANCE_MIN, total));
}

function working(spell: SpellEntry, balance: number, ability: number): CastingWorking {
  const bonus = balanceBonus(balance, spell.alignment);
  const total = spell.chanceByte + bonus + ability;
  const chance = chanceOf(spell, balance, ability);
  const odds = testOdds(castTestOf(chance));
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
  if (typeof o !== 'object' || o === null) {
    return { ok: false, error: 'bad-options', message: 'No balance and ability given.' };
  }
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

/**
 * The spell table's own entry for `spell`: it must be a record whose number (1–65) and name are
 * those of one entry of `SPELLS` (its other fields are read from the table). RangeError otherwise.
 */
function spellEntryOrThrow(spell: SpellEntry, where: string): SpellEntry {
  const r = spell as unknown;
  const entry =
    isRecord(r) && isSpellNumber(r.number as number) ? SPELLS[r.number as SpellNumber] : undefined;
  if (!isRecord(r) || entry === undefined || entry.name !== r.name)
    throw new RangeError(
      `${where}: need an entry of the spell table (SPELLS), got ${shown(spell)}`,
    );
  return entry;
}

/** Whether a human casting this spell rolls twice (the kinds above, plus Magic Wood). */
export function humanRollsTwice(spell: SpellEntry): boolean {
  return rollsTwice(spellEntryOrThrow(spell, 'humanRollsTwice'));
}

function rollsTwice(spell: SpellEntry): boolean {
  return spell.name === 'Magic Wood' || HUMAN_SECOND_ROLL_KINDS.includes(spell.kind);
}

/**
 * Casting rolls a cast makes: 0 for an illusion (it always works), 2 for a human casting one of
 * the double-roll spells, otherwise 1. RangeError for a spell that is not a `SPELLS` entry, a
 * caster other than 'human' or 'computer', or an illusion flag that is not a boolean.
 */
export function castRollCount(spell: SpellEntry, caster: CasterKind, illusion = false): 0 | 1 | 2 {
  const entry = spellEntryOrThrow(spell, 'castRollCount');
  if (!CASTER_KINDS.includes(caster))
    throw new RangeError(
      `castRollCount: the caster is "human" or "computer", not ${shown(caster)}`,
    );
  if (typeof illusion !== 'boolean')
    throw new RangeError(`castRollCount: illusion is true or false, not ${shown(illusion)}`);
  return rollCountOf(entry, caster, illusion);
}

/** `castRollCount` without the checks, for engine code (not in index.ts). */
export function rollCountOf(spell: SpellEntry, caster: CasterKind, illusion: boolean): 0 | 1 | 2 {
  if (illusion) return 0;
  return caster === 'human' && rollsTwice(spell) ? 2 : 1;
}

export interface CastOptions extends CastingInput {
  readonly caster: CasterKind;
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

/** What castOutcome and resolveCast share: the working, the spell entry, and the illusion check. */
function prepareCast(
  spell: string | number,
  o: CastOptions,
): Result<{ working: CastingWorking; entry: SpellEntry; illusion: boolean }, CastOutcomeError> {
  const w = castingChance(spell, o);
  if (!w.ok) return w;
  if (!CASTER_KINDS.includes(o.caster)) {
    return {
      ok: false,
      error: 'bad-caster',
      message: `The caster is "human" or "computer", not ${shown(o.caster)}.`,
    };
  }
  if (o.illusion !== undefined && typeof o.illusion !== 'boolean') {
    return {
      ok: false,
      error: 'bad-illusion',
      message: `Illusion is true or false, not ${shown(o.illusion)}.`,
    };
  }
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
  return { ok: true, value: { working: w.value, entry, illusion } };
}

export type CastOutcomeError = CastingError | 'not-a-creature' | 'bad-caster' | 'bad-illusion';

/** The outcome of one cast, with the double roll for humans and illusions for creatures. */
export function castOutcome(
  spell: string | number,
  o: CastOptions,
): Result<CastOutcome, CastOutcomeError> {
  const prepared = prepareCast(spell, o);
  if (!prepared.ok) return prepared;
  const { working, entry, illusion } = prepared.value;
  const rolls = rollCountOf(entry, o.caster, illusion);
  const test = castTestOf(working.chance);
  const works = illusion ? testOdds(oneRoll(() => true)) : working.odds;
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
    value: { working, illusion, rolls, works, balanceChange: change, balanceAfter: after },
  };
}

/** One cast whose rolls are known (a step of a replayed game, or a what-if). */
export interface CastResolved {
  readonly working: CastingWorking;
  readonly illusion: boolean;
  /** Whether each casting roll passed, in order (empty for an illusion). */
  readonly rolls: readonly boolean[];
  /** Whether the spell works: always for an illusion, else the last roll decides. */
  readonly works: boolean;
  readonly balanceBefore: number;
  /** alignment × successful rolls (1 for a working illusion), before the wrap. */
  readonly balanceChange: number;
  /** The balance afterwards, a signed byte. */
  readonly balanceAfter: number;
  /** The balance went past +127 or −128 and came round on the other side. */
  readonly wrapped: boolean;
}

export type CastResolveError = CastOutcomeError | 'wrong-roll-count' | 'bad-rolls';

/**
 * A cast with its rolls given: `passes[i]` says whether casting roll i passed. The number of
 * rolls must match `castRollCount` (0 for an illusion, 2 for a human's double-roll spells, else
 * 1). Each passed roll adds the spell's alignment to the balance (a working illusion adds it
 * once), wrapping as a signed byte at each step.
 */
export function resolveCast(
  spell: string | number,
  o: CastOptions,
  passes: readonly boolean[],
): Result<CastResolved, CastResolveError> {
  const prepared = prepareCast(spell, o);
  if (!prepared.ok) return prepared;
  const { working, entry, illusion } = prepared.value;
  const count = rollCountOf(entry, o.caster, illusion);
  if (
    !Array.isArray(passes) ||
    passes.some((p) => typeof p !== 'boolean') ||
    passes.includes(undefined as never)
  ) {
    return {
      ok: false,
      error: 'bad-rolls',
      message: 'The casting rolls are a list of true (passed) or false (failed).',
    };
  }
  if (passes.length !== count) {
    return {
      ok: false,
      error: 'wrong-roll-count',
      message: `${entry.name} cast this way makes ${count} casting roll${count === 1 ? '' : 's'}; got ${passes.length}.`,
    };
  }
  const steps = illusion ? 1 : passes.filter(Boolean).length;
  let after = o.balance;
  for (let i = 0; i < steps; i++) after = balanceAfter(after, entry.alignment);
  const change = steps * entry.alignment;
  return {
    ok: true,
    value: {
      working,
      illusion,
      rolls: [...passes],
      works: illusion || passes[passes.length - 1] === true,
      balanceBefore: o.balance,
      balanceChange: change,
      balanceAfter: after,
      wrapped: after !== o.balance + change,
    },
  };
}

/**
 * The colour a spell's name takes in the game's spell lists, by its chance byte 0–9 (shown as
 * 10–100 %). The spec says only that the colour shows the chance, and the reference tables do
 * not record which colour goes with which chance. These five bands of two steps each (the
 * bright Spectrum colours magenta, green, cyan, yellow, white) are what one independent remake
 * draws; they are NOT confirmed from the original code.
 */
export const CHANCE_BANDS = [
  { from: 0, to: 1, colour: 'magenta' },
  { from: 2, to: 3, colour: 'green' },
  { from: 4, to: 5, colour: 'cyan' },
  { from: 6, to: 7, colour: 'yellow' },
  { from: 8, to: 9, colour: 'white' },
] as const;
export type ChanceColour = (typeof CHANCE_BANDS)[number]['colour'];
/** Whether the band colours are confirmed from the original (they are not; see CHANCE_BANDS). */
export const CHANCE_BANDS_CONFIRMED = false;

/** The band of a chance byte 0–9 (see CHANCE_BANDS). Throws RangeError outside 0–9. */
export function chanceBand(chance: number): (typeof CHANCE_BANDS)[number] {
  const band = CHANCE_BANDS.find(
    (b) => Number.isInteger(chance) && chance >= b.from && chance <= b.to,
  );
  if (!band) throw new RangeError(`chanceBand: a chance byte is 0–9; got ${shown(chance)}`);
  return band;
}
