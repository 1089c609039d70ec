/**
 * The per-turn spreading odds island: the spreader and what stands on each of its 8 neighbours.
 * Its link (?odds=) is in spreadLinks.ts, loaded on first need.
 */
import { atom } from 'nanostores';
import type { SpreadTargetClass } from '../engine/data/spread';
import { isCreatureName } from '../engine/pieceLookup';
import type { Spreader } from '../engine/spreading';
import type { CreatureName } from '../engine/types';

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

export const EMPTY_NEIGHBOUR: NeighbourChoice = { cls: 'empty', creature: 'Goblin' };

export const SPREAD_ODDS_DEFAULT: SpreadOddsState = {
  spreader: 'Magic Fire',
  neighbours: [
    EMPTY_NEIGHBOUR,
    { cls: 'enemy-creature', creature: 'Golden Dragon' },
    EMPTY_NEIGHBOUR,
    { cls: 'castle-or-wall', creature: 'Goblin' },
    { cls: 'enemy-creature', creature: 'Goblin' },
    EMPTY_NEIGHBOUR,
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
