/** Site search (Pagefind): loaded only when opened, and it finds pages. */
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './harness';
import { settled } from './islands';

useBrowser();

describe('search', () => {
  it('does not download the search UI until it is opened, then finds a page', async () => {
    const page = await openPage('/about/');
    const pagefind: string[] = [];
    page.on('request', (r) => {
      if (/\/pagefind\/|ui-core/.test(r.url())) pagefind.push(r.url());
    });
    await page.reload({ waitUntil: 'networkidle' });
    await settled(page);
    expect(pagefind).toEqual([]);

    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.getByRole('dialog').locator('input.pagefind-ui__search-input');
    await input.fill('diagonal');
    const firstResult = page.locator('.pagefind-ui__result-link').first();
    await expect
      .poll(() => firstResult.getAttribute('href'), { timeout: 10_000 })
      .toMatch(/\/numbers\//);
    expect(pagefind.length).toBeGreaterThan(0);
  });

  it('opens with Ctrl+K', async () => {
    const page = await openPage('/');
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  });
});
