/**
 * A game state built from a calculator position (position.ts: the shared board, each seat's
 * wizard record, the turn and whose turn it is, and the world balance), so that the game engine's
 * own computer player (ai.ts) can be asked what it would do there.
 *
 * What the position does not say is filled in, each choice stated here and on the page:
 * - the board is converted square by square into the original's layers (ai.md §0.1): a piece's
 *   id and owner, the illusion bit, raised undead (bits 5 and 6, as Raise Dead sets them #86DB),
 *   a body (frame 4), a rider or sheltering wizard (+#281) and a body under a piece, a wizard
 *   included (+#321);
 * - a wizard whose seat is not on the board is dead; the game has as many seats as the highest
 *   seat on the board (at least 2);
 * - book priorities are the spell table's (`aiPriority`), except Disbelieve, whose priority the
 *   game draws once at set-up (d10 + 12, #8D84) and which a position does not record: it gets
 *   `DISBELIEVE_PRIORITY` (16, the middle of 12–21). A computer's book is then sorted as the
 *   game sorts a new computer book (#8DD5–#8E06, stable, highest first);
 * - the mode flag (#AC1E + seat) is worked out as #7D04 would leave it (ai.md §2): defensive in
 *   turns 1–6, then attack for a wizard with no creature of his own on the board;
 * - the AI's working memory is fresh (as at the start of a game), the phase is the chosen seat's
 *   casting step and the generator is seeded with `seed`.
 */
import { SPELLS } from '../data/spells';
import { validateBoard, type Board } from '../pieces';
import {
  DEFAULT_POSITION_WIZARD,
  UPGRADE_FLAG_MASK,
  validatePosition,
  type PositionWizard,
} from '../position';
import { seedRng } from '../rng';
import type { Result, SpellNumber } from '../types';
import { freshAiMemory, updateMode } from './game';
import { sortBook } from './ai';
import { layersFromBoard } from './layers';
import { Sim } from './sim';
import { gameStateOrThrow } from './check';
import { gameBoard } from './view';
import { pictureFor } from '../wizardUpgrades';
import type { BookSlot, GameState, PlayerKind, WizardRecord } from './types';

/** Disbelieve's priority in a book built from a position (the game's d10 + 12 is not known). */
export const DISBELIEVE_PRIORITY = 16;

/** A whole calculator position: the board, the wizards' records, the turn and the balance. */
export interface GamePosition {
  readonly board: Board;
  readonly wizards: readonly PositionWizard[];
  /** 0-based turn number. */
  readonly turn: number;
  /** The seat whose turn it is. */
  readonly actor: number;
  /** World balance, −128…127. */
  readonly balance: number;
}

export type FromPositionError =
  | 'bad-position'
  | 'bad-board'
  | 'bad-balance'
  | 'bad-seat'
  | 'no-wizard'
  | 'too-few-wizards'
  | 'bad-seed';

export interface FromPositionOptions {
  /** The seat whose casting step comes next (default: the position's actor). */
  readonly seat?: number;
  /** Play this seat as the computer even when the position says human (its level becomes 1). */
  readonly asComputer?: boolean;
  /** Seed of the state's generator (default 1). */
  readonly seed?: number;
}

function fail<T>(error: FromPositionError, message: string): Result<T, FromPositionError> {
  return { ok: false, error, message };
}

const whole = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/** The book of a position's wizard as 20 slots of (priority, spell). */
export function positionBook(book: readonly number[], computer: boolean): BookSlot[] {
  const slots: BookSlot[] = Array.from({ length: 20 }, (_, i) => {
    const spell = book[i];
    if (spell === undefined) return { prio: 0, spell: 0 };
    const prio = spell === 1 ? DISBELIEVE_PRIORITY : SPELLS[spell as SpellNumber].aiPriority;
    return { prio, spell };
  });
  if (computer) sortBook(slots);
  return slots;
}

/**
 * The game state of a position, the chosen seat (default: whose turn it is) about to cast.
 * Errors: `bad-position`, `bad-board`, `bad-balance`, `bad-seat`, `no-wizard` (that seat's wizard
 * is not on the board), `too-few-wizards` (fewer than two wizards: the game is over), `bad-seed`.
 */
export function gameFromPosition(
  position: GamePosition,
  options: FromPositionOptions = {},
): Result<GameState, FromPositionError> {
  if (typeof position !== 'object' || position === null)
    return fail('bad-position', 'no position given');
  if (typeof options !== 'object' || options === null)
    return fail('bad-seat', 'the options must be an object');
  const p = validatePosition({
    wizards: position.wizards,
    turn: position.turn,
    actor: position.actor,
  });
  if (!p.ok) return fail('bad-position', p.message);
  const v = validateBoard(position.board);
  if (!v.ok) return fail('bad-board', v.message);
  if (!whole(position.balance, -128, 127))
    return fail('bad-balance', 'the balance must be a whole number from −128 to 127');
  const seat = options.seat ?? position.actor;
  if (!whole(seat, 0, 7)) return fail('bad-seat', 'the seat must be wizard 1–8');
  const seed = options.seed ?? 1;
  if (typeof seed !== 'number' || !Number.isFinite(seed))
    return fail('bad-seed', 'the seed must be a finite number');

  const b = layersFromBoard(position.board);
  if (b === null) return fail('bad-board', 'a piece of no known kind');
  const onBoard = new Set<number>();
  const sprites = new Map<number, string>();
  for (const piece of position.board) {
    if (!piece) continue;
    if (piece.kind.startsWith('Wizard')) {
      onBoard.add(piece.owner);
      sprites.set(piece.owner, piece.kind);
    } else if (piece.rider !== undefined) onBoard.add(piece.rider);
  }
  if (!onBoard.has(seat)) return fail('no-wizard', `wizard ${seat + 1} is not on the board`);
  if (onBoard.size < 2)
    return fail('too-few-wizards', 'a game needs at least two wizards on the board');

  const n = Math.max(2, ...[...onBoard].map((s) => s + 1));
  const players: PlayerKind[] = [];
  const wizards: WizardRecord[] = [];
  for (let s = 0; s < n; s++) {
    const pw = p.value.wizards[s] as PositionWizard;
    const computer = pw.player === 'computer' || (s === seat && options.asComputer === true);
    const player: PlayerKind = computer ? 'computer' : 'human';
    const alive = onBoard.has(s);
    players.push(player);
    wizards.push({
      seat: s,
      name: `WIZARD ${s + 1}`,
      player,
      level: computer ? Math.max(1, pw.level) : 0,
      stats: { ...pw.stats },
      flags: alive ? pw.flags : pw.flags | 0x10,
      // A wizard inside a mount, wood or castle is not drawn: his record gives his picture.
      sprite: sprites.get(s) ?? pictureFor(pw, `Wizard ${s + 1}`),
      book: positionBook(pw.book, computer),
      alive,
      mode: 0,
    });
  }
  const state: GameState = {
    version: 1,
    seed,
    level: Math.max(1, (wizards[seat] as WizardRecord).level),
    players,
    wizards,
    board: b,
    balance: position.balance,
    turn: p.value.turn,
    phase: 'cast',
    actor: seat,
    chosen: players.map(() => ({ slot: -1, illusion: false })),
    pending: null,
    ai: freshAiMemory(),
    rng: seedRng(seed),
    winner: null,
    step: 0,
  };
  // The mode flags as #7D04 leaves them (ai.md §2), from the game engine's own update.
  const sim = new Sim(state);
  sim.log = false;
  for (let s = 0; s < n; s++) updateMode(sim, s);
  return { ok: true, value: sim.state() };
}

/**
 * The calculators' position of a game (the reverse of `gameFromPosition`): the board as its
 * viewer may see it (illusions shown to their own wizard only; `viewer` null hides them all),
 * each seat's record (stats, upgrade flags without the dead bit, book, player), the turn, whose
 * turn it is and the balance. Seats the game does not have are the default wizard. So the danger
 * map, the next-move panel and the other calculators can answer about a game in play.
 */
export function positionFromGame(state: GameState, viewer: number | null = null): GamePosition {
  gameStateOrThrow(state, 'positionFromGame');
  const board = gameBoard(state).map((p) =>
    p && p.illusion && p.owner !== viewer ? { ...p, illusion: false } : p,
  );
  const wizards = Array.from({ length: 8 }, (_, seat): PositionWizard => {
    const w = state.wizards[seat];
    if (!w) return DEFAULT_POSITION_WIZARD;
    return {
      stats: w.stats,
      flags: w.flags & UPGRADE_FLAG_MASK,
      book: w.book.filter((b) => b.spell !== 0).map((b) => b.spell),
      player: w.player,
      level: w.player === 'human' ? 0 : w.level,
    };
  });
  return { board, wizards, turn: state.turn, actor: state.actor, balance: state.balance };
}
