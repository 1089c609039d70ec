/**
 * Settings of the spreading simulation island: where the new spreader goes, whose it is, how
 * many turns and runs, and the seed. Every setter checks its value and keeps the old one when
 * it is unusable (returning a Result whose message the island shows).
 */
import { atom } from 'nanostores';
import type { ExtraSpreader } from '../engine/spreadBoard';
import { accepted, wholeIn, type Result } from './result';

export interface SpreadSimSettings {
  readonly spreader: ExtraSpreader;
  readonly turns: number;
  readonly runs: number;
  readonly seed: number;
}

export const TURNS_MAX = 30;
export const RUNS_MAX = 20000;
export const SEED_MAX = 0xffffffff;

export const SPREAD_SIM_DEFAULT: SpreadSimSettings = {
  spreader: { x: 7, y: 5, kind: 'Magic Fire', owner: 0 },
  turns: 8,
  runs: 2000,
  seed: 1985,
};

export const $spreadSim = atom<SpreadSimSettings>(SPREAD_SIM_DEFAULT);

function set(next: SpreadSimSettings): Result<SpreadSimSettings, never> {
  $spreadSim.set(next);
  return accepted(next);
}

/** Turns to simulate, 1–TURNS_MAX; anything else keeps the old value and says why. */
export function setTurns(n: number): Result<SpreadSimSettings, 'out-of-range'> {
  const r = wholeIn(n, 1, TURNS_MAX, 'Turns');
  return r.ok ? set({ ...$spreadSim.get(), turns: r.value }) : r;
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
