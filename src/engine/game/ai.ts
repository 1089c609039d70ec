/**
 * The computer players, as ai.md reads them from the original code. The working memory the
 * original keeps between routines (INBUF #D3F2, SRTCNT #C7BB, X_ADD #C649, AIM #C8B7, #AC12,
 * #AC14, #AC30) lives in the state (`AiMemory`) and is written the way the routines write it, so
 * the quirks of ai.md §7 that come from stale values happen here too.
 *
 * Lists (§0.4): FILL (#CDAA) puts 158 entries (0, #FF); SORT (#C64C) with A = n is a stable
 * descending sort of entries 0…n; lists are read from the top, or from a fixed entry downwards
 * (121 for square lists, 79 for the flying wizard, 7 for direction lists) skipping filler entries.
 * Values: THRTAB (#C6D4) through computer.ts (`AI_VALUE_TABLE`, `strongestWizardCheckValue`);
 * the EN_AN, STRONG and FIREON scans are computer.ts's (`scanCreatureTargets`,
 * `scanWizardEntries`, `scanAttackTargets`), the one source shared with its board-level lists.
 */
import {
  AI_VALUE_TABLE,
  scanAttackTargets,
  scanCreatureTargets,
  scanThreat,
  scanWizardEntries,
  type ScanDistance,
  type ScanOut,
} from '../computer';
import { SPELLS } from '../data/spells';
import { turmoilCastsOf } from '../turmoil';
import { skipsUpgrade } from '../wizards';
import type { SpellNumber, UpgradeSpellName } from '../types';
import {
  CASTLE,
  CITADEL,
  DISBELIEVED,
  FIRE,
  ILLUSION,
  KEYS,
  KEY_I,
  KEY_K,
  MAGIC_WOOD,
  MOVED,
  OWNER,
  SHADOW_WOOD,
  SQUARES,
  WALL,
  WIZARD_ID,
  creatureOf,
  isCreatureId,
  isUndeadId,
  isWizardId,
  neighbour,
  onArena,
  sqX,
  sqY,
  wizardSquare,
} from './layers';
import { DIST, dist } from './dist';
import {
  afterStepCheck,
  intoKind,
  movable,
  moveAllowance,
  rollsToBreakFree,
  type Mover,
} from './moves';
import type { MWizard, Sim } from './sim';
import type { BookSlot } from './types';
import { turmoil } from './spells';

const FILLER = 0xff;
const ENTRIES = 158;

// ---------------------------------------------------------------------------------------------
// INBUF

export function fill(sim: Sim): void {
  const buf = sim.ai.inbuf;
  // Entries from sim.inbufTop up already hold (0, #FF): only the ones below are rewritten.
  const top = sim.inbufTop;
  for (let i = 0; i < top; i++) {
    buf[2 * i] = 0;
    buf[2 * i + 1] = FILLER;
  }
  sim.inbufTop = 0;
}

function put(sim: Sim, i: number, score: number, sq: number): void {
  if (i >= ENTRIES) return;
  sim.ai.inbuf[2 * i] = score & 0xff;
  sim.ai.inbuf[2 * i + 1] = sq & 0xff;
  if (i >= sim.inbufTop) sim.inbufTop = i + 1;
}

const SORT_COUNT = new Int32Array(257);
const SORT_SCORE = new Int32Array(ENTRIES);
const SORT_KEY = new Int32Array(ENTRIES);

/** SORT with A = n: entries 0…n in descending score order, equal scores keeping their order. */
export function sortEntries(sim: Sim, n: number): void {
  const buf = sim.ai.inbuf;
  const last = Math.min(n, ENTRIES - 1);
  // Sorting may move a written entry anywhere in 0…last.
  if (last >= sim.inbufTop && sim.inbufTop > 0) sim.inbufTop = last + 1;
  if (last < 24) {
    // Insertion sort for short lists.
    for (let i = 1; i <= last; i++) {
      const sc = buf[2 * i] ?? 0;
      const k = buf[2 * i + 1] ?? 0;
      let j = i - 1;
      while (j >= 0 && (buf[2 * j] ?? 0) < sc) {
        buf[2 * j + 2] = buf[2 * j] ?? 0;
        buf[2 * j + 3] = buf[2 * j + 1] ?? 0;
        j--;
      }
      buf[2 * j + 2] = sc;
      buf[2 * j + 3] = k;
    }
    return;
  }
  // The same stable order by counting: scores are bytes.
  const count = SORT_COUNT;
  count.fill(0);
  for (let i = 0; i <= last; i++) {
    const sc = (buf[2 * i] ?? 0) & 0xff;
    SORT_SCORE[i] = sc;
    SORT_KEY[i] = buf[2 * i + 1] ?? 0;
    count[255 - sc + 1] = (count[255 - sc + 1] as number) + 1;
  }
  for (let r = 1; r <= 256; r++) count[r] = (count[r] as number) + (count[r - 1] as number);
  for (let i = 0; i <= last; i++) {
    const sc = SORT_SCORE[i] as number;
    const at = count[255 - sc] as number;
    count[255 - sc] = at + 1;
    buf[2 * at] = sc;
    buf[2 * at + 1] = SORT_KEY[i] as number;
  }
}

const entryKey = (sim: Sim, i: number): number => sim.ai.inbuf[2 * i + 1] ?? FILLER;

/** Reads entries from `start` downwards, skipping fillers; −1 when none is left ('K'). */
class DownReader {
  constructor(
    private readonly sim: Sim,
    private i: number,
  ) {}
  next(): number {
    while (this.i >= 0) {
      const k = entryKey(this.sim, this.i--);
      if (k !== FILLER) return k;
    }
    return -1;
  }
}

/**
 * The even bytes below INBUF (#D3F0 downwards, tape image) as the key reader #CDC0 meets them:
 * only three are keys, 'A' (#D388, west), 'E' (#D384, north-east) and 'I' (#D37E, the end).
 */
const BELOW_INBUF_EVEN_KEYS = [0x41, 0x45, 0x49];

/**
 * Reads the score bytes of entries `start` down to 0 as keys, skipping #FF, then the even bytes
 * below INBUF: #CDC0 from #CD86 = INBUF + 2 × start, where the defensive planner's flying case
 * leaves it (`planDefensive` count).
 */
class ScoreReader {
  private tail = 0;
  constructor(
    private readonly sim: Sim,
    private i: number,
  ) {}
  next(): number {
    while (this.i >= 0) {
      const v = this.sim.ai.inbuf[2 * this.i--] ?? 0;
      if (v !== FILLER) return v;
    }
    return BELOW_INBUF_EVEN_KEYS[this.tail++] ?? -1;
  }
}

// ---------------------------------------------------------------------------------------------
// Scores

// The lists' scans and scores are computer.ts's (`scanCreatureTargets`, `scanAttackTargets`,
// `scanWizardEntries`, `scanThreat`): one source for the simulator and the board-level lists.

const dist2: ScanDistance = (a, b) => DIST[(a << 8) | b] as number;
const SCAN: ScanOut = { score: new Int32Array(ENTRIES + 8), square: new Int32Array(ENTRIES + 8) };

/** Copies a scan's n entries into INBUF from entry 0. */
function putScan(sim: Sim, n: number): void {
  for (let i = 0; i < n; i++) put(sim, i, SCAN.score[i] as number, SCAN.square[i] as number);
}

/** threat(P) (#C67A): V + 4 + B − d(P, REF); 0 for empty, bodies, p's own, or bit 7 set. */
export function threat(sim: Sim, p: number, P: number, ref: number, bonus: number): number {
  return scanThreat(sim.b, p, P, ref, bonus, dist2);
}

/** EN_AN (#C7BC): the threat list from X_ADD, scored for mover M, sorted; SRTCNT = count. */
export function enAn(sim: Sim, p: number, mover: number): number {
  fill(sim);
  const n = scanCreatureTargets(sim.b, p, sim.ai.xAdd, mover, dist2, SCAN);
  putScan(sim, n);
  sim.ai.srtcnt = n;
  sortEntries(sim, n + 1);
  return n;
}

/** STRONG (#C825): one entry per enemy wizard, (B + army, his square), in square order. */
function strong(sim: Sim, p: number, bonus: number): number {
  const n = scanWizardEntries(sim.b, p, bonus, SCAN);
  putScan(sim, n);
  return n;
}

/**
 * The square of the strongest enemy wizard (#C7A3: #C825 with B = 0, SORT, #C8B9 reads entry 0).
 * With no enemy wizard left, entry 0 is FILL's (0, #FF): the square byte #FF, see `chooseTarget`.
 */
function strongestEnemy(sim: Sim, p: number): number {
  fill(sim);
  strong(sim, p, 0);
  sortEntries(sim, 8);
  return entryKey(sim, 0);
}

/** FIREON (#CC56): enemy wizards at army + 60, then pieces 0–157 at V + 36 − d(P, X_ADD). */
export function fireon(sim: Sim, p: number): number {
  fill(sim);
  const { n, wizards } = scanAttackTargets(sim.b, p, sim.ai.xAdd, dist2, SCAN);
  putScan(sim, n);
  // SRTCNT counts from 9 upwards for every piece entry (#CC56–#CC66), whatever the wizards.
  const cnt = 9 + (n - wizards);
  sim.ai.srtcnt = cnt;
  sortEntries(sim, cnt);
  return n;
}

/** danger(X) (#CD92): Σ threat(P) with REF = X over squares 0–157, in one byte. */
export function danger(sim: Sim, p: number, X: number): number {
  let sum = 0;
  for (let P = 0; P < 158; P++) sum += threat(sim, p, P, X, 0);
  return sum & 0xff;
}

/** The pieces threat() scores for one player: their squares and V + 4 (`threatSquares`). */
interface Threats {
  readonly sq: Int32Array;
  readonly v4: Int32Array;
  n: number;
}
const THREATS: Threats = { sq: new Int32Array(SQUARES), v4: new Int32Array(SQUARES), n: 0 };

/** danger(X) over the prepared list: the same byte sum as `danger`, from a table walk. */
function dangerOver(t: Threats, X: number): number {
  let sum = 0;
  const { sq, v4, n } = t;
  for (let i = 0; i < n; i++) {
    const r = ((v4[i] as number) - (DIST[((sq[i] as number) << 8) | X] as number)) & 0xff;
    if (r < 0x80) sum += r;
  }
  return sum & 0xff;
}

/** Squares 0–157 holding a living piece not owned by p: the only ones threat() scores. */
function threatSquares(sim: Sim, p: number): Threats {
  const b = sim.b;
  const t = THREATS;
  let n = 0;
  for (let P = 0; P < 158; P++) {
    const id = b.id[P] ?? 0;
    if (id !== 0 && !b.corpse[P] && ((b.props[P] ?? 0) & OWNER) !== p) {
      t.sq[n] = P;
      t.v4[n] = (AI_VALUE_TABLE[id - 2] ?? 0) + 4;
      n++;
    }
  }
  t.n = n;
  return t;
}

// ---------------------------------------------------------------------------------------------
// Plans

/** Direction list toward AIM (#C8C7): (d(n, AIM), key) per on-board neighbour, sorted. */
export function directionList(sim: Sim, mover: number): void {
  fill(sim);
  const aim = sim.ai.aim;
  for (let k = 0; k < 8; k++) {
    const n = neighbour(mover, k);
    if (n >= 0) put(sim, k, dist(n, aim), KEYS[k] ?? 0);
  }
  sortEntries(sim, 8);
  sim.ai.ac30 = 1;
}

/**
 * Target choice (#C78D) for mover M: sets AIM, then builds the direction list.
 *
 * When no enemy wizard is left (the last one died earlier this turn, to one of p's pieces or to
 * spreading: the winner check waits for the end of the movement phase, and #C710's loop over
 * squares 0–158 goes on), the original still writes AIM, to square #FF:
 * - in defensive mode EN_AN (#CA19) finds no piece (entry 0's score is 0: #CA22–#CA27), or
 *   finds no wizard owning T (#CA3C–#CA58); both jump to #C7A3, as attack mode does (#C7A0);
 * - #C7A3 calls #C825, which FILLs INBUF (#CDAA: 158 entries (0, #FF)) and appends one entry
 *   per enemy wizard on squares 0–158, here none; SORT with A = 7 leaves the fillers;
 * - #C8B9 sets AIM = #E01F + (#D3F3), the square byte of entry 0, with no test: #E01F + #FF;
 * - distances to it (#C8C7 direction list, #C955 square list) go through #C703, which takes
 *   (x, y) = (byte & 15, byte >> 4) + 1, so #FF is (15, 15), below and right of the board's
 *   corner (14, 9), and #BEEF gives 2 × max(|dx|, |dy|) + min(|dx|, |dy|) as for any square
 *   (layers.ts `DIST` covers bytes 0–255).
 * So the pieces that move after the last enemy wizard's death head for the bottom-right corner.
 */
export function chooseTarget(sim: Sim, p: number, mover: number): void {
  sim.ai.ac14 = mover;
  const w = sim.w[p] as MWizard;
  let aim = -1;
  let by: 'creature-target' | 'its-wizard' | 'strongest-wizard' | 'no-enemy' = 'strongest-wizard';
  let first = -1;
  if (w.mode < 10) {
    const n = enAn(sim, p, mover);
    if (n > 0) {
      const T = entryKey(sim, 0);
      first = T;
      const W = wizardSquare(sim.b, (sim.b.props[T] ?? 0) & OWNER);
      if (W >= 0) {
        aim = dist(mover, T) < dist(mover, W) ? T : W;
        by = aim === T ? 'creature-target' : 'its-wizard';
      }
    }
  }
  if (aim < 0) {
    aim = strongestEnemy(sim, p);
    if (aim > 159) by = 'no-enemy';
  }
  sim.ai.aim = aim;
  if (sim.why)
    sim.why.push({
      kind: 'aim',
      seat: p,
      from: mover,
      fromName: wizardSquare(sim.b, p) === mover ? w.name : sim.pieceName(mover),
      aim,
      aimName: aim > 159 ? '' : sim.pieceName(aim),
      by,
      attackMode: w.mode >= 10,
      first: first < 0 ? null : { square: first, name: sim.pieceName(first) },
    });
  directionList(sim, mover);
}

/**
 * Square list (#C955): squares within R of C, keyed by distance to AIM, sorted. Like the other
 * builders it ends with #AC30 = 1 (#C9C8–#C9CA): when a wood, castle or wall placed by this list
 * (#9B32, #9BD6) is the last cast, the first piece engaged when selected reads it as keys (Q6).
 */
function squareList(sim: Sim, centre: number, range: number): number {
  fill(sim);
  const aim = sim.ai.aim;
  let n = 0;
  for (let S = 0; S < 159; S++) if (dist(S, centre) <= range) put(sim, n++, dist(S, aim), S);
  sortEntries(sim, n);
  sim.ai.ac30 = 1; // #C9CA
  return n;
}

/** Reads a square list from entry 121 downwards, skipping column 15. */
class SquareReader {
  private r: DownReader;
  constructor(sim: Sim) {
    this.r = new DownReader(sim, 121);
  }
  next(): number {
    for (;;) {
      const s = this.r.next();
      if (s < 0) return -1;
      if ((s & 15) !== 15 && s < 160) return s;
    }
  }
}

/**
 * The defensive planner (#CA92). Returns the wizard's square; sets X_ADD and AIM or the key list.
 * In the flying case `count` is the number of candidates: the key pointer #CD86 is left at that
 * entry (#CBD4–#CC20), not at entry 7 as the walking case sets it (#CB9C).
 */
export function planDefensive(
  sim: Sim,
  p: number,
): { X: number; flying: boolean; range: number; count: number } {
  const b = sim.b;
  const X = wizardSquare(b, p);
  sim.ai.xAdd = X;
  const top = b.id[X] ?? 0;
  const w = sim.w[p] as MWizard;
  let range = 0;
  if (top >= 19 && top <= 21 && b.occ[X] === WIZARD_ID + p)
    range = 2 * (creatureOf(top)?.movement ?? 0) + 1;
  else if (top === WIZARD_ID + p && w.flags & 0x20) range = 13;
  const enemies = threatSquares(sim, p);
  if (range > 0) {
    fill(sim);
    let n = 0;
    for (let S = 0; S < 158; S++) {
      if ((S & 15) === 15 || dist(S, X) > range) continue;
      put(sim, n++, dangerOver(enemies, S), S);
    }
    sortEntries(sim, n);
    const aim = new DownReader(sim, 79).next();
    if (aim >= 0) sim.ai.aim = aim;
    sim.ai.ac30 = 1;
    return { X, flying: true, range, count: n };
  }
  fill(sim);
  for (let k = 0; k < 8; k++) {
    const n = neighbour(X, k);
    if (n < 0) continue;
    const id = b.id[n] ?? 0;
    let score: number;
    if (id === CASTLE || id === CITADEL) score = 0;
    else if (id === MAGIC_WOOD) score = 1;
    else if (id >= 16 && id <= 21 && ((b.props[n] ?? 0) & OWNER) === p && !b.occ[n]) score = 2;
    else score = (dangerOver(enemies, n) + 3) & 0xff;
    put(sim, k, score, KEYS[k] ?? 0);
  }
  sortEntries(sim, 8);
  sim.ai.ac30 = 1;
  return { X, flying: false, range: 0, count: 0 };
}

// ---------------------------------------------------------------------------------------------
// Casting (§3)

export type Use = 'no-use' | 'cast';

/** Stable descending sort of the 20 book slots by priority, in place (SORT #C64C, 19 passes). */
export function sortBook(book: BookSlot[]): void {
  for (let i = 1; i < book.length; i++) {
    const slot = book[i] as BookSlot;
    let j = i - 1;
    while (j >= 0 && (book[j] as BookSlot).prio < slot.prio) {
      book[j + 1] = book[j] as BookSlot;
      j--;
    }
    book[j + 1] = slot;
  }
}

/** The computer's casting step for seat p (#96F3–#975C). */
export function computerCast(sim: Sim, p: number): void {
  const w = sim.w[p] as MWizard;
  const X = wizardSquare(sim.b, p);
  sim.ai.ac14 = X;
  sim.ai.ac12 = X;
  sim.ai.xAdd = X;
  const book = w.book;
  const first = book[0];
  const roll = first ? sim.die('priority') : 0;
  if (first) book[0] = { prio: roll + 12, spell: first.spell };
  sortBook(book);
  if (sim.why)
    sim.why.push({
      kind: 'book',
      seat: p,
      name: w.name,
      slot0: first && first.spell !== 0 ? SPELLS[first.spell as SpellNumber].name : '',
      roll,
      order: book
        .filter((b) => b.spell !== 0)
        .map((b) => ({
          spell: b.spell,
          name: SPELLS[b.spell as SpellNumber].name,
          prio: b.prio,
        })),
    });
  for (let i = 0; i < book.length; i++) {
    const slot = book[i];
    if (!slot || slot.spell === 0) continue;
    const r = trySpell(sim, p, slot.spell);
    if (sim.why)
      sim.why.push({
        kind: 'spell',
        seat: p,
        spell: slot.spell,
        name: SPELLS[slot.spell as SpellNumber].name,
        use: r === 'no-use' ? 'no-use' : 'cast',
      });
    if (r === 'no-use') continue;
    if (slot.spell !== 1) book[i] = { prio: slot.prio, spell: 0 };
    return;
  }
  if (sim.log) sim.emit('no-spell', p, `${w.name} casts nothing`);
}

function trySpell(sim: Sim, p: number, spell: number): Use {
  const e = SPELLS[spell as SpellNumber];
  const X = wizardSquare(sim.b, p);
  switch (e.kind) {
    case 'creature':
    case 'spreading':
      return castCreature(sim, p, spell, X);
    case 'disbelieve':
      return castDisbelieve(sim, p, X);
    case 'wood':
    case 'castle':
      return castTrees(sim, p, spell, X);
    case 'wall':
      return castWall(sim, p, spell, X);
    case 'bolt':
      return castBolt(sim, p, spell, X);
    case 'justice-type':
      return castJustice(sim, p, spell);
    case 'subversion':
      return castSubversion(sim, p, X);
    case 'raise-dead':
      return castRaiseDead(sim, p, spell, X);
    case 'turmoil':
      return castTurmoil(sim, p, spell, X);
    case 'upgrade': {
      const w = sim.w[p] as MWizard;
      if (skipsUpgrade(w, e.name as UpgradeSpellName)) return 'no-use';
      if (sim.castRoll(p, spell).pass) sim.upgrade(p, e.name as UpgradeSpellName);
      return 'cast';
    }
    case 'alignment':
      sim.castRoll(p, spell);
      return 'cast';
    default:
      return 'no-use';
  }
}

function castCreature(sim: Sim, p: number, spell: number, X: number): Use {
  chooseTarget(sim, p, X);
  const range = spell < 34 ? 3 : 13;
  squareList(sim, X, range);
  const reader = new SquareReader(sim);
  const b = sim.b;
  let target = -1;
  for (let s = reader.next(); s >= 0; s = reader.next()) {
    sim.ai.ac12 = s;
    if (!sim.sees(X, s)) continue;
    if ((b.id[s] ?? 0) === 0 || b.corpse[s]) {
      target = s;
      break;
    }
  }
  if (target < 0) return 'no-use';
  const illusion = spell < 34 && sim.illusionRoll();
  const e = SPELLS[spell as SpellNumber];
  let works = true;
  if (illusion) {
    sim.shiftBalance(spell);
    if (sim.log)
      sim.emit('cast', p, `${sim.name(p)} casts ${e.name} as an ILLUSION: it always works`);
  } else {
    works = sim.castRoll(p, spell).pass;
  }
  if (sim.facts) sim.facts.creatureCasts.push({ seat: p, spell, illusion, works });
  if (works) {
    sim.place(target, spell, p | (illusion ? ILLUSION : 0));
    if (sim.log)
      sim.emit('place', p, `${e.name} appears at (${sqX(target)},${sqY(target)})`, target);
  }
  return 'cast';
}

function castDisbelieve(sim: Sim, p: number, X: number): Use {
  sim.ai.xAdd = X;
  const n = enAn(sim, p, X);
  const b = sim.b;
  for (let i = 0; i < n; i++) {
    const s = entryKey(sim, i);
    const id = b.id[s] ?? 0;
    if (id < 34 && !((b.props[s] ?? 0) & DISBELIEVED)) {
      if (sim.log) sim.emit('cast', p, `${sim.name(p)} casts Disbelieve`);
      sim.disbelieve(p, s);
      return 'cast';
    }
  }
  return 'no-use';
}

function treeNeighbour(sim: Sim, s: number): boolean {
  for (let k = 0; k < 8; k++) {
    const n = neighbour(s, k);
    // Q9: square 1 is read as "off the board" (#991E tests H + L = 0).
    if (n < 0 || n === 1) continue;
    const id = sim.b.id[n] ?? 0;
    if (id === MAGIC_WOOD || id === SHADOW_WOOD) return true;
  }
  return false;
}

/** Magic Wood, Shadow Wood, Magic Castle, Dark Citadel (#9ADD, #9B00–#9B75). */
function castTrees(sim: Sim, p: number, spell: number, X: number): Use {
  return automaticPlacement(sim, p, spell, X, null);
}

/**
 * Automatic placement of woods and castles (#9AF8, #9B00–#9B75): pieces on the free squares
 * nearest the caster. `verdict` is a human's already rolled outcome (null: the computer rolls
 * here, before placing, and the roll is tested after the first square is found).
 */
export function automaticPlacement(
  sim: Sim,
  p: number,
  spell: number,
  X: number,
  verdict: boolean | null,
): Use {
  const b = sim.b;
  const castle = spell === CASTLE || spell === CITADEL;
  if (castle && verdict === null) {
    const top = b.id[sim.ai.ac12] ?? 0; // Q18: reads #AC12
    if (top === CASTLE || top === CITADEL) return 'no-use';
  }
  sim.ai.aim = X;
  const roll = verdict === null ? sim.castRoll(p, spell, true) : null;
  const count = castle ? 1 : 8;
  const e = SPELLS[spell as SpellNumber];
  for (let placed = 0; placed < count; placed++) {
    squareList(sim, X, 13);
    const reader = new SquareReader(sim);
    let found = -1;
    for (let s = reader.next(); s >= 0; s = reader.next()) {
      if ((b.id[s] ?? 0) !== 0) continue;
      if (!castle && treeNeighbour(sim, s)) continue;
      if (!sim.sees(X, s)) continue;
      found = s;
      break;
    }
    if (found < 0) break;
    if (placed === 0 && roll) {
      if (sim.log)
        sim.emit(
          'cast',
          p,
          `${sim.name(p)} casts ${e.name} at ${(sim.chance(p, spell) + 1) * 10} %: ${sim.rollText(roll)} → ${roll.pass ? 'succeeds' : 'SPELL FAILS'}`,
          undefined,
          roll,
        );
      if (!roll.pass) break;
    }
    if (verdict === false) break;
    sim.place(found, spell, p);
    if (sim.log) sim.emit('place', p, `${e.name} at (${sqX(found)},${sqY(found)})`, found);
  }
  return 'cast';
}

/** Wall (#9B76, #9B85–#9C0D): built around the first threat that is not a flyer. */
function castWall(sim: Sim, p: number, spell: number, X: number): Use {
  const b = sim.b;
  sim.ai.xAdd = X;
  const n = enAn(sim, p, X);
  let target = -1;
  for (let i = 0; i < n; i++) {
    const s = entryKey(sim, i);
    const id = b.id[s] ?? 0;
    if (id < 19 || id > 29) {
      target = s;
      break;
    }
  }
  if (target < 0) return 'no-use';
  const roll = sim.castRoll(p, spell, true);
  sim.ai.aim = target;
  for (let placed = 0; placed < 4; placed++) {
    squareList(sim, X, 9);
    const reader = new SquareReader(sim);
    let found = -1;
    for (let s = reader.next(); s >= 0; s = reader.next()) {
      sim.ai.ac12 = s;
      if ((b.id[s] ?? 0) !== 0) continue;
      let nextToOwn = false;
      for (let k = 0; k < 8; k++) {
        const q = neighbour(s, k);
        if (q < 0 || q === 1) continue; // Q9
        if (b.id[q] === WIZARD_ID + p) nextToOwn = true;
      }
      if (nextToOwn || !sim.sees(X, s)) continue;
      found = s;
      break;
    }
    if (found < 0) break;
    if (placed === 0) {
      if (sim.log)
        sim.emit(
          'cast',
          p,
          `${sim.name(p)} casts Wall at ${(sim.chance(p, spell) + 1) * 10} %: ${sim.rollText(roll)} → ${roll.pass ? 'succeeds' : 'SPELL FAILS'}`,
          undefined,
          roll,
        );
      if (!roll.pass) break;
    }
    sim.place(found, WALL, p);
    if (sim.log) sim.emit('place', p, `Wall at (${sqX(found)},${sqY(found)})`, found);
  }
  return 'cast';
}

/** Magic Bolt, Lightning (#9C59, #9D8A–#9DDF): the first FIREON entry in range and sight. */
function castBolt(sim: Sim, p: number, spell: number, X: number): Use {
  const b = sim.b;
  sim.ai.xAdd = X;
  fireon(sim, p);
  const e = SPELLS[spell as SpellNumber];
  for (let i = 0; i < ENTRIES; i++) {
    const s = entryKey(sim, i);
    if (s === FILLER) break;
    const id = b.id[s] ?? 0;
    if (
      id === 0 ||
      id === FIRE ||
      id === MAGIC_WOOD ||
      id === CASTLE ||
      id === CITADEL ||
      id === WALL
    )
      continue;
    if (b.corpse[s]) continue;
    if (dist(X, s) > e.rangeByte || !sim.sees(X, s)) continue;
    if (sim.log) sim.emit('cast', p, `${sim.name(p)} casts ${e.name}`);
    sim.bolt(p, s, spell);
    return 'cast';
  }
  return 'no-use';
}

/** Vengeance, Decree, Dark Power, Justice (#9DE0, #9EF9–#9F4F). */
function castJustice(sim: Sim, p: number, spell: number): Use {
  const e = SPELLS[spell as SpellNumber];
  if (!sim.castRoll(p, spell).pass) return 'cast';
  const b = sim.b;
  for (let t = 0; t < e.count; t++) {
    fireon(sim, p);
    let target = -1;
    for (let i = 0; i < ENTRIES; i++) {
      const s = entryKey(sim, i);
      if (s === FILLER) break;
      const id = b.id[s] ?? 0;
      if (b.corpse[s]) continue;
      if ((id >= 1 && id <= 33) || isWizardId(id)) {
        target = s;
        break;
      }
    }
    if (target < 0) break;
    sim.magicAttack(p, target, e.name);
  }
  return 'cast';
}

/** Subversion (#84F7, #853B–#859B): the first EN_AN entry that qualifies; no casting roll. */
function castSubversion(sim: Sim, p: number, X: number): Use {
  const b = sim.b;
  sim.ai.xAdd = X;
  const n = enAn(sim, p, X);
  for (let i = 0; i < n; i++) {
    const s = entryKey(sim, i);
    const id = b.id[s] ?? 0;
    if (b.occ[s] || id < 1 || id > 33) continue;
    if (dist(X, s) > 15 || !sim.sees(X, s)) continue;
    if ((b.props[s] ?? 0) & DISBELIEVED) continue;
    if (sim.log) sim.emit('cast', p, `${sim.name(p)} casts Subversion`);
    sim.subvert(p, s);
    return 'cast';
  }
  return 'no-use';
}

/** Raise Dead (#85F6, #8639–#86C2): no FILL, sorted with the stale SRTCNT (Q10). */
function castRaiseDead(sim: Sim, p: number, spell: number, X: number): Use {
  const b = sim.b;
  let n = 0;
  for (let s = 0; s < 159; s++) {
    if (!b.corpse[s]) continue;
    put(sim, n++, AI_VALUE_TABLE[(b.id[s] ?? 2) - 2] ?? 0, s);
  }
  sortEntries(sim, sim.ai.srtcnt + 1);
  for (let i = 0; i < ENTRIES; i++) {
    const s = entryKey(sim, i);
    if (s === FILLER || s >= 160) continue;
    if (!b.corpse[s] || dist(X, s) > 9 || !sim.sees(X, s)) continue;
    if (sim.castRoll(p, spell).pass) sim.raise(p, s);
    return 'cast';
  }
  return 'no-use';
}

/** Turmoil (#86EF, #86F9–#873B): the byte walk of computerTurmoilCasts over INBUF. */
function castTurmoil(sim: Sim, p: number, spell: number, X: number): Use {
  sim.ai.xAdd = X;
  enAn(sim, p, X);
  if (!turmoilCastsOf(sim.ai.inbuf)) return 'no-use';
  if (sim.castRoll(p, spell).pass) turmoil(sim, p);
  return 'cast';
}

// ---------------------------------------------------------------------------------------------
// Movement (§4)

/** The computer's movement phase for seat p (#C710). */
export function computerMove(sim: Sim, p: number): void {
  const w = sim.w[p] as MWizard;
  const b = sim.b;
  for (let s = 0; s < SQUARES; s++) b.props[s] = (b.props[s] ?? 0) & ~MOVED; // WALKYS #A173
  if (w.mode === 0) {
    const { X } = planDefensive(sim, p);
    const top = b.id[X] ?? 0;
    if (top === MAGIC_WOOD || top === CASTLE || top === CITADEL)
      b.props[X] = (b.props[X] ?? 0) | MOVED;
    else movePiece(sim, p, X, true);
  }
  for (let s = 0; s < 159; s++) {
    if (!w.alive) return;
    movePiece(sim, p, s, false);
  }
}

/** The mover's points and flight (moves.ts `moveAllowance`), with the manoeuvre its roll uses. */
export function moverStats(
  sim: Sim,
  p: number,
  mv: Mover,
): { points: number; fly: number; manoeuvre: number } {
  const w = sim.w[p] as MWizard;
  const a = moveAllowance(sim.b, mv, w.flags);
  // A wizard inside a wood or castle rolls with his own manoeuvre, not the wood's.
  const manoeuvre = mv.wizard ? w.stats.manoeuvre : sim.manoeuvreAt(mv.sq);
  return { points: a.points, fly: a.fly, manoeuvre };
}

/** Moves the mover one step (or flight) from its square to t, which is empty or a body. */
export function stepTo(sim: Sim, mv: Mover, t: number): void {
  if (mv.inside) sim.stepOut(mv.sq, t);
  else sim.movePiece(mv.sq, t);
  mv.sq = t;
  mv.inside = false;
}

/** The wizard goes into the mount, wood or castle on t, from foot or from inside another (#AFC7–#AFDD). */
function goInto(sim: Sim, mv: Mover, t: number): void {
  if (mv.inside) sim.moveInside(mv.sq, t);
  else sim.stepIn(mv.sq, t);
  mv.sq = t;
  mv.inside = true;
}

/** The record range of the top piece on s: a wizard's own (his bow), a creature's, else 0. */
export function rangeOf(sim: Sim, s: number): number {
  const id = sim.b.id[s] ?? 0;
  if (isWizardId(id)) return sim.w[id - WIZARD_ID]?.stats.range ?? 0;
  if (isCreatureId(id)) return creatureOf(id)?.range ?? 0;
  return 0;
}

/**
 * End of a piece's move (#B06F–#B0A5), the computer's and the human's: its square is marked
 * moved, and the top piece there, a mount just mounted included, then shoots if it has a range
 * (not Shadow Wood, #B07F). Unless that top piece is Shadow Wood (#B07F returns first), #B08B
 * sets #AC30 = 0 whatever ended the move (a step, an attack, a flight, an exhausted list), so
 * the next piece engaged when selected builds its own direction list (#AE70 → #C8C7).
 * Answers the range, 0 for no shot.
 */
function endMove(sim: Sim, p: number, s: number): number {
  const b = sim.b;
  const id = b.id[s] ?? 0;
  if (id !== SHADOW_WOOD) sim.ai.ac30 = 0; // #B08B
  if (!id || b.corpse[s]) return 0;
  b.props[s] = (b.props[s] ?? 0) | MOVED;
  if (id === SHADOW_WOOD || ((b.props[s] ?? 0) & OWNER) !== p) return 0;
  return rangeOf(sim, s);
}

/** The human's selected piece ends its move (#B06F): marked moved, then its shot if it has one. */
export function finishMove(sim: Sim, p: number, s: number, canShoot: boolean): void {
  const range = endMove(sim, p, s);
  if (canShoot && range > 0)
    sim.pending = {
      type: 'move',
      square: s,
      wizard: isWizardId(sim.b.id[s] ?? 0),
      mode: 'shoot',
      points: 0,
    };
  else sim.pending = null;
}

/** The human's move after a step or flight to t (`afterStepCheck`): engaged, walking on, or ended. */
export function afterStep(
  sim: Sim,
  p: number,
  t: number,
  wizard: boolean,
  fly: boolean,
  left: number,
): void {
  const next = afterStepCheck(sim.b, p, t, fly, left);
  if (next === 'engaged')
    sim.pending = { type: 'move', square: t, wizard, mode: 'engaged', points: 0 };
  else if (next === 'end') finishMove(sim, p, t, true);
  else sim.pending = { type: 'move', square: t, wizard, mode: 'walk', points: left };
}

/** One piece's move (#ACED), computer decisions (§4.2). */
function movePiece(sim: Sim, p: number, s: number, defensive: boolean): void {
  const b = sim.b;
  const kind = movable(sim.b, p, s);
  if (!kind) return;
  const id = b.id[s] ?? 0;
  const mv: Mover = {
    sq: s,
    wizard: kind === 'wizard-out' || isWizardId(id),
    inside: kind === 'wizard-out',
  };
  const stats = moverStats(sim, p, mv);
  let points = stats.points;
  let fly = stats.fly;
  const shadowWood = id === SHADOW_WOOD;
  const startName = sim.log ? sim.pieceName(s) : '';
  // Engagement when selected (#ADD2): not for a square with an occupant.
  let engaged = false;
  if (rollsToBreakFree(b, s, p)) engaged = sim.engagementRoll(s, stats.manoeuvre);
  if (engaged) fly = 0;
  if (sim.why)
    sim.why.push({
      kind: 'piece',
      seat: p,
      square: s,
      defensive,
      name: sim.pieceName(s),
      engaged,
    });
  let wingedDefence = false;
  // #AC31 = 0: the defensive planner makes this piece's plans (#AE48, #AE6B); its flying case
  // sets #AC31 = 1 (#CAE3, #CB00), and from then on this move re-plans toward AIM (#AE74).
  let planner = defensive;
  if (!engaged) {
    if (defensive) {
      const plan = planDefensive(sim, p);
      wingedDefence = plan.flying;
      if (plan.flying) planner = false;
    } else chooseTarget(sim, p, s);
  } else if (!defensive && sim.ai.ac30 === 0) {
    directionList(sim, s);
  }
  // Q6: when the buffer is not a direction list it is read as keys all the same (see README).

  let done = false;
  if (!engaged && (fly > 0 || wingedDefence)) {
    // Flight (#B0A8): candidates nearest AIM first, the mover's own square passed over.
    const centre = mv.sq;
    squareList(sim, centre, fly > 0 ? fly : 13);
    const reader = new SquareReader(sim);
    for (let t = reader.next(); t >= 0 && !done; t = reader.next()) {
      if (t === mv.sq) continue;
      const what = intoKind(sim.b, p, mv, t);
      if (what === 'blocked') continue;
      if (what === 'attack') {
        const r = sim.attack(mv.sq, t, false);
        if (r === 'refused') continue;
        if (r === 'killed' && b.id[t] && !b.corpse[t] && ((b.props[t] ?? 0) & OWNER) === p)
          mv.sq = t;
        done = true;
        break;
      }
      if (what === 'mount' || what === 'enter') {
        if (sim.log) sim.emit('move', p, `${startName} flies into ${sim.pieceName(t)}`, t);
        goInto(sim, mv, t);
        sim.ai.ac30 = 0; // #AF57
      } else {
        stepTo(sim, mv, t);
        if (sim.log) sim.emit('move', p, `${startName} flies to (${sqX(t)},${sqY(t)})`, t);
      }
      // #B007–#B033, into a mount or castle too: engaged next to an enemy, else the move ends.
      if (afterStepCheck(sim.b, p, t, true, 0) === 'engaged') {
        engaged = true;
        directionList(sim, t);
      } else done = true;
      break;
    }
    if (!engaged) done = true;
  }

  // Walking, or any engaged piece: keys from the current list.
  let reader: DownReader | ScoreReader = new DownReader(sim, 7);
  while (!done) {
    const key = reader.next();
    if (key < 0 || key === KEY_K || key === KEY_I) break;
    const k = KEYS.indexOf(key);
    if (k < 0) continue;
    const t = neighbour(mv.sq, k);
    if (t < 0) continue;
    const what = intoKind(sim.b, p, mv, t);
    if (what === 'blocked') continue;
    if (shadowWood) {
      if (what === 'step') {
        if (engaged) continue;
        sim.ai.ac30 = 0; // #AF57, then #AF6A ends the move
        break;
      }
      if (what !== 'attack') continue;
      sim.attack(mv.sq, t, false);
      break;
    }
    if (what === 'attack') {
      const from = mv.sq;
      const r = sim.attack(from, t, false);
      if (r === 'refused') continue;
      // A kill moves the attacker in (#B310 → #AF50), a wood, castle or mount with the wizard
      // inside it too, and the move ends there (#B014): that square is the one marked moved.
      if (r === 'killed' && b.id[t] && !b.corpse[t] && (b.id[from] === 0 || b.corpse[from]))
        mv.sq = t;
      break;
    }
    if (engaged) continue;
    const cost = dist(mv.sq, t);
    if (what === 'mount' || what === 'enter') {
      if (sim.log) sim.emit('move', p, `${startName} goes into ${sim.pieceName(t)}`, t);
      goInto(sim, mv, t);
    } else {
      stepTo(sim, mv, t);
      if (sim.log) sim.emit('move', p, `${startName} moves to (${sqX(t)},${sqY(t)})`, t);
    }
    sim.ai.ac30 = 0; // #AF57
    // #B007–#B06C after every step, into a mount, wood or castle too: engaged next to an enemy
    // (attacks only), else on while points are left, the wizard stepping out of what he went
    // into (#AF71–#AF86). Either way the plan is made again from t (#AE5B–#AE74).
    points -= cost;
    const next = afterStepCheck(sim.b, p, t, false, points);
    if (next === 'end') break;
    if (next === 'engaged') engaged = true;
    reader = new DownReader(sim, 7);
    if (!planner) directionList(sim, t);
    else {
      const plan = planDefensive(sim, p);
      if (plan.flying) {
        // He went into his own Pegasus, Gryphon or Manticore: the flying case, which leaves the
        // key pointer past its danger list, so its score bytes are read as keys (Q6).
        planner = false;
        reader = new ScoreReader(sim, plan.count);
      }
    }
  }
  const range = endMove(sim, p, mv.sq);
  if (range > 0) rangedAttack(sim, p, mv.sq, range);
}

/** Ranged attack (#B8DD, computer target #CCCB). */
export function rangedAttack(sim: Sim, p: number, s: number, range: number): void {
  const b = sim.b;
  fireon(sim, p);
  const shooterWizard = isWizardId(b.id[s] ?? 0);
  for (let i = 0; i < ENTRIES; i++) {
    const t = entryKey(sim, i);
    if (t === FILLER) break;
    if (t >= 160) continue;
    const id = b.id[t] ?? 0;
    const ok =
      isWizardId(id) ||
      (id === MAGIC_WOOD && b.occ[t]) ||
      id === SHADOW_WOOD ||
      (id >= 1 && id <= 34);
    if (!ok || b.corpse[t]) continue;
    if (!shooterWizard && isUndeadId(id)) continue;
    if (t === s) continue;
    if (dist(s, t) > 2 * range) continue;
    if (!sim.sees(s, t)) continue;
    sim.attack(s, t, true);
    return;
  }
}

export { onArena };

/** For tests: the keys or squares a reader from entry `start` downwards would return, in order. */
export function readDown(sim: Sim, start: number): number[] {
  const r = new DownReader(sim, start);
  const out: number[] = [];
  for (let k = r.next(); k >= 0; k = r.next()) out.push(k);
  return out;
}

/** For tests: the square list (#C955) around `centre` within `range`, toward AIM, in reading order. */
export function squareOrder(sim: Sim, centre: number, range: number): number[] {
  squareList(sim, centre, range);
  const r = new SquareReader(sim);
  const out: number[] = [];
  for (let s = r.next(); s >= 0; s = r.next()) out.push(s);
  return out;
}
