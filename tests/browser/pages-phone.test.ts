/**
 * Every built page on a 390 px phone screen, one visit each: scrolled through as a reader would
 * (`client:visible` islands hydrate on the way), with every island that came into view running,
 * nothing scrolls the page sideways; the built HTML and the live islands both have to fit.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPage, screenshotOnFailure, useSharedBrowser } from './every-page';
import { builtPages, PHONE, siteUrl, stage } from './harness';
import { sidewaysOverflow } from './islands';

const browser = useSharedBrowser();

for (const sitePath of builtPages()) {
  describe(`${sitePath} on a phone`, () => {
    let page: Page | undefined;
    let overflow = Number.NaN;

    beforeAll(async () => {
      const opened = await freshPage(browser(), PHONE);
      page = opened.page;
      const p = page;
      await stage('opening the page', p.goto(siteUrl(sitePath), { waitUntil: 'load' }));
      // Each step has its own limit, so a stall names where it was.
      await stage(
        'scrolling through the page',
        p.evaluate(async () => {
          for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          }
        }),
      );
      await stage(
        'waiting for the islands scrolled into view',
        p.waitForFunction(
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
          { polling: 100, timeout: 0 },
        ),
      );
      // Let the islands that just hydrated render once more (a board's squares come one render
      // after hydration) before measuring.
      await p.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      overflow = await stage('measuring the width', sidewaysOverflow(p));
    });

    afterAll(async () => {
      await page?.context().close();
    });

    it('fits a 390 px screen without sideways scrolling', () => {
      screenshotOnFailure(page);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
