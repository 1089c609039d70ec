/**
 * The standing consistency test (issue 33): the calculators' model of the board (pieces.ts,
 * movement.ts, visibility.ts, los.ts, combat.ts, attackSpells.ts, casting.ts, danger.ts,
 * position.ts) and the game engine's layers (game/: fromPosition.ts, human.ts, ai.ts, sim.ts,
 * sight.ts) must answer alike on the same position. Positions are random but seeded
 * (fast-check, fixed seed): every kind of piece, illusions, raised undead, corpses (under pieces
 * too), riders on mounts, wizards sheltering in Magic Wood and castles, Shadow Wood, walls,
 * blobs, fire, pieces of dead wizards, 2–8 wizards whose records hold upgrades cast in any order
 * (wizards.ts `wizardState` → `castUpgrade`), each drawn with the picture his record gives
 * (wizardUpgrades.ts `pictureFor`: the last upgrade cast).
 *
 * What is compared, for the human wizard to act (the game built by `gameFromPosition`):
 * 0. the board: `gameBoard` of the game gives back the calculators' board;
 * 1. movement: who may be selected (a wizard sheltering in a wood or castle too); per selected
 *    piece, `movementReach` (a wizard's options from his record, `wizardMoveOptions`; a rider's
 *    or sheltering wizard's from his) against everything the game offers after `select` over
 *    the whole move (each `move` and `dismount` offered is applied and the next state explored,
 *    into a mount, wood or castle and on, out of a shelter, off a mount): move / mount / shelter
 *    squares, dismount squares, squares where a step, landing or dismount ends engaged, attack
 *    squares and who strikes them (the piece, the wizard off his mount, or the mount, wood or
 *    castle he is inside), undead refused or not; the engagement roll: whether the game rolls,
 *    its chance counted over the ten faces of its die against `breakFree`, and both branches
 *    (broke free, engaged) against the calculator's `engaged` option; the shot when the move
 *    ends against `rangedAttackMap` (a record's range with no ranged combat too);
 * 2. spell targets: per spell category a human aims, `spellTargetMap` (`spellTargeting`)
 *    against the game's `target` actions; Magic Wood, which the game places itself (ai.ts), tree
 *    by tree against the map of the board with the trees placed so far; whether a spell asks
 *    for a target at all; an upgrade's record and picture against `castUpgrade` / `pictureFor`;
 * 3. line of sight: los.ts `createSightTester` against the game's `Sim.sees` (game/sight.ts);
 * 4. odds: every attack, shot, spell effect and casting roll the game makes, against combat.ts
 *    `attackOdds` with the fighters as the danger map builds them, per striker (and the danger
 *    map's own row, danger.ts `attackOptions`, for an enemy target: one of the game's blows), attackSpells.ts `attackSpellOdds` and
 *    casting.ts `castingChance`: the odds the game's event shows, and (a few per position) the
 *    game's chance counted over every face of the dice it rolls, the generator being handed the
 *    dice d10 by d10 (rng.ts keeps unused 4-bit draws in its state).
 *
 * Every piece is drawn in animation frame 0: the game keeps no frames and traces sight in frame
 * 0 (engine README, decisions §8.6), while the calculators trace the frame on the board.
 *
 * Disagreements found are kept at the end as skipped tests marked `// DISAGREES:`, each asserting
 * agreement on the smallest position that shows it (so each fails today), with which side is
 * right; the properties leave out only those exact situations, said where they do. Fixed ones
 * stay there as tests that run, marked "Was a disagreement, now fixed".
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { attackSpellOdds, type AttackSpellName } from './attackSpells';
import { castingChance, castRollCount } from './casting';
import { attackOdds } from './combat';
import { attackOptions } from './danger';
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { SPELLS } from './data/spells';
import type { Fighter } from './fighters';
import { isCreatureName } from './lookup';
import { createSightTester } from './los';
import { movementReach, moverForPiece, type MovementReach, type Striker } from './movement';
import {
  emptyBoard,
  makePiece,
  sightPieces,
  validateBoard,
  type Board,
  type Piece,
} from './pieces';
import {
  DEFAULT_POSITION_WIZARD,
  validatePosition,
  wizardMoveOptions,
  type PositionWizard,
} from './position';
import { seedRng, type RngState } from './rng';
import {
  CORPSE_KINDS,
  CREATURE_KINDS,
  isCorpseKind,
  isCreatureKind,
  isMountKind,
  isWizardKind,
} from './sprites';
import type { Odds, SpellNumber, UpgradeSpellName } from './types';
import { rangedAttackMap, spellTargetMap, spellTargeting, type SpellCategory } from './visibility';
import { castUpgrade, wizardFighter, wizardState, type WizardStats } from './wizards';
import { pictureFor, type PictureUpgrade } from './wizardUpgrades';
import { odds } from './odds';
import { gameFromPosition } from './game/fromPosition';
import { beginHumanCast } from './game/game';
import { applyAction, legalActions } from './game/human';
import { isWizardId, sq as layerSquare, sqX, sqY } from './game/layers';
import { Sim } from './game/sim';
import type { Action, GameEvent, GameState, PendingMove } from './game/types';
import { gameBoard } from './game/view';

// ---------------------------------------------------------------------------------------------
// Squares

interface Sq {
  readonly x: number;
  readonly y: number;
}
const idx = (s: Sq): number => s.y * 15 + s.x;
const sqOf = (i: number): Sq => ({ x: i % 15, y: Math.floor(i / 15) });
const name = (i: number): string => `(${i % 15},${Math.floor(i / 15)})`;
const names = (list: Iterable<number>): string[] => [...list].sort((a, b) => a - b).map(name);

/**
 * The situations a property met, so that it can require the ones it exists for: a generator
 * that stopped making them would leave the comparisons nothing to compare.
 */
const met = new Map<string, number>();
const note = (k: string): void => void met.set(k, (met.get(k) ?? 0) + 1);
function requireMet(keys: readonly string[]): void {
  expect(
    keys.filter((k) => !met.get(k)),
    'situations never met',
  ).toEqual([]);
  met.clear();
}

// ---------------------------------------------------------------------------------------------
// Positions

/** A calculator position, and the seat of the human wizard to act. */
interface Position {
  readonly board: Board;
  readonly wizards: readonly PositionWizard[];
  readonly actor: number;
  readonly balance: number;
  readonly turn: number;
}

const UPGRADES: readonly UpgradeSpellName[] = [
  'Magic Shield',
  'Magic Armour',
  'Magic Sword',
  'Magic Knife',
  'Magic Bow',
  'Magic Wings',
  'Shadow Form',
];
const MOUNTS = CREATURE_KINDS.filter(isMountKind);
const OBJECTS = [
  'Gooey Blob',
  'Magic Fire',
  'Magic Wood',
  'Shadow Wood',
  'Magic Castle',
  'Dark Citadel',
  'Wall',
];

const wizardRecipe = fc.record({
  combat: fc.integer({ min: 0, max: 12 }),
  defence: fc.integer({ min: 0, max: 12 }),
  manoeuvre: fc.integer({ min: 0, max: 15 }),
  magicResistance: fc.integer({ min: 0, max: 12 }),
  ability: fc.integer({ min: 0, max: 2 }),
  // The game and the calculators give a wizard movement 1 (3, 6) whatever his record says.
  movement: fc.integer({ min: 0, max: 3 }),
  // Ranged combat and range: 0 as rolled, or set by hand in a position (the Bow sets 3 and 6),
  // a range with no ranged combat among them (the game shoots with it, #B06F).
  ranged: fc.oneof(
    { weight: 6, arbitrary: fc.constant([0, 0] as const) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 8 })),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constant(0), fc.integer({ min: 1, max: 8 })) },
  ),
  // Shadow Form twice as often: a wizard who walks 3 goes into a mount, wood or castle and on.
  upgrades: fc.array(fc.constantFrom(...UPGRADES, 'Shadow Form'), { maxLength: 5 }),
  plain: fc.integer({ min: 1, max: 8 }),
  home: fc.constantFrom('foot', 'foot', 'foot', 'foot', 'mount', 'mount', 'wood', 'castle'),
  mount: fc.constantFrom(...MOUNTS),
  extra: fc.nat(99),
  square: fc.integer({ min: 0, max: 149 }),
  computer: fc.boolean(),
});

const pieceRecipe = fc.record({
  square: fc.integer({ min: 0, max: 149 }),
  kind: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...CREATURE_KINDS) },
    { weight: 3, arbitrary: fc.constantFrom(...OBJECTS) },
    { weight: 2, arbitrary: fc.constantFrom(...CORPSE_KINDS) },
    // What a wizard goes into and walks on from (#B007–#B06C): mounts, woods and castles.
    { weight: 1, arbitrary: fc.constantFrom(...MOUNTS, 'Magic Wood', 'Magic Castle') },
  ),
  owner: fc.nat(7),
  extra: fc.nat(99),
  // Half the pieces go near the human's wizard (within 2 squares), where his moves meet them.
  near: fc.option(fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })), {
    freq: 2,
  }),
});

const positionRecipe = fc.record({
  seats: fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: 2, maxLength: 8 }),
  wizards: fc.array(wizardRecipe, { minLength: 8, maxLength: 8 }),
  pieces: fc.array(pieceRecipe, { maxLength: 36 }),
  actor: fc.nat(7),
  balance: fc.integer({ min: -128, max: 127 }),
  turn: fc.integer({ min: 0, max: 30 }),
});

type WizardRecipe = typeof wizardRecipe extends fc.Arbitrary<infer T> ? T : never;
type PositionRecipe = typeof positionRecipe extends fc.Arbitrary<infer T> ? T : never;

/** The record and picture of a wizard from his recipe: upgrades cast in the order given. */
function wizardOf(r: WizardRecipe, human: boolean): { record: PositionWizard; picture: string } {
  const stats: WizardStats = {
    combat: r.combat,
    rangedCombat: r.ranged[0],
    range: r.ranged[1],
    defence: r.defence,
    movement: r.movement,
    manoeuvre: r.manoeuvre,
    magicResistance: r.magicResistance,
    spells: 13,
    ability: r.ability,
  };
  const w = wizardState(stats, r.upgrades);
  // The picture is the last upgrade cast that draws one (#8324), as the game draws it.
  const last = [...r.upgrades].reverse().find((u) => u !== 'Shadow Form') as
    PictureUpgrade | undefined;
  const picture = pictureFor(w, `Wizard ${r.plain}`, undefined, last);
  const computer = !human && r.computer;
  return {
    record: {
      stats: w.stats,
      flags: w.flags,
      book: [1],
      player: computer ? 'computer' : 'human',
      level: computer ? 1 + (r.extra % 8) : 0,
    },
    picture,
  };
}

/** Builds the position a recipe describes (pieces on taken squares are left out). */
function buildPosition(r: PositionRecipe): Position {
  const seats = [...r.seats].sort((a, b) => a - b);
  const actor = seats[r.actor % seats.length] as number;
  const board: (Piece | null)[] = emptyBoard().slice();
  const free = (from: number): number => {
    for (let k = 0; k < 150; k++) if (!board[(from + k) % 150]) return (from + k) % 150;
    return -1;
  };
  const made = r.wizards.map((w, seat) => wizardOf(w, seat === actor));
  for (const seat of seats) {
    const w = r.wizards[seat] as WizardRecipe;
    const { picture } = made[seat] as { picture: string };
    const at = free(w.square);
    const corpse = CORPSE_KINDS[w.extra % CORPSE_KINDS.length] as string;
    let p: Piece;
    if (w.home === 'mount') {
      const illusion = w.extra < 15;
      p = makePiece(w.mount, seat, {
        rider: seat,
        ...(illusion ? { illusion } : {}),
        ...(w.extra >= 15 && w.extra < 30 ? { raised: true } : {}),
        ...(w.extra >= 85 ? { corpseBelow: corpse } : {}),
      });
    } else if (w.home === 'wood') {
      p = makePiece('Magic Wood', seats[w.extra % seats.length] as number, { rider: seat });
    } else if (w.home === 'castle') {
      p = makePiece(w.extra % 2 ? 'Magic Castle' : 'Dark Citadel', seat, { rider: seat });
    } else {
      // A wizard standing on a body (the game keeps it under him, +#321).
      p = makePiece(picture, seat, w.extra >= 90 ? { corpseBelow: corpse } : {});
    }
    board[at] = p;
  }
  const centre = board.findIndex(
    (p) => p !== null && (isWizardKind(p.kind) ? p.owner === actor : p.rider === actor),
  );
  for (const q of r.pieces) {
    let at = q.square;
    if (q.near) {
      const x = (centre % 15) + q.near[0];
      const y = Math.floor(centre / 15) + q.near[1];
      if (x >= 0 && x < 15 && y >= 0 && y < 10) at = y * 15 + x;
    }
    if (board[at]) continue;
    // Three in eight of the pieces are the human's, the others anyone's; one in a hundred
    // belongs to any seat, on the board or not (a position may hold a dead wizard's piece).
    const owner =
      q.extra === 50 ? q.owner : q.owner < 3 ? actor : (seats[q.owner % seats.length] as number);
    const extra: { illusion?: boolean; raised?: boolean; corpseBelow?: string } = {};
    if (isCreatureKind(q.kind)) {
      const hasCorpse = CORPSE_KINDS.includes(`${q.kind} (corpse)`);
      if (q.extra < 20) extra.illusion = true;
      else if (q.extra < 35 && hasCorpse) extra.raised = true;
      if (q.extra >= 85) extra.corpseBelow = CORPSE_KINDS[q.extra % CORPSE_KINDS.length] as string;
    }
    board[at] = makePiece(q.kind, owner, extra);
  }
  const wizards = made.map((m) => m.record);
  const pos: Position = { board, wizards, actor, balance: r.balance, turn: r.turn };
  const vb = validateBoard(board);
  if (!vb.ok) throw new Error(`the generator made a bad board: ${vb.message}`);
  const vp = validatePosition({ wizards, turn: r.turn, actor });
  if (!vp.ok) throw new Error(`the generator made a bad position: ${vp.message}`);
  return pos;
}

const positions = positionRecipe.map(buildPosition);

/** The position as code, for a failure's message. */
function shown(pos: Position): string {
  const pieces = pos.board.flatMap((p, i) => (p ? [`${name(i)} ${JSON.stringify(p)}`] : []));
  const wizards = pos.wizards.map(
    (w, seat) =>
      `seat ${seat}: ${w.player} stats ${JSON.stringify(w.stats)} flags #${w.flags.toString(16)}`,
  );
  return [
    `actor ${pos.actor}, balance ${pos.balance}, turn ${pos.turn}`,
    ...pieces,
    ...wizards,
  ].join('\n');
}

/** The game state of a position, the actor about to cast. */
function gameOf(pos: Position): GameState {
  const g = gameFromPosition(
    {
      board: pos.board,
      wizards: pos.wizards,
      turn: pos.turn,
      actor: pos.actor,
      balance: pos.balance,
    },
    { seat: pos.actor, seed: 1 },
  );
  if (!g.ok) throw new Error(`gameFromPosition: ${g.message}`);
  return g.value;
}

function act(s: GameState, a: Action): { state: GameState; events: readonly GameEvent[] } {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.message}`);
  return r.value;
}

/** A generator whose next d10s are `dice` (each 0–9): the state's unused nibbles, low first. */
const BASE_RNG = seedRng(1);
function diceRng(dice: readonly number[]): RngState {
  let nibbles = 0;
  dice.forEach((d, i) => (nibbles |= d << (4 * i)));
  return { ...BASE_RNG, nibbles: nibbles >>> 0, nibbleCount: dice.length };
}
const PAIRS: readonly (readonly [number, number])[] = Array.from(
  { length: 100 },
  (_, i) => [i % 10, Math.floor(i / 10)] as const,
);

/** The fighter on a square as the danger map builds it (danger.ts `fighterOn`). */
function fighterOn(pos: Position, p: Piece): Fighter | null {
  if (isCorpseKind(p.kind)) return null;
  if (isWizardKind(p.kind)) return wizardFighter(pos.wizards[p.owner] as PositionWizard);
  if (isCreatureKind(p.kind))
    return {
      kind: p.kind,
      ...(p.illusion ? { illusion: true } : {}),
      ...(p.raised ? { raised: true } : {}),
    } as Fighter;
  return { kind: p.kind } as Fighter;
}

/**
 * The fighter that strikes for the piece on `from` (the danger map's rule): the piece itself (a
 * wood or castle with the human inside: he, once out), the wizard off his mount, or the mount,
 * wood or castle on 'x,y' he strikes from inside (#B183: a mount as itself, a wood or castle
 * with its record's combat and no weapon, never at the undead: a wizard of those stats).
 */
function strikerFighter(pos: Position, from: number, striker: string): Fighter {
  const p = pos.board[from] as Piece;
  const seat = wizardIn(p);
  if (striker === 'rider' || (striker === 'self' && seat !== undefined && !isCreatureKind(p.kind)))
    return wizardFighter(pos.wizards[seat as number] as PositionWizard);
  if (striker === 'self') return fighterOn(pos, p) as Fighter;
  const [x, y] = striker.split(',').map(Number) as [number, number];
  const q = pos.board[y * 15 + x] as Piece;
  if (isCreatureKind(q.kind)) return fighterOn(pos, q) as Fighter;
  const rec = PIECES[q.kind as 'Magic Wood' | 'Magic Castle' | 'Dark Citadel'];
  return { kind: 'Wizard', combat: rec.combat, defence: rec.defence };
}

const sameOdds = (o: Odds, num: number, den: number): boolean => o.num * den === num * o.den;
const oddsText = (o: Odds | null): string => (o ? `${o.num}/${o.den}` : 'none');

/** The event that carries a roll's odds (an attack, shot, engagement or spell effect). */
const rolled = (events: readonly GameEvent[], kind: GameEvent['kind']): GameEvent | undefined =>
  events.find((e) => e.kind === kind && e.odds !== undefined);

// ---------------------------------------------------------------------------------------------
// 0. The board

/** The game's board drawn back as the calculators' board. */
function checkBoard(pos: Position, state: GameState): void {
  expect(gameBoard(state), shown(pos)).toEqual(pos.board);
}

// ---------------------------------------------------------------------------------------------
// 1. Movement

/**
 * The human's pieces the calculators can move: his wizard, his creatures and Shadow Wood, and
 * the wood or castle he shelters in (the mover is then he).
 */
function movers(pos: Position): number[] {
  const out: number[] = [];
  pos.board.forEach((p, i) => {
    if (!p) return;
    const m = moverForPiece(p);
    if (m.ok && m.value.owner === pos.actor) out.push(i);
  });
  return out;
}

/** The seat of the wizard on a square: standing, riding or sheltering. */
const wizardIn = (p: Piece): number | undefined => (isWizardKind(p.kind) ? p.owner : p.rider);

/** A wizard's options from his record: the one standing, riding or sheltering on the square. */
function moverOptions(pos: Position, p: Piece) {
  const seat = wizardIn(p);
  return seat === undefined
    ? {}
    : wizardMoveOptions({ wizards: pos.wizards, turn: pos.turn, actor: pos.actor }, seat);
}

/** Everything the game offers a selected piece over its whole move. */
interface GameMove {
  readonly mode: PendingMove['mode'];
  readonly points: number;
  /** Squares offered as `move` at some point of the move (steps, flights, mount, shelter). */
  readonly moves: Set<number>;
  /** Squares offered as `dismount` (a ridden mount, when selected). */
  readonly dismounts: Set<number>;
  /** Squares whose step or landing leaves the piece engaged (attacks only). */
  readonly stops: Set<number>;
  /** Squares whose dismount leaves the wizard engaged. */
  readonly dismountStops: Set<number>;
  /** Squares offered as `attack`, each with the states that offer it, one per striker. */
  readonly attacks: Map<number, Map<string, GameState>>;
  /** A wizard went into a mount, wood or castle and walked on from inside it. */
  readonly walkedOnInside: boolean;
}

/**
 * Who strikes from a state of the game's move, in the calculator's words (movement.ts
 * `Striker`): the selected piece itself, the wizard off his mount, or the wizard inside the
 * mount, wood or castle on a square ('x,y').
 */
function strikerOf(s: GameState, ridden: boolean): string {
  const pend = s.pending as PendingMove;
  if (!pend.wizard) return 'self';
  if (isWizardId(s.board.id[pend.square] ?? 0)) return ridden ? 'rider' : 'self';
  return `${sqX(pend.square)},${sqY(pend.square)}`;
}

const strikerKey = (k: Striker): string =>
  k.by === 'inside' ? `${k.square.x},${k.square.y}` : k.by;

/**
 * Walks the game's own move: every `move` and `dismount` offered is applied, and the state
 * after explored (into a mount, wood or castle and on, out of a shelter, off a mount).
 */
function exploreMove(selected: GameState): GameMove {
  const pend = selected.pending as PendingMove;
  const ridden = !pend.wizard && (selected.board.occ[pend.square] ?? 0) !== 0;
  const out = {
    mode: pend.mode,
    points: pend.points,
    moves: new Set<number>(),
    dismounts: new Set<number>(),
    stops: new Set<number>(),
    dismountStops: new Set<number>(),
    attacks: new Map<number, Map<string, GameState>>(),
    walkedOnInside: false,
  };
  const seen = new Set<string>();
  const queue: GameState[] = [selected];
  for (let s = queue.shift(); s; s = queue.shift()) {
    for (const a of legalActions(s)) {
      if (a.type === 'attack') {
        const by = out.attacks.get(idx(a.at)) ?? new Map<string, GameState>();
        const k = strikerOf(s, ridden);
        if (!by.has(k)) by.set(k, s);
        out.attacks.set(idx(a.at), by);
      } else if (a.type === 'move' || a.type === 'dismount') {
        (a.type === 'move' ? out.moves : out.dismounts).add(idx(a.at));
        const next = act(s, a).state;
        const p = next.pending;
        if (p?.type !== 'move' || p.mode === 'shoot') continue;
        if (p.mode === 'engaged')
          (a.type === 'move' ? out.stops : out.dismountStops).add(idx(a.at));
        if (p.mode === 'walk' && p.wizard && !isWizardId(next.board.id[p.square] ?? 0))
          out.walkedOnInside = true;
        const k = `${p.square}/${p.wizard}/${p.mode}/${p.points}`;
        if (seen.has(k)) continue;
        seen.add(k);
        queue.push(next);
      }
    }
  }
  return out;
}

/** The calculator's reach in the same terms. */
function calcMove(reach: MovementReach) {
  const moves = new Set<number>();
  const dismounts = new Set<number>();
  const stops = new Set<number>();
  const dismountStops = new Set<number>();
  const attacks = new Set<number>();
  const refused = new Set<number>();
  const strikers = new Map<number, string[]>();
  for (const r of reach.squares) {
    const i = idx(r.square);
    if (r.action === 'attack' || r.action === 'undead-refused') {
      attacks.add(i);
      if (r.action === 'undead-refused') refused.add(i);
      strikers.set(i, (r.strikers ?? []).map(strikerKey).sort());
    } else if (r.action === 'dismount') {
      dismounts.add(i);
      if (r.engagedStop) dismountStops.add(i);
    } else {
      moves.add(i);
      if (r.engagedStop) stops.add(i);
    }
  }
  return { moves, dismounts, stops, dismountStops, attacks, refused, strikers };
}

/** How many exact dice counts (100 applied actions each) a position may still make. */
interface Budget {
  exact: number;
}

/**
 * The game's chance that an action's roll passes, counted over every face of each d10 it rolls
 * (`dice` of them: 10 or 100 outcomes, each applied).
 */
function countedChance(
  s: GameState,
  a: Action,
  dice: number,
  passed: (events: readonly GameEvent[], state: GameState) => boolean,
): Odds {
  const faces = dice === 1 ? PAIRS.slice(0, 10) : PAIRS;
  note(`${a.type}: chance counted over the dice`);
  let n = 0;
  for (const d of faces) {
    const r = act({ ...s, rng: diceRng(d) }, a);
    if (passed(r.events, r.state)) n++;
  }
  return odds(n, faces.length);
}

/** Did the roll of this kind pass? */
const passedRoll =
  (kind: GameEvent['kind']) =>
  (events: readonly GameEvent[]): boolean =>
    rolled(events, kind)?.passed === true;

/** The side a piece fights for: its owner, or the wizard riding or sheltering in it. */
const sideOf = (p: Piece): number => (isWizardKind(p.kind) ? p.owner : (p.rider ?? p.owner));

/**
 * The danger map's own odds for what the piece on `from` can do (danger.ts `attackOptions`):
 * `melee/<target>` → the chance the blow kills, `ranged/<target>` → the chance a shot fired
 * from where the piece stands kills (the danger map's "shoot from where it stands" plan).
 */
function dangerRows(pos: Position, from: number): Map<string, Odds> {
  const r = attackOptions(
    { board: pos.board, wizards: pos.wizards, balance: pos.balance },
    sqOf(from),
  );
  if (!r.ok) throw new Error(`attackOptions: ${r.message}`);
  const out = new Map<string, Odds>();
  for (const t of r.value.attacks) {
    if (t.how === 'melee') out.set(`melee/${idx(t.to)}`, t.hit);
    if (t.how === 'ranged' && t.shotFrom && idx(t.shotFrom) === from)
      out.set(`ranged/${idx(t.to)}`, t.hit);
  }
  return out;
}

/**
 * An attack on an enemy the game rolls must be in the danger map with the same odds, and one it
 * refuses (`game` null) must not be there.
 */
function checkDangerRow(
  pos: Position,
  rows: ReadonlyMap<string, Odds>,
  how: 'melee' | 'ranged',
  from: number,
  t: number,
  game: Odds | null,
  here: string,
): void {
  const target = pos.board[t] as Piece;
  if (sideOf(target) === sideOf(pos.board[from] as Piece)) return; // not a threat: not listed
  const row = rows.get(`${how}/${t}`);
  note('danger map row');
  expect(row ? oddsText(row) : 'none', `${here}: the danger map's ${how} row`).toBe(
    game ? oddsText(game) : 'none',
  );
}

/**
 * One melee attack the game offers, by one striker: refused or rolled, and its odds, against
 * attackOdds with the striker's fighter. Answers the game's odds (null: refused).
 */
function checkAttack(
  pos: Position,
  s: GameState,
  from: number,
  t: number,
  striker: string,
  budget: Budget,
  where: string,
): Odds | null {
  const a: Action = { type: 'attack', at: sqOf(t) };
  const r = act({ ...s, rng: diceRng([3, 6]) }, a);
  const ev = rolled(r.events, 'attack');
  const attacker = strikerFighter(pos, from, striker);
  const defender = fighterOn(pos, pos.board[t] as Piece) as Fighter;
  const calc = attackOdds(attacker, defender, 'melee');
  const here = `${where}: attack on ${name(t)} by ${striker}`;
  // Refused by the undead rule: no roll, the piece goes on with its move.
  expect(ev === undefined, `${here}: refused?`).toBe(
    !calc.ok && calc.error === 'undead-cannot-be-attacked',
  );
  note(ev ? 'attack rolled' : 'attack refused (undead)');
  if (striker === 'rider') note('attack by the wizard off his mount');
  else if (striker === `${from % 15},${Math.floor(from / 15)}`)
    note('attack by a wizard from the wood or castle he shelters in');
  else if (striker !== 'self')
    note('attack by a wizard inside a mount, wood or castle he went into');
  if (!ev) {
    expect(r.state.pending, here).toEqual(s.pending);
    return null;
  }
  if (!calc.ok) throw new Error(`${here}: the game rolls, the calculator says ${calc.error}`);
  const o = ev.odds as { num: number; den: number };
  expect(sameOdds(calc.value.odds, o.num, o.den), `${here}: shown ${o.num}/${o.den}`).toBe(true);
  if (budget.exact > 0) {
    budget.exact--;
    const c = countedChance(s, a, ev.rolls?.length ?? 0, passedRoll('attack'));
    expect(oddsText(c), `${here}: counted`).toBe(oddsText(calc.value.odds));
  }
  return odds(o.num, o.den);
}

/**
 * Every striker of one attack square: the game's strikers against the reach's (those that may
 * attack, or all of them when every one is refused), each blow against attackOdds, and the danger
 * map's row: one of the game's blows (its likeliest plan), or none when all are refused.
 */
function checkAttacks(
  pos: Position,
  by: ReadonlyMap<string, GameState>,
  from: number,
  t: number,
  calc: ReturnType<typeof calcMove>,
  rows: ReadonlyMap<string, Odds>,
  budget: Budget,
  where: string,
): void {
  const rolledBy: string[] = [];
  const blows = new Set<string>();
  for (const [striker, s] of by) {
    const o = checkAttack(pos, s, from, t, striker, budget, where);
    if (o) {
      rolledBy.push(striker);
      blows.add(oddsText(o));
    }
  }
  const here = `${where}: attack on ${name(t)}`;
  expect(calc.refused.has(t), `${here}: refused by every striker?`).toBe(rolledBy.length === 0);
  expect(calc.strikers.get(t), `${here}: strikers`).toEqual(
    (rolledBy.length > 0 ? rolledBy : [...by.keys()]).sort(),
  );
  if (by.size > 1) note('an attack square with two strikers');
  const target = pos.board[t] as Piece;
  if (sideOf(target) === sideOf(pos.board[from] as Piece)) return; // not a threat: not listed
  const row = rows.get(`melee/${t}`);
  note('danger map row');
  if (blows.size <= 1)
    expect(row ? oddsText(row) : 'none', `${here}: the danger map's melee row`).toBe(
      blows.size ? [...blows][0] : 'none',
    );
  else expect([...blows], `${here}: the danger map's melee row`).toContain(row && oddsText(row));
}

/**
 * The range of the shot after a move, from the record of the top piece (0: no shot): the game
 * shoots whenever it is above 0 (#B06F), a wizard's with ranged combat 0 too.
 */
function shotRange(pos: Position, p: Piece): number {
  if (isWizardKind(p.kind)) return (pos.wizards[p.owner] as PositionWizard).stats.range;
  if (isCreatureName(p.kind)) {
    const c = CREATURES[p.kind];
    return c.rangedCombat > 0 && c.range > 0 ? c.range : 0;
  }
  return 0;
}

/** The shot when the move ends where it started: squares and odds against rangedAttackMap. */
function checkShots(
  pos: Position,
  selected: GameState,
  from: number,
  rows: ReadonlyMap<string, Odds>,
  budget: Budget,
): void {
  const p = pos.board[from] as Piece;
  const where = `${p.kind} on ${name(from)}`;
  const st = isWizardKind(p.kind) ? (pos.wizards[p.owner] as PositionWizard).stats : null;
  const after = act(selected, { type: 'end' }).state;
  const shooting = after.pending?.type === 'move' && after.pending.mode === 'shoot';
  const range = shotRange(pos, p);
  expect(shooting, `${where}: shoots after its move?`).toBe(range > 0);
  if (!shooting || range === 0) return;
  if (st && st.rangedCombat === 0) note('a wizard with a range and no ranged combat shoots');
  const offered = legalActions(after).flatMap((a) => (a.type === 'shoot' ? [idx(a.at)] : []));
  const map = rangedAttackMap(pos.board, sqOf(from), range);
  const legal = map.flatMap((e, i) => (e.legal && pos.board[i] ? [i] : []));
  expect(names(offered), `${where}: shots`).toEqual(names(legal));
  const attacker = fighterOn(pos, p) as Fighter;
  for (const t of offered) {
    const a: Action = { type: 'shoot', at: sqOf(t) };
    const r = act({ ...after, rng: diceRng([4, 5]) }, a);
    const ev = rolled(r.events, 'shoot');
    const here = `${where}: shot at ${name(t)}`;
    const entry = map[t] as (typeof map)[number];
    const target = pos.board[t] as Piece;
    const defender = fighterOn(pos, target);
    const calc = defender ? attackOdds(attacker, defender, 'ranged', { range }) : null;
    note(ev ? 'shot rolled' : 'shot without a roll');
    if (!entry.harmable || !calc || !calc.ok) {
      // No effect (a body, fire, castle, wall) or refused (undead): no roll either way.
      expect(ev, `${here}: the game rolls`).toBeUndefined();
      if (calc && !calc.ok)
        expect(['no-effect', 'undead-cannot-be-attacked'], here).toContain(calc.error);
      if (calc && !calc.ok && calc.error === 'undead-cannot-be-attacked')
        expect(
          r.events.some((e) => e.kind === 'attack'),
          here,
        ).toBe(true);
      checkDangerRow(pos, rows, 'ranged', from, t, null, here);
      continue;
    }
    if (!ev) throw new Error(`${here}: the calculator gives ${oddsText(calc.value.odds)}, no roll`);
    const o = ev.odds as { num: number; den: number };
    expect(sameOdds(calc.value.odds, o.num, o.den), `${here}: shown ${o.num}/${o.den}`).toBe(true);
    checkDangerRow(pos, rows, 'ranged', from, t, odds(o.num, o.den), here);
    if (budget.exact > 0) {
      budget.exact--;
      const c = countedChance(after, a, ev.rolls?.length ?? 0, passedRoll('shoot'));
      expect(oddsText(c), `${here}: counted`).toBe(oddsText(calc.value.odds));
    }
  }
}

/** One piece of the human's: the engagement roll, then each branch's whole move. */
function checkPiece(pos: Position, moveState: GameState, from: number, budget: Budget): void {
  const p = pos.board[from] as Piece;
  const where = `${p.kind} of ${p.owner} on ${name(from)}`;
  const mover = moverForPiece(p, moverOptions(pos, p));
  if (!mover.ok) throw new Error(`${where}: ${mover.message}`);
  const free = movementReach(pos.board, sqOf(from), mover.value);
  const rows = dangerRows(pos, from);
  const m = mover.value;
  note(
    m.stationary
      ? 'Shadow Wood'
      : m.sheltered
        ? 'a wizard sheltering'
        : `${m.isWizard ? 'wizard' : m.mounted ? 'ridden mount' : 'creature'} ${m.flying ? 'flies' : m.isWizard && m.movement > 1 ? 'in Shadow Form' : 'walks'}`,
  );
  if (free.breakFree) note('break-free roll');
  // The engagement roll: the game's die is given each face in turn.
  const select: Action = { type: 'select', at: sqOf(from) };
  const branches = new Map<boolean, GameState>();
  let rolls = 0;
  let passes = 0;
  for (let f = 0; f < 10; f++) {
    const r = act({ ...moveState, rng: diceRng([f]) }, select);
    const ev = r.events.find((e) => e.kind === 'engaged');
    if (!ev) {
      branches.set(false, r.state);
      break;
    }
    rolls++;
    if (ev.passed) passes++;
    const o = ev.odds as { num: number; den: number };
    if (free.breakFree)
      expect(sameOdds(free.breakFree, o.num, o.den), `${where}: break-free odds shown`).toBe(true);
    if (!branches.has(!ev.passed)) branches.set(!ev.passed, r.state);
  }
  expect(rolls > 0 ? 'rolls' : 'no roll', `${where}: engagement roll`).toBe(
    free.breakFree ? 'rolls' : 'no roll',
  );
  if (free.breakFree)
    expect(
      sameOdds(free.breakFree, passes, 10),
      `${where}: breaks free ${passes}/10, calculator ${oddsText(free.breakFree)}`,
    ).toBe(true);
  for (const [engaged, selected] of branches) {
    const calc = engaged ? movementReach(pos.board, sqOf(from), mover.value, { engaged }) : free;
    const c = calcMove(calc);
    const g = exploreMove(selected);
    if (engaged) note('engaged when selected');
    if (g.stops.size > 0) note('a step or landing ends engaged');
    if (g.dismounts.size > 0) note('dismount');
    if (g.dismountStops.size > 0) note('a dismount ends engaged');
    if (g.walkedOnInside) note('a wizard walks on from inside a mount, wood or castle');
    for (const t of g.stops) {
      const q = pos.board[t];
      if (q && !isCorpseKind(q.kind)) note('going into a mount or castle ends engaged');
    }
    const without = (s: Set<number>) => names([...s].filter((i) => i !== from));
    const mode = calc.mode === 'stationary' ? 'engaged' : calc.mode;
    expect(
      {
        mode: g.mode,
        points: g.mode === 'walk' || g.mode === 'fly' ? g.points : null,
        moves: without(g.moves),
        stops: without(g.stops),
        dismounts: names(g.dismounts),
        dismountStops: names(g.dismountStops),
        attacks: names(g.attacks.keys()),
      },
      `${where}${engaged ? ', engaged' : ''}\n${shown(pos)}`,
    ).toEqual({
      mode,
      points: mode === 'walk' || mode === 'fly' ? calc.pointsHalfUnits : null,
      moves: names(c.moves),
      stops: names(c.stops),
      dismounts: names(c.dismounts),
      dismountStops: names(c.dismountStops),
      attacks: names(c.attacks),
    });
    for (const [t, by] of g.attacks) checkAttacks(pos, by, from, t, c, rows, budget, where);
  }
  const first = branches.get(false) ?? (branches.get(true) as GameState);
  checkShots(pos, first, from, rows, budget);
}

function checkMovement(pos: Position, state: GameState, budget: Budget): void {
  const moveState: GameState = { ...state, phase: 'move', pending: null };
  const selects = legalActions(moveState).flatMap((a) => (a.type === 'select' ? [idx(a.at)] : []));
  const m = movers(pos);
  // Who may be selected: the calculators' movers, a wizard sheltering in a wood or castle too.
  expect(names(selects), `selectable\n${shown(pos)}`).toEqual(names(m));
  for (const from of m) checkPiece(pos, moveState, from, budget);
}

// ---------------------------------------------------------------------------------------------
// 2. Spell targets

/** The square of the human's wizard: standing, riding or sheltering. */
function casterSquare(pos: Position): number {
  return pos.board.findIndex(
    (p) => p !== null && (isWizardKind(p.kind) ? p.owner === pos.actor : p.rider === pos.actor),
  );
}

/** The spells a human aims by hand, by category (Magic Wood is placed by the game itself). */
const AIMED: ReadonlyMap<SpellCategory, readonly SpellNumber[]> = (() => {
  const out = new Map<SpellCategory, SpellNumber[]>();
  for (const e of Object.values(SPELLS)) {
    if (e.name === 'Magic Wood' || ['upgrade', 'alignment', 'turmoil'].includes(e.kind)) continue;
    const list = out.get(e.kind as SpellCategory) ?? [];
    list.push(e.number);
    out.set(e.kind as SpellCategory, list);
  }
  return out;
})();

/** A few spell categories, one spell of each. */
const spellPicks = fc
  .tuple(
    fc.shuffledSubarray([...AIMED.keys()], { minLength: 4, maxLength: 6 }),
    fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
  )
  .map(([kinds, picks]) =>
    kinds.map((k, i) => {
      const list = AIMED.get(k) as readonly SpellNumber[];
      return list[(picks[i] ?? 0) % list.length] as SpellNumber;
    }),
  );

/** Vengeance & co. roll the target's resistance: the spell works when that roll fails. */
const RESISTED: readonly string[] = ['Vengeance', 'Decree', 'Dark Power', 'Justice'];

/** The spells the danger map counts as attacks, whose effect is checked here. */
const EFFECT_KINDS: readonly string[] = ['bolt', 'justice-type', 'subversion', 'disbelieve'];

/** Most targets of one spell whose effect is checked (each applied action maps the targets). */
const MAX_EFFECTS = 4;

function checkSpell(pos: Position, state: GameState, n: SpellNumber, budget: Budget): void {
  const e = SPELLS[n];
  const caster = casterSquare(pos);
  const cast: GameState = {
    ...state,
    pending: { type: 'cast', slot: 0, spell: n, illusion: false, works: true, left: e.count },
  };
  const offered = legalActions(cast).flatMap((a) => (a.type === 'target' ? [idx(a.at)] : []));
  const map = spellTargetMap(pos.board, sqOf(caster), spellTargeting(e));
  const legal = map.squares.flatMap((t) => (t.legal ? [idx(t.square)] : []));
  const where = `${e.name} from ${name(caster)}`;
  expect(names(offered), `${where}\n${shown(pos)}`).toEqual(names(legal));
  if (offered.length > 0) note(`targets: ${e.kind}`);
  // The effect's roll, for the spells the danger map counts.
  if (!EFFECT_KINDS.includes(e.kind)) return;
  const spell = e.name as AttackSpellName;
  const resisted = RESISTED.includes(spell);
  const ability = (pos.wizards[pos.actor] as PositionWizard).stats.ability;
  const step = Math.ceil(offered.length / MAX_EFFECTS);
  for (let k = 0; k < offered.length; k += step) {
    const t = offered[k] as number;
    const target = pos.board[t] as Piece;
    const defender = fighterOn(pos, target) as Fighter;
    const calc = attackSpellOdds(spell, [defender], { balance: pos.balance, ability });
    const here = `${where} on ${target.kind} at ${name(t)}`;
    if (!calc.ok) throw new Error(`${here}: the game offers it, the calculator says ${calc.error}`);
    const effect = calc.value.effects[0] as Odds;
    const a: Action = { type: 'target', at: sqOf(t) };
    const r = act({ ...cast, rng: diceRng([2, 7]) }, a);
    const ev = rolled(r.events, 'effect');
    if (!ev) {
      // No roll: Disbelieve (an illusion goes, a real creature stays), Subversion on an illusion.
      const gone = gameBoard(r.state)[t]?.kind !== target.kind;
      expect(`${gone ? 1 : 0}/1`, `${here}: the game's effect`).toBe(oddsText(effect));
      continue;
    }
    const o = ev.odds as { num: number; den: number };
    const shownOdds = resisted ? odds(o.den - o.num, o.den) : odds(o.num, o.den);
    expect(oddsText(shownOdds), `${here}: shown`).toBe(oddsText(effect));
    if (budget.exact > 0) {
      budget.exact--;
      const c = countedChance(cast, a, ev.rolls?.length ?? 0, (events) => {
        const x = rolled(events, 'effect');
        return x !== undefined && x.passed !== resisted;
      });
      expect(oddsText(c), `${here}: counted`).toBe(oddsText(effect));
    }
  }
}

const MAGIC_WOOD = Object.values(SPELLS).find((e) => e.name === 'Magic Wood') as (typeof SPELLS)[1];

/**
 * A human's Magic Wood: the game places the trees itself (#9AF8), nearest the caster first. Each
 * tree must be on a square the calculator's Magic Wood map allows on the board of the trees
 * placed so far, at the nearest distance it allows; the game stops only when the map allows none.
 */
function checkMagicWood(pos: Position, state: GameState): void {
  const caster = casterSquare(pos);
  const sim = new Sim({ ...state, rng: diceRng([0, 0]) });
  sim.log = true;
  const w = sim.w[pos.actor] as (typeof sim.w)[number];
  w.book[1] = { prio: 0, spell: MAGIC_WOOD.number };
  sim.chosen[pos.actor] = { slot: 1, illusion: false };
  beginHumanCast(sim);
  const trees = sim.events.filter((e) => e.kind === 'place').map((e) => idx(e.at as Sq));
  note(trees.length === 8 ? 'Magic Wood: 8 trees' : 'Magic Wood: fewer trees');
  const board: (Piece | null)[] = pos.board.slice();
  const targeting = spellTargeting(MAGIC_WOOD);
  const where = `Magic Wood from ${name(caster)}\n${shown(pos)}`;
  for (let k = 0; k <= 8; k++) {
    const map = spellTargetMap(board, sqOf(caster), targeting);
    const legal = map.squares.filter((t) => t.legal);
    const tree = trees[k];
    if (tree === undefined) {
      if (k < 8)
        expect(names(legal.map((t) => idx(t.square))), `${where}: tree ${k + 1}`).toEqual([]);
      break;
    }
    const entry = map.squares[tree] as (typeof map.squares)[number];
    expect(entry.reason, `${where}: tree ${k + 1} on ${name(tree)}`).toBe('ok');
    const nearest = Math.min(...legal.map((t) => t.distance));
    expect(entry.distance, `${where}: tree ${k + 1} is not the nearest`).toBe(nearest);
    board[tree] = makePiece('Magic Wood', pos.actor);
  }
}

/** The human's casting step, run by the game with the given dice: its casting events. */
function castingStep(
  state: GameState,
  actor: number,
  n: SpellNumber,
  illusion: boolean,
  dice: readonly number[],
): { events: readonly GameEvent[]; works: boolean | null; wizard: GameState['wizards'][number] } {
  const sim = new Sim({ ...state, rng: diceRng(dice) });
  const w = sim.w[actor] as (typeof sim.w)[number];
  w.book[1] = { prio: 0, spell: n };
  sim.chosen[actor] = { slot: 1, illusion };
  beginHumanCast(sim);
  const events = sim.events.filter((e) => e.kind === 'cast' && e.seat === actor);
  const pend = sim.pending;
  return { events, works: pend?.type === 'cast' ? pend.works : null, wizard: w };
}

/**
 * 4. The casting roll: the calculators' `castingChance` (balance and ability) against the game's
 * own casting step counted over every face of its dice (a human rolls twice for some spells and
 * the second roll decides, #9DE7); an illusion makes no roll.
 */
function checkCasting(pos: Position, state: GameState, n: SpellNumber): void {
  const e = SPELLS[n];
  const ability = (pos.wizards[pos.actor] as PositionWizard).stats.ability;
  const calc = castingChance(n, { balance: pos.balance, ability });
  if (!calc.ok) throw new Error(calc.message);
  const where = `casting ${e.name} at balance ${pos.balance}, ability ${ability}`;
  const first = castingStep(state, pos.actor, n, false, [0, 0]);
  expect(first.events.length, `${where}: rolls`).toBe(castRollCount(e, 'human'));
  const faces = first.events.length === 1 ? PAIRS.slice(0, 10) : PAIRS;
  note(`casting: ${first.events.length} roll(s)`);
  let k = 0;
  for (const d of faces) {
    const r = castingStep(state, pos.actor, n, false, d);
    if (r.events[r.events.length - 1]?.passed) k++;
  }
  expect(oddsText(odds(k, faces.length)), `${where}: counted`).toBe(oddsText(calc.value.odds));
  const shownOdds = first.events[0]?.odds;
  expect(shownOdds && oddsText(odds(shownOdds.num, shownOdds.den)), `${where}: shown`).toBe(
    oddsText(calc.value.odds),
  );
  // A spell that works asks for a target exactly when the calculators' map needs one (Magic
  // Wood places its trees itself).
  const map = spellTargetMap(pos.board, sqOf(casterSquare(pos)), spellTargeting(e));
  expect(first.works !== null, `${where}: asks for a target`).toBe(
    map.needsTarget && e.name !== 'Magic Wood',
  );
  if (e.kind === 'upgrade') {
    // The record after the upgrade: the game's (sim.ts upgrade) and wizards.ts castUpgrade, and
    // the picture: the game's sprite and wizardUpgrades.ts pictureFor (the upgrade cast last).
    const before = pos.wizards[pos.actor] as PositionWizard;
    const after = castUpgrade(before, e.name as UpgradeSpellName);
    expect({ flags: first.wizard.flags, stats: first.wizard.stats }, where).toEqual({
      flags: after.flags,
      stats: after.stats,
    });
    const drawn = pos.board.find(
      (p) => p !== null && isWizardKind(p.kind) && p.owner === pos.actor,
    );
    // Left out: a wizard hidden in a mount, wood or castle (see the DISAGREES test below).
    if (drawn) {
      note('an upgrade cast');
      const prefer = e.name === 'Shadow Form' ? undefined : (e.name as PictureUpgrade);
      const picture = pictureFor(after, `Wizard ${pos.actor + 1}`, drawn.kind, prefer);
      expect(first.wizard.sprite, `${where}: the picture`).toBe(picture);
    }
  }
  if (e.kind === 'creature') {
    const ill = castingStep(state, pos.actor, n, true, [9, 9]);
    expect(
      ill.events.filter((x) => x.odds !== undefined),
      `${where}: an illusion rolls`,
    ).toEqual([]);
    expect(ill.works, `${where}: an illusion works`).toBe(true);
    expect(castRollCount(e, 'human', true)).toBe(0);
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Line of sight

function checkSight(
  pos: Position,
  state: GameState,
  pairs: readonly (readonly [number, number])[],
): void {
  const tester = createSightTester(sightPieces(pos.board));
  const sim = new Sim(state);
  const occupied = pos.board.flatMap((p, i) => (p ? [i] : []));
  const all: (readonly [number, number])[] = [...pairs];
  for (const a of occupied) for (const b of occupied) all.push([a, b]);
  for (const [a, b] of all) {
    if (a === b) continue;
    const A = sqOf(a);
    const B = sqOf(b);
    const game = sim.sees(layerSquare(A.x, A.y), layerSquare(B.x, B.y));
    const calc = !tester.blocked(A, B);
    note(calc ? 'sight clear' : 'sight blocked');
    if (game !== calc)
      throw new Error(
        `sight ${name(a)} → ${name(b)}: the game says ${game ? 'clear' : 'blocked'}, los.ts ${calc ? 'clear' : 'blocked'}\n${shown(pos)}`,
      );
  }
}

// ---------------------------------------------------------------------------------------------
// The properties

/** fast-check's seed: the same positions on every run. */
const SEED = 33;
const EXACT_PER_POSITION = 3;

describe('the calculators and the game agree on random positions (issue 33)', () => {
  test('0. the game built from a position draws the same board', () => {
    fc.assert(
      fc.property(positions, (pos) => checkBoard(pos, gameOf(pos))),
      { seed: SEED, numRuns: 300 },
    );
    met.clear();
  });

  test('1. movement: selection, reach, engagement and its roll, the shot after; 4. their odds', () => {
    fc.assert(
      fc.property(positions, (pos) => {
        checkMovement(pos, gameOf(pos), { exact: EXACT_PER_POSITION });
      }),
      { seed: SEED, numRuns: 200 },
    );
    requireMet([
      'wizard walks',
      'wizard in Shadow Form',
      'wizard flies',
      'creature walks',
      'creature flies',
      'ridden mount walks',
      'ridden mount flies',
      'Shadow Wood',
      'a wizard sheltering',
      'a wizard walks on from inside a mount, wood or castle',
      'going into a mount or castle ends engaged',
      'attack by a wizard inside a mount, wood or castle he went into',
      'attack by a wizard from the wood or castle he shelters in',
      'dismount',
      'a dismount ends engaged',
      'attack by the wizard off his mount',
      'an attack square with two strikers',
      'a wizard with a range and no ranged combat shoots',
      'break-free roll',
      'engaged when selected',
      'a step or landing ends engaged',
      'attack rolled',
      'attack refused (undead)',
      'danger map row',
      'shot rolled',
      'shot without a roll',
      'attack: chance counted over the dice',
      'shoot: chance counted over the dice',
    ]);
  }, 60_000);

  test('2. spell targets of every spell a human aims; 4. the odds of their effects', () => {
    fc.assert(
      fc.property(
        positions,
        spellPicks,
        fc.array(
          fc.integer({ min: 1, max: 65 }).map((n) => n as SpellNumber),
          {
            minLength: 2,
            maxLength: 2,
          },
        ),
        (pos, spells, cast) => {
          const state = gameOf(pos);
          // One count over the dice per position: each applied target maps the targets again.
          const budget = { exact: 1 };
          for (const n of spells) checkSpell(pos, state, n, budget);
          checkMagicWood(pos, state);
          for (const n of cast) checkCasting(pos, state, n);
        },
      ),
      { seed: SEED, numRuns: 120 },
    );
    requireMet([
      ...[...AIMED.keys()].map((k) => `targets: ${k}`),
      'target: chance counted over the dice',
      'Magic Wood: 8 trees',
      'Magic Wood: fewer trees',
      'casting: 1 roll(s)',
      'casting: 2 roll(s)',
      'an upgrade cast',
    ]);
  }, 60_000);

  test('3. line of sight between random squares and between every two pieces', () => {
    const square = fc.integer({ min: 0, max: 149 });
    fc.assert(
      fc.property(
        positions,
        fc.array(fc.tuple(square, square), { minLength: 100, maxLength: 100 }),
        (pos, pairs) => checkSight(pos, gameOf(pos), pairs),
      ),
      { seed: SEED, numRuns: 150 },
    );
    requireMet(['sight clear', 'sight blocked']);
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// Disagreements found, each the smallest position that shows it. Skipped: each test asserts
// that the two sides agree, and fails against the committed engine.

/** A hand-made position: pieces by square, every seat the default wizard unless patched. */
function handPosition(
  placed: readonly (readonly [number, number, Piece])[],
  stats: Readonly<Record<number, Partial<WizardStats>>> = {},
): Position {
  const board: (Piece | null)[] = emptyBoard().slice();
  for (const [x, y, p] of placed) board[y * 15 + x] = p;
  const wizards = Array.from({ length: 8 }, (_, seat) => ({
    ...DEFAULT_POSITION_WIZARD,
    stats: { ...DEFAULT_POSITION_WIZARD.stats, ...stats[seat] },
  }));
  return { board, wizards, actor: 0, balance: 0, turn: 0 };
}

const offeredSquares = (s: GameState, type: Action['type']): string[] =>
  names(legalActions(s).flatMap((a) => (a.type === type && 'at' in a ? [idx(a.at)] : [])));

describe('disagreements found by the consistency test (issue 33): the open ones skipped', () => {
  // Was a disagreement, now fixed (danger.ts `shot` and combat.ts `attackOdds(…, { range })`): a
  // wizard whose record has a range but no ranged combat (range 4, ranged combat 0; the board
  // editor allows it, the Bow always sets both). The game offers him a shot when his move ends,
  // rolled as 0 + d10 against defence + d10 (game/human.ts finishMove: range > 0), and so does
  // the danger map now: the end of a move (#B06F) shoots whenever the piece's record range is
  // > 0 (ai.md §4.2), and the attack is ranged combat + weapon bonus + d10 (wizards.md §5),
  // which can still kill. The movement property covers such records (checkShots).
  test('a wizard with a range and no ranged combat shoots', () => {
    const pos = handPosition(
      [
        [2, 2, makePiece('Wizard 1', 0)],
        [5, 2, makePiece('Wizard 2', 1)],
      ],
      { 0: { rangedCombat: 0, range: 4 } },
    );
    const s: GameState = { ...gameOf(pos), phase: 'move', pending: null };
    const after = act(act(s, { type: 'select', at: { x: 2, y: 2 } }).state, { type: 'end' }).state;
    const rows = dangerRows(pos, idx({ x: 2, y: 2 }));
    expect(offeredSquares(after, 'shoot')).toEqual(['(5,2)']); // the game
    expect([...rows.keys()].filter((k) => k.startsWith('ranged'))).toEqual([
      `ranged/${idx({ x: 5, y: 2 })}`,
    ]); // was []
  });

  // Was a disagreement, now fixed (fromPosition.ts keeps +#321 under a wizard): a wizard standing on a body. The calculators' board keeps the body under him
  // (`corpseBelow`), and so does the game's own model once he walks onto one (layers `under`,
  // +#321, shown by `gameBoard`); but `gameFromPosition` (as committed) drops it, its wizard
  // branch ending before it reads `corpseBelow`, so in the game built from the position the
  // square is empty once he steps off, where the original shows the Goblin's body again (ai.md
  // §0.1). The position is right. An uncommitted change to fromPosition.ts in the working tree
  // (another session's) reads the body under a wizard too: with it this test passes and can leave
  // the skip block, and the board property's `withoutBodyUnderWizard` can go.
  test('a body under a wizard survives gameFromPosition', () => {
    const pos = handPosition([
      [2, 2, makePiece('Wizard 1', 0, { corpseBelow: 'Goblin (corpse)' })],
      [12, 7, makePiece('Wizard 2', 1)],
    ]);
    const s: GameState = { ...gameOf(pos), phase: 'move', pending: null };
    const sel = act(s, { type: 'select', at: { x: 2, y: 2 } }).state;
    const moved = act(sel, { type: 'move', at: { x: 3, y: 2 } }).state;
    expect(gameBoard(moved)[idx({ x: 2, y: 2 })]?.kind).toBe('Goblin (corpse)'); // fails: empty
  });

  // Was a disagreement, now fixed (movement.ts: going into a mount, wood or castle is a step):
  // going into a mount, wood or castle does not end the move in the game. The game runs the
  // after-step checks there too (game/ai.ts `afterStep`, #B007–#B06C): a wizard who mounts his
  // Horse next to an enemy Goblin (walls on the other squares next to it) is engaged on the
  // Horse's square and may attack the Goblin (as the Horse, #B183); a Shadow Form wizard with
  // points left walks on out of a Magic Wood he stepped into (test below). The Movement
  // calculator used to end the move on 'mount' and 'enter' (after move_into.tsv's "movement
  // ends"). The game is right: ai.md §4.2 counts entering an own mount, own castle or empty wood
  // as a step, and after each completed step "if the new square is not a Magic Wood and an enemy
  // is adjacent, the piece is engaged … whatever points are left", otherwise it steps on while
  // points remain (§4.3: a Shadow Form wizard steps into a castle or wood and out again,
  // #AF64–#AF86); wizards.md §5 says the same of engagement. The movement property explores the
  // game's move past every mount, wood or castle (exploreMove).
  test('a wizard who mounts next to an enemy may attack it', () => {
    const pos = handPosition([
      [2, 2, makePiece('Wizard 1', 0)],
      [3, 2, makePiece('Horse', 0)],
      [4, 2, makePiece('Goblin', 1)],
      [3, 1, makePiece('Wall', 1)],
      [3, 3, makePiece('Wall', 1)],
      [12, 7, makePiece('Wizard 2', 1)],
    ]);
    const s: GameState = { ...gameOf(pos), phase: 'move', pending: null };
    const g = exploreMove(act(s, { type: 'select', at: { x: 2, y: 2 } }).state);
    const mover = moverForPiece(
      pos.board[idx({ x: 2, y: 2 })] as Piece,
      moverOptions(pos, pos.board[idx({ x: 2, y: 2 })] as Piece),
    );
    const c = calcMove(
      movementReach(pos.board, { x: 2, y: 2 }, mover.ok ? mover.value : (null as never)),
    );
    expect(names(g.attacks.keys())).toEqual(['(4,2)']); // the game
    expect(names(c.attacks)).toEqual(names(g.attacks.keys())); // was []
    expect(c.strikers.get(idx({ x: 4, y: 2 }))).toEqual(['3,2']); // the Horse strikes
  });

  test('a Shadow Form wizard walks on out of a Magic Wood', () => {
    const walls: [number, number][] = [
      [4, 4],
      [5, 4],
      [6, 4],
      [4, 5],
      [4, 6],
      [5, 6],
      [6, 6],
    ];
    const pos = handPosition([
      [5, 5, makePiece('Wizard 1', 0)],
      [6, 5, makePiece('Magic Wood', 1)],
      [12, 7, makePiece('Wizard 2', 1)],
      ...walls.map(([x, y]) => [x, y, makePiece('Wall', 1)] as const),
    ]);
    const sf = castUpgrade(pos.wizards[0] as PositionWizard, 'Shadow Form');
    const shadow: Position = {
      ...pos,
      wizards: pos.wizards.map((w, i) => (i === 0 ? { ...w, flags: sf.flags } : w)),
    };
    const s: GameState = { ...gameOf(shadow), phase: 'move', pending: null };
    const g = exploreMove(act(s, { type: 'select', at: { x: 5, y: 5 } }).state);
    const p = shadow.board[idx({ x: 5, y: 5 })] as Piece;
    const mover = moverForPiece(p, moverOptions(shadow, p));
    const c = calcMove(
      movementReach(shadow.board, { x: 5, y: 5 }, mover.ok ? mover.value : (null as never)),
    );
    // Into the wood (2 of his 6 points), then on: (7,4) … (8,6) and beyond (the calculator
    // used to stop at (6,5)).
    expect(names(c.moves)).toContain('(7,4)');
    expect(names(c.moves)).toContain('(8,5)');
    expect(names(g.moves.keys()).filter((m) => m !== '(5,5)')).toEqual(names(c.moves));
  });

  // Was a disagreement, now fixed (movement.ts `sheltered`, `moverForPiece` of a wood or castle
  // with a wizard inside): a wizard sheltering in a Magic Wood (or his castle). The game lets
  // the human select the wood and step the wizard out one square, or strike a neighbour as the
  // wood (human.ts, ai.ts `movable` 'wizard-out', `moverStats`: the wood's movement 0, one
  // step); the Movement calculator had no mover for him ("the Magic Wood never moves"), so the
  // board lab and the danger map never moved him. The game is right: selecting the shelter is
  // how its wizard gets out, one square at most (game-mechanics.md, Riding and sheltering;
  // ai.md §4.1). The movement property compares his move as every other piece's.
  test('a wizard sheltering in a Magic Wood can be moved out', () => {
    const pos = handPosition([
      [2, 2, makePiece('Magic Wood', 1, { rider: 0 })],
      [12, 7, makePiece('Wizard 2', 1)],
    ]);
    const s: GameState = { ...gameOf(pos), phase: 'move', pending: null };
    const sel = act(s, { type: 'select', at: { x: 2, y: 2 } }).state;
    expect(offeredSquares(sel, 'move')).toHaveLength(8); // the game: the 8 neighbours
    const mover = moverForPiece(pos.board[idx({ x: 2, y: 2 })] as Piece);
    expect(mover.ok).toBe(true); // was 'cannot-move'
    const reach = movementReach(
      pos.board,
      { x: 2, y: 2 },
      mover.ok ? mover.value : (null as never),
    );
    expect(names(calcMove(reach).moves)).toEqual(offeredSquares(sel, 'move'));
  });

  // Was a disagreement, now fixed (movement.ts: `dismount` squares of a `mounted` mover): a
  // wizard riding his mount. The game asks "Dismount wizard?" when the mount is selected and
  // offers him one step onto a free square or into his own mount, wood or castle (human.ts
  // `dismount`, #AD88, #ADA7); the Movement calculator's reach for the ridden mount had no such
  // action. The game is right: "Yes: the wizard steps off one square" (game-mechanics.md, Riding
  // and sheltering). The movement property compares the `dismount` actions too.
  test('a ridden mount offers to dismount', () => {
    const pos = handPosition([
      [2, 2, makePiece('Horse', 0, { rider: 0 })],
      [12, 7, makePiece('Wizard 2', 1)],
    ]);
    const s: GameState = { ...gameOf(pos), phase: 'move', pending: null };
    const sel = act(s, { type: 'select', at: { x: 2, y: 2 } }).state;
    expect(offeredSquares(sel, 'dismount')).toHaveLength(8); // the game
    const mover = moverForPiece(pos.board[idx({ x: 2, y: 2 })] as Piece);
    const reach = movementReach(
      pos.board,
      { x: 2, y: 2 },
      mover.ok ? mover.value : (null as never),
    );
    const actions = new Set<string>(reach.squares.map((r) => r.action));
    expect(actions.has('dismount')).toBe(true); // was: move only
    expect(names(calcMove(reach).dismounts)).toEqual(offeredSquares(sel, 'dismount'));
  });

  // Was a disagreement, now fixed (fromPosition.ts draws a hidden wizard with pictureFor): the picture of a wizard hidden in a mount, wood or castle. A position records no
  // picture for him (he is not drawn), and `gameFromPosition` gives him his plain 'Wizard n'
  // sprite whatever his record holds; when he dismounts or steps out in the game he is drawn
  // plain although his record holds Magic Wings, so sight is traced through the wrong sprite and
  // the board shows a picture his record could not give (position.ts `pictureMismatches` flags
  // it). The record is right (wizardUpgrades.ts: every upgrade but Shadow Form draws its own
  // picture, #8324; `pictureFor` gives 'Wizard (Magic Wings)'). The casting property compares
  // the picture after an upgrade for drawn wizards only.
  test('a wizard who dismounts is drawn with the picture his record gives', () => {
    const pos = handPosition([
      [2, 2, makePiece('Horse', 0, { rider: 0 })],
      [12, 7, makePiece('Wizard 2', 1)],
    ]);
    const wings = castUpgrade(pos.wizards[0] as PositionWizard, 'Magic Wings');
    const withWings: Position = {
      ...pos,
      wizards: pos.wizards.map((w, i) => (i === 0 ? { ...w, flags: wings.flags } : w)),
    };
    const s: GameState = { ...gameOf(withWings), phase: 'move', pending: null };
    const sel = act(s, { type: 'select', at: { x: 2, y: 2 } }).state;
    const off = act(sel, { type: 'dismount', at: { x: 3, y: 2 } }).state;
    expect(gameBoard(off)[idx({ x: 3, y: 2 })]?.kind).toBe(
      pictureFor(wings, 'Wizard 1'), // 'Wizard (Magic Wings)'; fails: 'Wizard 1'
    );
  });

  // DISAGREES: the animation frame shown. The calculators trace sight through each piece's
  // frame on the board; the game keeps no frames and traces frame 0 (engine README §8.6;
  // game-mechanics.md: "its first animation frame"). With a Goblin in frame 2 on (2,3), a Magic
  // Bolt from (2,2) reaches the wizard on (0,6) in the calculator (the los.md §4 table: frame 2
  // is clear) and not in the game built from the same position (frame 0 blocks). The original
  // reads the frame on the screen (los.md §1.7), so the calculator's answer is the original's for
  // that moment; the game's frame 0 is the spec's convention, a choice both READMEs state. The
  // properties draw every piece in frame 0.
  test.skip('a piece in another frame: sight as the calculator traces it', () => {
    const pos = handPosition([
      [2, 2, makePiece('Wizard 1', 0)],
      [2, 3, makePiece('Goblin', 1, { frame: 2 })],
      [0, 6, makePiece('Wizard 2', 1)],
    ]);
    const bolt = SPELLS[41];
    const s: GameState = {
      ...gameOf(pos),
      pending: { type: 'cast', slot: 0, spell: 41, illusion: false, works: true, left: 1 },
    };
    const map = spellTargetMap(pos.board, { x: 2, y: 2 }, spellTargeting(bolt));
    const legal = names(map.squares.flatMap((t) => (t.legal ? [idx(t.square)] : [])));
    expect(legal).toContain('(0,6)'); // the calculator
    expect(offeredSquares(s, 'target')).toEqual(legal); // fails: no (0,6)
  });
});
