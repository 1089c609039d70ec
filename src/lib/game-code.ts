/**
 * A played game as a short text for the Play page's address (`?game=`): the set-up, the seed and
 * the human actions, in characters that need no escaping in a URL. The engine's game record
 * (engine game/record.ts) is the same information as JSON; this is its link form, and
 * `replayGame` decides whether the actions are legal.
 *
 *   1.<seats>.<level>.<seed>.<actions>[.<names>]
 *
 * - seats: one letter per wizard, 'h' human or 'c' computer (2–8);
 * - level: 1–8; seed: a whole number 0 … 2³¹ − 1 in base 36;
 * - actions, one after the other with no separator, each a letter and a fixed-size argument:
 *   'c' + slot (choose), 'i' + slot (choose as an illusion), 'n' (choose nothing), 'e' (end),
 *   and 't' target, 's' select, 'd' dismount, 'm' move, 'a' attack, 'h' shoot, each + square;
 *   a slot is one base-36 digit (0–19), a square two (its index y × 15 + x, 0–149);
 * - names (only when one differs from the default): every name, URI-encoded ('.' and '~' as
 *   well), joined by '~'.
 */
import type { Action } from '../engine/game/types';
import type { GameRecord } from '../engine/game/record';
import type { Result } from '../engine/types';

export const GAME_CODE_VERSION = '1';
/** The longest code read (a whole game is far shorter: about 3 characters an action). */
export const MAX_GAME_CODE = 200_000;

const AT_LETTERS: Readonly<Record<string, Action['type']>> = {
  t: 'target',
  s: 'select',
  d: 'dismount',
  m: 'move',
  a: 'attack',
  h: 'shoot',
};
const LETTER_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(AT_LETTERS).map(([l, t]) => [t, l]),
);

export type GameCodeError = 'bad-code';

const fail = (message: string): Result<never, GameCodeError> => ({
  ok: false,
  error: 'bad-code',
  message,
});

function actionCode(a: Action): string {
  switch (a.type) {
    case 'choose':
      return `${a.illusion ? 'i' : 'c'}${a.slot.toString(36)}`;
    case 'choose-none':
      return 'n';
    case 'end':
      return 'e';
    default:
      return `${LETTER_OF[a.type] ?? '?'}${(a.at.y * 15 + a.at.x).toString(36).padStart(2, '0')}`;
  }
}

/** A name in the link: URI-encoded, and '.' and '~' too, which the code uses to separate. */
const nameCode = (n: string) => encodeURIComponent(n).replace(/\./g, '%2E').replace(/~/g, '%7E');

/** The link text of a record. */
export function encodeGame(r: GameRecord, defaultNames: readonly string[] = []): string {
  const seats = r.setup.players.map((p) => (p === 'human' ? 'h' : 'c')).join('');
  const parts = [
    GAME_CODE_VERSION,
    seats,
    String(r.setup.level),
    r.seed.toString(36),
    r.actions.map(actionCode).join(''),
  ];
  const names = r.setup.names;
  if (names && names.some((n, i) => n !== defaultNames[i]))
    parts.push(names.map(nameCode).join('~'));
  return parts.join('.');
}

/**
 * The record a link text gives, or why it cannot be read. Only the text's own form is checked
 * here; `replayGame` then checks every action against the game.
 */
export function decodeGame(code: string): Result<GameRecord, GameCodeError> {
  if (typeof code !== 'string' || code.length === 0) return fail('the game code is empty');
  if (code.length > MAX_GAME_CODE) return fail('the game code is too long');
  const parts = code.split('.');
  if (parts[0] !== GAME_CODE_VERSION)
    return fail(`the game code is of a version this page does not know (“${parts[0] ?? ''}”)`);
  if (parts.length < 5 || parts.length > 6)
    return fail('the game code has the wrong number of parts');
  const [, seats = '', level = '', seed = '', acts = '', names] = parts;
  if (!/^[hc]{2,8}$/.test(seats)) return fail('the seats are not 2 to 8 of h and c');
  if (!/^[1-8]$/.test(level)) return fail('the computer level is not 1 to 8');
  if (!/^[0-9a-z]{1,7}$/.test(seed) || parseInt(seed, 36) > 2 ** 31 - 1)
    return fail('the seed is not a whole number from 0 to 2147483647');
  const actions: Action[] = [];
  for (let i = 0; i < acts.length;) {
    const letter = acts[i] ?? '';
    if (letter === 'n' || letter === 'e') {
      actions.push(letter === 'n' ? { type: 'choose-none' } : { type: 'end' });
      i += 1;
    } else if (letter === 'c' || letter === 'i') {
      const slot = parseInt(acts[i + 1] ?? '', 36);
      if (!(slot >= 0 && slot < 20)) return fail(`action ${actions.length + 1} has no book slot`);
      actions.push(
        letter === 'i' ? { type: 'choose', slot, illusion: true } : { type: 'choose', slot },
      );
      i += 2;
    } else if (AT_LETTERS[letter] !== undefined) {
      const digits = acts.slice(i + 1, i + 3);
      const n = /^[0-9a-z]{2}$/.test(digits) ? parseInt(digits, 36) : NaN;
      if (!(n >= 0 && n < 150)) return fail(`action ${actions.length + 1} has no square`);
      actions.push({
        type: AT_LETTERS[letter] as Exclude<Action['type'], 'choose' | 'choose-none' | 'end'>,
        at: { x: n % 15, y: Math.floor(n / 15) },
      } as Action);
      i += 3;
    } else return fail(`action ${actions.length + 1} is not one the game knows (“${letter}”)`);
  }
  let nameList: string[] | undefined;
  if (names !== undefined) {
    try {
      nameList = names.split('~').map((n) => decodeURIComponent(n));
    } catch {
      return fail('the names cannot be read');
    }
    if (nameList.length !== seats.length) return fail('there is not one name per wizard');
  }
  return {
    ok: true,
    value: {
      format: 'chaos-codex-game',
      version: 1,
      setup: {
        players: [...seats].map((c) => (c === 'h' ? 'human' : 'computer')),
        level: Number(level),
        ...(nameList ? { names: nameList } : {}),
      },
      seed: parseInt(seed, 36),
      actions,
    },
  };
}
