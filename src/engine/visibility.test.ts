import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allSquares } from './board';
import { SPELLS } from './data/spells';
import { UPGRADE_EFFECTS } from './data/wizards';
import { rangedAttackLimit } from './distance';
import { lineOfSight } from './los';
import { makePiece, emptyBoard, withPiece } from './pieces';
import {
  rangedAttackMap,
  sightMap,
  spellInRange,
  spellTargetMap,
  spellTargeting,
  spellReach,
  type SpellTargeting,
  type TargetEntry,
} from './visibility';
import {
  normaliseGrid,
  parseAsciiBoard,
  renderGrid,
  type LegendEntry,
} from './testing/ascii-board';

const LEGEND: Record<string, LegendEntry> = {
  A: { kind: 'Wizard 1', owner: 0 }, // caster
  D: { kind: 'Dark Citadel', owner: 1 },
  c: { kind: 'Orc (corpse)', owner: 1 },
  G: { kind: 'Goblin', owner: 0 },
  E: { kind: 'Goblin', owner: 1 },
  P: { kind: 'Pegasus', owner: 1, rider: 1 },
  v: { kind: 'Wizard 2', owner: 1 },
  T: { kind: 'Magic Wood', owner: 0 },
  S: { kind: 'Shadow Wood', owner: 1 },
  W: { kind: 'Wall', owner: 1 },
  h: { kind: 'Ghost', owner: 1 },
};

/** '@' caster, 'o' legal, '-' out of range, '#' the spell's rule fails, 's' no line of sight. */
function draw(entries: readonly TargetEntry[], width: number, height: number): string {
  return renderGrid(width, height, (sq) => {
    const e = entries.find((q) => q.square.x === sq.x && q.square.y === sq.y)!;
    switch (e.reason) {
      case 'ok':
        return 'o';
      case 'caster':
        return '@';
      case 'out-of-range':
        return '-';
      case 'no-line-of-sight':
        return 's';
      case 'no-target-needed':
        return ' ';
      default:
        return '#';
    }
  });
}

const spell = (category: SpellTargeting['category'], rangeByte: number): SpellTargeting => ({
  category,
  rangeByte,
});

describe('spell ranges (los.md §5: distance ≤ range byte)', () => {
  it('range byte 3 (every creature) reaches exactly the 8 neighbours', () => {
    const from = { x: 7, y: 5 };
    const reached = allSquares().filter(
      (s) => spellInRange(from, s, 3) && (s.x !== 7 || s.y !== 5),
    );
    expect(reached).toHaveLength(8);
    expect(reached.every((s) => Math.max(Math.abs(s.x - 7), Math.abs(s.y - 5)) === 1)).toBe(true);
  });
  it('range byte 13 ("range 6") reaches (6,1) away; a ranged attack of range 6 (limit 12) does not', () => {
    expect(spellInRange({ x: 0, y: 0 }, { x: 6, y: 1 }, 13)).toBe(true);
    expect(rangedAttackLimit(6)).toBe(12);
    expect(spellInRange({ x: 0, y: 0 }, { x: 6, y: 1 }, rangedAttackLimit(6))).toBe(false);
    expect(spellInRange({ x: 0, y: 0 }, { x: 6, y: 0 }, rangedAttackLimit(6))).toBe(true);
  });
});

describe('spell target maps', () => {
  it('creature spells: a neighbouring empty or corpse square in sight (Dark Citadel corner case)', () => {
    const b = parseAsciiBoard(
      `
      . . . .
      . A D .
      . c . .
      . . . .`,
      LEGEND,
    );
    const m = spellTargetMap(b.board, b.at('A'), spell('creature', 3));
    expect(m).toMatchObject({ needsTarget: true, usesRange: true, usesSight: true });
    expect(draw(m.squares, 4, 4)).toBe(
      normaliseGrid(`
        o o o -
        o @ # -
        o o s -
        - - - -`),
    );
  });

  it('Wall: empty squares in range and sight, not next to the caster', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . G . . .
      . . . A . . . . .
      . . . . . . . . .`,
      LEGEND,
    );
    const m = spellTargetMap(b.board, b.at('A'), spell('wall', 13));
    // The Goblin at (5,2) is not a legal square and shades the squares behind it, up and right.
    expect(draw(m.squares, 9, 5)).toBe(
      normaliseGrid(`
        o o o o o o o s s
        o o o o o o s s s
        o o # # # # s o o
        o o # @ # o o o o
        o o # # # o o o o`),
    );
  });

  it('trees: empty squares not next to another tree of either kind', () => {
    const b = parseAsciiBoard(
      `
      . . . . . . .
      . . . . . T .
      . A . . . . .
      . . . . . . .
      . . . S . . .
      . . . . . . .`,
      LEGEND,
    );
    const m = spellTargetMap(b.board, b.at('A'), spell('wood', 17));
    expect(draw(m.squares, 7, 6)).toBe(
      normaliseGrid(`
        o o o o # # #
        o o o o # # #
        o @ o o # # #
        o o # # # o o
        o o # # # o o
        o o # # # s o`),
    );
  });

  it('trees: a tree on square (1,0) is not seen by the adjacency check (#991E, ai.md Q9)', () => {
    const b = parseAsciiBoard(
      `
      . T . . . .
      . . . . . .
      . . . . A .`,
      LEGEND,
    );
    const m = spellTargetMap(b.board, b.at('A'), spell('wood', 17));
    // Every empty square around the tree on (1,0) stays open ((0,0) is only out of sight behind
    // it); a tree elsewhere closes its ring.
    expect(draw(m.squares, 6, 3)).toBe(
      normaliseGrid(`
        s # o o o o
        o o o o o o
        o o o o @ o`),
    );
    const moved = parseAsciiBoard(
      `
      . . T . . .
      . . . . . .
      . . . . A .`,
      LEGEND,
    );
    expect(draw(spellTargetMap(moved.board, moved.at('A'), spell('wood', 17)).squares, 6, 3)).toBe(
      normaliseGrid(`
        o # # # o o
        o # # # o o
        o o o o @ o`),
    );
  });

  it('Wall: only the caster standing on a neighbour refuses it (#9C0F): not when he rides, not on (1,0)', () => {
    // The caster on (1,0): the check skips that square (Q9), so walls may go right next to him.
    const corner = parseAsciiBoard(
      `
      . A . .
      . . . .`,
      LEGEND,
    );
    expect(
      draw(spellTargetMap(corner.board, corner.at('A'), spell('wall', 13)).squares, 4, 2),
    ).toBe(
      normaliseGrid(`
        o @ o o
        o o o o`),
    );
    // Wizard 2 riding his Pegasus at (1,1) casts: his top piece is the mount, so no square is
    // refused for being next to him.
    const mounted = parseAsciiBoard(
      `
      . . . .
      . P . .
      . . . .`,
      LEGEND,
    );
    const m = spellTargetMap(mounted.board, mounted.at('P'), spell('wall', 13), 1);
    expect(draw(m.squares, 4, 3)).toBe(
      normaliseGrid(`
        o o o o
        o @ o o
        o o o o`),
    );
  });

  it('Subversion: an enemy creature with no rider; Raise Dead: a corpse', () => {
    const b = parseAsciiBoard(
      `
      A . E . P
      . . . . .
      h . v c .`,
      LEGEND,
    );
    // Goblin and Ghost are enemy creatures in sight; the ridden Pegasus and the wizard are not.
    expect(draw(spellTargetMap(b.board, b.at('A'), spell('subversion', 15)).squares, 5, 3)).toBe(
      normaliseGrid(`
        @ # o # #
        # # # # #
        o # # # #`),
    );
    expect(draw(spellTargetMap(b.board, b.at('A'), spell('raise-dead', 9)).squares, 5, 3)).toBe(
      normaliseGrid(`
        @ # # # #
        # # # # #
        # # # o -`),
    );
    // A Goblin in the way of the row hides what stands behind it.
    const row = parseAsciiBoard(`A G E`, LEGEND);
    expect(
      draw(spellTargetMap(row.board, row.at('A'), spell('subversion', 15)).squares, 3, 1),
    ).toBe(normaliseGrid('@ # s'));
  });

  it('Disbelieve and the Vengeance family need no range or sight', () => {
    const b = parseAsciiBoard(
      `
      A W W W W W W W W W W W W E v
      W W W W W W W W W W W W W W W
      . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . .
      . . . . . . . . . . . . . . G`,
      LEGEND,
    );
    const dis = spellTargetMap(b.board, b.at('A'), spell('disbelieve', 255));
    expect(dis).toMatchObject({ usesRange: false, usesSight: false });
    expect(dis.squares.filter((e) => e.legal).map((e) => e.square)).toEqual([
      { x: 13, y: 0 },
      { x: 14, y: 9 },
    ]);
    const just = spellTargetMap(b.board, b.at('A'), spell('justice-type', 30));
    expect(just.squares.filter((e) => e.legal).map((e) => e.square)).toEqual([
      { x: 13, y: 0 },
      { x: 14, y: 0 },
      { x: 14, y: 9 },
    ]);
  });

  it('upgrades, Law/Chaos and Turmoil target nothing', () => {
    const b = parseAsciiBoard(`A`, LEGEND);
    for (const c of ['upgrade', 'alignment', 'turmoil'] as const) {
      const m = spellTargetMap(b.board, b.at('A'), spell(c, 0));
      expect(m.needsTarget).toBe(false);
      expect(m.squares.every((e) => !e.legal && e.reason === 'no-target-needed')).toBe(true);
    }
  });
});

describe('Magic Wood is placed within 13, not its byte of 17 (#9B25, #C978–#C97F)', () => {
  const at = (dist: { x: number; y: number }, name: 'Magic Wood' | 'Shadow Wood') => {
    const from = { x: 0, y: 0 };
    const s = Object.values(SPELLS).find((q) => q.name === name)!;
    const m = spellTargetMap(
      withPiece(emptyBoard(), from, makePiece('Wizard 1', 0)),
      from,
      spellTargeting(s),
    );
    return m.squares.find((e) => e.square.x === dist.x && e.square.y === dist.y)!;
  };

  it('keeps the spell-table byte 17 for both woods, and reaches 13 for Magic Wood only', () => {
    const magic = Object.values(SPELLS).find((q) => q.name === 'Magic Wood')!;
    const shadow = Object.values(SPELLS).find((q) => q.name === 'Shadow Wood')!;
    expect(magic.rangeByte).toBe(17);
    expect(shadow.rangeByte).toBe(17);
    expect(spellReach(magic)).toBe(13);
    expect(spellReach(shadow)).toBe(17);
  });

  it('Magic Wood: distance 12 and 13 are in reach, 14 is not', () => {
    // (6,0) is 12 away, (6,1) 13, (6,2) 14.
    expect(at({ x: 6, y: 0 }, 'Magic Wood')).toMatchObject({ distance: 12, legal: true });
    expect(at({ x: 6, y: 1 }, 'Magic Wood')).toMatchObject({ distance: 13, legal: true });
    expect(at({ x: 6, y: 2 }, 'Magic Wood')).toMatchObject({
      distance: 14,
      reason: 'out-of-range',
    });
  });

  it('Shadow Wood: distance 17 is in reach, 18 is not', () => {
    // (7,3) is 17 away, (8,2) 18.
    expect(at({ x: 7, y: 3 }, 'Shadow Wood')).toMatchObject({ distance: 17, legal: true });
    expect(at({ x: 8, y: 2 }, 'Shadow Wood')).toMatchObject({
      distance: 18,
      reason: 'out-of-range',
    });
    expect(at({ x: 7, y: 3 }, 'Magic Wood')).toMatchObject({ reason: 'out-of-range' });
  });
});

describe('Magic Bolt and Lightning: one rule with boltOdds', () => {
  it('fire, castles and walls are not targets; creatures, blobs, Shadow Wood and wizards are', () => {
    const b = parseAsciiBoard(
      `
      A W D F
      E S B v`,
      {
        ...LEGEND,
        F: { kind: 'Magic Fire', owner: 1 },
        B: { kind: 'Gooey Blob', owner: 1 },
      },
    );
    const m = spellTargetMap(b.board, b.at('A'), spell('bolt', 13));
    // 's': the bolt's rule accepts the piece; only the pieces in front hide it.
    expect(draw(m.squares, 4, 2)).toBe(
      normaliseGrid(`
        @ # # #
        o o s s`),
    );
  });
});

describe('ranged attack map', () => {
  it('a wizard with Magic Bow (range 6) reaches distance 12, not 13 (#B96B–#B973: 2 × range)', () => {
    const range = UPGRADE_EFFECTS['Magic Bow'].setsRange ?? 0;
    expect(range).toBe(6);
    const from = { x: 0, y: 0 };
    const m = rangedAttackMap(
      withPiece(emptyBoard(), from, makePiece('Wizard (Magic Bow)', 0)),
      from,
      range,
    );
    const e = (x: number, y: number) => m.find((q) => q.square.x === x && q.square.y === y)!;
    expect(e(6, 0)).toMatchObject({ distance: 12, inRange: true });
    expect(e(6, 1)).toMatchObject({ distance: 13, inRange: false, reason: 'out-of-range' });
  });

  it('an Elf (range 6) shoots within distance 12 and in sight', () => {
    // (7,1) is 12 away: in range (a spell of "range 6", byte 13, would also reach (7,0)/(7,2)).
    const b = parseAsciiBoard(
      `
      . . . . . . . . .
      . A . G . . E . .
      . . . . . . . . v`,
      { ...LEGEND, A: { kind: 'Elf', owner: 0 } },
    );
    const m = rangedAttackMap(b.board, b.at('A'), 6);
    expect(draw(m, 9, 3)).toBe(
      normaliseGrid(`
        o o o o o o o - -
        o @ o o s s s s -
        o o o o o o s - -`),
    );
    expect(m.filter((e) => e.harmable).map((e) => e.square)).toEqual([
      { x: 3, y: 1 },
      { x: 6, y: 1 },
      { x: 8, y: 2 },
    ]);
  });
});

describe('sight map', () => {
  const piece = fc.record({
    x: fc.integer({ min: 0, max: 14 }),
    y: fc.integer({ min: 0, max: 9 }),
    piece: fc.constantFrom(
      'Goblin',
      'Wall',
      'Ghost',
      'Orc (corpse)',
      'Dark Citadel',
      'Elf',
      'Wizard (Magic Bow)',
    ),
    frame: fc.integer({ min: 0, max: 3 }),
  });
  it('agrees with lineOfSight on every square', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(piece, { maxLength: 40, selector: (p) => p.y * 15 + p.x }),
        fc.record({ x: fc.integer({ min: 0, max: 14 }), y: fc.integer({ min: 0, max: 9 }) }),
        (ps, from) => {
          const map = sightMap(ps, from);
          expect(map).toHaveLength(150);
          for (const e of map) {
            expect(e.self).toBe(e.square.x === from.x && e.square.y === from.y);
            expect(e.blocked).toBe(lineOfSight(ps, from, e.square).blocked);
            if (e.verdict.kind === 'clear') expect(e.blocked).toBe(false);
            if (e.verdict.kind === 'blocked') expect(e.blocked).toBe(true);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('visibility refuses bad input (issue 14)', () => {
  it('targeting data and squares are checked', () => {
    const b = emptyBoard();
    const bolt: SpellTargeting = { rangeByte: 13, category: 'bolt' };
    expect(() => spellTargetMap(b, { x: 15, y: 0 }, bolt)).toThrow(RangeError);
    expect(() =>
      spellTargetMap(b, { x: 0, y: 0 }, { rangeByte: 13, category: 'toString' } as never),
    ).toThrow(RangeError);
    expect(() => spellTargetMap(b, { x: 0, y: 0 }, bolt, 8)).toThrow(RangeError);
    expect(() => spellReach({ name: 'Magic Bolt', rangeByte: NaN })).toThrow(RangeError);
    expect(() => spellTargeting({ name: 'X', rangeByte: 3, kind: '__proto__' } as never)).toThrow(
      RangeError,
    );
    expect(() => rangedAttackMap(b.slice(2), { x: 0, y: 0 }, 3)).toThrow(RangeError);
    expect(() => sightMap([], { x: 0, y: 1e9 })).toThrow(RangeError);
  });
});
