import { describe, expect, it } from 'vitest';
import {
  AI_VALUE_TABLE,
  armyScoreAsRead,
  armyScoreIntended,
  computerIllusionOdds,
  disbelievePriority,
  strongestWizardCheckValue,
} from './computer';
import { CREATURES } from './data/creatures';
import { atLeastOnce, bigOdds, odds, plus } from './odds';
import {
  BOOK_DRAW_NUMBERS,
  WOOD_GIFT_NUMBERS,
  bookHoldsOdds,
  bookHoldsOddsForLevel,
  drawOdds,
  spellDrawOdds,
  woodGiftChance,
  woodGiftOdds,
} from './spellbook';

describe('starting spell books', () => {
  it('draw from spell numbers 2–63: 62 numbers, never Disbelieve or Turmoil', () => {
    expect(BOOK_DRAW_NUMBERS).toHaveLength(62);
    expect(BOOK_DRAW_NUMBERS[0]).toBe(2);
    expect(BOOK_DRAW_NUMBERS.at(-1)).toBe(63);
    expect(drawOdds('Turmoil')).toEqual(odds(0, 1));
    expect(drawOdds('Disbelieve')).toEqual(odds(0, 1));
  });
  it('Magic Bolt, Lightning, Subversion and Raise Dead come up twice as often', () => {
    for (const s of ['Magic Bolt', 'Lightning', 'Subversion', 'Raise Dead'] as const)
      expect(drawOdds(s)).toEqual(odds(2, 62));
    expect(drawOdds('Gooey Blob')).toEqual(odds(1, 62));
    const d = spellDrawOdds();
    expect(d).toHaveLength(58);
    expect(plus(...d.map((o) => o.odds))).toEqual(odds(1, 1));
  });
  it('P(holding at least one) in a book of n draws is 1 − (1 − q)^n, exactly', () => {
    const r = bookHoldsOdds('Magic Bolt', 13);
    expect(r.ok && r.value).toEqual(atLeastOnce(odds(1, 31), 13));
    expect(r.ok && r.value.p).toBeCloseTo(1 - (30 / 31) ** 13, 12);
    const dis = bookHoldsOdds('Disbelieve', 0);
    expect(dis.ok && dis.value).toEqual(bigOdds(1n, 1n));
    const none = bookHoldsOdds('Turmoil', 19);
    expect(none.ok && none.value).toEqual(bigOdds(0n, 1n));
    expect(bookHoldsOdds('Fireball', 3).ok).toBe(false);
  });
  it('by level, averages over the number of spells drawn', () => {
    const human = bookHoldsOddsForLevel('Magic Bolt', 0);
    if (!human.ok) throw new Error(human.message);
    const q = odds(1, 31);
    const mean = [11, 12, 13, 14, 15].reduce((s, n) => s + atLeastOnce(q, n).p / 5, 0);
    expect(human.value.p).toBeCloseTo(mean, 12);
    const top = bookHoldsOddsForLevel('Magic Bolt', 8);
    expect(top.ok && top.value.p).toBeGreaterThan(human.value.p);
  });
});

describe('Magic Wood gifts', () => {
  it('come 4 times in 10, from the 39 numbers whose low hex digit is 0–9, Turmoil (64) included', () => {
    expect(woodGiftChance()).toEqual(odds(4, 10));
    expect(WOOD_GIFT_NUMBERS).toHaveLength(39);
    const d = woodGiftOdds();
    expect(plus(...d.map((o) => o.odds))).toEqual(odds(1, 1));
    expect(d.find((o) => o.value === 'Turmoil')?.odds).toEqual(odds(1, 39));
    expect(d.find((o) => o.value === 'Bear')).toBeUndefined(); // spell 10 = #0A
    expect(d.find((o) => o.value === 'Magic Bolt')?.odds).toEqual(odds(1, 39)); // 41 only, not 42
  });
});

describe('computer players', () => {
  it('Disbelieve priority is 12–21, each 1 in 10; illusions 2 in 10', () => {
    const d = disbelievePriority();
    expect(d.map((o) => o.value)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    for (const o of d) expect(o.odds).toEqual(odds(1, 10));
    expect(computerIllusionOdds()).toEqual(odds(2, 10));
  });
  it('army values are read two entries along: a Goblin counts as a Faun, a Zombie as Magic Fire', () => {
    expect(strongestWizardCheckValue(CREATURES.Goblin.id)).toBe(CREATURES.Faun.aiValue);
    expect(strongestWizardCheckValue(CREATURES['King Cobra'].id)).toBe(CREATURES.Goblin.aiValue);
    expect(strongestWizardCheckValue(CREATURES.Zombie.id)).toBe(0);
    expect(strongestWizardCheckValue(41)).toBeNull(); // wizards are not summed
    const army = [CREATURES.Goblin.id, CREATURES.Zombie.id, CREATURES['Green Dragon'].id];
    expect(armyScoreAsRead(army)).toBe((9 >> 2) + 0 + (27 >> 2));
    expect(armyScoreIntended(army)).toBe((7 >> 2) + (4 >> 2) + (25 >> 2));
    expect(AI_VALUE_TABLE[0]).toBe(CREATURES['King Cobra'].aiValue);
  });
});

describe('refuses junk (issue 14)', () => {
  it('drawOdds takes spell names only (own names, not the prototype’s)', () => {
    for (const name of ['toString', '__proto__', 'Nope', '', 5, null])
      expect(() => drawOdds(name as never), String(name)).toThrow(RangeError);
  });
});
