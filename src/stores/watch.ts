/**
 * The "Watch a game" setup: how many computer wizards, their level, the seed and how many steps
 * have been played. Read from and written to the page URL (?wizards=&level=&seed=&step=) so a
 * link opens the same moment of the same game.
 */
import { atom } from 'nanostores';

export interface WatchSetup {
  readonly wizards: number;
  readonly level: number;
  readonly seed: number;
  readonly step: number;
}

export const WATCH_DEFAULT: WatchSetup = { wizards: 4, level: 3, seed: 1985, step: 0 };
export const MAX_WATCH_STEP = 5000;

const int = (v: string | null, min: number, max: number, fallback: number): number => {
  if (v === null || !/^\d+$/.test(v)) return fallback;
  const n = Number(v);
  return n >= min && n <= max ? n : fallback;
};

/** The setup a query string asks for; anything missing or out of range falls back to the default. */
export function parseWatchQuery(search: string): WatchSetup {
  const q = new URLSearchParams(search);
  return {
    wizards: int(q.get('wizards'), 2, 8, WATCH_DEFAULT.wizards),
    level: int(q.get('level'), 1, 8, WATCH_DEFAULT.level),
    seed: int(q.get('seed'), 0, 2 ** 31 - 1, WATCH_DEFAULT.seed),
    step: int(q.get('step'), 0, MAX_WATCH_STEP, 0),
  };
}

export function watchQuery(s: WatchSetup): string {
  return `?wizards=${s.wizards}&level=${s.level}&seed=${s.seed}&step=${s.step}`;
}

export const $watch = atom<WatchSetup>(WATCH_DEFAULT);
