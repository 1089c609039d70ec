/**
 * Every worked number in the project's game-mechanics description that falls to this part of
 * the engine (data tables and odds), one test each, computed by the engine. Movement, line of
 * sight and Turmoil's squares are tested beside their own modules.
 */
import { describe, expect, it } from 'vitest';
import { BALANCE_MAX, BALANCE_MIN, balanceAfter, balanceDisplay } from './balance';
import { castChance, castOutcome, castingChance } from './casting';
import { attackOdds, fireBurns, resists, subverts } from './combat';
import { computerIllusionOdds, disbelievePriority, strongestWizardCheckValue } from './computer';
import { CREATURES } from './data/creatures';
import { PIECES } from './data/pieces';
import { SPELLS } from './data/spells';
import { WIZARD_BONUSES } from './data/wizards';
import { rangeLimit } from './distance';
import { breaksFree } from './engagement';
import { gameLength } from './game';
import { spellByName } from './lookup';
import { boltOdds } from './magicAttacks';
import { odds, oddsOf, oneRoll, rollDistribution, testOdds } from './odds';
import { drawOdds, spellDrawOdds, woodGiftChance } from './spellbook';
import { castleVanishOdds, spreadAttemptOdds, vanishOdds } from './spreading';
import { BOARD_HEIGHT, BOARD_WIDTH, type WizardLevel } from './types';
import {
  abilityChanceTest,
  abilityOdds,
  levelBonus,
  WIZARD_STAT_RULES,
  wizardStatDistributions,
} from './wizards';

describe('numbers and dice', () => {
  it('a test passing on d10 < N has odds N/10', () => {
    for (let n = 0; n <= 10; n++) expect(testOdds(oneRoll((r) => r < n)).p).toBeCloseTo(n / 10, 15);
  });
  it('"range 6" means a distance of up to 13', () => {
    expect(rangeLimit(6)).toBe(13);
    expect(SPELLS[34].rangeShown).toBe(6);
    expect(SPELLS[34].rangeByte).toBe(13);
  });
});

describe('the game and its turns', () => {
  it('the board is 15 × 10; computer levels 1–8 are 0–7 inside', () => {
    expect([BOARD_WIDTH, BOARD_HEIGHT]).toEqual([15, 10]);
    expect(([1, 8] as WizardLevel[]).map(levelBonus)).toEqual([0, 7]);
  });
  it('a game lasts 2 × wizards + 15 turns: 19 for two wizards, 31 for eight', () => {
    const two = gameLength(2);
    const eight = gameLength(8);
    expect([two.ok && two.value, eight.ok && eight.value]).toEqual([19, 31]);
  });
});

describe('wizards', () => {
  it('ability 2: Green Dragon (10 %) at 30 %, Magic Armour (40 %) at 60 %', () => {
    expect(castChance('Green Dragon', { balance: 0, ability: 0 })).toEqual(odds(1, 10));
    expect(castChance('Green Dragon', { balance: 0, ability: 2 })).toEqual(odds(3, 10));
    expect(castChance('Magic Armour', { balance: 0, ability: 0 })).toEqual(odds(4, 10));
    expect(castChance('Magic Armour', { balance: 0, ability: 2 })).toEqual(odds(6, 10));
  });
  it('ability is tried for when d10 > 5 − bonus/2: 4 in 10 for humans, 7 in 10 at level 8', () => {
    expect(testOdds(abilityChanceTest(0))).toEqual(odds(4, 10));
    expect(testOdds(abilityChanceTest(8))).toEqual(odds(7, 10));
  });
  it('then a second roll divided by 4: 0, 1, 2 with 4, 4, 2 in 10', () => {
    // First roll 9 always passes; the engine's ability rule then decides on the second roll.
    const d = rollDistribution(1, (rs) => WIZARD_STAT_RULES.ability.value([9, rs[0] ?? 0], 0));
    expect(d).toEqual([
      { value: 0, odds: odds(4, 10) },
      { value: 1, odds: odds(4, 10) },
      { value: 2, odds: odds(2, 10) },
    ]);
  });
  it('a human starts with ability 0 about 76 %, 1 about 16 %, 2 about 8 %', () => {
    expect(abilityOdds(0).map((o) => o.p)).toEqual([0.76, 0.16, 0.08]);
  });
  it('spells are drawn from 2–63; Turmoil (64, 65) never; doubles come up twice as often', () => {
    expect(
      spellDrawOdds().every(
        (o) => spellByName(o.value).number >= 2 && spellByName(o.value).number <= 63,
      ),
    ).toBe(true);
    expect(drawOdds('Turmoil').num).toBe(0);
    expect(drawOdds('Magic Bolt').p).toBeCloseTo(2 * drawOdds('Magic Wood').p, 15);
    expect([SPELLS[64].name, SPELLS[65].name]).toEqual(['Turmoil', 'Turmoil']);
  });
  it('halves round down in the stat formulas (human combat 1–5, level 8 combat 4–8)', () => {
    const h = wizardStatDistributions(0);
    const c = wizardStatDistributions(8);
    expect(h.ok && h.value.stats.combat.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(c.ok && c.value.stats.combat.map((o) => o.value)).toEqual([4, 5, 6, 7, 8]);
  });
});

describe('casting', () => {
  it('chance 0–9 is shown as 10 %–100 % and capped at 9', () => {
    const w = castingChance('Orc', { balance: 0, ability: 2 });
    expect(w.ok && [w.value.total, w.value.chance, w.value.percent]).toEqual([11, 9, 100]);
  });
  it('works with (chance + 1) in 10', () => {
    for (const n of [1, 10, 20, 45, 56]) {
      const s = SPELLS[n as keyof typeof SPELLS];
      expect(castChance(s.name, { balance: 0, ability: 0 })).toEqual(odds(s.chanceByte + 1, 10));
    }
  });
  it('the balance starts at 0 and moves −2…+2 for creatures, +2/+4 Law-1/2, −2/−4 Chaos-1/2', () => {
    for (const c of Object.values(CREATURES)) expect(Math.abs(c.alignment)).toBeLessThanOrEqual(2);
    expect(
      ['Law-1', 'Law-2', 'Chaos-1', 'Chaos-2'].map((n) => spellByName(n as 'Law-1').alignment),
    ).toEqual([2, 4, -2, -4]);
  });
  it('the menu shows one symbol per 4 points', () => {
    expect([4, 7, 8, 12, -16].map((b) => balanceDisplay(b).symbols)).toEqual([1, 1, 2, 3, 4]);
  });
  it('computer creatures are illusions with odds 2/10', () => {
    expect(computerIllusionOdds()).toEqual(odds(2, 10));
  });
});

describe('spells', () => {
  it('creatures appear 1 square away (diagonals included); blobs and fire up to 6', () => {
    expect(SPELLS[2].rangeByte).toBe(rangeLimit(1));
    expect(SPELLS[34].rangeShown).toBe(6);
    expect(SPELLS[35].rangeShown).toBe(6);
  });
  it('woods place 8 trees, walls 4 squares', () => {
    expect([SPELLS[36].count, SPELLS[37].count, SPELLS[40].count]).toEqual([8, 8, 4]);
  });
  it('bolt: power (3 Magic Bolt, 6 Lightning) + d10 ≥ defence + d10', () => {
    const mb = boltOdds('Magic Bolt', { kind: 'Goblin' });
    const li = boltOdds('Lightning', { kind: 'Goblin' });
    expect(mb.ok && mb.value.power).toBe(3);
    expect(li.ok && li.value.power).toBe(6);
  });
  it('a target resists with (magic resistance + 1) in 10; Subversion converts with the same', () => {
    for (let mr = 0; mr <= 9; mr++) {
      expect(resists(mr)).toEqual(odds(mr + 1, 10));
      expect(subverts(mr)).toEqual(odds(mr + 1, 10));
    }
  });
});

describe('movement and combat numbers', () => {
  it('breaks free with (manoeuvre − 2) in 10; 2 or less never', () => {
    expect(breaksFree(2).num).toBe(0);
    expect(breaksFree(9)).toEqual(odds(7, 10));
  });
  it('weapons +2 (Knife) / +4 (Sword); armour +2 (Shield) / +4 (Armour), 3 more in Shadow Form', () => {
    expect(WIZARD_BONUSES).toMatchObject({
      knifeAttack: 2,
      swordAttack: 4,
      shieldDefence: 2,
      armourDefence: 4,
      shadowFormDefence: 3,
    });
    const r = attackOdds(
      { kind: 'Orc' },
      { kind: 'Wizard', combat: 1, defence: 1, armour: 'Magic Shield', shadowForm: true },
    );
    expect(r.ok && r.value.defence).toBe(1 + 2 + 3);
  });
});

describe('fire, blobs, woods and castles', () => {
  it('fire tries 9 times in 10; a blob 72 in 100 (9 in 10 then 8 in 10)', () => {
    expect(spreadAttemptOdds('Magic Fire')).toEqual(odds(9, 10));
    expect(spreadAttemptOdds('Gooey Blob')).toEqual(odds(9 * 8, 100));
  });
  it('fire disappears 2 in 10; a blob 6 in 100 (2 in 10 then 3 in 10)', () => {
    expect(vanishOdds(true)).toEqual(odds(2, 10));
    expect(vanishOdds(false)).toEqual(odds(2 * 3, 100));
  });
  it('Magic Wood gifts 4 in 10; castles vanish 2 in 10', () => {
    expect(woodGiftChance()).toEqual(odds(4, 10));
    expect(castleVanishOdds()).toEqual(odds(2, 10));
  });
  it('Magic Wood has defence 5; Shadow Wood combat 2 and defence 4', () => {
    expect(PIECES['Magic Wood'].defence).toBe(5);
    expect([PIECES['Shadow Wood'].combat, PIECES['Shadow Wood'].defence]).toEqual([2, 4]);
  });
  it('Disbelieve gets a fresh computer priority of 12–21', () => {
    const d = disbelievePriority();
    expect([d[0]?.value, d.at(-1)?.value]).toEqual([12, 21]);
  });
});

describe('quirks', () => {
  it('a human’s Law-2 that passes both rolls moves the balance by 8, not 4', () => {
    const o = castOutcome('Law-2', { balance: 0, ability: 0, caster: 'human' });
    expect(o.ok && Math.max(...o.value.balanceChange.map((x) => x.value))).toBe(8);
    expect(o.ok && oddsOf(o.value.balanceChange, 8).num).toBeGreaterThan(0);
  });
  it('Subversion: Faun (8) and Manticore (8) are easy, Horse (1) is hard', () => {
    expect(CREATURES.Faun.magicResistance).toBe(8);
    expect(CREATURES.Manticore.magicResistance).toBe(8);
    expect(CREATURES.Horse.magicResistance).toBe(1);
    expect(subverts(8).p).toBeGreaterThan(subverts(1).p);
  });
  it('fire: defence 1 burns ≈ 1/7 of the time, dragons (defence 8–9) ≈ 3/4', () => {
    expect(Math.round(1 / fireBurns(1).p)).toBe(7);
    expect(Math.round(fireBurns(8).p * 4)).toBe(3);
    expect(Math.round(fireBurns(9).p * 4)).toBe(3);
    expect(CREATURES['Green Dragon'].defence).toBe(8);
    expect(CREATURES['Golden Dragon'].defence).toBe(9);
  });
  it('the balance runs −128…+127 and flips past either end', () => {
    expect([BALANCE_MIN, BALANCE_MAX]).toEqual([-128, 127]);
    expect(balanceAfter(127, 2)).toBe(-127);
    expect(balanceAfter(-128, -2)).toBe(126);
  });
  it('army values are off by two: a Goblin counts as a Faun would', () => {
    expect(strongestWizardCheckValue(CREATURES.Goblin.id)).toBe(CREATURES.Faun.aiValue);
  });
});
