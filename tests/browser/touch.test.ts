/**
 * On a touch screen (a 390 px phone with a coarse pointer) a square a finger picks is at least
 * 44 px: the danger map, the board labs, the spreading board and the distance grid fit the whole
 * board on the screen with a close-up of 44 px squares under it; the boards where nothing is
 * picked fit whole. The page never scrolls sideways. A tap picks the square under the finger. Form controls are 44 px tall
 * (controls.css).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, PHONE, useBrowser } from './harness';
import { hydrated } from './islands';

useBrowser();

const MIN = 44;

/** The smallest width and height over the cells, and how the cells' box and the page scroll. */
async function measure(page: Page, cells: string) {
  return page
    .locator(cells)
    .first()
    .evaluate((first, sel) => {
      const all = [...document.querySelectorAll<HTMLElement>(sel)].filter((c) =>
        c.closest('astro-island'),
      );
      const box = first.closest<HTMLElement>('.cc-touch-scroll');
      const sizes = all.map((c) => c.getBoundingClientRect());
      return {
        cells: all.length,
        minWidth: Math.min(...sizes.map((r) => r.width)),
        minHeight: Math.min(...sizes.map((r) => r.height)),
        // More than the board's 2 px border on each side: the box really scrolls.
        boxScrolls: box ? box.scrollWidth - box.clientWidth > 8 : false,
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    }, cells);
}

/** The columns a close-up shows, left to right (its squares' data-x, once each). */
function columnsOf(closeUp: Locator): Promise<(string | null)[]> {
  return closeUp
    .locator('[data-y]')
    .evaluateAll((cs) => [...new Set(cs.map((c) => c.getAttribute('data-x')))]);
}

describe('touch screens', () => {
  it(`/numbers/: the distance grid fits a phone whole, and its close-up gives ${MIN} px squares to tap (issue 32, point 14)`, async () => {
    const page = await openPage('/numbers/', { viewport: PHONE, touch: true });
    await hydrated(page, '[data-testid=distance-grid]');
    const near = page.getByTestId('distance-closeup');
    await near.waitFor();
    const m = await measure(page, '[data-testid=distance-grid] .cc-distance__cell');
    expect(m.cells).toBe(150);
    expect(m.pageOverflow, 'the page itself does not scroll sideways').toBeLessThanOrEqual(0);
    const right = await page
      .getByTestId('distance-grid')
      .evaluate((g) => g.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(PHONE.width);
    const sq = await near.locator('[data-x]').first().boundingBox();
    expect(Math.min(sq?.width ?? 0, sq?.height ?? 0)).toBeGreaterThanOrEqual(MIN);
    // A tap on the grid picks that square and brings the close-up there; a tap in the close-up
    // picks, and the close-up stays where it is.
    const cols = () => columnsOf(near);
    await page.getByTestId('distance-grid').locator('[data-x="13"][data-y="8"]').tap();
    await expect.poll(cols).toEqual(['8', '9', '10', '11', '12', '13', '14']);
    await page.getByText('B (to)').tap();
    await near.locator('[data-x="10"][data-y="6"]').tap();
    await expect
      .poll(() => page.getByTestId('distance-result').textContent())
      .toMatch(/A \(13, 8\) to B \(10, 6\)/);
    expect(await cols()).toEqual(['8', '9', '10', '11', '12', '13', '14']);
  });

  for (const path of ['/line-of-sight/', '/movement/']) {
    it(`${path}: the lab's board fits a phone whole, and its close-up gives ${MIN} px squares to tap (issue 32, point 14)`, async () => {
      const page = await openPage(path, { viewport: PHONE, touch: true });
      await hydrated(page, '[data-testid^=board-lab]');
      const lab = page.locator('[data-testid^=board-lab]').first();
      const near = lab.locator('[data-testid^=closeup-][data-testid$=-board]');
      await near.waitFor();
      const m = await measure(page, `[data-testid^=board-lab] .cc-board__cell`);
      expect(m.cells).toBeGreaterThanOrEqual(150);
      expect(m.boxScrolls, 'the board box does not scroll sideways').toBe(false);
      expect(m.pageOverflow).toBeLessThanOrEqual(0);
      const right = await lab
        .locator('.cc-board')
        .first()
        .evaluate((b) => b.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(PHONE.width);
      const sq = await near.locator('[data-x]').first().boundingBox();
      expect(Math.min(sq?.width ?? 0, sq?.height ?? 0)).toBeGreaterThanOrEqual(MIN);
      // A tap on the whole board brings the close-up there; a tap in the close-up picks.
      await lab.locator('.cc-board__cell[data-x="13"][data-y="8"]').first().tap();
      const cols = () => columnsOf(near);
      await expect.poll(cols).toEqual(['8', '9', '10', '11', '12', '13', '14']);
      await near.locator('[data-x="12"][data-y="7"]').tap();
      await expect.poll(() => lab.getByTestId('status').textContent()).toMatch(/\(12,7\)|12, ?7/);
      expect(await cols()).toEqual(['8', '9', '10', '11', '12', '13', '14']);
    });
  }

  it(`/spreading/: the board fits a phone whole, and its close-up gives ${MIN} px squares to tap (issue 32, point 14)`, async () => {
    const page = await openPage('/spreading/', { viewport: PHONE, touch: true });
    await hydrated(page, '[data-testid=sim-grid]');
    const near = page.getByTestId('sim-closeup-board');
    await near.waitFor();
    const m = await measure(page, '[data-testid=sim-grid] .cc-board__cell');
    expect(m.cells).toBe(150);
    expect(m.boxScrolls).toBe(false);
    expect(m.pageOverflow).toBeLessThanOrEqual(0);
    const sq = await near.locator('[data-x]').first().boundingBox();
    expect(Math.min(sq?.width ?? 0, sq?.height ?? 0)).toBeGreaterThanOrEqual(MIN);
    const cols = () => columnsOf(near);
    await page.getByTestId('sim-grid').locator('[data-x="2"][data-y="2"]').tap();
    await expect.poll(cols).toEqual(['0', '1', '2', '3', '4', '5', '6']);
  });

  it('/computer-wizards/: the target board, where nothing is picked, fits a phone whole', async () => {
    const page = await openPage('/computer-wizards/', { viewport: PHONE, touch: true });
    await hydrated(page, '[data-testid=threat-grid]');
    const m = await measure(page, '[data-testid=threat-grid] .cc-board__cell');
    expect(m.cells).toBe(150);
    expect(m.boxScrolls).toBe(false);
    expect(m.pageOverflow).toBeLessThanOrEqual(0);
    const right = await page
      .getByTestId('threat-grid')
      .evaluate((g) => g.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(PHONE.width);
  });

  it('a tap picks the square under the finger on the whole board', async () => {
    const page = await openPage('/line-of-sight/', { viewport: PHONE, touch: true });
    await hydrated(page, '[data-testid^=board-lab]');
    const lab = page.locator('[data-testid^=board-lab]').first();
    await lab.getByText('B, the target').tap();
    const cell = lab.locator('.cc-board__cell[data-x="13"][data-y="8"]');
    await cell.scrollIntoViewIfNeeded();
    await cell.tap();
    await expect.poll(() => lab.getByTestId('status').textContent()).toMatch(/\(13,8\)|13, ?8/);
  });

  it('the danger map fits a phone whole, and its close-up gives 44 px squares to tap (issue 32, point 14)', async () => {
    const page = await openPage('/danger/?danger=13-7', { viewport: PHONE, touch: true });
    await hydrated(page, '[data-testid=danger]');
    const whole = page.getByTestId('danger-board');
    const cell = whole.locator('[data-x="13"][data-y="7"]');
    await expect.poll(() => cell.getAttribute('aria-selected')).toBe('true');
    // The whole board is on the screen: nothing scrolls sideways, the square picked by the link
    // (near the right edge) and every attacker the list names are in view.
    const m = await measure(page, '[data-testid=danger-board] .cc-board__cell');
    expect(m.cells).toBe(150);
    expect(m.boxScrolls).toBe(false);
    expect(m.pageOverflow).toBeLessThanOrEqual(0);
    const right = await whole.evaluate((g) => g.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(PHONE.width);
    // The close-up: on by itself on a touch screen, around the pick, squares of 44 px or more.
    const near = page.getByTestId('danger-closeup-board');
    await near.waitFor();
    const sq = await near.locator('[data-x]').first().boundingBox();
    expect(Math.min(sq?.width ?? 0, sq?.height ?? 0)).toBeGreaterThanOrEqual(MIN);
    const cols = async () =>
      near
        .locator('[data-y]')
        .evaluateAll((cs) => [...new Set(cs.map((c) => c.getAttribute('data-x')))]);
    expect(await cols()).toEqual(['8', '9', '10', '11', '12', '13', '14']);
    // A tap in the close-up picks that square, and the close-up stays where it is.
    await near.locator('[data-x="10"][data-y="6"]').tap();
    await expect
      .poll(() => whole.locator('[data-x="10"][data-y="6"]').getAttribute('aria-selected'))
      .toBe('true');
    await expect(page.getByTestId('danger-piece').textContent()).resolves.toContain('(10,6)');
    expect(await cols()).toEqual(['8', '9', '10', '11', '12', '13', '14']);
    // A tap on the whole board picks there too and brings the close-up to it.
    await whole.locator('[data-x="1"][data-y="1"]').tap();
    await expect.poll(cols).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    // It can be turned off.
    await page.getByTestId('danger-closeup-toggle').tap();
    await expect(page.getByTestId('danger-closeup').count()).resolves.toBe(0);
  });

  it('a mouse screen keeps the board inside the text column, no sideways box', async () => {
    const page = await openPage('/line-of-sight/', { viewport: PHONE });
    await hydrated(page, '[data-testid^=board-lab]');
    const m = await measure(page, '.cc-board__cell');
    expect(m.boxScrolls).toBe(false);
    expect(m.minWidth).toBeLessThan(MIN);
  });

  for (const path of ['/casting/', '/combat/', '/line-of-sight/', '/spreading/', '/balance/']) {
    it(`${path}: every control in an island is at least ${MIN} px tall`, async () => {
      const page = await openPage(path, { viewport: PHONE, touch: true });
      // Wake every island: scroll each into view and wait until none is left unhydrated.
      const islands = page.locator('astro-island');
      for (let i = 0; i < (await islands.count()); i++) {
        await islands
          .nth(i)
          .locator(':scope > *')
          .first()
          .scrollIntoViewIfNeeded()
          .catch(() => undefined);
      }
      await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
      const { count, small } = await page.evaluate((min) => {
        const sel =
          'astro-island :is(select, button, input[type=number], input[type=text], input[type=range])';
        const shown = [...document.querySelectorAll<HTMLElement>(sel)].filter(
          (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
        );
        const all = shown.map((el) => ({
          what: `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} ${el.textContent?.trim().slice(0, 20) ?? ''}`,
          h: Math.round(el.getBoundingClientRect().height),
        }));
        return { count: all.length, small: all.filter((c) => c.h < min) };
      }, MIN);
      expect(count, 'controls measured').toBeGreaterThan(3);
      expect(small).toEqual([]);
    });
  }
});
