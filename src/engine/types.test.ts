import { describe, expect, it } from 'vitest';
import { CREATURES } from './data/creatures';
import { CREATURE_NAMES, isUndeadCreature, isUndeadKind, mayAttackUndeadWith } from './types';

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
