/**
 * The spreading simulation's link (issue 12), in a module of its own: SpreadSimulation loads it
 * with import() only when the address holds ?run= or once the run's settings first change, so
 * that the page's first load stays within its JavaScript budget.
 *
 * `?run=1.<x>.<y>.<f|b>.<owner>.<turns>.<runs>.<seed>[.<after>.<tx>.<ty>]`: the new spreader
 * (square, f Magic Fire or b Gooey Blob, its caster's seat), turns, runs and seed; then, only
 * when they are not "the last turn" and "no square", the turn the results show and the square
 * asked about (`n.n` for none). The board it runs on is the shared board's own link (?board=).
 * The one-turn odds' link is spreadOddsLink.ts.
 */
import { MAX_WIZARDS } from '../engine/pieces';
import type { Square } from '../engine/types';
import { bad, readSquare, readWhole, writeSquare, type CodeResult } from '../lib/link-codes';
import { linkedState } from './linked';
import {
  $spreadSim,
  RUNS_MAX,
  SEED_MAX,
  SPREAD_SIM_DEFAULT,
  TURNS_MAX,
  type SpreadSimSettings,
} from './spreadSim';

const kindCode = (k: 'Magic Fire' | 'Gooey Blob') => (k === 'Magic Fire' ? 'f' : 'b');
const KIND_PROBLEM = 'the spreader is "f" (Magic Fire) or "b" (Gooey Blob)';

export function encodeSpreadSim(s: SpreadSimSettings): string {
  const p = s.spreader;
  const base = `1.${p.x}.${p.y}.${kindCode(p.kind)}.${p.owner}.${s.turns}.${s.runs}.${s.seed}`;
  if (s.after === s.turns && s.target === null) return base;
  return `${base}.${s.after}.${s.target ? writeSquare(s.target) : 'n.n'}`;
}

export function decodeSpreadSim(code: string): CodeResult<SpreadSimSettings> {
  if (code.length > 100) return bad('the spreading run code is too long');
  const parts = code.split('.');
  if (parts[0] !== '1') return bad('the spreading run code is not in a known version');
  if (parts.length !== 8 && parts.length !== 11)
    return bad('the spreading run code has the wrong number of parts');
  const [, x, y, k, o = '', t = '', r = '', sd = '', a, tx, ty] = parts;
  const sq = readSquare(x, y);
  if (!sq.ok) return sq;
  if (k !== 'f' && k !== 'b') return bad(KIND_PROBLEM);
  const owner = readWhole(o, 0, MAX_WIZARDS - 1, 'The owner');
  if (!owner.ok) return owner;
  const turns = readWhole(t, 1, TURNS_MAX, 'Turns');
  if (!turns.ok) return turns;
  const runs = readWhole(r, 1, RUNS_MAX, 'Runs');
  if (!runs.ok) return runs;
  const seed = readWhole(sd, 0, SEED_MAX, 'The seed');
  if (!seed.ok) return seed;
  let after = turns.value;
  let target: Square | null = null;
  if (a !== undefined) {
    const shown = readWhole(a, 1, turns.value, 'The turn shown');
    if (!shown.ok) return shown;
    after = shown.value;
    if (tx !== 'n' || ty !== 'n') {
      const t2 = readSquare(tx, ty);
      if (!t2.ok) return t2;
      target = t2.value;
    }
  }
  return {
    ok: true,
    value: {
      spreader: { ...sq.value, kind: k === 'f' ? 'Magic Fire' : 'Gooey Blob', owner: owner.value },
      turns: turns.value,
      runs: runs.value,
      seed: seed.value,
      after,
      target,
    },
  };
}

export const spreadSimLink = linkedState({
  $store: $spreadSim,
  param: 'run',
  initial: SPREAD_SIM_DEFAULT,
  encode: encodeSpreadSim,
  decode: decodeSpreadSim,
  what: 'the spreading run',
});
