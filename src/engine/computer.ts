/**
 * Computer-player numbers: the AI value table (#C6D4) and the "two entries along" bug, the
 * Disbelieve priority, how often computers cast illusions, the order in which a computer tries
 * its spells, the threat of one piece (#C67A: value + 4 − distance), the army scores of the
 * "strongest wizard" check (#C859), and the two ranked target lists built on them
 * (ai.md §0.5–§0.9, checked against the routines):
 * - EN_AN (#C7BC, score at #C7D9–#C806), for creature casting and creature moves: threat + 20 −
 *   ⌊distance to the mover / 2⌋ (`creatureCastRank`, `creatureTargetList`); the aim then goes
 *   to the target or its owner, whichever is nearer (#C78D, #CA60–#CA76; `creatureAim`);
 * - FIREON (#CC56–#CC66), for attack spells and shooters: each enemy wizard at army + 60, every
 *   other piece at value + 36 − distance (`attackTargetRank`, `attackTargetList`).
 * `threatTable` is the bare #C67A score of every enemy piece, which no decision sorts by alone.
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
import { placedPieces, validateBoard, type Board } from './pieces';
import { squareOrThrow, wholeOrThrow } from './guard';
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

/**
 * A piece's threat (#C67A): value + 4 + bonus − distance, worked in one byte; a result with
 * bit 7 set (negative) counts as 0. The bonus (#CC55) is 0 except in FIREON, which sets 32.
 */
export function threatScore(value: number, dist: number, bonus = 0): number {
  const r = (value + 4 + bonus - dist) & 0xff;
  return r & 0x80 ? 0 : r;
}

/**
 * How creature casting and creature moves rank a target (EN_AN, list built at #C7BC, score at
 * #C7D9–#C806): the threat from REF (#C67A) + 20 − ⌊distance to the mover / 2⌋, in one byte.
 * While casting, the mover and REF are both the wizard's square.
 */
export function creatureCastRank(threat: number, distToMover: number): number {
  return (threat + 20 - (distToMover >> 1)) & 0xff;
}

/** The FIREON bonus for every piece that is not an enemy wizard entry (#CC56–#CC66). */
export const ATTACK_PIECE_BONUS = 32;
/** The STRONG bonus FIREON gives each enemy wizard's entry (#CC56). */
export const ATTACK_WIZARD_BONUS = 60;

/**
 * How attack spells and shooters rank a target (FIREON, #CC56–#CC66): an enemy wizard's own
 * entry scores his army (as the "strongest wizard" sum reads it) + 60; every other enemy piece
 * scores value + 36 − distance (the #C67A threat with a bonus of 32). Bytes, as in the game.
 */
export function attackTargetRank(
  target: { readonly wizardArmy: number } | { readonly value: number; readonly distance: number },
): number {
  if ('wizardArmy' in target) return (target.wizardArmy + ATTACK_WIZARD_BONUS) & 0xff;
  return threatScore(target.value, target.distance, ATTACK_PIECE_BONUS);
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
  wholeOrThrow(seat, 0, 7, 'threatTable: the seat');
  squareOrThrow(from, 'threatTable');
  if (!validateBoard(board).ok) throw new RangeError('threatTable: not a valid board');
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

// ---------------------------------------------------------------------------------------------
// The two ranked lists the original uses (ai.md §0.6 and §0.8).

/** One entry of a ranked target list. */
export interface RankedTarget extends ThreatEntry {
  /** `wizard` for FIREON's army + 60 entry of an enemy wizard; `piece` otherwise. */
  readonly entry: 'piece' | 'wizard';
  /** The #C67A threat from REF (bonus 0), for piece entries; null for a wizard entry. */
  readonly threat: number | null;
  /** The army sum behind a wizard entry (mod 256); null for a piece entry. */
  readonly army: number | null;
  /** The rank the list is sorted by. */
  readonly rank: number;
}

/** The board index the original scans in (y × 16 + x), for ordering entries. */
const scanIndex = (p: { x: number; y: number }) => p.y * 16 + p.x;

/** The original's SORT (#C64C): descending, stable (a later entry moves up only if strictly greater). */
function sortRanked<T extends { rank: number }>(list: T[]): T[] {
  return list
    .map((e, i) => ({ e, i }))
    .sort((a, b) => b.e.rank - a.e.rank || a.i - b.i)
    .map(({ e }) => e);
}

/** Enemy pieces (not corpses, not the seat's own) with their id, value and distance from `from`. */
function enemyPieces(board: Board, seat: number, from: Square) {
  return placedPieces(board)
    .filter((p) => !isCorpseKind(p.kind) && p.owner !== seat)
    .map((p) => {
      const id = pieceIdOfKind(p.kind, p.owner);
      return id === null
        ? null
        : {
            x: p.x,
            y: p.y,
            kind: p.kind,
            owner: p.owner,
            id,
            value: aiValue(id) ?? 0,
            d: distance(from, p),
          };
    })
    .filter((p) => p !== null)
    .sort((a, b) => scanIndex(a) - scanIndex(b));
}

/**
 * EN_AN (#C7BC): the list creature casting and creature moves use. Every enemy piece with a
 * threat above 0 from `ref` (#C67A, bonus 0), ranked by threat + 20 − ⌊distance to `mover` / 2⌋
 * (`creatureCastRank`), best first; ties keep square order. While casting, `mover` = `ref` =
 * the wizard's square.
 */
export function creatureTargetList(
  board: Board,
  seat: number,
  ref: Square,
  mover: Square = ref,
): readonly RankedTarget[] {
  const out: RankedTarget[] = [];
  for (const p of enemyPieces(board, seat, ref)) {
    const threat = threatScore(p.value, p.d);
    if (threat === 0) continue;
    out.push({
      x: p.x,
      y: p.y,
      kind: p.kind,
      owner: p.owner,
      id: p.id,
      value: p.value,
      distance: p.d,
      score: threat,
      entry: 'piece',
      threat,
      army: null,
      rank: creatureCastRank(threat, distance(mover, p)),
    });
  }
  return sortRanked(out);
}

/** The square of each wizard: his own piece, or the mount, tree or castle he is in. */
export function wizardSquares(board: Board): ReadonlyMap<number, Square> {
  const out = new Map<number, Square>();
  const pieces = [...placedPieces(board)].sort((a, b) => scanIndex(a) - scanIndex(b));
  for (const p of pieces) {
    if (isWizardKind(p.kind) && !out.has(p.owner)) out.set(p.owner, { x: p.x, y: p.y });
    else if (p.rider !== undefined && !out.has(p.rider)) out.set(p.rider, { x: p.x, y: p.y });
  }
  return out;
}

/**
 * FIREON (#CC56–#CC66): the list attack spells (Magic Bolt, Lightning, Vengeance …) and
 * shooters read from the top. First one entry per enemy wizard, army + 60, on the square he is
 * on or in; then every enemy piece on squares 0–157 (not (14,9)) with value + 36 − distance
 * from `ref` above 0. Sorted best first; ties keep that order.
 */
export function attackTargetList(board: Board, seat: number, ref: Square): readonly RankedTarget[] {
  const out: RankedTarget[] = [];
  const armies = new Map(armyScores(board).map((a) => [a.seat, a.asRead & 0xff]));
  const wizards = [...wizardSquares(board).entries()]
    .filter(([w]) => w !== seat)
    .sort((a, b) => scanIndex(a[1]) - scanIndex(b[1]));
  for (const [w, sq] of wizards) {
    const army = armies.get(w) ?? 0;
    const id = WIZARD_RECORD.firstId + w;
    out.push({
      x: sq.x,
      y: sq.y,
      kind: `Wizard ${w + 1}`,
      owner: w,
      id,
      value: aiValue(id) ?? 0,
      distance: distance(ref, sq),
      score: attackTargetRank({ wizardArmy: army }),
      entry: 'wizard',
      threat: null,
      army,
      rank: attackTargetRank({ wizardArmy: army }),
    });
  }
  for (const p of enemyPieces(board, seat, ref)) {
    if (scanIndex(p) > 157) continue;
    const rank = attackTargetRank({ value: p.value, distance: p.d });
    if (rank === 0) continue;
    out.push({
      x: p.x,
      y: p.y,
      kind: p.kind,
      owner: p.owner,
      id: p.id,
      value: p.value,
      distance: p.d,
      score: rank,
      entry: 'piece',
      threat: threatScore(p.value, p.d),
      army: null,
      rank,
    });
  }
  return sortRanked(out);
}

/** Where a creature cast or a creature move is aimed (#C78D), and why. */
export interface CreatureAim {
  readonly aim: Square;
  /** `target`: the top EN_AN entry; `owner`: that piece's wizard, as near or nearer; `strongest`: no threat, so the strongest enemy wizard. */
  readonly reason: 'target' | 'owner' | 'strongest';
  /** The top EN_AN entry, when there is one. */
  readonly top: RankedTarget | null;
}

/**
 * The aim of a creature cast or move in defensive mode (#C78D → #CA19): the top EN_AN entry T,
 * unless its owner W is as near to the mover or nearer (#CA60–#CA76), then W. With no threat
 * (or no owner found) the strongest enemy wizard by the army sum as read (#C825, ties to the
 * first met in square order). Null when there is no enemy wizard at all.
 */
export function creatureAim(
  board: Board,
  seat: number,
  ref: Square,
  mover: Square = ref,
): CreatureAim | null {
  const list = creatureTargetList(board, seat, ref, mover);
  const wizards = wizardSquares(board);
  const top = list[0] ?? null;
  if (top) {
    const w = wizards.get(top.owner);
    if (w) {
      const toT = distance(mover, top);
      const toW = distance(mover, w);
      return toT < toW
        ? { aim: { x: top.x, y: top.y }, reason: 'target', top }
        : { aim: w, reason: 'owner', top };
    }
  }
  const armies = new Map(armyScores(board).map((a) => [a.seat, a.asRead & 0xff]));
  let best: { sq: Square; army: number } | null = null;
  const enemies = [...wizards.entries()]
    .filter(([w]) => w !== seat)
    .sort((a, b) => scanIndex(a[1]) - scanIndex(b[1]));
  for (const [w, sq] of enemies) {
    const army = armies.get(w) ?? 0;
    if (!best || army > best.army) best = { sq, army };
  }
  return best ? { aim: best.sq, reason: 'strongest', top } : null;
}
