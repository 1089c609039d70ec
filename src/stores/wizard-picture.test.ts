import { describe, expect, it } from 'vitest';
import { emptyBoard, makePiece, pieceAt, withPiece } from '../engine';
import { WIZARD_FLAG_BITS } from '../engine/data/wizards';
import { pictureMismatches } from '../engine/position';
import { $board, setBoard } from './board';
import { $history, startHistory, undo } from './history';
import { $positionExtras, resetWizards, updateWizard } from './position';
import { changeWizardAndRedraw, drawAsRecord, giveShownUpgrade } from './wizard-picture';

const at = { x: 4, y: 4 };
const kindAt = () => pieceAt($board.get(), at)?.kind;

describe("a wizard's picture follows his record", () => {
  it('ticking an upgrade draws it (the last cast); unticking it falls back to one still held', () => {
    setBoard(withPiece(emptyBoard(), at, makePiece('Wizard 3', 2)));
    resetWizards();
    startHistory();
    const steps = $history.get().undo;
    const tick = (bit: number, on: boolean, prefer?: Parameters<typeof drawAsRecord>[1]) =>
      changeWizardAndRedraw(
        2,
        () => {
          const f = $positionExtras.get().wizards[2]!.flags;
          return updateWizard(2, { flags: on ? f | bit : f & ~bit });
        },
        on ? prefer : undefined,
      );
    expect(tick(WIZARD_FLAG_BITS.wings, true, 'Magic Wings').ok).toBe(true);
    expect(kindAt()).toBe('Wizard (Magic Wings)');
    tick(WIZARD_FLAG_BITS.sword, true, 'Magic Sword');
    expect(kindAt()).toBe('Wizard (Magic Sword)');
    // Each change and its redraw are one step back.
    expect($history.get().undo).toBe(steps + 2);
    tick(WIZARD_FLAG_BITS.sword, false);
    expect(kindAt()).toBe('Wizard (Magic Wings)');
    tick(WIZARD_FLAG_BITS.wings, false);
    // No upgrade left: his plain picture (his seat's, as the sword picture replaced the old one).
    expect(kindAt()).toBe('Wizard 3');
    expect(undo()).toBe(true);
    expect(kindAt()).toBe('Wizard (Magic Wings)');
    expect($positionExtras.get().wizards[2]!.flags).toBe(WIZARD_FLAG_BITS.wings);
  });

  it('a picture the record lacks: give him that upgrade, or draw him as his record says', () => {
    setBoard(withPiece(emptyBoard(), at, makePiece('Wizard (Magic Bow)', 1)));
    resetWizards();
    expect(pictureMismatches($board.get(), $positionExtras.get())).toHaveLength(1);
    expect(giveShownUpgrade(1)).toBe('Magic Bow');
    // The bow is ranged combat 3, range 6 (absolute values, #846A).
    expect($positionExtras.get().wizards[1]!.stats).toMatchObject({ rangedCombat: 3, range: 6 });
    expect(pictureMismatches($board.get(), $positionExtras.get())).toEqual([]);

    resetWizards();
    expect(drawAsRecord(1)).toBe('Wizard 2');
    expect(kindAt()).toBe('Wizard 2');
    expect(pictureMismatches($board.get(), $positionExtras.get())).toEqual([]);
    // A wizard not on the board as a piece of his own is left alone.
    expect(drawAsRecord(5)).toBeNull();
    expect(giveShownUpgrade(5)).toBeNull();
  });
});
