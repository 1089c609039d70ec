import { describe, expect, it } from 'vitest';
import { DEFAULT_POSITION, emptyBoard, makePiece, placedPieces, withPiece } from '../engine';
import { WIZARD_FLAG_BITS } from '../engine/data/wizards';
import { $board, clearBoard, placeKind, setBoard } from './board';
import { $history, asOneStep, redo, startHistory, undo } from './history';
import {
  $positionExtras,
  positionCode,
  positionFromSearch,
  positionToSearch,
  resetWizards,
  setTurn,
  updateWizard,
} from './position';
import { $position, setBalance } from './position-full';
import { $settings, updateSettings } from './settings';

describe('the position store', () => {
  it('joins the board, the wizards, the turn and the settings balance', () => {
    resetWizards();
    clearBoard();
    placeKind({ x: 2, y: 3 }, 'Wizard 1', 0);
    expect(setBalance(12).ok).toBe(true);
    expect(updateWizard(0, { stats: { manoeuvre: 8 } }).ok).toBe(true);
    expect(setTurn({ turn: 4, actor: 1 }).ok).toBe(true);
    const p = $position.get();
    expect(placedPieces(p.board)).toHaveLength(1);
    expect(p.balance).toBe(12);
    expect(p.wizards[0]?.stats.manoeuvre).toBe(8);
    expect(p.wizards[1]).toBe(DEFAULT_POSITION.wizards[1]);
    expect([p.turn, p.actor]).toEqual([4, 1]);
  });

  it('refuses a bad change and keeps what it had', () => {
    const before = $positionExtras.get();
    const r = updateWizard(0, { stats: { manoeuvre: 20 } });
    expect(r).toMatchObject({ ok: false, error: 'bad-stat' });
    expect(setTurn({ actor: 9 }).ok).toBe(false);
    expect($positionExtras.get()).toBe(before);
  });

  it('writes pos= only when the position differs from the default, keeping other parameters', () => {
    expect(positionToSearch('?board=AB&balance=3', DEFAULT_POSITION)).toBe('?board=AB&balance=3');
    expect(positionToSearch('?pos=xyz', DEFAULT_POSITION)).toBe('');
    const p = $positionExtras.get();
    const search = positionToSearch('?board=AB', p);
    expect(search).toBe(`?board=AB&pos=${positionCode(p)}`);
    expect(positionFromSearch(search)).toEqual({ value: p, problems: [] });
  });

  it('opens an old link (a board and no pos=) with the default wizards', () => {
    expect(positionFromSearch('?board=AB&balance=3')).toBeUndefined();
  });

  it('opens a bad or hostile pos= with the default wizards and a sentence saying why', () => {
    for (const bad of ['<script>alert(1)</script>', 'zzzz', '9'.repeat(5000), '', '%F0%9F%98%80']) {
      const r = positionFromSearch(`?pos=${bad}`);
      if (bad === '') {
        expect(r).toEqual({ value: DEFAULT_POSITION, problems: [] });
        continue;
      }
      expect(r?.value).toBe(DEFAULT_POSITION);
      expect(r?.problems[0]).toMatch(/could not be read/);
    }
  });
});

describe('undo and redo', () => {
  it('steps back and forward through board edits, samples, clearing and wizard edits', () => {
    setBoard(emptyBoard());
    resetWizards();
    setBalance(0);
    startHistory();
    const empty = $board.get();
    expect($history.get()).toEqual({ undo: 0, redo: 0 });

    placeKind({ x: 1, y: 1 }, 'Goblin', 1);
    const goblin = $board.get();
    const sample = withPiece(
      withPiece(emptyBoard(), { x: 5, y: 5 }, makePiece('Wizard 2', 0)),
      { x: 6, y: 5 },
      makePiece('Horse', 1),
    );
    setBoard(sample);
    clearBoard();
    updateWizard(0, { flags: WIZARD_FLAG_BITS.shadowForm });
    setBalance(-20); // the position's balance: a step too
    updateSettings({ ability: 2 }); // another setting: not a step
    expect($history.get()).toEqual({ undo: 5, redo: 0 });

    expect(undo()).toBe(true); // the balance
    expect($settings.get()).toMatchObject({ balance: 0, ability: 2 });
    expect(undo()).toBe(true); // the wizard
    expect($positionExtras.get()).toBe(DEFAULT_POSITION);
    expect(undo()).toBe(true); // the clear
    expect($board.get()).toBe(sample);
    expect(undo()).toBe(true); // the sample
    expect($board.get()).toBe(goblin);
    expect($history.get()).toEqual({ undo: 1, redo: 4 });

    expect(redo()).toBe(true);
    expect($board.get()).toBe(sample);
    expect($history.get()).toEqual({ undo: 2, redo: 3 });

    // A new edit drops the steps forward.
    placeKind({ x: 0, y: 9 }, 'Elf', 2);
    expect($history.get()).toEqual({ undo: 3, redo: 0 });
    expect(redo()).toBe(false);

    expect(undo()).toBe(true);
    expect(undo()).toBe(true);
    expect(undo()).toBe(true);
    expect($board.get()).toBe(empty);
    expect(undo()).toBe(false);
  });

  it('does not count a change that changes nothing', () => {
    const before = $history.get();
    $board.set($board.get());
    $positionExtras.set($positionExtras.get());
    setBalance($settings.get().balance);
    expect($history.get()).toEqual(before);
  });

  it('makes several changes one step (opening a position file)', () => {
    updateSettings({ ability: 0 });
    setBalance(5);
    const board = $board.get();
    const extras = $positionExtras.get();
    const { undo: steps } = $history.get();
    asOneStep(() => {
      clearBoard();
      updateWizard(3, { stats: { combat: 9 } });
      setBalance(-60);
    });
    expect($history.get()).toEqual({ undo: steps + 1, redo: 0 });
    expect(undo()).toBe(true);
    expect($board.get()).toBe(board);
    expect($positionExtras.get()).toBe(extras);
    expect($settings.get().balance).toBe(5);
    expect(redo()).toBe(true);
    expect($settings.get().balance).toBe(-60);
    expect($positionExtras.get().wizards[3]?.stats.combat).toBe(9);
  });
});
