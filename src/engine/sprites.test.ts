import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL_KINDS,
  CORPSE_KINDS,
  SPRITE_NAMES,
  WIZARD_KINDS,
  canBlockSight,
  corpseOf,
  isCorpseKind,
  isMountKind,
  isTreeKind,
  isWizardKind,
  kindClass,
  normalFrame,
  spriteAnimationDelayTicks,
  spriteAscii,
  spriteBitmap,
  spriteCycle,
  spriteFrameCount,
  spritePixelLit,
  spriteRows,
} from './sprites';

describe('sprites', () => {
  it('has every piece type, wizard graphic and corpse, each kind with a sprite', () => {
    expect(SPRITE_NAMES).toHaveLength(79);
    expect([...ALL_KINDS].sort()).toEqual([...SPRITE_NAMES].sort());
    expect(CORPSE_KINDS).toHaveLength(26);
    expect(CORPSE_KINDS[25]).toBe('Eagle (corpse)');
    expect(spriteFrameCount('Goblin')).toBe(4);
    expect(spriteFrameCount('Goblin (corpse)')).toBe(1);
    // The unused Troll has no sprite: an unknown name is refused, never answered with 0.
    expect(() => spriteFrameCount('Troll')).toThrow(RangeError);
    expect(() => spriteFrameCount('toString')).toThrow(RangeError);
  });

  it('keeps the reference bitmaps (Goblin frame 0 as in sprites.json)', () => {
    expect(spriteAscii('Goblin', 0)).toEqual([
      '................',
      '................',
      '................',
      '.##....##.......',
      '.###...##.......',
      '..##.######.....',
      '...#########....',
      '...##.####.##...',
      '......####..#...',
      '.....######.....',
      '.....##..##.....',
      '.....##..##.....',
      '.....##..##.....',
      '....###.###.....',
      '................',
      '................',
    ]);
    const bmp = spriteBitmap('Goblin', 0)!;
    expect(bmp).toHaveLength(16);
    expect(bmp.every((r) => r.length === 16)).toBe(true);
  });
});

describe('sprite frames', () => {
  // Frame addresses and delays from sprites-frames.json: a repeated address is the same bitmap.
  it('numbers the distinct bitmaps of each cycle and keeps the delay in 1/50 s', () => {
    expect(spriteCycle('Goblin')).toEqual([0, 1, 2, 1]); // $EDB3 $EDD3 $EDF3 $EDD3
    expect(spriteAnimationDelayTicks('Goblin')).toBe(12);
    expect(spriteCycle('Ghost')).toEqual([0, 1, 2, 3]);
    expect(spriteAnimationDelayTicks('Ghost')).toBe(15);
    expect(spriteCycle('Magic Castle')).toEqual([0, 0, 0, 0]);
    expect(spriteAnimationDelayTicks('Magic Castle')).toBe(50);
    expect(spriteCycle('Goblin (corpse)')).toEqual([0]);
    expect(spriteAnimationDelayTicks('Goblin (corpse)')).toBe(0);
    expect(() => spriteCycle('Troll')).toThrow(RangeError);
    expect(() => spriteAnimationDelayTicks('__proto__')).toThrow(RangeError);
  });

  it('wraps frames round the cycle; a corpse always shows frame 0', () => {
    expect(normalFrame('Goblin', 5)).toBe(1);
    expect(normalFrame('Goblin', -1)).toBe(3);
    expect(normalFrame('Goblin (corpse)', 3)).toBe(0);
    expect(() => normalFrame('Troll', 3)).toThrow(RangeError);
    expect(() => normalFrame('Goblin', 1.5)).toThrow(RangeError);
    expect(() => normalFrame('Goblin', NaN)).toThrow(RangeError);
    expect(spriteRows('Goblin', 4)).toEqual(spriteRows('Goblin', 0));
    expect(spriteRows('Goblin', 3)).toEqual(spriteRows('Goblin', 1));
    expect(() => spriteRows('Troll')).toThrow(RangeError);
    expect(() => spriteRows('Goblin', 2 ** 60)).toThrow(RangeError);
  });

  it('reads the same pixel through rows, bitmap, pixel test and ASCII', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPRITE_NAMES),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 15 }),
        (name, frame, column, row) => {
          const lit = spritePixelLit(name, frame, column, row);
          expect(spriteBitmap(name, frame)![row]![column]).toBe(lit);
          expect(spriteAscii(name, frame)![row]![column]).toBe(lit ? '#' : '.');
          expect((((spriteRows(name, frame)![row] ?? 0) >> (15 - column)) & 1) === 1).toBe(lit);
        },
      ),
    );
    // Off the 16 × 16 sprite is no pixel to ask about.
    expect(() => spritePixelLit('Goblin', 0, 16, 0)).toThrow(RangeError);
    expect(() => spritePixelLit('Goblin', 0, 0, -1)).toThrow(RangeError);
  });
});

describe('kinds', () => {
  it('sorts every kind into one class', () => {
    expect(kindClass('Goblin')).toBe('creature');
    expect(kindClass('Wizard 3')).toBe('wizard');
    expect(kindClass('Wizard (Magic Bow)')).toBe('wizard');
    expect(kindClass('Goblin (corpse)')).toBe('corpse');
    expect(kindClass('Dark Citadel')).toBe('castle');
    expect(kindClass('Magic Castle')).toBe('castle');
    expect(kindClass('Shadow Wood')).toBe('shadow-wood');
    expect(() => kindClass('Troll')).toThrow(RangeError);
    expect(() => kindClass('constructor')).toThrow(RangeError);
    expect(corpseOf('Goblin (corpse)')).toBe('Goblin');
    expect(corpseOf('Goblin')).toBeUndefined();
    expect(() => corpseOf('Troll')).toThrow(RangeError);
    expect(canBlockSight('Goblin')).toBe(true);
    expect(canBlockSight('Troll')).toBe(false);
    for (const k of ALL_KINDS) expect(kindClass(k), k).toBeDefined();
    expect(WIZARD_KINDS).toHaveLength(14); // 8 wizard graphics and 6 magic-item wizards
    expect(WIZARD_KINDS.every(isWizardKind)).toBe(true);
    expect(CORPSE_KINDS.every(isCorpseKind)).toBe(true);
  });

  it('names the mounts, the trees and the body a corpse was', () => {
    expect(ALL_KINDS.filter(isMountKind)).toEqual([
      'Horse',
      'Unicorn',
      'Centaur',
      'Pegasus',
      'Gryphon',
      'Manticore',
    ]);
    expect(ALL_KINDS.filter(isTreeKind)).toEqual(['Magic Wood', 'Shadow Wood']);
    expect(corpseOf('Green Dragon (corpse)')).toBe('Green Dragon');
    expect(corpseOf('Green Dragon')).toBeUndefined();
  });

  it('lets Ghost, Wraith, Magic Fire and corpses never block sight (los.md §1.6)', () => {
    const never = ALL_KINDS.filter((k) => !canBlockSight(k));
    expect(never.filter((k) => !isCorpseKind(k))).toEqual(['Ghost', 'Wraith', 'Magic Fire']);
    expect(CORPSE_KINDS.some(canBlockSight)).toBe(false);
    expect(canBlockSight('Spectre')).toBe(true);
  });
});
