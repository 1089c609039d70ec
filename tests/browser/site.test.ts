/** Every built page: it loads, has a title, and axe finds no WCAG 2 A/AA violation (light and dark). */
import { describe, expect, it } from 'vitest';
import { builtPages, openPage, PHONE, runAxe, useBrowser } from './harness';

useBrowser();
const pages = builtPages();

describe('built site', () => {
  it('has the pages every section links to', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/numbers/', '/about/']));
  });

  for (const sitePath of pages) {
    it(`${sitePath} fits a 390 px phone screen without sideways scrolling`, async () => {
      const page = await openPage(sitePath, { viewport: PHONE });
      await page.evaluate(async () => {
        for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
      });
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

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
