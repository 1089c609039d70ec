import { describe, expect, it } from 'vitest';
import { DEFAULT_POSITION, emptyBoard, makePiece, withPiece } from '../../engine';
import { WIZARD_FLAG_BITS } from '../../engine/data/wizards';
import { withWizard } from '../../engine/position';
import { positionMovePick } from './positionMove';
import { moveView } from './moveView';

// Wizard 1 (seat 0) in Shadow Form with manoeuvre 8; wizard 2 (seat 1) as default, next to a Goblin.
let board = withPiece(emptyBoard(), { x: 2, y: 4 }, makePiece('Wizard 1', 0));
board = withPiece(board, { x: 10, y: 4 }, makePiece('Wizard 2', 1));
board = withPiece(board, { x: 11, y: 4 }, makePiece('Goblin', 0));
const r = withWizard(DEFAULT_POSITION, 0, {
  stats: { manoeuvre: 8 },
  flags: WIZARD_FLAG_BITS.shadowForm,
});
if (!r.ok) throw new Error(r.message);
const extras = r.value;
// The old global pick values must not leak into any wizard.
const pick = { engaged: false, wizardManoeuvre: 12, shadowForm: true };

describe('movement with the position', () => {
  it('gives Shadow Form to wizard 1 only: he walks 3 (6 half-units), the enemy wizard 1', () => {
    const own = moveView(board, positionMovePick(board, { ...pick, from: { x: 2, y: 4 } }, extras));
    expect(own.reach?.pointsHalfUnits).toBe(6);
    const enemy = moveView(
      board,
      positionMovePick(board, { ...pick, from: { x: 10, y: 4 } }, extras),
    );
    expect(enemy.reach?.pointsHalfUnits).toBe(2);
  });
  it("uses each wizard's own manoeuvre for breaking free: wizard 2's default 5 against the Goblin", () => {
    const enemy = moveView(
      board,
      positionMovePick(board, { ...pick, from: { x: 10, y: 4 } }, extras),
    );
    // Breaks free when d10 + 2 < 5: rolls 0–2, 3 in 10.
    expect(enemy.breakFree).toMatchObject({ num: 3, den: 10 });
  });
  it('leaves a creature’s pick alone', () => {
    const p = { ...pick, from: { x: 11, y: 4 } };
    expect(positionMovePick(board, p, extras)).toBe(p);
  });
});
