/**
 * Movement reach: where a selected piece can go, attack, mount or shelter this move, as the move
 * routine #ACED runs it. Every rule is game/moves.ts's, the one the game's own movers ask (the
 * computer's in game/ai.ts, the human's in game/human.ts), over the board converted to the
 * game's layers (game/layers.ts `layersFromBoard`, once per board); this module explores every
 * sequence of steps at once and says who strikes from where. Sources: move_into.tsv (what a
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
import { WIZARD_FLAG_BITS } from './data/wizards';
import { type Board, type Piece, boardOrThrow, fullBoardOrThrow } from './pieces';
import { isRecord, isWholeIn, shown, squareOrThrow, wholeOrThrow } from './guard';
import { kindClassOf } from './sprites';
import { breaksFree } from './engagement';
import { mayAttackUndeadWith } from './types';
import type { BoardLayers } from './game/types';
import {
  SHADOW_WOOD,
  creatureOf,
  emptyLayers,
  isCreatureId,
  isWizardId,
  layersFromBoard,
  neighbour,
  objectOf,
  onArena,
  putPiece,
  sq as squareByte,
} from './game/layers';
import { dist } from './game/dist';
import {
  enemyNext,
  engagedAfterStep,
  intoKind,
  isUndeadAt,
  movable,
  moveAllowance,
  rollsToBreakFree,
  walksOn,
  type IntoKind,
  type Mover,
} from './game/moves';

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

function mayAttackUndead(m: MoverStats): boolean {
  return mayAttackUndeadWith(m.undead, m.isWizard && m.magicWeapon === true);
}

// The rules are the game's (game/moves.ts), asked over the board layers (game/layers.ts). One
// piece's questions use a scratch board: the piece on square ONE, the mover beside it on HERE.
const HERE = squareByte(0, 0);
const ONE = squareByte(1, 1);
const SCRATCH: BoardLayers = emptyLayers();
/** The scratch layers holding `piece` (or nothing) on ONE and nothing else. */
function withOne(piece: Piece | null): BoardLayers {
  for (const layer of [SCRATCH.id, SCRATCH.corpse, SCRATCH.props, SCRATCH.occ, SCRATCH.under])
    layer[ONE] = 0;
  if (piece && !putPiece(SCRATCH, ONE, piece))
    throw new RangeError(`movement: bad piece ${shown(piece)}`);
  return SCRATCH;
}
/**
 * The whole board's layers (`movementReach`, `nextToEnemy`), converted once per board: the danger
 * map and the Movement lab ask many reaches of one board, and the conversion (about 2 µs) would
 * cost as much as a reach. The board given is compared square by square with the one converted
 * last (the same piece objects: boards and pieces are values, never changed in place).
 */
const BOARD_LAYERS: BoardLayers = emptyLayers();
const CONVERTED: (Piece | null)[] = new Array<Piece | null>(150).fill(null);
let converted = false;
function layersOf(board: Board): BoardLayers {
  if (converted) {
    let i = 0;
    while (i < 150 && board[i] === CONVERTED[i]) i++;
    if (i === 150) return BOARD_LAYERS;
  }
  converted = false;
  if (!layersFromBoard(board, BOARD_LAYERS))
    throw new RangeError('movement: a piece of no known kind');
  for (let i = 0; i < 150; i++) CONVERTED[i] = board[i] ?? null;
  converted = true;
  return BOARD_LAYERS;
}

/** The move_into.tsv rule for the mover and what the target square shows. */
export function moveIntoAction(mover: MoverStats, target: Piece | null): MoveIntoAction {
  checkMover(mover, 'moveIntoAction');
  checkTarget(target, 'moveIntoAction');
  const l = withOne(target);
  const a =
    INTO[intoKind(l, mover.owner, { sq: HERE, wizard: mover.isWizard, inside: false }, ONE)];
  if (a === BLOCKED) return 'blocked';
  if (a === ATTACK && isUndeadAt(l, ONE) && !mayAttackUndead(mover)) return 'undead-refused';
  return ACTIONS[a] as MoveIntoAction;
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
/** moves.ts `intoKind`'s answers as those codes. */
const INTO: Readonly<Record<IntoKind, number>> = {
  step: MOVE,
  mount: MOUNT,
  enter: ENTER,
  attack: ATTACK,
  blocked: BLOCKED,
};

/** A living enemy creature or (visible) wizard: what engages a piece next to it. */
export function engagesMover(piece: Piece | null, moverOwner: number): boolean {
  checkTarget(piece, 'engagesMover');
  wholeOrThrow(moverOwner, 0, 7, "engagesMover: the mover's owner");
  return enemyNext(withOne(piece), HERE, moverOwner);
}

// The walk works on the game's square bytes (16 × y + x, layers.ts): 160 of them, column 15
// off the board.
const SQUARES = 160;

/** True when a living enemy creature or wizard stands on one of the 8 neighbours. */
export function nextToEnemy(board: Board, sq: Square, moverOwner: number): boolean {
  boardOrThrow(board, 'nextToEnemy');
  squareOrThrow(sq, 'nextToEnemy');
  wholeOrThrow(moverOwner, 0, 7, "nextToEnemy: the mover's owner");
  for (const p of board) checkTarget(p, 'nextToEnemy');
  return enemyNext(layersOf(board), squareByte(sq.x, sq.y), moverOwner);
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
const BASE_MOVER = new Int8Array(SQUARES); // intoKind's code for the mover; 0: not yet
const BASE_WIZARD = new Int8Array(SQUARES); // intoKind's code for a wizard on foot (a rider)
const ENGAGED = new Int8Array(SQUARES); // 0: not yet, 1: not engaged after a step there, 2: engaged
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
const squareOf = (s: number): Square => ({ x: s & 15, y: s >> 4 });

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
  const start = squareByte(from.x, from.y);
  const shelter = board[from.y * BOARD_WIDTH + from.x];
  const sheltered = mover.sheltered === true;
  if (sheltered) {
    const cls = shelter ? kindClassOf(shelter.kind) : undefined;
    if (cls !== 'magic-wood' && cls !== 'castle')
      throw new RangeError(
        'movementReach: a sheltered wizard needs a wood or castle on his square',
      );
  }
  const owner = mover.owner;
  const L = layersOf(board);
  const startsNextToEnemy = enemyNext(L, start, owner);
  // The roll when selected (#ADD2): none for a ridden mount or a wood or castle he is in.
  const breakFree =
    rollsToBreakFree(L, start, owner) &&
    !mover.mounted &&
    !sheltered &&
    mover.manoeuvre !== undefined
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
  ENGAGED.fill(0);
  LEFT.fill(NONE);
  MOVED.fill(0);
  HIT.fill(0);
  DISMOUNT_COST.fill(NONE);
  const isWizard = mover.isWizard;
  const selfUndead = mayAttackUndead(mover);
  const riderUndead = mover.magicWeapon === true;
  const touched: number[] = [];

  const onFoot: Mover = { sq: start, wizard: isWizard, inside: false };
  const wizardOnFoot: Mover = { sq: start, wizard: true, inside: false };
  /** moves.ts `intoKind` for the mover (or, `wizard` set, a wizard on foot), cached per square. */
  const base = (i: number, wizard: boolean): number => {
    const cache = wizard === isWizard ? BASE_MOVER : BASE_WIZARD;
    let a = cache[i] as number;
    if (a === 0) {
      a = INTO[intoKind(L, owner, wizard === isWizard ? onFoot : wizardOnFoot, i)];
      cache[i] = a;
    }
    return a;
  };
  /**
   * After a step, landing or going into a piece on i, as moves.ts `afterStepCheck` has it:
   * engaged there (`engagedAfterStep`, cached per square), walking on (`walksOn`) or the end.
   */
  const after = (i: number, fly: boolean, left: number): 'engaged' | 'walk' | 'end' => {
    let e = ENGAGED[i] as number;
    if (e === 0) {
      e = engagedAfterStep(L, owner, i) ? 2 : 1;
      ENGAGED[i] = e;
    }
    return e === 2 ? 'engaged' : walksOn(fly, left) ? 'walk' : 'end';
  };
  const recordMove = (i: number, a: number, cost: number, stop: boolean): void => {
    if (MOVED[i] === 0 || cost < (MOVE_COST[i] as number)) {
      MOVED[i] = a;
      MOVE_COST[i] = cost;
      MOVE_STOP[i] = stop ? 1 : 0;
    }
  };
  /** The striker `by` (SELF, RIDER or a board index) tries to strike square t. */
  const strike = (t: number, cost: number, by: number): void => {
    let allowed: boolean;
    if (by >= 0) {
      // From inside a piece (#AC0D): not the wizard whose owner bits it carries (#AF3C–#AF4D);
      // the blow is the piece's (#B183), so undead only if it is undead.
      const inside: Mover = { sq: by, wizard: true, inside: true };
      if (intoKind(L, owner, inside, t) !== 'attack') return;
      allowed = !isUndeadAt(L, t) || isUndeadAt(L, by);
    } else {
      if (base(t, by === SELF ? isWizard : true) !== ATTACK) return;
      allowed = !isUndeadAt(L, t) || (by === SELF ? selfUndead : riderUndead);
    }
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
      const n = neighbour(i, k);
      if (n >= 0 && n !== start) strike(n, spent + dist(i, n), by);
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
      if (i === start || !onArena(i)) continue;
      const d = dist(start, i);
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
      const stop = after(i, true, 0) === 'engaged';
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
      // The first step is always offered, whatever the points (a sheltered wizard has 0); a
      // square is queued only while the walk goes on from it.
      const by = strikerAt(sq);
      for (let k = 0; k < 8; k++) {
        const n = neighbour(sq, k);
        if (n < 0 || n === start) continue;
        const left = here - dist(sq, n);
        const spent = points - left;
        const a = base(n, isWizard);
        if (a === BLOCKED) continue;
        if (a === ATTACK) {
          strike(n, spent, by);
          continue;
        }
        const next = after(n, false, left);
        recordMove(n, a, spent, next === 'engaged');
        if (left <= (LEFT[n] as number)) continue;
        LEFT[n] = left;
        if (next === 'engaged') strikeAround(n, spent, strikerAt(n));
        else if (next === 'walk') push(n);
      }
    }
  }

  // "Dismount wizard?" (#AD88), asked when a ridden mount is selected: the wizard's one step.
  const dismounts = mover.mounted === true && (mode === 'walk' || mode === 'fly');
  if (dismounts)
    for (let k = 0; k < 8; k++) {
      const n = neighbour(start, k);
      if (n < 0) continue;
      const a = base(n, true);
      if (a !== MOVE && a !== MOUNT && a !== ENTER) continue;
      const cost = dist(start, n);
      // One step with 1 point (#ADA7).
      const stop = after(n, false, 1 - cost) === 'engaged';
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
  // Who the move routine would select (moves.ts `movable`), and his points and flight
  // (`moveAllowance`), asked of the piece alone on a scratch board.
  const l = withOne(piece);
  // A wood or castle is selected by the wizard inside it; anything else by its owner.
  const seat = cls === 'creature' ? piece.owner : (piece.rider ?? piece.owner);
  const kind = movable(l, seat, ONE);
  if (kind !== null) {
    const id = l.id[ONE] ?? 0;
    const mv: Mover = {
      sq: ONE,
      wizard: kind === 'wizard-out' || isWizardId(id),
      inside: kind === 'wizard-out',
    };
    const flags =
      (options.wings === true ? WIZARD_FLAG_BITS.wings : 0) |
      (options.shadowForm === true ? WIZARD_FLAG_BITS.shadowForm : 0);
    const { points, fly } = moveAllowance(l, mv, flags);
    const movement = fly > 0 ? (fly - 1) / 2 : points / 2;
    const magicWeapon = options.magicWeapon === true;
    if (mv.inside)
      // The wizard inside is selected through it (#ACED) and has its record's movement 0.
      return {
        ok: true,
        value: {
          owner: seat,
          movement,
          flying: false,
          isWizard: true,
          undead: false,
          magicWeapon,
          sheltered: true,
        },
      };
    if (mv.wizard)
      return {
        ok: true,
        value: {
          owner: piece.owner,
          movement,
          flying: fly > 0,
          isWizard: true,
          undead: false,
          magicWeapon,
          ...(options.wizardManoeuvre !== undefined ? { manoeuvre: options.wizardManoeuvre } : {}),
        },
      };
    if (id === SHADOW_WOOD)
      // Selected next to an enemy it rolls like any piece (#ADD2) with its record's manoeuvre 0,
      // a roll it can never pass; it only ever strikes a neighbour.
      return {
        ok: true,
        value: {
          owner: piece.owner,
          movement,
          flying: false,
          isWizard: false,
          undead: false,
          stationary: true,
          manoeuvre: objectOf(id)?.manoeuvre ?? 0,
        },
      };
    if (isCreatureId(id))
      return {
        ok: true,
        value: {
          owner: piece.owner,
          movement,
          flying: fly > 0,
          isWizard: false,
          undead: isUndeadAt(l, ONE),
          manoeuvre: creatureOf(id)?.manoeuvre ?? 0,
          ...((l.occ[ONE] ?? 0) !== 0 ? { mounted: true, magicWeapon } : {}),
        },
      };
  }
  return {
    ok: false,
    error: 'cannot-move',
    message: `the ${piece.kind.replace(/ \(corpse\)$/, ' corpse')} never moves`,
  };
}
