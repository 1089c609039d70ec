/**
 * Lookups over the data tables: by name or number, with typed guards for outside input. The
 * creature and piece half is pieceLookup.ts (no spell table), re-exported here.
 */
import { shown } from './guard';
import { SPELLS, type SpellEntry } from './data/spells';
import { isSpellNumber } from './pieceLookup';
import { SPELL_NAMES, type Result, type SpellName, type SpellNumber } from './types';

export {
  CREATURE_LIST,
  PIECE_LIST,
  creatureById,
  isCreatureId,
  isCreatureName,
  isPieceName,
  isSpellNumber,
} from './pieceLookup';

/** All 65 spell-table entries in spell-number order. */
export const SPELL_LIST: readonly SpellEntry[] = Object.freeze(
  Array.from({ length: 65 }, (_, i) => SPELLS[(i + 1) as SpellNumber]),
);

const spellNameSet = new Set<string>(SPELL_NAMES);

export function isSpellName(name: string): name is SpellName {
  return spellNameSet.has(name);
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
