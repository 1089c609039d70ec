/**
 * The "Who wins?" setup: how many computer wizards, their level, the run's seed and how many
 * games. Game k of the run is the watch page's game with seed (seed + k) (engine/game/outcomes.ts).
 */
import { atom } from 'nanostores';

export interface WhoWinsSetup {
  readonly wizards: number;
  readonly level: number;
  readonly seed: number;
  readonly games: number;
}

export const WHO_WINS_DEFAULT: WhoWinsSetup = { wizards: 4, level: 3, seed: 1985, games: 2000 };
export const MAX_GAMES = 20000;

export const $whoWins = atom<WhoWinsSetup>(WHO_WINS_DEFAULT);

/** The watch page's address for one game of a run. */
export function watchLink(base: string, s: WhoWinsSetup, seed: number, step = 0): string {
  return `${base}watch/?wizards=${s.wizards}&level=${s.level}&seed=${seed}&step=${step}`;
}
