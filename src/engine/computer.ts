/**
 * Computer-player numbers: the AI value table (#C6D4) and the "two entries along" bug, the
 * Disbelieve priority, and how often computers cast illusions.
 */
import { PIECES, WIZARD_RECORD } from './data/pieces';
import { CREATURE_LIST, PIECE_LIST } from './lookup';
import { oneRoll, rollDistribution, testOdds } from './odds';
import type { Distribution, Odds } from './types';

/** First and last piece id in the AI value table. */
export const AI_TABLE_FIRST_ID = 2;
export const AI_TABLE_LAST_ID = 48;

/**
 * The AI value table, one byte per piece id 2–48 (element i is id i + 2): the 32 creatures,
 * then Gooey Blob 4, the other objects 0, and each of the 8 wizards 9.
 */
export const AI_VALUE_TABLE: readonly number[] = Object.freeze([
  ...CREATURE_LIST.map((c) => c.aiValue),
  ...PIECE_LIST.map((p) => p.aiValue),
  ...Array.from(
    { length: WIZARD_RECORD.lastId - WIZARD_RECORD.firstId + 1 },
    () => WIZARD_RECORD.aiValue,
  ),
]);

/** A piece's value as the target-choosing code reads it (table[id − 2]); null outside 2–48. */
export function aiValue(id: number): number | null {
  if (!Number.isInteger(id) || id < AI_TABLE_FIRST_ID || id > AI_TABLE_LAST_ID) return null;
  return AI_VALUE_TABLE[id - AI_TABLE_FIRST_ID] ?? null;
}

/**
 * The value the "strongest wizard" routine (#C859) reads for a piece: table[id] without the
 * −2, i.e. the value of the piece two ids along. Only ids 2–37 are summed by that routine.
 */
export function strongestWizardCheckValue(id: number): number | null {
  if (!Number.isInteger(id) || id < 2 || id > 37) return null;
  return aiValue(id + 2);
}

/** The strongest-wizard score of an army: Σ (value read two along) >> 2 over its pieces with id 2–37 (corpses count). */
export function armyScoreAsRead(pieceIds: readonly number[]): number {
  return pieceIds.reduce((sum, id) => sum + ((strongestWizardCheckValue(id) ?? 0) >> 2), 0);
}

/** The same score with the table read correctly, for comparison. */
export function armyScoreIntended(pieceIds: readonly number[]): number {
  return pieceIds.reduce((sum, id) => sum + (id >= 2 && id <= 37 ? (aiValue(id) ?? 0) >> 2 : 0), 0);
}

/** Disbelieve's computer priority, re-rolled every turn: d10 + 12, so 12–21 evenly. */
export function disbelievePriority(): Distribution<number> {
  return rollDistribution(1, (rs) => (rs[0] ?? 0) + 12);
}

/**
 * How often a computer wizard makes its creature an illusion: 2 in 10 (d10 < 2). From the
 * project's game-mechanics description; the reference tables do not cover this.
 */
export const computerIllusionTest = oneRoll((r) => r < 2);

export function computerIllusionOdds(): Odds {
  return testOdds(computerIllusionTest);
}

/** Gooey Blob's value, the only non-zero value among the objects. */
export const GOOEY_BLOB_AI_VALUE = PIECES['Gooey Blob'].aiValue;
