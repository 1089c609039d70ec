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
  it('reads the words apart, finds a card by another spelling, and leads with what a card says (issue 32, point 17)', async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.getByRole('dialog').locator('input.pagefind-ui__search-input');
    const result = (href: string) =>
      page.locator(`.pagefind-ui__result:has(.pagefind-ui__result-link[href^="${href}"])`).first();
    const excerpt = (href: string) =>
      result(href).locator('.pagefind-ui__result-excerpt').first().textContent();

    // A card's facts (a list of terms and values) read apart, as on the page.
    await input.fill('magic bolt spell numbers');
    await expect
      .poll(() => excerpt('/spells/magic-bolt/'), { timeout: 10_000 })
      .toContain('spell numbers 41');
    // Another spelling finds the card.
    await input.fill('lightening');
    await expect
      .poll(() => result('/spells/lightning/').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // A creature's result starts with what the card says of it, not its animation's timing.
    await input.fill('vampire');
    await expect
      .poll(() => excerpt('/creatures/vampire/'), { timeout: 10_000 })
      .toMatch(/Vampire is a chaotic creature/);
    await expect(excerpt('/creatures/vampire/')).resolves.not.toMatch(/frames|ms each/);
    // Inside an island too: the watch page's buttons, read apart ("death To", not "deathTo"),
    // while the page itself keeps the island's markup as built (it hydrates).
    await input.fill('next death');
    await expect
      .poll(() => excerpt('/watch/'), { timeout: 10_000 })
      .toMatch(/next death To the end/);
  });
});
