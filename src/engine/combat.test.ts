import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  anyKills,
  attackOdds,
  boltKill,
  combatKill,
  combatKillAftermath,
  fireBurns,
  killWithinTurns,
  resists,
  subverts,
} from './combat';
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { breaksFree } from './engagement';
import { baseStats, weaponBonus, type Fighter, type WizardFighter } from './fighters';
import { CREATURE_LIST } from './lookup';
import { boltOdds, magicAttackOdds, subversionOdds } from './magicAttacks';
import { bigOdds, gcd, not, odds, plus } from './odds';
import { CREATURE_NAMES, type Odds } from './types';

const isLowest = (o: Odds) =>
  o.num >= 0 &&
  o.num <= o.den &&
  o.den > 0 &&
  gcd(o.num, o.den) === (o.num === 0 ? o.den : 1) &&
  o.p === o.num / o.den;
const stat = fc.integer({ min: -5, max: 20 });

/** Brute force over the 100 equally likely (attack roll, defence roll) pairs. */
function pairs(pass: (a: number, b: number) => boolean): number {
  let n = 0;
  for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) if (pass(a, b)) n++;
  return n;
}

const wizard = (over: Partial<WizardFighter> = {}): WizardFighter => ({
  kind: 'Wizard',
  combat: 3,
  defence: 3,
  rangedCombat: 0,
  magicResistance: 7,
  ...over,
});

describe('the exact odds functions', () => {
  it('combat kills only if attack + d10 > defence + d10 (a tie saves)', () => {
    expect(combatKill(3, 3)).toEqual(odds(45, 100));
    expect(combatKill(9, 1)).toEqual(
      odds(
        pairs((a, b) => 9 + a > 1 + b),
        100,
      ),
    );
    expect(combatKill(0, 9)).toEqual(odds(0, 1));
    expect(combatKill(10, 0)).toEqual(odds(1, 1));
  });
  it('bolts kill if 3 or 6 + d10 ≥ defence + d10 (a tie kills)', () => {
    expect(boltKill(3, 3)).toEqual(odds(55, 100));
    expect(boltKill(6, 9)).toEqual(
      odds(
        pairs((a, b) => 6 + a >= 9 + b),
        100,
      ),
    );
    expect(boltKill(6, 1)).toEqual(odds(90, 100));
    expect(boltKill(10, 1)).toEqual(odds(1, 1));
  });
  it('a target resists with (magic resistance + 1) in 10', () => {
    for (let mr = 0; mr <= 9; mr++) expect(resists(mr)).toEqual(odds(mr + 1, 10));
    expect(resists(12)).toEqual(odds(1, 1));
  });
  it('Subversion converts with (magic resistance + 1) in 10: Faun and Manticore (8) easy, Horse (1) hard', () => {
    expect(subverts(CREATURES.Faun.magicResistance)).toEqual(odds(9, 10));
    expect(subverts(CREATURES.Manticore.magicResistance)).toEqual(odds(9, 10));
    expect(subverts(CREATURES.Horse.magicResistance)).toEqual(odds(2, 10));
    // The same test as resisting Vengeance.
    fc.assert(
      fc.property(stat, (mr) => {
        expect(subverts(mr)).toEqual(resists(mr));
      }),
    );
  });
  it('breaks free with (manoeuvre − 2) in 10, never at 2 or less', () => {
    for (let m = 0; m <= 12; m++)
      expect(breaksFree(m)).toEqual(odds(Math.min(10, Math.max(0, m - 2)), 10));
  });
  it('is the one engagement rule movement uses too', async () => {
    const movement = await import('./movement');
    const engagement = await import('./engagement');
    expect(movement.breaksFree).toBe(breaksFree);
    expect(engagement.breaksFree).toBe(breaksFree);
  });
  it('Magic Fire burns defence 1 about 1 time in 7 and a dragon about 3 in 4', () => {
    expect(fireBurns(1)).toEqual(odds(15, 100));
    expect(Math.abs(fireBurns(1).p - 1 / 7)).toBeLessThan(0.01);
    for (const d of ['Green Dragon', 'Red Dragon', 'Golden Dragon'] as const) {
      expect(Math.abs(fireBurns(CREATURES[d].defence).p - 0.75)).toBeLessThan(0.05);
    }
    const table = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => Math.round(fireBurns(d).p * 100));
    expect(table).toEqual([15, 21, 28, 36, 45, 55, 64, 72, 79]);
  });
  it('reject non-integers as bugs', () => {
    expect(() => combatKill(1.5, 2)).toThrow(RangeError);
    expect(() => resists(Number.NaN)).toThrow(RangeError);
  });
});

describe('properties', () => {
  it('every result is in [0, 1] and in lowest terms', () => {
    fc.assert(
      fc.property(stat, stat, (a, d) => {
        for (const o of [
          combatKill(a, d),
          boltKill(a, d),
          resists(a),
          subverts(a),
          breaksFree(a),
          fireBurns(a),
        ]) {
          expect(isLowest(o)).toBe(true);
        }
      }),
    );
  });
  it('combat odds rise with attack, fall with defence and depend only on the difference', () => {
    fc.assert(
      fc.property(stat, stat, (a, d) => {
        expect(combatKill(a + 1, d).p).toBeGreaterThanOrEqual(combatKill(a, d).p);
        expect(combatKill(a, d + 1).p).toBeLessThanOrEqual(combatKill(a, d).p);
        expect(combatKill(a + 3, d + 3)).toEqual(combatKill(a, d));
        expect(boltKill(a + 1, d).p).toBeGreaterThanOrEqual(boltKill(a, d).p);
        expect(boltKill(a, d + 1).p).toBeLessThanOrEqual(boltKill(a, d).p);
      }),
    );
  });
  it('complementary events sum to exactly 1: the defender survives or the attacker wins', () => {
    fc.assert(
      fc.property(stat, stat, (a, d) => {
        // P(a + x > d + y) + P(d + y ≥ a + x) = 1, i.e. combatKill(a, d) + boltKill(d, a) = 1.
        expect(plus(combatKill(a, d), boltKill(d, a))).toEqual(odds(1, 1));
        expect(plus(resists(a), not(resists(a)))).toEqual(odds(1, 1));
      }),
    );
  });
  it('a tie is worth more to a bolt than to a blow', () => {
    fc.assert(
      fc.property(stat, stat, (a, d) => {
        expect(boltKill(a, d).p).toBeGreaterThanOrEqual(combatKill(a, d).p);
      }),
    );
  });
});

describe('attackOdds', () => {
  it('adds weapon bonuses to wizards’ attacks, melee and ranged', () => {
    const knife = attackOdds(wizard({ weapon: 'Magic Knife' }), { kind: 'Goblin' });
    const sword = attackOdds(wizard({ weapon: 'Magic Sword' }), { kind: 'Goblin' });
    expect(knife.ok && knife.value.attack).toBe(5);
    expect(sword.ok && sword.value.attack).toBe(7);
    expect(sword.ok && sword.value.odds).toEqual(combatKill(7, CREATURES.Goblin.defence));
    const bow = attackOdds(
      wizard({ weapon: 'Magic Sword', rangedCombat: 3 }),
      { kind: 'Orc' },
      'ranged',
    );
    expect(bow.ok && bow.value).toMatchObject({ attackBase: 3, weaponBonus: 4, attack: 7 });
  });
  it('adds armour bonuses to wizards’ defence, plus 3 in Shadow Form', () => {
    const hit = (w: WizardFighter) => {
      const r = attackOdds({ kind: 'Lion' }, w);
      if (!r.ok) throw new Error(r.message);
      return r.value;
    };
    expect(hit(wizard({ armour: 'Magic Shield' })).defence).toBe(5);
    expect(hit(wizard({ armour: 'Magic Armour' })).defence).toBe(7);
    expect(hit(wizard({ armour: 'Magic Armour', shadowForm: true }))).toMatchObject({
      defenceBase: 3,
      armourBonus: 4,
      shadowFormBonus: 3,
      defence: 10,
    });
  });
  it('ends the attacker’s Shadow Form', () => {
    const r = attackOdds(wizard({ shadowForm: true }), { kind: 'Orc' });
    expect(r.ok && r.value.attackerShadowFormEnds).toBe(true);
  });
  it('refuses undead targets unless the attacker is undead or a wizard with a knife, sword or bow', () => {
    const refused = attackOdds({ kind: 'Giant' }, { kind: 'Skeleton' });
    expect(!refused.ok && refused.error).toBe('undead-cannot-be-attacked');
    const raised = attackOdds({ kind: 'Giant' }, { kind: 'Giant', raised: true });
    expect(!raised.ok && raised.error).toBe('undead-cannot-be-attacked');
    expect(attackOdds({ kind: 'Vampire' }, { kind: 'Skeleton' }).ok).toBe(true);
    expect(attackOdds({ kind: 'Orc', raised: true }, { kind: 'Ghost' }).ok).toBe(true);
    expect(attackOdds(wizard(), { kind: 'Zombie' }).ok).toBe(false);
    expect(attackOdds(wizard({ weapon: 'Magic Knife' }), { kind: 'Zombie' }).ok).toBe(true);
    expect(attackOdds(wizard({ rangedCombat: 3 }), { kind: 'Zombie' }).ok).toBe(true); // a bow lets him melee too
    const shot = attackOdds({ kind: 'Elf' }, { kind: 'Wraith' }, 'ranged');
    expect(!shot.ok && shot.error).toBe('undead-cannot-be-attacked');
  });
  it('refuses fire, castles and walls; shots at them do nothing', () => {
    for (const kind of ['Magic Fire', 'Magic Castle', 'Dark Citadel', 'Wall'] as const) {
      const m = attackOdds({ kind: 'Orc' }, { kind });
      expect(!m.ok && m.error).toBe('cannot-be-attacked');
      const r = attackOdds({ kind: 'Elf' }, { kind }, 'ranged');
      expect(!r.ok && r.error).toBe('no-effect');
    }
  });
  it('trees and blobs can be attacked with their record defence (Magic Wood 5, Shadow Wood 4, blob 0)', () => {
    const wood = attackOdds({ kind: 'Orc' }, { kind: 'Magic Wood' });
    expect(wood.ok && wood.value.defence).toBe(5);
    const shadow = attackOdds({ kind: 'Orc' }, { kind: 'Shadow Wood' });
    expect(shadow.ok && shadow.value.defence).toBe(4);
    const blob = attackOdds({ kind: 'Orc' }, { kind: 'Gooey Blob' });
    expect(blob.ok && blob.value.defence).toBe(0);
  });
  it('Shadow Wood attacks with combat 2 but never shoots; other objects never attack', () => {
    const sw = attackOdds({ kind: 'Shadow Wood' }, { kind: 'Orc' });
    expect(sw.ok && sw.value.attack).toBe(PIECES['Shadow Wood'].combat);
    expect(attackOdds({ kind: 'Shadow Wood' }, { kind: 'Orc' }, 'ranged').ok).toBe(false);
    const fire = attackOdds({ kind: 'Magic Fire' }, { kind: 'Orc' });
    expect(!fire.ok && fire.error).toBe('cannot-attack');
    const noBow = attackOdds({ kind: 'Orc' }, { kind: 'Orc' }, 'ranged');
    expect(!noBow.ok && noBow.error).toBe('no-ranged-attack');
  });
  it('uses ranged combat for ranged attacks', () => {
    for (const c of CREATURE_LIST.filter((x) => x.rangedCombat > 0)) {
      const r = attackOdds({ kind: c.name }, { kind: 'Horse' }, 'ranged');
      expect(r.ok && r.value.odds).toEqual(combatKill(c.rangedCombat, CREATURES.Horse.defence));
    }
  });
  it('every allowed attack between creatures has lowest-terms odds matching combatKill', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CREATURE_NAMES),
        fc.constantFrom(...CREATURE_NAMES),
        (a, d) => {
          const r = attackOdds({ kind: a }, { kind: d });
          if (r.ok)
            expect(r.value.odds).toEqual(combatKill(CREATURES[a].combat, CREATURES[d].defence));
          else expect(r.error).toBe('undead-cannot-be-attacked');
        },
      ),
    );
  });
});

describe('bolts, magic attacks and subversion on pieces', () => {
  it('bolts count shield and armour but not Shadow Form', () => {
    const r = boltOdds('Lightning', wizard({ armour: 'Magic Armour', shadowForm: true }));
    expect(r.ok && r.value).toMatchObject({ power: 6, defence: 7, armourBonus: 4 });
    expect(r.ok && r.value.odds).toEqual(boltKill(6, 7));
    const s = boltOdds('Magic Bolt', wizard({ armour: 'Magic Shield' }));
    expect(s.ok && s.value.defence).toBe(5);
  });
  it('bolts cannot harm Magic Fire, castles or walls, but work on trees, blobs and undead', () => {
    for (const kind of ['Magic Fire', 'Magic Castle', 'Dark Citadel', 'Wall'] as const) {
      const r = boltOdds('Magic Bolt', { kind });
      expect(!r.ok && r.error).toBe('immune');
    }
    expect(boltOdds('Magic Bolt', { kind: 'Magic Wood' }).ok).toBe(true);
    expect(boltOdds('Magic Bolt', { kind: 'Gooey Blob' }).ok).toBe(true);
    const v = boltOdds('Magic Bolt', { kind: 'Vampire' });
    expect(v.ok && v.value.odds).toEqual(boltKill(3, 8));
  });
  it('Justice on 3 targets: the count that falls is a distribution summing to 1', () => {
    const targets: Fighter[] = [
      { kind: 'Horse' },
      { kind: 'Faun' },
      wizard({ magicResistance: 6 }),
    ];
    const r = magicAttackOdds('Justice', targets);
    if (!r.ok) throw new Error(r.message);
    const falls = r.value.targets.map((t) => t.falls);
    expect(falls).toEqual([odds(8, 10), odds(1, 10), odds(3, 10)]);
    expect(r.value.fallen.map((o) => o.value)).toEqual([0, 1, 2, 3]);
    expect(plus(...r.value.fallen.map((o) => o.odds))).toEqual(odds(1, 1));
    expect(r.value.fallen[3]?.odds).toEqual(odds(8 * 1 * 3, 1000));
    expect(r.value.fallen[0]?.odds).toEqual(odds(2 * 9 * 7, 1000));
    for (const t of r.value.targets) expect(plus(t.falls, t.resists)).toEqual(odds(1, 1));
  });
  it('magic attacks refuse objects, too many targets and wizards without magic resistance', () => {
    const obj = magicAttackOdds('Decree', [{ kind: 'Magic Wood' }]);
    expect(!obj.ok && obj.error).toBe('not-a-target');
    const many = magicAttackOdds('Vengeance', [{ kind: 'Orc' }, { kind: 'Orc' }]);
    expect(!many.ok && many.error).toBe('too-many-targets');
    const noMr = magicAttackOdds('Vengeance', [{ kind: 'Wizard', combat: 1, defence: 1 }]);
    expect(!noMr.ok && noMr.error).toBe('bad-input');
  });
  it('Subversion always fails on an illusion', () => {
    const r = subversionOdds({ kind: 'Faun', illusion: true });
    expect(r.ok && r.value).toMatchObject({ reason: 'illusion', odds: odds(0, 1) });
    const real = subversionOdds({ kind: 'Faun' });
    expect(real.ok && real.value.odds).toEqual(odds(9, 10));
  });
});

describe('several attacks', () => {
  it('P(at least one of these attackers kills) is exact', () => {
    const a = combatKill(6, 4); // Lion on Goblin
    const b = combatKill(3, 4);
    const r = anyKills([a, b]);
    expect(r).toEqual(
      bigOdds(BigInt(a.den * b.den - (a.den - a.num) * (b.den - b.num)), BigInt(a.den * b.den)),
    );
  });
  it('P(kill within k turns) rises with k and matches 1 − (1 − p)^k', () => {
    const p = combatKill(4, 6);
    let prev = 0;
    for (let k = 0; k <= 25; k++) {
      const r = killWithinTurns([p], k);
      expect(r.p).toBeGreaterThanOrEqual(prev);
      expect(r.p).toBeCloseTo(1 - (1 - p.p) ** k, 12);
      prev = r.p;
    }
    expect(killWithinTurns([p], 25).den).toBe(BigInt(p.den) ** 25n); // exact beyond 2^53
  });
  it('two attackers for k turns = one attacker for 2k turns when they are alike', () => {
    fc.assert(
      fc.property(stat, stat, fc.integer({ min: 0, max: 10 }), (a, d, k) => {
        const p = combatKill(a, d);
        expect(killWithinTurns([p, p], k)).toEqual(killWithinTurns([p], 2 * k));
      }),
    );
  });
});

describe('combat refuses bad input (issue 14)', () => {
  it('stats are whole numbers from −1000 to 1000: a RangeError, never a TypeError', () => {
    expect(() => combatKill(Object.create(null) as never, 1)).toThrow(RangeError);
    expect(() => boltKill(3, 2 ** 60)).toThrow(RangeError);
    expect(() => resists(0.5)).toThrow(RangeError);
    expect(() => breaksFree(NaN)).toThrow(RangeError);
  });

  it('fighters are checked: known kinds, wizard stats, weapons and marks', () => {
    const wizard: WizardFighter = { kind: 'Wizard', combat: 3, defence: 3 };
    expect(attackOdds(wizard, { kind: 'Goblin' }, 'sideways' as never)).toMatchObject({
      ok: false,
      error: 'bad-input',
    });
    expect(attackOdds(wizard, { kind: 'Goblin', illusion: 'true' } as never)).toMatchObject({
      ok: false,
      error: 'bad-input',
    });
    expect(() => combatKillAftermath({ kind: 'toString' } as never)).toThrow(RangeError);
    expect(() => baseStats({ ...wizard, combat: -1 })).toThrow(RangeError);
    expect(() => weaponBonus({ kind: 'Wizard', weapon: 'Spoon' } as never)).toThrow(RangeError);
    expect(combatKillAftermath({ kind: 'Goblin' })).toBe('corpse');
  });

  it('spell names are own entries of their tables', () => {
    expect(magicAttackOdds('toString' as never, [])).toMatchObject({
      ok: false,
      error: 'bad-input',
    });
    expect(boltOdds('constructor' as never, { kind: 'Goblin' })).toMatchObject({
      ok: false,
      error: 'bad-input',
    });
    expect(subversionOdds(null as never)).toMatchObject({ ok: false, error: 'bad-input' });
    expect(magicAttackOdds('Justice', 'abc' as never)).toMatchObject({
      ok: false,
      error: 'bad-input',
    });
  });
});
