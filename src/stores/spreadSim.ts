/**
 * Settings of the spreading simulation island: where the new spreader goes, whose it is, how
 * many turns and runs, and the seed. Every setter checks its value and keeps the old one when
 * it is unusable (returning a Result whose message the island shows).
 */
import { atom } from 'nanostores';
import type { ExtraSpreader } from '../engine/spreadBoard';
import { MAX_WIZARDS } from '../engine/pieces';
import { bad, fields, readSquare, readWhole, type CodeResult } from '../lib/link-codes';
import { linkedState } from './linked';
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

// Link (issue 12): ?run=1.<x>.<y>.<f|b>.<owner>.<turns>.<runs>.<seed> (f Magic Fire, b Gooey
// Blob). The board it runs on is the shared board's own link (?board=).

export function encodeSpreadSim(s: SpreadSimSettings): string {
  const p = s.spreader;
  const kind = p.kind === 'Magic Fire' ? 'f' : 'b';
  return `1.${p.x}.${p.y}.${kind}.${p.owner}.${s.turns}.${s.runs}.${s.seed}`;
}

export function decodeSpreadSim(code: string): CodeResult<SpreadSimSettings> {
  const f = fields(code, 7, 'spreading run');
  if (!f.ok) return f;
  const [x, y, k, o = '', t = '', r = '', sd = ''] = f.value;
  const sq = readSquare(x, y);
  if (!sq.ok) return sq;
  if (k !== 'f' && k !== 'b') return bad('the spreader is "f" (Magic Fire) or "b" (Gooey Blob)');
  const owner = readWhole(o, 0, MAX_WIZARDS - 1, 'The owner');
  if (!owner.ok) return owner;
  const turns = readWhole(t, 1, TURNS_MAX, 'Turns');
  if (!turns.ok) return turns;
  const runs = readWhole(r, 1, RUNS_MAX, 'Runs');
  if (!runs.ok) return runs;
  const seed = readWhole(sd, 0, SEED_MAX, 'The seed');
  if (!seed.ok) return seed;
  const kind = k === 'f' ? 'Magic Fire' : 'Gooey Blob';
  return {
    ok: true,
    value: {
      spreader: { ...sq.value, kind, owner: owner.value },
      turns: turns.value,
      runs: runs.value,
      seed: seed.value,
    },
  };
}

// Not wired into the spreading islands yet (that page's JS budget); marked pure so a build
// that does not use it leaves it out.
export const spreadSimLink = /* @__PURE__ */ linkedState({
  $store: $spreadSim,
  param: 'run',
  initial: SPREAD_SIM_DEFAULT,
  encode: encodeSpreadSim,
  decode: decodeSpreadSim,
  what: 'the spreading run',
});
