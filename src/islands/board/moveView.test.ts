import { describe, expect, it } from 'vitest';
import { moverForPiece, movementReach } from '../../engine/movement';
import { emptyBoard, makePiece, pieceAt, withPiece } from '../../engine/pieces';
import { findSample, sampleBoard } from '../../stores/board-samples';
import { moveCounts, moveView } from './moveView';

const board = sampleBoard(findSample('battle')!);

describe('move view', () => {
  const pick = {
    engaged: false,
    wizardManoeuvre: 5,
    shadowForm: false,
    wings: false,
    magicWeapon: false,
  };
  it('matches movementReach for the engaged sample', () => {
    const s = findSample('engaged')!;
    const b = sampleBoard(s);
    const mover = moverForPiece(pieceAt(b, s.move!)!);
    if (!mover.ok) throw new Error(mover.message);
    const reach = movementReach(b, s.move!, mover.value);
    const v = moveView(b, { ...pick, from: s.move! });
    expect(v.moves).toBe(reach.squares.filter((r) => r.action === 'move').length);
    expect(v.attacks).toBe(reach.squares.filter((r) => r.action === 'attack').length);
    expect(v.breakFree).toEqual(reach.breakFree);
    expect(moveCounts(v)).toMatch(
      /^\d+ squares to move to \(\d+ of them end engaged\), \d+ to attack/,
    );
  });

  it('marks a flyer’s landings next to an enemy as engaged, and the enemy as an attack', () => {
    let b = withPiece(emptyBoard(), { x: 0, y: 4 }, makePiece('Bat', 0));
    b = withPiece(b, { x: 6, y: 4 }, makePiece('Goblin', 1)); // 12 away: beyond the Bat's 11
    const v = moveView(b, { ...pick, from: { x: 0, y: 4 } });
    expect(v.engagedStops).toBe(3);
    expect(v.attacks).toBe(1);
    const enemy = v.overlay.find((o) => o.x === 6 && o.y === 4);
    expect(enemy?.text).toMatch(/attack/);
    const landing = v.overlay.find((o) => o.x === 5 && o.y === 4);
    expect(landing?.text).toMatch(/ends engaged/);
  });

  it('explains empty squares and pieces that never move', () => {
    expect(moveView(board, { ...pick, from: { x: 0, y: 0 } }).error).toMatch(/empty/);
    expect(moveView(board, { ...pick, from: { x: 6, y: 3 } }).error).toMatch(/Wall never moves/);
    expect(moveView(board, { ...pick, from: null }).error).toMatch(/Pick a piece/);
  });

  it('uses the wizard options', () => {
    const w = { ...pick, from: { x: 3, y: 4 } };
    expect(moveView(board, w).reach?.pointsHalfUnits).toBe(2);
    expect(moveView(board, { ...w, shadowForm: true }).reach?.pointsHalfUnits).toBe(6);
  });

  it('shows a ridden mount’s dismount squares (#AD88): a D of their own, or added to the mount’s mark', () => {
    let b = withPiece(emptyBoard(), { x: 0, y: 0 }, makePiece('Horse', 0, { rider: 0 }));
    b = withPiece(b, { x: 1, y: 1 }, makePiece('Unicorn', 0)); // his free mount: dismount only
    b = withPiece(b, { x: 1, y: 0 }, makePiece('Goblin', 1));
    const v = moveView(b, { ...pick, from: { x: 0, y: 0 } });
    // (0,1) is free: the Horse may go there and he may step off there; (1,1) only he may enter.
    expect(v.dismounts).toBe(2);
    expect(v.overlay.find((o) => o.x === 1 && o.y === 1)).toMatchObject({
      label: 'D',
      text: 'its wizard can dismount here, ending engaged',
    });
    const both = v.overlay.find((o) => o.x === 0 && o.y === 1);
    expect(both?.label).toBe('ED');
    expect(both?.text).toMatch(/can move here .*; its wizard can dismount here, ending engaged/);
    // The Goblin: the Horse strikes it, or he from inside the Unicorn, or on foot.
    expect(v.overlay.find((o) => o.x === 1 && o.y === 0)?.text).toBe(
      'can attack here (by the Horse, its wizard once off or the wizard from inside the Unicorn on (1,1))',
    );
    expect(moveCounts(v)).toMatch(/, 2 for its wizard to dismount to$/);
    expect(v.stats).toMatch(/carrying its wizard, who may dismount one square/);
  });

  it('moves the wizard sheltering in a wood one square out (#AD09–#AD47)', () => {
    let b = withPiece(emptyBoard(), { x: 4, y: 4 }, makePiece('Magic Wood', 1, { rider: 0 }));
    b = withPiece(b, { x: 5, y: 4 }, makePiece('Goblin', 1));
    const v = moveView(b, { ...pick, from: { x: 4, y: 4 } });
    expect(v.error).toBeUndefined();
    expect(v.sheltered).toBe(true);
    expect(v.moves).toBe(8 - 1);
    expect(v.attacks).toBe(1);
    expect(v.overlay.find((o) => o.x === 5 && o.y === 4)?.text).toBe(
      'can attack here (by the wizard once out or the wizard from inside the Magic Wood on (4,4))',
    );
    expect(v.breakFree).toBeNull();
    expect(v.stats).toMatch(/with Wizard 1 inside: he steps out one square/);
    expect(moveView(emptyBoard(), { ...pick, from: { x: 4, y: 4 } }).error).toMatch(/empty/);
  });
});
