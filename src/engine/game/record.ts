/**
 * A game kept as a small record (issue 29): its set-up, its seed and the human actions in the
 * order they were taken. Nothing else needs saving: the computer players and every die roll
 * follow from the seed, so `replayGame` rebuilds the whole game, and with it the state and the
 * event log, by stepping the computer (`advance`, as the watch page does) whenever it is to act
 * and applying the next recorded action (`applyAction`) whenever a human is.
 *
 * The record is plain JSON:
 *
 *   { "format": "chaos-codex-game", "version": 1,
 *     "setup": { "players": ["human", "computer"], "level": 4, "names": ["JULIAN", "GANDALF"] },
 *     "seed": 1985,
 *     "actions": [{ "type": "choose", "slot": 3 }, { "type": "target", "at": { "x": 2, "y": 4 } }] }
 *
 * `setup` is the engine's `GameSetup` without its seed (kept once, at the top), plus optional
 * names: the engine's set-up has none, so `startRecordedGame` writes them into the new game's
 * wizard records (they only ever appear in event text). Without names a seat keeps the
 * original's default name.
 *
 * Everything that comes from outside (a file, a link, saved storage) is answered with a Result:
 * nothing here throws for bad input. Only `writeGameRecord`, which is given a record the caller
 * built, throws a RangeError when that record is not one (a programming error).
 */
import { DEFAULT_WIZARD_NAMES } from '../data/wizards';
import { turnsOfGame } from '../game';
import { isRecord, isWholeIn, shown } from '../guard';
import type { Result } from '../types';
import { gameStateOrThrow } from './check';
import { advance, isAutomatic, newGame, type GameSetup } from './game';
import { applyAction, legalActions } from './human';
import type { StepTrace } from './trace';
import type { Action, GameEvent, GameState, PlayerKind } from './types';

/** The `format` field every record carries. */
export const RECORD_FORMAT = 'chaos-codex-game';
/** The record version this engine writes and reads. */
export const RECORD_VERSION = 1;

/**
 * The most actions a record may hold. A finished game is bounded by its turn limit (at most
 * 2 × 8 + 15 = 31 turns): per turn each human chooses once, places or targets a handful of
 * times and moves each of his pieces once (select, a few steps or an attack, a shot, end), and
 * the board holds at most 150 pieces. Real games stay in the hundreds or low thousands; this
 * cap leaves room for any plausible game while bounding the replay's work (about 0.1 ms an
 * action).
 */
export const MAX_RECORD_ACTIONS = 50_000;
/** The longest record text `readGameRecord` parses: about 40 characters an action at the cap. */
export const MAX_RECORD_TEXT = 2_000_000;
/** The longest wizard name a record may give (a sanity cap of this format, not the original's). */
export const MAX_RECORD_NAME = 20;
/** Seeds are whole numbers 0 … 2³¹ − 1, the range the watch page takes. */
export const MAX_RECORD_SEED = 2 ** 31 - 1;

/** The set-up a record keeps: the engine's own, minus the seed, plus optional wizard names. */
export interface RecordSetup extends Omit<GameSetup, 'seed'> {
  /** One name per seat; left out, each seat has the original's default name. */
  readonly names?: readonly string[];
}

export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly version: typeof RECORD_VERSION;
  readonly setup: RecordSetup;
  readonly seed: number;
  /** The humans' actions, in the order they were applied. */
  readonly actions: readonly Action[];
}

export type RecordError =
  | 'not-json'
  | 'too-large'
  | 'bad-format'
  | 'bad-version'
  | 'bad-setup'
  | 'bad-seed'
  | 'bad-action'
  | 'not-legal'
  | 'extra-actions';

/** A replayed game: where it stands now and every event of it, in order. */
export interface ReplayedGame {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

function fail<T>(error: RecordError, message: string): Result<T, RecordError> {
  return { ok: false, error, message };
}

/** Field names not in `allowed`, for messages about unexpected fields. */
function extraKeys(o: Record<string, unknown>, allowed: readonly string[]): string[] {
  return Object.keys(o).filter((k) => !allowed.includes(k));
}

// ---------------------------------------------------------------------------------------------
// Checking the shape

const AT_TYPES: ReadonlySet<unknown> = new Set([
  'target',
  'select',
  'dismount',
  'move',
  'attack',
  'shoot',
]);

/**
 * The action `v` in its canonical form (fields in a fixed order, `illusion` written only when
 * true), or a sentence saying why it is not an action.
 */
function actionOf(v: unknown): Action | string {
  if (!isRecord(v)) return 'is not an object';
  const type = v.type;
  if (type === 'choose') {
    const extra = extraKeys(v, ['type', 'slot', 'illusion']);
    if (extra.length) return `has an unknown field ${shown(extra[0])}`;
    if (!isWholeIn(v.slot, 0, 19)) return `needs a book slot 0–19, got ${shown(v.slot)}`;
    if (v.illusion !== undefined && typeof v.illusion !== 'boolean')
      return `has an illusion flag that is not true or false`;
    return v.illusion === true ? { type, slot: v.slot, illusion: true } : { type, slot: v.slot };
  }
  if (type === 'choose-none' || type === 'end') {
    const extra = extraKeys(v, ['type']);
    if (extra.length) return `has an unknown field ${shown(extra[0])}`;
    return { type };
  }
  if (typeof type === 'string' && AT_TYPES.has(type)) {
    const extra = extraKeys(v, ['type', 'at']);
    if (extra.length) return `has an unknown field ${shown(extra[0])}`;
    const at = v.at;
    if (
      !isRecord(at) ||
      extraKeys(at, ['x', 'y']).length ||
      !isWholeIn(at.x, 0, 14) ||
      !isWholeIn(at.y, 0, 9)
    )
      return `needs a square { x: 0–14, y: 0–9 }`;
    return { type: type as 'move', at: { x: at.x, y: at.y } };
  }
  return `has an unknown type ${shown(type)}`;
}

function setupOf(v: unknown): Result<RecordSetup, RecordError> {
  if (!isRecord(v))
    return fail('bad-setup', 'The set-up must be an object { players, level, names }.');
  const extra = extraKeys(v, ['players', 'level', 'names']);
  if (extra.length) return fail('bad-setup', `The set-up has an unknown field ${shown(extra[0])}.`);
  const players = v.players;
  if (!Array.isArray(players) || players.length < 2 || players.length > 8)
    return fail('bad-setup', 'The set-up needs 2 to 8 players.');
  for (let i = 0; i < players.length; i++) {
    const p: unknown = players[i];
    if (p !== 'human' && p !== 'computer')
      return fail('bad-setup', `Player ${i + 1} must be "human" or "computer", not ${shown(p)}.`);
  }
  if (!isWholeIn(v.level, 1, 8))
    return fail(
      'bad-setup',
      `The computer level must be a whole number 1–8, not ${shown(v.level)}.`,
    );
  const list = [...(players as PlayerKind[])];
  if (v.names === undefined) return { ok: true, value: { players: list, level: v.level } };
  const names = v.names;
  if (!Array.isArray(names) || names.length !== players.length)
    return fail('bad-setup', `The set-up needs one name per player (${players.length}).`);
  for (let i = 0; i < names.length; i++) {
    const name: unknown = names[i];
    const length = typeof name === 'string' ? [...name].length : 0;
    if (typeof name !== 'string' || length < 1 || length > MAX_RECORD_NAME || name.trim() !== name)
      return fail(
        'bad-setup',
        `Name ${i + 1} must be 1–${MAX_RECORD_NAME} characters with no spaces at either end, not ${shown(name)}.`,
      );
    if (/\p{C}/u.test(name))
      return fail('bad-setup', `Name ${i + 1} holds a control or unprintable character.`);
  }
  return { ok: true, value: { players: list, level: v.level, names: [...(names as string[])] } };
}

/**
 * `value` as a game record in canonical form, or why it is not one. This checks the shape only
 * (format, version, set-up, seed, each action's fields); whether the actions are legal in turn
 * is `replayGame`'s question.
 */
export function checkGameRecord(value: unknown): Result<GameRecord, RecordError> {
  if (!isRecord(value))
    return fail('bad-format', `A game record is a JSON object, not ${shown(value)}.`);
  if (value.format !== RECORD_FORMAT)
    return fail(
      'bad-format',
      `Not a Chaos Codex game: its format is ${shown(value.format)}, not "${RECORD_FORMAT}".`,
    );
  const extra = extraKeys(value, ['format', 'version', 'setup', 'seed', 'actions']);
  if (extra.length)
    return fail('bad-format', `The record has an unknown field ${shown(extra[0])}.`);
  if (value.version !== RECORD_VERSION)
    return fail(
      'bad-version',
      `This page reads game records of version ${RECORD_VERSION}; this one says ${shown(value.version)}.`,
    );
  const setup = setupOf(value.setup);
  if (!setup.ok) return setup;
  if (!isWholeIn(value.seed, 0, MAX_RECORD_SEED))
    return fail(
      'bad-seed',
      `The seed must be a whole number 0–${MAX_RECORD_SEED}, not ${shown(value.seed)}.`,
    );
  const list = value.actions;
  if (!Array.isArray(list)) return fail('bad-action', 'The actions must be a list.');
  if (list.length > MAX_RECORD_ACTIONS)
    return fail(
      'too-large',
      `The record holds ${list.length} actions; at most ${MAX_RECORD_ACTIONS} are read.`,
    );
  const actions: Action[] = [];
  for (let i = 0; i < list.length; i++) {
    const a = actionOf(list[i]);
    if (typeof a === 'string') return fail('bad-action', `Action ${i} ${a}.`);
    actions.push(a);
  }
  return {
    ok: true,
    value: {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      setup: setup.value,
      seed: value.seed,
      actions,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Text

/** Reads a record from its JSON text: size first, then the parse, then the shape. */
export function readGameRecord(text: string): Result<GameRecord, RecordError> {
  if (typeof text !== 'string')
    return fail('not-json', `A game record is JSON text, not ${shown(text)}.`);
  if (text.length > MAX_RECORD_TEXT)
    return fail(
      'too-large',
      `The record is ${text.length} characters long; at most ${MAX_RECORD_TEXT} are read.`,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : 'unreadable';
    return fail('not-json', `The text is not JSON (${why}).`);
  }
  return checkGameRecord(value);
}

/**
 * The record as compact JSON with its fields always in the same order, so the same game is
 * always the same text. A RangeError when `record` is not a record (`checkGameRecord`).
 */
export function writeGameRecord(record: GameRecord): string {
  const r = checkGameRecord(record);
  if (!r.ok) throw new RangeError(`writeGameRecord: ${r.message}`);
  return JSON.stringify(r.value);
}

// ---------------------------------------------------------------------------------------------
// Replay

/**
 * The game a record starts from: `newGame` with the set-up and seed, and the record's names
 * written into the wizards' records. The Play page starts its live game here too, so that a
 * replay equals it to the last event.
 */
export function startRecordedGame(
  setup: RecordSetup,
  seed: number,
): Result<GameState, RecordError> {
  const s = setupOf(setup);
  if (!s.ok) return s;
  if (!isWholeIn(seed, 0, MAX_RECORD_SEED))
    return fail(
      'bad-seed',
      `The seed must be a whole number 0–${MAX_RECORD_SEED}, not ${shown(seed)}.`,
    );
  const g = newGame({ players: s.value.players, level: s.value.level, seed });
  if (!g.ok) throw new Error(`startRecordedGame: newGame refused a checked set-up: ${g.message}`);
  const names = s.value.names;
  if (!names) return g;
  const state = g.value;
  return {
    ok: true,
    value: { ...state, wizards: state.wizards.map((w, i) => ({ ...w, name: names[i] ?? w.name })) },
  };
}

/** The name a seat has in this state, for messages. */
function who(state: GameState, seat: number): string {
  return state.wizards[seat]?.name ?? DEFAULT_WIZARD_NAMES[seat] ?? `wizard ${seat + 1}`;
}

/** Where the game stands, in words: "turn 3, casting, GANDALF to act". */
function whereText(state: GameState): string {
  const pend = state.pending;
  let phase: string = state.phase;
  if (state.phase === 'choose') phase = 'choosing spells';
  else if (state.phase === 'cast') phase = pend ? 'casting, a spell being placed' : 'casting';
  else if (state.phase === 'move')
    phase =
      pend?.type === 'move'
        ? `moving, the piece at (${pend.square & 15},${pend.square >> 4}) selected`
        : 'moving, no piece selected';
  return `turn ${state.turn + 1}, ${phase}, ${who(state, state.actor)} to act`;
}

/** Why `a` is not among `legal`, in words. */
function whyNot(state: GameState, a: Action, legal: readonly Action[]): string {
  const types = [...new Set(legal.map((l) => l.type))];
  if (!types.includes(a.type))
    return `no "${a.type}" action is offered now (offered: ${types.join(', ')})`;
  if (a.type === 'choose') {
    const book = state.wizards[state.actor]?.book ?? [];
    if (!book[a.slot]?.spell) return `book slot ${a.slot} is empty`;
    return `the spell in slot ${a.slot} is not a creature, so it cannot be cast as an illusion`;
  }
  if ('at' in a) {
    const n = legal.filter((l) => l.type === a.type).length;
    return `(${a.at.x},${a.at.y}) is not one of the ${n} square${n === 1 ? '' : 's'} offered for "${a.type}"`;
  }
  return 'it is not offered now';
}

/**
 * The most automatic steps a replay takes between two human actions or after the last one: a
 * turn has at most 8 casting steps, the spreading step and 8 movement steps, and a game at most
 * 31 turns; twice that many in a row means the engine is looping (a bug, thrown).
 */
const MAX_AUTOMATIC_STEPS = 2 * turnsOfGame(8) * 17;

/** Where a replay stands: the state and how many of the record's actions it has applied. */
export interface ReplayPoint {
  readonly state: GameState;
  readonly next: number;
}

/**
 * One step of a recorded game from `at`: an automatic step (a computer player, spreading) when
 * no human is to act, otherwise the record's next action. Null when there is no next step: the
 * game is over, or a human is to act and the record holds no more actions (a game saved while
 * it was being played). 'not-legal' when the next action is not offered at its step.
 * `replayGame` is this step repeated; the watch page steps through a played game with it. A
 * `trace` is passed on to the step (trace.ts).
 * RangeError for a point that is not one (a state that is not a game's, `next` past the actions).
 */
export function replayStep(
  at: ReplayPoint,
  actions: readonly Action[],
  trace?: StepTrace,
): Result<
  { readonly point: ReplayPoint; readonly events: readonly GameEvent[] },
  RecordError
> | null {
  // A point and actions the caller built (replayGame, the watch page's worker): junk is a bug.
  if (!isRecord(at) || !Array.isArray(actions) || !isWholeIn(at.next, 0, actions.length))
    throw new RangeError('replayStep: needs { state, next } with next 0 … actions.length');
  const { state, next } = at;
  gameStateOrThrow(state, 'replayStep');
  if (state.phase === 'over') return null;
  if (isAutomatic(state)) {
    const r = advance(state, trace);
    if (!r.ok) throw new Error(`replayStep: advance refused its own game: ${r.message}`);
    return { ok: true, value: { point: { state: r.value.state, next }, events: r.value.events } };
  }
  const a = actions[next];
  if (a === undefined) return null;
  const r = applyAction(state, a, trace);
  if (!r.ok)
    return fail(
      'not-legal',
      `Action ${next} ${JSON.stringify(a)} is not legal at its step (${whereText(state)}): ${whyNot(state, a, legalActions(state))}.`,
    );
  return {
    ok: true,
    value: { point: { state: r.value.state, next: next + 1 }, events: r.value.events },
  };
}

/**
 * Rebuilds a game from its record: a new game from the set-up and seed, then every automatic
 * step (computer players, spreading) as it comes and every recorded action when a human is to
 * act (`replayStep`). It stops where a human must choose after the last action, or at the end of
 * the game. Refusals: the shape errors of `checkGameRecord`, 'not-legal' for an action the game
 * does not offer at its step, 'extra-actions' for actions after the game ended. `onStep` is
 * told each step as it is replayed (the state before and after it, and its events).
 */
export function replayGame(
  record: unknown,
  onStep?: (before: GameState, after: GameState, events: readonly GameEvent[]) => void,
): Result<ReplayedGame, RecordError> {
  const checked = checkGameRecord(record);
  if (!checked.ok) return checked;
  const { setup, seed, actions } = checked.value;
  const start = startRecordedGame(setup, seed);
  if (!start.ok) return start;
  let point: ReplayPoint = { state: start.value, next: 0 };
  const events: GameEvent[] = [];
  let automatic = 0;
  for (;;) {
    const r = replayStep(point, actions);
    if (r === null) break;
    if (!r.ok) return r;
    // An action applied resets the count; automatic steps in a row are bounded.
    if (r.value.point.next !== point.next) automatic = 0;
    else if (++automatic > MAX_AUTOMATIC_STEPS)
      throw new Error(`replayGame: more than ${MAX_AUTOMATIC_STEPS} automatic steps in a row`);
    onStep?.(point.state, r.value.point.state, r.value.events);
    point = r.value.point;
    events.push(...r.value.events);
  }
  const { state, next } = point;
  if (next < actions.length)
    return fail(
      'extra-actions',
      `The game ended ${next === 0 ? 'before the first action' : `after action ${next - 1}`}, but the record holds ${actions.length - next} more.`,
    );
  return { ok: true, value: { state, events } };
}
