import { describe, expect, it, beforeEach } from 'vitest';
import { emptyBoard, encodeBoard, makePiece, pieceAt, placedPieces, withPiece } from '../engine';
import {
  $board,
  $boardNotes,
  boardFromSearch,
  boardToSearch,
  clearBoard,
  loadBoardCode,
  movePiece,
  placeKind,
  removePiece,
  setPieceFrame,
  setPieceOwner,
  setRider,
  updatePiece,
} from './board';

beforeEach(() => {
  clearBoard();
  $boardNotes.set([]);
});

describe('board store actions', () => {
  it('places, moves, re-frames and removes pieces', () => {
    expect(placeKind({ x: 1, y: 1 }, 'Goblin', 1).ok).toBe(true);
    expect(movePiece({ x: 1, y: 1 }, { x: 4, y: 2 }).ok).toBe(true);
    expect(pieceAt($board.get(), { x: 1, y: 1 })).toBeNull();
    expect(pieceAt($board.get(), { x: 4, y: 2 })?.kind).toBe('Goblin');
    expect(setPieceFrame({ x: 4, y: 2 }, 2).ok).toBe(true);
    expect(setPieceOwner({ x: 4, y: 2 }, 5).ok).toBe(true);
    expect(pieceAt($board.get(), { x: 4, y: 2 })).toMatchObject({ frame: 2, owner: 5 });
    removePiece({ x: 4, y: 2 });
    expect(placedPieces($board.get())).toHaveLength(0);
  });

  it('refuses an impossible change and keeps the board', () => {
    placeKind({ x: 0, y: 0 }, 'Goblin (corpse)', 0);
    const before = $board.get();
    const r = setPieceFrame({ x: 0, y: 0 }, 3); // a corpse has one frame
    expect(r.ok).toBe(false);
    expect($board.get()).toBe(before);
    expect(movePiece({ x: 5, y: 5 }, { x: 6, y: 6 }).ok).toBe(false);
  });

  it('moves a wizard instead of showing him twice', () => {
    placeKind({ x: 0, y: 0 }, 'Wizard 1', 2);
    placeKind({ x: 3, y: 3 }, 'Wizard (Magic Sword)', 2);
    const wizards = placedPieces($board.get());
    expect(wizards).toHaveLength(1);
    expect(wizards[0]).toMatchObject({ x: 3, y: 3, owner: 2 });
  });

  it('puts a wizard inside a mount (leaving his own square) and takes him out', () => {
    placeKind({ x: 0, y: 0 }, 'Wizard 3', 1);
    placeKind({ x: 1, y: 0 }, 'Horse', 1);
    expect(setRider({ x: 1, y: 0 }, 1).ok).toBe(true);
    expect(placedPieces($board.get())).toEqual([
      expect.objectContaining({ x: 1, y: 0, kind: 'Horse', rider: 1 }),
    ]);
    expect(setRider({ x: 1, y: 0 }, 2).ok).toBe(false); // only its owner rides a mount
    expect(setRider({ x: 1, y: 0 }, undefined).ok).toBe(true);
    expect(pieceAt($board.get(), { x: 1, y: 0 })).not.toHaveProperty('rider');
  });

  it('changing the kind to a corpse resets the frame', () => {
    placeKind({ x: 2, y: 2 }, 'Orc', 0);
    setPieceFrame({ x: 2, y: 2 }, 3);
    expect(updatePiece({ x: 2, y: 2 }, { kind: 'Orc (corpse)' }).ok).toBe(true);
    expect(pieceAt($board.get(), { x: 2, y: 2 })?.frame).toBe(0);
  });

  it('loads share codes and rejects bad ones without touching the board', () => {
    const b = withPiece(emptyBoard(), { x: 7, y: 4 }, makePiece('Wall', 3));
    const code = encodeBoard(b);
    if (!code.ok) throw new Error(code.message);
    expect(loadBoardCode(code.value).ok).toBe(true);
    expect($board.get()).toEqual(b);
    const r = loadBoardCode('!!nonsense');
    expect(r.ok).toBe(false);
    expect($board.get()).toEqual(b);
  });
});

describe('board in the URL', () => {
  it('round-trips and keeps other parameters', () => {
    const b = withPiece(emptyBoard(), { x: 2, y: 9 }, makePiece('Gooey Blob', 1));
    const search = boardToSearch('?balance=5', b);
    expect(new URLSearchParams(search).get('balance')).toBe('5');
    const back = boardFromSearch(search);
    expect(back?.ok && back.value).toEqual(b);
    expect(boardToSearch(search, emptyBoard())).toBe('?balance=5');
    expect(boardFromSearch('?balance=5')).toBeUndefined();
  });

  it('reports a bad code', () => {
    const r = boardFromSearch('?board=zzzz');
    expect(r?.ok).toBe(false);
  });
});
