/**
 * The page contents (src/components/contents): the link of the section being read is marked in
 * the column on a laptop and named in the bar on a phone; the bar's list closes when a link is
 * followed, on Escape (focus back on its summary) and on a click elsewhere.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, useBrowser } from './harness';
import { liveLab } from './islands';

useBrowser();

/** Scrolls a heading to just under the header and bar, as following its link does. */
async function readFrom(page: Page, id: string) {
  await page.evaluate((h) => document.getElementById(h)!.scrollIntoView({ block: 'start' }), id);
}

const marked = (page: Page, list: string) =>
  page
    .locator(`${list} a[aria-current="true"]`)
    .evaluateAll((as) => as.map((a) => a.textContent?.trim()));

describe('page contents', () => {
  it('marks the section being read in the column on a laptop', async () => {
    const page = await openPage('/casting/');
    await expect.poll(() => marked(page, 'cc-contents')).toEqual(['Overview']);
    await readFrom(page, 'illusions');
    await expect.poll(() => marked(page, 'cc-contents')).toEqual(['Illusions']);
    await readFrom(page, 'humans-roll-twice-for-some-spells');
    await expect
      .poll(() => marked(page, 'cc-contents'))
      .toEqual(['Humans roll twice for some spells']);
    // Back up: the section above is marked again.
    await readFrom(page, 'illusions');
    await expect.poll(() => marked(page, 'cc-contents')).toEqual(['Illusions']);
  });

  it('marks the last section at the end of the page, though its heading cannot reach the top', async () => {
    const page = await openPage('/combat/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => marked(page, 'cc-contents'))
      .toEqual(['Several attackers on one target']);
  });

  it('names the section in the bar on a phone, and the list closes as a player expects', async () => {
    const page = await openPage('/combat/', { viewport: PHONE });
    const bar = page.locator('#starlight__mobile-toc');
    const summary = bar.locator('summary');
    await readFrom(page, 'ranged-combat');
    await expect
      .poll(() => summary.locator('.cc-contents-bar__current').textContent())
      .toBe('Ranged combat');
    await expect.poll(() => marked(page, 'cc-mobile-contents')).toEqual(['Ranged combat']);

    // Escape closes it and gives focus back to the summary.
    await summary.click();
    await expect(bar.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(bar.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('SUMMARY');

    // A click elsewhere closes it.
    await summary.click();
    await page.mouse.click(200, 700);
    await expect(bar.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);

    // Following a link closes it, lands on the section and names it.
    await summary.click();
    await bar.locator('a[href="#after-a-kill"]').click();
    await expect(bar.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#after-a-kill');
    await expect
      .poll(() => summary.locator('.cc-contents-bar__current').textContent())
      .toBe('After a kill');
  });

  it('the bar stays above the page as a calculator scrolls under it, on a phone and on a wide page', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage('/line-of-sight/', { viewport });
      const bar = page.locator('#starlight__mobile-toc summary');
      await liveLab(page, 'trace');
      // The lab's controls (a positioned legend among them) pass under the bar.
      for (const y of [200, 400, 600, 800]) {
        await page.evaluate((top) => {
          const lab = document.querySelector('[data-testid="board-lab-trace"]')!;
          window.scrollTo(0, lab.getBoundingClientRect().top + window.scrollY - top / 10);
        }, y);
        const box = (await bar.boundingBox())!;
        const onTop = await page.evaluate(
          ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('#starlight__mobile-toc'),
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(onTop, `${viewport.width} px, lab ${y / 10} px under the top`).toBe(true);
      }
    }
  });
});

describe('a heading reached by a link lands in view (issue 32, point 6)', () => {
  /** Where the heading is, against the bottom of what is pinned above it. */
  const place = (page: Page, id: string) =>
    page.evaluate((h) => {
      const head = document.getElementById(h)!.getBoundingClientRect().top;
      const bar = document.querySelector('[data-testid="settings-bar"]')!;
      const stuck = bar.classList.contains('is-stuck');
      const header = document.querySelector('header')!.getBoundingClientRect().bottom;
      const toc = document.getElementById('starlight__mobile-toc')?.getBoundingClientRect();
      const covered = Math.max(
        header,
        toc && toc.height > 0 && toc.top < 200 ? toc.bottom : 0,
        stuck ? bar.getBoundingClientRect().bottom : 0,
      );
      return { head, covered, stuck };
    }, id);

  for (const [name, viewport] of [
    ['laptop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`on a ${name}: an address with the anchor, and the contents’ link, show the heading below the settings bar`, async () => {
      const id = 'one-spell-against-every-balance';
      const page = await openPage(`/casting/#${id}`, { viewport });
      await page.locator('astro-island:not([ssr]) [data-testid="settings-bar"]').waitFor();
      await expect
        .poll(async () => {
          const p = await place(page, id);
          return p.stuck && p.head >= p.covered;
        })
        .toBe(true);
      // Back to the top, then the contents' own link (the bar's list on both screens).
      await page.evaluate(() => window.scrollTo(0, 0));
      // The list in the bar on a phone, in the column beside the text on a laptop.
      const link = 'a[href="#humans-roll-twice-for-some-spells"]';
      const bar = page.locator('#starlight__mobile-toc');
      if (await bar.isVisible()) {
        await bar.locator('summary').click();
        await bar.locator(link).click();
      } else await page.locator(`.right-sidebar ${link}`).filter({ visible: true }).first().click();
      await expect
        .poll(async () => {
          const p = await place(page, 'humans-roll-twice-for-some-spells');
          return p.head >= p.covered && p.head < 400;
        })
        .toBe(true);
    });
  }
});
