/**
 * Movement reach: where a selected piece can go, attack, mount or shelter this move.
 * Sources: move_into.tsv (what a piece may move into) and wizards.md §5 (engagement, distance
 * and movement). Units: squares; movement points and distances in half-units (2 per straight
 * step, 3 per diagonal step).
 *
 * - Walking: 2 × movement points. Any step (to one of the 8 neighbours) may be taken while
 *   points remain above 0, so the last step may overspend. A step that ends next to a living
 *   enemy creature or wizard ends the walk (engaged, no roll); the piece may then still attack
 *   a neighbouring enemy.
 * - Flying: straight to any square within distance 2 × movement + 1. The landing goes through
 *   the same step code as a walk (#B15E → #AE7A … #B007), so a flyer (or a wizard with Magic
 *   Wings) that lands next to a living enemy is engaged with no roll (#B01F/#B026; a Magic Wood
 *   square is exempt, and a wizard entering one ends his move anyway), its flying range is
 *   cleared (#BEB2) and it may then attack a neighbour. Such landings are `engagedStop` and the
 *   enemies next to them are attack squares, so a flyer threatens every square next to a square
 *   it can land on.
 * - Engaged (failed the manoeuvre test when selected): only attacks on neighbouring squares.
 */
import type { Odds, Result, Square } from './types';
import { BOARD_WIDTH } from './types';
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { WIZARD_BONUSES } from './data/wizards';
import { isCreatureName } from './lookup';
import { onBoard } from './board';
import { distance } from './distance';
import { type Board, type Piece, boardOrThrow, fullBoardOrThrow, pieceOn } from './pieces';
import { isRecord, isWholeIn, shown, squareOrThrow, wholeOrThrow } from './guard';
import { isCreatureKind, isMountKind, isWizardKind, kindClassOf } from './sprites';
import { breaksFree } from './engagement';
import { isUndeadCreature, mayAttackUndeadWith } from './types';

/** The moving piece, as plain parameters (wiring passes the data tables' values in). */
export interface MoverStats {
  /** The moving side's wizard, 0–7. */
  readonly owner: number;
  /** Movement in squares (a wizard: 1, with Shadow Form 3, with Magic Wings 6). */
  readonly movement: number;
  /** Flies (ids 19–29, or a wizard with Magic Wings). */
  readonly flying: boolean;
  /** A wizard moving himself (on foot or with wings). A ridden mount moves as a creature. */
  readonly isWizard: boolean;
  /** Undead (Vampire … Zombie, or raised by Raise Dead): may attack undead. */
  readonly undead: boolean;
  /** A wizard with Magic Knife, Magic Sword or Magic Bow: may attack undead. */
  readonly magicWeapon?: boolean;
  /** Manoeuvre rating, for the chance of breaking free when selected next to an enemy. */
  readonly manoeuvre?: number;
  /** A mount carrying its wizard: the game never engages it when selected. */
  readonly mounted?: boolean;
  /** Never moves, only attacks a neighbour (Shadow Wood). */
  readonly stationary?: boolean;
}

/** What happens when the mover tries to move into a square (move_into.tsv). */
export type MoveIntoAction =
  | 'move' // empty square or a corpse
  | 'attack' // melee attack
  | 'undead-refused' // "UNDEAD-CANNOT BE ATTACKED"
  | 'mount' // a wizard mounts his own free mount; movement ends
  | 'enter' // a wizard enters a Magic Wood or his own castle; movement ends
  | 'blocked'; // not allowed

function isUndeadPiece(p: Piece): boolean {
  return isUndeadCreature(p.kind, p.raised);
}

function mayAttackUndead(m: MoverStats): boolean {
  return mayAttackUndeadWith(m.undead, m.isWizard && m.magicWeapon === true);
}

/** Is `v` undefined or a boolean? */
const optionalFlag = (v: unknown): boolean => v === undefined || typeof v === 'boolean';
/** Is `v` a wizard's seat, 0–7? */
const isSeat = (v: unknown): boolean => isWholeIn(v, 0, 7);

/** A RangeError unless `m` is a mover's stats (seat 0–7, whole movement, yes/no flags). */
function checkMover(m: MoverStats, where: string): void {
  if (
    !isRecord(m) ||
    !isSeat(m.owner) ||
    !isWholeIn(m.movement, 0, 1000) ||
    typeof m.flying !== 'boolean' ||
    typeof m.isWizard !== 'boolean' ||
    typeof m.undead !== 'boolean' ||
    !optionalFlag(m.magicWeapon) ||
    !(m.manoeuvre === undefined || isWholeIn(m.manoeuvre, -1000, 1000)) ||
    !optionalFlag(m.mounted) ||
    !optionalFlag(m.stationary)
  )
    throw new RangeError(`${where}: bad mover`);
}

/** A piece of a known kind, its owner (and rider) 0–7, raised true or false if given. */
function isPieceShape(p: Piece): boolean {
  return (
    isRecord(p) &&
    typeof p.kind === 'string' &&
    kindClassOf(p.kind) !== undefined &&
    isSeat(p.owner) &&
    optionalFlag(p.raised) &&
    (p.rider === undefined || isSeat(p.rider))
  );
}

/** A RangeError unless `p` is null or a piece (`isPieceShape`). */
function checkTarget(p: Piece | null, where: string): void {
  if (p !== null && !isPieceShape(p)) throw new RangeError(`${where}: bad piece ${shown(p)}`);
}

/** The move_into.tsv rule for the mover and what the target square shows. */
export function moveIntoAction(mover: MoverStats, target: Piece | null): MoveIntoAction {
  checkMover(mover, 'moveIntoAction');
  checkTarget(target, 'moveIntoAction');
  return moveInto(mover, target);
}

/** `moveIntoAction` without the checks, for movementReach's inner loops. */
function moveInto(mover: MoverStats, target: Piece | null): MoveIntoAction {
  if (target === null) return 'move';
  const cls = kindClassOf(target.kind);
  const own = target.owner === mover.owner;
  const attack = (): MoveIntoAction =>
    isUndeadPiece(target) && !mayAttackUndead(mover) ? 'undead-refused' : 'attack';
  switch (cls) {
    case 'corpse':
      return 'move';
    case 'creature':
      if (!own) return attack();
      return mover.isWizard && isMountKind(target.kind) && target.rider === undefined
        ? 'mount'
        : 'blocked';
    case 'wizard':
      return own ? 'blocked' : 'attack';
    case 'gooey-blob':
    case 'shadow-wood':
      return own ? 'blocked' : 'attack';
    case 'magic-wood':
      if (!mover.isWizard) return 'attack'; // creatures attack any tree, even their own side's
      return target.rider === undefined ? 'enter' : 'attack';
    case 'castle':
      return mover.isWizard && own && target.rider === undefined ? 'enter' : 'blocked';
    case 'magic-fire':
    case 'wall':
    default:
      return 'blocked';
  }
}

/** A living enemy creature or (visible) wizard: what engages a piece next to it. */
export function engagesMover(piece: Piece | null, moverOwner: number): boolean {
  checkTarget(piece, 'engagesMover');
  wholeOrThrow(moverOwner, 0, 7, "engagesMover: the mover's owner");
  return engages(piece, moverOwner);
}

/** `engagesMover` without the checks. */
function engages(piece: Piece | null, moverOwner: number): boolean {
  if (!piece || piece.owner === moverOwner) return false;
  return isCreatureKind(piece.kind) || isWizardKind(piece.kind);
}

const STEPS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

function neighbours(sq: Square): Square[] {
  return STEPS.map(([dx, dy]) => ({ x: sq.x + dx, y: sq.y + dy })).filter(onBoard);
}

/** True when a living enemy creature or wizard stands on one of the 8 neighbours. */
export function nextToEnemy(board: Board, sq: Square, moverOwner: number): boolean {
  boardOrThrow(board, 'nextToEnemy');
  squareOrThrow(sq, 'nextToEnemy');
  wholeOrThrow(moverOwner, 0, 7, "nextToEnemy: the mover's owner");
  const around = neighbours(sq).map((n) => pieceOn(board, n));
  for (const p of around) checkTarget(p, 'nextToEnemy');
  return around.some((p) => engages(p, moverOwner));
}

/** `nextToEnemy` without the checks, for movementReach's inner loops. */
function enemyNextTo(board: Board, sq: Square, moverOwner: number): boolean {
  return neighbours(sq).some((n) => engages(pieceOn(board, n), moverOwner));
}

// The chance of breaking free of engagement is engagement.ts's breaksFree (one rule, one name).
export { breaksFree };

export type ReachAction = Exclude<MoveIntoAction, 'blocked'>;

export interface ReachSquare {
  readonly square: Square;
  readonly action: ReachAction;
  /** Fewest movement points (half-units) spent to do it, the last step included. */
  readonly costHalfUnits: number;
  /** A walk that ends here ends engaged (next to an enemy); it may still attack. */
  readonly engagedStop: boolean;
}

export interface MovementReach {
  readonly from: Square;
  readonly mode: 'walk' | 'fly' | 'engaged' | 'stationary';
  /** The piece starts next to a living enemy creature or wizard. */
  readonly startsNextToEnemy: boolean;
  /**
   * The chance to escape engagement when selected (null when no test is made: not next to an
   * enemy, a mounted wizard, or no manoeuvre given).
   */
  readonly breakFree: Odds | null;
  /** Movement points at the start, in half-units (2 × movement, +1 for a flyer's reach). */
  readonly pointsHalfUnits: number;
  /** Squares with something to do, in board order. */
  readonly squares: readonly ReachSquare[];
}

export interface ReachOptions {
  /** The piece failed its manoeuvre test (or is otherwise engaged): attacks on neighbours only. */
  readonly engaged?: boolean;
}

/**
 * Where the piece on `from` can move or attack this move. The board must show the mover on
 * `from` (it is treated as gone from there once it moves). A piece that starts next to an
 * enemy is assumed to have broken free unless `options.engaged` is set.
 */
export function movementReach(
  board: Board,
  from: Square,
  mover: MoverStats,
  options: ReachOptions = {},
): MovementReach {
  fullBoardOrThrow(board, 'movementReach');
  squareOrThrow(from, 'movementReach');
  checkMover(mover, 'movementReach');
  if (!isRecord(options) || !optionalFlag(options.engaged))
    throw new RangeError('movementReach: bad options');
  const startsNextToEnemy = enemyNextTo(board, from, mover.owner);
  const breakFree =
    startsNextToEnemy && !mover.mounted && mover.manoeuvre !== undefined
      ? breaksFree(mover.manoeuvre)
      : null;
  const best = new Map<number, ReachSquare>();
  const idx = (s: Square) => s.y * BOARD_WIDTH + s.x;
  const record = (r: ReachSquare) => {
    const old = best.get(idx(r.square));
    if (!old || r.costHalfUnits < old.costHalfUnits) best.set(idx(r.square), r);
  };
  const attacksAround = (sq: Square, spent: number) => {
    for (const n of neighbours(sq)) {
      if (n.x === from.x && n.y === from.y) continue;
      const a = moveInto(mover, pieceOn(board, n));
      if (a === 'attack' || a === 'undead-refused')
        record({
          square: n,
          action: a,
          costHalfUnits: spent + distance(sq, n),
          engagedStop: false,
        });
    }
  };

  const engaged = options.engaged === true;
  const mode = mover.stationary
    ? 'stationary'
    : engaged
      ? 'engaged'
      : mover.flying
        ? 'fly'
        : 'walk';
  const points = 2 * mover.movement + (mode === 'fly' ? 1 : 0);

  if (mode === 'stationary' || mode === 'engaged') {
    attacksAround(from, 0);
  } else if (mode === 'fly') {
    const landed: [Square, number][] = [];
    for (let y = 0; y < 10; y++)
      for (let x = 0; x < BOARD_WIDTH; x++) {
        const sq = { x, y };
        const d = distance(from, sq);
        if (d === 0 || d > points) continue;
        const a = moveInto(mover, pieceOn(board, sq));
        if (a === 'blocked') continue;
        if (a !== 'move') {
          record({ square: sq, action: a, costHalfUnits: d, engagedStop: false });
          continue;
        }
        // The landing is an ordinary step (#B15E → #AE7A … #B007): next to an enemy the flyer
        // is engaged with no roll (#B01F/#B026), its flying range is cleared (#BEB2) and the
        // one-step loop lets it attack a neighbour.
        const stop = enemyNextTo(board, sq, mover.owner);
        record({ square: sq, action: 'move', costHalfUnits: d, engagedStop: stop });
        if (stop) landed.push([sq, d]);
      }
    // Attacks from engaged landings come after every direct move is known, so a square the
    // flyer can reach directly keeps its direct cost when that is cheaper.
    for (const [sq, d] of landed) attacksAround(sq, d);
  } else {
    // Walking: keep, per square, the most points left on arrival (more is never worse).
    const left = new Map<number, number>([[idx(from), points]]);
    const queue: Square[] = [from];
    while (queue.length > 0) {
      const sq = queue.shift() as Square;
      const here = left.get(idx(sq)) ?? 0;
      // The first step is always allowed; after that only while points remain above 0.
      if (here <= 0 && !(sq.x === from.x && sq.y === from.y)) continue;
      for (const n of neighbours(sq)) {
        if (n.x === from.x && n.y === from.y) continue;
        const cost = distance(sq, n);
        const after = here - cost;
        const spent = points - after;
        const a = moveInto(mover, pieceOn(board, n));
        if (a === 'blocked') continue;
        if (a !== 'move') {
          record({ square: n, action: a, costHalfUnits: spent, engagedStop: false });
          continue;
        }
        const stop = enemyNextTo(board, n, mover.owner);
        record({ square: n, action: 'move', costHalfUnits: spent, engagedStop: stop });
        if (stop) {
          attacksAround(n, spent);
          continue;
        }
        const prev = left.get(idx(n));
        if (prev === undefined || after > prev) {
          left.set(idx(n), after);
          queue.push(n);
        }
      }
    }
  }

  const squares = [...best.entries()].sort((a, b) => a[0] - b[0]).map(([, r]) => r);
  return {
    from: { x: from.x, y: from.y },
    mode,
    startsNextToEnemy,
    breakFree,
    pointsHalfUnits: points,
    squares,
  };
}

export type MoverError = 'cannot-move' | 'unknown-kind' | 'bad-piece' | 'bad-options';

/**
 * A wizard's own options, from his record (position.ts `wizardMoveOptions`, wizardUpgrades.ts
 * `wizardTraits`): never from the picture drawn for him. Omitted: a wizard with no upgrades.
 */
export interface MoverOptions {
  /** A wizard's manoeuvre (rolled at the start of the game, 3–8); omit for no break-free odds. */
  readonly wizardManoeuvre?: number;
  /** The wizard is in Shadow Form: he walks with movement 3 (Magic Wings still win). */
  readonly shadowForm?: boolean;
  /** Magic Wings (flag bit 5): he flies with movement 6. */
  readonly wings?: boolean;
  /** A Magic Knife, Sword or Bow: he may attack undead. */
  readonly magicWeapon?: boolean;
}

/**
 * The movement stats of the piece on a square, from the data tables (creatures.tsv, pieces.tsv,
 * wizards.md §5):
 * - a creature: its movement, flying, manoeuvre and undead flags (raised counts as undead); a
 *   mount with its wizard on board is `mounted` (no engagement roll);
 * - a wizard: movement 1 walking, 3 in Shadow Form, flying 6 with Magic Wings; a Magic Knife,
 *   Sword or Bow lets him attack undead. All from `options` (his record), never from the picture:
 *   the picture shows only the last upgrade cast (wizardUpgrades.ts);
 * - Shadow Wood: never moves, attacks a neighbour; next to an enemy it still rolls to break free
 *   (manoeuvre 0: never);
 * - Gooey Blob, Magic Fire, Magic Wood, castles, walls and corpses cannot be selected to move.
 */
export function moverForPiece(
  piece: Piece,
  options: MoverOptions = {},
): Result<MoverStats, MoverError> {
  if (!isRecord(piece) || typeof piece.kind !== 'string')
    return { ok: false, error: 'bad-piece', message: 'a piece is an object with a kind' };
  const cls = kindClassOf(piece.kind);
  if (cls === undefined)
    return { ok: false, error: 'unknown-kind', message: `unknown piece kind ${shown(piece.kind)}` };
  if (!isPieceShape(piece))
    return {
      ok: false,
      error: 'bad-piece',
      message: 'bad piece',
    };
  if (
    !isRecord(options) ||
    !(options.wizardManoeuvre === undefined || isWholeIn(options.wizardManoeuvre, -1000, 1000)) ||
    !optionalFlag(options.shadowForm) ||
    !optionalFlag(options.wings) ||
    !optionalFlag(options.magicWeapon)
  )
    return {
      ok: false,
      error: 'bad-options',
      message: 'bad options',
    };
  if (cls === 'creature' && isCreatureName(piece.kind)) {
    const c = CREATURES[piece.kind];
    return {
      ok: true,
      value: {
        owner: piece.owner,
        movement: c.movement,
        flying: c.flying,
        isWizard: false,
        undead: c.undead || piece.raised === true,
        manoeuvre: c.manoeuvre,
        ...(piece.rider !== undefined ? { mounted: true } : {}),
      },
    };
  }
  if (cls === 'wizard') {
    const wings = options.wings === true;
    const movement = wings
      ? WIZARD_BONUSES.wingsMovement
      : options.shadowForm
        ? WIZARD_BONUSES.shadowFormMovement
        : 1;
    return {
      ok: true,
      value: {
        owner: piece.owner,
        movement,
        flying: wings,
        isWizard: true,
        undead: false,
        magicWeapon: options.magicWeapon === true,
        ...(options.wizardManoeuvre !== undefined ? { manoeuvre: options.wizardManoeuvre } : {}),
      },
    };
  }
  if (cls === 'shadow-wood')
    // Selected next to an enemy it rolls like any piece (#ADD2) with its record's manoeuvre 0,
    // a roll it can never pass; it never moves either way.
    return {
      ok: true,
      value: {
        owner: piece.owner,
        movement: 0,
        flying: false,
        isWizard: false,
        undead: false,
        stationary: true,
        manoeuvre: PIECES['Shadow Wood'].manoeuvre,
      },
    };
  return {
    ok: false,
    error: 'cannot-move',
    message: `the ${piece.kind.replace(/ \(corpse\)$/, ' corpse')} never moves`,
  };
}
