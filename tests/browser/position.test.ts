/**
 * The position behind the board (issue 12): undo and redo for every edit (buttons and keys,
 * including a sample and "Clear board"), the wizard panel, each wizard's own Shadow Form and
 * manoeuvre in the movement overlay, the position in the link, and a bad position link.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import {
  breaksFree,
  DEFAULT_POSITION,
  emptyBoard,
  encodeBoard,
  encodePosition,
  makePiece,
  moverForPiece,
  movementReach,
  withPiece,
  withWizard,
  WIZARD_FLAG_BITS,
  wizardMoveOptions,
} from '../../src/engine';
import { openPage, useBrowser } from './harness';
import { liveLab } from './islands';

useBrowser();

const cell = (l: Locator, x: number, y: number) =>
  l.locator(`[role="gridcell"][data-x="${x}"][data-y="${y}"]`);
const pieceCount = (l: Locator) => l.locator('[role="gridcell"][data-piece]').count();
const ok = <T>(r: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

// Wizard 1 (seat 0) at (2,4) in Shadow Form; wizard 2 (seat 1) at (10,4) next to wizard 1's Goblin.
let board = withPiece(emptyBoard(), { x: 2, y: 4 }, makePiece('Wizard 1', 0));
board = withPiece(board, { x: 10, y: 4 }, makePiece('Wizard 2', 1));
board = withPiece(board, { x: 11, y: 4 }, makePiece('Goblin', 0));
const boardCode = ok(encodeBoard(board));
const shadow = ok(
  withWizard(DEFAULT_POSITION, 0, { flags: WIZARD_FLAG_BITS.shadowForm, stats: { manoeuvre: 8 } }),
);
const posCode = ok(encodePosition(shadow));

function movesFor(x: number, y: number, options: { shadowForm: boolean; wizardManoeuvre: number }) {
  const p = board[y * 15 + x]!;
  const reach = movementReach(board, { x, y }, ok(moverForPiece(p, options)));
  return reach.squares.filter((r) => r.action === 'move').length;
}

describe('undo and redo', () => {
  it('takes back loading a sample and clearing the board, by button and by key', async () => {
    const page = await openPage('/movement/');
    const l = await liveLab(page, 'move');
    await l.getByTestId('mode-edit').check();
    // The history starts with the editor's code: changes made before it are one step together
    // (the next test). Here each change is its own step.
    await l.getByTestId('undo').waitFor();
    const before = await pieceCount(l);
    await l.getByTestId('sample').selectOption('open');
    await expect.poll(() => pieceCount(l)).not.toBe(before);
    const sample = await pieceCount(l);
    expect(sample).toBeGreaterThan(0);
    await l.getByTestId('clear').click();
    await expect.poll(() => pieceCount(l)).toBe(0);

    await l.getByTestId('undo').click();
    await expect.poll(() => pieceCount(l)).toBe(sample);
    await l.getByTestId('redo').click();
    await expect.poll(() => pieceCount(l)).toBe(0);

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect.poll(() => pieceCount(l)).toBe(sample);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => pieceCount(l)).toBe(0);
    await expect(l.getByTestId('redo').isDisabled()).resolves.toBe(true);
  });

  it('takes back the very first change, made before the position had loaded', async () => {
    const page = await openPage('/line-of-sight/');
    const l = await liveLab(page, 'trace');
    const before = await pieceCount(l);
    expect(before).toBeGreaterThan(0);
    await expect(l.getByTestId('undo').count()).resolves.toBe(0); // nothing loaded yet
    await l.getByTestId('clear').click();
    await expect.poll(() => pieceCount(l)).toBe(0);
    await l.getByTestId('undo').click();
    await expect.poll(() => pieceCount(l)).toBe(before);
  });
});

describe('the wizard panel', () => {
  it("edits a wizard's record, which goes into the link and opens on a fresh page", async () => {
    const page = await openPage('/movement/');
    const l = await liveLab(page, 'move');
    await l.getByTestId('mode-edit').check();
    const panel = l.getByTestId('wizard-panel');
    await panel.waitFor();
    await panel.getByTestId('wizard-seat').selectOption('2');
    await panel.getByTestId('wizard-combat').fill('7');
    await panel.getByTestId('wizard-flag-magic-armour').check();
    await panel.getByTestId('wizard-book-spell').selectOption('41');
    await panel.getByTestId('wizard-book-add').click();
    await panel.getByTestId('wizard-player').selectOption('4');
    await expect.poll(() => new URL(page.url()).searchParams.get('pos')).toBeTruthy();

    // A value that is not allowed is shown with the value still in use.
    await panel.getByTestId('wizard-manoeuvre').fill('20');
    await expect(panel.getByRole('alert').textContent()).resolves.toMatch(/Must be 0–15; still 5/);

    const fresh = await openPage(`/movement/${new URL(page.url()).search}`);
    const f = await liveLab(fresh, 'move');
    await f.getByTestId('mode-edit').check();
    const p2 = f.getByTestId('wizard-panel');
    await p2.waitFor();
    await p2.getByTestId('wizard-seat').selectOption('2');
    await expect(p2.getByTestId('wizard-combat').inputValue()).resolves.toBe('7');
    await expect(p2.getByTestId('wizard-flag-magic-armour').isChecked()).resolves.toBe(true);
    await expect(p2.getByTestId('wizard-book').textContent()).resolves.toMatch(
      /Disbelieve.*Magic Bolt/,
    );
    await expect(p2.getByTestId('wizard-player').inputValue()).resolves.toBe('4');
    await expect(p2.getByTestId('wizard-manoeuvre').inputValue()).resolves.toBe('5');
  });
});

describe('movement with the position', () => {
  it('gives Shadow Form and manoeuvre to their own wizard only', async () => {
    const page = await openPage(`/movement/?board=${boardCode}&pos=${posCode}`);
    const l = await liveLab(page, 'move');
    await cell(l, 2, 4).click();
    const own = movesFor(2, 4, { shadowForm: true, wizardManoeuvre: 8 });
    await expect
      .poll(() => l.getByTestId('move-counts').textContent())
      .toMatch(new RegExp(`^${own} squares`));
    await expect(l.getByTestId('wizard-shadow-form').isChecked()).resolves.toBe(true);

    await cell(l, 10, 4).click();
    const enemy = movesFor(10, 4, { shadowForm: false, wizardManoeuvre: 5 });
    expect(enemy).toBeLessThan(own);
    await expect
      .poll(() => l.getByTestId('move-counts').textContent())
      .toMatch(new RegExp(`^${enemy} squares`));
    await expect(l.getByTestId('wizard-shadow-form').isChecked()).resolves.toBe(false);
    await expect(l.getByTestId('wizard-manoeuvre').inputValue()).resolves.toBe('5');
    const odds = (m: number) => `${breaksFree(m).num}/${breaksFree(m).den}`;
    expect(odds(5)).toBe('3/10');
    await expect(l.getByTestId('break-free').textContent()).resolves.toContain(odds(5));

    // The manoeuvre shown is the one used: 8 gives 6 in 10; 20 is refused and 8 stays in use.
    expect(odds(8)).toBe('3/5');
    await l.getByTestId('wizard-manoeuvre').fill('8');
    await expect.poll(() => l.getByTestId('break-free').textContent()).toContain(odds(8));
    await l.getByTestId('wizard-manoeuvre').fill('20');
    // (The lab's other alert regions, the position's notes among them, are there and empty.)
    await expect(
      l.getByRole('alert').filter({ hasText: 'Must be' }).textContent(),
    ).resolves.toMatch(/using 8/);
    await expect(l.getByTestId('break-free').textContent()).resolves.toContain(odds(8));
  });

  it("a wizard's upgrades come from his record: a picture it lacks is named, and either fix works", async () => {
    // An old link: wizard 1 drawn with Magic Wings, no position (so no wings in his record).
    let winged = withPiece(emptyBoard(), { x: 2, y: 4 }, makePiece('Wizard (Magic Wings)', 0));
    winged = withPiece(winged, { x: 10, y: 4 }, makePiece('Wizard 2', 1));
    const code = ok(encodeBoard(winged));
    const count = (flags: number) => {
      const w = ok(withWizard(DEFAULT_POSITION, 0, { flags }));
      const o = wizardMoveOptions(w, 0);
      const r = movementReach(winged, { x: 2, y: 4 }, ok(moverForPiece(winged[4 * 15 + 2]!, o)));
      return r.squares.filter((q) => q.action === 'move').length;
    };
    const walks = count(0);
    const flies = count(WIZARD_FLAG_BITS.wings);
    expect(flies).toBeGreaterThan(walks);

    const page = await openPage(`/movement/?board=${code}`);
    const l = await liveLab(page, 'move');
    // Picking the wizard loads his record; the lab then names the picture it lacks.
    await cell(l, 2, 4).click();
    await expect
      .poll(() => l.getByTestId('picture-notes').textContent())
      .toContain(
        'Wizard 1 at (2,4) is drawn with the Magic Wings, but his record has no Magic Wings: the rules follow his record.',
      );
    await expect
      .poll(() => l.getByTestId('move-counts').textContent())
      .toMatch(new RegExp(`^${walks} squares`));

    // Give him the wings the picture shows: the note goes, he flies, the record is in the link.
    await l.getByTestId('picture-give-0').click();
    await expect
      .poll(() => l.getByTestId('move-counts').textContent())
      .toMatch(new RegExp(`^${flies} squares`));
    await expect(l.getByTestId('picture-notes').count()).resolves.toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('pos')).toBeTruthy();

    // In the editor, unticking the wings draws him plain; ticking the sword draws the sword.
    await l.getByTestId('mode-edit').check();
    const panel = l.getByTestId('wizard-panel');
    await panel.waitFor();
    await panel.getByTestId('wizard-seat').selectOption('0');
    await panel.getByTestId('wizard-flag-magic-wings').uncheck();
    await expect.poll(() => cell(l, 2, 4).getAttribute('data-piece')).toBe('Wizard 1');
    await panel.getByTestId('wizard-flag-magic-sword').check();
    await expect.poll(() => cell(l, 2, 4).getAttribute('data-piece')).toBe('Wizard (Magic Sword)');
    await expect(panel.getByTestId('wizard-picture').textContent()).resolves.toContain(
      'Drawn as Wizard (Magic Sword)',
    );
    // One step back takes the sword and its picture together.
    await l.getByTestId('undo').click();
    await expect.poll(() => cell(l, 2, 4).getAttribute('data-piece')).toBe('Wizard 1');
    await expect(panel.getByTestId('wizard-flag-magic-sword').isChecked()).resolves.toBe(false);

    // The other fix: draw him as his record says.
    const again = await openPage(`/movement/?board=${code}`);
    const a = await liveLab(again, 'move');
    await cell(a, 2, 4).click();
    await a.getByTestId('picture-redraw-0').click();
    await expect.poll(() => cell(a, 2, 4).getAttribute('data-piece')).toBe('Wizard 1');
    await expect(a.getByTestId('picture-notes').count()).resolves.toBe(0);
  });

  it('a bad position in the link shows a message and default wizards, never a blank board', async () => {
    const errors: string[] = [];
    const page = await openPage(`/movement/?board=${boardCode}&pos=%3Cscript%3E`);
    page.on('pageerror', (e) => errors.push(e.message));
    const l = await liveLab(page, 'move');
    await expect
      .poll(() => l.getByTestId('position-notes').textContent())
      .toMatch(/The position in the link could not be read/);
    await expect(pieceCount(l)).resolves.toBe(3);
    await cell(l, 2, 4).click();
    const plain = movesFor(2, 4, { shadowForm: false, wizardManoeuvre: 5 });
    await expect
      .poll(() => l.getByTestId('move-counts').textContent())
      .toMatch(new RegExp(`^${plain} squares`));
    expect(errors).toEqual([]);
  });
});
