import { describe, expect, it } from 'vitest';
import { ATTACK_SPELLS, CREATURE_NAMES, CREATURES, subverts } from '../engine';
import {
  CARD_SPELL_NAMES,
  creatureCardPath,
  creatureMagic,
  matchUps,
  sampleTargetOdds,
  spellCardPath,
  spellOrigin,
  spellReach,
  spellsAgainst,
  topMatchUps,
} from './cards';

describe('card addresses', () => {
  it('gives 32 creature cards and 28 spell cards, slugs as names in lower case', () => {
    expect(CREATURE_NAMES.map(creatureCardPath)).toHaveLength(32);
    expect(new Set(CREATURE_NAMES.map(creatureCardPath)).size).toBe(32);
    expect(CARD_SPELL_NAMES).toHaveLength(28);
    expect(creatureCardPath('Golden Dragon')).toBe('/creatures/golden-dragon/');
    expect(spellCardPath('Magic Bolt')).toBe('/spells/magic-bolt/');
    expect(spellCardPath('Law-1')).toBe('/spells/law-1/');
    // A creature's spell is its creature card.
    expect(spellCardPath('Vampire')).toBe('/creatures/vampire/');
    expect(CARD_SPELL_NAMES).not.toContain('Vampire');
    expect(CARD_SPELL_NAMES).toContain('Disbelieve');
    expect(CARD_SPELL_NAMES).toContain('Gooey Blob');
  });
});

describe('match-ups', () => {
  it('has one row per other creature', () => {
    for (const name of CREATURE_NAMES) {
      const ups = matchUps(name);
      expect(ups).toHaveLength(31);
      expect(ups.map((u) => u.other)).not.toContain(name);
    }
  });

  it('works the Vampire: only the undead can hurt it, it beats a King Cobra 17 times in 20', () => {
    const ups = matchUps('Vampire');
    // Combat 6 against defence 1: the attacker loses only when the defender's d10 beats its
    // own by 5 or more, 15 of the 100 pairs.
    const cobra = ups.find((u) => u.other === 'King Cobra')!;
    expect(cobra.kills).toMatchObject({ num: 17, den: 20 });
    expect(cobra.killsBy).toBe('melee');
    expect(cobra.killedBy).toBeNull();
    expect(ups.filter((u) => u.killedBy !== null).map((u) => u.other)).toEqual([
      'Ghost',
      'Spectre',
      'Wraith',
      'Skeleton',
      'Zombie',
    ]);
    const worst = topMatchUps(ups, 'killedBy', 2);
    // The Wraith (combat 5) against defence 8: 21 of the 100 pairs.
    expect(worst.map((u) => [u.other, u.killedBy?.num, u.killedBy?.den])).toEqual([
      ['Wraith', 21, 100],
      ['Spectre', 3, 20],
    ]);
  });

  it('uses the better of close combat and a shot', () => {
    // A Golden Dragon shoots with ranged combat 5 but bites with combat 9.
    const ups = matchUps('Golden Dragon');
    expect(ups.find((u) => u.other === 'Goblin')?.killsBy).toBe('melee');
    // An Elf's bow is better than its close combat.
    const elf = matchUps('Elf').find((u) => u.other === 'Goblin')!;
    expect(elf.killsBy).toBe('ranged');
    expect(CREATURES.Elf.rangedCombat).toBeGreaterThan(CREATURES.Elf.combat);
  });

  it('sorts the top odds highest first and leaves out impossible attacks', () => {
    for (const name of CREATURE_NAMES) {
      const ups = matchUps(name);
      for (const way of ['kills', 'killedBy'] as const) {
        const top = topMatchUps(ups, way, 5);
        expect(top.length).toBeLessThanOrEqual(5);
        for (let i = 1; i < top.length; i++)
          expect(top[i - 1]![way]!.p).toBeGreaterThanOrEqual(top[i]![way]!.p);
        for (const u of top) expect(u[way]!.p).toBeGreaterThan(0);
      }
    }
  });
});

describe('magic against a creature', () => {
  it('works the Vampire: Subversion 3/5, Magic Bolt 3/20, Lightning 9/25', () => {
    const m = creatureMagic(CREATURES.Vampire);
    expect(m.subversion).toMatchObject({ num: 3, den: 5 });
    expect(m.magicBolt).toMatchObject({ num: 3, den: 20 });
    expect(m.lightning).toMatchObject({ num: 9, den: 25 });
  });
});

describe('attack spells against sample targets', () => {
  it('bolts a Goblin 45 times in 100 and cannot touch Magic Fire', () => {
    const rows = sampleTargetOdds('Magic Bolt');
    expect(rows.find((r) => r.target === 'Goblin')?.effect?.p).toBeCloseTo(0.45, 12);
    const fire = rows.find((r) => r.target === 'Magic Fire')!;
    expect(fire.effect).toBeNull();
    expect(fire.why).toMatch(/no effect/);
  });

  it('Disbelieve takes illusions only; Raise Dead cannot raise undead', () => {
    const d = sampleTargetOdds('Disbelieve');
    expect(d.find((r) => r.target === 'Goblin')?.effect?.p).toBe(0);
    expect(d.find((r) => r.target === 'Goblin (illusion)')?.effect?.p).toBe(1);
    const r = sampleTargetOdds('Raise Dead');
    expect(r.find((x) => x.target === 'Goblin (corpse)')?.effect?.p).toBe(1);
    expect(r.find((x) => x.target === 'Vampire (corpse)')?.effect).toBeNull();
  });
});

describe('where a spell comes from', () => {
  it('Magic Bolt: 2 numbers of 62 per draw, a wood gives it only as 41', () => {
    const o = spellOrigin('Magic Bolt');
    expect(o.numbers).toEqual([41, 42]);
    expect(o.perDraw).toMatchObject({ num: 1, den: 31 });
    expect(o.woodNumbers).toEqual([41]);
    expect(o.perGift).toMatchObject({ num: 1, den: 39 });
    expect(o.humanBookHolds?.p).toBeGreaterThan(0);
  });

  it('Turmoil is never in a starting book, but a wood can give it', () => {
    const o = spellOrigin('Turmoil');
    expect(o.startingBook).toBe('never');
    expect(o.perDraw.p).toBe(0);
    expect(o.woodNumbers).toEqual([64]);
  });
});

/** Squares other than (7, 4) within `limit` half-units of it, counted by hand. */
function inRange(limit: number): number {
  let n = 0;
  for (let x = 0; x < 15; x++)
    for (let y = 0; y < 10; y++) {
      const dx = Math.abs(x - 7);
      const dy = Math.abs(y - 4);
      const d = 2 * Math.max(dx, dy) + Math.min(dx, dy);
      if (d > 0 && d <= limit) n++;
    }
  return n;
}

describe('reach', () => {
  it('counts the squares within a spell’s range from the middle of the board', () => {
    // A creature goes on one of the 8 neighbours (distance ≤ 3 half-units).
    const goblin = spellReach('Goblin');
    expect(goblin.squaresFromMiddle).toBe(8);
    // Magic Bolt, 13 half-units, in sight: from (7, 4) every square within 2 × the larger
    // offset + the smaller ≤ 13.
    expect(spellReach('Magic Bolt')).toMatchObject({ halfUnits: 13, shown: 6, usesSight: true });
    expect(spellReach('Magic Bolt').squaresFromMiddle).toBe(inRange(13));
    // Disbelieve and Vengeance need neither range nor sight; upgrades pick no square at all.
    expect(spellReach('Vengeance')).toMatchObject({ usesRange: false, usesSight: false });
    expect(spellReach('Magic Shield')).toMatchObject({ needsTarget: false });
    // A castle goes on an empty square within 17 half-units (2 × the larger offset + the
    // smaller ≤ 17): from (7, 4) that leaves out only the corners, 143 of the other 149 squares.
    expect(spellReach('Magic Castle').squaresFromMiddle).toBe(143);
  });
});

describe('spells against a creature', () => {
  it('lists every attack spell on the Goblin, real and illusion', () => {
    const rows = spellsAgainst('Goblin');
    expect(rows.map((r) => r.spell)).toEqual([...ATTACK_SPELLS]);
    const by = (s: string) => rows.find((r) => r.spell === s)!;
    expect(by('Disbelieve').real.effect?.p).toBe(0);
    expect(by('Disbelieve').illusion.effect?.p).toBe(1);
    expect(by('Subversion').illusion.effect?.p).toBe(0);
    expect(by('Subversion').real.effect).toEqual(subverts(CREATURES.Goblin.magicResistance));
    expect(by('Raise Dead').real.effect?.p).toBe(1);
    expect(by('Raise Dead').illusion.effect).toBeNull();
  });
});
