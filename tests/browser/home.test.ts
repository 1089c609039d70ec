/**
 * The home page (issue 32, point 8): a board from a real game, drawn by the site's board view and
 * opened on the watch page at the same moment by its link, and questions that lead to the tools.
 */
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, useBrowser } from './harness';
import { sidewaysOverflow } from './islands';

useBrowser();

describe('home page', () => {
  it('draws a real game, and its link opens the same board on the watch page', async () => {
    const page = await openPage('/');
    const game = page.getByTestId('home-game');
    const words = await game.getByTestId('home-game-pieces').locator('li').allTextContents();
    expect(words.length).toBeGreaterThan(10);
    // One sprite drawn per piece named (the board's black square is a rect, not a path).
    await expect(game.locator('svg.cc-board__svg > path').count()).resolves.toBe(words.length);
    await expect(game.getByRole('img').getAttribute('aria-label')).resolves.toContain(
      `${words.length} pieces`,
    );

    await game.getByTestId('home-game-link').click();
    await page.waitForURL(/\/watch\/\?/);
    const shown = page.getByTestId('watch-pieces').locator('li');
    await expect.poll(() => shown.count(), { timeout: 20_000 }).toBe(words.length);
    await expect(shown.allTextContents()).resolves.toEqual(words);
  }, 60_000);

  it('leads from a player’s questions to every tool, and fits a phone', async () => {
    const page = await openPage('/', { viewport: PHONE, touch: true });
    const hrefs = await page
      .getByTestId('home-asks')
      .locator('a')
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const tool of [
      '/danger/',
      '/next-move/',
      '/watch/',
      '/who-wins/',
      '/play/',
      '/creatures/',
      '/spellcast/',
      '/line-of-sight/',
      '/combat/',
      '/casting/',
    ])
      expect(hrefs).toContain(tool);
    // Every question has a picture from the original and words of its own.
    const asks = page.getByTestId('home-asks').locator('a');
    const n = await asks.count();
    await expect(asks.locator('svg.cc-sprite path[d^="M"]').count()).resolves.toBe(n);
    // The board is whole on a 390 px screen: no sideways scrolling, the board inside the page.
    await expect(sidewaysOverflow(page)).resolves.toBeLessThanOrEqual(0);
    const box = await page.getByTestId('home-game').locator('.cc-board').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
  }, 60_000);
});
