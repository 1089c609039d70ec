import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WIZARD_FLAG_BITS } from './data/wizards';
import { emptyBoard, makePiece, placedPieces, withPiece, type Board } from './pieces';
import { DEFAULT_POSITION, withWizard, type PositionExtras } from './position';
import {
  MAX_POSITION_FILE_CHARS,
  POSITION_FILE_FORMAT,
  positionFileText,
  readPositionFile,
  type FilePosition,
} from './positionFile';
import { ALL_KINDS, isCorpseKind } from './sprites';

const ok = <T>(r: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

let board: Board = withPiece(emptyBoard(), { x: 2, y: 4 }, makePiece('Wizard 1', 0));
board = withPiece(board, { x: 10, y: 4 }, makePiece('Wizard 2', 1));
board = withPiece(board, { x: 11, y: 4 }, { ...makePiece('Goblin', 0), illusion: true, frame: 2 });
board = withPiece(board, { x: 5, y: 7 }, { ...makePiece('Horse', 2), rider: 2 });
board = withPiece(
  board,
  { x: 6, y: 7 },
  {
    ...makePiece('Orc', 3),
    corpseBelow: 'Elf (corpse)',
    raised: true,
  },
);
const extras: PositionExtras = {
  ...ok(
    withWizard(DEFAULT_POSITION, 1, {
      flags: WIZARD_FLAG_BITS.shadowForm | WIZARD_FLAG_BITS.armour,
      stats: { manoeuvre: 8, spells: 20 },
      book: [1, 2, 41, 50],
      player: 'computer',
      level: 5,
    }),
  ),
  turn: 11,
  actor: 1,
};
const position: FilePosition = { ...extras, board, balance: -37 };
const text = ok(positionFileText(position));

/** The file as an object, changed by `f`, written back as text. */
function edited(f: (o: Record<string, unknown>) => void): string {
  const o = JSON.parse(text) as Record<string, unknown>;
  f(o);
  return JSON.stringify(o);
}

describe('the position file', () => {
  it('writes a small versioned JSON file, one line per wizard and per piece', () => {
    const o = JSON.parse(text) as Record<string, unknown>;
    expect(o).toMatchObject({
      format: POSITION_FILE_FORMAT,
      version: 1,
      turn: 11,
      actor: 1,
      balance: -37,
    });
    expect(o.pieces).toHaveLength(5);
    expect((o.pieces as unknown[])[0]).toEqual({
      x: 2,
      y: 4,
      kind: 'Wizard 1',
      owner: 0,
      illusion: false,
      frame: 0,
    });
    expect(text.split('\n')).toHaveLength(1 + 5 + 1 + 8 + 1 + 1 + 5 + 1 + 1 + 1);
  });

  it('reads back exactly what it wrote', () => {
    const back = ok(readPositionFile(text));
    expect(back.board).toEqual(board);
    expect(back.wizards).toEqual(extras.wizards);
    expect([back.turn, back.actor, back.balance]).toEqual([11, 1, -37]);
  });

  it('round-trips random positions (property)', () => {
    const kinds = ALL_KINDS.filter((k) => !isCorpseKind(k) && !k.startsWith('Wizard'));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            x: fc.integer({ min: 0, max: 14 }),
            y: fc.integer({ min: 0, max: 9 }),
            kind: fc.constantFrom(...kinds),
            owner: fc.integer({ min: 0, max: 7 }),
          }),
          { maxLength: 40 },
        ),
        fc.integer({ min: -128, max: 127 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 7 }),
        (pieces, balance, turn, actor) => {
          let b = emptyBoard();
          for (const p of pieces) b = withPiece(b, p, makePiece(p.kind, p.owner));
          const p: FilePosition = { ...DEFAULT_POSITION, turn, actor, board: b, balance };
          const back = ok(readPositionFile(ok(positionFileText(p))));
          expect(back).toEqual(p);
        },
      ),
      { numRuns: 60, seed: 12 },
    );
  });

  it('keeps the fullest position well under the size limit', () => {
    let full = emptyBoard();
    for (let i = 0; i < 150; i++)
      full = withPiece(
        full,
        { x: i % 15, y: Math.floor(i / 15) },
        {
          ...makePiece('Golden Dragon', i % 8),
          corpseBelow: 'Golden Dragon (corpse)',
        },
      );
    const big = DEFAULT_POSITION.wizards.map(() => ({
      ...DEFAULT_POSITION.wizards[0]!,
      book: Array.from({ length: 20 }, (_, i) => 40 + i),
    }));
    const t = ok(
      positionFileText({ ...DEFAULT_POSITION, wizards: big, board: full, balance: -128 }),
    );
    expect(t.length).toBeLessThan(MAX_POSITION_FILE_CHARS / 2);
    expect(placedPieces(ok(readPositionFile(t)).board)).toHaveLength(150);
  });

  it('refuses what is not a position file, saying why', () => {
    const refused = (t: unknown, error: string, message: RegExp) => {
      const r = readPositionFile(t);
      expect(r, String(t).slice(0, 60)).toMatchObject({ ok: false, error });
      if (!r.ok) expect(r.message).toMatch(message);
    };
    refused(42, 'not-json', /no text/);
    refused('not json at all', 'not-json', /not JSON/);
    refused('', 'not-json', /not JSON/);
    refused(`${text} `.repeat(3) + ' '.repeat(MAX_POSITION_FILE_CHARS), 'too-large', /64 KB/);
    refused('[1, 2, 3]', 'bad-format', /not a Chaos Codex position/);
    refused('null', 'bad-format', /not a Chaos Codex position/);
    refused(
      edited((o) => (o.format = 'something-else')),
      'bad-format',
      /format/,
    );
    refused(
      edited((o) => (o.version = 2)),
      'bad-version',
      /version 2/,
    );
    refused(
      edited((o) => delete o.version),
      'bad-version',
      /version undefined/,
    );
    refused(
      edited((o) => (o.balance = 128)),
      'bad-balance',
      /-128 to 127/,
    );
    refused(
      edited((o) => (o.balance = '3')),
      'bad-balance',
      /balance/,
    );
    refused(
      edited((o) => (o.turn = 256)),
      'bad-position',
      /turn/,
    );
    refused(
      edited((o) => (o.actor = -1)),
      'bad-position',
      /whose turn/,
    );
    refused(
      edited((o) => (o.wizards = [])),
      'bad-position',
      /8 wizard seats/,
    );
    refused(
      edited((o) => ((o.wizards as { stats: { combat: number } }[])[3]!.stats.combat = 99)),
      'bad-position',
      /wizard 4's combat/,
    );
    refused(
      edited((o) => ((o.wizards as { book: number[] }[])[0]!.book = [1, 999])),
      'bad-position',
      /unknown spell/,
    );
    refused(
      edited((o) => ((o.wizards as unknown[])[2] = 'x')),
      'bad-position',
      /wizard 3/,
    );
    refused(
      edited((o) => (o.pieces = 'all of them')),
      'bad-board',
      /list of pieces/,
    );
    refused(
      edited((o) => ((o.pieces as { x: number }[])[1]!.x = 15)),
      'bad-board',
      /piece 2 is not on the board/,
    );
    refused(
      edited((o) => ((o.pieces as { kind: string }[])[0]!.kind = 'toString')),
      'bad-board',
      /piece 1: unknown piece kind/,
    );
    refused(
      edited(
        (o) =>
          ((o.pieces as { x: number; y: number }[])[1]! = {
            ...(o.pieces as { x: number; y: number }[])[0]!,
          }),
      ),
      'bad-board',
      /already taken/,
    );
    refused(
      edited((o) =>
        (o.pieces as unknown[]).push({
          x: 0,
          y: 0,
          kind: 'Wizard 1',
          owner: 0,
          illusion: false,
          frame: 0,
        }),
      ),
      'bad-board',
      /appears twice/,
    );
    refused(
      edited((o) => (o.pieces = Array.from({ length: 151 }, () => ({})))),
      'bad-board',
      /150 squares/,
    );
  });

  it('copies only the known fields, so extra keys never reach the records', () => {
    const t = text
      .replace('"format"', '"__proto__": { "polluted": true }, "extra": 1, "format"')
      .replace('"kind":"Wizard 1"', '"__proto__":{"x":1},"kind":"Wizard 1"');
    const back = ok(readPositionFile(t));
    expect(back.board[4 * 15 + 2]).toEqual(makePiece('Wizard 1', 0));
    expect(Object.keys(back).sort()).toEqual(['actor', 'balance', 'board', 'turn', 'wizards']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses to write a position the engine refuses', () => {
    expect(positionFileText({ ...position, balance: 200 })).toMatchObject({ error: 'bad-balance' });
    expect(positionFileText({ ...position, turn: -1 })).toMatchObject({ error: 'bad-position' });
    expect(positionFileText({ ...position, board: [] })).toMatchObject({ error: 'bad-board' });
    expect(positionFileText(null as never)).toMatchObject({ error: 'bad-position' });
  });
});
