/**
 * Computer-player numbers: the AI value table (#C6D4) and the "two entries along" bug, the
 * Disbelieve priority, how often computers cast illusions, the order in which a computer tries
 * its spells, the target-choosing threat scores (#C67A: value + 4 − distance) and the army
 * scores of the "strongest wizard" check (#C859).
 */
import { CREATURES } from './data/creatures';
import { PIECES, WIZARD_RECORD } from './data/pieces';
import { distance } from './distance';
import {
  CREATURE_LIST,
  isCreatureName,
  isPieceName,
  isSpellName,
  PIECE_LIST,
  spellByName,
} from './lookup';
import { oneRoll, rollDistribution, testOdds } from './odds';
import { placedPieces, type Board } from './pieces';
import { isCorpseKind, isWizardKind } from './sprites';
import type { Distribution, Odds, Result, SpellName, Square } from './types';

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

// ---------------------------------------------------------------------------------------------
// Choosing a spell: the book sorted by priority.

/** One line of a computer wizard's sorted spell list. */
export interface ComputerSpellChoice {
  readonly spell: SpellName;
  /** The priority the sort uses (Disbelieve: d10 + 12 this turn). */
  readonly priority: number;
  /** Position in the book as given (0-based); ties keep this order. */
  readonly bookIndex: number;
}

/**
 * The order in which a computer wizard tries the spells in its book this turn: by priority,
 * highest first. Disbelieve's priority is `disbelieveRoll` + 12 (the roll is a d10, 0–9);
 * every other spell uses its spell-table priority. Spells with equal priority keep their book
 * order (the reference does not record how the original's sort breaks ties).
 */
export function computerSpellOrder(
  book: readonly string[],
  disbelieveRoll: number,
): Result<readonly ComputerSpellChoice[], 'unknown-spell' | 'bad-roll'> {
  if (!Number.isInteger(disbelieveRoll) || disbelieveRoll < 0 || disbelieveRoll > 9) {
    return {
      ok: false,
      error: 'bad-roll',
      message: `A roll is 0–9; got ${String(disbelieveRoll)}.`,
    };
  }
  const out: ComputerSpellChoice[] = [];
  for (const [i, name] of book.entries()) {
    if (!isSpellName(name)) {
      return { ok: false, error: 'unknown-spell', message: `Unknown spell "${name}".` };
    }
    const priority = name === 'Disbelieve' ? disbelieveRoll + 12 : spellByName(name).aiPriority;
    out.push({ spell: name, priority, bookIndex: i });
  }
  out.sort((a, b) => b.priority - a.priority || a.bookIndex - b.bookIndex);
  return { ok: true, value: out };
}

// ---------------------------------------------------------------------------------------------
// Scoring targets on a board.

/** The game's piece id for a board piece kind: creatures 2–33, objects 34–40, wizards 41–48. */
export function pieceIdOfKind(kind: string, owner: number): number | null {
  const base = kind.endsWith(' (corpse)') ? kind.slice(0, -' (corpse)'.length) : kind;
  if (isCreatureName(base)) return CREATURES[base].id;
  if (isPieceName(base)) return PIECES[base].id;
  if (isWizardKind(kind)) return WIZARD_RECORD.firstId + owner;
  return null;
}

/** A target's threat score as the target-choosing table (#C67A) works it out: value + 4 − distance, at least 0. */
export function threatScore(value: number, dist: number): number {
  return Math.max(0, value + 4 - dist);
}

/** One enemy piece as a computer wizard scores it. */
export interface ThreatEntry {
  readonly x: number;
  readonly y: number;
  readonly kind: string;
  readonly owner: number;
  readonly id: number;
  /** AI value (table[id − 2]). */
  readonly value: number;
  /** Distance from the scoring square, in the game's half-units. */
  readonly distance: number;
  readonly score: number;
}

/**
 * Every enemy piece on the board, scored from square `from` for wizard `seat`: its AI value
 * plus 4, less its distance (never below 0). Corpses are skipped. Sorted best first (ties in
 * board order). A wizard riding or sheltering counts as the piece he is in.
 */
export function threatTable(board: Board, seat: number, from: Square): readonly ThreatEntry[] {
  const out: ThreatEntry[] = [];
  for (const p of placedPieces(board)) {
    if (isCorpseKind(p.kind)) continue;
    if (p.owner === seat || p.rider === seat) continue;
    const id = pieceIdOfKind(p.kind, p.owner);
    if (id === null) continue;
    const value = aiValue(id) ?? 0;
    const d = distance(from, p);
    out.push({
      x: p.x,
      y: p.y,
      kind: p.kind,
      owner: p.owner,
      id,
      value,
      distance: d,
      score: threatScore(value, d),
    });
  }
  return out.sort((a, b) => b.score - a.score);
}

/** A wizard's army as the "strongest wizard" check rates it. */
export interface ArmyScore {
  readonly seat: number;
  /** Ids summed (ids 2–37 only, corpses included), in board order. */
  readonly ids: readonly number[];
  readonly asRead: number;
  readonly intended: number;
}

/** The army score of every wizard on the board (those with a wizard piece or riding/sheltering). */
export function armyScores(board: Board): readonly ArmyScore[] {
  const seats = new Set<number>();
  const ids = new Map<number, number[]>();
  for (const p of placedPieces(board)) {
    if (isWizardKind(p.kind)) seats.add(p.owner);
    if (p.rider !== undefined) seats.add(p.rider);
    const id = pieceIdOfKind(p.kind, p.owner);
    if (id === null || id > 37) continue;
    ids.set(p.owner, [...(ids.get(p.owner) ?? []), id]);
  }
  return [...seats]
    .sort((a, b) => a - b)
    .map((seat) => {
      const list = ids.get(seat) ?? [];
      return {
        seat,
        ids: list,
        asRead: armyScoreAsRead(list),
        intended: armyScoreIntended(list),
      };
    });
}
