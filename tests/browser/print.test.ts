/** Printing: reference tables and cards print whole, without sidebars or controls. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from './harness';

useBrowser();

/** The printable width of an A4 page with 12 mm margins, in CSS pixels (96 per inch). */
const A4_PRINTABLE = { width: Math.floor(((210 - 24) / 25.4) * 96), height: 1000 };

async function printView(sitePath: string): Promise<Page> {
  const page = await openPage(sitePath, { viewport: A4_PRINTABLE });
  await page.emulateMedia({ media: 'print' });
  return page;
}

/** Tables whose content is wider than the box around them (cut off on paper). */
function cutTables(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')]
      .filter((t) => {
        const box = t.closest('.cc-data-wrap, .cc-table-wrap') ?? t.parentElement!;
        return (
          t.getBoundingClientRect().width > document.documentElement.clientWidth + 1 ||
          box.scrollWidth > box.clientWidth + 1
        );
      })
      .map((t) => t.querySelector('caption')?.textContent ?? t.id ?? 'table'),
  );
}

const hidden = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) =>
      els.every((e) => getComputedStyle(e).display === 'none' || e.getClientRects().length === 0),
    );

/** Blocks that would skip their contents (content-visibility other than visible). */
const skipping = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.cc-data-wrap, .cc-table-wrap, .cc-defer, .cc-spells__scroll')]
      .filter((e) => getComputedStyle(e).contentVisibility !== 'visible')
      .map((e) => e.id || e.className),
  );

describe('print', () => {
  it('prints every column of the Tables page, with no sidebar, table of contents or controls', async () => {
    const page = await printView('/tables/');
    await expect(cutTables(page)).resolves.toEqual([]);
    // Every column of the creature table is on the page, "Value" last.
    const last = page.locator('#creature-table thead th').last();
    await expect(last.textContent()).resolves.toMatch(/Value/);
    const box = await last.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(A4_PRINTABLE.width + 1);
    for (const sel of [
      'nav.sidebar',
      '.right-sidebar-container',
      'site-search',
      '.cc-tablesort__status',
    ])
      await expect(hidden(page, sel)).resolves.toBe(true);
    await expect(hidden(page, 'main select')).resolves.toBe(true);
    // No table box skips its contents on paper (on screen they wait until near the screen).
    await expect(skipping(page)).resolves.toEqual([]);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
  });

  it('prints a card whole: the settings bar hidden, the folded match-ups unfolded', async () => {
    const page = await printView('/creatures/golden-dragon/');
    await expect(cutTables(page)).resolves.toEqual([]);
    await expect(hidden(page, '[data-testid="settings-bar"]')).resolves.toBe(true);
    await expect(hidden(page, '.cc-card-nav')).resolves.toBe(true);
    const rows = page.locator('details table tbody tr');
    await expect(rows.count()).resolves.toBe(31);
    await expect(rows.last().isVisible()).resolves.toBe(true);
  });
  it('lays out every deferred table and block on paper', async () => {
    for (const path of ['/casting/', '/wizards/', '/quirks/']) {
      const page = await printView(path);
      const count = await page
        .locator('.cc-data-wrap, .cc-table-wrap, .cc-defer, .cc-spells__scroll')
        .count();
      expect(count, path).toBeGreaterThan(0);
      await expect(skipping(page), path).resolves.toEqual([]);
    }
  });
});
