/**
 * Settings of the spreading simulation island: where the new spreader goes, whose it is, how
 * many turns and runs, and the seed. Every setter checks its value and keeps the old one when
 * it is unusable (returning a message for the island to show).
 */
import { atom } from 'nanostores';
import type { ExtraSpreader } from '../engine/spreadBoard';

export interface SpreadSimSettings {
  readonly spreader: ExtraSpreader;
  readonly turns: number;
  readonly runs: number;
  readonly seed: number;
}

export const TURNS_MAX = 30;
export const RUNS_MAX = 20000;

export const SPREAD_SIM_DEFAULT: SpreadSimSettings = {
  spreader: { x: 7, y: 5, kind: 'Magic Fire', owner: 0 },
  turns: 8,
  runs: 2000,
  seed: 1985,
};

export const $spreadSim = atom<SpreadSimSettings>(SPREAD_SIM_DEFAULT);

function whole(v: string | number, min: number, max: number, what: string): number | string {
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  if (String(v).trim() === '' || !Number.isInteger(n) || n < min || n > max) {
    return `${what} must be a whole number from ${min} to ${max}.`;
  }
  return n;
}

/** Returns null when the value was taken, otherwise why not. */
export function setTurns(v: string | number): string | null {
  const n = whole(v, 1, TURNS_MAX, 'Turns');
  if (typeof n === 'string') return n;
  $spreadSim.set({ ...$spreadSim.get(), turns: n });
  return null;
}

export function setRuns(v: string | number): string | null {
  const n = whole(v, 1, RUNS_MAX, 'Runs');
  if (typeof n === 'string') return n;
  $spreadSim.set({ ...$spreadSim.get(), runs: n });
  return null;
}

export function setSeed(v: string | number): string | null {
  const n = whole(v, 0, 0xffffffff, 'The seed');
  if (typeof n === 'string') return n;
  $spreadSim.set({ ...$spreadSim.get(), seed: n });
  return null;
}

export function setSpreader(patch: Partial<ExtraSpreader>): void {
  const s = $spreadSim.get();
  $spreadSim.set({ ...s, spreader: { ...s.spreader, ...patch } });
}
