import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POSITION,
  DEFAULT_POSITION_WIZARD,
  STAT_LIMITS,
  UPGRADE_FLAG_MASK,
  decodePosition,
  encodePosition,
  validatePosition,
  validatePositionWizard,
  withWizard,
  wizardMoveOptions,
  type PositionExtras,
  type PositionWizard,
} from './position';
import { WIZARD_FLAG_BITS } from './data/wizards';
import { SPELLS } from './data/spells';
import { WIZARD_STAT_ORDER, WIZARD_STAT_RULES, type WizardStats } from './wizards';

const ok = <T>(r: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('the default position', () => {
  it('is a human whose every starting d10 came up 4: combat 3, defence 3, manoeuvre 5, resistance 7, 13 spells', () => {
    expect(DEFAULT_POSITION_WIZARD.stats).toEqual({
      combat: 3,
      rangedCombat: 0,
      range: 0,
      defence: 3,
      movement: 1,
      manoeuvre: 5,
      magicResistance: 7,
      spells: 13,
      ability: 0,
    });
    for (const name of WIZARD_STAT_ORDER) {
      const rule = WIZARD_STAT_RULES[name];
      expect(DEFAULT_POSITION_WIZARD.stats[name], name).toBe(
        rule.value(new Array<number>(rule.dice).fill(4), 0),
      );
    }
    expect(DEFAULT_POSITION_WIZARD.book).toEqual([1]);
    expect(DEFAULT_POSITION.wizards).toHaveLength(8);
    expect(validatePosition(DEFAULT_POSITION).ok).toBe(true);
  });
  it('encodes as the empty code, and the empty code reads back as the default', () => {
    expect(encodePosition(DEFAULT_POSITION)).toEqual({ ok: true, value: '' });
    expect(decodePosition('')).toEqual({ ok: true, value: DEFAULT_POSITION });
  });
});

describe('a book entry', () => {
  it('is a spell number 1–65, each of them a spell of the table', () => {
    // Every number 1–65 is a spell, so a book entry needs only that range.
    expect(Object.keys(SPELLS).map(Number)).toEqual(Array.from({ length: 65 }, (_, i) => i + 1));
  });
});

describe('editing a seat', () => {
  it('changes that seat only', () => {
    const p = ok(
      withWizard(DEFAULT_POSITION, 2, {
        stats: { manoeuvre: 8 },
        flags: WIZARD_FLAG_BITS.shadowForm,
      }),
    );
    expect(p.wizards[2]?.stats.manoeuvre).toBe(8);
    expect(p.wizards[2]?.stats.combat).toBe(3);
    expect(p.wizards[0]).toBe(DEFAULT_POSITION_WIZARD);
    const plain = { wings: false, magicWeapon: false };
    expect(wizardMoveOptions(p, 2)).toEqual({ wizardManoeuvre: 8, shadowForm: true, ...plain });
    expect(wizardMoveOptions(p, 0)).toEqual({ wizardManoeuvre: 5, shadowForm: false, ...plain });
  });
  it('refuses values out of range and says why', () => {
    const big = withWizard(DEFAULT_POSITION, 0, { stats: { manoeuvre: 20 } });
    expect(big).toMatchObject({ ok: false, error: 'bad-stat' });
    if (!big.ok) expect(big.message).toContain('manoeuvre');
    expect(withWizard(DEFAULT_POSITION, 0, { flags: WIZARD_FLAG_BITS.dead })).toMatchObject({
      ok: false,
      error: 'bad-flags',
    });
    expect(withWizard(DEFAULT_POSITION, 0, { book: [1, 66] })).toMatchObject({
      ok: false,
      error: 'bad-book',
    });
    expect(withWizard(DEFAULT_POSITION, 0, { book: new Array(21).fill(1) })).toMatchObject({
      ok: false,
      error: 'bad-book',
    });
    expect(withWizard(DEFAULT_POSITION, 0, { player: 'computer', level: 0 })).toMatchObject({
      ok: false,
      error: 'bad-wizard',
    });
    expect(withWizard(DEFAULT_POSITION, 0, { level: 3 })).toMatchObject({
      ok: false,
      error: 'bad-wizard',
    });
    expect(withWizard(DEFAULT_POSITION, 8, { level: 0 })).toMatchObject({
      ok: false,
      error: 'bad-seat',
    });
    expect(validatePosition({ ...DEFAULT_POSITION, turn: 256 })).toMatchObject({
      ok: false,
      error: 'bad-turn',
    });
    expect(validatePosition({ ...DEFAULT_POSITION, actor: 8 })).toMatchObject({
      ok: false,
      error: 'bad-actor',
    });
  });
});

describe('the position code', () => {
  it('writes a worked example bit for bit', () => {
    // Turn 3, wizard 2 to act, seat 1 a level-4 computer with Magic Armour and a 2-spell book.
    const p = ok(
      withWizard({ ...DEFAULT_POSITION, turn: 3, actor: 1 }, 1, {
        player: 'computer',
        level: 4,
        flags: WIZARD_FLAG_BITS.armour | WIZARD_FLAG_BITS.shield,
        book: [1, 41],
      }),
    );
    const code = ok(encodePosition(p));
    // 000001 000000 110010 000001 0…: version 1, turn 00000011, actor 001, mask 00000010, then
    // 37 stat bits, 8 flag bits, 1 + 4 player and level, 5 + 2 × 7 book: 94 bits, 16 characters.
    expect(code.slice(0, 4)).toBe('BAyB');
    expect(code).toHaveLength(16);
    expect(ok(decodePosition(code))).toEqual(p);
  });
  it('refuses bad codes with a reason, never throwing', () => {
    for (const bad of [
      '!',
      'A',
      'B',
      'BADC',
      'zzzzzzzzzz',
      'x'.repeat(401),
      '<script>',
      '\u{1F600}',
      42,
      null,
    ]) {
      const r = decodePosition(bad);
      expect(r.ok, String(bad)).toBe(false);
      if (!r.ok) expect(r.error).toBe('bad-code');
    }
    // A valid code with a character changed or cut short.
    const code = ok(encodePosition(ok(withWizard(DEFAULT_POSITION, 0, { book: [1, 2, 3] }))));
    expect(decodePosition(code.slice(0, -2)).ok).toBe(false);
    expect(decodePosition(`${code}A`).ok).toBe(false);
  });

  const stat = (name: keyof WizardStats) =>
    fc.integer({ min: STAT_LIMITS[name][0], max: STAT_LIMITS[name][1] });
  const wizard: fc.Arbitrary<PositionWizard> = fc.record({
    stats: fc.record(
      Object.fromEntries(WIZARD_STAT_ORDER.map((n) => [n, stat(n)])) as unknown as {
        [K in keyof WizardStats]: fc.Arbitrary<number>;
      },
    ) as fc.Arbitrary<WizardStats>,
    flags: fc.integer({ min: 0, max: 255 }).map((f) => f & UPGRADE_FLAG_MASK),
    book: fc.array(fc.integer({ min: 1, max: 65 }), { maxLength: 20 }),
    player: fc.constant('human' as const),
    level: fc.constant(0),
  });
  const position: fc.Arbitrary<PositionExtras> = fc.record({
    wizards: fc.array(fc.oneof(wizard, fc.constant(DEFAULT_POSITION_WIZARD)), {
      minLength: 8,
      maxLength: 8,
    }),
    turn: fc.integer({ min: 0, max: 255 }),
    actor: fc.integer({ min: 0, max: 7 }),
  });
  it('reads back every valid position exactly (property)', () => {
    fc.assert(
      fc.property(position, (p) => {
        const code = ok(encodePosition(p));
        expect(code).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(ok(decodePosition(code))).toEqual(p);
      }),
      { seed: 12, numRuns: 300 },
    );
  });
  it('never throws on random text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const r = decodePosition(s);
        if (r.ok) expect(validatePosition(r.value).ok).toBe(true);
      }),
      { seed: 12, numRuns: 500 },
    );
  });
});

describe('refuses junk (issue 14)', () => {
  it('a code that is not one of ours is a bad-code, never an exception', () => {
    for (const code of ['<script>', 'toString', '__proto__', 'A'.repeat(401), '\u0000', 'B'])
      expect(decodePosition(code), code.slice(0, 12)).toMatchObject({
        ok: false,
        error: 'bad-code',
      });
    for (const code of [null, undefined, 5, {}, Object.create(null)])
      expect(decodePosition(code)).toMatchObject({ ok: false, error: 'bad-code' });
  });

  it('positions, seats and changes that are not records or numbers are refused', () => {
    expect(validatePosition(null as never)).toMatchObject({ ok: false, error: 'bad-position' });
    expect(encodePosition('x' as never)).toMatchObject({ ok: false, error: 'bad-position' });
    expect(validatePositionWizard(DEFAULT_POSITION_WIZARD, 1.5)).toMatchObject({
      ok: false,
      error: 'bad-seat',
    });
    expect(validatePositionWizard(null as never, 0)).toMatchObject({
      ok: false,
      error: 'bad-wizard',
    });
    expect(validatePositionWizard(Object.create(null), 0)).toMatchObject({
      ok: false,
      error: 'bad-stat',
    });
    expect(withWizard(DEFAULT_POSITION, 0, null as never)).toMatchObject({
      ok: false,
      error: 'bad-wizard',
    });
    expect(withWizard(DEFAULT_POSITION, 0, { stats: 3 as never })).toMatchObject({
      ok: false,
      error: 'bad-wizard',
    });
    expect(withWizard({ turn: 0 } as never, 0, {})).toMatchObject({
      ok: false,
      error: 'bad-wizard',
    });
    expect(withWizard(DEFAULT_POSITION, NaN, {})).toMatchObject({ ok: false, error: 'bad-seat' });
  });

  it('wizardMoveOptions refuses a bad seat or record with a RangeError', () => {
    expect(wizardMoveOptions(DEFAULT_POSITION, 7)).toEqual({
      wizardManoeuvre: 5,
      shadowForm: false,
      wings: false,
      magicWeapon: false,
    });
    expect(() => wizardMoveOptions(DEFAULT_POSITION, 8)).toThrow(RangeError);
    expect(() => wizardMoveOptions(null as never, 0)).toThrow(RangeError);
    const bad = { ...DEFAULT_POSITION, wizards: [{ ...DEFAULT_POSITION_WIZARD, flags: NaN }] };
    expect(() => wizardMoveOptions(bad, 0)).toThrow(RangeError);
  });
});
