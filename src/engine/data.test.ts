/**
 * Schema-like validation of the rules tables in data/: every record has every field, in range,
 * ids contiguous, names unique except the known duplicate spell numbers, and the tables agree
 * with each other where the game stores a value twice.
 */
import { describe, expect, it } from 'vitest';
import { AI_VALUE_TABLE, aiValue, strongestWizardCheckValue } from './computer';
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { CREATURE_PROVENANCE, PIECE_PROVENANCE, SPELL_PROVENANCE } from './data/provenance';
import { SPELLS } from './data/spells';
import { SPREAD_TABLE } from './data/spread';
import { START_SQUARE_BYTES, UPGRADE_EFFECTS } from './data/wizards';
import { rangeLimit } from './distance';
import { CREATURE_LIST, PIECE_LIST, SPELL_LIST, spellNumbers } from './lookup';
import { CREATURE_NAMES, PIECE_NAMES, SPELL_KINDS, SPELL_NAMES } from './types';
import { isWizardCount, startSquares } from './wizards';

// ---------------------------------------------------------------------------
// A small validator: a schema maps each field to a check; unknown or missing fields fail.
// ---------------------------------------------------------------------------

type Check = (v: unknown) => string | null;
const int =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
      ? null
      : `expected integer ${min}–${max}, got ${String(v)}`;
const bool: Check = (v) => (typeof v === 'boolean' ? null : `expected boolean, got ${String(v)}`);
const oneOf =
  (...xs: readonly unknown[]): Check =>
  (v) =>
    xs.includes(v) ? null : `expected one of ${xs.join(', ')}, got ${String(v)}`;
const str: Check = (v) =>
  typeof v === 'string' && v.length > 0 ? null : `expected a non-empty string`;
const optional =
  (c: Check): Check =>
  (v) =>
    v === undefined ? null : c(v);
const nullable =
  (c: Check): Check =>
  (v) =>
    v === null ? null : c(v);

function validate(record: object, schema: Record<string, Check>): string[] {
  const errors: string[] = [];
  const r = record as Record<string, unknown>;
  for (const [field, check] of Object.entries(schema)) {
    const e = check(r[field]);
    if (e) errors.push(`${field}: ${e}`);
  }
  for (const field of Object.keys(r))
    if (!(field in schema)) errors.push(`${field}: not in the schema`);
  return errors;
}

const ADDR = int(0x7d00, 0xffff);

const creatureSchema: Record<string, Check> = {
  id: int(2, 33),
  order: int(1, 32),
  name: oneOf(...CREATURE_NAMES),
  castChancePct: oneOf(10, 20, 30, 40, 50, 60, 70, 80, 90, 100),
  castChanceByte: int(0, 9),
  alignment: int(-2, 2),
  alignmentShown: int(-2, 2),
  combat: int(1, 9),
  rangedCombat: int(0, 9),
  range: int(0, 9),
  defence: int(1, 9),
  movement: int(1, 9),
  manoeuvre: int(0, 9),
  magicResistance: int(0, 9),
  flying: bool,
  mount: bool,
  undead: bool,
  canBeIllusion: bool,
  leavesCorpse: bool,
  aiValue: int(0, 255),
  aiValueReadByStrongestWizardCheck: int(0, 255),
  aiCastPriority: int(0, 255),
  animDelay: int(1, 255),
};

const pieceSchema: Record<string, Check> = {
  id: int(34, 40),
  name: oneOf(...PIECE_NAMES),
  recordName: str,
  combat: int(0, 9),
  rangedCombat: int(0, 9),
  range: int(0, 9),
  defence: int(0, 9),
  movement: int(0, 9),
  manoeuvre: int(0, 9),
  magicResistance: int(0, 9),
  recordChanceByte: int(0, 9),
  recordAlignmentShown: int(-4, 4),
  castChancePct: oneOf(10, 20, 30, 40, 50, 60, 70, 80, 90, 100),
  alignment: int(-4, 4),
  aiValue: int(0, 255),
  animDelay: int(1, 255),
  spreads: bool,
  blocksSpreading: bool,
  meleeTarget: bool,
  boltImmune: bool,
  attacks: bool,
  perCast: int(1, 8),
};

const spellSchema: Record<string, Check> = {
  number: int(1, 65),
  name: oneOf(...SPELL_NAMES),
  castChancePct: oneOf(10, 20, 30, 40, 50, 60, 70, 80, 90, 100),
  chanceByte: int(0, 9),
  rangeByte: int(0, 255),
  rangeShown: nullable(int(0, 20)),
  alignment: int(-4, 4),
  aiPriority: int(0, 255),
  kind: oneOf(...SPELL_KINDS),
  count: int(1, 8),
  placement: optional(oneOf('automatic', 'by-caster')),
  startingBook: oneOf('always', 'random', 'never'),
  fromMagicWood: bool,
};

// Provenance (data/provenance.ts): where each record sits in the tape image.
const creatureProvenanceSchema: Record<string, Check> = {
  statsRecordAddr: ADDR,
  spellTableAddr: ADDR,
  recordMemoryOrder: int(1, 47),
};

const pieceProvenanceSchema: Record<string, Check> = {
  statsRecordAddr: ADDR,
  recordMemoryOrder: int(1, 47),
};

const spellProvenanceSchema: Record<string, Check> = {
  nameMessageNo: int(1, 255),
  spellTableAddr: ADDR,
  routineAddr: ADDR,
};

/** Spell numbers that share a name with the number before them. */
const SECOND_NUMBERS = [42, 44, 61, 63, 65];

describe('validator', () => {
  it('reports bad, missing and unknown fields', () => {
    const errors = validate({ id: 1, extra: true }, { id: int(2, 33), name: str });
    expect(errors).toEqual([
      'id: expected integer 2–33, got 1',
      'name: expected a non-empty string',
      'extra: not in the schema',
    ]);
  });
});

describe('creatures (ids 2–33)', () => {
  it('has 32 valid records, ids contiguous in game order, keyed by their own name', () => {
    expect(CREATURE_LIST).toHaveLength(32);
    CREATURE_LIST.forEach((c, i) => {
      expect(validate(c, creatureSchema), c.name).toEqual([]);
      expect(validate(CREATURE_PROVENANCE[c.name], creatureProvenanceSchema), c.name).toEqual([]);
      expect(c.id).toBe(i + 2);
      expect(c.order).toBe(i + 1);
      expect(CREATURES[c.name]).toBe(c);
      expect(c.name).toBe(CREATURE_NAMES[i]);
    });
    expect(Object.keys(CREATURES)).toHaveLength(32);
    expect(Object.keys(CREATURE_PROVENANCE)).toEqual([...CREATURE_NAMES]);
  });
  it('chance percentages follow the chance byte', () => {
    for (const c of CREATURE_LIST) expect(c.castChancePct).toBe((c.castChanceByte + 1) * 10);
  });
  it('agrees with the spell table entry of the same number', () => {
    for (const c of CREATURE_LIST) {
      const s = SPELLS[c.id];
      expect(s.name).toBe(c.name);
      expect(s.kind).toBe('creature');
      expect(s.chanceByte).toBe(c.castChanceByte);
      expect(s.alignment).toBe(c.alignment);
      expect(s.aiPriority).toBe(c.aiCastPriority);
      expect(SPELL_PROVENANCE[c.id].spellTableAddr).toBe(
        CREATURE_PROVENANCE[c.name].spellTableAddr,
      );
    }
  });
  it('shows a different alignment on the info screen only for the Red Dragon (−2 shown, −1 used)', () => {
    const differ = CREATURE_LIST.filter((c) => c.alignment !== c.alignmentShown).map((c) => c.name);
    expect(differ).toEqual(['Red Dragon']);
    expect(CREATURES['Red Dragon'].alignment).toBe(-1);
    expect(CREATURES['Red Dragon'].alignmentShown).toBe(-2);
  });
  it('flags follow the id ranges the code tests: mounts 16–21, flyers 19–29, undead 28–33', () => {
    for (const c of CREATURE_LIST) {
      expect(c.mount, c.name).toBe(c.id >= 16 && c.id <= 21);
      expect(c.flying, c.name).toBe(c.id >= 19 && c.id <= 29);
      expect(c.undead, c.name).toBe(c.id >= 28 && c.id <= 33);
      expect(c.leavesCorpse, c.name).toBe(!c.undead);
      expect(c.canBeIllusion).toBe(true);
    }
  });
  it('has a ranged attack exactly when it has a range', () => {
    for (const c of CREATURE_LIST) expect(c.rangedCombat > 0, c.name).toBe(c.range > 0);
    expect(CREATURE_LIST.filter((c) => c.rangedCombat > 0).map((c) => c.name)).toEqual([
      'Elf',
      'Centaur',
      'Manticore',
      'Green Dragon',
      'Red Dragon',
      'Golden Dragon',
    ]);
  });
  it('stores records in a memory order that is a permutation', () => {
    const orders = [
      ...CREATURE_LIST.map((c) => CREATURE_PROVENANCE[c.name].recordMemoryOrder),
      ...PIECE_LIST.map((p) => PIECE_PROVENANCE[p.name].recordMemoryOrder),
    ];
    expect(orders).toHaveLength(39);
    expect(new Set(orders).size).toBe(orders.length);
  });
});

describe('other pieces (ids 34–40)', () => {
  it('has 7 valid records in id order, agreeing with the spell table', () => {
    expect(PIECE_LIST).toHaveLength(7);
    expect(Object.keys(PIECE_PROVENANCE)).toEqual([...PIECE_NAMES]);
    PIECE_LIST.forEach((p, i) => {
      expect(validate(p, pieceSchema), p.name).toEqual([]);
      expect(validate(PIECE_PROVENANCE[p.name], pieceProvenanceSchema), p.name).toEqual([]);
      expect(p.id).toBe(34 + i);
      expect(PIECES[p.name]).toBe(p);
      const s = SPELLS[p.id];
      expect(s.name).toBe(p.name);
      expect(s.castChancePct).toBe(p.castChancePct);
      expect(s.alignment).toBe(p.alignment);
    });
  });
  it('keeps the woods’ stale record bytes apart from the spell table values', () => {
    expect([PIECES['Magic Wood'].recordAlignmentShown, PIECES['Magic Wood'].alignment]).toEqual([
      2, 1,
    ]);
    expect([PIECES['Shadow Wood'].recordAlignmentShown, PIECES['Shadow Wood'].alignment]).toEqual([
      -2, -1,
    ]);
    expect((PIECES['Magic Wood'].recordChanceByte + 1) * 10).toBe(70);
    expect(PIECES['Magic Wood'].castChancePct).toBe(80);
  });
  it('places as many pieces per cast as the spell table says', () => {
    for (const p of PIECE_LIST) expect(p.perCast).toBe(SPELLS[p.id].count);
  });
});

describe('spell table (65 numbers)', () => {
  it('has 65 valid entries keyed by number, at 7-byte steps from #7D60', () => {
    expect(SPELL_LIST).toHaveLength(65);
    expect(Object.keys(SPELLS)).toHaveLength(65);
    expect(Object.keys(SPELL_PROVENANCE)).toEqual(Object.keys(SPELLS));
    SPELL_LIST.forEach((s, i) => {
      expect(validate(s, spellSchema), `${s.number} ${s.name}`).toEqual([]);
      expect(s.number).toBe(i + 1);
      const prov = SPELL_PROVENANCE[s.number];
      expect(validate(prov, spellProvenanceSchema), `${s.number} ${s.name}`).toEqual([]);
      expect(prov.spellTableAddr).toBe(0x7d60 + 7 * i);
      expect(s.castChancePct).toBe((s.chanceByte + 1) * 10);
    });
  });
  it('names are unique per number except Magic Bolt, Lightning, Subversion, Raise Dead and Turmoil', () => {
    const seen = new Map<string, number[]>();
    for (const s of SPELL_LIST) seen.set(s.name, [...(seen.get(s.name) ?? []), s.number]);
    const dups = [...seen.entries()].filter(([, ns]) => ns.length > 1);
    expect(dups).toEqual([
      ['Magic Bolt', [41, 42]],
      ['Lightning', [43, 44]],
      ['Subversion', [60, 61]],
      ['Raise Dead', [62, 63]],
      ['Turmoil', [64, 65]],
    ]);
    expect(seen.size).toBe(SPELL_NAMES.length);
    expect([...seen.keys()]).toEqual([...SPELL_NAMES]);
    for (const second of SECOND_NUMBERS) {
      const a = SPELL_LIST[second - 2];
      const b = SPELL_LIST[second - 1];
      if (!a || !b) throw new Error('missing entry');
      // Identical except where they sit and whether a Magic Wood can give that number.
      const strip = (s: typeof a) => ({
        ...s,
        ...SPELL_PROVENANCE[s.number],
        number: 0,
        spellTableAddr: 0,
        fromMagicWood: false,
      });
      expect(strip(b)).toEqual(strip(a));
    }
    expect(spellNumbers('Turmoil')).toEqual([64, 65]);
  });
  it('creature spells are 2–33, then the objects 34–40 in piece order', () => {
    for (const s of SPELL_LIST)
      expect(s.kind === 'creature', s.name).toBe(s.number >= 2 && s.number <= 33);
    expect(SPELL_LIST.slice(33, 40).map((s) => s.name)).toEqual([...PIECE_NAMES]);
  });
  it('shows ranges as byte >> 1, 10 or more as 20, and none for creatures', () => {
    for (const s of SPELL_LIST) {
      const half = s.rangeByte >> 1;
      expect(s.rangeShown, s.name).toBe(s.kind === 'creature' ? null : half >= 10 ? 20 : half);
    }
  });
  it('range bytes below 20 are the half-unit limits of their shown squares (2 × squares + 1)', () => {
    for (const s of SPELL_LIST) {
      if (s.rangeByte > 0 && s.rangeByte < 20)
        expect(rangeLimit(s.rangeByte >> 1), s.name).toBe(s.rangeByte);
    }
  });
  it('starting books: Disbelieve always, 2–63 at random, Turmoil never', () => {
    for (const s of SPELL_LIST) {
      expect(s.startingBook, s.name).toBe(
        s.number === 1 ? 'always' : s.number <= 63 ? 'random' : 'never',
      );
    }
  });
  it('a Magic Wood gives exactly the numbers 2–64 whose low hex digit is 0–9', () => {
    for (const s of SPELL_LIST) {
      expect(s.fromMagicWood, `${s.number}`).toBe(
        s.number >= 2 && s.number <= 64 && (s.number & 15) <= 9,
      );
    }
  });
  it('only the woods say how their pieces are placed', () => {
    expect(SPELL_LIST.filter((s) => s.placement).map((s) => [s.name, s.placement])).toEqual([
      ['Magic Wood', 'automatic'],
      ['Shadow Wood', 'by-caster'],
    ]);
  });
});

describe('AI values', () => {
  it('the table runs over ids 2–48: creatures, Gooey Blob 4, objects 0, wizards 9', () => {
    expect(AI_VALUE_TABLE).toHaveLength(47);
    expect(aiValue(34)).toBe(4);
    for (const id of [35, 36, 37, 38, 39, 40]) expect(aiValue(id)).toBe(0);
    for (let id = 41; id <= 48; id++) expect(aiValue(id)).toBe(9);
  });
  it('the stored "two entries along" column is the value of the piece two ids along', () => {
    for (const c of CREATURE_LIST) {
      expect(strongestWizardCheckValue(c.id), c.name).toBe(c.aiValueReadByStrongestWizardCheck);
    }
  });
});

describe('start squares and upgrades', () => {
  it('start square bytes decode to board squares, one per wizard, all different', () => {
    for (let n = 2; n <= 8; n++) {
      if (!isWizardCount(n)) throw new Error('unreachable');
      const bytes = START_SQUARE_BYTES[n];
      expect(bytes).toHaveLength(n);
      const sq = startSquares(n);
      if (!sq.ok) throw new Error(sq.message);
      for (const s of sq.value) {
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.x).toBeLessThanOrEqual(14);
        expect(s.y).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeLessThanOrEqual(9);
      }
      expect(new Set(sq.value.map((s) => `${s.x},${s.y}`)).size).toBe(n);
    }
  });
  it('every upgrade spell has an effect and is an upgrade in the spell table', () => {
    const upgrades = SPELL_LIST.filter((s) => s.kind === 'upgrade').map((s) => s.name);
    expect(Object.keys(UPGRADE_EFFECTS).sort()).toEqual([...upgrades].sort());
  });
  it('spreading covers every target class for both spreaders', () => {
    for (const row of Object.values(SPREAD_TABLE)) {
      expect(row.blob.vanishRoll).toBe(row.blob.effect !== 'nothing');
      expect(row.fire.vanishRoll).toBe(row.fire.effect !== 'nothing');
    }
  });
});
