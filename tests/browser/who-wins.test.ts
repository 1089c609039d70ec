/** The Who wins? island: a run of whole games in a Web Worker, its tally, links and cancel. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_WIZARD_NAMES } from '../../src/engine/data/wizards';
import type { Page } from 'playwright-core';
import { playRun, tallyRun } from '../../src/engine';
import { openPage, PHONE, useBrowser } from './harness';
import { settled, sidewaysOverflow } from './islands';

useBrowser();

const pc = (x: number): string => `${(100 * x).toFixed(1)} %`;

async function hydrated(page: Page, testId: string) {
  const el = page.getByTestId(testId).first();
  await el.scrollIntoViewIfNeeded();
  await page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first().waitFor();
}

async function setUp(page: Page, wizards: number, level: number, seed: number, games: number) {
  await hydrated(page, 'who-run');
  await page.getByTestId('who-wizards').selectOption(String(wizards));
  await page.getByTestId('who-level').selectOption(String(level));
  await page.getByTestId('who-seed').fill(String(seed));
  await page.getByTestId('who-games').fill(String(games));
}

describe('who wins', () => {
  it('plays the run in a worker and shows the engine’s tally, with links into the watch page', async () => {
    const page = await openPage('/who-wins/');
    await setUp(page, 3, 2, 11, 24);
    await page.getByTestId('who-run').click();
    await expect
      .poll(() => page.getByTestId('who-count').textContent(), { timeout: 60_000 })
      .toBe('24 / 24');
    const games = playRun({ wizards: 3, level: 2, seed: 11 }, 0, 24);
    const expected = tallyRun(3, games);
    const rows = page.getByTestId('who-table').locator('tbody tr');
    expect(await rows.count()).toBe(4);
    for (let seat = 0; seat < 3; seat++)
      expect(await rows.nth(seat).locator('td').first().textContent()).toBe(
        String(expected.wins[seat]),
      );
    expect(await rows.nth(3).locator('td').first().textContent()).toBe(String(expected.draws));
    expect(await page.getByTestId('who-chart').locator('rect').count()).toBe(2 * 3 + 15);
    // Each bar is labelled with its count, and the scale names the tallest (point 10).
    const counts = await page
      .getByTestId('who-chart')
      .locator('text.cc-who__count')
      .allTextContents();
    expect(counts.map(Number)).toEqual(expected.lengths.filter((n) => n > 0));
    await expect(page.getByTestId('who-chart').textContent()).resolves.toContain(
      `tallest bar: ${Math.max(...expected.lengths)} games`,
    );
    // Each game's link says how that game went.
    const items = await page.getByTestId('who-games-list').locator('li').allTextContents();
    expect(items).toEqual(
      games
        .slice(0, 10)
        .map(
          (o) =>
            `open game #${o.k + 1}: ${o.winner === null ? 'a draw' : `${DEFAULT_WIZARD_NAMES[o.winner]} wins`} in ${o.turns} turns`,
        ),
    );
    const first = page.getByTestId('who-games-list').locator('a').first();
    expect(await first.textContent()).toBe('open game #1');
    // It opens the game where it was decided: its last step (point 10).
    expect(games[0]!.steps).toBeGreaterThan(0);
    expect(await first.getAttribute('href')).toBe(
      `/watch/?wizards=3&level=2&seed=11&step=${games[0]!.steps}`,
    );
    await first.click();
    await page.waitForURL(/\/watch\//);
    await page.locator('astro-island:not([ssr]) [data-testid="watch-status"]').waitFor();
    await expect
      .poll(() => page.getByTestId('watch-status').textContent())
      .toMatch(new RegExp(`step ${games[0]!.steps} · (Winner|The contest is drawn)`));
    await expect
      .poll(() => page.getByTestId('watch-wizards-table').locator('tbody tr').count())
      .toBe(3);
  });

  it('stops when cancelled and keeps what was played', async () => {
    const page = await openPage('/who-wins/');
    await setUp(page, 8, 8, 5, 20000);
    const started = page.waitForEvent('worker');
    await page.getByTestId('who-run').click();
    const worker = await started;
    const closed = new Promise<void>((r) => worker.once('close', () => r()));
    await expect
      .poll(async () => parseInt((await page.getByTestId('who-count').textContent()) ?? '0'), {
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
    await page.getByTestId('who-cancel').click();
    await expect.poll(() => page.getByTestId('who-run').isEnabled()).toBe(true);
    const stopped = await page.getByTestId('who-count').textContent();
    // The simulation's worker is ended, so no more games can come; the count stays.
    await closed;
    await settled(page);
    expect(await page.getByTestId('who-count').textContent()).toBe(stopped);
    expect(stopped).toMatch(/^\d+ \/ 20000$/);
    expect(parseInt(stopped ?? '0')).toBeLessThan(20000);
  });

  /** The table's rows, as the reader reads them. */
  const tableText = (page: Page) =>
    page.getByTestId('who-table').locator('tbody tr').allTextContents();
  const count = (page: Page) => page.getByTestId('who-count').textContent();

  it('puts the run in the address: a link plays the same games (point 10)', async () => {
    const page = await openPage('/who-wins/?wizards=3&level=2&seed=11&games=24');
    await expect.poll(() => count(page), { timeout: 60_000 }).toBe('24 / 24');
    const expected = tallyRun(3, playRun({ wizards: 3, level: 2, seed: 11 }, 0, 24));
    const rows = page.getByTestId('who-table').locator('tbody tr');
    for (let seat = 0; seat < 3; seat++)
      await expect(rows.nth(seat).locator('td').first().textContent()).resolves.toBe(
        String(expected.wins[seat]),
      );
    // The form shows the run the link gave.
    await expect(page.getByTestId('who-wizards').inputValue()).resolves.toBe('3');
    await expect(page.getByTestId('who-level').inputValue()).resolves.toBe('2');
    await expect(page.getByTestId('who-seed').inputValue()).resolves.toBe('11');
    await expect(page.getByTestId('who-games').inputValue()).resolves.toBe('24');
    // A value the link cannot use is named, and the default used.
    const bad = await openPage('/who-wins/?wizards=3&level=9&seed=11&games=2');
    await expect.poll(() => count(bad), { timeout: 60_000 }).toBe('2 / 2');
    await expect(bad.getByTestId('who-notes').textContent()).resolves.toContain(
      'could not be used (it must be a whole number from 1 to 8), so the computer level is 3',
    );
  });

  it('keeps its results after opening a game and coming Back (point 10)', async () => {
    const page = await openPage('/who-wins/');
    await setUp(page, 3, 2, 11, 24);
    await page.getByTestId('who-run').click();
    await expect.poll(() => count(page), { timeout: 60_000 }).toBe('24 / 24');
    expect(new URL(page.url()).search).toBe('?wizards=3&level=2&seed=11&games=24');
    const before = await tableText(page);
    await page.getByTestId('who-games-list').locator('a').first().click();
    await page.waitForURL(/\/watch\//);
    await page.goBack();
    await page.waitForURL(/\/who-wins\//);
    await expect.poll(() => count(page)).toBe('24 / 24');
    await expect(tableText(page)).resolves.toEqual(before);
  });

  it('goes on where it was when the page comes back, and a stopped run stays stopped', async () => {
    const page = await openPage('/who-wins/');
    // Three workers, so the games finish out of order and what is kept has gaps.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 4 });
    });
    await page.reload();
    await setUp(page, 3, 3, 3, 300);
    await page.getByTestId('who-run').click();
    await expect
      .poll(async () => parseInt((await count(page)) ?? '0'), { timeout: 60_000 })
      .toBeGreaterThan(0);
    // Reloaded mid-run (as a page the browser dropped while a game was open): the games played
    // are shown again and the run goes on to the same tally as one played without a break.
    const before = parseInt((await count(page)) ?? '0');
    expect(before).toBeLessThan(300);
    await page.reload();
    // The first count shown is the games already played (a run started again would show 0).
    await expect.poll(() => page.getByTestId('who-count').count()).toBe(1);
    expect(parseInt((await count(page)) ?? '0')).toBeGreaterThanOrEqual(before);
    await expect.poll(() => count(page), { timeout: 90_000 }).toBe('300 / 300');
    const expected = tallyRun(3, playRun({ wizards: 3, level: 3, seed: 3 }, 0, 300));
    await expect(tableText(page)).resolves.toEqual(
      expected.rates
        .map(
          (r, seat) =>
            `${DEFAULT_WIZARD_NAMES[seat]}${expected.wins[seat]}${pc(r.share)}${pc(r.low)} – ${pc(r.high)}`,
        )
        .concat(`Drawn${expected.draws}`)
        .map((t) => expect.stringContaining(t)),
    );

    // Stopped by the reader: after a reload it shows what was played and plays no more.
    await setUp(page, 8, 8, 5, 20000);
    await page.getByTestId('who-run').click();
    await expect
      .poll(async () => parseInt((await count(page)) ?? '0'), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await page.getByTestId('who-cancel').click();
    await expect.poll(() => page.getByTestId('who-run').isEnabled()).toBe(true);
    const stopped = await count(page);
    let workers = 0;
    page.on('worker', () => workers++);
    await page.reload();
    await expect.poll(() => count(page)).toBe(stopped);
    await settled(page);
    expect(workers).toBe(0);
    await expect(count(page)).resolves.toBe(stopped);
  });

  it('plays on every core but one, with the same results on one worker as on three (issue 31)', async () => {
    const tables: string[][] = [];
    for (const cores of [2, 4]) {
      const page = await openPage('/who-wins/');
      await page.addInitScript((c) => {
        Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => c });
      }, cores);
      let started = 0;
      page.on('worker', () => started++);
      await page.goto(new URL('/who-wins/?wizards=3&level=2&seed=11&games=60', page.url()).href);
      await expect.poll(() => count(page), { timeout: 90_000 }).toBe('60 / 60');
      expect(started).toBe(cores - 1);
      tables.push(await tableText(page));
    }
    expect(tables[1]).toEqual(tables[0]);
    const expected = tallyRun(3, playRun({ wizards: 3, level: 2, seed: 11 }, 0, 60));
    expect(tables[0]).toEqual(
      expected.rates
        .map((r, seat) => `${DEFAULT_WIZARD_NAMES[seat]}${expected.wins[seat]}${pc(r.share)}`)
        .concat(`Drawn${expected.draws}`)
        .map((t) => expect.stringContaining(t)),
    );
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await openPage('/who-wins/', { viewport: PHONE });
    await setUp(page, 8, 3, 1, 6);
    await page.getByTestId('who-run').click();
    await expect
      .poll(() => page.getByTestId('who-count').textContent(), { timeout: 60_000 })
      .toBe('6 / 6');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
