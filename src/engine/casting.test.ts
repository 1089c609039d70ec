import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alignmentMark, balanceAfter, balanceBonus, balanceDisplay } from './balance';
import {
  castChance,
  castOutcome,
  castingChance,
  castRollCount,
  castTest,
  chanceBand,
  CHANCE_BANDS,
  CHANCE_BANDS_CONFIRMED,
  resolveCast,
  humanRollsTwice,
} from './casting';
import { SPELL_LIST, spellByName } from './lookup';
import { gcd, odds, oddsOf, plus } from './odds';
import { CASTER_KINDS, type CasterKind, SPELL_NAMES, type Odds } from './types';

const isLowest = (o: Odds) =>
  o.num >= 0 && o.num <= o.den && gcd(o.num, o.den) === (o.num === 0 ? o.den : 1);
const balanceArb = fc.integer({ min: -128, max: 127 });
const abilityArb = fc.integer({ min: 0, max: 2 });
const spellArb = fc.constantFrom(...SPELL_NAMES);

describe('castChance', () => {
  it('is (chance byte + 1) in 10 with no balance and no ability', () => {
    for (const s of SPELL_LIST) {
      expect(castChance(s.name, { balance: 0, ability: 0 })).toEqual(odds(s.chanceByte + 1, 10));
    }
  });
  it('adds ability: Green Dragon 10 % → 30 %, Magic Armour 40 % → 60 % at ability 2', () => {
    expect(castChance('Green Dragon', { balance: 0, ability: 2 })).toEqual(odds(3, 10));
    expect(castChance('Magic Armour', { balance: 0, ability: 2 })).toEqual(odds(6, 10));
  });
  it('adds |balance| >> 2 only when balance and spell lean the same way', () => {
    // Law-2 is lawful (+4), Chaos-2 chaotic (−4), Wall neutral.
    expect(castChance('Law-2', { balance: 8, ability: 0 })).toEqual(odds(8, 10)); // 5 + 2 → 8/10
    expect(castChance('Law-2', { balance: 7, ability: 0 })).toEqual(odds(7, 10)); // 7 >> 2 = 1
    expect(castChance('Law-2', { balance: -20, ability: 0 })).toEqual(odds(6, 10)); // not penalised
    expect(castChance('Chaos-2', { balance: -12, ability: 0 })).toEqual(odds(9, 10));
    expect(castChance('Wall', { balance: 100, ability: 0 })).toEqual(odds(8, 10)); // neutral: no bonus
    expect(castChance('Wall', { balance: -100, ability: 0 })).toEqual(odds(8, 10));
  });
  it('uses the spell table alignment for the Red Dragon (−1), not the −2 on its info screen', () => {
    const w = castingChance('Red Dragon', { balance: -8, ability: 0 });
    if (!w.ok) throw new Error(w.message);
    expect(w.value.alignment).toBe(-1);
    expect(w.value.balanceBonus).toBe(2);
  });
  it('is capped at 100 %', () => {
    const w = castingChance('Orc', { balance: -128, ability: 2 });
    if (!w.ok) throw new Error(w.message);
    expect(w.value).toMatchObject({
      base: 9,
      balanceBonus: 32,
      ability: 2,
      total: 43,
      chance: 9,
      clamped: true,
      percent: 100,
    });
    expect(w.value.odds).toEqual(odds(1, 1));
  });
  it('returns errors for bad input and the thin wrapper throws on them', () => {
    const unknown = castingChance('Fireball', { balance: 0, ability: 0 });
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.error).toBe('unknown-spell');
    const bal = castingChance('Orc', { balance: 200, ability: 0 });
    expect(!bal.ok && bal.error).toBe('bad-balance');
    const ab = castingChance('Orc', { balance: 0, ability: 3 });
    expect(!ab.ok && ab.error).toBe('bad-ability');
    expect(() => castChance('Fireball', { balance: 0, ability: 0 })).toThrow(RangeError);
  });
  it('takes spell numbers too; duplicates give the same chance', () => {
    const a = castingChance(41, { balance: 0, ability: 1 });
    const b = castingChance(42, { balance: 0, ability: 1 });
    expect(a.ok && b.ok && a.value.odds).toEqual(b.ok && b.value.odds);
    expect(castingChance(66, { balance: 0, ability: 0 }).ok).toBe(false);
  });
  it('the working adds up, and the odds are (chance + 1)/10 in lowest terms', () => {
    fc.assert(
      fc.property(spellArb, balanceArb, abilityArb, (spell, balance, ability) => {
        const w = castingChance(spell, { balance, ability });
        if (!w.ok) throw new Error(w.message);
        const v = w.value;
        expect(v.total).toBe(v.base + v.balanceBonus + v.ability);
        expect(v.chance).toBe(Math.min(9, Math.max(0, v.total)));
        expect(v.odds).toEqual(odds(v.chance + 1, 10));
        expect(v.percent).toBe((v.chance + 1) * 10);
        expect(isLowest(v.odds)).toBe(true);
      }),
    );
  });
  it('never falls as the balance leans further the spell’s way, nor as ability rises', () => {
    fc.assert(
      fc.property(spellArb, fc.integer({ min: 0, max: 126 }), abilityArb, (spell, b, ability) => {
        const s = spellByName(spell);
        const sign = s.alignment < 0 ? -1 : 1;
        const lo = castChance(spell, { balance: sign * b, ability });
        const hi = castChance(spell, { balance: sign * (b + 1), ability });
        expect(hi.p).toBeGreaterThanOrEqual(lo.p);
        if (ability < 2)
          expect(
            castChance(spell, { balance: sign * b, ability: ability + 1 }).p,
          ).toBeGreaterThanOrEqual(lo.p);
      }),
    );
  });
});

describe('balance', () => {
  it('is a signed byte: past +127 or −128 it wraps', () => {
    expect(balanceAfter(0, 4)).toBe(4);
    expect(balanceAfter(126, 4)).toBe(-126);
    expect(balanceAfter(127, 1)).toBe(-128);
    expect(balanceAfter(-128, -1)).toBe(127);
    expect(balanceAfter(-126, -4)).toBe(126);
    expect(() => balanceAfter(0.5, 1)).toThrow(RangeError);
  });
  it('always stays in −128…127 and agrees with plain addition inside it', () => {
    fc.assert(
      fc.property(balanceArb, fc.integer({ min: -1000, max: 1000 }), (b, d) => {
        const after = balanceAfter(b, d);
        expect(after).toBeGreaterThanOrEqual(-128);
        expect(after).toBeLessThanOrEqual(127);
        expect((((after - b - d) % 256) + 256) % 256).toBe(0);
        if (b + d >= -128 && b + d <= 127) expect(after).toBe(b + d);
      }),
    );
  });
  it('shows one symbol per 4 points; marks spells ↑ ∗ −', () => {
    expect(balanceDisplay(0)).toMatchObject({ side: 'neutral', symbols: 0 });
    expect(balanceDisplay(3)).toMatchObject({ side: 'law', label: 'LAW', symbols: 0 });
    expect(balanceDisplay(8)).toMatchObject({ side: 'law', label: 'LAW', symbol: '↑', symbols: 2 });
    expect(balanceDisplay(-13)).toMatchObject({
      side: 'chaos',
      label: 'CHAOS',
      symbol: '∗',
      symbols: 3,
    });
    expect(balanceDisplay(-128).symbols).toBe(32);
    expect([alignmentMark(2), alignmentMark(-1), alignmentMark(0)]).toEqual(['↑', '∗', '−']);
  });
  it('the bonus is a quarter of the balance, rounded down, for the same side only', () => {
    fc.assert(
      fc.property(balanceArb, fc.integer({ min: -4, max: 4 }), (b, a) => {
        const bonus = balanceBonus(b, a);
        expect(bonus).toBe(
          Math.sign(b) === Math.sign(a) && a !== 0 ? Math.floor(Math.abs(b) / 4) : 0,
        );
      }),
    );
  });
});

describe('castOutcome: illusions and the human double roll', () => {
  it('a human’s Law-2 that passes both rolls moves the balance by 8, not 4', () => {
    const o = castOutcome('Law-2', { balance: 0, ability: 0, caster: 'human' });
    if (!o.ok) throw new Error(o.message);
    expect(o.value.rolls).toBe(2);
    const p = odds(6, 10);
    expect(o.value.works).toEqual(p); // same chance: the second roll decides
    expect(oddsOf(o.value.balanceChange, 8)).toEqual(odds(36, 100));
    expect(oddsOf(o.value.balanceChange, 4)).toEqual(odds(48, 100));
    expect(oddsOf(o.value.balanceChange, 0)).toEqual(odds(16, 100));
    expect(oddsOf(o.value.balanceAfter, 8)).toEqual(odds(36, 100));
  });
  it('a computer rolls once, so its Law-2 moves the balance by 4 at most', () => {
    const o = castOutcome('Law-2', { balance: 0, ability: 0, caster: 'computer' });
    if (!o.ok) throw new Error(o.message);
    expect(o.value.rolls).toBe(1);
    expect(o.value.balanceChange.map((x) => x.value)).toEqual([0, 4]);
    expect(oddsOf(o.value.balanceChange, 4)).toEqual(odds(6, 10));
  });
  it('rolls twice for humans only for upgrades, Law/Chaos, Magic Wood, the justice spells, Raise Dead and Turmoil', () => {
    const twice = SPELL_LIST.filter(humanRollsTwice).map((s) => s.number);
    expect(twice).toEqual([
      36, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 62, 63, 64, 65,
    ]);
  });
  it('an illusion always works and still moves the balance', () => {
    const o = castOutcome('Golden Dragon', {
      balance: 0,
      ability: 0,
      caster: 'human',
      illusion: true,
    });
    if (!o.ok) throw new Error(o.message);
    expect(o.value.rolls).toBe(0);
    expect(o.value.works).toEqual(odds(1, 1));
    expect(o.value.balanceChange).toEqual([{ value: 2, odds: odds(1, 1) }]);
    const bad = castOutcome('Magic Bolt', {
      balance: 0,
      ability: 0,
      caster: 'human',
      illusion: true,
    });
    expect(!bad.ok && bad.error).toBe('not-a-creature');
  });
  it('wraps the balance across the signed-byte edge, roll by roll', () => {
    // At +125 the Law bonus (31) makes Law-2 certain: 125 → −127 → −123.
    const o = castOutcome('Law-2', { balance: 125, ability: 0, caster: 'human' });
    if (!o.ok) throw new Error(o.message);
    expect(o.value.balanceAfter).toEqual([{ value: -123, odds: odds(1, 1) }]);
    const c = castOutcome('Law-2', { balance: 125, ability: 0, caster: 'computer' });
    if (!c.ok) throw new Error(c.message);
    expect(c.value.balanceAfter).toEqual([{ value: -127, odds: odds(1, 1) }]);
  });
  it('distributions sum to exactly 1 and the balance change is a multiple of the alignment', () => {
    fc.assert(
      fc.property(
        spellArb,
        balanceArb,
        abilityArb,
        fc.constantFrom<CasterKind>(...CASTER_KINDS),
        (spell, balance, ability, caster) => {
          const o = castOutcome(spell, { balance, ability, caster });
          if (!o.ok) throw new Error(o.message);
          expect(plus(...o.value.balanceChange.map((x) => x.odds))).toEqual(odds(1, 1));
          expect(plus(...o.value.balanceAfter.map((x) => x.odds))).toEqual(odds(1, 1));
          const a = spellByName(spell).alignment;
          for (const x of o.value.balanceChange)
            expect(a === 0 ? x.value === 0 : x.value % a === 0).toBe(true);
        },
      ),
    );
  });
});

describe('castRollCount and resolveCast', () => {
  it('counts 0 rolls for an illusion, 2 for a human double-roll spell, else 1', () => {
    for (const s of SPELL_LIST) {
      expect(castRollCount(s, 'computer')).toBe(1);
      expect(castRollCount(s, 'human')).toBe(humanRollsTwice(s) ? 2 : 1);
      expect(castRollCount(s, 'human', true)).toBe(0);
    }
  });

  it('agrees with castOutcome on the number of rolls', () => {
    fc.assert(
      fc.property(
        spellArb,
        fc.constantFrom('human' as const, 'computer' as const),
        (name, caster) => {
          const o = castOutcome(name, { balance: 0, ability: 0, caster });
          if (!o.ok) throw new Error(o.message);
          expect(castRollCount(spellByName(name), caster)).toBe(o.value.rolls);
        },
      ),
    );
  });

  it("moves the balance once per passed roll: a human's Law-2 passing both rolls adds 8", () => {
    const r = resolveCast('Law-2', { balance: 0, ability: 0, caster: 'human' }, [true, true]);
    if (!r.ok) throw new Error(r.message);
    expect(r.value).toMatchObject({
      works: true,
      balanceChange: 8,
      balanceAfter: 8,
      wrapped: false,
    });
    const firstOnly = resolveCast('Law-2', { balance: 0, ability: 0, caster: 'human' }, [
      true,
      false,
    ]);
    if (!firstOnly.ok) throw new Error(firstOnly.message);
    // The first roll passed (balance +4) but the second decides: the spell fails.
    expect(firstOnly.value).toMatchObject({ works: false, balanceAfter: 4 });
    const comp = resolveCast('Chaos-2', { balance: 0, ability: 0, caster: 'computer' }, [true]);
    if (!comp.ok) throw new Error(comp.message);
    expect(comp.value.balanceAfter).toBe(-4);
  });

  it('wraps at the signed-byte ends, like balanceAfter', () => {
    const r = resolveCast('Law-2', { balance: 125, ability: 0, caster: 'computer' }, [true]);
    if (!r.ok) throw new Error(r.message);
    expect(r.value).toMatchObject({ balanceAfter: balanceAfter(125, 4), wrapped: true });
    expect(r.value.balanceAfter).toBe(-127);
    const c = resolveCast('Chaos-1', { balance: -127, ability: 0, caster: 'computer' }, [true]);
    if (!c.ok) throw new Error(c.message);
    expect(c.value).toMatchObject({ balanceAfter: 127, wrapped: true });
  });

  it('an illusion always works and moves the balance once', () => {
    const r = resolveCast(
      'Green Dragon',
      { balance: 0, ability: 0, caster: 'human', illusion: true },
      [],
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.value).toMatchObject({ works: true, balanceChange: -1, balanceAfter: -1 });
  });

  it('refuses a wrong number of rolls, and a non-creature illusion', () => {
    const r = resolveCast('Law-2', { balance: 0, ability: 0, caster: 'human' }, [true]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('wrong-roll-count');
    const i = resolveCast('Law-2', { balance: 0, ability: 0, caster: 'human', illusion: true }, []);
    expect(i.ok).toBe(false);
    if (!i.ok) expect(i.error).toBe('not-a-creature');
  });

  it('matches the castOutcome distribution when every roll pattern is weighed', () => {
    fc.assert(
      fc.property(spellArb, balanceArb, abilityArb, (name, balance, ability) => {
        const o = castOutcome(name, { balance, ability, caster: 'human' });
        if (!o.ok) throw new Error(o.message);
        const p = o.value.working.odds.p;
        const n = o.value.rolls;
        const patterns: boolean[][] =
          n === 2
            ? [
                [true, true],
                [true, false],
                [false, true],
                [false, false],
              ]
            : [[true], [false]];
        const byBalance = new Map<number, number>();
        for (const pat of patterns) {
          const r = resolveCast(name, { balance, ability, caster: 'human' }, pat);
          if (!r.ok) throw new Error(r.message);
          const w = pat.reduce((acc, pass) => acc * (pass ? p : 1 - p), 1);
          byBalance.set(r.value.balanceAfter, (byBalance.get(r.value.balanceAfter) ?? 0) + w);
        }
        for (const outcome of o.value.balanceAfter) {
          expect(byBalance.get(outcome.value) ?? 0).toBeCloseTo(outcome.odds.p, 10);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('chanceBand', () => {
  it('gives every chance byte 0–9 exactly one band, two steps each', () => {
    for (let c = 0; c <= 9; c++) {
      expect(CHANCE_BANDS.filter((b) => c >= b.from && c <= b.to)).toHaveLength(1);
      expect(chanceBand(c).colour).toBe(CHANCE_BANDS[c >> 1]!.colour);
    }
    expect(() => chanceBand(10)).toThrow(RangeError);
    expect(() => chanceBand(-1)).toThrow(RangeError);
    expect(CHANCE_BANDS_CONFIRMED).toBe(false);
  });
});

describe('refuses junk (issue 14)', () => {
  it('castTest takes a chance byte 0–9', () => {
    expect(castTest(9).pass([9])).toBe(true);
    for (const c of [-1, 10, 1.5, NaN, '3'])
      expect(() => castTest(c as number), String(c)).toThrow(RangeError);
  });

  it('castRollCount and humanRollsTwice take entries of the spell table, a caster and a flag', () => {
    const king = spellByName('Vengeance');
    expect(castRollCount(king, 'human')).toBe(2);
    expect(() => castRollCount(king, 'robot' as CasterKind)).toThrow(RangeError);
    expect(() => castRollCount(king, 'human', 'true' as never)).toThrow(RangeError);
    expect(() => castRollCount({ ...king, name: 'toString' } as never, 'human')).toThrow(
      RangeError,
    );
    expect(() => humanRollsTwice({ number: 99 } as never)).toThrow(RangeError);
    expect(() => humanRollsTwice(null as never)).toThrow(RangeError);
  });

  it('chanceBand names odd values without throwing anything but a RangeError', () => {
    expect(() => chanceBand(Object.create(null) as number)).toThrow(RangeError);
  });
});
