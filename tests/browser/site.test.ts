/** Every built page: it loads, has a title, and axe finds no WCAG 2 A/AA violation (light and dark). */
import { describe, expect, it } from 'vitest';
import { builtPages, openPage, runAxe, useBrowser } from './harness';

useBrowser();
const pages = builtPages();

describe('built site', () => {
  it('has the pages every section links to', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/numbers/', '/about/']));
  });

  for (const sitePath of pages) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${sitePath} (${theme}) has no axe violations`, async () => {
        const page = await openPage(sitePath);
        await page.evaluate((t) => {
          localStorage.setItem('starlight-theme', t);
          document.documentElement.dataset.theme = t;
        }, theme);
        await expect(page.title()).resolves.toMatch(/Chaos Codex/);
        const violations = await runAxe(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      });
    }
  }
});
