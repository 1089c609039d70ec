/**
 * The structural check of a `GameState` given to a public entry point (`advance`,
 * `applyAction`, `legalActions`, `gameBoard`, …; issue 14): a record with every field the steps
 * read, of the right type, numbers whole and in range, lists of the right length. It does not
 * check that the position could arise in a game (that would mean replaying it); it makes sure
 * a step can run on it without reading past a list or computing with NaN. The engine's own loops
 * (`playGame`, `computerTurn`) work on a `Sim` and never call it. Cost: one pass over the
 * ~1,600 numbers of a state, about what the `Sim` constructor spends copying them.
 */
import { isRecord, isWholeIn } from '../guard';
import { rngStateProblem } from '../rng';
import { isWizardKind } from '../sprites';
import { WIZARD_STAT_ORDER } from '../wizards';
import { SQUARES } from './layers';
import type { GameState } from './types';

const PHASES: ReadonlySet<unknown> = new Set(['choose', 'cast', 'spread', 'move', 'over']);
const MOVE_MODES: ReadonlySet<unknown> = new Set(['walk', 'fly', 'engaged', 'shoot']);
const BOOK_SLOTS = 20;
const INBUF_BYTES = 316;

/** Largest value in each board layer: piece ids 0–48, bits, and `eng` = id + 256 × props. */
const LAYER_MAX = { id: 48, corpse: 1, props: 255, occ: 48, under: 48, eng: 0xffff } as const;

const isPlayer = (v: unknown): boolean => v === 'human' || v === 'computer';

function allWholeIn(list: unknown, length: number, min: number, max: number): boolean {
  if (!Array.isArray(list) || list.length !== length) return false;
  for (let i = 0; i < length; i++) if (!isWholeIn(list[i], min, max)) return false;
  return true;
}

function wizardProblem(w: unknown, seat: number, player: unknown): string | null {
  const who = `wizard ${seat + 1}`;
  if (!isRecord(w)) return `${who} is not a record`;
  if (w.seat !== seat) return `${who}'s seat must be ${seat}`;
  if (w.player !== player) return `${who}'s player must match the players list`;
  if (typeof w.name !== 'string') return `${who} has no name`;
  if (typeof w.sprite !== 'string' || !isWizardKind(w.sprite))
    return `${who}'s sprite is not a wizard`;
  if (!isWholeIn(w.level, 0, 8)) return `${who}'s level must be 0–8`;
  if (!isWholeIn(w.flags, 0, 255)) return `${who}'s flag byte must be 0–255`;
  if (!isWholeIn(w.mode, 0, 255)) return `${who}'s mode flag must be 0–255`;
  if (typeof w.alive !== 'boolean') return `${who}'s alive flag must be true or false`;
  const stats = w.stats;
  if (!isRecord(stats)) return `${who} has no statistics`;
  for (const name of WIZARD_STAT_ORDER)
    if (!isWholeIn(stats[name], 0, 255)) return `${who}'s ${name} must be a whole number 0–255`;
  const book = w.book;
  if (!Array.isArray(book) || book.length !== BOOK_SLOTS)
    return `${who}'s book must have ${BOOK_SLOTS} slots`;
  for (let i = 0; i < BOOK_SLOTS; i++) {
    const slot: unknown = book[i];
    if (!isRecord(slot) || !isWholeIn(slot.prio, 0, 255) || !isWholeIn(slot.spell, 0, 65))
      return `${who}'s book slot ${i} must be { prio 0–255, spell 0–65 }`;
  }
  return null;
}

function pendingProblem(p: unknown): string | null {
  if (p === null) return null;
  if (!isRecord(p)) return 'pending must be null or a record';
  if (p.type === 'cast') {
    if (
      !isWholeIn(p.slot, 0, BOOK_SLOTS - 1) ||
      !isWholeIn(p.spell, 1, 65) ||
      typeof p.illusion !== 'boolean' ||
      typeof p.works !== 'boolean' ||
      !isWholeIn(p.left, 0, 255)
    )
      return 'the pending cast must be { slot 0–19, spell 1–65, illusion, works, left 0–255 }';
    return null;
  }
  if (p.type === 'move') {
    if (
      !isWholeIn(p.square, 0, SQUARES - 1) ||
      typeof p.wizard !== 'boolean' ||
      !MOVE_MODES.has(p.mode) ||
      !isWholeIn(p.points, 0, 255)
    )
      return 'the pending move must be { square 0–159, wizard, mode, points 0–255 }';
    return null;
  }
  return "pending's type must be 'cast' or 'move'";
}

/** Why `state` cannot be a game state, in words, or null when its shape is sound. */
export function gameStateProblem(state: unknown): string | null {
  if (!isRecord(state)) return 'a game state is a record (made by newGame)';
  if (state.version !== 1) return 'the game state version must be 1';
  const players = state.players;
  if (!Array.isArray(players) || players.length < 2 || players.length > 8)
    return 'a game has 2 to 8 players';
  const n = players.length;
  for (let i = 0; i < n; i++)
    if (!isPlayer(players[i])) return 'each player is "human" or "computer"';
  const wizards = state.wizards;
  if (!Array.isArray(wizards) || wizards.length !== n) return 'one wizard record per player';
  for (let i = 0; i < n; i++) {
    const problem = wizardProblem(wizards[i], i, players[i]);
    if (problem !== null) return problem;
  }
  const board = state.board;
  if (!isRecord(board)) return 'the board layers are missing';
  for (const [layer, max] of Object.entries(LAYER_MAX)) {
    if (!allWholeIn(board[layer], SQUARES, 0, max))
      return `board layer ${layer} must hold ${SQUARES} whole numbers 0–${max}`;
  }
  if (typeof state.seed !== 'number' || !Number.isFinite(state.seed))
    return 'the seed must be a finite number';
  if (!isWholeIn(state.level, 1, 8)) return 'the computer level must be 1–8';
  if (!isWholeIn(state.balance, -128, 127)) return 'the balance must be −128…127';
  if (!isWholeIn(state.turn, 0, 255)) return 'the turn must be 0–255';
  if (!PHASES.has(state.phase)) return 'unknown phase';
  if (!isWholeIn(state.actor, -1, n - 1)) return `the actor must be a seat 0–${n - 1}`;
  const chosen = state.chosen;
  if (!Array.isArray(chosen) || chosen.length !== n) return 'one chosen spell per player';
  for (let i = 0; i < n; i++) {
    const c: unknown = chosen[i];
    if (!isRecord(c) || !isWholeIn(c.slot, -1, BOOK_SLOTS - 1) || typeof c.illusion !== 'boolean')
      return `the chosen spell of wizard ${i + 1} must be { slot −1–19, illusion }`;
  }
  const pending = pendingProblem(state.pending);
  if (pending !== null) return pending;
  const ai = state.ai;
  if (!isRecord(ai)) return "the computer's working memory is missing";
  for (const k of ['xAdd', 'aim', 'ac12', 'ac14', 'ac30', 'srtcnt'] as const)
    if (!isWholeIn(ai[k], 0, 255)) return `the working memory's ${k} must be 0–255`;
  if (!allWholeIn(ai.inbuf, INBUF_BYTES, 0, 255)) return `INBUF must hold ${INBUF_BYTES} bytes`;
  const rng = rngStateProblem(state.rng);
  if (rng !== null) return rng;
  if (!(state.winner === null || isWholeIn(state.winner, 0, n - 1)))
    return 'the winner must be null or a seat';
  if (!isWholeIn(state.step, 0, Number.MAX_SAFE_INTEGER)) return 'the step count must be whole';
  return null;
}

/** `state` when its shape is sound; otherwise a RangeError naming the problem. */
export function gameStateOrThrow(state: GameState, where: string): GameState {
  const problem = gameStateProblem(state);
  if (problem !== null) throw new RangeError(`${where}: ${problem}`);
  return state;
}
