import { describe, expect, it } from 'vitest';
import { CREATURES } from './data/creatures';
import { MAX_WIZARDS } from './pieces';
import {
  CASTER_KINDS,
  COMPUTER_LEVELS,
  CREATURE_NAMES,
  SEATS,
  WIZARD_LEVELS,
  isUndeadCreature,
  isUndeadKind,
  mayAttackUndeadWith,
} from './types';

describe('types: the undead rule', () => {
  it('the six undead kinds are exactly the creatures whose record has the undead flag', () => {
    const flagged = CREATURE_NAMES.filter((n) => CREATURES[n].undead);
    expect(flagged).toEqual(['Vampire', 'Ghost', 'Spectre', 'Wraith', 'Skeleton', 'Zombie']);
    for (const n of CREATURE_NAMES) expect(isUndeadKind(n)).toBe(CREATURES[n].undead);
    expect(isUndeadKind('Wizard 1')).toBe(false);
    expect(isUndeadKind('Zombie (corpse)')).toBe(false);
  });

  it('a raised creature is undead; a living one is not', () => {
    expect(isUndeadCreature('Goblin', true)).toBe(true);
    expect(isUndeadCreature('Goblin', false)).toBe(false);
    expect(isUndeadCreature('Goblin', undefined)).toBe(false);
    expect(isUndeadCreature('Ghost', undefined)).toBe(true);
  });

  it('only the undead, or a wizard with a magic weapon, may attack the undead', () => {
    expect(mayAttackUndeadWith(false, false)).toBe(false);
    expect(mayAttackUndeadWith(true, false)).toBe(true);
    expect(mayAttackUndeadWith(false, true)).toBe(true);
  });
});

describe('vocabulary lists', () => {
  it('has a seat for each of the most wizards a game holds, and every level and caster kind once', () => {
    expect(SEATS).toEqual(Array.from({ length: MAX_WIZARDS }, (_, i) => i));
    expect(WIZARD_LEVELS).toEqual([0, ...COMPUTER_LEVELS]);
    expect(COMPUTER_LEVELS).toHaveLength(8);
    expect(new Set(CASTER_KINDS).size).toBe(2);
  });
});
