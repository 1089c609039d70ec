import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allSquares } from './board';
import {
  createSightTester,
  describeSightVerdict,
  linePixels,
  lineOfSight,
  sightVerdict,
  squareCentrePixel,
  squareOfPixel,
} from './los';
import type { SightPiece } from './pieces';
import {
  canBlockSight,
  normalFrame,
  SPRITE_NAMES,
  spriteCycle,
  spriteFrameCount,
  spritePixelLit,
} from './sprites';
import { OBJECT_KINDS, CREATURE_KINDS, type Square } from './types';
import { parseAsciiBoard, type LegendEntry } from './testing/ascii-board';

const LEGEND: Record<string, LegendEntry> = {
  A: 'Wizard 1', // caster
  B: { kind: 'Wizard 2', owner: 1 }, // target
  G: 'Goblin',
  g: { kind: 'Goblin', frame: 2 },
  h: 'Ghost',
  w: 'Wraith',
  f: 'Magic Fire',
  c: 'Goblin (corpse)',
  S: 'Spectre',
  M: 'Magic Castle',
  D: 'Dark Citadel',
  L: 'Lion',
  W: 'Wall',
};

/** Casts from 'A' to 'B' on an ASCII board. */
function cast(text: string, legend: Record<string, LegendEntry> = {}) {
  const b = parseAsciiBoard(text, { ...LEGEND, ...legend });
  return { b, result: lineOfSight(b.pieces, b.at('A'), b.at('B')) };
}

// los.md §3: each result was produced by running the original routines.
describe('line of sight: the worked examples of los.md §3', () => {
  const cases: {
    name: string;
    board: string;
    legend?: Record<string, LegendEntry>;
    blocked: boolean;
  }[] = [
    {
      name: 'straight along a row: a Goblin blocks (sprite row 7)',
      board: `
        . . .
        A G B`,
      blocked: true,
    },
    {
      name: 'straight along a column: a Goblin blocks (sprite column 8)',
      board: `
        . A
        . G
        . B`,
      blocked: true,
    },
    {
      name: '45° diagonal through a Goblin',
      board: `
        A . .
        . G .
        . . B`,
      blocked: true,
    },
    { name: 'Ghost never blocks', board: `\n...\nAhB`, blocked: false },
    { name: 'Wraith never blocks', board: `\n...\nAwB`, blocked: false },
    { name: 'Magic Fire never blocks', board: `\n...\nAfB`, blocked: false },
    { name: 'a corpse never blocks', board: `\n...\nAcB`, blocked: false },
    { name: 'the Spectre is not transparent', board: `\n...\nASB`, blocked: true },
    {
      name: 'the target square is blanked: a Magic Castle on it does not block',
      board: `
        . . .
        A . B`,
      legend: { B: 'Magic Castle' },
      blocked: false,
    },
    {
      name: 'Dark Citadel right of the caster blocks the "\\" diagonal (corner pixel col 0, row 15)',
      board: `
        A D
        . B`,
      blocked: true,
    },
    {
      name: 'Dark Citadel below the caster does not',
      board: `
        A .
        D B`,
      blocked: false,
    },
    {
      name: 'an adjacent "/" diagonal touches no other square',
      board: `
        D B
        A D`,
      blocked: false,
    },
    {
      name: "knight's move: a Goblin on the first square crossed blocks",
      board: `
        A G .
        . . B`,
      blocked: true,
    },
    {
      name: "knight's move: a Goblin on the second square crossed does not",
      board: `
        A . .
        . G B`,
      blocked: false,
    },
    {
      name: "knight's move: the line crosses the Lion's square but misses its lit pixels",
      board: `
        A L .
        . . B`,
      blocked: false,
    },
    {
      name: 'direction matters (A → B blocked) …',
      board: `
        . . .
        . . .
        . . A
        B G .`,
      blocked: true,
    },
    {
      name: '… the same squares with caster and target swapped are clear',
      board: `
        . . .
        . . .
        . . B
        A G .`,
      blocked: false,
    },
    {
      name: 'the animation frame matters: Goblin frame 0 blocks …',
      board: `
        . . .
        . . .
        . . A
        . . G
        . . .
        . . .
        B . .`,
      blocked: true,
    },
    {
      name: '… the same Goblin showing frame 2 does not',
      board: `
        . . .
        . . .
        . . A
        . . g
        . . .
        . . .
        B . .`,
      blocked: false,
    },
    {
      name: 'corner to corner: a Wall in the middle blocks',
      board: `
        A . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . W . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . B`,
      blocked: true,
    },
    {
      name: "corner to corner: the line crosses a Goblin's square but misses",
      board: `
        A . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . G . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . B`,
      blocked: false,
    },
  ];

  for (const c of cases) {
    it(c.name, () => {
      const { b, result } = cast(c.board, c.legend);
      expect(result.blocked).toBe(c.blocked);
      if (c.blocked) {
        // the first block names a piece that is neither the caster's nor the target's
        const fb = result.firstBlock;
        expect(fb).not.toBeNull();
        expect(fb?.square).not.toEqual(b.at('A'));
        expect(fb?.square).not.toEqual(b.at('B'));
        expect(squareOfPixel(fb!.pixel)).toEqual(fb!.square);
      } else {
        expect(result.firstBlock).toBeNull();
      }
    });
  }

  it('the worked examples are placed at the squares los.md gives', () => {
    const { b } = cast(`
      . . .
      . . .
      . . A
      . . G
      . . .
      . . .
      B . .`);
    expect(b.at('A')).toEqual({ x: 2, y: 2 });
    expect(b.at('G')).toEqual({ x: 2, y: 3 });
    expect(b.at('B')).toEqual({ x: 0, y: 6 });
  });

  it('the Dark Citadel case is decided by its corner pixel (column 0, row 15)', () => {
    const { result } = cast(`
      A D
      . B`);
    expect(result.firstBlock?.piece).toBe('Dark Citadel');
    expect(result.firstBlock?.pixel).toEqual({ px: 16, py: 15 });
    expect(spritePixelLit('Dark Citadel', 0, 0, 15)).toBe(true);
    // Among the frame-0 sprites only the Dark Citadel has that pixel lit (los.md §4b).
    const withCorner = SPRITE_NAMES.filter((n) => spritePixelLit(n, 0, 0, 15));
    expect(withCorner).toEqual(['Dark Citadel']);
  });

  // "More detail on the knight's-move line (0,0)→(2,1)".
  const PIECE_TYPES = [...CREATURE_KINDS, ...OBJECT_KINDS];
  const knight = (sq: Square) =>
    PIECE_TYPES.filter(
      (piece) =>
        lineOfSight(
          [
            { x: 0, y: 0, piece: 'Wizard 1' },
            { x: 2, y: 1, piece: 'Wizard 2' },
            { ...sq, piece },
          ],
          { x: 0, y: 0 },
          { x: 2, y: 1 },
        ).blocked,
    );

  it("knight's move, a piece at (1,0): exactly the listed pieces do not block", () => {
    const clear = [
      'King Cobra',
      'Dire Wolf',
      'Faun',
      'Lion',
      'Elf',
      'Orc',
      'Bear',
      'Horse',
      'Unicorn',
      'Centaur',
      'Pegasus',
      'Gryphon',
      'Manticore',
      'Bat',
      'Harpy',
      'Eagle',
      'Vampire',
      'Spectre',
      'Ghost',
      'Wraith',
      'Magic Fire',
    ];
    expect(knight({ x: 1, y: 0 })).toEqual(PIECE_TYPES.filter((p) => !clear.includes(p)));
  });

  it("knight's move, a piece at (1,1): only the listed pieces block", () => {
    expect(knight({ x: 1, y: 1 }).sort()).toEqual(
      [
        'Giant',
        'Golden Dragon',
        'Pegasus',
        'Manticore',
        'Magic Wood',
        'Magic Castle',
        'Dark Citadel',
        'Wall',
      ].sort(),
    );
  });
});

describe('line of sight: geometry', () => {
  it('centres are sprite pixel (column 8, row 7): board pixel (16x+8, 16y+7)', () => {
    expect(squareCentrePixel({ x: 0, y: 0 })).toEqual({ px: 8, py: 7 });
    expect(squareCentrePixel({ x: 14, y: 9 })).toEqual({ px: 232, py: 151 });
  });

  it('a straight row line tests only sprite row 7; a column line only sprite column 8', () => {
    const row = linePixels({ x: 0, y: 1 }, { x: 2, y: 1 });
    expect(new Set(row.map((p) => p.py & 15))).toEqual(new Set([7]));
    const col = linePixels({ x: 1, y: 0 }, { x: 1, y: 2 });
    expect(new Set(col.map((p) => p.px & 15))).toEqual(new Set([8]));
  });

  it('a "\\" 45° line through the middle square tests column = row + 1; a "/" line column + row = 15', () => {
    const down = linePixels({ x: 0, y: 0 }, { x: 2, y: 2 }).filter(
      (p) => squareOfPixel(p).x === 1 && squareOfPixel(p).y === 1,
    );
    expect(down.every((p) => (p.px & 15) === (p.py & 15) + 1)).toBe(true);
    const up = linePixels({ x: 0, y: 2 }, { x: 2, y: 0 }).filter(
      (p) => squareOfPixel(p).x === 1 && squareOfPixel(p).y === 1,
    );
    expect(up.every((p) => (p.px & 15) + (p.py & 15) === 15)).toBe(true);
  });

  it('A → B and B → A visit different pixels for 3,538 of the 11,175 unordered pairs (los.md §4a)', () => {
    const squares = allSquares();
    const key = (p: { px: number; py: number }) => p.py * 256 + p.px;
    let differ = 0;
    let pairs = 0;
    for (let i = 0; i < squares.length; i++)
      for (let j = i + 1; j < squares.length; j++) {
        const a = squares[i]!;
        const b = squares[j]!;
        pairs++;
        const ab = new Set([squareCentrePixel(a), ...linePixels(a, b)].map(key));
        const ba = new Set([squareCentrePixel(b), ...linePixels(b, a)].map(key));
        if (ab.size !== ba.size || [...ab].some((k) => !ba.has(k))) differ++;
      }
    expect(pairs).toBe(11_175);
    expect(differ).toBe(3_538);
  });
});

describe('line of sight: sprites as line of sight sees them (los.md §4c, §4d)', () => {
  it('every frame of every blocking sprite has lit pixels on row 7, column 8 and both diagonals', () => {
    for (const name of SPRITE_NAMES.filter(canBlockSight)) {
      for (let f = 0; f < spriteFrameCount(name); f++) {
        const on = (pred: (c: number, r: number) => boolean) => {
          for (let r = 0; r < 16; r++)
            for (let c = 0; c < 16; c++)
              if (pred(c, r) && spritePixelLit(name, f, c, r)) return true;
          return false;
        };
        expect(
          on((_, r) => r === 7),
          `${name} ${f} row 7`,
        ).toBe(true);
        expect(
          on((c) => c === 8),
          `${name} ${f} column 8`,
        ).toBe(true);
        expect(
          on((c, r) => c === r + 1),
          `${name} ${f} "\\"`,
        ).toBe(true);
        expect(
          on((c, r) => c + r === 15),
          `${name} ${f} "/"`,
        ).toBe(true);
      }
    }
  });

  it('animation cycles: one bitmap for buildings, plain wizards, Armour and Shield; 0,1,2,1 mostly', () => {
    const still = [
      'Spectre',
      'Magic Wood',
      'Shadow Wood',
      'Magic Castle',
      'Dark Citadel',
      'Wall',
      'Wizard 1',
      'Wizard 2',
      'Wizard 3',
      'Wizard 4',
      'Wizard 5',
      'Wizard 6',
      'Wizard 7',
      'Wizard 8',
      'Wizard (Magic Armour)',
      'Wizard (Magic Shield)',
    ];
    const fourWay = ['Elf', 'Ghost', 'Wraith', 'Zombie', 'Magic Fire', 'Wizard (Magic Bow)'];
    for (const name of SPRITE_NAMES) {
      const cycle = spriteCycle(name).join('');
      if (name.endsWith('(corpse)')) expect(cycle).toBe('0');
      else if (still.includes(name)) expect(cycle, name).toBe('0000');
      else if (fourWay.includes(name)) expect(cycle, name).toBe('0123');
      else if (name === 'Bear') expect(cycle).toBe('0122');
      else expect(cycle, name).toBe('0121');
    }
  });

  it('a scan from (2,2) finds 763 (target, square, piece) cases where the frame decides', () => {
    const nine = [
      'Goblin',
      'Orc',
      'Elf',
      'Gooey Blob',
      'Zombie',
      'Bat',
      'Giant Rat',
      'King Cobra',
      'Skeleton',
    ];
    const caster = { x: 2, y: 2 };
    let count = 0;
    for (const target of allSquares()) {
      if (target.x === caster.x && target.y === caster.y) continue;
      const crossed = lineOfSight([], caster, target).squaresCrossed.filter(
        (s) => s.x !== target.x || s.y !== target.y,
      );
      for (const sq of crossed)
        for (const piece of nine)
          if (sightVerdict([{ ...sq, piece }], caster, target).kind === 'depends') count++;
    }
    expect(count).toBe(763);
  });
});

describe('per-frame answers', () => {
  const caster = { x: 2, y: 2 };
  const target = { x: 0, y: 6 };
  it('the frame example: depends on the Goblin, blocked while it shows frame 0, 1 or 3', () => {
    const v = sightVerdict([{ x: 2, y: 3, piece: 'Goblin' }], caster, target);
    expect(v.kind).toBe('depends');
    if (v.kind !== 'depends') return;
    expect(v.conditions).toHaveLength(1);
    expect(v.conditions[0]?.piece).toBe('Goblin');
    expect(v.conditions[0]?.blockingFrames).not.toContain(2);
    expect(v.conditions[0]?.blockingFrames).toContain(0);
    for (let f = 0; f < 4; f++)
      expect(lineOfSight([{ x: 2, y: 3, piece: 'Goblin', frame: f }], caster, target).blocked).toBe(
        v.conditions[0]!.blockingFrames.includes(f),
      );
    expect(describeSightVerdict(v)).toBe(
      `depends on the animation: blocked while the Goblin shows frame ${v.conditions[0]!.blockingFrames.join(', ').replace(/, (\d)$/, ' or $1')}`,
    );
  });

  it('phrases: blocked, clear, depends with two pieces of the same kind', () => {
    expect(
      describeSightVerdict(
        sightVerdict([{ x: 1, y: 1, piece: 'Wall' }], { x: 0, y: 1 }, { x: 2, y: 1 }),
      ),
    ).toBe('blocked');
    expect(describeSightVerdict(sightVerdict([], { x: 0, y: 1 }, { x: 2, y: 1 }))).toBe('clear');
    expect(
      describeSightVerdict({
        kind: 'depends',
        conditions: [
          { square: { x: 1, y: 1 }, piece: 'Goblin', blockingFrames: [0, 2], frameCount: 4 },
          { square: { x: 3, y: 1 }, piece: 'Goblin', blockingFrames: [1], frameCount: 4 },
          { square: { x: 4, y: 1 }, piece: 'Orc', blockingFrames: [0, 1, 3], frameCount: 4 },
        ],
      }),
    ).toBe(
      'depends on the animation: blocked while the Goblin at (1,1) shows frame 0 or 2, or while the Goblin at (3,1) shows frame 1, or while the Orc shows frame 0, 1 or 3',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const square = fc.record({ x: fc.integer({ min: 0, max: 14 }), y: fc.integer({ min: 0, max: 9 }) });
const pieceName = fc.constantFrom(...SPRITE_NAMES);
const sightPiece: fc.Arbitrary<SightPiece> = fc.record({
  x: fc.integer({ min: 0, max: 14 }),
  y: fc.integer({ min: 0, max: 9 }),
  piece: pieceName,
  frame: fc.integer({ min: 0, max: 3 }),
});
/** A board: at most one piece per square. */
const pieces = fc.uniqueArray(sightPiece, { maxLength: 60, selector: (p) => p.y * 15 + p.x });

describe('line of sight: properties', () => {
  it('the path has max(|dx|,|dy|) pixels, steps one pixel at a time and ends on the target centre', () => {
    fc.assert(
      fc.property(square, square, (a, b) => {
        const path = linePixels(a, b);
        const H = 16 * Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
        expect(path).toHaveLength(H);
        if (H > 0) expect(path[H - 1]).toEqual(squareCentrePixel(b));
        let prev = squareCentrePixel(a);
        for (const p of path) {
          expect(Math.max(Math.abs(p.px - prev.px), Math.abs(p.py - prev.py))).toBe(1);
          prev = p;
        }
      }),
    );
  });

  it('matches the closed form: minor axis = floor(k·L/H + ½), x major on ties', () => {
    fc.assert(
      fc.property(square, square, (a, b) => {
        const s = squareCentrePixel(a);
        const e = squareCentrePixel(b);
        const dx = e.px - s.px;
        const dy = e.py - s.py;
        const H = Math.max(Math.abs(dx), Math.abs(dy));
        const L = Math.min(Math.abs(dx), Math.abs(dy));
        linePixels(a, b).forEach((p, i) => {
          const k = i + 1;
          const m = Math.floor((2 * k * L + H) / (2 * H));
          if (Math.abs(dx) >= Math.abs(dy))
            expect(p).toEqual({ px: s.px + Math.sign(dx) * k, py: s.py + Math.sign(dy) * m });
          else expect(p).toEqual({ px: s.px + Math.sign(dx) * m, py: s.py + Math.sign(dy) * k });
        });
      }),
    );
  });

  it('every block is a lit pixel of a blocking piece on the path, off the caster and target squares', () => {
    fc.assert(
      fc.property(pieces, square, square, (ps, a, b) => {
        const r = lineOfSight(ps, a, b);
        expect(r.blocked).toBe(r.blocks.length > 0);
        for (const blk of r.blocks) {
          expect(r.pathPixels[blk.step]).toEqual(blk.pixel);
          expect(canBlockSight(blk.piece)).toBe(true);
          expect(blk.square).not.toEqual(a);
          expect(blk.square).not.toEqual(b);
          expect(spritePixelLit(blk.piece, blk.frame, blk.pixel.px & 15, blk.pixel.py & 15)).toBe(
            true,
          );
        }
      }),
    );
  });

  it('a piece on no visited pixel never blocks: adding one leaves the answer unchanged', () => {
    fc.assert(
      fc.property(pieces, square, square, sightPiece, (ps, a, b, extra) => {
        const before = lineOfSight(ps, a, b);
        const visited = new Set(
          before.pathPixels.map((p) => `${squareOfPixel(p).x},${squareOfPixel(p).y}`),
        );
        fc.pre(!visited.has(`${extra.x},${extra.y}`));
        const others = ps.filter((p) => p.x !== extra.x || p.y !== extra.y);
        const base = lineOfSight(others, a, b);
        const after = lineOfSight([...others, extra], a, b);
        expect(after.blocked).toBe(base.blocked);
        expect(after.blocks).toEqual(base.blocks);
      }),
    );
  });

  it('removing pieces never turns clear into blocked', () => {
    fc.assert(
      fc.property(
        pieces,
        fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
        square,
        square,
        (ps, keep, a, b) => {
          const fewer = ps.filter((_, i) => keep[i]);
          if (!lineOfSight(ps, a, b).blocked) expect(lineOfSight(fewer, a, b).blocked).toBe(false);
        },
      ),
    );
  });

  it('the fast tester agrees with lineOfSight', () => {
    fc.assert(
      fc.property(
        pieces,
        fc.array(fc.tuple(square, square), { minLength: 1, maxLength: 20 }),
        (ps, pairs) => {
          const t = createSightTester(ps);
          for (const [a, b] of pairs) {
            const r = lineOfSight(ps, a, b);
            expect(t.blocked(a, b)).toBe(r.blocked);
            expect(t.litCount(a, b)).toBe(r.blocks.length);
          }
        },
      ),
    );
  });

  it('the per-frame verdict agrees with lineOfSight for the frames shown', () => {
    fc.assert(
      fc.property(pieces, square, square, (ps, a, b) => {
        const v = sightVerdict(ps, a, b);
        const blocked = lineOfSight(ps, a, b).blocked;
        if (v.kind === 'clear') expect(blocked).toBe(false);
        else if (v.kind === 'blocked') expect(blocked).toBe(true);
        else {
          const shown = (sq: Square, piece: string) => {
            const p = ps.find((q) => q.x === sq.x && q.y === sq.y);
            return normalFrame(piece, p?.frame ?? 0);
          };
          expect(blocked).toBe(
            v.conditions.some((c) => c.blockingFrames.includes(shown(c.square, c.piece))),
          );
          for (const c of v.conditions) {
            expect(c.blockingFrames.length).toBeGreaterThan(0);
            expect(c.blockingFrames.length).toBeLessThan(c.frameCount);
          }
        }
      }),
    );
  });

  it('rejects off-board squares and unknown sprites', () => {
    expect(() => lineOfSight([], { x: 15, y: 0 }, { x: 0, y: 0 })).toThrow(RangeError);
    expect(() =>
      lineOfSight([{ x: 1, y: 1, piece: 'Troll' }], { x: 0, y: 0 }, { x: 2, y: 2 }),
    ).toThrow(RangeError);
    expect(lineOfSight([], { x: 3, y: 3 }, { x: 3, y: 3 })).toMatchObject({
      blocked: false,
      pathPixels: [],
    });
  });
});

describe('sameLineBothWays (los.md §4a)', () => {
  it('differs for 3,538 of the 11,175 pairs of squares', async () => {
    const { allSquares, sameLineBothWays } = await import('./index');
    const sqs = allSquares();
    let differ = 0;
    let pairs = 0;
    for (let i = 0; i < sqs.length; i++)
      for (let j = i + 1; j < sqs.length; j++) {
        pairs++;
        if (!sameLineBothWays(sqs[i]!, sqs[j]!)) differ++;
      }
    expect(pairs).toBe(11175);
    expect(differ).toBe(3538);
  });

  it('is false for the worked example (2,2)–(0,3) and true along a row', async () => {
    const { sameLineBothWays } = await import('./index');
    expect(sameLineBothWays({ x: 2, y: 2 }, { x: 0, y: 3 })).toBe(false);
    expect(sameLineBothWays({ x: 0, y: 1 }, { x: 5, y: 1 })).toBe(true);
  });
});

describe('line of sight refuses bad input (issue 14)', () => {
  const a = { x: 0, y: 0 };
  const b = { x: 5, y: 3 };
  it('squares and pixels off the board are a RangeError, never a TypeError', () => {
    expect(() => lineOfSight([], null as never, b)).toThrow(RangeError);
    expect(() => lineOfSight([], a, Object.create(null) as never)).toThrow(RangeError);
    expect(() => linePixels({ x: 1e9, y: 0 }, a)).toThrow(RangeError);
    expect(() => squareCentrePixel({ x: 15, y: 0 })).toThrow(RangeError);
    expect(() => squareOfPixel({ px: 240, py: 0 })).toThrow(RangeError);
    expect(() => squareOfPixel({ px: 0.5, py: 0 })).toThrow(RangeError);
    expect(squareOfPixel({ px: 239, py: 159 })).toEqual({ x: 14, y: 9 });
    expect(() => createSightTester([]).blocked(a, undefined as never)).toThrow(RangeError);
  });

  it('pieces must be a list of pieces with known sprites and whole frames', () => {
    expect(() => lineOfSight(NaN as never, a, b)).toThrow(RangeError);
    expect(() => sightVerdict([null] as never, a, b)).toThrow(RangeError);
    expect(() => createSightTester([{ x: 1, y: 1, piece: 'toString' }])).toThrow(RangeError);
    expect(() => lineOfSight([{ x: 1, y: 1, piece: 'Goblin', frame: NaN }], a, b)).toThrow(
      RangeError,
    );
  });

  it('describes only verdicts', () => {
    expect(describeSightVerdict({ kind: 'clear' })).toBe('clear');
    expect(() => describeSightVerdict({ kind: 'toString' } as never)).toThrow(RangeError);
    expect(() =>
      describeSightVerdict({ kind: 'depends', conditions: [{ piece: 'Goblin' }] } as never),
    ).toThrow(RangeError);
  });
});
