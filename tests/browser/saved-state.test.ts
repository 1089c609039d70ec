/**
 * Issue 14, points 1–4: what a reader saved is never lost to a bad link, corrupt storage or
 * storage that cannot be written, and every such case is reported.
 * 1. a bad `board=` link with a saved board, on every page with a board island;
 * 2. bad settings links with saved settings;
 * 3. corrupt values in storage;
 * 4. storage that throws when written.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { castChance, encodeBoard, placedPieces } from '../../src/engine';
import { findSample, sampleBoard } from '../../src/stores/board-samples';
import { percent } from '../../src/lib/format';
import { openPage, siteUrl, useBrowser } from './harness';
import { hydrated } from './islands';

useBrowser();

const BOARD_KEY = 'chaos-codex:board';
const SETTINGS_KEY = 'chaos-codex:settings';

/** Every page with an island that shows the shared board, and a selector for each island. */
const BOARD_PAGES: Record<string, string[]> = {
  '/line-of-sight/': ['[data-testid="board-lab-trace"]', '[data-testid="board-lab-range"]'],
  '/movement/': ['[data-testid="board-lab-move"]'],
  '/danger/': ['[data-testid="danger"]'],
  '/spreading/': ['.cc-sim'],
  '/computer-wizards/': ['.cc-cpu:has([data-testid="threat-grid"])'],
};

const corner = sampleBoard(findSample('corner')!);
const cornerCode = (() => {
  const r = encodeBoard(corner);
  if (!r.ok) throw new Error(r.message);
  return r.value;
})();

/** Open the site once, write localStorage, then go to `path` in the same page. */
async function withSaved(values: Record<string, string>, path: string): Promise<Page> {
  const page = await openPage('/');
  await page.evaluate((v) => {
    for (const [k, s] of Object.entries(v)) localStorage.setItem(k, s);
  }, values);
  await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
  return page;
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('a bad board link keeps the saved board (point 1)', () => {
  for (const [path, islands] of Object.entries(BOARD_PAGES)) {
    it(`${path}: every board island says so and offers the choice`, async () => {
      const page = await withSaved({ [BOARD_KEY]: cornerCode }, `${path}?board=B!!bad&keep=1`);
      const errors = collectErrors(page);
      for (const sel of islands) {
        await hydrated(page, sel);
        const island = page.locator(sel);
        const problem = island.getByTestId('board-link-problem');
        await expect.poll(() => problem.textContent()).toMatch(/board in the link could not be/);
        await expect(island.getByTestId('board-link-code').inputValue()).resolves.toBe('B!!bad');
        await expect(island.locator('[role="gridcell"]').count()).resolves.toBe(150);
        if (!sel.startsWith('.cc-sim')) {
          // The saved board is what is shown (the spreading board adds its spreader).
          await expect
            .poll(() => island.locator('[role="gridcell"][data-piece]').count())
            .toBe(placedPieces(corner).length);
        }
      }
      expect(await stored(page, BOARD_KEY)).toBe(cornerCode);
      expect(new URL(page.url()).searchParams.get('keep')).toBe('1');
      // Keep my board: the message goes from every island, the saved board stays.
      await page.locator(islands[0]!).getByTestId('board-link-keep').click();
      await expect.poll(() => page.getByTestId('board-link-problem').count()).toBe(0);
      expect(await stored(page, BOARD_KEY)).toBe(cornerCode);
      expect(errors).toEqual([]);
    });
  }

  it('the fixed code can be loaded instead (and is then saved)', async () => {
    const engaged = encodeBoard(sampleBoard(findSample('engaged')!));
    if (!engaged.ok) throw new Error(engaged.message);
    const page = await withSaved(
      { [BOARD_KEY]: cornerCode },
      `/movement/?board=${engaged.value}!!`,
    );
    const lab = page.locator('[data-testid="board-lab-move"]');
    await hydrated(page, '[data-testid="board-lab-move"]');
    const field = lab.getByTestId('board-link-code');
    await expect.poll(() => field.inputValue()).toBe(`${engaged.value}!!`);
    // Still broken: refused with the reason, nothing changes.
    await lab.getByTestId('board-link-load').click();
    await expect
      .poll(() => lab.getByTestId('board-link-load-problem').textContent())
      .toMatch(/could not be read either/);
    expect(await stored(page, BOARD_KEY)).toBe(cornerCode);
    // Fixed: loaded, saved, message gone.
    await field.fill(engaged.value);
    await lab.getByTestId('board-link-load').click();
    await expect.poll(() => lab.getByTestId('board-link-problem').count()).toBe(0);
    expect(await stored(page, BOARD_KEY)).toBe(engaged.value);
    await expect
      .poll(() => lab.locator('[role="gridcell"][data-piece]').count())
      .toBe(placedPieces(sampleBoard(findSample('engaged')!)).length);
  });

  it('a good board link is shown but not saved until the reader changes the board', async () => {
    const engaged = encodeBoard(sampleBoard(findSample('engaged')!));
    if (!engaged.ok) throw new Error(engaged.message);
    const page = await withSaved({ [BOARD_KEY]: cornerCode }, `/movement/?board=${engaged.value}`);
    const lab = page.locator('[data-testid="board-lab-move"]');
    await hydrated(page, '[data-testid="board-lab-move"]');
    await expect
      .poll(() => lab.locator('[role="gridcell"][data-piece]').count())
      .toBe(placedPieces(sampleBoard(findSample('engaged')!)).length);
    expect(await stored(page, BOARD_KEY)).toBe(cornerCode);
  });
});

describe('a bad settings link keeps the saved settings (point 2)', () => {
  const saved = JSON.stringify({
    version: 2,
    balance: 100,
    ability: 1,
    caster: 'computer',
    level: 5,
    illusion: false,
  });

  it('/casting/?balance=999 keeps the saved 100, says so, and saves nothing', async () => {
    const page = await withSaved({ [SETTINGS_KEY]: saved }, '/casting/?balance=999');
    await hydrated(page, '[data-testid=settings-bar]');
    await expect.poll(() => page.getByTestId('setting-balance').inputValue()).toBe('100');
    await expect
      .poll(() => page.getByTestId('settings-notes').textContent())
      .toMatch(/balance "999".*ignored.*stays 100/);
    expect(await stored(page, SETTINGS_KEY)).toBe(saved);
  });

  it('/wizards/?caster=robot keeps the saved computer caster', async () => {
    const page = await withSaved({ [SETTINGS_KEY]: saved }, '/wizards/?caster=robot');
    await hydrated(page, '[data-testid=settings-bar]');
    await expect.poll(() => page.getByTestId('setting-caster').inputValue()).toBe('computer-5');
    await expect
      .poll(() => page.getByTestId('settings-notes').textContent())
      .toMatch(/caster "robot"/);
    expect(await stored(page, SETTINGS_KEY)).toBe(saved);
  });

  it('a key given twice is reported and neither value is used', async () => {
    const page = await withSaved({ [SETTINGS_KEY]: saved }, '/wizards/?level=8&level=1');
    await hydrated(page, '[data-testid=settings-bar]');
    await expect
      .poll(() => page.getByTestId('settings-notes').textContent())
      .toMatch(/level 2 times \("8", "1"\)/);
    await expect(page.getByTestId('setting-caster').inputValue()).resolves.toBe('computer-5');
    expect(await stored(page, SETTINGS_KEY)).toBe(saved);
  });

  it('a good link is shown, saved only once the reader changes something', async () => {
    const page = await withSaved({ [SETTINGS_KEY]: saved }, '/casting/?balance=50');
    await hydrated(page, '[data-testid=settings-bar]');
    await expect.poll(() => page.getByTestId('setting-balance').inputValue()).toBe('50');
    expect(await stored(page, SETTINGS_KEY)).toBe(saved);
    await page.getByTestId('setting-ability').selectOption('2');
    await expect
      .poll(async () => JSON.parse((await stored(page, SETTINGS_KEY)) ?? '{}'))
      .toMatchObject({ version: 2, balance: 50, ability: 2, caster: 'computer', level: 5 });
  });
});

describe('corrupt storage (point 3)', () => {
  it('a garbage saved board: the page hydrates whole, says so once, and the value is repaired', async () => {
    const page = await withSaved({ [BOARD_KEY]: '%%garbage%%' }, '/movement/');
    const errors = collectErrors(page);
    const sel = '[data-testid="board-lab-move"]';
    await hydrated(page, sel);
    const lab = page.locator(sel);
    await expect
      .poll(() => lab.getByTestId('board-notes').textContent())
      .toMatch(/saved board could not be read/);
    // The message is in its own status element, the first thing in the island; the board,
    // its 150 squares and the mode buttons are all where they belong.
    await expect(
      lab.evaluate((el) => el.firstElementChild?.getAttribute('data-testid')),
    ).resolves.toBe('board-notes');
    await expect(lab.getByTestId('board-notes').getAttribute('role')).resolves.toBe('status');
    await expect(lab.locator('[role="grid"] [role="gridcell"]').count()).resolves.toBe(150);
    const grid = await lab.locator('[role="grid"]').boundingBox();
    const box = await lab.boundingBox();
    expect(grid && box && grid.x + grid.width <= box.x + box.width + 1).toBe(true);
    expect(await stored(page, BOARD_KEY)).toBe('');
    expect(errors).toEqual([]);
    // The next visit is clean.
    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page, sel);
    await expect(lab.getByTestId('board-notes').textContent()).resolves.toBe('');
  });

  it('saved settings of the wrong type are rejected, reported and repaired', async () => {
    const page = await withSaved(
      { [SETTINGS_KEY]: '{"balance":[5],"ability":2,"illusion":"true"}' },
      '/casting/',
    );
    await hydrated(page, '[data-testid=settings-bar]');
    const notes = page.getByTestId('settings-notes');
    await expect.poll(() => notes.textContent()).toMatch(/balance \[5\]/);
    await expect(notes.textContent()).resolves.toMatch(/illusion "true"/);
    await expect(page.getByTestId('setting-balance').inputValue()).resolves.toBe('0');
    await expect(page.getByTestId('setting-ability').inputValue()).resolves.toBe('2');
    expect(JSON.parse((await stored(page, SETTINGS_KEY)) ?? '{}')).toEqual({
      version: 2,
      balance: 0,
      ability: 2,
      caster: 'human',
      level: 1,
      illusion: false,
    });
  });
});

describe('storage that throws (point 4)', () => {
  async function fullStorage(path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await openPage('/');
    // Every write is refused, Starlight's theme key included (its picker is guarded in
    // src/components/Head.astro: it threw on every page before, issue 32 point 20).
    await page.context().addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const errors = collectErrors(page);
    await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    return { page, errors };
  }

  it('settings still follow the link and the reader, with one "could not be saved" note', async () => {
    const { page, errors } = await fullStorage('/casting/?balance=50');
    await hydrated(page, '[data-testid=settings-bar]');
    await hydrated(page, '[data-testid=spell-chances]');
    const box = page.getByTestId('setting-balance');
    await expect.poll(() => box.inputValue()).toBe('50');
    await box.fill('-100');
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('-100');
    const want = percent(castChance('Chaos-2', { balance: -100, ability: 0 }).p);
    await expect
      .poll(() =>
        page
          .locator('[data-testid=spell-table] tr[data-spell="Chaos-2"] [data-testid=chance]')
          .textContent(),
      )
      .toBe(want);
    await page.getByTestId('setting-ability').selectOption('1');
    const notes = page.getByTestId('settings-notes').locator('li');
    await expect
      .poll(() => notes.allTextContents())
      .toEqual([expect.stringMatching(/could not be saved/)]);
    expect(errors).toEqual([]);
  });

  it('no page throws, and the theme picker still changes the theme for the page', async () => {
    const { page, errors } = await fullStorage('/');
    for (const path of ['/casting/', '/play/', '/line-of-sight/']) {
      await page.goto(siteUrl(path), { waitUntil: 'networkidle' });
    }
    const picker = page.locator('starlight-theme-select select').first();
    await picker.selectOption(
      (await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark'
        ? 'light'
        : 'dark',
    );
    const theme = await picker.inputValue();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe(theme);
    expect(errors).toEqual([]);
  });

  it('the board can still be edited, with one "could not be saved" note', async () => {
    const { page, errors } = await fullStorage('/movement/');
    const sel = '[data-testid="board-lab-move"]';
    await hydrated(page, sel);
    const lab = page.locator(sel);
    await lab.getByTestId('sample').selectOption('open');
    await expect
      .poll(() => lab.locator('[role="gridcell"][data-piece]').count())
      .toBe(placedPieces(sampleBoard(findSample('open')!)).length);
    await lab.getByTestId('sample').selectOption('engaged');
    await expect
      .poll(() => lab.getByTestId('board-notes').locator('p').allTextContents())
      .toEqual([expect.stringMatching(/could not be saved/)]);
    expect(errors).toEqual([]);
  });
});
