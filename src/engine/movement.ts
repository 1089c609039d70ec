/**
 * Movement reach: where a selected piece can go, attack, mount or shelter this move, as the move
 * routine #ACED runs it (game/human.ts plays the same routine). Sources: move_into.tsv (what a
 * piece may move into), wizards.md §5 and ai.md §4 (engagement, distance and movement). Units:
 * squares; movement points and distances in half-units (2 per straight step, 3 per diagonal).
 *
 * - Walking: 2 × movement points. Any step (to one of the 8 neighbours) may be taken while
 *   points remain above 0, so the last step may overspend. After every step, into a mount, wood
 *   or castle too, the checks #B007–#B06C run: next to a living enemy creature or wizard the
 *   piece is engaged (no roll) and its walk ends, though it may still attack a neighbour; a
 *   Magic Wood is exempt (#B01A). Otherwise it walks on while points are left, so a Shadow Form
 *   wizard walks into a wood, mount or castle and out again (#AF64–#AF86).
 * - A wizard inside a mount, wood or castle strikes as that piece (#B183: its combat, no weapon
 *   bonus, undead only if it is undead), and may not strike the wizard who owns the wood he is
 *   in (#AF3C–#AF4D). Each attack square lists its `strikers`.
 * - Flying: straight to any square within distance 2 × movement + 1. The landing goes through
 *   the same step code as a walk (#B15E → #AE7A … #B007), so a flyer (or a wizard with Magic
 *   Wings) that lands next to a living enemy is engaged with no roll (#B01F/#B026; a Magic Wood
 *   square is exempt, and a flyer landing in one ends its move), its flying range is cleared
 *   (#BEB2) and it may then attack a neighbour. Such landings are `engagedStop` and the enemies
 *   next to them are attack squares, so a flyer threatens every square next to a square it can
 *   land on. A winged wizard who lands in his mount or castle next to an enemy strikes as it.
 * - A wizard sheltering in a wood or castle (`sheltered`) is selected through it and has its
 *   movement 0 and no flight (#AD09–#AD47): one step out (into another mount, wood or castle
 *   too), then the checks above; from inside he may strike a neighbour as the wood or castle.
 * - A ridden mount (`mounted`) asks "Dismount wizard?" (#AD88): the wizard takes one step with
 *   1 point and no flight (#ADA7) onto a free square or a body, or into his own free mount, an
 *   empty Magic Wood or his own castle (`dismount` squares), then the checks above (engaged and
 *   striking as himself or as what he stepped into). The mount itself may still move.
 * - Engaged (failed the manoeuvre test when selected): only attacks on neighbouring squares.
 */
import type { Odds, Result, Square } from './types';
import { BOARD_WIDTH } from './types';
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { WIZARD_BONUSES } from './data/wizards';
import { isCreatureName } from './lookup';
import { onBoard } from './board';
import { type Board, type Piece, boardOrThrow, fullBoardOrThrow, pieceOn } from './pieces';
import { isRecord, isWholeIn, shown, squareOrThrow, wholeOrThrow } from './guard';
import { isCreatureKind, isMountKind, isWizardKind, kindClassOf } from './sprites';
import { breaksFree } from './engagement';
import { isUndeadCreature, mayAttackUndeadWith } from './types';

/** The moving piece, as plain parameters (wiring passes the data tables' values in). */
export interface MoverStats {
  /** The moving side's wizard, 0–7. */
  readonly owner: number;
  /** Movement in squares (a wizard: 1, with Shadow Form 3, with Magic Wings 6; sheltered 0). */
  readonly movement: number;
  /** Flies (ids 19–29, or a wizard with Magic Wings). */
  readonly flying: boolean;
  /**
   * A wizard moving himself (on foot, with wings, or out of a shelter). A ridden mount moves as
   * a creature.
   */
  readonly isWizard: boolean;
  /** Undead (Vampire … Zombie, or raised by Raise Dead): may attack undead. */
  readonly undead: boolean;
  /**
   * A wizard with Magic Knife, Magic Sword or Magic Bow: may attack undead (on foot). For a
   * ridden mount, its rider's, for his blows after he dismounts.
   */
  readonly magicWeapon?: boolean;
  /** Manoeuvre rating, for the chance of breaking free when selected next to an enemy. */
  readonly manoeuvre?: number;
  /**
   * A mount carrying its wizard: the game never engages it when selected, and asks "Dismount
   * wizard?" (#AD88): the reach then holds `dismount` squares.
   */
  readonly mounted?: boolean;
  /**
   * The wizard inside the Magic Wood or castle on the square he moves from (selected through
   * it; no engagement roll): movement 0 and no flight, one step out, striking from inside as
   * that piece (#AD09–#AD47, #B183). Needs `isWizard` and no flight.
   */
  readonly sheltered?: boolean;
  /** Never moves, only attacks a neighbour (Shadow Wood). */
  readonly stationary?: boolean;
}

/** What happens when the mover tries to move into a square (move_into.tsv). */
export type MoveIntoAction =
  | 'move' // empty square or a corpse
  | 'attack' // melee attack
  | 'undead-refused' // "UNDEAD-CANNOT BE ATTACKED"
  | 'mount' // a wizard mounts his own free mount (a step: the checks #B007 follow)
  | 'enter' // a wizard enters a Magic Wood or his own castle (a step, as a mount)
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
    !optionalFlag(m.sheltered) ||
    !optionalFlag(m.stationary) ||
    (m.sheltered === true && (!m.isWizard || m.flying))
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

// What a square means for a mover, before the undead rule: codes for movementReach's arrays.
const MOVE = 1;
const MOUNT = 2;
const ENTER = 3;
const ATTACK = 4;
const REFUSED = 5;
const BLOCKED = 6;
const ACTIONS: readonly ReachAction[] = [
  'move',
  'move',
  'mount',
  'enter',
  'attack',
  'undead-refused',
];

/**
 * move_into.tsv for a wizard (`wizard`: a wizard on foot, inside a mount, wood or castle, or
 * dismounting) or a creature of side `owner`, the undead rule left out: one code of the above.
 */
function baseInto(wizard: boolean, owner: number, target: Piece | null): number {
  if (target === null) return MOVE;
  const own = target.owner === owner;
  switch (kindClassOf(target.kind)) {
    case 'corpse':
      return MOVE;
    case 'creature':
      if (!own) return ATTACK;
      return wizard && isMountKind(target.kind) && target.rider === undefined ? MOUNT : BLOCKED;
    case 'wizard':
    case 'gooey-blob':
    case 'shadow-wood':
      return own ? BLOCKED : ATTACK;
    case 'magic-wood':
      if (!wizard) return ATTACK; // creatures attack any tree, even their own side's
      return target.rider === undefined ? ENTER : ATTACK;
    case 'castle':
      return wizard && own && target.rider === undefined ? ENTER : BLOCKED;
    default: // Magic Fire, a wall
      return BLOCKED;
  }
}

/** `moveIntoAction` without the checks. */
function moveInto(mover: MoverStats, target: Piece | null): MoveIntoAction {
  const a = baseInto(mover.isWizard, mover.owner, target);
  if (a === BLOCKED) return 'blocked';
  if (a === ATTACK && target && isUndeadPiece(target) && !mayAttackUndead(mover))
    return 'undead-refused';
  return ACTIONS[a] as MoveIntoAction;
}

/** A living enemy creature or (visible) wizard: what engages a piece next to it. */
export function engagesMover(piece: Piece | null, moverOwner: number): boolean {
  checkTarget(piece, 'engagesMover');
  wholeOrThrow(moverOwner, 0, 7, "engagesMover: the mover's owner");
  return engages(piece, moverOwner);
}

/** `engagesMover` without the checks. */
function engages(piece: Piece | null | undefined, moverOwner: number): boolean {
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

const SQUARES = 150;
const HEIGHT = SQUARES / BOARD_WIDTH;
/** The 8 neighbours of each board index (−1 off the board), and each step's cost. */
const NEIGHBOURS = new Int16Array(SQUARES * 8).fill(-1);
const STEP_COST = Uint8Array.from(STEPS, ([dx, dy]) => (dx !== 0 && dy !== 0 ? 3 : 2));
for (let i = 0; i < SQUARES; i++) {
  const x = i % BOARD_WIDTH;
  const y = (i - x) / BOARD_WIDTH;
  STEPS.forEach(([dx, dy], k) => {
    const nx = x + dx;
    const ny = y + dy;
    if (nx >= 0 && nx < BOARD_WIDTH && ny >= 0 && ny < HEIGHT)
      NEIGHBOURS[8 * i + k] = ny * BOARD_WIDTH + nx;
  });
}

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

/** `nextToEnemy` without the checks, on a board index. */
function enemyNextTo(board: Board, i: number, moverOwner: number): boolean {
  for (let k = 8 * i; k < 8 * i + 8; k++) {
    const n = NEIGHBOURS[k] as number;
    if (n >= 0 && engages(board[n], moverOwner)) return true;
  }
  return false;
}

// The chance of breaking free of engagement is engagement.ts's breaksFree (one rule, one name).
export { breaksFree };

export type ReachAction = Exclude<MoveIntoAction, 'blocked'> | 'dismount';

/**
 * Who strikes an attack square; the blow is the top piece's on the striker's square (#B183):
 * - `self`: the moving piece (a wizard: his own combat and weapon; a sheltered wizard once he
 *   has stepped out);
 * - `rider`: the wizard of a ridden mount once he has dismounted onto a free square (his own
 *   combat and weapon);
 * - `inside`: the wizard from inside the mount, wood or castle on `square` (that piece's combat,
 *   no weapon bonus; he may attack undead only if it is undead).
 */
export type Striker =
  | { readonly by: 'self' }
  | { readonly by: 'rider' }
  | { readonly by: 'inside'; readonly square: Square };

export interface ReachSquare {
  readonly square: Square;
  readonly action: ReachAction;
  /**
   * Fewest movement points (half-units) spent to do it, the last step included (a dismount:
   * the wizard's one step).
   */
  readonly costHalfUnits: number;
  /**
   * A step, landing, mount, shelter or dismount that ends here ends engaged (next to an enemy,
   * not in a Magic Wood): it may still attack a neighbour.
   */
  readonly engagedStop: boolean;
  /**
   * An attack: who may strike it (for `undead-refused`, who is refused). Several when it can be
   * struck in several ways (on foot, from inside a mount …), each listed once: `self`, `rider`,
   * then `inside` in board order.
   */
  readonly strikers?: readonly Striker[];
}

export interface MovementReach {
  readonly from: Square;
  readonly mode: 'walk' | 'fly' | 'engaged' | 'stationary';
  /** The piece starts next to a living enemy creature or wizard. */
  readonly startsNextToEnemy: boolean;
  /**
   * The chance to escape engagement when selected (null when no test is made: not next to an
   * enemy, a mounted or sheltered wizard, or no manoeuvre given).
   */
  readonly breakFree: Odds | null;
  /** Movement points at the start, in half-units (2 × movement, +1 for a flyer's reach). */
  readonly pointsHalfUnits: number;
  /**
   * Squares with something to do, in board order. A square appears twice only when a ridden
   * mount can move there (or attack it) and its wizard can dismount there: the mount's entry
   * first, then the `dismount`.
   */
  readonly squares: readonly ReachSquare[];
}

export interface ReachOptions {
  /** The piece failed its manoeuvre test (or is otherwise engaged): attacks on neighbours only. */
  readonly engaged?: boolean;
}

// Striker codes in movementReach's arrays: a board index for `inside`, else these.
const SELF = -1;
const RIDER = -2;
const SELF_STRIKER: Striker = Object.freeze({ by: 'self' });
const RIDER_STRIKER: Striker = Object.freeze({ by: 'rider' });
const NONE = -32768;

// movementReach's working arrays, reused (it calls nothing that could re-enter it).
const BASE_MOVER = new Int8Array(SQUARES); // baseInto for the mover's own rules; 0: not yet
const BASE_WIZARD = new Int8Array(SQUARES); // baseInto for a wizard (a ridden mount's rider)
const ENEMY = new Int8Array(SQUARES); // 0: not yet, 1: no enemy next to it, 2: one
const LEFT = new Int16Array(SQUARES); // most points left on arrival
const MOVED = new Int8Array(SQUARES); // MOVE, MOUNT or ENTER
const MOVE_COST = new Int16Array(SQUARES);
const MOVE_STOP = new Uint8Array(SQUARES);
const HIT = new Int8Array(SQUARES); // ATTACK or REFUSED
const HIT_COST = new Int16Array(SQUARES);
const HIT_BY: number[][] = Array.from({ length: SQUARES }, () => []);
const DISMOUNT_COST = new Int16Array(SQUARES); // NONE: no dismount
const DISMOUNT_STOP = new Uint8Array(SQUARES);
const QUEUED = new Uint8Array(SQUARES); // in the walk's queue now
const QUEUE = new Int16Array(SQUARES); // a ring: each square is in it at most once at a time

/** Strikers in the order listed: self, rider, then the squares in board order. */
const strikerRank = (c: number): number => (c === SELF ? 0 : c === RIDER ? 1 : 2 + c);
const strikerOrder = (a: number, b: number): number => strikerRank(a) - strikerRank(b);
const squareOf = (i: number): Square => ({ x: i % BOARD_WIDTH, y: Math.floor(i / BOARD_WIDTH) });

/**
 * Where the piece on `from` can move or attack this move. The board must show the mover on
 * `from` (it is treated as gone from there once it moves; a sheltered wizard's wood or castle,
 * and a dismounted wizard's mount, stay). A piece that starts next to an enemy is assumed to
 * have broken free unless `options.engaged` is set.
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
  const start = from.y * BOARD_WIDTH + from.x;
  const shelter = board[start];
  const sheltered = mover.sheltered === true;
  if (sheltered) {
    const cls = shelter ? kindClassOf(shelter.kind) : undefined;
    if (cls !== 'magic-wood' && cls !== 'castle')
      throw new RangeError(
        'movementReach: a sheltered wizard needs a wood or castle on his square',
      );
  }
  const owner = mover.owner;
  const startsNextToEnemy = enemyNextTo(board, start, owner);
  const breakFree =
    startsNextToEnemy && !mover.mounted && !sheltered && mover.manoeuvre !== undefined
      ? breaksFree(mover.manoeuvre)
      : null;
  const engaged = options.engaged === true;
  const mode = mover.stationary
    ? 'stationary'
    : engaged
      ? 'engaged'
      : mover.flying
        ? 'fly'
        : 'walk';
  const points = 2 * mover.movement + (mode === 'fly' ? 1 : 0);

  BASE_MOVER.fill(0);
  BASE_WIZARD.fill(0);
  ENEMY.fill(0);
  LEFT.fill(NONE);
  MOVED.fill(0);
  HIT.fill(0);
  DISMOUNT_COST.fill(NONE);
  const isWizard = mover.isWizard;
  const selfUndead = mayAttackUndead(mover);
  const riderUndead = mover.magicWeapon === true;
  const touched: number[] = [];

  const base = (i: number, wizard: boolean): number => {
    const cache = wizard === isWizard ? BASE_MOVER : BASE_WIZARD;
    let a = cache[i] as number;
    if (a === 0) {
      a = baseInto(wizard, owner, board[i] ?? null);
      cache[i] = a;
    }
    return a;
  };
  const enemy = (i: number): boolean => {
    let e = ENEMY[i] as number;
    if (e === 0) {
      e = enemyNextTo(board, i, owner) ? 2 : 1;
      ENEMY[i] = e;
    }
    return e === 2;
  };
  /** After a step into i (MOVE, MOUNT or ENTER): engaged there (#B01A–#B030)? */
  const stopsAt = (i: number, a: number): boolean =>
    (a === MOVE || kindClassOf((board[i] as Piece).kind) !== 'magic-wood') && enemy(i);
  const recordMove = (i: number, a: number, cost: number, stop: boolean): void => {
    if (MOVED[i] === 0 || cost < (MOVE_COST[i] as number)) {
      MOVED[i] = a;
      MOVE_COST[i] = cost;
      MOVE_STOP[i] = stop ? 1 : 0;
    }
  };
  /** The striker `by` (SELF, RIDER or a board index) tries to strike square t. */
  const strike = (t: number, cost: number, by: number): void => {
    if (base(t, by === SELF ? isWizard : true) !== ATTACK) return;
    const target = board[t] as Piece;
    let allowed: boolean;
    if (by >= 0) {
      // From inside a piece: not the wizard whose owner bits it carries (#AF3C–#AF4D).
      const container = board[by] as Piece;
      if (isWizardKind(target.kind) && target.owner === container.owner) return;
      allowed = !isUndeadPiece(target) || isUndeadPiece(container);
    } else allowed = !isUndeadPiece(target) || (by === SELF ? selfUndead : riderUndead);
    const now = HIT[t] as number;
    if (now === 0) {
      HIT[t] = allowed ? ATTACK : REFUSED;
      HIT_COST[t] = cost;
      const list = HIT_BY[t] as number[];
      list.length = 0;
      list.push(by);
      touched.push(t);
    } else if (allowed && now === REFUSED) {
      HIT[t] = ATTACK;
      HIT_COST[t] = cost;
      const list = HIT_BY[t] as number[];
      list.length = 0;
      list.push(by);
    } else if (allowed === (now === ATTACK)) {
      const list = HIT_BY[t] as number[];
      if (!list.includes(by)) list.push(by);
      if (cost < (HIT_COST[t] as number)) HIT_COST[t] = cost;
    }
  };
  const strikeAround = (i: number, spent: number, by: number): void => {
    for (let k = 0; k < 8; k++) {
      const n = NEIGHBOURS[8 * i + k] as number;
      if (n >= 0 && n !== start) strike(n, spent + (STEP_COST[k] as number), by);
    }
  };
  /** Who strikes from square i while the mover stands there: inside a mount, wood or castle? */
  const strikerAt = (i: number): number => {
    if (i === start) return sheltered ? start : SELF;
    if (!isWizard) return SELF;
    const a = base(i, true);
    return a === MOUNT || a === ENTER ? i : SELF;
  };

  if (mode === 'stationary' || mode === 'engaged') {
    strikeAround(start, 0, strikerAt(start));
  } else if (mode === 'fly') {
    const landed: number[] = [];
    for (let i = 0; i < SQUARES; i++) {
      if (i === start) continue;
      const dx = Math.abs((i % BOARD_WIDTH) - from.x);
      const dy = Math.abs(Math.floor(i / BOARD_WIDTH) - from.y);
      const d = 2 * Math.max(dx, dy) + Math.min(dx, dy);
      if (d > points) continue;
      const a = base(i, isWizard);
      if (a === BLOCKED) continue;
      if (a === ATTACK) {
        strike(i, d, SELF);
        continue;
      }
      // The landing is an ordinary step (#B15E → #AE7A … #B007): next to an enemy the flyer
      // is engaged with no roll (#B01F/#B026), its flying range is cleared (#BEB2) and the
      // one-step loop lets it attack a neighbour.
      const stop = stopsAt(i, a);
      recordMove(i, a, d, stop);
      if (stop) landed.push(i, d);
    }
    // Attacks from engaged landings come after every direct move is known; each attack square
    // keeps its cheapest cost.
    for (let k = 0; k < landed.length; k += 2) {
      const i = landed[k] as number;
      strikeAround(i, landed[k + 1] as number, strikerAt(i));
    }
  } else {
    // Walking: keep, per square, the most points left on arrival (more is never worse: what a
    // square offers depends on the square alone, inside a mount, wood or castle or not).
    LEFT[start] = points;
    QUEUED.fill(0);
    let head = 0;
    let size = 0;
    const push = (i: number): void => {
      if (QUEUED[i] === 1) return;
      QUEUED[i] = 1;
      QUEUE[(head + size) % SQUARES] = i;
      size++;
    };
    push(start);
    while (size > 0) {
      const sq = QUEUE[head] as number;
      head = (head + 1) % SQUARES;
      size--;
      QUEUED[sq] = 0;
      const here = LEFT[sq] as number;
      // The first step is always allowed; after that only while points remain above 0.
      if (here <= 0 && sq !== start) continue;
      const by = strikerAt(sq);
      for (let k = 0; k < 8; k++) {
        const n = NEIGHBOURS[8 * sq + k] as number;
        if (n < 0 || n === start) continue;
        const after = here - (STEP_COST[k] as number);
        const spent = points - after;
        const a = base(n, isWizard);
        if (a === BLOCKED) continue;
        if (a === ATTACK) {
          strike(n, spent, by);
          continue;
        }
        const stop = stopsAt(n, a);
        recordMove(n, a, spent, stop);
        if (after <= (LEFT[n] as number)) continue;
        LEFT[n] = after;
        if (stop) strikeAround(n, spent, strikerAt(n));
        else if (after > 0) push(n);
      }
    }
  }

  // "Dismount wizard?" (#AD88), asked when a ridden mount is selected: the wizard's one step.
  const dismounts = mover.mounted === true && (mode === 'walk' || mode === 'fly');
  if (dismounts)
    for (let k = 0; k < 8; k++) {
      const n = NEIGHBOURS[8 * start + k] as number;
      if (n < 0) continue;
      const a = base(n, true);
      if (a !== MOVE && a !== MOUNT && a !== ENTER) continue;
      const cost = STEP_COST[k] as number;
      const stop = stopsAt(n, a);
      DISMOUNT_COST[n] = cost;
      DISMOUNT_STOP[n] = stop ? 1 : 0;
      if (stop) strikeAround(n, cost, a === MOVE ? RIDER : n);
    }

  const squares: ReachSquare[] = [];
  const strikerOf = (by: number): Striker =>
    by === SELF
      ? SELF_STRIKER
      : by === RIDER
        ? RIDER_STRIKER
        : { by: 'inside', square: squareOf(by) };
  for (let i = 0; i < SQUARES; i++) {
    const moved = MOVED[i] as number;
    const hit = HIT[i] as number;
    if (moved !== 0)
      squares.push({
        square: squareOf(i),
        action: ACTIONS[moved] as ReachAction,
        costHalfUnits: MOVE_COST[i] as number,
        engagedStop: MOVE_STOP[i] === 1,
      });
    else if (hit !== 0)
      squares.push({
        square: squareOf(i),
        action: ACTIONS[hit] as ReachAction,
        costHalfUnits: HIT_COST[i] as number,
        engagedStop: false,
        strikers: (HIT_BY[i] as number[]).sort(strikerOrder).map(strikerOf),
      });
    if (dismounts && DISMOUNT_COST[i] !== NONE)
      squares.push({
        square: squareOf(i),
        action: 'dismount',
        costHalfUnits: DISMOUNT_COST[i] as number,
        engagedStop: DISMOUNT_STOP[i] === 1,
      });
  }
  for (const t of touched) (HIT_BY[t] as number[]).length = 0;
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
 * `wizardTraits`): never from the picture drawn for him. For a ridden mount or a wood or castle
 * with a wizard inside they are that wizard's (only his magic weapon counts: his blows once he
 * has stepped off). Omitted: a wizard with no upgrades.
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
 *   mount with its wizard on board is `mounted` (no engagement roll; its wizard may dismount,
 *   with his magic weapon from `options`);
 * - a wizard: movement 1 walking, 3 in Shadow Form, flying 6 with Magic Wings; a Magic Knife,
 *   Sword or Bow lets him attack undead. All from `options` (his record), never from the picture:
 *   the picture shows only the last upgrade cast (wizardUpgrades.ts);
 * - a Magic Wood or castle with a wizard inside: that wizard, `sheltered` (movement 0, no
 *   flight: one step out, #AD09–#AD47; no engagement roll), his side the mover's;
 * - Shadow Wood: never moves, attacks a neighbour; next to an enemy it still rolls to break free
 *   (manoeuvre 0: never);
 * - Gooey Blob, Magic Fire, an empty Magic Wood or castle, walls and corpses cannot be selected
 *   to move.
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
        ...(piece.rider !== undefined
          ? { mounted: true, magicWeapon: options.magicWeapon === true }
          : {}),
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
  if ((cls === 'magic-wood' || cls === 'castle') && piece.rider !== undefined)
    // The wizard inside is selected through it (#ACED) and has its record's movement 0.
    return {
      ok: true,
      value: {
        owner: piece.rider,
        movement: PIECES[piece.kind as 'Magic Wood' | 'Magic Castle' | 'Dark Citadel'].movement,
        flying: false,
        isWizard: true,
        undead: false,
        magicWeapon: options.magicWeapon === true,
        sheltered: true,
      },
    };
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
