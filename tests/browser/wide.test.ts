/**
 * Calculators that need room take the width of the page (`.cc-wide`): the board labs, the danger
 * map and the combat heatmap. Those pages keep their contents, but in the bar under the header
 * (as on narrower screens) rather than in a right-hand column, so the middle of the page gets
 * that column's room. On a phone nothing may scroll the page sideways.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, PHONE, useBrowser } from './harness';
import { sidewaysOverflow } from './islands';

useBrowser();

const WIDE: readonly { path: string; island: string }[] = [
  { path: '/line-of-sight/', island: '[data-testid^=board-lab]' },
  { path: '/movement/', island: '[data-testid^=board-lab]' },
  { path: '/danger/', island: '[data-testid=danger]' },
  { path: '/combat/', island: '[data-testid=heatmap]' },
];

async function layout(page: Page, island: string) {
  return page.evaluate((sel) => {
    const box = (q: string) => document.querySelector(q)?.getBoundingClientRect();
    const visible = (q: string) => {
      const r = box(q);
      return !!r && r.width > 0 && r.height > 0;
    };
    return {
      island: box(sel)?.width ?? 0,
      islandRight: box(sel)?.right ?? 0,
      text: box('.sl-markdown-content > p')?.width ?? 0,
      viewport: document.documentElement.clientWidth,
      contentsBar: visible('#starlight__mobile-toc summary'),
      contentsColumn: visible('.right-sidebar-panel'),
    };
  }, island);
}

describe('calculators that take the width of the page', () => {
  for (const { path, island } of WIDE) {
    it(`${path}: the calculator is wider than the text column, the contents stay in the bar`, async () => {
      const page = await openPage(path);
      const l = await layout(page, island);
      expect(l.island).toBeGreaterThan(l.text + 150);
      expect(l.islandRight).toBeLessThanOrEqual(l.viewport);
      expect(l.contentsBar).toBe(true);
      expect(l.contentsColumn).toBe(false);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  it('a contents entry still scrolls its heading into view below the bars', async () => {
    const page = await openPage('/combat/');
    await page.locator('#starlight__mobile-toc summary').click();
    await page.locator('#starlight__mobile-toc a[href="#after-a-kill"]').click();
    await page.waitForFunction(() => {
      const h = document.getElementById('after-a-kill')!.getBoundingClientRect();
      return h.top > 0 && h.top < 300;
    });
    const { heading, bar } = await page.evaluate(() => ({
      heading: document.getElementById('after-a-kill')!.getBoundingClientRect().top,
      bar: document.querySelector('#starlight__mobile-toc')!.getBoundingClientRect().bottom,
    }));
    expect(heading).toBeGreaterThanOrEqual(bar);
  });

  it('a page without such a calculator keeps its right-hand contents column', async () => {
    const page = await openPage('/casting/');
    const l = await layout(page, 'main');
    expect(l.contentsColumn).toBe(true);
    expect(l.contentsBar).toBe(false);
  });

  for (const { path } of WIDE) {
    it(`${path} fits a phone without sideways scrolling`, async () => {
      const page = await openPage(path, { viewport: PHONE });
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});
