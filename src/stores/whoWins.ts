/**
 * The "Who wins?" setup: how many computer wizards, their level, the run's seed and how many
 * games. Game k of the run is the watch page's game with seed (seed + k) (engine/game/outcomes.ts).
 * A run is put in the page's address (?wizards=&level=&seed=&games=) so a link plays the same
 * games, and what it has played is kept for the browser tab (sessionStorage), so coming back to
 * the page (Back after opening a game) shows the results again and goes on where it stopped.
 */
import { atom } from 'nanostores';
import { gameSeed, type GameOutcome } from '../engine/game/outcomes';
import { readNumbers, type NumberParam } from './query';
import { watchHref } from '../lib/watch-link';

export interface WhoWinsSetup {
  readonly wizards: number;
  readonly level: number;
  readonly seed: number;
  readonly games: number;
}

export const WHO_WINS_DEFAULT: WhoWinsSetup = { wizards: 4, level: 3, seed: 1985, games: 2000 };
export const MAX_GAMES = 20000;

const PARAMS: readonly NumberParam<keyof WhoWinsSetup>[] = [
  { key: 'wizards', min: 2, max: 8, what: 'number of wizards' },
  { key: 'level', min: 1, max: 8, what: 'computer level' },
  { key: 'seed', min: 0, max: 2 ** 31 - 1, what: 'seed' },
  { key: 'games', min: 1, max: MAX_GAMES, what: 'number of games' },
];

export const $whoWins = atom<WhoWinsSetup>(WHO_WINS_DEFAULT);

/** The watch page's address for one game of a run. */
export function watchLink(base: string, s: WhoWinsSetup, seed: number, step = 0): string {
  return watchHref({ wizards: s.wizards, level: s.level, seed }, step, base);
}

/** A run as the page's address gives it. */
export function whoWinsQuery(s: WhoWinsSetup): string {
  return `?wizards=${s.wizards}&level=${s.level}&seed=${s.seed}&games=${s.games}`;
}

/**
 * The run a page's address asks for: null when it names none; otherwise the setup, each value it
 * cannot use replaced by the default and named in `problems` (never throws).
 */
export function readWhoWinsQuery(search: string): {
  readonly setup: WhoWinsSetup | null;
  readonly problems: readonly string[];
} {
  const { values, problems, given } = readNumbers(
    new URLSearchParams(search),
    PARAMS,
    WHO_WINS_DEFAULT,
  );
  return { setup: given ? values : null, problems };
}

/** What a run has played, kept for the tab: the outcomes, and whether the reader stopped it. */
export interface KeptRun {
  readonly setup: WhoWinsSetup;
  /** By game number k; a game not played yet is missing (a pool of workers leaves gaps). */
  readonly outcomes: readonly (GameOutcome | undefined)[];
  readonly stopped: boolean;
}

const RUN_KEY = 'chaos-codex:who-wins-run';
const same = (a: WhoWinsSetup, b: WhoWinsSetup) =>
  a.wizards === b.wizards && a.level === b.level && a.seed === b.seed && a.games === b.games;

/**
 * Keeps a run for the tab (its outcomes in three columns by game number, a game not played yet
 * with 0 turns; a game's seed follows from the run's), false when the browser refuses.
 */
export function keepRun(
  run: KeptRun,
  storage: Storage | undefined = globalThis.sessionStorage,
): boolean {
  const o = run.outcomes;
  try {
    storage?.setItem(
      RUN_KEY,
      JSON.stringify({
        setup: run.setup,
        stopped: run.stopped,
        // A game not played yet: turns 0 (a played game lasts a turn at least).
        winner: Array.from(o, (g) => (g ? (g.winner ?? -1) : -1)),
        turns: Array.from(o, (g) => g?.turns ?? 0),
        steps: Array.from(o, (g) => g?.steps ?? 0),
      }),
    );
    return true;
  } catch {
    return false;
  }
}

const whole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * The run kept for this setup, if the tab has one; anything else kept (another run, a damaged or
 * foreign value) is null, never an error.
 */
export function keptRun(
  setup: WhoWinsSetup,
  storage: Storage | undefined = globalThis.sessionStorage,
): KeptRun | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(RUN_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const s = r.setup as WhoWinsSetup | undefined;
  if (typeof s !== 'object' || s === null || !same(s, setup)) return null;
  const cols = [r.winner, r.turns, r.steps];
  if (!cols.every(Array.isArray)) return null;
  const [winner, turns, steps] = cols as unknown[][];
  const n = winner!.length;
  if (n > setup.games || cols.some((c) => (c as unknown[]).length !== n)) return null;
  const outcomes: (GameOutcome | undefined)[] = [];
  for (let k = 0; k < n; k++) {
    const w = winner![k];
    const t = turns![k];
    const st = steps![k];
    if (!whole(w, -1, setup.wizards - 1) || !whole(t, 0, 1000) || !whole(st, 0, 1e7)) return null;
    if (t === 0) {
      outcomes.push(undefined);
      continue;
    }
    outcomes.push({
      k,
      seed: gameSeed(setup.seed, k),
      winner: w < 0 ? null : w,
      turns: t,
      steps: st,
    });
  }
  return { setup, outcomes, stopped: r.stopped === true };
}
