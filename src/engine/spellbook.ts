/**
 * The spell book (#8D7A–#8DD3) and Magic Wood gifts (#8F9A–#903A).
 *
 * A book is Disbelieve (slot 1, never used up) plus SPELLS random draws of a spell number
 * 2–63; the book has 20 slots, so at most 19 random spells are kept (wizards.ts). Magic Bolt,
 * Lightning, Subversion and Raise Dead have two numbers each in 2–63, so they come up twice as
 * often; Turmoil (64/65) is never drawn.
 *
 * Odds here assume an ideal uniform draw over 2–63. The original builds each number from a
 * ROM byte at a random address in #0000–#07FF plus a per-game seed byte, AND #3F, re-drawn
 * while below 2, so its real frequencies follow the ROM's bytes and are not exactly uniform.
 */
import { SPELLS } from './data/spells';
import { shown } from './guard';
import { SPELL_LIST, findSpell, isSpellName } from './lookup';
import {
  atLeastOnce,
  bigOdds,
  distributionFromCounts,
  D10_SIDES,
  oneRoll,
  sumBig,
  testOdds,
  timesBig,
  toBig,
  ZERO,
} from './odds';
import { wizardStatDistributions } from './wizards';
import type { BigOdds, Distribution, Odds, Result, SpellName, SpellNumber } from './types';

/** Spell numbers a starting book draws from: 2–63 (62 numbers). */
export const BOOK_DRAW_NUMBERS: readonly SpellNumber[] = Object.freeze(
  SPELL_LIST.filter((s) => s.number >= 2 && s.number <= 63).map((s) => s.number),
);

/**
 * Spell numbers a Magic Wood can give: the number comes from the full random byte behind a
 * d10 roll (whose low hex digit is always 0–9), re-drawn until 2–64. So only numbers whose low
 * hex digit is 0–9 can come up: 2–9, 16–25, 32–41, 48–57 and 64 (Turmoil).
 */
export const WOOD_GIFT_NUMBERS: readonly SpellNumber[] = Object.freeze(
  SPELL_LIST.filter((s) => s.number >= 2 && s.number <= 64 && (s.number & 0x0f) < D10_SIDES).map(
    (s) => s.number,
  ),
);

function byName(numbers: readonly SpellNumber[]): Distribution<SpellName> {
  const counts = new Map<SpellName, number>();
  for (const n of numbers) counts.set(SPELLS[n].name, (counts.get(SPELLS[n].name) ?? 0) + 1);
  // distributionFromCounts divides by the sum of the counts, i.e. by numbers.length.
  return distributionFromCounts([...counts.entries()]);
}

/** The chance of each spell per random draw into a starting book (duplicates count twice). */
export function spellDrawOdds(): Distribution<SpellName> {
  return byName(BOOK_DRAW_NUMBERS);
}

/**
 * The chance that one random draw is this spell (0 for Disbelieve and Turmoil). RangeError for
 * a name that is not a spell's.
 */
export function drawOdds(spell: SpellName): Odds {
  if (typeof spell !== 'string' || !isSpellName(spell))
    throw new RangeError(`drawOdds: not a spell name: ${shown(spell)}`);
  return drawOddsOf(spell);
}

function drawOddsOf(spell: SpellName): Odds {
  return spellDrawOdds().find((o) => o.value === spell)?.odds ?? ZERO;
}

/** P(a book with `draws` random spells holds at least one of this spell). */
export function bookHoldsOdds(
  spell: string,
  draws: number,
): Result<BigOdds, 'unknown-spell' | 'bad-draws'> {
  const s = findSpell(spell);
  if (!s.ok) return s;
  if (!Number.isInteger(draws) || draws < 0 || draws > 1000) {
    return {
      ok: false,
      error: 'bad-draws',
      message: `Draws must be a whole number 0–1000; got ${draws}.`,
    };
  }
  if (s.value.name === 'Disbelieve') return { ok: true, value: bigOdds(1n, 1n) };
  return { ok: true, value: atLeastOnce(drawOddsOf(s.value.name), draws) };
}

/**
 * P(a wizard of this level starts with at least one of this spell), over the distribution of
 * SPELLS for the level (0 human, 1–8 computer) and the 20-slot limit.
 */
export function bookHoldsOddsForLevel(
  spell: string,
  level: number,
): Result<BigOdds, 'unknown-spell' | 'bad-level'> {
  const s = findSpell(spell);
  if (!s.ok) return s;
  const d = wizardStatDistributions(level);
  if (!d.ok) return d;
  if (s.value.name === 'Disbelieve') return { ok: true, value: bigOdds(1n, 1n) };
  const q = drawOdds(s.value.name);
  return {
    ok: true,
    value: sumBig(
      d.value.randomSpellsKept.map((o) => timesBig(toBig(o.odds), atLeastOnce(q, o.value))),
    ),
  };
}

/** P(a sheltering wizard gets a gift this turn): d10 < 4. */
export const woodGiftTest = oneRoll((r) => r < 4);

/** The chance of each spell as a Magic Wood gift (ideal uniform byte; see WOOD_GIFT_NUMBERS). */
export function woodGiftOdds(): Distribution<SpellName> {
  return byName(WOOD_GIFT_NUMBERS);
}

/** P(a wood gift this turn) = 4/10. */
export function woodGiftChance(): Odds {
  return testOdds(woodGiftTest);
}
