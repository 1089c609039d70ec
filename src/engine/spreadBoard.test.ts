import { describe, expect, it } from 'vitest';
import { emptyBoard, makePiece, withPiece } from './pieces';
import { seedRng } from './rng';
import { spreadBoardFromBoard } from './spreadBoard';
import { simulateSpreading } from './spreadSimulation';

describe('spreadBoardFromBoard', () => {
  let b = emptyBoard();
  b = withPiece(b, { x: 1, y: 4 }, makePiece('Wizard 1', 0));
  b = withPiece(b, { x: 13, y: 4 }, makePiece('Wizard (Magic Sword)', 1));
  b = withPiece(b, { x: 5, y: 5 }, makePiece('Horse', 1, { rider: 2 }));
  b = withPiece(b, { x: 6, y: 5 }, makePiece('Orc (corpse)', 1));
  b = withPiece(b, { x: 7, y: 5 }, makePiece('Magic Fire', 1));
  b = withPiece(b, { x: 8, y: 5 }, makePiece('Magic Castle', 0));

  it('turns every piece into an occupant or a spreader', () => {
    const r = spreadBoardFromBoard(b, { x: 3, y: 3, kind: 'Gooey Blob', owner: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.occupants).toEqual([
      { x: 1, y: 4, kind: 'Wizard', owner: 0 },
      { x: 13, y: 4, kind: 'Wizard', owner: 1 },
      { x: 5, y: 5, kind: 'Horse', owner: 1, withWizard: 2 },
      { x: 6, y: 5, kind: 'Corpse' },
      { x: 8, y: 5, kind: 'Magic Castle', owner: 0 },
    ]);
    expect(r.value.spreaders).toEqual([
      { x: 7, y: 5, kind: 'Magic Fire', owner: 1 },
      { x: 3, y: 3, kind: 'Gooey Blob', owner: 0 },
    ]);
    // …and the simulation accepts it.
    expect(simulateSpreading({ board: r.value, turns: 2, runs: 3 }, seedRng(1)).ok).toBe(true);
  });

  it('puts the new spreader over a corpse, but not over a piece', () => {
    const r = spreadBoardFromBoard(b, { x: 6, y: 5, kind: 'Magic Fire', owner: 0 });
    expect(r.ok && r.value.occupants.some((o) => o.x === 6 && o.y === 5)).toBe(false);
    expect(spreadBoardFromBoard(b, { x: 1, y: 4, kind: 'Magic Fire', owner: 1 })).toMatchObject({
      ok: false,
      error: 'square-taken',
    });
  });
});
