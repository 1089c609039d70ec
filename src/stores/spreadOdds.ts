/** The per-turn spreading odds island: the spreader and what stands on each of its 8 neighbours. */
import { atom } from 'nanostores';
import { SPREAD_TABLE, type SpreadTargetClass } from '../engine/data/spread';
import { isCreatureName } from '../engine/lookup';
import type { Spreader } from '../engine/spreading';
import { CREATURE_NAMES, type CreatureName } from '../engine/types';
import { bad, fields, slug, slugReader, type CodeResult } from '../lib/link-codes';
import { linkedState } from './linked';

export interface NeighbourChoice {
  readonly cls: SpreadTargetClass;
  /** For 'enemy-creature': which creature (its defence matters to fire). */
  readonly creature: CreatureName;
}

export interface SpreadOddsState {
  readonly spreader: Spreader;
  /** Clockwise from the top: N, NE, E, SE, S, SW, W, NW. */
  readonly neighbours: readonly NeighbourChoice[];
}

const empty: NeighbourChoice = { cls: 'empty', creature: 'Goblin' };

export const SPREAD_ODDS_DEFAULT: SpreadOddsState = {
  spreader: 'Magic Fire',
  neighbours: [
    empty,
    { cls: 'enemy-creature', creature: 'Golden Dragon' },
    empty,
    { cls: 'castle-or-wall', creature: 'Goblin' },
    { cls: 'enemy-creature', creature: 'Goblin' },
    empty,
    { cls: 'own-piece', creature: 'Goblin' },
    { cls: 'enemy-wizard', creature: 'Goblin' },
  ],
};

export const $spreadOdds = atom<SpreadOddsState>(SPREAD_ODDS_DEFAULT);

export function setOddsSpreader(spreader: Spreader): void {
  $spreadOdds.set({ ...$spreadOdds.get(), spreader });
}

/** Change one neighbour; an unknown creature name is ignored. */
export function setNeighbour(index: number, patch: Partial<NeighbourChoice>): void {
  if (patch.creature !== undefined && !isCreatureName(patch.creature)) return;
  const s = $spreadOdds.get();
  if (index < 0 || index >= s.neighbours.length) return;
  const neighbours = s.neighbours.map((n, i) => (i === index ? { ...n, ...patch } : n));
  $spreadOdds.set({ ...s, neighbours });
}

// Link (issue 12): ?odds=1.<f|b>.<neighbour>-<neighbour>… (eight, clockwise from the top); a
// neighbour is its class as a slug ("castleorwall"), an enemy creature "enemycreature_<slug>".

const CLASSES = Object.keys(SPREAD_TABLE) as SpreadTargetClass[];
const readClass = slugReader(CLASSES, 'a kind of square');
const readCreature = slugReader(CREATURE_NAMES, 'a creature');

export function encodeSpreadOdds(s: SpreadOddsState): string {
  const n = s.neighbours.map((c) =>
    c.cls === 'enemy-creature' ? `${slug(c.cls)}_${slug(c.creature)}` : slug(c.cls),
  );
  return `1.${s.spreader === 'Magic Fire' ? 'f' : 'b'}.${n.join('-')}`;
}

export function decodeSpreadOdds(code: string): CodeResult<SpreadOddsState> {
  const f = fields(code, 2, 'spreading odds');
  if (!f.ok) return f;
  const [k, list = ''] = f.value;
  if (k !== 'f' && k !== 'b') return bad('the spreader is "f" (Magic Fire) or "b" (Gooey Blob)');
  const items = list.split('-');
  if (items.length !== 8) return bad('a spreader has eight neighbours');
  const neighbours: NeighbourChoice[] = [];
  for (const item of items) {
    const [c = '', cr, ...rest] = item.split('_');
    const cls = readClass(c);
    if (!cls.ok) return cls;
    if (rest.length > 0 || (cr !== undefined) !== (cls.value === 'enemy-creature'))
      return bad(`"${item.slice(0, 30)}" is not a neighbour code`);
    const creature = cr === undefined ? empty.creature : readCreature(cr);
    if (typeof creature !== 'string' && !creature.ok) return creature;
    neighbours.push({
      cls: cls.value,
      creature: typeof creature === 'string' ? creature : creature.value,
    });
  }
  return {
    ok: true,
    value: { spreader: k === 'f' ? 'Magic Fire' : 'Gooey Blob', neighbours },
  };
}

// Not wired into the spreading islands yet (that page's JS budget); marked pure so a build
// that does not use it leaves it out.
export const spreadOddsLink = /* @__PURE__ */ linkedState({
  $store: $spreadOdds,
  param: 'odds',
  initial: SPREAD_ODDS_DEFAULT,
  encode: encodeSpreadOdds,
  decode: decodeSpreadOdds,
  what: 'the spreading odds',
});
