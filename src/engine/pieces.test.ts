import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeBoard, encodeBoard } from './boardCode';
import {
  boardFromPlaced,
  emptyBoard,
  makePiece,
  pieceOf,
  pieceAt,
  placedPieces,
  sightPieces,
  wizardOnSquare,
  validateBoard,
  withPiece,
  type Board,
  type Piece,
} from './pieces';
import { ALL_KINDS, CORPSE_KINDS, kindClass, spriteFrameCount } from './sprites';

// The unchecked builder: these tests hand validatePiece pieces that makePiece would refuse.
const piece = (kind: string, owner = 0, extra: Partial<Piece> = {}) => pieceOf(kind, owner, extra);

describe('board model', () => {
  it('places, reads and lists pieces', () => {
    let b = emptyBoard();
    b = withPiece(b, { x: 3, y: 4 }, piece('Goblin', 2));
    b = withPiece(b, { x: 0, y: 0 }, piece('Wizard 1', 0));
    expect(pieceAt(b, { x: 3, y: 4 })?.kind).toBe('Goblin');
    expect(pieceAt(b, { x: 4, y: 3 })).toBeNull();
    expect(placedPieces(b).map((p) => [p.x, p.y, p.kind])).toEqual([
      [0, 0, 'Wizard 1'],
      [3, 4, 'Goblin'],
    ]);
    expect(sightPieces(b)).toEqual([
      { x: 0, y: 0, piece: 'Wizard 1', frame: 0 },
      { x: 3, y: 4, piece: 'Goblin', frame: 0 },
    ]);
    expect(boardFromPlaced(placedPieces(b))).toEqual(b);
  });

  it('validates riders, illusions, frames and duplicate wizards', () => {
    const one = (p: Piece) => validateBoard(withPiece(emptyBoard(), { x: 1, y: 1 }, p));
    expect(one(piece('Horse', 1, { rider: 1 })).ok).toBe(true);
    expect(one(piece('Magic Wood', 1, { rider: 3 })).ok).toBe(true);
    expect(one(piece('Horse', 1, { rider: 2 }))).toMatchObject({ ok: false, error: 'bad-rider' });
    expect(one(piece('Goblin', 1, { rider: 1 }))).toMatchObject({ ok: false, error: 'bad-rider' });
    expect(one(piece('Wall', 0, { illusion: true }))).toMatchObject({
      ok: false,
      error: 'bad-illusion',
    });
    expect(one(piece('Goblin (corpse)', 0, { frame: 1 }))).toMatchObject({
      ok: false,
      error: 'bad-frame',
    });
    // makePiece refuses a frame counter above 3, so this piece is written out by hand.
    expect(one({ ...piece('Goblin', 0), frame: 4 })).toMatchObject({
      ok: false,
      error: 'bad-frame',
    });
    expect(one(piece('Goblin', 8))).toMatchObject({ ok: false, error: 'bad-owner' });
    expect(one(piece('Troll'))).toMatchObject({ ok: false, error: 'bad-kind' });
    expect(one(piece('Zombie', 0, { raised: true }))).toMatchObject({
      ok: false,
      error: 'bad-raised',
    });
    expect(one(piece('Orc', 0, { corpseBelow: 'Orc' }))).toMatchObject({
      ok: false,
      error: 'bad-corpse',
    });
    const two = withPiece(
      withPiece(emptyBoard(), { x: 0, y: 0 }, piece('Wizard 1', 0)),
      { x: 5, y: 5 },
      piece('Pegasus', 0, { rider: 0 }),
    );
    expect(validateBoard(two)).toMatchObject({ ok: false, error: 'duplicate-wizard' });
  });
});

// A valid random board: pieces of any kind, each wizard at most once.
const validPiece: fc.Arbitrary<Piece> = fc
  .record({
    kind: fc.constantFrom(...ALL_KINDS),
    owner: fc.integer({ min: 0, max: 7 }),
    frame: fc.integer({ min: 0, max: 3 }),
    illusion: fc.boolean(),
    raised: fc.boolean(),
    rider: fc.boolean(),
    corpse: fc.option(fc.constantFrom(...CORPSE_KINDS), { nil: undefined }),
  })
  .map(({ kind, owner, frame, illusion, raised, rider, corpse }) => {
    const cls = kindClass(kind);
    const creature = cls === 'creature';
    const holds = [
      'Horse',
      'Unicorn',
      'Centaur',
      'Pegasus',
      'Gryphon',
      'Manticore',
      'Magic Wood',
      'Magic Castle',
      'Dark Citadel',
    ].includes(kind);
    const p: Piece = {
      kind,
      owner,
      frame: frame % spriteFrameCount(kind),
      illusion: creature && illusion,
      ...(creature && !illusion && raised && CORPSE_KINDS.includes(`${kind} (corpse)`)
        ? { raised: true }
        : {}),
      ...(holds && rider ? { rider: owner } : {}),
      ...(cls !== 'corpse' && corpse ? { corpseBelow: corpse } : {}),
    };
    return p;
  });

const validBoard: fc.Arbitrary<Board> = fc
  .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 149 }), validPiece), {
    maxLength: 150,
    selector: ([i]) => i,
  })
  .map((entries) => {
    const b: (Piece | null)[] = [...emptyBoard()];
    const wizards = new Set<number>();
    for (const [i, p] of entries) {
      const w = kindClass(p.kind) === 'wizard' ? p.owner : p.rider;
      if (w !== undefined) {
        if (wizards.has(w)) continue;
        wizards.add(w);
      }
      b[i] = p;
    }
    return b;
  });

describe('share-link code', () => {
  it('round-trips every valid board and is URL-safe', () => {
    fc.assert(
      fc.property(validBoard, (b) => {
        expect(validateBoard(b).ok).toBe(true);
        const code = encodeBoard(b);
        expect(code.ok).toBe(true);
        if (!code.ok) return;
        expect(code.value).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeBoard(code.value)).toEqual({ ok: true, value: b });
      }),
    );
  });

  it('is short: an empty board is 3 characters, one plain piece makes 7', () => {
    const e = encodeBoard(emptyBoard());
    expect(e).toEqual({ ok: true, value: 'BAA' });
    const one = encodeBoard(withPiece(emptyBoard(), { x: 2, y: 0 }, piece('Goblin')));
    expect(one.ok && one.value.length).toBe(7); // 14 + 24 bits
  });

  it('never throws on bad input and reports an error code', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'ABCDEFabcdef0189-_') })),
        (s) => {
          const r = decodeBoard(s);
          if (r.ok) {
            // whatever decodes is a valid board whose code is the input itself
            expect(validateBoard(r.value).ok).toBe(true);
            expect(encodeBoard(r.value)).toEqual({ ok: true, value: s });
          } else {
            expect(typeof r.error).toBe('string');
            expect(typeof r.message).toBe('string');
          }
        },
      ),
      { numRuns: 500 },
    );
    expect(decodeBoard('')).toMatchObject({ ok: false, error: 'empty' });
    expect(decodeBoard(42)).toMatchObject({ ok: false, error: 'empty' });
    expect(decodeBoard('BA*')).toMatchObject({ ok: false, error: 'bad-character' });
    expect(decodeBoard('CAA')).toMatchObject({ ok: false, error: 'bad-version' });
    expect(decodeBoard('BA')).toMatchObject({ ok: false, error: 'truncated' });
    expect(decodeBoard('BAAA')).toMatchObject({ ok: false, error: 'trailing-data' });
    expect(decodeBoard('BAB')).toMatchObject({ ok: false, error: 'trailing-data' });
  });

  it('rejects bad fields with specific codes', () => {
    const good = encodeBoard(withPiece(emptyBoard(), { x: 0, y: 0 }, piece('Goblin')));
    expect(good.ok).toBe(true);
    // Flip the kind bits to an index past the end of ALL_KINDS (127).
    const bits = (s: string) =>
      [...s]
        .map((c) =>
          'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
            .indexOf(c)
            .toString(2)
            .padStart(6, '0'),
        )
        .join('');
    const chars = (b: string) =>
      (b.match(/.{1,6}/g) ?? [])
        .map(
          (g) =>
            'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[
              parseInt(g.padEnd(6, '0'), 2)
            ],
        )
        .join('');
    const b = bits(good.ok ? good.value : '');
    const badKind = b.slice(0, 22) + '1111111' + b.slice(29);
    expect(decodeBoard(chars(badKind))).toMatchObject({ ok: false, error: 'bad-kind' });
    const badSquare = b.slice(0, 14) + '11111111' + b.slice(22);
    expect(decodeBoard(chars(badSquare))).toMatchObject({ ok: false, error: 'bad-square' });
  });
});

describe('the board functions refuse bad input (issue 14)', () => {
  const b = emptyBoard();
  it('refuses squares off the board instead of reading another square', () => {
    // {x: 15, y: 0} is not (0, 1): the board is 15 wide.
    expect(() => pieceAt(b, { x: 15, y: 0 })).toThrow(RangeError);
    expect(() => pieceAt(b, { x: 1.5, y: 0 })).toThrow(RangeError);
    expect(() => withPiece(b, { x: 0, y: 10 }, null)).toThrow(RangeError);
    expect(pieceAt(b, { x: 14, y: 9 })).toBeNull();
  });

  it('refuses boards of the wrong length, with holes or with junk on a square', () => {
    expect(() => pieceAt(b.slice(1), { x: 0, y: 0 })).toThrow(RangeError);
    expect(() => placedPieces(new Array(150) as never)).toThrow(RangeError);
    const junk = b.slice() as unknown[];
    junk[3] = 'Goblin';
    expect(() => sightPieces(junk as never)).toThrow(RangeError);
    expect(() => pieceAt(junk as never, { x: 3, y: 0 })).toThrow(RangeError);
  });

  it('builds only pieces of known kinds, owners 0–7 and typed fields', () => {
    expect(() => makePiece('toString')).toThrow(RangeError);
    expect(() => makePiece('Goblin', 8)).toThrow(RangeError);
    expect(() => makePiece('Goblin', 0, { illusion: 'true' as never })).toThrow(RangeError);
    expect(() => makePiece('Goblin', 0, { frame: 4 })).toThrow(RangeError);
    // A piece the model refuses can still be built: validatePiece says why.
    expect(makePiece('Horse', 1, { rider: 2 })).toMatchObject({ kind: 'Horse', rider: 2 });
    expect(() => boardFromPlaced([{ ...makePiece('Horse', 1, { rider: 2 }), x: 0, y: 0 }])).toThrow(
      /only its owner/,
    );
    expect(() => boardFromPlaced([{ ...makePiece('Goblin'), x: 15, y: 0 }])).toThrow(RangeError);
  });

  it('asks for the wizard of a piece, never of nothing', () => {
    expect(wizardOnSquare(makePiece('Wizard 3', 2))).toBe(2);
    expect(wizardOnSquare(makePiece('Magic Wood', 1, { rider: 4 }))).toBe(4);
    expect(wizardOnSquare(makePiece('Goblin', 1))).toBeUndefined();
    expect(() => wizardOnSquare(null as never)).toThrow(RangeError);
    expect(() => wizardOnSquare({ kind: 'toString', owner: 9 } as never)).toThrow(RangeError);
  });
});
