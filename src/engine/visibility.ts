/**
 * Visibility maps: line of sight from one square to every square, and the squares a spell or
 * a ranged attack can target. Units: squares, and distances in half-units (distance.ts).
 *
 * Ranges follow the game's comparisons (los.md §5, wizards.md §5):
 * - a spell reaches a square when distance ≤ its range byte (spells.tsv `range_byte`;
 *   creatures 3 = the 8 neighbours, bolts 13, Shadow Wood and castles 17 …), except Magic
 *   Wood, whose automatic placement checks 13 instead of its byte of 17 (#9B25, #C978–#C97F;
 *   `spellReach`);
 * - a ranged attack reaches a square when distance ≤ 2 × range (range in squares, as shown).
 * The casting code checks range first, then the spell's own rules, then sight last; a
 * square's `reason` is the first check it fails in that order.
 */
import { BOARD_WIDTH, type Square } from './types';
import { PIECES } from './data/pieces';
import { allSquares, onBoard } from './board';
import { distance, rangedAttackLimit } from './distance';
import { createSightTester, sightVerdict, type SightTester, type SightVerdict } from './los';
import {
  type Board,
  type Piece,
  type SightPiece,
  fullBoardOrThrow,
  pieceOn,
  sightPieces,
  wizardOnSquare,
} from './pieces';
import { isRecord, ownEntry, shown, squareOrThrow, wholeOrThrow } from './guard';
import { isCorpseKind, isCreatureKind, isTreeKind, isWizardKind, kindClassOf } from './sprites';

const CLEAR: SightVerdict = { kind: 'clear' };

export interface SightMapEntry {
  readonly square: Square;
  /** The caster's own square. */
  readonly self: boolean;
  /** Blocked with every piece showing its current frame. */
  readonly blocked: boolean;
  /** The answer over all animation frames. */
  readonly verdict: SightVerdict;
}

/** Line of sight from `from` to every square, in board order (150 entries). */
export function sightMap(pieces: readonly SightPiece[], from: Square): SightMapEntry[] {
  squareOrThrow(from, 'sightMap');
  const tester = createSightTester(pieces);
  return allSquares().map((square) => {
    const self = square.x === from.x && square.y === from.y;
    if (self) return { square, self, blocked: false, verdict: CLEAR };
    return {
      square,
      self,
      blocked: tester.blocked(from, square),
      verdict: sightVerdict(pieces, from, square),
    };
  });
}

/** The spell categories of spells.tsv. */
export type SpellCategory =
  | 'disbelieve'
  | 'creature'
  | 'spreading'
  | 'wood'
  | 'castle'
  | 'wall'
  | 'bolt'
  | 'justice-type'
  | 'upgrade'
  | 'alignment'
  | 'subversion'
  | 'raise-dead'
  | 'turmoil';

/** What targeting needs to know about a spell (spells.tsv `range_byte`, `category`). */
export interface SpellTargeting {
  /** Range in half-units, as stored in the game's spell table. */
  readonly rangeByte: number;
  readonly category: SpellCategory;
  /**
   * The distance that counts, when it is not the range byte (Magic Wood: 13, see
   * `spellReach`). Defaults to `rangeByte`.
   */
  readonly reach?: number;
}

/**
 * Magic Wood's placement range. A human's Magic Wood is not placed by hand: the spell goes to
 * the automatic placement (#9AF8 → #9B1F) that the computer also uses, which sets the range to
 * 13 (#9B25) and accepts only squares at distance ≤ 13 (#C978–#C97F). The spell table's 17 is
 * what the spell screen shows (range 8) but is never checked. Shadow Wood and the castles are
 * placed by hand (or, for a computer's castle, next to the wizard) and checked against the byte.
 */
export const MAGIC_WOOD_PLACEMENT_RANGE = 13;

/** The distance (half-units) within which a spell really lands: its range byte, Magic Wood 13. */
export function spellReach(spell: { readonly name: string; readonly rangeByte: number }): number {
  if (!isRecord(spell) || typeof spell.name !== 'string')
    throw new RangeError('spellReach: need a spell with a name and a range byte');
  wholeOrThrow(spell.rangeByte, 0, 255, 'spellReach: the range byte');
  return spell.name === 'Magic Wood' ? MAGIC_WOOD_PLACEMENT_RANGE : spell.rangeByte;
}

/** The targeting data for a spell-table entry, with the reach that counts. */
export function spellTargeting(spell: {
  readonly name: string;
  readonly rangeByte: number;
  readonly kind: SpellCategory;
}): SpellTargeting {
  const reach = spellReach(spell);
  if (!ownEntry(TARGETED, spell.kind))
    throw new RangeError(`spellTargeting: not a spell category: ${shown(spell.kind)}`);
  return { rangeByte: spell.rangeByte, category: spell.kind, reach };
}

/** A RangeError unless `spell` is targeting data: a category, a range byte and maybe a reach. */
function checkTargeting(spell: SpellTargeting): void {
  if (!isRecord(spell) || !ownEntry(TARGETED, spell.category))
    throw new RangeError('spellTargetMap: need targeting data with a spell category');
  wholeOrThrow(spell.rangeByte, 0, 255, 'spellTargetMap: the range byte');
  if (spell.reach !== undefined) wholeOrThrow(spell.reach, 0, 255, 'spellTargetMap: the reach');
}

export type TargetReason =
  | 'ok'
  | 'caster'
  | 'out-of-range'
  | 'not-empty'
  | 'next-to-caster'
  | 'next-to-tree'
  | 'not-a-target'
  | 'no-line-of-sight'
  | 'no-target-needed';

export interface TargetEntry {
  readonly square: Square;
  /** Distance from the caster or shooter, in half-units. */
  readonly distance: number;
  readonly inRange: boolean;
  /** Sight over all frames; null when the action needs no sight (or for the own square). */
  readonly sight: SightVerdict | null;
  /** Blocked with the pieces' current frames (false when no sight is needed). */
  readonly blocked: boolean;
  /** Range, the target rules and sight all pass (with the current frames). */
  readonly legal: boolean;
  readonly reason: TargetReason;
}

export interface SpellTargetMap {
  readonly category: SpellCategory;
  /** The distance (half-units) that counts: the range byte, or the spell's own `reach`. */
  readonly reach: number;
  /** The spell picks a square (false for upgrades, Law/Chaos and Turmoil). */
  readonly needsTarget: boolean;
  readonly usesRange: boolean;
  readonly usesSight: boolean;
  /** 150 entries in board order. */
  readonly squares: readonly TargetEntry[];
}

const TARGETED: Record<SpellCategory, { target: boolean; range: boolean; sight: boolean }> = {
  disbelieve: { target: true, range: false, sight: false },
  'justice-type': { target: true, range: false, sight: false },
  creature: { target: true, range: true, sight: true },
  spreading: { target: true, range: true, sight: true },
  wood: { target: true, range: true, sight: true },
  castle: { target: true, range: true, sight: true },
  wall: { target: true, range: true, sight: true },
  bolt: { target: true, range: true, sight: true },
  subversion: { target: true, range: true, sight: true },
  'raise-dead': { target: true, range: true, sight: true },
  upgrade: { target: false, range: false, sight: false },
  alignment: { target: false, range: false, sight: false },
  turmoil: { target: false, range: false, sight: false },
};

/** Whether a spell of this category is held to its range (Disbelieve and Vengeance & co. reach anywhere). */
export function categoryUsesRange(category: SpellCategory): boolean {
  return ownEntry(TARGETED, category)?.range === true;
}

/** True when a spell with this range byte reaches the square: distance ≤ range byte. */
export function spellInRange(from: Square, to: Square, rangeByte: number): boolean {
  return distance(from, to) <= rangeByte;
}

export { rangedAttackLimit };

function neighbours(sq: Square): Square[] {
  const out: Square[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const n = { x: sq.x + dx, y: sq.y + dy };
      if ((dx !== 0 || dy !== 0) && onBoard(n)) out.push(n);
    }
  return out;
}

/**
 * The neighbours the placement checks look at (#991E tree check, #9C36 wall check). Both skip a
 * neighbour whose address has H + L = 0 as off the board, and square (1,0) lives at #E020, whose
 * bytes add up to #100: so a tree or wizard on (1,0) is never seen by them (ai.md §7 Q9). The
 * game's computer placement follows the same rule (game/ai.ts treeNeighbour, castWall).
 */
function placementNeighbours(sq: Square): Square[] {
  return neighbours(sq).filter((n) => n.x !== 1 || n.y !== 0);
}

/** The seat of a wizard standing (not riding or sheltering) on a square, or null. */
function wizardSeatOn(p: Piece | null): number | null {
  return p !== null && isWizardKind(p.kind) ? p.owner : null;
}

/**
 * The spell's own rule for a square (range and sight aside). `caster` is the casting wizard's
 * index. Interpretations where the references are silent: a lone corpse is not a Magic Bolt or
 * Lightning target (nor are the pieces a bolt cannot harm), and trees, castles and walls need an empty square (a corpse does not count
 * as empty for them, while creatures, Gooey Blob and Magic Fire may be cast onto a corpse).
 */
function spellRule(
  board: Board,
  casterSq: Square,
  caster: number | undefined,
  category: SpellCategory,
  sq: Square,
  p: Piece | null,
): TargetReason {
  const empty = p === null;
  const corpse = p !== null && isCorpseKind(p.kind);
  switch (category) {
    case 'creature':
    case 'spreading':
      return empty || corpse ? 'ok' : 'not-empty';
    case 'castle':
      return empty ? 'ok' : 'not-empty';
    case 'wall': {
      if (!empty) return 'not-empty';
      // #9C0F: refused when a neighbour's top piece is the caster himself (id 41 + seat), so a
      // wizard inside a mount, wood or castle does not count; square (1,0) is skipped (Q9).
      const own = caster ?? wizardSeatOn(pieceOn(board, casterSq));
      return own !== null &&
        placementNeighbours(sq).some((n) => {
          const q = pieceOn(board, n);
          return q !== null && isWizardKind(q.kind) && q.owner === own;
        })
        ? 'next-to-caster'
        : 'ok';
    }
    case 'wood':
      if (!empty) return 'not-empty';
      // #98F1: refused next to a tree of either kind; square (1,0) is skipped (Q9).
      return placementNeighbours(sq).some((n) => {
        const q = pieceOn(board, n);
        return q !== null && isTreeKind(q.kind);
      })
        ? 'next-to-tree'
        : 'ok';
    case 'bolt':
      // One rule with boltOdds: Magic Fire, castles and walls are immune (wizards.md §5), so a
      // bolt aimed at them is not counted as a target here either.
      if (p === null || corpse) return 'not-a-target';
      return ownEntry(PIECES, p.kind)?.boltImmune === true ? 'not-a-target' : 'ok';
    case 'disbelieve':
      return p !== null && isCreatureKind(p.kind) ? 'ok' : 'not-a-target';
    case 'justice-type':
      return p !== null && (isCreatureKind(p.kind) || isWizardKind(p.kind)) ? 'ok' : 'not-a-target';
    case 'subversion':
      return p !== null && isCreatureKind(p.kind) && p.owner !== caster && p.rider === undefined
        ? 'ok'
        : 'not-a-target';
    case 'raise-dead':
      return corpse ? 'ok' : 'not-a-target';
    default:
      return 'no-target-needed';
  }
}

/**
 * One square's answer for casting a spell from `casterSq` (what `spellTargetMap` gives for that
 * square). `casterWizard` (0–7) defaults to the wizard on, riding or sheltering in the caster's
 * square; `tester` may be passed in when many squares of one board are checked.
 */
export function spellTargetEntry(
  board: Board,
  casterSq: Square,
  spell: SpellTargeting,
  square: Square,
  casterWizard?: number,
  tester?: SightTester | null,
  pieces: readonly SightPiece[] = sightPieces(board),
): TargetEntry {
  const rules = TARGETED[spell.category];
  const limit = spell.reach ?? spell.rangeByte;
  const top = pieceOn(board, casterSq);
  const caster = casterWizard ?? (top ? wizardOnSquare(top) : undefined);
  const seeing = rules.sight ? (tester ?? createSightTester(pieces)) : null;
  const d = distance(casterSq, square);
  const self = square.x === casterSq.x && square.y === casterSq.y;
  const inRange = !rules.range || d <= limit;
  const sight = seeing && !self ? sightVerdict(pieces, casterSq, square) : null;
  const blocked = seeing && !self ? seeing.blocked(casterSq, square) : false;
  let reason: TargetReason;
  if (!rules.target) reason = 'no-target-needed';
  else if (self) reason = 'caster';
  else if (!inRange) reason = 'out-of-range';
  else {
    reason = spellRule(
      board,
      casterSq,
      caster,
      spell.category,
      square,
      board[square.y * BOARD_WIDTH + square.x] ?? null,
    );
    if (reason === 'ok' && blocked) reason = 'no-line-of-sight';
  }
  return { square, distance: d, inRange, sight, blocked, legal: reason === 'ok', reason };
}

/**
 * Every square's answer for casting a spell from `casterSq`. `casterWizard` (0–7) defaults to
 * the wizard on, riding or sheltering in the caster's square; it decides what is an enemy.
 */
export function spellTargetMap(
  board: Board,
  casterSq: Square,
  spell: SpellTargeting,
  casterWizard?: number,
): SpellTargetMap {
  fullBoardOrThrow(board, 'spellTargetMap');
  squareOrThrow(casterSq, 'spellTargetMap');
  checkTargeting(spell);
  if (casterWizard !== undefined) wholeOrThrow(casterWizard, 0, 7, 'spellTargetMap: the caster');
  const rules = TARGETED[spell.category];
  const limit = spell.reach ?? spell.rangeByte;
  const pieces = sightPieces(board);
  const tester = rules.sight ? createSightTester(pieces) : null;
  const squares = allSquares().map((square): TargetEntry =>
    spellTargetEntry(board, casterSq, spell, square, casterWizard, tester, pieces),
  );
  return {
    category: spell.category,
    reach: limit,
    needsTarget: rules.target,
    usesRange: rules.range,
    usesSight: rules.sight,
    squares,
  };
}

export interface RangedTargetEntry extends TargetEntry {
  /** A shot here can harm what stands there: a creature, Gooey Blob, tree or wizard. */
  readonly harmable: boolean;
}

/**
 * One square's answer for a ranged attack of `rangeSquares` from `shooterSq` (what
 * `rangedAttackMap` gives for that square); `tester` and `pieces` may be passed in when many
 * squares of one board are checked.
 */
export function rangedAttackEntry(
  board: Board,
  shooterSq: Square,
  rangeSquares: number,
  square: Square,
  tester?: SightTester,
  pieces: readonly SightPiece[] = sightPieces(board),
): RangedTargetEntry {
  const seeing = tester ?? createSightTester(pieces);
  const limit = rangedAttackLimit(rangeSquares);
  const d = distance(shooterSq, square);
  const self = square.x === shooterSq.x && square.y === shooterSq.y;
  const inRange = d <= limit;
  const sight = self ? null : sightVerdict(pieces, shooterSq, square);
  const blocked = self ? false : seeing.blocked(shooterSq, square);
  const reason: TargetReason = self
    ? 'caster'
    : !inRange
      ? 'out-of-range'
      : blocked
        ? 'no-line-of-sight'
        : 'ok';
  const p = pieceOn(board, square);
  const cls = p ? kindClassOf(p.kind) : undefined;
  const harmable =
    !self &&
    (cls === 'creature' ||
      cls === 'wizard' ||
      cls === 'gooey-blob' ||
      cls === 'magic-wood' ||
      cls === 'shadow-wood');
  return {
    square,
    distance: d,
    inRange,
    sight,
    blocked,
    legal: reason === 'ok',
    reason,
    harmable,
  };
}

/**
 * Where a piece with a ranged attack of `rangeSquares` can shoot from `shooterSq`: any other
 * square within distance 2 × range and in sight. A shot at a corpse, Magic Fire, castle, wall
 * or an empty square does nothing (`harmable` false).
 */
export function rangedAttackMap(
  board: Board,
  shooterSq: Square,
  rangeSquares: number,
): RangedTargetEntry[] {
  fullBoardOrThrow(board, 'rangedAttackMap');
  squareOrThrow(shooterSq, 'rangedAttackMap');
  const pieces = sightPieces(board);
  const tester = createSightTester(pieces);
  rangedAttackLimit(rangeSquares);
  return allSquares().map((square): RangedTargetEntry =>
    rangedAttackEntry(board, shooterSq, rangeSquares, square, tester, pieces),
  );
}
