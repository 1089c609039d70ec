/**
 * The position as a file (issue 12): the board editor's "Save as a file" downloads a JSON file
 * the engine reads back, "Open a position file" puts it back as one undo step (board, wizards,
 * turn and balance), and a file that cannot be used shows why and changes nothing. The balance
 * set in the wizard panel is an undo step too.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  DEFAULT_POSITION,
  emptyBoard,
  encodeBoard,
  encodePosition,
  makePiece,
  readPositionFile,
  withPiece,
  withWizard,
} from '../../src/engine';
import { openPage, runAxe, useBrowser } from './harness';

useBrowser();

const ok = <T>(r: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

let board = withPiece(emptyBoard(), { x: 2, y: 4 }, makePiece('Wizard 1', 0));
board = withPiece(board, { x: 10, y: 4 }, makePiece('Wizard 2', 1));
board = withPiece(board, { x: 11, y: 4 }, makePiece('Goblin', 0));
const extras = {
  ...ok(withWizard(DEFAULT_POSITION, 1, { stats: { combat: 7 }, player: 'computer', level: 4 })),
  turn: 6,
};
const link = `/movement/?board=${ok(encodeBoard(board))}&pos=${ok(encodePosition(extras))}`;

async function editor(page: Page): Promise<Locator> {
  const l = page.locator('[data-testid="board-lab-move"]');
  await l.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="board-lab-move"][data-ready="true"]').waitFor();
  await l.getByTestId('mode-edit').check();
  await l.getByTestId('position-file').waitFor();
  return l;
}
const pieceCount = (l: Locator) => l.locator('[role="gridcell"][data-piece]').count();
const balance = (l: Locator) => l.getByTestId('position-balance').inputValue();

describe('the position as a file', () => {
  it('saves the position, opens it back as one undo step, and undoes a balance change', async () => {
    const page = await openPage(link);
    const l = await editor(page);
    await expect.poll(() => pieceCount(l)).toBe(3);

    // The balance set in the wizard panel is a step in the same history.
    await l.getByTestId('position-balance').fill('-20');
    await expect.poll(() => new URL(page.url()).searchParams.get('balance')).toBe('-20');
    await l.getByTestId('undo').click();
    await expect.poll(() => balance(l)).toBe('0');
    await l.getByTestId('redo').click();
    await expect.poll(() => balance(l)).toBe('-20');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      l.getByTestId('position-save').click(),
    ]);
    expect(download.suggestedFilename()).toBe('chaos-position.json');
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'cc-position-')), 'saved.json');
    await download.saveAs(file);
    const text = await readFile(file, 'utf8');
    const saved = ok(readPositionFile(text));
    expect(saved.board).toEqual(board);
    expect(saved.wizards).toEqual(extras.wizards);
    expect([saved.turn, saved.actor, saved.balance]).toEqual([6, 0, -20]);
    await expect(l.getByTestId('position-file-done').textContent()).resolves.toMatch(
      /Saved the position/,
    );

    // Change everything, then open the file: all of it comes back at once.
    await l.getByTestId('clear').click();
    await l.getByTestId('position-balance').fill('50');
    await expect.poll(() => pieceCount(l)).toBe(0);
    await l.getByTestId('position-open').setInputFiles(file);
    await expect.poll(() => pieceCount(l)).toBe(3);
    await expect.poll(() => balance(l)).toBe('-20');
    await expect(l.getByTestId('position-turn').inputValue()).resolves.toBe('7');
    await expect(l.getByTestId('position-file-done').textContent()).resolves.toMatch(
      /Opened the position/,
    );
    await expect.poll(() => new URL(page.url()).searchParams.get('balance')).toBe('-20');

    // One Undo brings back the position before the file, balance included.
    await l.getByTestId('undo').click();
    await expect.poll(() => pieceCount(l)).toBe(0);
    await expect.poll(() => balance(l)).toBe('50');
    await l.getByTestId('redo').click();
    await expect.poll(() => pieceCount(l)).toBe(3);
    await expect.poll(() => balance(l)).toBe('-20');
  });

  it('names a balance in the link that cannot be used, beside the balance', async () => {
    const page = await openPage(`${link}&balance=900`);
    const l = await editor(page);
    await expect
      .poll(() => l.getByTestId('position-settings-notes').textContent())
      .toContain('The link gave balance "900"');
    await expect(balance(l)).resolves.toBe('0');
  });

  it('refuses a file it cannot use, says why, and changes nothing', async () => {
    const page = await openPage(link);
    const l = await editor(page);
    await expect.poll(() => pieceCount(l)).toBe(3);
    const url = page.url();
    const good = {
      format: 'chaos-codex-position',
      version: 1,
      turn: 0,
      actor: 0,
      balance: 0,
      wizards: DEFAULT_POSITION.wizards,
      pieces: [],
    };
    const files: [string, string | Buffer, RegExp][] = [
      ['notes.json', 'this is not JSON', /not JSON/],
      [
        'other.json',
        JSON.stringify({ ...good, format: 'something' }),
        /not a Chaos Codex position/,
      ],
      ['future.json', JSON.stringify({ ...good, version: 2 }), /version 2/],
      ['odd.json', JSON.stringify({ ...good, balance: 999 }), /balance/],
      [
        'bad-piece.json',
        JSON.stringify({ ...good, pieces: [{ x: 99, y: 0, kind: 'Goblin' }] }),
        /piece 1 is not on the board/,
      ],
      ['huge.json', Buffer.alloc(70 * 1024, 32), /larger than 64 KB/],
    ];
    for (const [name, content, why] of files) {
      await l.getByTestId('position-open').setInputFiles({
        name,
        mimeType: 'application/json',
        buffer: Buffer.from(content),
      });
      const problem = l.getByTestId('position-file-problem');
      await expect.poll(() => problem.textContent()).toMatch(why);
      await expect(problem.textContent()).resolves.toContain(`“${name}” was not opened`);
      await expect(problem.textContent()).resolves.toContain('Nothing was changed');
      expect(await pieceCount(l)).toBe(3);
      expect(page.url()).toBe(url);
    }
    await expect(l.getByTestId('undo').isDisabled()).resolves.toBe(true);
    // The editor with its file controls and a message passes axe.
    expect(await runAxe(page)).toEqual([]);
  });
});
