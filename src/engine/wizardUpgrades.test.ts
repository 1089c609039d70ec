import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WIZARD_FLAG_BITS } from './data/wizards';
import { attackOptions, dangerMap } from './danger';
import { DEFAULT_POSITION, pictureMismatches, withWizard, type PositionExtras } from './position';
import { emptyBoard, makePiece, withPiece } from './pieces';
import type { UpgradeSpellName } from './types';
import { castUpgrade, wizardState } from './wizards';
import {
  pictureAgrees,
  pictureFor,
  pictureUpgrade,
  upgradesWithPictures,
  UPGRADE_PICTURES,
  wizardTraits,
  type PictureUpgrade,
} from './wizardUpgrades';

const PICTURED = Object.keys(UPGRADE_PICTURES) as PictureUpgrade[];
const ALL: UpgradeSpellName[] = [...PICTURED, 'Shadow Form'];

/** The record after casting `spells` in order, and the picture the original draws (#8324). */
function cast(spells: readonly UpgradeSpellName[]) {
  let w = wizardState();
  let picture = 'Wizard 3';
  for (const s of spells) {
    w = castUpgrade(w, s);
    if (s !== 'Shadow Form') picture = UPGRADE_PICTURES[s];
  }
  return { w, picture };
}

describe('a wizard’s upgrades come from his record (wizards.md §6)', () => {
  it('Magic Wings then Magic Sword: the Sword is drawn, the wings and the sword both count', () => {
    const { w, picture } = cast(['Magic Wings', 'Magic Sword']);
    expect(picture).toBe('Wizard (Magic Sword)');
    expect(wizardTraits(w)).toEqual({ wings: true, shadowForm: false, magicWeapon: true });
    expect(upgradesWithPictures(w)).toEqual(['Magic Sword', 'Magic Wings']);
  });

  it('the Magic Bow is the ranged combat the spell sets: it lets him attack undead', () => {
    const { w } = cast(['Magic Bow', 'Magic Shield']);
    expect(w.stats.rangedCombat).toBe(3);
    expect(wizardTraits(w).magicWeapon).toBe(true);
    expect(wizardTraits(wizardState()).magicWeapon).toBe(false);
  });

  it('Shadow Form draws nothing and walks 3; Knife after Sword draws the Knife and drops the sword', () => {
    expect(cast(['Shadow Form']).picture).toBe('Wizard 3');
    expect(wizardTraits(cast(['Shadow Form']).w).shadowForm).toBe(true);
    const { w, picture } = cast(['Magic Sword', 'Magic Knife']);
    expect(picture).toBe('Wizard (Magic Knife)');
    expect(upgradesWithPictures(w)).toEqual(['Magic Knife']);
  });

  it('in any order of casts, the picture the original draws agrees with the record (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL), { maxLength: 8 }), (spells) => {
        const { w, picture } = cast(spells);
        expect(pictureAgrees(picture, w)).toBe(true);
        // Redrawing from the record with the last cast preferred gives the original's picture.
        const last = [...spells].reverse().find((s): s is PictureUpgrade => s !== 'Shadow Form');
        expect(pictureFor(w, 'Wizard 3', undefined, last)).toBe(picture);
      }),
      { seed: 33, numRuns: 300 },
    );
  });

  it('a picture the record could not give disagrees; the fallback is the first upgrade held', () => {
    const wings = cast(['Magic Wings']).w;
    expect(pictureAgrees('Wizard (Magic Sword)', wings)).toBe(false);
    expect(pictureAgrees('Wizard 2', wings)).toBe(false);
    expect(pictureAgrees('Wizard 2', wizardState())).toBe(true);
    expect(pictureFor(wings, 'Wizard 2', 'Wizard (Magic Sword)')).toBe('Wizard (Magic Wings)');
    expect(pictureFor(wizardState(), 'Wizard 2', 'Wizard (Magic Sword)')).toBe('Wizard 2');
    expect(pictureUpgrade('Wizard (Magic Bow)')).toBe('Magic Bow');
    expect(pictureUpgrade('Goblin')).toBeNull();
    expect(() => wizardTraits({ flags: 256, stats: { rangedCombat: 0 } })).toThrow(RangeError);
  });
});

describe('pictureMismatches: the board against the records', () => {
  const board = withPiece(
    withPiece(emptyBoard(), { x: 2, y: 2 }, makePiece('Wizard (Magic Sword)', 0)),
    { x: 8, y: 8 },
    makePiece('Wizard 2', 1),
  );
  const withFlags = (seat: number, flags: number): PositionExtras => {
    const r = withWizard(DEFAULT_POSITION, seat, { flags });
    if (!r.ok) throw new Error(r.message);
    return r.value;
  };

  it('names the Sword picture over a record without a sword, and nothing when they agree', () => {
    expect(pictureMismatches(board, DEFAULT_POSITION)).toEqual([
      {
        seat: 0,
        square: { x: 2, y: 2 },
        kind: 'Wizard (Magic Sword)',
        shows: 'Magic Sword',
        held: [],
        drawn: 'Wizard 1',
      },
    ]);
    expect(pictureMismatches(board, withFlags(0, WIZARD_FLAG_BITS.sword))).toEqual([]);
  });

  it('names a plain picture over a record with wings', () => {
    const p = withFlags(1, WIZARD_FLAG_BITS.wings);
    const r = withWizard(p, 0, { flags: WIZARD_FLAG_BITS.sword });
    if (!r.ok) throw new Error(r.message);
    expect(pictureMismatches(board, r.value)).toMatchObject([
      { seat: 1, shows: null, held: ['Magic Wings'], drawn: 'Wizard (Magic Wings)' },
    ]);
  });
});

describe('the danger map reads the record, not the picture', () => {
  // Wizard 1 holds the Magic Bow under the Shield picture (Bow, then Shield), next to a raised
  // Goblin of wizard 2: the bow lets him attack undead, so the close attack is on his list.
  const board = withPiece(
    withPiece(emptyBoard(), { x: 4, y: 4 }, makePiece('Wizard (Magic Shield)', 0)),
    { x: 5, y: 4 },
    makePiece('Goblin', 1, { raised: true }),
  );
  const bowShield = cast(['Magic Bow', 'Magic Shield']).w;
  const r = withWizard(DEFAULT_POSITION, 0, { flags: bowShield.flags, stats: bowShield.stats });
  if (!r.ok) throw new Error(r.message);
  const pos = { board, wizards: r.value.wizards, balance: 0 };

  it('a wizard with a Bow under the Shield picture may attack a raised creature in close combat', () => {
    const melee = (wizards: PositionExtras['wizards']) => {
      const o = attackOptions({ ...pos, wizards }, { x: 4, y: 4 });
      if (!o.ok) throw new Error(o.message);
      return o.value.plans
        .filter((p) => p.to.x === 5 && p.to.y === 4)
        .flatMap((p) => p.rows)
        .filter((t) => t.how === 'melee');
    };
    expect(melee(pos.wizards)).not.toEqual([]);
    // Without the bow in the record the same picture cannot.
    const plain = withWizard(DEFAULT_POSITION, 0, { flags: WIZARD_FLAG_BITS.shield });
    if (!plain.ok) throw new Error(plain.message);
    expect(melee(plain.value.wizards)).toEqual([]);
  });

  it('the Magic Wings picture over a record without wings gives no reach beyond a walk', () => {
    let b = withPiece(emptyBoard(), { x: 0, y: 0 }, makePiece('Wizard (Magic Wings)', 0));
    b = withPiece(b, { x: 6, y: 0 }, makePiece('Goblin', 1));
    const walk = dangerMap(
      { board: b, wizards: DEFAULT_POSITION.wizards, balance: 0 },
      { x: 6, y: 0 },
    );
    if (!walk.ok) throw new Error(walk.message);
    expect(walk.value.attackers.some((a) => a.attacker.startsWith('Wizard'))).toBe(false);
    const winged = withWizard(DEFAULT_POSITION, 0, { flags: WIZARD_FLAG_BITS.wings });
    if (!winged.ok) throw new Error(winged.message);
    const fly = dangerMap({ board: b, wizards: winged.value.wizards, balance: 0 }, { x: 6, y: 0 });
    if (!fly.ok) throw new Error(fly.message);
    expect(fly.value.attackers.some((a) => a.attacker.startsWith('Wizard'))).toBe(true);
  });
});
