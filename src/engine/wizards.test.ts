import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attackOdds } from './combat';
import { gameLength } from './game';
import { boltOdds } from './magicAttacks';
import { odds, oddsOf, plus, testOdds } from './odds';
import { seedRng } from './rng';
import {
  abilityChanceTest,
  abilityOdds,
  castUpgrade,
  computerSkipsUpgrade,
  generateWizardStats,
  levelBonus,
  randomSpellsKept,
  squareFromByte,
  startSquares,
  upgradesFromFlags,
  wizardFighter,
  wizardState,
  wizardStatDistributions,
  WIZARD_STAT_ORDER,
  type WizardState,
} from './wizards';

const level = fc.integer({ min: 0, max: 8 });
const base: WizardState = wizardState({
  combat: 3,
  defence: 3,
  manoeuvre: 5,
  magicResistance: 7,
  spells: 13,
});

describe('ability', () => {
  it('a human gets a chance at ability 4 in 10; computer level 8 (bonus 7) 7 in 10', () => {
    expect(testOdds(abilityChanceTest(0))).toEqual(odds(4, 10));
    expect(testOdds(abilityChanceTest(1))).toEqual(odds(4, 10));
    expect(testOdds(abilityChanceTest(8))).toEqual(odds(7, 10));
  });
  it('a human starts with ability 0 76 %, 1 16 %, 2 8 %', () => {
    expect(abilityOdds(0)).toEqual([odds(76, 100), odds(16, 100), odds(8, 100)]);
  });
  it('given the chance, ability is 0, 1, 2 with 4, 4, 2 in 10 (level 8: 58/28/14 %)', () => {
    const [a0, a1, a2] = abilityOdds(8);
    expect([a0, a1, a2]).toEqual([odds(58, 100), odds(28, 100), odds(14, 100)]);
    // 0.3 (no chance) + 0.7 × 0.4, 0.7 × 0.4, 0.7 × 0.2
    expect(a1.p / 0.7).toBeCloseTo(0.4, 12);
    expect(a2.p / 0.7).toBeCloseTo(0.2, 12);
  });
  it('rejects levels outside 0–8', () => {
    expect(() => abilityOdds(9)).toThrow(RangeError);
    const r = wizardStatDistributions(-1);
    expect(!r.ok && r.error).toBe('bad-level');
  });
  it('higher levels never make ability 0 more likely', () => {
    for (let l = 0; l < 8; l++)
      expect(abilityOdds(l + 1)[0].p).toBeLessThanOrEqual(abilityOdds(l)[0].p);
  });
});

describe('starting statistics', () => {
  it('a human rolls combat and defence 1–5, manoeuvre 3–7, magic resistance 6–8 (40/40/20 %), spells 11–15', () => {
    const r = wizardStatDistributions(0);
    if (!r.ok) throw new Error(r.message);
    const s = r.value.stats;
    const values = (k: keyof typeof s) => s[k].map((o) => o.value);
    expect(values('combat')).toEqual([1, 2, 3, 4, 5]);
    expect(values('defence')).toEqual([1, 2, 3, 4, 5]);
    expect(values('manoeuvre')).toEqual([3, 4, 5, 6, 7]);
    expect(s.magicResistance).toEqual([
      { value: 6, odds: odds(4, 10) },
      { value: 7, odds: odds(4, 10) },
      { value: 8, odds: odds(2, 10) },
    ]);
    expect(values('spells')).toEqual([11, 12, 13, 14, 15]);
    for (const o of s.combat) expect(o.odds).toEqual(odds(1, 5));
    expect(s.movement).toEqual([{ value: 1, odds: odds(1, 1) }]);
    expect(s.rangedCombat).toEqual([{ value: 0, odds: odds(1, 1) }]);
    expect(s.range).toEqual([{ value: 0, odds: odds(1, 1) }]);
  });
  it('level 8 (L = 7): combat 4–8, manoeuvre 4–8, no magic resistance bonus, spells 18–20 with 20 at 6 in 10', () => {
    const r = wizardStatDistributions(8);
    if (!r.ok) throw new Error(r.message);
    const s = r.value.stats;
    expect(s.combat.map((o) => o.value)).toEqual([4, 5, 6, 7, 8]);
    expect(s.manoeuvre.map((o) => o.value)).toEqual([4, 5, 6, 7, 8]);
    expect(s.magicResistance.map((o) => o.value)).toEqual([6, 7, 8]);
    expect(s.spells).toEqual([
      { value: 18, odds: odds(2, 10) },
      { value: 19, odds: odds(2, 10) },
      { value: 20, odds: odds(6, 10) },
    ]);
    // 20 slots: Disbelieve + at most 19 random spells are kept.
    expect(r.value.randomSpellsKept).toEqual([
      { value: 18, odds: odds(2, 10) },
      { value: 19, odds: odds(8, 10) },
    ]);
    expect(oddsOf(r.value.bookEntries, 20)).toEqual(odds(8, 10));
  });
  it('every distribution sums to exactly 1, at every level', () => {
    fc.assert(
      fc.property(level, (l) => {
        const r = wizardStatDistributions(l);
        if (!r.ok) throw new Error(r.message);
        for (const k of WIZARD_STAT_ORDER)
          expect(plus(...r.value.stats[k].map((o) => o.odds))).toEqual(odds(1, 1));
        expect(plus(...r.value.bookEntries.map((o) => o.odds))).toEqual(odds(1, 1));
        const [a, b, c] = abilityOdds(l);
        expect(plus(a, b, c)).toEqual(odds(1, 1));
      }),
    );
  });
  it('generated wizards only take values the exact distributions allow, and seeding repeats them', () => {
    fc.assert(
      fc.property(level, fc.integer(), (l, seed) => {
        const g = generateWizardStats(l, seedRng(seed));
        const d = wizardStatDistributions(l);
        if (!g.ok || !d.ok) throw new Error('bad level');
        for (const k of WIZARD_STAT_ORDER) {
          expect(oddsOf(d.value.stats[k], g.value.value[k]).num).toBeGreaterThan(0);
        }
        expect(generateWizardStats(l, seedRng(seed))).toEqual(g);
      }),
    );
  });
  it('generated abilities match the exact odds in frequency', () => {
    let s = seedRng(2024);
    const counts = [0, 0, 0];
    const n = 20000;
    for (let i = 0; i < n; i++) {
      const g = generateWizardStats(0, s);
      if (!g.ok) throw new Error(g.message);
      counts[g.value.value.ability] = (counts[g.value.value.ability] ?? 0) + 1;
      s = g.value.next;
    }
    abilityOdds(0).forEach((o, i) =>
      expect(Math.abs((counts[i] ?? 0) / n - o.p)).toBeLessThan(0.015),
    );
  });
});

describe('start squares and game length', () => {
  it('places 2 wizards at (1,4) and (13,4), 8 at the corners and edge middles', () => {
    const two = startSquares(2);
    expect(two.ok && two.value).toEqual([
      { x: 1, y: 4 },
      { x: 13, y: 4 },
    ]);
    const eight = startSquares(8);
    expect(eight.ok && eight.value).toEqual([
      { x: 0, y: 0 },
      { x: 7, y: 0 },
      { x: 14, y: 0 },
      { x: 0, y: 4 },
      { x: 14, y: 4 },
      { x: 0, y: 9 },
      { x: 7, y: 9 },
      { x: 14, y: 9 },
    ]);
    const bad = startSquares(9);
    expect(!bad.ok && bad.error).toBe('bad-wizard-count');
  });
  it('lasts 2 × wizards + 15 turns: 19 for two, 31 for eight', () => {
    const two = gameLength(2);
    const eight = gameLength(8);
    expect(two.ok && two.value).toBe(19);
    expect(eight.ok && eight.value).toBe(31);
    for (let n = 2; n <= 8; n++) {
      const r = gameLength(n);
      expect(r.ok && r.value).toBe(2 * n + 15);
    }
    expect(gameLength(1).ok).toBe(false);
  });
});

describe('upgrades', () => {
  it('Shield after Armour downgrades to +2; Armour after Shield upgrades to +4', () => {
    const armour = castUpgrade(base, 'Magic Armour');
    expect(upgradesFromFlags(armour.flags).armour).toBe('Magic Armour');
    const downgraded = castUpgrade(armour, 'Magic Shield');
    expect(upgradesFromFlags(downgraded.flags).armour).toBe('Magic Shield');
    expect(
      upgradesFromFlags(castUpgrade(castUpgrade(base, 'Magic Shield'), 'Magic Armour').flags)
        .armour,
    ).toBe('Magic Armour');
  });
  it('Knife after Sword downgrades to +2; Sword replaces a knife', () => {
    const sword = castUpgrade(base, 'Magic Sword');
    expect(upgradesFromFlags(castUpgrade(sword, 'Magic Knife').flags).weapon).toBe('Magic Knife');
    expect(
      upgradesFromFlags(castUpgrade(castUpgrade(base, 'Magic Knife'), 'Magic Sword').flags).weapon,
    ).toBe('Magic Sword');
  });
  it('the bow sets ranged combat 3 and range 6 (absolute) and lets the wizard fight undead', () => {
    const bow = castUpgrade(
      { ...base, stats: { ...base.stats, rangedCombat: 1, range: 2 } },
      'Magic Bow',
    );
    expect([bow.stats.rangedCombat, bow.stats.range]).toEqual([3, 6]);
    expect(attackOdds(wizardFighter(bow), { kind: 'Ghost' }).ok).toBe(true);
    expect(attackOdds(wizardFighter(base), { kind: 'Ghost' }).ok).toBe(false);
  });
  it('wings and Shadow Form set their bits; Shadow Form adds 3 in combat but not against bolts', () => {
    const s = castUpgrade(castUpgrade(base, 'Magic Wings'), 'Shadow Form');
    expect(upgradesFromFlags(s.flags)).toMatchObject({
      wings: true,
      shadowForm: true,
      dead: false,
    });
    const melee = attackOdds({ kind: 'Orc' }, wizardFighter(s));
    expect(melee.ok && melee.value.defence).toBe(base.stats.defence + 3);
    const bolt = boltOdds('Magic Bolt', wizardFighter(s));
    expect(bolt.ok && bolt.value.defence).toBe(base.stats.defence);
  });
  it('the computer skips upgrades it already has', () => {
    expect(computerSkipsUpgrade(base, 'Magic Shield')).toBe(false);
    const armour = castUpgrade(base, 'Magic Armour');
    expect(computerSkipsUpgrade(armour, 'Magic Shield')).toBe(true);
    expect(computerSkipsUpgrade(castUpgrade(base, 'Magic Shield'), 'Magic Armour')).toBe(false);
    expect(computerSkipsUpgrade(castUpgrade(base, 'Magic Sword'), 'Magic Knife')).toBe(true);
    expect(computerSkipsUpgrade(castUpgrade(base, 'Magic Bow'), 'Magic Bow')).toBe(true);
  });
  it('flags stay a byte whatever is cast in whatever order', () => {
    const spells = [
      'Magic Shield',
      'Magic Armour',
      'Magic Sword',
      'Magic Knife',
      'Magic Bow',
      'Magic Wings',
      'Shadow Form',
    ] as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...spells), { maxLength: 12 }), (seq) => {
        const w = seq.reduce(castUpgrade, base);
        expect(w.flags).toBeGreaterThanOrEqual(0);
        expect(w.flags).toBeLessThanOrEqual(255);
        const last = (names: readonly string[]) =>
          [...seq].reverse().find((s) => names.includes(s)) ?? null;
        // The last weapon cast is the one held; likewise for shield/armour.
        expect(upgradesFromFlags(w.flags).weapon).toBe(last(['Magic Knife', 'Magic Sword']));
        expect(upgradesFromFlags(w.flags).armour).toBe(last(['Magic Shield', 'Magic Armour']));
      }),
    );
  });
});

describe('wizardState', () => {
  it('defaults to the lowest human roll and casts upgrades in order through the flag byte', () => {
    const w = wizardState();
    expect(w).toEqual({
      stats: {
        combat: 1,
        rangedCombat: 0,
        range: 0,
        defence: 1,
        movement: 1,
        manoeuvre: 3,
        magicResistance: 6,
        spells: 11,
        ability: 0,
      },
      flags: 0,
    });
    // Shield after Armour is the downgrade the flag byte makes: the same as casting them by hand.
    const both = wizardState({ defence: 4 }, ['Magic Armour', 'Magic Shield']);
    expect(both).toEqual(
      castUpgrade(castUpgrade(wizardState({ defence: 4 }), 'Magic Armour'), 'Magic Shield'),
    );
    expect(wizardFighter(both).armour).toBe('Magic Shield');
    expect(wizardFighter(wizardState({}, ['Magic Shield', 'Magic Armour'])).armour).toBe(
      'Magic Armour',
    );
  });
});

describe('refuses junk (issue 14)', () => {
  it('levels, SPELLS and start-square bytes out of range are RangeErrors', () => {
    for (const f of [levelBonus, abilityChanceTest, abilityOdds]) {
      for (const level of [-1, 9, 1.5, NaN, '3', Object.create(null)])
        expect(() => f(level as never), `${f.name}(${typeof level})`).toThrow(RangeError);
    }
    expect(levelBonus(8)).toBe(7);
    expect(randomSpellsKept(20)).toBe(19);
    for (const n of [-1, 21, 2.5, Infinity]) expect(() => randomSpellsKept(n)).toThrow(RangeError);
    expect(squareFromByte(0x9e)).toEqual({ x: 14, y: 9 });
    for (const b of [0x0f, 0x9f, 160, -1, 1.5])
      expect(() => squareFromByte(b), String(b)).toThrow(RangeError);
    expect(wizardStatDistributions(Object.create(null) as number)).toMatchObject({
      ok: false,
      error: 'bad-level',
    });
    expect(startSquares(Object.create(null) as number)).toMatchObject({
      ok: false,
      error: 'bad-wizard-count',
    });
  });

  it('generateWizardStats needs a generator state', () => {
    expect(generateWizardStats(1, {} as never)).toMatchObject({ ok: false, error: 'bad-rng' });
    expect(generateWizardStats(1, seedRng(1)).ok).toBe(true);
  });

  it('upgrades: only upgrade spells, on a wizard with whole stats and a flag byte', () => {
    const w = wizardState();
    for (const spell of ['toString', '__proto__', 'Magic Bolt', 7])
      expect(() => castUpgrade(w, spell as never), String(spell)).toThrow(RangeError);
    expect(() => computerSkipsUpgrade(w, 'constructor' as never)).toThrow(RangeError);
    const junk: unknown[] = [
      null,
      { flags: 0 },
      { stats: w.stats, flags: 256 },
      { stats: { ...w.stats, combat: NaN }, flags: 0 },
    ];
    for (const j of junk) {
      expect(() => castUpgrade(j as WizardState, 'Magic Sword')).toThrow(RangeError);
      expect(() => computerSkipsUpgrade(j as WizardState, 'Magic Sword')).toThrow(RangeError);
      expect(() => wizardFighter(j as WizardState)).toThrow(RangeError);
    }
  });
});
