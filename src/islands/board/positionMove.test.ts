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
const pick = {
  engaged: false,
  wizardManoeuvre: 12,
  shadowForm: true,
  wings: true,
  magicWeapon: true,
};

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
  it('reads Magic Wings and the weapon from the record, not the picture: Wings then Sword flies 6', () => {
    // Wizard 2 cast Magic Wings, then Magic Sword: the Sword picture shows, the wings stay.
    let b = withPiece(board, { x: 10, y: 4 }, makePiece('Wizard (Magic Sword)', 1));
    b = withPiece(b, { x: 10, y: 6 }, makePiece('Zombie', 0));
    const w2 = withWizard(extras, 1, {
      flags: WIZARD_FLAG_BITS.wings | WIZARD_FLAG_BITS.sword,
    });
    if (!w2.ok) throw new Error(w2.message);
    const v = moveView(b, positionMovePick(b, { ...pick, from: { x: 10, y: 4 } }, w2.value));
    expect(v.reach?.mode).toBe('fly');
    expect(v.reach?.pointsHalfUnits).toBe(13);
    // The same picture with a record that has only the wings: he still flies, and the Zombie
    // (undead) may not be attacked without a weapon.
    const wingsOnly = withWizard(extras, 1, { flags: WIZARD_FLAG_BITS.wings });
    if (!wingsOnly.ok) throw new Error(wingsOnly.message);
    const bare = moveView(
      b,
      positionMovePick(b, { ...pick, from: { x: 10, y: 4 } }, wingsOnly.value),
    );
    const zombie = bare.overlay.find((o) => o.x === 10 && o.y === 6);
    expect(zombie?.label).toBe('U');
    const armed = v.overlay.find((o) => o.x === 10 && o.y === 6);
    expect(armed?.label).toBe('A');
  });
  it('a Magic Wings picture over a record without wings walks one square', () => {
    const b = withPiece(board, { x: 10, y: 4 }, makePiece('Wizard (Magic Wings)', 1));
    const v = moveView(b, positionMovePick(b, { ...pick, from: { x: 10, y: 4 } }, extras));
    expect(v.reach?.mode).toBe('walk');
    expect(v.reach?.pointsHalfUnits).toBe(2);
  });
  it('leaves a creature’s pick alone', () => {
    const p = { ...pick, from: { x: 11, y: 4 } };
    expect(positionMovePick(board, p, extras)).toBe(p);
  });
});
