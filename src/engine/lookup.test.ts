import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CREATURE_LIST,
  PIECE_LIST,
  SPELL_LIST,
  creatureById,
  findSpell,
  isCreatureId,
  isCreatureName,
  isPieceName,
  isSpellName,
  isSpellNumber,
  spellByName,
  spellNumbers,
} from './lookup';
import { CREATURE_NAMES, PIECE_NAMES, SPELL_NAMES } from './types';

// Numbers and names from spells.tsv, creatures.tsv and pieces.tsv.
describe('lookup', () => {
  it('lists the 65 spell-table entries, 32 creatures and 7 other pieces in table order', () => {
    expect(SPELL_LIST.map((s) => s.number)).toEqual(Array.from({ length: 65 }, (_, i) => i + 1));
    expect(SPELL_LIST[0]!.name).toBe('Disbelieve');
    expect(SPELL_LIST[1]!.name).toBe('King Cobra');
    expect(CREATURE_LIST.map((c) => c.name)).toEqual(CREATURE_NAMES);
    expect(CREATURE_LIST[0]!.name).toBe('King Cobra');
    expect(PIECE_LIST.map((p) => p.name)).toEqual([
      'Gooey Blob',
      'Magic Fire',
      'Magic Wood',
      'Shadow Wood',
      'Magic Castle',
      'Dark Citadel',
      'Wall',
    ]);
  });

  it('finds creatures by id 2–33', () => {
    expect(creatureById(2).name).toBe('King Cobra');
    expect(creatureById(3).name).toBe('Dire Wolf');
    expect(isCreatureId(2) && isCreatureId(33)).toBe(true);
    expect([1, 34, 2.5, NaN].some(isCreatureId)).toBe(false);
    for (const id of Array.from({ length: 32 }, (_, i) => i + 2)) {
      if (!isCreatureId(id)) throw new Error(`${id}`);
      expect(CREATURE_LIST[id - 2]).toBe(creatureById(id));
    }
  });

  it('gives both numbers of the five doubled spells, and the first entry by name', () => {
    expect(spellNumbers('Magic Bolt')).toEqual([41, 42]);
    expect(spellNumbers('Lightning')).toEqual([43, 44]);
    expect(spellNumbers('Subversion')).toEqual([60, 61]);
    expect(spellNumbers('Raise Dead')).toEqual([62, 63]);
    expect(spellNumbers('Turmoil')).toEqual([64, 65]);
    expect(spellNumbers('Disbelieve')).toEqual([1]);
    expect(spellByName('Turmoil').number).toBe(64);
    const doubled = SPELL_NAMES.filter((n) => spellNumbers(n).length > 1);
    expect(doubled).toHaveLength(5);
    expect(
      SPELL_NAMES.map(spellNumbers)
        .flat()
        .sort((a, b) => a - b),
    ).toHaveLength(65);
  });

  it('guards outside input', () => {
    expect(isCreatureName('Goblin')).toBe(true);
    expect(isCreatureName('Wall')).toBe(false);
    expect(isPieceName('Wall')).toBe(true);
    expect(isPieceName('Goblin')).toBe(false);
    expect(isSpellName('Law-2')).toBe(true);
    expect(isSpellName('Fireball')).toBe(false);
    expect(PIECE_NAMES.every(isPieceName)).toBe(true);
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(isSpellNumber(n)).toBe(Number.isInteger(n) && n >= 1 && n <= 65);
      }),
    );
  });

  it('finds a spell by name or number, with an error code otherwise', () => {
    const byName = findSpell('Magic Bolt');
    expect(byName.ok && byName.value.number).toBe(41);
    const byNumber = findSpell(42);
    expect(byNumber.ok && byNumber.value.name).toBe('Magic Bolt');
    for (const bad of [0, 66, 1.5, 'Fireball', '41']) {
      const r = findSpell(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toBe('unknown-spell');
        expect(r.message).toContain(String(bad));
      }
    }
  });
});
