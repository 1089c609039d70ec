import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WIZARD,
  WIZARD_STAT_BOUNDS,
  choiceUpgrades,
  toFighter,
  wizardChoice,
  wizardToFighter,
} from './fighterChoice';

describe('picks become fighters; bad picks are refused (issue 14)', () => {
  it('turns good picks into fighters', () => {
    expect(toFighter({ kind: 'Goblin', illusion: true })).toEqual({
      kind: 'Goblin',
      illusion: true,
    });
    expect(toFighter({ kind: 'Wall' })).toEqual({ kind: 'Wall' });
    expect(choiceUpgrades(wizardChoice({ weapon: 'Magic Sword', shadowForm: true }))).toEqual([
      'Magic Sword',
      'Shadow Form',
    ]);
    expect(toFighter({ kind: 'Wizard' })).toEqual(wizardToFighter(DEFAULT_WIZARD));
  });

  it('refuses unknown kinds, stats outside their bounds and junk upgrades', () => {
    expect(() => toFighter({ kind: 'toString' })).toThrow(RangeError);
    expect(() => toFighter(null as never)).toThrow(RangeError);
    expect(() => toFighter({ kind: 'Goblin', raised: 'yes' as never })).toThrow(RangeError);
    const { max } = WIZARD_STAT_BOUNDS.combat;
    expect(() => wizardToFighter(wizardChoice({ combat: max + 1 }))).toThrow(RangeError);
    expect(() => wizardToFighter(wizardChoice({ defence: 1.5 }))).toThrow(RangeError);
    expect(() => choiceUpgrades(wizardChoice({ weapon: 'Spoon' as never }))).toThrow(RangeError);
    expect(() => choiceUpgrades(wizardChoice({ bow: 1 as never }))).toThrow(RangeError);
  });
});
