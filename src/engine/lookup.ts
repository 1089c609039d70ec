/**
 * Lookups over the data tables: by name or number, with typed guards for outside input.
 */
import { shown, wholeOrThrow } from './guard';
import { CREATURES, type CreatureStats } from './data/creatures';
import { PIECES, type PieceStats } from './data/pieces';
import { SPELLS, type SpellEntry } from './data/spells';
import {
  CREATURE_NAMES,
  PIECE_NAMES,
  SPELL_NAMES,
  type CreatureId,
  type CreatureName,
  type PieceName,
  type Result,
  type SpellName,
  type SpellNumber,
} from './types';

/** All 65 spell-table entries in spell-number order. */
export const SPELL_LIST: readonly SpellEntry[] = Object.freeze(
  Array.from({ length: 65 }, (_, i) => SPELLS[(i + 1) as SpellNumber]),
);

/** All 32 creatures in game order (ids 2–33). */
export const CREATURE_LIST: readonly CreatureStats[] = Object.freeze(
  CREATURE_NAMES.map((n) => CREATURES[n]),
);

/** The other pieces in id order (34–40). */
export const PIECE_LIST: readonly PieceStats[] = Object.freeze(PIECE_NAMES.map((n) => PIECES[n]));

const creatureNameSet = new Set<string>(CREATURE_NAMES);
const pieceNameSet = new Set<string>(PIECE_NAMES);
const spellNameSet = new Set<string>(SPELL_NAMES);

export function isCreatureName(name: string): name is CreatureName {
  return creatureNameSet.has(name);
}

export function isPieceName(name: string): name is PieceName {
  return pieceNameSet.has(name);
}

export function isSpellName(name: string): name is SpellName {
  return spellNameSet.has(name);
}

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

/** Every spell number that carries this name (two for Magic Bolt, Lightning, Subversion, Raise Dead, Turmoil). */
export function spellNumbers(name: SpellName): readonly SpellNumber[] {
  if (!isSpellName(name)) throw new RangeError(`spellNumbers: no spell named ${shown(name)}`);
  return SPELL_LIST.filter((s) => s.name === name).map((s) => s.number);
}

/** The first spell-table entry with this name (duplicates carry identical values). */
export function spellByName(name: SpellName): SpellEntry {
  const entry = SPELL_LIST.find((s) => s.name === name);
  if (!entry) throw new RangeError(`spellByName: no spell named ${shown(name)}`);
  return entry;
}

export type SpellLookupError = 'unknown-spell';

/** A spell by name (as in the spell table, e.g. "Law-2") or by number 1–65. */
export function findSpell(spell: string | number): Result<SpellEntry, SpellLookupError> {
  if (typeof spell === 'number') {
    if (isSpellNumber(spell)) return { ok: true, value: SPELLS[spell] };
    return {
      ok: false,
      error: 'unknown-spell',
      message: `There is no spell number ${shown(spell)} (1–65).`,
    };
  }
  if (typeof spell === 'string' && isSpellName(spell))
    return { ok: true, value: spellByName(spell) };
  return { ok: false, error: 'unknown-spell', message: `There is no spell named ${shown(spell)}.` };
}
