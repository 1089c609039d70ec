/**
 * The "Watch a game" setup: how many computer wizards, their level, the seed and how many steps
 * have been played. Read from and written to the page URL (?wizards=&level=&seed=&step=) so a
 * link opens the same moment of the same game. A game played on the Play page is watched from
 * its link code instead (?game=&step=): the worker that replays it reads the code (lib/game-code)
 * and gives back its set-up, so the plain page does not carry the code's reader.
 */
import { atom } from 'nanostores';
import { quoted, readNumbers, type NumberParam } from './query';

export interface WatchSetup {
  readonly wizards: number;
  readonly level: number;
  readonly seed: number;
  readonly step: number;
  /** A played game's link code (lib/game-code.ts): the game watched is that one. */
  readonly game?: string;
}

export const WATCH_DEFAULT: WatchSetup = { wizards: 4, level: 3, seed: 1985, step: 0 };
export const MAX_WATCH_STEP = 5000;

/** Each parameter: its range and what it is called in a message. */
const PARAMS: readonly NumberParam<Exclude<keyof WatchSetup, 'game'>>[] = [
  { key: 'wizards', min: 2, max: 8, what: 'number of wizards' },
  { key: 'level', min: 1, max: 8, what: 'computer level' },
  { key: 'seed', min: 0, max: 2 ** 31 - 1, what: 'seed' },
  { key: 'step', min: 0, max: MAX_WATCH_STEP, what: 'step' },
];

/** The set-up form's choices: every number of wizards and every level a link may give. */
const span = (key: 'wizards' | 'level'): number[] => {
  const p = PARAMS.find((q) => q.key === key) as { readonly min: number; readonly max: number };
  return Array.from({ length: p.max - p.min + 1 }, (_, i) => p.min + i);
};
export const WATCH_WIZARD_COUNTS: readonly number[] = span('wizards');
export const WATCH_LEVELS: readonly number[] = span('level');

/**
 * The setup a query string asks for, with one sentence for each value that could not be used:
 * a missing value is the default silently; a value out of range, not a whole number, or given
 * more than once is replaced by the default and named in `problems` (never throws).
 */
export function readWatchQuery(search: string): {
  readonly setup: WatchSetup;
  readonly problems: readonly string[];
} {
  const q = new URLSearchParams(search);
  const { values, problems } = readNumbers(q, PARAMS, WATCH_DEFAULT);
  const setup: WatchSetup = values;
  const games = q.getAll('game');
  if (games.length > 1)
    problems.push(`The link gave game ${games.length} times, so a computer game is shown instead.`);
  else if (games.length === 1) {
    const code = games[0]!;
    // Only the characters a code is written in (its reader, in the worker, checks the rest).
    if (/^[0-9A-Za-z.~%_-]{1,200000}$/.test(code))
      return { setup: { ...setup, game: code }, problems };
    problems.push(
      `The link’s game ${quoted(code)} is not a played game’s code, so a computer game is shown instead.`,
    );
  }
  return { setup, problems };
}

/** The setup a query string asks for; anything missing or out of range falls back to the default. */
export function parseWatchQuery(search: string): WatchSetup {
  return readWatchQuery(search).setup;
}

export function watchQuery(s: WatchSetup): string {
  if (s.game !== undefined) return `?game=${s.game}&step=${s.step}`;
  return `?wizards=${s.wizards}&level=${s.level}&seed=${s.seed}&step=${s.step}`;
}

export const $watch = atom<WatchSetup>(WATCH_DEFAULT);
