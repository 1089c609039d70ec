/** The computer-wizards page: the spell order and the target scores follow the engine. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  armyScores,
  computerSpellOrder,
  placedPieces,
  attackTargetList,
  creatureAim,
  creatureTargetList,
  isWizardKind,
} from '../../src/engine';
import { COMPUTER_DEFAULT } from '../../src/stores/computer';
import { DEFAULT_BOARD } from '../../src/stores/board';
import { EXAMPLE_BOARD } from '../../src/stores/exampleBoard';
import { openPage, PHONE, useBrowser } from './harness';

useBrowser();

/** Waits until the island holding this test id has hydrated (Astro drops the ssr attribute). */
async function hydrated(page: Page, testId: string) {
  const el = page.getByTestId(testId).first();
  await el.scrollIntoViewIfNeeded();
  await page.locator(`astro-island:not([ssr]) [data-testid="${testId}"]`).first().waitFor();
}

describe('computer wizards page', () => {
  it('sorts the book as the engine does, for every Disbelieve roll', async () => {
    const page = await openPage('/computer-wizards/');
    const order = page.getByTestId('prio-order');
    await hydrated(page, 'prio-order');
    await page.getByTestId('prio-pick').selectOption('Magic Castle');
    await page.getByTestId('prio-add').click();
    await page.getByTestId('prio-pick').selectOption('Chaos-2');
    await page.getByTestId('prio-add').click();
    const book = [...COMPUTER_DEFAULT.book, 'Magic Castle', 'Chaos-2'];
    for (const roll of [0, 6, 9]) {
      await page.getByTestId('prio-roll').selectOption(String(roll));
      const r = computerSpellOrder(book, roll);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      await expect
        .poll(() => order.locator('li').evaluateAll((li) => li.map((l) => l.dataset.spell)))
        .toEqual(r.value.map((c) => c.spell));
      const texts = await order.locator('li .cc-cpu__prio').allTextContents();
      expect(texts).toEqual(r.value.map((c) => `priority ${c.priority}`));
    }
    // Removing the first entry (Disbelieve) takes it out of the order.
    await page.getByRole('button', { name: 'Remove Disbelieve (entry 1)' }).click();
    await expect.poll(() => order.locator('li[data-spell="Disbelieve"]').count()).toBe(0);
  });

  it('ranks targets on the sample board with the engine’s two lists and army scores', async () => {
    const page = await openPage('/computer-wizards/');
    const grid = page.getByTestId('threat-grid');
    await hydrated(page, 'threat-grid');
    await expect.poll(() => grid.locator('[data-piece]').count()).toBeGreaterThan(5);
    const check = async (board: typeof DEFAULT_BOARD, seats: number[]) => {
      for (const seat of seats) {
        await page.getByTestId('threat-seat').selectOption(String(seat));
        const me = placedPieces(board).find((p) => isWizardKind(p.kind) && p.owner === seat)!;
        for (const kind of ['creature', 'attack'] as const) {
          await page.getByTestId('threat-list').selectOption(kind);
          const expected =
            kind === 'creature'
              ? creatureTargetList(board, seat, me)
              : attackTargetList(board, seat, me);
          await expect
            .poll(() => page.getByTestId('threat-rank').allTextContents(), { timeout: 10_000 })
            .toEqual(expected.map((t) => String(t.rank)));
          const aim =
            kind === 'creature' ? creatureAim(board, seat, me)?.aim : (expected[0] ?? undefined);
          if (aim) {
            const cell = grid.locator(`[data-x="${aim.x}"][data-y="${aim.y}"]`);
            expect(await cell.getAttribute('aria-selected')).toBe('true');
          }
          const best = expected[0];
          if (best) {
            const cell = grid.locator(`[data-x="${best.x}"][data-y="${best.y}"]`);
            expect(await cell.getAttribute('aria-label')).toContain(`rank ${best.rank}`);
            expect(await page.getByTestId('threat-best').textContent()).toContain(
              `(${best.x},${best.y})`,
            );
          }
        }
      }
      const armies = armyScores(board);
      await expect
        .poll(() => page.getByTestId('army-read').allTextContents())
        .toEqual(armies.map((a) => String(a.asRead)));
      expect(await page.getByTestId('army-meant').allTextContents()).toEqual(
        armies.map((a) => String(a.intended)),
      );
    };
    // The shared sample board a first visit shows, then the three-wizard example.
    await check(DEFAULT_BOARD, [1, 0]);
    await page.getByRole('button', { name: 'Load a three-wizard example' }).click();
    await check(EXAMPLE_BOARD, [1, 0, 2]);
    expect(await page.getByTestId('army-verdict').textContent()).toContain('read correctly');
  });

  it('fits a phone screen', async () => {
    const page = await openPage('/computer-wizards/', { viewport: PHONE });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('threat-grid').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
