/**
 * An island whose code cannot be fetched (the connection dropped after the page loaded) says so
 * beside its static copy and offers a reload, instead of staying silent.
 */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './harness';

useBrowser();

describe('island code that fails to load', () => {
  it('shows a message and a reload button at the island', async () => {
    const page = await openPage('/casting/');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // From now on the network refuses every script the page has not fetched yet.
    await page.route('**/_astro/*.js', (route) => route.abort('internetdisconnected'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    const notice = page.getByRole('alert').filter({ hasText: 'could not load' }).first();
    // Scroll through the page so the islands below the fold try to load too.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect(notice.getByRole('button', { name: 'Reload page' }).isVisible()).resolves.toBe(
      true,
    );
    // The static copy stays on the page beside the message.
    const next = await notice.evaluate((n) => n.nextElementSibling?.tagName);
    expect(next).toBe('ASTRO-ISLAND');
    expect(errors).toEqual([]);

    // With the network back, the button reloads the page and the islands hydrate.
    await page.unroute('**/_astro/*.js');
    await Promise.all([
      page.waitForEvent('load'),
      notice.getByRole('button', { name: 'Reload page' }).click(),
    ]);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('.cc-island-error').count(), { timeout: 5_000 }).toBe(0);
    expect(await page.locator('astro-island[client="load"][ssr]').count()).toBe(0);
  });
});
