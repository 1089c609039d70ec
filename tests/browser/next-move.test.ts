/** The computer's next move panel on its own page: its answer is the engine's. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  computerNextMove,
  emptyBoard,
  encodeBoard,
  encodePosition,
  makePiece,
  withPiece,
  DEFAULT_POSITION,
  DEFAULT_POSITION_WIZARD,
} from '../../src/engine';
import { DEFAULT_BOARD } from '../../src/stores/board';
import { openPage, PHONE, runAxe, useBrowser } from './harness';

useBrowser();

// Wizard 1 (computer: Disbelieve, King Cobra, Magic Bolt, Centaur) at (2,4); wizard 2 at
// (10,4) with a Goblin at (8,4): the engine test's scripted duel (nextMove.test.ts).
let duel = emptyBoard();
duel = withPiece(duel, { x: 2, y: 4 }, makePiece('Wizard 1', 0));
duel = withPiece(duel, { x: 10, y: 4 }, makePiece('Wizard 2', 1));
duel = withPiece(duel, { x: 8, y: 4 }, makePiece('Goblin', 1));
const duelWizards = DEFAULT_POSITION.wizards.map((w, i) =>
  i === 0
    ? { ...DEFAULT_POSITION_WIZARD, player: 'computer' as const, level: 1, book: [1, 2, 41, 18] }
    : w,
);
const duelPosition = { wizards: duelWizards, turn: 0, actor: 0 };
const pos = encodePosition(duelPosition);
const board = encodeBoard(duel);
if (!pos.ok || !board.ok) throw new Error('codes');

async function panel(page: Page) {
  const root = page.getByTestId('next-move');
  await root.scrollIntoViewIfNeeded();
  await page.locator('astro-island:not([ssr]) [data-testid="next-move"]').waitFor();
  return root;
}

const lines = async (page: Page, id: string) =>
  (await page.getByTestId(id).locator('li').allTextContents()).map((t) => t.trim());

describe('the computer’s next move', () => {
  it('shows the engine’s answer for the sample board, after a real click', async () => {
    const page = await openPage('/next-move/');
    const root = await panel(page);
    expect(new URL(page.url()).searchParams.get('nm')).toBeNull();
    await root.getByTestId('next-show').click();
    await page.getByTestId('next-spells').waitFor();
    const r = computerNextMove({ board: DEFAULT_BOARD, ...DEFAULT_POSITION, balance: 0 }, 0, {
      seed: 1,
      runs: 100,
    });
    if (!r.ok) throw new Error(r.message);
    expect(await lines(page, 'next-spells')).toEqual(
      r.value.spells.map((s) => expect.stringContaining(`${s.name}: ${s.num} in 10`)),
    );
    const events = [...r.value.sample.castEvents, ...r.value.sample.moveEvents];
    const shown = await lines(page, 'next-events');
    expect(shown).toHaveLength(events.length);
    events.forEach((e, i) => expect(shown[i]).toContain(e.text));
    await expect.poll(() => new URL(page.url()).searchParams.get('nm')).toBe('1-1');
  });

  it('answers for a scripted position, by keyboard, and a link reproduces it', async () => {
    const page = await openPage(`/next-move/?board=${board.value}&pos=${pos.value}`);
    const root = await panel(page);
    await root.getByTestId('next-show').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('next-spells').waitFor();
    // Exact: rolls 0–5 put King Cobra under Magic Bolt, 6–9 keep it first.
    const spells = await lines(page, 'next-spells');
    expect(spells[0]).toMatch(/^Magic Bolt: 6 in 10 \(60%\), rolls 0, 1, 2, 3, 4, 5$/);
    expect(spells[1]).toMatch(/^King Cobra: 4 in 10 \(40%\), rolls 6, 7, 8, 9$/);
    await expect(root.getByTestId('next-mode').textContent()).resolves.toMatch(/defensive mode/);

    // Another seed: the sample turn follows the engine with that seed.
    const seed = root.getByTestId('next-seed');
    await seed.fill('5');
    const r = computerNextMove({ board: duel, ...duelPosition, balance: 0 }, 0, {
      seed: 5,
      runs: 100,
    });
    if (!r.ok) throw new Error(r.message);
    const texts = [...r.value.sample.castEvents, ...r.value.sample.moveEvents].map((e) => e.text);
    await expect
      .poll(() => lines(page, 'next-events'))
      .toEqual(texts.map((t) => expect.stringContaining(t)));
    await expect.poll(() => new URL(page.url()).searchParams.get('nm')).toBe('1-5');

    const link = page.url();
    const before = await lines(page, 'next-events');
    const fresh = await openPage(new URL(link).pathname + new URL(link).search, {
      viewport: PHONE,
    });
    await panel(fresh);
    await fresh.getByTestId('next-events').waitFor();
    expect(await lines(fresh, 'next-events')).toEqual(before);
    expect(await lines(fresh, 'next-spells')).toEqual(spells);
    const wide = await fresh.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`the shown answer has no axe violations (${theme})`, async () => {
      const page = await openPage(`/next-move/?board=${board.value}&pos=${pos.value}&nm=1-1`);
      await page.evaluate((t) => {
        localStorage.setItem('starlight-theme', t);
        document.documentElement.dataset.theme = t;
      }, theme);
      await panel(page);
      await page.getByTestId('next-simulated').waitFor();
      const violations = await runAxe(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    });
  }

  it('a bad next-move link gets a message and the panel stays', async () => {
    const page = await openPage('/next-move/?nm=%3Cscript%3E');
    const root = await panel(page);
    await root.getByText(/next-move part of the link .* could not be read/).waitFor();
    await expect(root.getByTestId('next-show').isVisible()).resolves.toBe(true);
  });
});
