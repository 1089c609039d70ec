/**
 * Lookups over the creature and piece tables, with typed guards for outside input: the half of
 * lookup.ts that needs no spell table, so that a page about the board (the Movement lab, the
 * cards) does not load the spells' data (lookup.ts re-exports all of it).
 */
import { wholeOrThrow } from './guard';
import { CREATURES, type CreatureStats } from './data/creatures';
import { PIECES, type PieceStats } from './data/pieces';
import {
  CREATURE_NAMES,
  PIECE_NAMES,
  type CreatureId,
  type CreatureName,
  type PieceName,
  type SpellNumber,
} from './types';

/** All 32 creatures in game order (ids 2–33). */
export const CREATURE_LIST: readonly CreatureStats[] = Object.freeze(
  CREATURE_NAMES.map((n) => CREATURES[n]),
);

/** The other pieces in id order (34–40). */
export const PIECE_LIST: readonly PieceStats[] = Object.freeze(PIECE_NAMES.map((n) => PIECES[n]));

const creatureNameSet = new Set<string>(CREATURE_NAMES);
const pieceNameSet = new Set<string>(PIECE_NAMES);

export function isCreatureName(name: string): name is CreatureName {
  return creatureNameSet.has(name);
}

export function isPieceName(name: string): name is PieceName {
  return pieceNameSet.has(name);
}

/** A spell-table number, 1–65 (no table needed to say so). */
export function isSpellNumber(n: number): n is SpellNumber {
  return Number.isInteger(n) && n >= 1 && n <= 65;
}

export function isCreatureId(n: number): n is CreatureId {
  return Number.isInteger(n) && n >= 2 && n <= 33;
}

export function creatureById(id: CreatureId): CreatureStats {
  wholeOrThrow(id, 2, 33, 'creatureById: the creature id');
  return CREATURES[CREATURE_NAMES[id - 2] as CreatureName];
}
