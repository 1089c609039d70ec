/**
 * A link for every calculation (issue 12): for each calculator, set a state that is not the
 * default with real clicks, take its link with the island's "Copy link" button (read back from
 * the clipboard), open the link in a fresh browser context and check the same numbers show.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { spreadTurnOdds } from '../../src/engine';
import { pctFrac } from '../../src/lib/format';
import { openPage, useBrowser } from './harness';
import { hydrated, liveLab } from './islands';

useBrowser();

interface Calculator {
  readonly name: string;
  readonly path: string;
  /** The query parameter the calculator's state goes into. */
  readonly param: string;
  /** A test id inside the island (waited for until hydrated). */
  readonly island: string;
  /** Change the state with clicks, keys and typing. */
  readonly change: (page: Page) => Promise<void>;
  /** Whatever must run before the numbers show (a simulation's Run button). */
  readonly settle?: (page: Page) => Promise<void>;
  /** The elements whose text is compared. */
  readonly numbers: readonly string[];
  /** It sits above the page's first heading (its link opens at the top of the page). */
  readonly atTop?: boolean;
  /** The Copy link button's island (test id of the LinkBar or of the board lab). */
  readonly copy: (page: Page) => Locator;
}

const lab = (page: Page, id: string) => page.locator(`[data-testid="board-lab-${id}"]`);
const labCell = (page: Page, id: string, x: number, y: number) =>
  lab(page, id).locator(`[role="gridcell"][data-x="${x}"][data-y="${y}"]`);
const bar = (testid: string) => (page: Page) => page.getByTestId(testid).getByTestId('copy-link');

/** The spreading simulation: a link that holds a run runs it on opening; without one, Run. */
async function simulated(page: Page): Promise<void> {
  if (!new URL(page.url()).searchParams.has('run')) await page.getByTestId('sim-run').click();
  await page.getByTestId('sim-done').waitFor({ timeout: 60_000 });
}

const CALCULATORS: Calculator[] = [
  {
    name: 'one against one',
    path: '/combat/',
    param: 'duel',
    island: 'duel',
    change: async (page) => {
      await page.getByTestId('duel-attacker-kind').selectOption('Manticore');
      await page.getByTestId('duel-ranged').check();
      await page.getByTestId('duel-defender-kind').selectOption('Orc');
    },
    numbers: ['duel-percent', 'duel-working'],
    copy: bar('duel-link'),
  },
  {
    name: 'several attackers',
    path: '/combat/',
    param: 'gang',
    island: 'gang',
    change: async (page) => {
      await page.getByTestId('gang-target-kind').selectOption('Zombie');
      await page.getByTestId('gang-add').click();
      await page.getByTestId('gang-3-kind').selectOption('Vampire');
      await page.getByTestId('gang-turns').fill('5');
      await page.getByTestId('gang-turns').press('Tab');
    },
    numbers: ['gang-turn', 'gang-within'],
    copy: bar('gang-link'),
  },
  {
    name: 'attack spells',
    path: '/attack-spells/',
    param: 'attack',
    island: 'spell-calc',
    change: async (page) => {
      await page.getByTestId('spell-name').selectOption('Lightning');
    },
    numbers: ['spell-result'],
    copy: bar('spell-link'),
  },
  {
    name: 'the computer’s spell book',
    path: '/computer-wizards/',
    param: 'cw',
    island: 'prio-order',
    change: async (page) => {
      await page.getByTestId('prio-roll').selectOption('9');
      await page.getByTestId('prio-pick').selectOption('Lightning');
      await page.getByTestId('prio-add').click();
      // (The list repaints after the click: read it once the new spell is in it.)
      await expect.poll(() => page.getByTestId('prio-order').textContent()).toContain('Lightning');
    },
    numbers: ['prio-order'],
    copy: bar('book-link'),
  },
  {
    name: 'the computer’s target scores',
    path: '/computer-wizards/',
    param: 'cw',
    island: 'threat-grid',
    change: async (page) => {
      const grid = page.getByTestId('threat-grid');
      await expect.poll(() => grid.locator('[data-piece]').count()).toBeGreaterThan(5);
      await page.getByTestId('threat-list').selectOption('attack');
      const seats = await page
        .getByTestId('threat-seat')
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      await page.getByTestId('threat-seat').selectOption(seats[seats.length - 1]!);
    },
    numbers: ['threat-table'],
    copy: bar('scores-link'),
  },
  {
    name: 'distance',
    path: '/numbers/',
    param: 'dist',
    island: 'distance-grid',
    change: async (page) => {
      const cell = (x: number, y: number) =>
        page.getByTestId('distance-grid').locator(`[data-x="${x}"][data-y="${y}"]`);
      await cell(1, 8).click();
      await cell(12, 2).click();
    },
    numbers: ['distance-result'],
    copy: bar('dist-link'),
  },
  {
    name: 'line of sight from A to B',
    path: '/line-of-sight/',
    atTop: true,
    param: 'ab',
    island: 'board-lab-trace',
    change: async (page) => {
      await liveLab(page, 'trace');
      await labCell(page, 'trace', 2, 7).click();
      await labCell(page, 'trace', 13, 1).click();
    },
    numbers: ['trace-result'],
    copy: (page) => lab(page, 'trace').getByRole('button', { name: 'Copy link' }),
  },
  {
    name: 'range of a spell',
    path: '/line-of-sight/',
    param: 'range',
    island: 'board-lab-range',
    change: async (page) => {
      await liveLab(page, 'range');
      await lab(page, 'range').getByTestId('range-action').selectOption({ label: 'Lightning' });
      await labCell(page, 'range', 3, 3).click();
    },
    numbers: ['range-result'],
    copy: (page) => lab(page, 'range').getByRole('button', { name: 'Copy link' }),
  },
  {
    // The board link (?board=) carries the frame; A and B are the sample's (?ab=).
    name: 'line of sight past a piece in another animation frame',
    path: '/line-of-sight/',
    atTop: true,
    param: 'ab',
    island: 'board-lab-trace',
    change: async (page) => {
      await liveLab(page, 'trace');
      // The Goblin at (2,3) hides B from A in frames 0, 1 and 3, not in frame 2.
      await lab(page, 'trace').getByTestId('sample').selectOption('frame');
      const forward = lab(page, 'trace').getByTestId('trace-forward');
      await expect.poll(() => forward.textContent()).toBe('blocked by the Goblin at (2,3)');
      await lab(page, 'trace').getByTestId('mode-edit').check();
      await labCell(page, 'trace', 2, 3).click();
      await lab(page, 'trace').getByTestId('frame-2').check();
      await lab(page, 'trace').getByTestId('mode-trace').check();
      await expect.poll(() => forward.textContent()).toBe('clear');
      // The default sample's line is clear too: wait for the whole answer of this board (drawn a
      // frame after the control on a loaded machine) before reading it.
      await expect
        .poll(() => lab(page, 'trace').getByTestId('trace-result').textContent())
        .toContain('A (2,2) to B (0,6): clear');
      await expect.poll(() => new URL(page.url()).searchParams.has('board')).toBe(true);
    },
    numbers: ['trace-result'],
    copy: (page) => lab(page, 'trace').getByRole('button', { name: 'Copy link' }),
  },
  {
    name: 'spreading odds for one turn',
    path: '/spreading/',
    param: 'odds',
    island: 'odds-attempt',
    change: async (page) => {
      await page.getByTestId('odds-blob').check();
      await page.getByTestId('odds-class-2').selectOption('enemy-creature');
      await page.getByTestId('odds-creature-2').selectOption('Red Dragon');
      await page.getByTestId('odds-class-6').selectOption('enemy-magic-fire');
      // Read the numbers once they show the last choice.
      const last = spreadTurnOdds('Gooey Blob', [
        { class: 'empty' },
        { class: 'enemy-creature', creature: 'Golden Dragon' },
        { class: 'enemy-creature', creature: 'Red Dragon' },
        { class: 'castle-or-wall' },
        { class: 'enemy-creature', creature: 'Goblin' },
        { class: 'empty' },
        { class: 'enemy-magic-fire' },
        { class: 'enemy-wizard' },
      ]);
      if (!last.ok) throw new Error(last.message);
      await expect
        .poll(() => page.getByTestId('odds-take-6').textContent())
        .toBe(`taken: ${pctFrac(last.value.takes[6]!)}`);
      await expect
        .poll(() => page.getByTestId('odds-vanish').textContent())
        .toBe(pctFrac(last.value.vanishes));
    },
    numbers: ['odds-attempt', 'odds-nothing', 'odds-vanish', 'odds-take-2', 'odds-take-6'],
    copy: bar('odds-link'),
  },
  {
    name: 'the spreading simulation',
    path: '/spreading/',
    param: 'run',
    island: 'sim-grid',
    change: async (page) => {
      const cell = (x: number, y: number) =>
        page.getByTestId('sim-grid').locator(`[data-x="${x}"][data-y="${y}"]`);
      await page.getByTestId('sim-kind').selectOption('Gooey Blob');
      await page.getByTestId('sim-owner').selectOption('2');
      await cell(7, 3).click();
      await page.getByTestId('sim-turns').fill('6');
      await page.getByTestId('sim-runs').fill('500');
      await page.getByTestId('sim-seed').fill('31337');
      await page.getByTestId('sim-run').click();
      await expect
        .poll(() => page.getByTestId('sim-done').textContent(), { timeout: 60_000 })
        .toContain('500 runs of 6 turns with seed 31337');
      await page.getByTestId('sim-after').fill('4');
      await page.getByTestId('sim-tool-ask').check();
      await cell(9, 4).click();
      await expect.poll(() => page.getByTestId('sim-reach').textContent()).toContain('of 500');
    },
    settle: simulated,
    numbers: ['sim-done', 'sim-answers', 'sim-where'],
    copy: bar('sim-link'),
  },
];

/** The texts of the calculator's numbers. */
async function numbers(page: Page, c: Calculator): Promise<string[]> {
  const out: string[] = [];
  for (const id of c.numbers) {
    const scope = c.island.startsWith('board-lab-') ? page.getByTestId(c.island) : page;
    out.push(((await scope.getByTestId(id).first().textContent()) ?? '').replace(/\s+/g, ' '));
  }
  return out;
}

/** The numbers once two reads a moment apart agree (a repaint may still be on its way). */
async function steady(page: Page, c: Calculator): Promise<string[]> {
  let last = await numbers(page, c);
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(150);
    const now = await numbers(page, c);
    if (now.join('\n') === last.join('\n')) return now;
    last = now;
  }
  throw new Error(`${c.name}: the numbers kept changing`);
}

async function ready(page: Page, c: Calculator): Promise<void> {
  if (c.island.startsWith('board-lab-')) await liveLab(page, c.island.slice('board-lab-'.length));
  else await hydrated(page, `[data-testid="${c.island}"]`);
}

describe('a link for every calculation', () => {
  for (const c of CALCULATORS) {
    it(`${c.name}: the copied link opens the same numbers`, async () => {
      const page = await openPage(c.path);
      await ready(page, c);
      await c.settle?.(page);
      const before = await numbers(page, c);
      await c.change(page);
      await c.settle?.(page);
      const shown = await steady(page, c);
      expect(shown, 'the change shows other numbers').not.toEqual(before);

      const origin = new URL(page.url()).origin;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      await c.copy(page).click();
      // The clipboard is the machine's, shared with other test files running at once (the
      // computer-wizards test copies a ?cw= link too): wait for a link to this page's address,
      // which a wrong link never becomes, and read that one.
      let link = '';
      const copied = async () => {
        link = await page.evaluate(() => navigator.clipboard.readText());
        if (!link.includes(`${c.param}=1.`)) return '';
        const u = new URL(link);
        return `${u.origin}${u.pathname}${u.search}`;
      };
      await expect.poll(copied).toBe(page.url());
      const url = new URL(link);
      expect(`${url.origin}${url.pathname}${url.search}`).toBe(page.url());
      // The link names the heading the calculator sits under (point 7 of issue 32), unless it
      // sits above every heading of the page (then the page's top is where it is).
      const heading = decodeURIComponent(url.hash.slice(1));
      const above = await c.copy(page).evaluate((el) => {
        const before = [
          ...document.querySelectorAll('main h2[id], main h3[id], main h4[id]'),
        ].filter((h) => (h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
        return before.at(-1)?.id ?? '';
      });
      expect(heading, 'the link names the heading just above the calculator').toBe(above);
      if (!c.atTop) expect(heading, 'a calculator under a heading').not.toBe('');

      const fresh = await openPage(`${url.pathname}${url.search}${url.hash}`);
      // ...and the fresh page opens there: the heading in view, below whatever is pinned.
      if (heading !== '')
        await expect
          .poll(() =>
            fresh.evaluate((id) => {
              const h = document.getElementById(id)!.getBoundingClientRect();
              const pinned = [...document.querySelectorAll('header, [data-testid="settings-bar"]')]
                .map((e) => e.getBoundingClientRect())
                .filter((r) => r.height > 0 && r.top <= 200)
                .map((r) => r.bottom);
              return h.top >= Math.max(0, ...pinned) - 1 && h.bottom <= window.innerHeight;
            }, heading),
          )
          .toBe(true);
      await ready(fresh, c);
      await c.settle?.(fresh);
      // (Some links load their code on first need: give a loaded machine time.)
      await expect.poll(() => numbers(fresh, c), { timeout: 10_000 }).toEqual(shown);
      expect(await fresh.getByTestId('link-notes').allTextContents()).toEqual(
        (await fresh.getByTestId('link-notes').allTextContents()).map(() => ''),
      );
    });
  }

  it('a value at its default leaves the address alone', async () => {
    const page = await openPage('/combat/');
    await hydrated(page, '[data-testid="duel"]');
    await page.getByTestId('duel-ranged').check();
    await expect.poll(() => new URL(page.url()).searchParams.get('duel')).toMatch(/^1\./);
    await page.getByTestId('duel-melee').check();
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });
});
