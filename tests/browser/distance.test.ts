/** The distance island on /numbers/, driven with real clicks and with the keyboard only. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { distance, withinRange, allSquares, reachLimit } from '../../src/engine';
import { openPage, PHONE, useBrowser } from './harness';
import { hydrated } from './islands';

useBrowser();

const cell = (page: Page, x: number, y: number) =>
  page.locator(`[data-testid="distance-grid"] [data-x="${x}"][data-y="${y}"]`);

async function shadedSquares(page: Page) {
  return page
    .locator('[data-testid="distance-grid"] [data-shaded="true"]')
    .evaluateAll((els) =>
      els.map((e) => `${(e as HTMLElement).dataset.x},${(e as HTMLElement).dataset.y}`),
    );
}

function expectedShading(from: { x: number; y: number }, range: number) {
  return allSquares()
    .filter((sq) => withinRange(from, sq, range))
    .map((sq) => `${sq.x},${sq.y}`);
}

describe('distance island', () => {
  it('measures two clicked squares and shades the chosen range', async () => {
    const page = await openPage('/numbers/');
    await hydrated(page, '[data-testid=distance-grid]');
    await cell(page, 2, 3).click();
    await cell(page, 7, 5).click();
    // 5 across, 2 down: 2 × 5 + 2 = 12, which needs a range of 6 squares (≤ 13)
    await expect.poll(() => page.getByTestId('distance-value').textContent()).toBe('12');
    expect(distance({ x: 2, y: 3 }, { x: 7, y: 5 })).toBe(12);
    await expect(page.getByTestId('distance-squares').textContent()).resolves.toBe('6 squares');

    await page.getByTestId('range-input').fill('2');
    await expect.poll(() => shadedSquares(page)).toEqual(expectedShading({ x: 2, y: 3 }, 2));
    // range 2 from (2,3): distance ≤ 5, i.e. 5×5 block minus its 4 corners (distance 6) = 21
    await expect(page.getByTestId('shaded-count').textContent()).resolves.toBe('21');
    await expect(page.getByTestId('distance-inrange').textContent()).resolves.toBe('outside');
  });

  it('works with the keyboard only', async () => {
    const page = await openPage('/numbers/');
    await hydrated(page, '[data-testid=distance-grid]');
    // Tab into the board: the focused cell starts on A at (4, 4).
    const grid = page.getByTestId('distance-grid');
    await grid.locator('[tabindex="0"]').focus();
    await expect(
      page.evaluate(() => (document.activeElement as HTMLElement).dataset.x),
    ).resolves.toBe('4');
    for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) {
      await page.keyboard.press(key);
    }
    await page.keyboard.press('Enter'); // A = (0, 2)
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter'); // B = (3, 5): 3 diagonal steps = 9
    await expect.poll(() => page.getByTestId('distance-value').textContent()).toBe('9');
    await expect(page.getByTestId('distance-squares').textContent()).resolves.toBe('4 squares');
    await expect(cell(page, 0, 2).getAttribute('aria-selected')).resolves.toBe('true');

    // Range 4 squares reaches distance 9: B is inside and the shading follows the engine.
    await page.getByTestId('range-input').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('4');
    await expect.poll(() => page.getByTestId('distance-inrange').textContent()).toBe('inside');
    await expect.poll(() => shadedSquares(page)).toEqual(expectedShading({ x: 0, y: 2 }, 4));
  });

  it('shades 2n for a ranged attack, and says what it does with a range of −1', async () => {
    const page = await openPage('/numbers/');
    // Clicks before hydration are lost: wait for the island first (it hydrates when in view).
    await hydrated(page, '[data-testid=distance-grid]');
    await cell(page, 0, 0).click(); // A
    await cell(page, 6, 1).click(); // B: distance 13
    await expect.poll(() => page.getByTestId('distance-value').textContent()).toBe('13');
    await page.getByTestId('range-input').fill('6');
    await expect.poll(() => page.getByTestId('distance-inrange').textContent()).toBe('inside');
    await page.getByTestId('range-use').selectOption('ranged-attack');
    await expect.poll(() => page.getByTestId('distance-inrange').textContent()).toBe('outside');
    const limit = reachLimit(6, 'ranged-attack');
    const expected = allSquares()
      .filter((sq) => distance({ x: 0, y: 0 }, sq) <= limit)
      .map((sq) => `${sq.x},${sq.y}`);
    await expect.poll(() => shadedSquares(page)).toEqual(expected);

    await page.getByTestId('range-input').fill('-1');
    await expect
      .poll(() => page.getByTestId('range-note').textContent())
      .toContain('-1 is not, so the board uses 0');
    await expect(page.getByTestId('shaded-count').textContent()).resolves.toBe('1');
    // Only A itself: one square, in the singular.
    await expect(page.getByTestId('distance-result').textContent()).resolves.toMatch(
      /\b1 square is shaded/,
    );
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const page = await openPage('/numbers/', { viewport: PHONE });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await page.getByTestId('distance-grid').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
  });
});
