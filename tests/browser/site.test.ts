/** Every built page: it loads, has a title, and axe finds no WCAG 2 A/AA violation (light and dark). */
import { describe, expect, it } from 'vitest';
import { builtPages, openPage, PHONE, runAxe, stage, useBrowser } from './harness';
import { sidewaysOverflow } from './islands';

useBrowser();
const pages = builtPages();

describe('built site', () => {
  it('has the pages every section links to', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/numbers/', '/about/']));
  });

  for (const sitePath of pages) {
    it(`${sitePath} fits a 390 px phone screen without sideways scrolling`, async () => {
      const page = await openPage(sitePath, { viewport: PHONE });
      // Scroll through the page as a reader would (client:visible islands hydrate on the way),
      // then wait for every island that came into view to run: the built HTML and the live
      // island both have to fit. Each step has its own limit, so a stall names where it was.
      await stage(
        'scrolling through the page',
        page.evaluate(async () => {
          for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 40));
          }
        }),
      );
      await stage(
        'waiting for the islands scrolled into view',
        page.waitForFunction(
          () => {
            // One a quick scroll went past (frames are skipped on a loaded machine) is brought
            // back into view.
            const waiting = [...document.querySelectorAll('astro-island[client="visible"][ssr]')]
              .flatMap((i) => [...i.children])
              .find((c) => c.getClientRects().length > 0);
            waiting?.scrollIntoView({ block: 'center' });
            return !waiting;
          },
          undefined,
          { polling: 250, timeout: 0 },
        ),
      );
      const overflow = await stage('measuring the width', sidewaysOverflow(page));
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
