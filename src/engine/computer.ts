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
import { isSpellName, spellByName } from './lookup';
import { CREATURE_LIST, isCreatureName, isPieceName, PIECE_LIST } from './pieceLookup';
import { rollDistribution } from './odds';
import { placedPieces, validateBoard, type Board } from './pieces';
import { isRecord, shown, squareOrThrow, wholeOrThrow } from './guard';
import { isCorpseKind, isWizardKind } from './sprites';
import { BOARD_WIDTH, type Distribution, type Result, type SpellName, type Square } from './types';

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

/**
 * A piece's value as the target-choosing code reads it (table[id − 2]); null for a piece id byte
 * outside 2–48. RangeError for anything that is not a byte (a whole number 0–255).
 */
export function aiValue(id: number): number | null {
  return valueOf(wholeOrThrow(id, 0, 255, 'aiValue: the piece id'));
}

function valueOf(id: number): number | null {
  if (id < AI_TABLE_FIRST_ID || id > AI_TABLE_LAST_ID) return null;
  return AI_VALUE_TABLE[id - AI_TABLE_FIRST_ID] ?? null;
}

/**
 * The value the "strongest wizard" routine (#C859) reads for a piece: table[id] without the
 * −2, i.e. the value of the piece two ids along. Only ids 2–37 are summed by that routine (null
 * for another id byte). RangeError for anything that is not a byte (a whole number 0–255).
 */
export function strongestWizardCheckValue(id: number): number | null {
  return readTwoAlong(wholeOrThrow(id, 0, 255, 'strongestWizardCheckValue: the piece id'));
}

function readTwoAlong(id: number): number | null {
  if (id < 2 || id > 37) return null;
  return valueOf(id + 2);
}

/** The most piece ids an army score adds up (a board has 150 squares). */
const MAX_ARMY = 1000;

/** `ids` when it is a list of at most 1000 piece id bytes; otherwise a RangeError. */
function pieceIdsOrThrow(ids: readonly number[], where: string): readonly number[] {
  if (!Array.isArray(ids) || ids.length > MAX_ARMY)
    throw new RangeError(`${where}: need a list of at most ${MAX_ARMY} piece ids`);
  for (let i = 0; i < ids.length; i++) wholeOrThrow(ids[i], 0, 255, `${where}: piece id ${i}`);
  return ids;
}

/** The strongest-wizard score of an army: Σ (value read two along) >> 2 over its pieces with id 2–37 (corpses count). */
export function armyScoreAsRead(pieceIds: readonly number[]): number {
  return asReadOf(pieceIdsOrThrow(pieceIds, 'armyScoreAsRead'));
}

function asReadOf(pieceIds: readonly number[]): number {
  return pieceIds.reduce((sum, id) => sum + ((readTwoAlong(id) ?? 0) >> 2), 0);
}

/** The same score with the table read correctly, for comparison. */
export function armyScoreIntended(pieceIds: readonly number[]): number {
  return intendedOf(pieceIdsOrThrow(pieceIds, 'armyScoreIntended'));
}

function intendedOf(pieceIds: readonly number[]): number {
  return pieceIds.reduce((sum, id) => sum + (id >= 2 && id <= 37 ? (valueOf(id) ?? 0) >> 2 : 0), 0);
}

/** Disbelieve's computer priority, re-rolled every turn: d10 + 12, so 12–21 evenly. */
export function disbelievePriority(): Distribution<number> {
  return rollDistribution(1, (rs) => (rs[0] ?? 0) + 12);
}

// How often a computer wizard bluffs: bluff.ts (kept apart so the illusion calculator stays small).
export { computerIllusionTest, computerIllusionOdds } from './bluff';

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

/** The longest book `computerSpellOrder` sorts (a book has 20 slots). */
const MAX_BOOK = 100;

/**
 * The order in which a computer wizard tries the spells in its book this turn: by priority,
 * highest first. Disbelieve's priority is `disbelieveRoll` + 12 (the roll is a d10, 0–9);
 * every other spell uses its spell-table priority. Spells with equal priority keep their book
 * order (the reference does not record how the original's sort breaks ties).
 */
export function computerSpellOrder(
  book: readonly string[],
  disbelieveRoll: number,
): Result<readonly ComputerSpellChoice[], 'unknown-spell' | 'bad-roll' | 'bad-book'> {
  if (!Number.isInteger(disbelieveRoll) || disbelieveRoll < 0 || disbelieveRoll > 9) {
    return {
      ok: false,
      error: 'bad-roll',
      message: `A roll is 0–9; got ${shown(disbelieveRoll)}.`,
    };
  }
  if (!Array.isArray(book) || book.length > MAX_BOOK) {
    return {
      ok: false,
      error: 'bad-book',
      message: `A book is a list of at most ${MAX_BOOK} spell names.`,
    };
  }
  const out: ComputerSpellChoice[] = [];
  for (let i = 0; i < book.length; i++) {
    const name = book[i];
    if (typeof name !== 'string' || !isSpellName(name)) {
      return { ok: false, error: 'unknown-spell', message: `Unknown spell ${shown(name)}.` };
    }
    const priority = name === 'Disbelieve' ? disbelieveRoll + 12 : spellByName(name).aiPriority;
    out.push({ spell: name, priority, bookIndex: i });
  }
  out.sort((a, b) => b.priority - a.priority || a.bookIndex - b.bookIndex);
  return { ok: true, value: out };
}

// ---------------------------------------------------------------------------------------------
// Scoring targets on a board.

/**
 * The game's piece id for a board piece kind: creatures 2–33, objects 34–40, wizards 41–48.
 * RangeError for a kind that is not a board piece's (sprites.ts) or an owner outside 0–7.
 */
export function pieceIdOfKind(kind: string, owner: number): number {
  wholeOrThrow(owner, 0, 7, 'pieceIdOfKind: the owner');
  const id = typeof kind === 'string' ? idOfKind(kind, owner) : null;
  if (id === null) throw new RangeError(`pieceIdOfKind: not a piece kind: ${shown(kind)}`);
  return id;
}

function idOfKind(kind: string, owner: number): number | null {
  const base = kind.endsWith(' (corpse)') ? kind.slice(0, -' (corpse)'.length) : kind;
  if (isCreatureName(base)) return CREATURES[base].id;
  if (isPieceName(base)) return PIECES[base].id;
  if (isWizardKind(kind)) return WIZARD_RECORD.firstId + owner;
  return null;
}

/**
 * A piece's threat (#C67A): value + 4 + bonus − distance, worked in one byte; a result with
 * bit 7 set (negative) counts as 0. The bonus (#CC55) is 0 except in FIREON, which sets 32.
 * Each argument is a byte (a whole number 0–255); RangeError otherwise.
 */
export function threatScore(value: number, dist: number, bonus = 0): number {
  wholeOrThrow(value, 0, 255, 'threatScore: the value');
  wholeOrThrow(dist, 0, 255, 'threatScore: the distance');
  wholeOrThrow(bonus, 0, 255, 'threatScore: the bonus');
  return threatOf(value, dist, bonus);
}

function threatOf(value: number, dist: number, bonus: number): number {
  const r = (value + 4 + bonus - dist) & 0xff;
  return r & 0x80 ? 0 : r;
}

/**
 * How creature casting and creature moves rank a target (EN_AN, list built at #C7BC, score at
 * #C7D9–#C806): the threat from REF (#C67A) + 20 − ⌊distance to the mover / 2⌋, in one byte.
 * While casting, the mover and REF are both the wizard's square.
 */
export function creatureCastRank(threat: number, distToMover: number): number {
  wholeOrThrow(threat, 0, 255, 'creatureCastRank: the threat');
  wholeOrThrow(distToMover, 0, 255, 'creatureCastRank: the distance');
  return castRankOf(threat, distToMover);
}

function castRankOf(threat: number, distToMover: number): number {
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
  const t = target as unknown;
  if (!isRecord(t))
    throw new RangeError('attackTargetRank: need { wizardArmy } or { value, distance }');
  if (Object.prototype.hasOwnProperty.call(t, 'wizardArmy')) {
    const army = wholeOrThrow(t.wizardArmy, 0, 255, 'attackTargetRank: the army');
    return (army + ATTACK_WIZARD_BONUS) & 0xff;
  }
  const value = wholeOrThrow(t.value, 0, 255, 'attackTargetRank: the value');
  const dist = wholeOrThrow(t.distance, 0, 255, 'attackTargetRank: the distance');
  return threatOf(value, dist, ATTACK_PIECE_BONUS);
}

/** `board` when it is a valid board (pieces.ts `validateBoard`); otherwise a RangeError. */
function boardOrThrow(board: Board, where: string): Board {
  const v = validateBoard(board);
  if (!v.ok) throw new RangeError(`${where}: not a valid board (${v.message})`);
  return board;
}

/**
 * The checks of the board-level lists (here and turmoil.ts): a seat 0–7, squares on the board
 * and a valid board; a RangeError naming `where` otherwise. Not in index.ts.
 */
export function boardSeatOrThrow(
  board: Board,
  seat: number,
  where: string,
  ...squares: Square[]
): void {
  wholeOrThrow(seat, 0, 7, `${where}: the seat`);
  for (const sq of squares) squareOrThrow(sq, where);
  boardOrThrow(board, where);
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
    const id = idOfKind(p.kind, p.owner);
    if (id === null) continue;
    const value = valueOf(id) ?? 0;
    const d = distance(from, p);
    out.push({
      x: p.x,
      y: p.y,
      kind: p.kind,
      owner: p.owner,
      id,
      value,
      distance: d,
      score: threatOf(value, d, 0),
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

/**
 * The army score of every wizard on the board (those with a wizard piece or riding/sheltering).
 * RangeError for a board that is not valid.
 */
export function armyScores(board: Board): readonly ArmyScore[] {
  return armyScoresOf(boardOrThrow(board, 'armyScores'));
}

function armyScoresOf(board: Board): readonly ArmyScore[] {
  const seats = new Set<number>();
  const ids = new Map<number, number[]>();
  for (const p of placedPieces(board)) {
    if (isWizardKind(p.kind)) seats.add(p.owner);
    if (p.rider !== undefined) seats.add(p.rider);
    const id = idOfKind(p.kind, p.owner);
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
        asRead: asReadOf(list),
        intended: intendedOf(list),
      };
    });
}

// ---------------------------------------------------------------------------------------------
// The list scans themselves, over the original's board layers (ai.md §0.1): the single source
// for the simulator (game/ai.ts) and for the board-level lists below.

/** The board as the list routines scan it: one number per square 16 × y + x (0–159). */
export interface ScanLayers {
  /** Top piece id (0 empty, 2–40 creatures and objects, 41–48 wizards). */
  readonly id: ArrayLike<number>;
  /** 1 when the top piece is a body. */
  readonly corpse: ArrayLike<number>;
  /** Bits 0–2: the owner. */
  readonly props: ArrayLike<number>;
  /** The wizard id inside a mount, wood or castle, or 0. */
  readonly occ: ArrayLike<number>;
}

/** Distance in half-units between two squares given as 16 × y + x. */
export type ScanDistance = (a: number, b: number) => number;

/** Where a scan writes its entries, in the order the routine meets them (unsorted). */
export interface ScanOut {
  readonly score: Int32Array | number[];
  readonly square: Int32Array | number[];
}

const sqOf = (s: number): Square => ({ x: s & 15, y: s >> 4 });

/** #C67A on a square: the threat of its top piece for `seat` from REF, 0 for empty, bodies, own. */
export function scanThreat(
  b: ScanLayers,
  seat: number,
  P: number,
  ref: number,
  bonus: number,
  dist: ScanDistance,
): number {
  const id = b.id[P] ?? 0;
  if (id === 0 || b.corpse[P] || ((b.props[P] ?? 0) & 7) === seat) return 0;
  return threatOf(AI_VALUE_TABLE[id - AI_TABLE_FIRST_ID] ?? 0, dist(P, ref), bonus);
}

/**
 * EN_AN's scan (#C7BC): squares 0–158 in order; each piece with a threat above 0 from `ref`
 * gets an entry ranked `creatureCastRank(threat, distance to mover)`. Returns the count.
 */
export function scanCreatureTargets(
  b: ScanLayers,
  seat: number,
  ref: number,
  mover: number,
  dist: ScanDistance,
  out: ScanOut,
): number {
  let n = 0;
  for (let P = 0; P < 159; P++) {
    const t = scanThreat(b, seat, P, ref, 0, dist);
    if (t === 0) continue;
    out.score[n] = castRankOf(t, dist(P, mover));
    out.square[n] = P;
    n++;
  }
  return n;
}

/** The army sums of the strongest-wizard check (#C859): Σ ⌊value read two along / 4⌋ by owner bits over ids 1–37 (bodies count), mod 256. */
export function scanArmySums(b: ScanLayers): number[] {
  const sums = [0, 0, 0, 0, 0, 0, 0, 0];
  for (let Q = 0; Q < 159; Q++) {
    const id = b.id[Q] ?? 0;
    if (id < 1 || id > 37) continue;
    const o = (b.props[Q] ?? 0) & 7;
    sums[o] = ((sums[o] ?? 0) + ((readTwoAlong(id) ?? 0) >> 2)) & 0xff;
  }
  return sums;
}

/** STRONG (#C825): one entry per enemy wizard (on the square or inside), bonus + army, in square order. */
export function scanWizardEntries(
  b: ScanLayers,
  seat: number,
  bonus: number,
  out: ScanOut,
  from = 0,
): number {
  const sums = scanArmySums(b);
  let n = from;
  for (let S = 0; S < 159; S++) {
    let id = b.id[S] ?? 0;
    if (id < WIZARD_RECORD.firstId || id > WIZARD_RECORD.lastId) id = b.occ[S] ?? 0;
    if (id < WIZARD_RECORD.firstId || id > WIZARD_RECORD.lastId) continue;
    const w = id - WIZARD_RECORD.firstId;
    if (w === seat) continue;
    out.score[n] = (bonus + (sums[w] ?? 0)) & 0xff;
    out.square[n] = S;
    n++;
  }
  return n - from;
}

/**
 * FIREON's scan (#CC56–#CC66): the STRONG entries with bonus 60 (`ATTACK_WIZARD_BONUS`), then
 * squares 0–157 in order, each piece with a #C67A threat above 0 at bonus 32
 * (`ATTACK_PIECE_BONUS`). Returns the count of entries and how many of them are wizards'.
 */
export function scanAttackTargets(
  b: ScanLayers,
  seat: number,
  ref: number,
  dist: ScanDistance,
  out: ScanOut,
): { readonly n: number; readonly wizards: number } {
  const wizards = scanWizardEntries(b, seat, ATTACK_WIZARD_BONUS, out);
  let n = wizards;
  for (let P = 0; P < 158; P++) {
    const t = scanThreat(b, seat, P, ref, ATTACK_PIECE_BONUS, dist);
    if (t === 0) continue;
    out.score[n] = t;
    out.square[n] = P;
    n++;
  }
  return { n, wizards };
}

/** A display board in the scan's layers (bodies keep their owner bits, riders go to `occ`). */
export function scanLayersOf(board: Board): ScanLayers {
  const z = () => new Array<number>(160).fill(0);
  const L = { id: z(), corpse: z(), props: z(), occ: z() };
  for (const p of placedPieces(board)) {
    const id = idOfKind(p.kind, p.owner);
    if (id === null) continue;
    const s = p.y * 16 + p.x;
    L.id[s] = id;
    L.corpse[s] = isCorpseKind(p.kind) ? 1 : 0;
    L.props[s] = p.owner & 7;
    L.occ[s] = p.rider !== undefined ? WIZARD_RECORD.firstId + p.rider : 0;
  }
  return L;
}

const scanDistance: ScanDistance = (a, b) => distance(sqOf(a), sqOf(b));

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

/**
 * EN_AN (#C7BC): the list creature casting and creature moves use. Every enemy piece with a
 * threat above 0 from `ref` (#C67A, bonus 0), ranked by threat + 20 − ⌊distance to `mover` / 2⌋
 * (`creatureCastRank`), best first; ties keep square order. While casting, `mover` = `ref` =
 * the wizard's square. RangeError for an invalid board, a seat outside 0–7 or a square off the
 * board.
 */
export function creatureTargetList(
  board: Board,
  seat: number,
  ref: Square,
  mover: Square = ref,
): readonly RankedTarget[] {
  boardSeatOrThrow(board, seat, 'creatureTargetList', ref, mover);
  return creatureTargetsOf(board, seat, ref, mover);
}

function creatureTargetsOf(
  board: Board,
  seat: number,
  ref: Square,
  mover: Square,
): readonly RankedTarget[] {
  const L = scanLayersOf(board);
  const out: ScanOut = { score: [], square: [] };
  const n = scanCreatureTargets(L, seat, scanIndex(ref), scanIndex(mover), scanDistance, out);
  const list: RankedTarget[] = [];
  for (let i = 0; i < n; i++) {
    const s = out.square[i] ?? 0;
    const p = board[(s >> 4) * BOARD_WIDTH + (s & 15)];
    const id = L.id[s] ?? 0;
    const value = valueOf(id) ?? 0;
    const threat = scanThreat(L, seat, s, scanIndex(ref), 0, scanDistance);
    list.push({
      x: s & 15,
      y: s >> 4,
      kind: p?.kind ?? '',
      owner: p?.owner ?? 0,
      id,
      value,
      distance: scanDistance(scanIndex(ref), s),
      score: threat,
      entry: 'piece',
      threat,
      army: null,
      rank: out.score[i] ?? 0,
    });
  }
  return sortRanked(list);
}

/**
 * The square of each wizard: his own piece, or the mount, tree or castle he is in. RangeError
 * for a board that is not valid.
 */
export function wizardSquares(board: Board): ReadonlyMap<number, Square> {
  return wizardSquaresOf(boardOrThrow(board, 'wizardSquares'));
}

function wizardSquaresOf(board: Board): ReadonlyMap<number, Square> {
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
 * from `ref` above 0. Sorted best first; ties keep that order. RangeError for an invalid board,
 * a seat outside 0–7 or a square off the board.
 */
export function attackTargetList(board: Board, seat: number, ref: Square): readonly RankedTarget[] {
  boardSeatOrThrow(board, seat, 'attackTargetList', ref);
  const L = scanLayersOf(board);
  const out: ScanOut = { score: [], square: [] };
  const r = scanIndex(ref);
  const { n, wizards } = scanAttackTargets(L, seat, r, scanDistance, out);
  const list: RankedTarget[] = [];
  for (let i = 0; i < n; i++) {
    const s = out.square[i] ?? 0;
    const rank = out.score[i] ?? 0;
    const d = scanDistance(r, s);
    if (i < wizards) {
      const top = L.id[s] ?? 0;
      const id = top >= WIZARD_RECORD.firstId ? top : (L.occ[s] ?? 0);
      const w = id - WIZARD_RECORD.firstId;
      list.push({
        x: s & 15,
        y: s >> 4,
        kind: `Wizard ${w + 1}`,
        owner: w,
        id,
        value: valueOf(id) ?? 0,
        distance: d,
        score: rank,
        entry: 'wizard',
        threat: null,
        army: (rank - ATTACK_WIZARD_BONUS) & 0xff,
        rank,
      });
      continue;
    }
    const p = board[(s >> 4) * BOARD_WIDTH + (s & 15)];
    const id = L.id[s] ?? 0;
    const value = valueOf(id) ?? 0;
    list.push({
      x: s & 15,
      y: s >> 4,
      kind: p?.kind ?? '',
      owner: p?.owner ?? 0,
      id,
      value,
      distance: d,
      score: rank,
      entry: 'piece',
      threat: scanThreat(L, seat, s, r, 0, scanDistance),
      army: null,
      rank,
    });
  }
  return sortRanked(list);
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
 * first met in square order). Null when there is no enemy wizard at all. RangeError for an
 * invalid board, a seat outside 0–7 or a square off the board.
 */
export function creatureAim(
  board: Board,
  seat: number,
  ref: Square,
  mover: Square = ref,
): CreatureAim | null {
  boardSeatOrThrow(board, seat, 'creatureAim', ref, mover);
  const list = creatureTargetsOf(board, seat, ref, mover);
  const wizards = wizardSquaresOf(board);
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
  const armies = new Map(armyScoresOf(board).map((a) => [a.seat, a.asRead & 0xff]));
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
