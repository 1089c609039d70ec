/**
 * The one-turn spreading odds' link (issue 12), in a module of its own: SpreadTurnOdds loads it
 * with import() only when the address holds ?odds= or once its choices first change, so that
 * the page's first load stays within its JavaScript budget.
 *
 * `?odds=1.<f|b>.<neighbour>-<neighbour>…`: the spreader (f Magic Fire, b Gooey Blob) and its
 * eight neighbours, clockwise from the top; a neighbour is its class as a slug
 * ("castleorwall"), an enemy creature "enemycreature_<slug>".
 */
import { SPREAD_TABLE, type SpreadTargetClass } from '../engine/data/spread';
import { CREATURE_NAMES } from '../engine/types';
import { bad, fields, slug, slugReader, type CodeResult } from '../lib/link-codes';
import { linkedState } from './linked';
import {
  EMPTY_NEIGHBOUR,
  $spreadOdds,
  SPREAD_ODDS_DEFAULT,
  type NeighbourChoice,
  type SpreadOddsState,
} from './spreadOdds';

const kindCode = (k: 'Magic Fire' | 'Gooey Blob') => (k === 'Magic Fire' ? 'f' : 'b');
const KIND_PROBLEM = 'the spreader is "f" (Magic Fire) or "b" (Gooey Blob)';

const CLASSES = Object.keys(SPREAD_TABLE) as SpreadTargetClass[];
const readClass = slugReader(CLASSES, 'a kind of square');
const readCreature = slugReader(CREATURE_NAMES, 'a creature');

export function encodeSpreadOdds(s: SpreadOddsState): string {
  const n = s.neighbours.map((c) =>
    c.cls === 'enemy-creature' ? `${slug(c.cls)}_${slug(c.creature)}` : slug(c.cls),
  );
  return `1.${kindCode(s.spreader)}.${n.join('-')}`;
}

export function decodeSpreadOdds(code: string): CodeResult<SpreadOddsState> {
  const f = fields(code, 2, 'spreading odds');
  if (!f.ok) return f;
  const [k, list = ''] = f.value;
  if (k !== 'f' && k !== 'b') return bad(KIND_PROBLEM);
  const items = list.split('-');
  if (items.length !== 8) return bad('a spreader has eight neighbours');
  const neighbours: NeighbourChoice[] = [];
  for (const item of items) {
    const [c = '', cr, ...rest] = item.split('_');
    const cls = readClass(c);
    if (!cls.ok) return cls;
    if (rest.length > 0 || (cr !== undefined) !== (cls.value === 'enemy-creature'))
      return bad(`"${item.slice(0, 30)}" is not a neighbour code`);
    if (cr === undefined) {
      neighbours.push({ ...EMPTY_NEIGHBOUR, cls: cls.value });
      continue;
    }
    const creature = readCreature(cr);
    if (!creature.ok) return creature;
    neighbours.push({ cls: cls.value, creature: creature.value });
  }
  return {
    ok: true,
    value: { spreader: k === 'f' ? 'Magic Fire' : 'Gooey Blob', neighbours },
  };
}

export const spreadOddsLink = linkedState({
  $store: $spreadOdds,
  param: 'odds',
  initial: SPREAD_ODDS_DEFAULT,
  encode: encodeSpreadOdds,
  decode: decodeSpreadOdds,
  what: 'the spreading odds',
});
