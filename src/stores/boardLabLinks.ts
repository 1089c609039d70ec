/**
 * Links for the board islands' picks (issue 12), loaded by the board islands on first need
 * (kept out of the first load of /line-of-sight/ and /movement/):
 * - `?ab=1.<ax>.<ay>.<bx>.<by>`: the two ends of the line-of-sight trace;
 * - `?range=1.<x>.<y>.<action>`: the caster's square and what it casts, `s<spell number>` or
 *   `a<creature slug>` (a creature with a ranged attack, or `amagicbow`);
 * - `?move=1.<x>.<y>.<0|1>`: the piece shown moving and whether it failed its manoeuvre roll
 *   (`1.n.n.0` for no piece). A wizard's manoeuvre and Shadow Form come from the position (?pos=).
 */
import { CREATURES } from '../engine/data/creatures';
import { CREATURE_NAMES } from '../engine/types';
import { isSpellNumber } from '../engine/pieceLookup';
import {
  bad,
  fields,
  readSquare,
  readWhole,
  slug,
  slugReader,
  writeSquare,
  type CodeResult,
} from '../lib/link-codes';
import {
  $movePick,
  $rangePick,
  $trace,
  MOVE_START,
  RANGE_START,
  TRACE_START,
  type MovePick,
  type RangePick,
  type TracePick,
} from './boardLab';
import { linkedState, type Linked } from './linked';

export function encodeTrace(t: TracePick): string {
  return `1.${writeSquare(t.from)}.${writeSquare(t.to)}`;
}

export function decodeTrace(code: string): CodeResult<TracePick> {
  const f = fields(code, 4, 'A and B');
  if (!f.ok) return f;
  const [ax, ay, bx, by] = f.value;
  const from = readSquare(ax, ay);
  if (!from.ok) return from;
  const to = readSquare(bx, by);
  if (!to.ok) return to;
  return { ok: true, value: { from: from.value, to: to.value, picking: 'from' } };
}

const SHOOTERS = [...CREATURE_NAMES.filter((n) => CREATURES[n].range > 0), 'Magic Bow'];
const readShooter = slugReader(SHOOTERS, 'a ranged attacker');

export function encodeRange(r: RangePick): string {
  const [group, name = ''] = r.action.split(/:(.*)/s);
  const action = group === 'spell' ? `s${name}` : `a${slug(name)}`;
  return `1.${writeSquare(r.from)}.${action}`;
}

export function decodeRange(code: string): CodeResult<RangePick> {
  const f = fields(code, 3, 'range');
  if (!f.ok) return f;
  const [x, y, a = ''] = f.value;
  const from = readSquare(x, y);
  if (!from.ok) return from;
  if (a.startsWith('s')) {
    const n = readWhole(a.slice(1), 0, 99, 'A spell number');
    if (!n.ok) return n;
    if (!isSpellNumber(n.value)) return bad(`there is no spell number ${n.value}`);
    return { ok: true, value: { from: from.value, action: `spell:${n.value}` } };
  }
  if (a.startsWith('a')) {
    const s = readShooter(a.slice(1));
    if (!s.ok) return s;
    return { ok: true, value: { from: from.value, action: `attack:${s.value}` } };
  }
  return bad('the action is "s" and a spell number or "a" and a ranged attacker');
}

export function encodeMove(m: MovePick): string {
  return `1.${m.from ? writeSquare(m.from) : 'n.n'}.${m.engaged ? 1 : 0}`;
}

export function decodeMove(code: string): CodeResult<MovePick> {
  const f = fields(code, 3, 'movement');
  if (!f.ok) return f;
  const [x, y, e] = f.value;
  if (e !== '0' && e !== '1') return bad('engaged is 0 or 1');
  let from: MovePick['from'] = null;
  if (x !== 'n' || y !== 'n') {
    const sq = readSquare(x, y);
    if (!sq.ok) return sq;
    from = sq.value;
  }
  return { ok: true, value: { ...$movePick.get(), from, engaged: e === '1' } };
}

export const traceLink = linkedState({
  $store: $trace,
  param: 'ab',
  initial: TRACE_START,
  encode: encodeTrace,
  decode: decodeTrace,
  what: 'the line of sight from A to B',
});

export const rangeLink = linkedState({
  $store: $rangePick,
  param: 'range',
  initial: RANGE_START,
  encode: encodeRange,
  decode: decodeRange,
  what: 'the range board',
});

export const moveLink = linkedState({
  $store: $movePick,
  param: 'move',
  initial: MOVE_START,
  encode: encodeMove,
  decode: decodeMove,
  what: 'the movement board',
});

/** The link of each board-lab mode that has picks. */
export const BOARD_LINKS: Readonly<Record<'trace' | 'range' | 'move', Linked<unknown>>> = {
  trace: traceLink as Linked<unknown>,
  range: rangeLink as Linked<unknown>,
  move: moveLink as Linked<unknown>,
};
