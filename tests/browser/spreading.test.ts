/** The spreading page: exact per-turn odds, the build-time outcome table, and the simulation worker. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BOARD_WIDTH,
  coverageChance,
  fireBurns,
  seedRng,
  simulateSpreading,
  spreadAnswers,
  spreadBoardFromBoard,
  spreadTurnOdds,
  type SpreadTarget,
} from '../../src/engine';
import { pctFrac } from '../../src/lib/format';
import { DEFAULT_BOARD } from '../../src/stores/board';
import { SPREAD_SIM_DEFAULT } from '../../src/stores/spreadSim';
import { openPage, PHONE, useBrowser } from './harness';
import { settled } from './islands';

useBrowser();

/** Waits until the island holding this test id has hydrated (Astro drops the ssr attribute). */
async function hydrated(page: Page, testId: string) {
  const el = page.getByTestId(testId).first();
  await el.scrollIntoViewIfNeeded();
  await page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first().waitFor();
}

async function readTable(page: Page): Promise<string[]> {
  return page
    .getByTestId('sim-table')
    .locator('tbody td')
    .evaluateAll((tds) => tds.map((td) => td.textContent ?? ''));
}

async function setField(page: Page, id: string, value: string) {
  const input = page.getByTestId(id);
  await input.fill(value);
}

async function runAndWait(page: Page) {
  await page.getByTestId('sim-run').click();
  await page.getByTestId('sim-done').waitFor({ timeout: 30_000 });
}

describe('spreading page', () => {
  it('per-turn odds follow the engine as the neighbours change', async () => {
    const page = await openPage('/spreading/');
    await hydrated(page, 'odds-attempt');
    await page.getByTestId('odds-blob').check();
    await page.getByTestId('odds-class-0').selectOption('enemy-magic-fire');
    await page.getByTestId('odds-class-2').selectOption('enemy-creature');
    await page.getByTestId('odds-creature-2').selectOption('Red Dragon');
    await page.getByTestId('odds-class-6').selectOption('off-board');
    // Fire, with a Red Dragon now east, must burn it by the fire roll.
    const neighbours: SpreadTarget[] = [
      { class: 'enemy-magic-fire' },
      { class: 'enemy-creature', creature: 'Golden Dragon' },
      { class: 'enemy-creature', creature: 'Red Dragon' },
      { class: 'castle-or-wall' },
      { class: 'enemy-creature', creature: 'Goblin' },
      { class: 'empty' },
      { class: 'off-board' },
      { class: 'enemy-wizard' },
    ];
    for (const spreader of ['Gooey Blob', 'Magic Fire'] as const) {
      if (spreader === 'Magic Fire') await page.getByTestId('odds-fire').check();
      const r = spreadTurnOdds(spreader, neighbours);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      await expect
        .poll(() => page.getByTestId('odds-vanish').textContent())
        .toBe(pctFrac(r.value.vanishes));
      expect(await page.getByTestId('odds-attempt').textContent()).toBe(pctFrac(r.value.attempt));
      expect(await page.getByTestId('odds-nothing').textContent()).toBe(
        pctFrac(r.value.takesNothing),
      );
      for (let i = 0; i < 8; i++) {
        expect(await page.getByTestId(`odds-take-${i}`).textContent()).toBe(
          `taken: ${pctFrac(r.value.takes[i]!)}`,
        );
      }
    }
  });

  it('renders the outcome and burn tables from the engine at build time', async () => {
    const page = await openPage('/spreading/');
    const burn = page.getByTestId('burn-table');
    for (const d of [1, 5, 9]) {
      const cell = burn.locator(`tr[data-defence="${d}"] td`).first();
      if ((await cell.count()) === 0) continue;
      expect(await cell.textContent()).toBe(pctFrac(fireBurns(d)));
    }
    const rows = await page.getByTestId('spread-table').locator('tbody tr').count();
    expect(rows).toBe(12);
  });

  // Timing-based: a machine busy with other work can stretch any task, so this one may retry;
  // a simulation that really ran on the main thread would fail every time.
  it(
    'simulates off the main thread: same seed, same heat map; new seed, new one',
    { retry: 2 },
    async () => {
      const page = await openPage('/spreading/');
      await hydrated(page, 'sim-grid');
      await expect
        .poll(() => page.getByTestId('sim-grid').locator('[data-piece]').count())
        .toBeGreaterThan(5);
      await setField(page, 'sim-turns', '10');
      await setField(page, 'sim-runs', '6000');
      await setField(page, 'sim-seed', '424242');
      // Changing the settings writes the link but runs nothing until Run is pressed.
      await expect.poll(() => page.url()).toContain('run=');
      await settled(page);
      expect(await page.getByTestId('sim-progress').count()).toBe(0);
      expect(await page.getByTestId('sim-done').count()).toBe(0);
      // Watch for long tasks from before the run starts.
      await page.evaluate(() => {
        const w = window as unknown as { __long: number[] };
        w.__long = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__long.push(e.duration);
        }).observe({ type: 'longtask', buffered: false });
      });
      const started = Date.now();
      await page.getByTestId('sim-run').click();
      await page.getByTestId('sim-progress').waitFor();
      await page.getByTestId('sim-done').waitFor({ timeout: 60_000 });
      const elapsed = Date.now() - started;
      const longTasks = await page.evaluate(
        () => (window as unknown as { __long: number[] }).__long,
      );
      // A simulation on the main thread would block it for most of the run. Off the main thread,
      // only rendering the progress and the result holds it, a small share of the run even on a
      // loaded machine (where single paints can pass 50 ms).
      const blocked = longTasks.reduce((a, b) => a + b, 0);
      expect(blocked, `long tasks ${longTasks.join(', ')} ms in ${elapsed} ms`).toBeLessThan(
        elapsed / 3,
      );
      await page.getByText('The same chances as a table').click();
      const first = await readTable(page);
      expect(first.some((t) => t !== '·')).toBe(true);

      await runAndWait(page);
      await expect.poll(() => page.getByTestId('sim-done').textContent()).toContain('424242');
      expect(await readTable(page)).toEqual(first);

      await setField(page, 'sim-seed', '7');
      await runAndWait(page);
      await expect.poll(() => page.getByTestId('sim-done').textContent()).toContain('seed 7.');
      expect(await readTable(page)).not.toEqual(first);
    },
  );

  it('shows exactly what the engine computes for the board, settings and seed', async () => {
    const page = await openPage('/spreading/');
    await hydrated(page, 'sim-grid');
    await expect
      .poll(() => page.getByTestId('sim-grid').locator('[data-piece]').count())
      .toBeGreaterThan(5);
    await page.getByTestId('sim-kind').selectOption('Gooey Blob');
    await page.getByTestId('sim-grid').locator('[data-x="7"][data-y="3"]').click();
    await setField(page, 'sim-runs', '300');
    await setField(page, 'sim-turns', '4');
    await setField(page, 'sim-seed', '99');
    await runAndWait(page);
    await page.getByText('The same chances as a table').click();

    const board = spreadBoardFromBoard(DEFAULT_BOARD, {
      ...SPREAD_SIM_DEFAULT.spreader,
      kind: 'Gooey Blob',
      x: 7,
      y: 3,
    });
    expect(board.ok).toBe(true);
    if (!board.ok) return;
    const r = simulateSpreading({ board: board.value, turns: 4, runs: 300 }, seedRng(99));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const expected = coverageChance(r.value.result).map((p) =>
      p > 0 ? (p * 100).toFixed(1) : '·',
    );
    expect(await readTable(page)).toEqual(expected);
    // The heat map labels say the same on the board.
    const i = expected.findIndex((t) => t !== '·' && t !== '100.0');
    const cell = page
      .getByTestId('sim-grid')
      .locator(`[data-x="${i % BOARD_WIDTH}"][data-y="${Math.floor(i / BOARD_WIDTH)}"]`);
    expect(await cell.getAttribute('aria-label')).toContain(`${expected[i]}% of runs`);
  });

  it('answers: still there after N turns, squares covered on average, a picked square reached', async () => {
    const page = await openPage('/spreading/');
    await hydrated(page, 'sim-grid');
    await expect
      .poll(() => page.getByTestId('sim-grid').locator('[data-piece]').count())
      .toBeGreaterThan(5);
    await page.getByTestId('sim-grid').locator('[data-x="7"][data-y="3"]').click();
    await setField(page, 'sim-runs', '400');
    await setField(page, 'sim-turns', '5');
    await setField(page, 'sim-seed', '12');
    await runAndWait(page);
    await page.getByTestId('sim-tool-ask').check();
    await page.getByTestId('sim-grid').locator('[data-x="9"][data-y="4"]').click();

    const board = spreadBoardFromBoard(DEFAULT_BOARD, {
      ...SPREAD_SIM_DEFAULT.spreader,
      x: 7,
      y: 3,
    });
    if (!board.ok) throw new Error(board.message);
    const r = simulateSpreading({ board: board.value, turns: 5, runs: 400 }, seedRng(12));
    if (!r.ok) throw new Error(r.message);
    const a = spreadAnswers(r.value.result, 5, 4 * BOARD_WIDTH + 9);
    if (!a.ok) throw new Error(a.message);
    const pc = (p: number) => `${(p * 100).toFixed(1)}%`;
    await expect
      .poll(() => page.getByTestId('sim-reach').textContent())
      .toBe(`${pc(a.value.reach!.p)} of runs (${a.value.reach!.runs} of 400)`);
    await expect(page.getByTestId('sim-still').textContent()).resolves.toBe(
      `${pc(a.value.stillThere.p)} of runs (${a.value.stillThere.runs} of 400)`,
    );
    await expect(page.getByTestId('sim-expected').textContent()).resolves.toBe(
      a.value.expectedSquares.toFixed(2),
    );
    await expect(page.getByTestId('sim-answers').textContent()).resolves.toContain(
      'Reaches (9,4) by the end of turn 5',
    );
  });

  it('refuses a bad number without losing the rest', async () => {
    const page = await openPage('/spreading/');
    await hydrated(page, 'sim-grid');
    await expect
      .poll(() => page.getByTestId('sim-grid').locator('[data-piece]').count())
      .toBeGreaterThan(5);
    await setField(page, 'sim-turns', '500');
    await expect(page.getByRole('alert').first().textContent()).resolves.toContain('Turns');
    expect(await page.getByTestId('sim-turns').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('sim-grid').isVisible()).toBe(true);
    expect(await page.getByTestId('sim-run').textContent()).toContain('2,000');
  });

  it('a bad link shows why and starts as usual; a link that is good runs at once', async () => {
    const page = await openPage('/spreading/?run=1.99.5.f.0.8.2000.1985&odds=1.f.lava');
    await hydrated(page, 'odds-attempt');
    await expect
      .poll(() => page.getByTestId('odds-link').getByTestId('link-notes').textContent())
      .toContain('The link’s odds code “1.f.lava” could not be read');
    await hydrated(page, 'sim-grid');
    await expect
      .poll(() => page.getByTestId('sim-link').getByTestId('link-notes').textContent())
      .toContain('A column must be from 0 to 14), so the spreading run starts as usual.');
    expect(await page.getByTestId('sim-where').textContent()).toBe('on (7,5)');
    expect(await page.getByTestId('sim-status').textContent()).toBe('Press Run to simulate.');
    expect(await page.getByTestId('odds-class-1').inputValue()).toBe('enemy-creature');

    const good = await openPage('/spreading/?run=1.7.3.b.1.4.300.99.2.9.4');
    await hydrated(good, 'sim-grid');
    await expect
      .poll(() => good.getByTestId('sim-done').textContent(), { timeout: 60_000 })
      .toContain('300 runs of 4 turns with seed 99');
    expect(await good.getByTestId('sim-answers').textContent()).toContain(
      'Reaches (9,4) by the end of turn 2',
    );
    expect(await good.getByTestId('sim-kind').inputValue()).toBe('Gooey Blob');
    expect(await good.getByTestId('sim-link').getByTestId('link-notes').textContent()).toBe('');
  });

  it('settings back at their defaults leave the address alone', async () => {
    const page = await openPage('/spreading/');
    await hydrated(page, 'sim-grid');
    await setField(page, 'sim-turns', '9');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('run'))
      .toBe('1.7.5.f.0.9.2000.1985');
    await setField(page, 'sim-turns', '8');
    // (The board is the shared board's own link, ?board=.)
    await expect.poll(() => new URL(page.url()).searchParams.has('run')).toBe(false);
    await hydrated(page, 'odds-attempt');
    await page.getByTestId('odds-blob').check();
    await expect.poll(() => new URL(page.url()).searchParams.get('odds')).toMatch(/^1\.b\./);
    await page.getByTestId('odds-fire').check();
    await expect.poll(() => new URL(page.url()).searchParams.has('odds')).toBe(false);
  });

  it('fits a phone screen', async () => {
    const page = await openPage('/spreading/', { viewport: PHONE });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('sim-grid').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('names every neighbour in full on a phone', async () => {
    const page = await openPage('/spreading/', { viewport: PHONE });
    await hydrated(page, 'odds-class-0');
    // The longest name in every cell, then: does each select show its whole name?
    for (let i = 0; i < 8; i++) {
      await page.getByTestId(`odds-class-${i}`).selectOption('enemy-ridden-mount');
    }
    const cut = await page.evaluate(() => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      return [...document.querySelectorAll<HTMLSelectElement>('[data-testid^="odds-class-"]')]
        .map((sel) => {
          const cs = getComputedStyle(sel);
          ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
          const text = ctx.measureText(sel.selectedOptions[0]?.text ?? '').width;
          const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
          return { id: sel.dataset.testid, text: Math.ceil(text), room: Math.floor(room) };
        })
        .filter((r) => r.text > r.room);
    });
    expect(cut).toEqual([]);
    // Each neighbour says where it is, since the grid is now a list.
    await expect
      .poll(() => page.getByTestId('odds-cell-7').locator('.cc-odds__dir').textContent())
      .toBe('North-west');
    expect(await page.getByTestId('odds-cell-7').locator('.cc-odds__dir').isVisible()).toBe(true);
  });
});
