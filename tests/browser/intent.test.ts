/**
 * `client:intent` (src/integrations/intent-directive.ts), on the Line of sight page's top lab:
 * it waits for the player unless a link or saved state could change what it shows, and the
 * first inputs, made before its code has run, are not lost.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from './harness';
import { liveLab, settled } from './islands';

useBrowser();

const LAB = '[data-testid="board-lab-trace"]';
const ISLAND = 'astro-island[client="intent"]';

/** Whether the top lab's island is still the built HTML (Astro drops `ssr` once it runs). */
const waiting = (page: Page) =>
  page.evaluate((sel) => document.querySelector(sel)?.hasAttribute('ssr') ?? null, ISLAND);

/** Whether the page has fetched the lab's code. */
const labCodeFetched = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => /\/SightLab\.[^/]*\.js$/.test(e.name)),
  );

/** Viewport point of the centre of board square (x, y) in the top lab. */
async function squarePoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const grid = page.locator(`${LAB} .cc-board__grid`);
  await grid.scrollIntoViewIfNeeded();
  const box = (await grid.boundingBox())!;
  return { x: box.x + (box.width * (x + 0.5)) / 15, y: box.y + (box.height * (y + 0.5)) / 10 };
}

/** The accessible names of the selected squares (A and B) in the top lab. */
const selectedSquares = (page: Page) =>
  page
    .locator(`${LAB} [role="gridcell"][aria-selected="true"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

describe('a lab that hydrates when the player reaches for it (client:intent)', () => {
  it('on a first visit, waits: no code fetched, the built board on screen', async () => {
    const page = await openPage('/line-of-sight/');
    // Nothing more to load and nothing left to run: a lab that was going to wake has woken.
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(await waiting(page)).toBe(true);
    expect(await labCodeFetched(page)).toBe(false);
    // The built HTML already draws the board: the sample's pieces are in the picture.
    expect(await page.locator(`${LAB} .cc-board__svg path`).count()).toBeGreaterThan(5);
  });

  it('the first click on the board, made before the code ran, picks that square', async () => {
    // Control: the same click on a lab that is already running.
    const control = await openPage('/line-of-sight/');
    await liveLab(control, 'trace');
    const pt = await squarePoint(control, 10, 3);
    await control.mouse.click(pt.x, pt.y);
    await expect.poll(() => selectedSquares(control)).toContain('(10,3) empty; caster (A)');
    const expected = await selectedSquares(control);

    const page = await openPage('/line-of-sight/');
    expect(await waiting(page)).toBe(true);
    const at = await squarePoint(page, 10, 3);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => waiting(page)).toBe(false);
    await expect.poll(() => selectedSquares(page)).toEqual(expected);
  });

  it('a sample chosen and a mode switched before the code ran take effect once it runs', async () => {
    const page = await openPage('/line-of-sight/');
    expect(await waiting(page)).toBe(true);
    // Keyboard only: focus the sample list (that wakes the lab), choose a sample at once.
    const sample = page.locator(`${LAB} [data-testid="sample"]`);
    await sample.focus();
    await sample.selectOption('corner');
    await expect.poll(() => waiting(page)).toBe(false);
    await expect.poll(() => sample.inputValue()).toBe('corner');
    await expect
      .poll(() => page.locator(`${LAB} [role="gridcell"][data-piece]`).count())
      .toBeGreaterThan(0);
    const shownCorner = await page
      .locator(`${LAB} [role="gridcell"][data-piece]`)
      .evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('data-x')},${e.getAttribute('data-y')}`),
      );

    const page2 = await openPage('/line-of-sight/');
    await liveLab(page2, 'trace');
    await page2.locator(`${LAB} [data-testid="sample"]`).selectOption('corner');
    await expect
      .poll(() =>
        page2
          .locator(`${LAB} [role="gridcell"][data-piece]`)
          .evaluateAll((els) =>
            els.map((e) => `${e.getAttribute('data-x')},${e.getAttribute('data-y')}`),
          ),
      )
      .toEqual(shownCorner);

    // A mode switched with a click before the code ran.
    const page3 = await openPage('/line-of-sight/');
    expect(await waiting(page3)).toBe(true);
    await page3.locator(`${LAB} [data-testid="mode-edit"]`).click();
    await expect.poll(() => waiting(page3)).toBe(false);
    await expect.poll(() => page3.locator(`${LAB} [data-testid="edit-panel"]`).count()).toBe(1);
  });

  it('runs at once when a link or saved state could change what it shows', async () => {
    // A shared link.
    const linked = await openPage('/line-of-sight/');
    await liveLab(linked, 'trace');
    const at = await squarePoint(linked, 4, 2);
    await linked.mouse.click(at.x, at.y);
    await expect.poll(() => linked.evaluate(() => location.search)).toContain('ab=');
    const link = await linked.evaluate(() => location.href);
    const opened = await openPage(link);
    await expect.poll(() => waiting(opened)).toBe(false);

    // Something saved by an earlier visit: a sample loaded there saves the board.
    const first = await openPage('/line-of-sight/');
    await liveLab(first, 'trace');
    await first.locator(`${LAB} [data-testid="sample"]`).selectOption('corner');
    await expect
      .poll(() => first.evaluate(() => localStorage.getItem('chaos-codex:board')))
      .not.toBeNull();
    const again = await openPage('/line-of-sight/', { keepContext: true });
    await expect.poll(() => waiting(again)).toBe(false);
  });

  it('runs when another island on the page does (they share the board)', async () => {
    const page = await openPage('/line-of-sight/');
    expect(await waiting(page)).toBe(true);
    await liveLab(page, 'range');
    await expect.poll(() => waiting(page)).toBe(false);
    // Ready once its first render after hydrating has run (an effect later).
    await expect.poll(() => page.locator(`${LAB}[data-ready="true"]`).count()).toBe(1);
  });
});
