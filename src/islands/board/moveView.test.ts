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
});
