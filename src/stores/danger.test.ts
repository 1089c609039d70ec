import { describe, expect, it } from 'vitest';
import { emptyBoard, makePiece, withPiece } from '../engine/pieces';
import {
  DEFAULT_DANGER_PICK,
  dangerCode,
  dangerFromSearch,
  dangerToSearch,
  readDangerCode,
  DANGER_PIECE_KEY,
  followPickedPiece,
  readPickedPiece,
  rememberPickedPiece,
} from './danger';

describe('the danger pick in the address', () => {
  it('round-trips a square and the view, other parameters kept', () => {
    const pick = { square: { x: 11, y: 5 }, view: 'own' } as const;
    expect(dangerCode(pick)).toBe('11-5-own');
    const search = dangerToSearch('?board=abc', pick);
    expect(search).toBe('?board=abc&danger=11-5-own');
    expect(dangerFromSearch(search)).toEqual({ value: pick, problems: [] });
    expect(readDangerCode('0-9', 'link').value).toEqual({
      square: { x: 0, y: 9 },
      view: 'threats',
    });
  });

  it('writes nothing for the default pick', () => {
    expect(dangerToSearch('?danger=1-1', DEFAULT_DANGER_PICK)).toBe('');
    expect(dangerFromSearch('?board=x')).toBeUndefined();
  });

  it('keeps the default, with a note, for a code it cannot read', () => {
    for (const bad of ['15-0', '3-10', '-1-2', '3,4', '<script>', '3-4-own-own', '', '٣-٤']) {
      const r = readDangerCode(bad, 'link');
      expect(r.value).toEqual(DEFAULT_DANGER_PICK);
      expect(r.problems[0]).toMatch(/could not be read/);
    }
  });
});

describe('the pick follows its piece when the board changes (issue 32, point 3)', () => {
  const gob = makePiece('Goblin', 1);
  const wiz = makePiece('Wizard 3', 2);
  const board = withPiece(withPiece(emptyBoard(), { x: 3, y: 4 }, gob), { x: 9, y: 2 }, wiz);

  it('stays when the piece is still there; follows the only piece like it elsewhere', () => {
    expect(followPickedPiece(board, { x: 3, y: 4 }, { kind: 'Goblin', owner: 1 })).toEqual({});
    const moved = withPiece(withPiece(board, { x: 3, y: 4 }, null), { x: 5, y: 6 }, gob);
    const f = followPickedPiece(moved, { x: 3, y: 4 }, { kind: 'Goblin', owner: 1 });
    expect(f.square).toEqual({ x: 5, y: 6 });
    expect(f.note).toMatch(/picked at \(3,4\), is now at \(5,6\)/);
  });

  it('follows a wizard by his seat, whatever his picture now', () => {
    const sword = withPiece(
      withPiece(board, { x: 9, y: 2 }, null),
      { x: 10, y: 2 },
      makePiece('Wizard (Magic Sword)', 2),
    );
    expect(followPickedPiece(sword, { x: 9, y: 2 }, { kind: 'Wizard 3', owner: 2 }).square).toEqual(
      { x: 10, y: 2 },
    );
  });

  it('says so, and keeps the square, when the piece is gone or not the only one like it', () => {
    const gone = withPiece(board, { x: 3, y: 4 }, null);
    const g = followPickedPiece(gone, { x: 3, y: 4 }, { kind: 'Goblin', owner: 1 });
    expect(g.square).toBeUndefined();
    expect(g.note).toMatch(/no longer on it\. Pick a piece to ask again/);
    const two = withPiece(withPiece(gone, { x: 1, y: 1 }, gob), { x: 2, y: 1 }, gob);
    expect(followPickedPiece(two, { x: 3, y: 4 }, { kind: 'Goblin', owner: 1 }).note).toMatch(
      /not the only one/,
    );
    // Nothing remembered: nothing to follow.
    expect(followPickedPiece(gone, { x: 3, y: 4 }, null)).toEqual({});
  });

  it('remembers the piece in storage, and reads nothing from junk', () => {
    const m = new Map<string, string>();
    const st = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
    };
    rememberPickedPiece({ kind: 'Goblin', owner: 1 }, st);
    expect(readPickedPiece(st)).toEqual({ kind: 'Goblin', owner: 1 });
    rememberPickedPiece(null, st);
    expect(readPickedPiece(st)).toBeNull();
    m.set(DANGER_PIECE_KEY, 'Goblin|9');
    expect(readPickedPiece(st)).toBeNull();
  });
});
