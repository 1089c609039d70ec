/**
 * A whole game: `newGame`, the turn and phase machine (#8E5A–#8E9A), `advance` for the computer
 * players and the automatic steps, `computerTurn`, and `playGame` for all-computer games.
 *
 * Turn order (wizards.md §3): humans choose their spells; every wizard casts in seat order (a
 * computer chooses as it casts, ai.md §1); winner check; spreading, castle vanish rolls and Magic
 * Wood gifts; movement in seat order; winner check. After 2 × wizards + 15 turns the survivors
 * draw. The computer's mode flag is updated after each wizard's casting step from the 7th turn
 * (ai.md §2).
 */
import { SPELLS } from '../data/spells';
import { DEFAULT_WIZARD_NAMES, START_SQUARE_BYTES } from '../data/wizards';
import { turnsOfGame } from '../game';
import { isRecord, isWholeIn } from '../guard';
import { gameStateOrThrow, gameStateProblem } from './check';
import { MutableRng, seedState } from '../rng';
import type { StepTrace } from './trace';
import type { Result, SpellNumber, WizardCount } from '../types';
import { SPELL_BOOK_SLOTS, generateWizardStats, randomSpellsKept } from '../wizards';
import { automaticPlacement, computerCast, computerMove } from './ai';
import { rollCountOf } from '../casting';
import { turmoil } from './spells';
import type { UpgradeSpellName } from '../types';
import { isCreatureId, wizardSquare } from './layers';
import type { MWizard } from './sim';
import { OWNER, SQUARES, WIZARD_ID, emptyLayers } from './layers';
import { Sim } from './sim';
import type {
  BookSlot,
  GameError,
  GameFacts,
  GameEvent,
  GameState,
  PlayerKind,
  Step,
  WizardRecord,
} from './types';

export interface GameSetup {
  readonly players: readonly PlayerKind[];
  /** Computer level 1–8. */
  readonly level: number;
  readonly seed: number;
}

function fail<T>(error: GameError, message: string): Result<T, GameError> {
  return { ok: false, error, message };
}

function checkSetup(setup: GameSetup): Result<GameSetup, GameError> {
  const { players, level, seed } = setup ?? ({} as GameSetup);
  if (
    !Array.isArray(players) ||
    players.length < 2 ||
    players.length > 8 ||
    players.some((p) => p !== 'human' && p !== 'computer')
  )
    return fail('bad-players', 'A game has 2 to 8 players, each "human" or "computer".');
  if (!Number.isInteger(level) || level < 1 || level > 8)
    return fail('bad-level', `The computer level is 1 to 8; got ${String(level)}.`);
  if (typeof seed !== 'number' || !Number.isFinite(seed))
    return fail('bad-seed', 'The seed must be a finite number.');
  return { ok: true, value: setup };
}

/** A random spell number for a starting book: a 6-bit value drawn again while below 2 (#8DAC). */
function drawBookSpell(m: MutableRng): number {
  for (;;) {
    const v = (m.nibble() | (m.nibble() << 4)) & 0x3f;
    if (v >= 2) return v;
  }
}

/** A new game: statistics, books and start squares drawn as the original draws them (#8A10–#8E06). */
/**
 * The computer players' working memory as a new game finds it: the scratch bytes all 0 and INBUF
 * (316 bytes) in its filled pattern, 0 and #FF alternating (the FILL routine #CDAA).
 */
export function freshAiMemory(): GameState['ai'] {
  return {
    xAdd: 0,
    aim: 0,
    ac12: 0,
    ac14: 0,
    ac30: 0,
    srtcnt: 0,
    inbuf: Array.from({ length: 316 }, (_, i) => (i % 2 ? 0xff : 0)),
  };
}

export function newGame(setup: GameSetup): Result<GameState, GameError> {
  const ok = checkSetup(setup);
  if (!ok.ok) return ok;
  const { players, level, seed } = setup;
  const n = players.length as WizardCount;
  let rng = seedState(seed);
  const wizards: WizardRecord[] = [];
  for (let seat = 0; seat < n; seat++) {
    const player = players[seat] as PlayerKind;
    const lvl = player === 'human' ? 0 : level;
    const st = generateWizardStats(lvl, rng);
    if (!st.ok) return fail('bad-level', st.message);
    const stats = st.value.value;
    const m = new MutableRng(st.value.next);
    const book: BookSlot[] = Array.from({ length: SPELL_BOOK_SLOTS }, () => ({
      prio: 0,
      spell: 0,
    }));
    book[0] = { prio: m.d10() + 12, spell: 1 };
    for (let i = 0; i < stats.spells; i++) {
      const spell = drawBookSpell(m);
      if (1 + i < SPELL_BOOK_SLOTS)
        book[1 + i] = { prio: SPELLS[spell as SpellNumber].aiPriority, spell };
    }
    void randomSpellsKept;
    const ordered =
      player === 'computer'
        ? book
            .map((s, i) => ({ s, i }))
            .sort((a, b) => b.s.prio - a.s.prio || a.i - b.i)
            .map((x) => x.s)
        : book;
    rng = m.state();
    wizards.push({
      seat,
      name: DEFAULT_WIZARD_NAMES[seat] ?? `WIZARD ${seat + 1}`,
      player,
      level: lvl,
      stats,
      flags: 0,
      sprite: `Wizard ${seat + 1}`,
      book: ordered,
      alive: true,
      mode: 0,
    });
  }
  const board = emptyLayers();
  START_SQUARE_BYTES[n].forEach((s, seat) => {
    board.id[s] = WIZARD_ID + seat;
    board.props[s] = seat;
  });
  const firstHuman = players.indexOf('human');
  const state: GameState = {
    version: 1,
    seed,
    level,
    players: [...players],
    wizards,
    board,
    balance: 0,
    turn: 0,
    phase: firstHuman >= 0 ? 'choose' : 'cast',
    actor: firstHuman >= 0 ? firstHuman : 0,
    chosen: players.map(() => ({ slot: -1, illusion: false })),
    pending: null,
    ai: freshAiMemory(),
    rng,
    winner: null,
    step: 0,
  };
  return { ok: true, value: state };
}

/** The turns a game of this state lasts. RangeError for a state that is not a game's. */
export function turnLimit(state: GameState): number {
  return turnsOfGame(gameStateOrThrow(state, 'turnLimit').players.length);
}

/** The mode flag update after a wizard's casting step (#7D04, ai.md §2). */
export function updateMode(sim: Sim, seat: number): void {
  const w = sim.w[seat];
  if (!w || sim.turn < 6) return;
  const b = sim.b;
  let has = false;
  for (let s = 0; s < 159 && !has; s++) {
    const id = b.id[s] ?? 0;
    if (
      id >= 2 &&
      id <= 33 &&
      ((b.props[s] ?? 0) & OWNER) === seat &&
      b.occ[s] !== WIZARD_ID + seat
    )
      has = true;
  }
  const mode = has ? 0 : 20;
  if (mode !== w.mode && w.alive && w.player === 'computer')
    sim.emit(
      'mode',
      seat,
      `${w.name} ${mode ? 'has no creatures left and goes on the attack' : 'has creatures again and turns defensive'}`,
    );
  w.mode = mode;
}

/** Who acts next after `seat` in the cast or move phase (living wizards; −1 when the phase ends). */
function nextSeat(sim: Sim, seat: number): number {
  for (let s = seat + 1; s < sim.w.length; s++) if (sim.w[s]?.alive) return s;
  return -1;
}

function firstHumanChooser(sim: Sim, from: number): number {
  for (let s = from; s < sim.w.length; s++) {
    const w = sim.w[s];
    if (w?.alive && w.player === 'human') return s;
  }
  return -1;
}

/** Starts turn `sim.turn`: humans choose first, then casting. */
export function startTurn(sim: Sim): void {
  sim.chosen = sim.w.map(() => ({ slot: -1, illusion: false }));
  if (sim.log) sim.emit('turn', -1, `TURN ${sim.turn + 1}`);
  const h = firstHumanChooser(sim, 0);
  if (h >= 0) {
    sim.phase = 'choose';
    sim.actor = h;
  } else beginCasting(sim);
}

export function afterChoice(sim: Sim): void {
  const h = firstHumanChooser(sim, sim.actor + 1);
  if (h >= 0) sim.actor = h;
  else beginCasting(sim);
}

function beginCasting(sim: Sim): void {
  sim.phase = 'cast';
  sim.actor = 0;
  // Dead wizards are skipped, but the mode flag update runs for them too (#7D04).
  while (sim.actor < sim.w.length && !sim.w[sim.actor]?.alive) {
    updateMode(sim, sim.actor);
    sim.actor++;
  }
  if (sim.actor >= sim.w.length) afterCasting(sim);
  else enterCastActor(sim);
}

function enterCastActor(sim: Sim): void {
  if (sim.w[sim.actor]?.player === 'human') beginHumanCast(sim);
}

function enterMoveActor(sim: Sim): void {
  if (sim.w[sim.actor]?.player === 'human') clearMoved(sim);
}

/** Ends the actor's casting step and moves on. */
export function endCastStep(sim: Sim): void {
  updateMode(sim, sim.actor);
  sim.pending = null;
  let s = sim.actor + 1;
  while (s < sim.w.length && !sim.w[s]?.alive) {
    updateMode(sim, s);
    s++;
  }
  if (s >= sim.w.length) afterCasting(sim);
  else {
    sim.actor = s;
    enterCastActor(sim);
  }
}

function afterCasting(sim: Sim): void {
  if (sim.checkWinner()) return;
  sim.phase = 'spread';
  sim.actor = 0;
}

/** Ends the actor's movement phase and moves on; after the last one the turn ends. */
export function endMoveStep(sim: Sim): void {
  sim.pending = null;
  const s = nextSeat(sim, sim.actor);
  if (s >= 0) {
    sim.actor = s;
    enterMoveActor(sim);
    return;
  }
  if (sim.checkWinner()) return;
  sim.turn++;
  if (sim.turn >= turnsOfGame(sim.w.length)) {
    sim.phase = 'over';
    sim.winner = null;
    const left = sim.alive().map((x) => sim.name(x));
    if (sim.log) sim.emit('end', -1, `THE CONTEST IS DRAWN BETWEEN ${left.join(', ')}`);
    return;
  }
  startTurn(sim);
}

/** Clears every "moved" bit (WALKYS #A173) at the start of a wizard's movement. */
export function clearMoved(sim: Sim): void {
  for (let s = 0; s < SQUARES; s++) sim.b.props[s] = (sim.b.props[s] ?? 0) & 0x7f;
}

/**
 * Whether the next step belongs to the computer or the game itself (no human decision).
 * RangeError for a state that is not a game's (`gameStateProblem`).
 */
export function automaticNext(state: GameState): boolean {
  return isAutomatic(gameStateOrThrow(state, 'automaticNext'));
}

/** `automaticNext` without the check, for the engine's own loops (not in index.ts). */
export function isAutomatic(state: Pick<GameState, 'phase' | 'actor' | 'wizards'>): boolean {
  if (state.phase === 'over') return false;
  if (state.phase === 'spread') return true;
  if (state.phase === 'choose') return false;
  return state.wizards[state.actor]?.player === 'computer';
}

/** Runs one automatic step on a Sim: a computer's casting step or movement, or the spreading phase. */
export function stepSim(sim: Sim): void {
  if (sim.phase === 'spread') {
    sim.spreadPhase();
    sim.phase = 'move';
    sim.actor = -1;
    const s = nextSeat(sim, -1);
    if (s < 0) {
      sim.checkWinner();
      return;
    }
    sim.actor = s;
    enterMoveActor(sim);
  } else if (sim.phase === 'cast') {
    computerCast(sim, sim.actor);
    endCastStep(sim);
  } else if (sim.phase === 'move') {
    computerMove(sim, sim.actor);
    endMoveStep(sim);
  }
  sim.step++;
}

/**
 * The next step a computer player (or the game itself) takes, with its events. Given a `trace`,
 * the step appends to its lists every die it draws, with its use and the original routine it
 * stands for (dice.ts), and the computer's decisions (trace.ts).
 */
export function advance(state: GameState, trace?: StepTrace): Result<Step, GameError> {
  const problem = gameStateProblem(state);
  if (problem !== null) return fail('bad-state', `Not a game state: ${problem}.`);
  if (state.phase === 'over') return fail('game-over', 'The game is over.');
  if (!isAutomatic(state)) return fail('human-to-act', 'A human player is to act.');
  const sim = new Sim(state);
  sim.dice = trace?.dice ?? null;
  sim.why = trace?.why ?? null;
  stepSim(sim);
  return { ok: true, value: { state: sim.state(), events: sim.events } };
}

/** Every automatic step until a human must act, the turn ends or the game is over. */
export function computerTurn(state: GameState): Result<Step, GameError> {
  const problem = gameStateProblem(state);
  if (problem !== null) return fail('bad-state', `Not a game state: ${problem}.`);
  if (state.phase === 'over') return fail('game-over', 'The game is over.');
  if (!isAutomatic(state)) return fail('human-to-act', 'A human player is to act.');
  const sim = new Sim(state);
  const turn = sim.turn;
  while (sim.phase !== 'over' && sim.turn === turn && isAutomatic(simView(sim))) stepSim(sim);
  return { ok: true, value: { state: sim.state(), events: sim.events } };
}

function simView(sim: Sim): Pick<GameState, 'phase' | 'actor' | 'wizards'> {
  return { phase: sim.phase, actor: sim.actor, wizards: sim.w };
}

export interface PlayedGame {
  /** The winner's seat, or null for a draw. */
  readonly winner: number | null;
  /** Turns played (1-based count of the last turn reached). */
  readonly turns: number;
  /** Steps taken (`advance` calls) to the end: the watch page's step of the final position. */
  readonly steps: number;
  readonly events: readonly GameEvent[];
  readonly final: GameState;
  /** With `facts: true`: deaths, creature casts and disbelieves, and the wizards as they began. */
  readonly facts?: GameFacts;
  readonly start?: readonly WizardRecord[];
}

export interface PlayOptions extends Omit<GameSetup, 'players'> {
  readonly players: readonly PlayerKind[] | number;
  /** Keep the event list (default true); false is faster for bulk simulation. */
  readonly events?: boolean;
  /** Keep the game's facts for counting (findings.ts; default false). */
  readonly facts?: boolean;
}

/** Plays an all-computer game to its end. Same seed, same game. */
export function playGame(options: PlayOptions): Result<PlayedGame, GameError> {
  if (!isRecord(options))
    return fail('bad-players', 'playGame needs { players, level, seed } (players: 2–8 or a list).');
  if (typeof options.players === 'number' && !isWholeIn(options.players, 2, 8))
    return fail('bad-players', 'A game has 2 to 8 players.');
  if (options.events !== undefined && typeof options.events !== 'boolean')
    return fail('bad-options', 'events is true or false.');
  if (options.facts !== undefined && typeof options.facts !== 'boolean')
    return fail('bad-options', 'facts is true or false.');
  const players =
    typeof options.players === 'number'
      ? (Array.from({ length: options.players }, () => 'computer') as PlayerKind[])
      : options.players;
  if (Array.isArray(players) && players.some((p) => p !== 'computer'))
    return fail('bad-players', 'playGame plays computer wizards only.');
  const g = newGame({ players, level: options.level, seed: options.seed });
  if (!g.ok) return g;
  const sim = new Sim(g.value);
  sim.log = options.events !== false;
  const facts: GameFacts | undefined = options.facts
    ? { deaths: [], creatureCasts: [], disbelieves: [] }
    : undefined;
  sim.facts = facts ?? null;
  if (sim.log) sim.emit('turn', -1, 'TURN 1');
  let steps = 0;
  for (; sim.phase !== 'over'; steps++) stepSim(sim);
  return {
    ok: true,
    value: {
      winner: sim.winner,
      turns: Math.min(sim.turn + 1, turnsOfGame(players.length)),
      steps,
      events: sim.events,
      final: sim.state(),
      ...(facts ? { facts, start: g.value.wizards } : {}),
    },
  };
}

/** A human's casting step begins: the chosen spell is rolled (wizards.md §4, casting.ts). */
export function beginHumanCast(sim: Sim): void {
  const p = sim.actor;
  const w = sim.w[p] as MWizard;
  const choice = sim.chosen[p];
  const slot = choice ? w.book[choice.slot] : undefined;
  if (!choice || choice.slot < 0 || !slot || slot.spell === 0) {
    if (sim.log) sim.emit('no-spell', p, `${w.name} casts nothing`);
    endCastStep(sim);
    return;
  }
  const spell = slot.spell;
  const e = SPELLS[spell as SpellNumber];
  const illusion = choice.illusion && isCreatureId(spell);
  if (spell !== 1) w.book[choice.slot] = { prio: slot.prio, spell: 0 };
  let works = true;
  if (illusion) {
    sim.shiftBalance(spell);
    if (sim.log) sim.emit('cast', p, `${w.name} casts ${e.name} as an ILLUSION: it always works`);
  } else {
    const n = rollCountOf(e, 'human', false);
    // Both rolls use the chance worked out once, before the first (#9729 → #92F9 → #9153).
    const chance = sim.chance(p, spell);
    for (let i = 0; i < n; i++) works = sim.castRoll(p, spell, false, chance).pass;
  }
  const X = wizardSquare(sim.b, p);
  if (!works) return endCastStep(sim);
  switch (e.kind) {
    case 'upgrade':
      sim.upgrade(p, e.name as UpgradeSpellName);
      if (sim.log) sim.emit('effect', p, `${w.name} now has ${e.name}`);
      return endCastStep(sim);
    case 'alignment':
      return endCastStep(sim);
    case 'turmoil':
      turmoil(sim, p);
      return endCastStep(sim);
    default:
      break;
  }
  if (e.name === 'Magic Wood') {
    automaticPlacement(sim, p, spell, X, true);
    return endCastStep(sim);
  }
  sim.pending = { type: 'cast', slot: choice.slot, spell, illusion, works, left: e.count };
}
