/** Tables that fit: sticky header row and name column in every scroll box, and an edge hint. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, PHONE, scrollIntoLayout, useBrowser } from './harness';
import { hydrated } from './islands';

useBrowser();

/** Scroll a box and report where its header cell and a row's name cell sit against the box. */
async function scrolled(page: Page, box: string, header: string, dx: number, dy: number) {
  const wrap = page.locator(box).first();
  await scrollIntoLayout(wrap);
  // The box's top well below the site header (a box gone under it drops its header row to stay
  // in sight: see settings.test.ts), and two frames for the scroll-driven drop to follow.
  await wrap.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        window.scrollBy(0, el.getBoundingClientRect().top - 200);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  return wrap.evaluate(
    (el, [h, x, y]) => {
      el.scrollLeft = x as number;
      el.scrollTop = y as number;
      const b = el.getBoundingClientRect();
      const head = el.querySelector<HTMLElement>(h as string)!.getBoundingClientRect();
      // The row header of a row now in the middle of the box.
      const rows = [...el.querySelectorAll<HTMLElement>('tbody tr')];
      const mid = rows.find((r) => r.getBoundingClientRect().top > b.top + b.height / 2)!;
      const name = mid.querySelector<HTMLElement>('th[scope="row"]')!.getBoundingClientRect();
      return {
        scrolledX: el.scrollLeft,
        scrolledY: el.scrollTop,
        headTop: head.top - b.top,
        nameLeft: name.left - b.left,
        headLeft: head.left - b.left,
      };
    },
    [header, dx, dy] as const,
  );
}

/**
 * The shadow on a box's inner right edge, or 'none'. At the end of its scroll the shadow has
 * faded to nothing (the browser may then give it as a shadow of size 0): that counts as none.
 */
const edgeShadow = (page: Page, box: string) =>
  page
    .locator(box)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el).boxShadow;
      return / 0px 0px 0px 0px inset$/.test(s) ? 'none' : s;
    });

describe('tables that fit', () => {
  it('keeps the header row and the name column of a wide table in view on a phone', async () => {
    const page = await openPage('/movement/', { viewport: PHONE });
    const r = await scrolled(
      page,
      '[aria-label="Creature movement and breaking free"]',
      'thead th:first-child',
      200,
      400,
    );
    expect(r.scrolledX).toBeGreaterThan(100);
    expect(r.scrolledY).toBeGreaterThan(300);
    // Border of 1 px at most between the box's edge and the stuck cells.
    expect(Math.abs(r.headTop)).toBeLessThanOrEqual(2);
    expect(Math.abs(r.headLeft)).toBeLessThanOrEqual(2);
    expect(Math.abs(r.nameLeft)).toBeLessThanOrEqual(2);
  });

  it('drops a header row below the site header when its box scrolls under it', async () => {
    for (const [path, box, table] of [
      ['/tables/', '.cc-data-wrap', 'table.cc-data'],
      ['/combat/', '.cc-heatmap__scroll', '.cc-heatmap__table'],
      ['/balance/', '.cc-meter__scroll', '.cc-meter__table'],
    ] as const) {
      const page = await openPage(path);
      if (path === '/combat/') await hydrated(page, box);
      if (path === '/balance/') {
        // The meter's table shows once there are casts: ten make its box taller than the drop.
        await hydrated(page, '[data-testid=balance-meter]');
        for (let i = 0; i < 10; i++) await page.getByTestId('quick-Law-1').click();
        await expect.poll(() => page.getByTestId('meter-row').count()).toBe(10);
      }
      const wrap = page.locator(box).first();
      await scrollIntoLayout(wrap);
      // The box's top 120 px under the bottom of the site header.
      const [coverBottom, headTop] = await wrap.evaluate(
        (el, t) =>
          new Promise<[number, number]>((resolve) => {
            const header = document.querySelector('header.header')!.getBoundingClientRect().bottom;
            window.scrollBy(0, el.getBoundingClientRect().top - header + 120);
            const th = el.querySelector(`${t} thead th`)!;
            // What covers the top then: the site header, the contents bar under it (on a wide
            // page) or the settings bar held there.
            const cover = () =>
              Math.max(
                header,
                ...['.cc-contents-bar', '[data-testid=settings-bar][data-pinned=stuck]'].map(
                  (sel) => {
                    const r = document.querySelector(sel)?.getBoundingClientRect();
                    return r && r.height > 0 && r.top < window.innerHeight / 3 ? r.bottom : 0;
                  },
                ),
              );
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve([cover(), th.getBoundingClientRect().top])),
              ),
            );
          }),
        table,
      );
      expect(headTop, path).toBeGreaterThanOrEqual(coverBottom - 2);
      expect(headTop, path).toBeLessThanOrEqual(coverBottom + 4);
    }
  });

  it('keeps the Casting table header stuck inside its scroll box', async () => {
    const page = await openPage('/casting/', { viewport: PHONE });
    await hydrated(page, '.cc-spells__scroll');
    const r = await scrolled(page, '.cc-spells__scroll', 'thead th', 0, 500);
    expect(r.scrolledY).toBeGreaterThan(400);
    expect(Math.abs(r.headTop)).toBeLessThanOrEqual(2);
  });

  it('shades the right edge while a table scrolls sideways, and not once it is at the end', async () => {
    // A table box with sticky cells, and a smaller table that only scrolls sideways.
    for (const [path, box] of [
      ['/movement/', '[aria-label="Creature movement and breaking free"]'],
      ['/wizards/', '.cc-table-scroll[aria-label="Ability by level"]'],
    ] as const) {
      const page = await openPage(path, { viewport: PHONE });
      await scrollIntoLayout(page.locator(box));
      await expect(
        page.locator(box).evaluate((el) => el.scrollWidth > el.clientWidth),
        path,
      ).resolves.toBe(true);
      // An inset shadow offset to the left: it lies along the inner right edge.
      await expect
        .poll(() => edgeShadow(page, box), { timeout: 5000, message: path })
        .toMatch(/-28px 0px 20px -20px inset/);
      await page.locator(box).evaluate((el) => (el.scrollLeft = el.scrollWidth));
      await expect.poll(() => edgeShadow(page, box), { timeout: 5000, message: path }).toBe('none');
    }
    // A table that fits has no shadow at all.
    const wide = await openPage('/attack-spells/');
    const fits = wide.locator('.cc-table-wrap').first();
    await expect(fits.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
    await expect(edgeShadow(wide, '.cc-table-wrap')).resolves.toBe('none');
  });

  it('gives the reference tables the width of the page on a laptop', async () => {
    const page = await openPage('/tables/');
    const [wrap, text] = await Promise.all([
      page.locator('.cc-data-wrap:has(#creature-table)').boundingBox(),
      page.locator('.sl-markdown-content > p').first().boundingBox(),
    ]);
    expect(wrap!.width).toBeGreaterThan(text!.width + 100);
    expect(wrap!.x + wrap!.width).toBeLessThanOrEqual(1280);
  });

  it('turns each row of a reference table into a card on a phone, sort buttons kept', async () => {
    const page = await openPage('/tables/', { viewport: PHONE });
    const row = page.locator('#creature-vampire');
    await row.scrollIntoViewIfNeeded();
    const box = await row.boundingBox();
    // The whole row fits the screen: no sideways scrolling to read it.
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Each value is named by its column.
    const labels = await row
      .locator('td')
      .evaluateAll((tds) => tds.map((td) => getComputedStyle(td, '::before').content));
    expect(labels).toContain('"Defence"');
    expect(labels).toContain('"Magic res."');
    await hydrated(page, '#creature-table thead button.cc-sort');
    await expect(
      page.locator('#creature-table thead button.cc-sort').first().isVisible(),
    ).resolves.toBe(true);
  });
});
