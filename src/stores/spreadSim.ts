/**
 * Settings of the spreading simulation island: where the new spreader goes, whose it is, how
 * many turns and runs, the seed, and what the results show (the turn, the square asked about).
 * Every setter checks its value and keeps the old one when it is unusable (returning a Result
 * whose message the island shows). Its link (?run=) is in spreadLinks.ts, loaded on first need.
 */
import { atom } from 'nanostores';
import type { ExtraSpreader } from '../engine/spreadBoard';
import type { Square } from '../engine/types';
import { accepted, wholeIn, type Result } from './result';

export interface SpreadSimSettings {
  readonly spreader: ExtraSpreader;
  readonly turns: number;
  readonly runs: number;
  readonly seed: number;
  /** The turn whose coverage the results show, 1–turns (set to `turns` when turns change). */
  readonly after: number;
  /** The square whose chance of being reached the results give. */
  readonly target: Square | null;
}

export const TURNS_MAX = 30;
export const RUNS_MAX = 20000;
export const SEED_MAX = 0xffffffff;

export const SPREAD_SIM_DEFAULT: SpreadSimSettings = {
  spreader: { x: 7, y: 5, kind: 'Magic Fire', owner: 0 },
  turns: 8,
  runs: 2000,
  seed: 1985,
  after: 8,
  target: null,
};

export const $spreadSim = atom<SpreadSimSettings>(SPREAD_SIM_DEFAULT);

function set(next: SpreadSimSettings): Result<SpreadSimSettings, never> {
  $spreadSim.set(next);
  return accepted(next);
}

/** Turns to simulate, 1–TURNS_MAX; anything else keeps the old value and says why. */
export function setTurns(n: number): Result<SpreadSimSettings, 'out-of-range'> {
  const r = wholeIn(n, 1, TURNS_MAX, 'Turns');
  return r.ok ? set({ ...$spreadSim.get(), turns: r.value, after: r.value }) : r;
}

/** Runs, 1–RUNS_MAX. */
export function setRuns(n: number): Result<SpreadSimSettings, 'out-of-range'> {
  const r = wholeIn(n, 1, RUNS_MAX, 'Runs');
  return r.ok ? set({ ...$spreadSim.get(), runs: r.value }) : r;
}

/** The generator's seed, a 32-bit whole number. */
export function setSeed(n: number): Result<SpreadSimSettings, 'out-of-range'> {
  const r = wholeIn(n, 0, SEED_MAX, 'The seed');
  return r.ok ? set({ ...$spreadSim.get(), seed: r.value }) : r;
}

export function setSpreader(patch: Partial<ExtraSpreader>): Result<SpreadSimSettings, never> {
  const s = $spreadSim.get();
  return set({ ...s, spreader: { ...s.spreader, ...patch } });
}

/** The turn the results show, 1 to the turns set. */
export function setAfter(n: number): Result<SpreadSimSettings, 'out-of-range'> {
  const r = wholeIn(n, 1, $spreadSim.get().turns, 'The turn shown');
  return r.ok ? set({ ...$spreadSim.get(), after: r.value }) : r;
}

/** The square asked about (null: none). */
export function setTarget(target: Square | null): Result<SpreadSimSettings, never> {
  return set({ ...$spreadSim.get(), target });
}
