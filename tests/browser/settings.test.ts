/** The shared settings: carried from page to page, kept over a reload, bad links fall back with a note. */
import { describe, expect, it } from 'vitest';
import { balanceDisplay, castChance } from '../../src/engine';
import { DEFAULT_SETTINGS } from '../../src/stores/settings-schema';
import { percent } from '../../src/lib/format';
import { openPage, PHONE, DESKTOP, siteUrl, useBrowser } from './harness';
import { beforeHydration, hydrated, reloadHoldingIsland } from './islands';

useBrowser();

describe('shared settings', () => {
  it('a change on one page shows on the next and survives a reload', async () => {
    const page = await openPage('/casting/');
    await hydrated(page, '[data-testid=settings-bar]');
    await page.getByTestId('setting-ability').selectOption('2');
    const box = page.getByTestId('setting-balance');
    await box.fill('-21');
    await box.press('Enter');
    await expect.poll(() => page.url()).toContain('balance=-21');
    expect(page.url()).toContain('ability=2');

    // Another page in the same browser, reached without the query string.
    await page.goto(siteUrl('/balance/'), { waitUntil: 'networkidle' });
    await hydrated(page, '[data-testid=settings-bar]');
    await expect.poll(() => page.getByTestId('setting-balance').inputValue()).toBe('-21');
    await expect(page.getByTestId('setting-ability').inputValue()).resolves.toBe('2');
    const d = balanceDisplay(-21);
    await expect(page.getByTestId('balance-display').textContent()).resolves.toContain(
      `${d.label}${d.symbol.repeat(d.symbols)}`,
    );
    expect(page.url()).toContain('balance=-21');

    // Reload: still there, and the casting page computes with them.
    await page.goto(siteUrl('/casting/'), { waitUntil: 'networkidle' });
    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page, '[data-testid=spell-chances]');
    await expect.poll(() => page.getByTestId('setting-balance').inputValue()).toBe('-21');
    const want = percent(castChance('Chaos-2', { balance: -21, ability: 2 }).p);
    await expect
      .poll(() =>
        page
          .locator('[data-testid=spell-table] tr[data-spell="Chaos-2"] [data-testid=chance]')
          .textContent(),
      )
      .toBe(want);
  });

  it('a bad value in the link shows a note and uses the default', async () => {
    const page = await openPage('/casting/?ability=7&balance=12');
    await hydrated(page, '[data-testid=settings-bar]');
    const note = page.getByTestId('settings-notes');
    await expect.poll(() => note.isVisible()).toBe(true);
    await expect(note.textContent()).resolves.toMatch(/ability "7"/);
    await expect(page.getByTestId('setting-ability').inputValue()).resolves.toBe(
      String(DEFAULT_SETTINGS.ability),
    );
    // The good value in the same link is kept, and the link is corrected.
    await expect(page.getByTestId('setting-balance').inputValue()).resolves.toBe('12');
    await expect.poll(() => page.url()).toContain(`ability=${DEFAULT_SETTINGS.ability}`);
    // Dismissing the note removes it.
    await note.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => page.getByTestId('settings-notes').count()).toBe(0);
  });

  it('a typed balance applies as it is typed, without Enter or leaving the box', async () => {
    const page = await openPage('/casting/');
    await hydrated(page, '[data-testid=settings-bar]');
    const box = page.getByTestId('setting-balance');
    await box.fill('');
    await box.pressSequentially('-37');
    await expect.poll(() => page.url()).toContain('balance=-37');
    // Still typing: the box keeps the focus, and the half-typed "-" raised no complaint.
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.getByTestId('balance-problem').count()).resolves.toBe(0);
    const d = balanceDisplay(-37);
    await expect(page.getByTestId('balance-display').textContent()).resolves.toContain(d.label);
  });

  it('a balance typed before the settings bar ran is applied once it runs', async () => {
    const page = await openPage('/casting/');
    // Hold the bar's code back, as a slow phone would, while the player types.
    const release = await reloadHoldingIsland(page, 'SettingsBar');
    const box = page.getByTestId('setting-balance');
    await box.click();
    await box.press('Control+a');
    await page.keyboard.type('-37');
    await expect(beforeHydration(page, '[data-testid=setting-balance]')).resolves.toBe(true);
    release();
    await hydrated(page, '[data-testid=settings-bar]');
    await expect.poll(() => page.url()).toContain('balance=-37');
    await expect(box.inputValue()).resolves.toBe('-37');
    const d = balanceDisplay(-37);
    await expect(page.getByTestId('balance-display').textContent()).resolves.toContain(d.label);
  });

  for (const [name, viewport, touch] of [
    ['laptop', DESKTOP, false],
    ['phone', PHONE, true],
  ] as const) {
    it(`on a ${name} the settings stay in view beside the calculators that use them`, async () => {
      for (const [path, calc] of [
        ['/casting/', 'spell-table'],
        ['/attack-spells/', 'spell-calc'],
      ] as const) {
        const page = await openPage(path, { viewport, touch });
        const bar = await hydrated(page, '[data-testid=settings-bar]');
        const target = page.getByTestId(calc);
        await target.scrollIntoViewIfNeeded();
        await page.waitForSelector(`astro-island:not([ssr]) [data-testid="${calc}"]`);
        await target.scrollIntoViewIfNeeded();
        await expect.poll(() => bar.getAttribute('data-pinned'), { message: path }).toBe('stuck');
        const box = await bar.boundingBox();
        expect(box, path).not.toBeNull();
        expect(box!.y, path).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height, path).toBeLessThanOrEqual(viewport.height / 3);
        // Compact: two rows of controls at most, also on a touch screen's 44 px controls.
        expect(box!.height, path).toBeLessThanOrEqual(2 * 44 + 30);
        // The calculator is on screen below it, and the bar's controls work from there.
        const t = await target.boundingBox();
        expect(t!.y + t!.height, path).toBeGreaterThan(box!.y + box!.height);
        const before = await target.textContent();
        await page.getByTestId('setting-ability').selectOption('2');
        await expect.poll(() => target.textContent(), { message: path }).not.toBe(before);
        expect(page.url()).toContain('ability=2');
        // Back at the top, away from any calculator, the bar sits in its own place again.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect
          .poll(() => bar.getAttribute('data-pinned'), { message: path })
          .not.toBe('stuck');
      }
    });
  }

  for (const [name, viewport, touch] of [
    ['laptop', DESKTOP, false],
    ['phone', PHONE, true],
  ] as const) {
    it(`on a ${name} a table scrolled under the held bar shows its header row below the bar`, async () => {
      const page = await openPage('/casting/', { viewport, touch });
      const bar = await hydrated(page, '[data-testid=settings-bar]');
      const scrollBox = page.locator('.cc-spells__scroll');
      await scrollBox.scrollIntoViewIfNeeded();
      await page.waitForSelector('astro-island:not([ssr]) [data-testid="spell-table"]');
      const head = page.locator('.cc-spells__table thead th').first();
      // The page scrolled so the top of the box is some way under the held bar.
      for (const under of [40, 160]) {
        await scrollBox.evaluate((el, by) => {
          const top = el.getBoundingClientRect().top + window.scrollY;
          const bar = document.querySelector('[data-testid=settings-bar]')!;
          const barBottom = bar.getBoundingClientRect().bottom;
          window.scrollTo(0, top - barBottom + by);
        }, under);
        await expect.poll(() => bar.getAttribute('data-pinned')).toBe('stuck');
        // Once the bar is held, measure from its bottom again (it is compact when held).
        await scrollBox.evaluate((el, by) => {
          const bar = document.querySelector('[data-testid=settings-bar]')!;
          window.scrollBy(
            0,
            el.getBoundingClientRect().top - bar.getBoundingClientRect().bottom + by,
          );
        }, under);
        const barBottom = await bar.evaluate((el) => el.getBoundingClientRect().bottom);
        const boxTop = await scrollBox.evaluate((el) => el.getBoundingClientRect().top);
        expect(boxTop).toBeLessThan(barBottom - under + 2);
        await expect
          .poll(async () => (await head.boundingBox())!.y, { message: `${under} px under` })
          .toBeGreaterThanOrEqual(barBottom - 2);
        expect((await head.boundingBox())!.y).toBeLessThanOrEqual(barBottom + 4);
        // And the row under the header is a table row, not the bar: the header is what shows.
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('th')?.textContent ?? '',
          [(await head.boundingBox())!.x + 8, (await head.boundingBox())!.y + 8],
        );
        expect(hit).toContain('No.');
      }
    });
  }

  it('a balance typed out of range is refused with a message, and the old one kept', async () => {
    const page = await openPage('/balance/?balance=5');
    await hydrated(page, '[data-testid=settings-bar]');
    const box = page.getByTestId('setting-balance');
    await box.fill('400');
    await box.press('Enter');
    await expect.poll(() => page.getByTestId('balance-problem').textContent()).toContain('400');
    await expect(box.inputValue()).resolves.toBe('5');
    expect(page.url()).toContain('balance=5');
  });
});
