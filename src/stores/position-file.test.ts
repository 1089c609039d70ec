import { describe, expect, it } from 'vitest';
import { DEFAULT_POSITION, emptyBoard, makePiece, withPiece, withWizard } from '../engine';
import { positionFileText } from '../engine/positionFile';
import { $board, setBoard } from './board';
import { $history, redo, undo } from './history';
import { $positionExtras, resetWizards } from './position';
import { openPositionFile, positionFileNow } from './position-file';
import { setBalance } from './position-full';
import { $settings } from './settings';

const ok = <T>(r: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe('the position as a file', () => {
  it('saves what is on screen and opens it back as one undo step', () => {
    const mine = withPiece(emptyBoard(), { x: 3, y: 3 }, makePiece('Wizard 1', 0));
    setBoard(mine);
    resetWizards();
    setBalance(9);
    const saved = ok(positionFileNow());
    expect(JSON.parse(saved)).toMatchObject({ balance: 9, turn: 0, actor: 0 });

    const theirs = ok(
      positionFileText({
        ...ok(withWizard(DEFAULT_POSITION, 2, { flags: 8 })),
        turn: 4,
        board: withPiece(emptyBoard(), { x: 9, y: 1 }, makePiece('Wizard 3', 2)),
        balance: -40,
      }),
    );
    const before = { board: $board.get(), extras: $positionExtras.get() };
    expect(openPositionFile(theirs).ok).toBe(true);
    expect($settings.get().balance).toBe(-40);
    expect($positionExtras.get().turn).toBe(4);
    expect($board.get()[1 * 15 + 9]?.kind).toBe('Wizard 3');
    expect($history.get()).toEqual({ undo: 1, redo: 0 });

    expect(undo()).toBe(true);
    expect($board.get()).toBe(before.board);
    expect($positionExtras.get()).toBe(before.extras);
    expect($settings.get().balance).toBe(9);
    expect(undo()).toBe(false);
    expect(redo()).toBe(true);
    expect($settings.get().balance).toBe(-40);

    // What was saved opens back to the same position.
    expect(openPositionFile(saved).ok).toBe(true);
    expect($board.get()).toEqual(mine);
    expect($positionExtras.get()).toEqual(DEFAULT_POSITION);
    expect($settings.get().balance).toBe(9);
  });

  it('changes nothing for a file it cannot use', () => {
    const before = {
      board: $board.get(),
      extras: $positionExtras.get(),
      settings: $settings.get(),
      history: $history.get(),
    };
    for (const bad of ['{', '{"format":"chaos-codex-position","version":9}', 'x'.repeat(70_000)]) {
      const r = openPositionFile(bad);
      expect(r.ok).toBe(false);
    }
    expect($board.get()).toBe(before.board);
    expect($positionExtras.get()).toBe(before.extras);
    expect($settings.get()).toBe(before.settings);
    expect($history.get()).toEqual(before.history);
  });
});
