/** The casting page: live spell chances from the shared settings, sorting and filtering by keyboard. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  castChance,
  castingChance,
  chanceBand,
  SPELL_KINDS,
  SPELL_NAMES,
  spellByName,
} from '../../src/engine';
import { percent } from '../../src/lib/format';
import { openPage, PHONE, useBrowser } from './harness';
import { hydrated, sidewaysOverflow } from './islands';

useBrowser();

const row = (page: Page, spell: string) =>
  page.locator(`[data-testid=spell-table] tr[data-spell="${spell}"]`);
const chanceText = (page: Page, spell: string) =>
  row(page, spell).getByTestId('chance').textContent();
const shownNames = (page: Page) =>
  page
    .locator('[data-testid=spell-table] tbody tr[data-spell]')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.spell ?? ''));

async function ready(page: Page) {
  await hydrated(page, '[data-testid=settings-bar]');
  await hydrated(page, '[data-testid=spell-chances]');
}

describe('casting page', () => {
  it('shows every spell with the engine chance, exact fraction and colour band', async () => {
    const page = await openPage('/casting/');
    await ready(page);
    expect(await shownNames(page)).toEqual([...SPELL_NAMES]);
    for (const name of ['Green Dragon', 'Magic Armour', 'Law-2', 'Orc', 'Disbelieve']) {
      const w = castingChance(name, { balance: 0, ability: 0 });
      if (!w.ok) throw new Error(w.message);
      expect(await chanceText(page, name)).toBe(percent(w.value.odds.p));
      await expect(row(page, name).getByTestId('chance').getAttribute('data-band')).resolves.toBe(
        chanceBand(w.value.chance).colour,
      );
    }
  });

  it('ability 2 makes a Green Dragon 30%', async () => {
    const page = await openPage('/casting/');
    await ready(page);
    await page.getByTestId('setting-ability').selectOption('2');
    const want = percent(castChance('Green Dragon', { balance: 0, ability: 2 }).p);
    expect(want).toBe('30%');
    // (A few seconds: on a loaded machine one read of the page can take most of a second.)
    await expect.poll(() => chanceText(page, 'Green Dragon'), { timeout: 5000 }).toBe(want);
    // The working, opened by pressing the name, adds it up.
    const working = page.getByTestId('working');
    await expect(working.textContent()).resolves.toContain('ability 20% = 30%');
  });

  it('a Law balance raises a lawful spell and leaves a chaotic one alone', async () => {
    const page = await openPage('/casting/');
    await ready(page);
    const box = page.getByTestId('setting-balance');
    await box.fill('40');
    await box.press('Enter');
    const law = percent(castChance('Law-2', { balance: 40, ability: 0 }).p);
    const chaos = percent(castChance('Chaos-2', { balance: 40, ability: 0 }).p);
    expect(law).not.toBe(percent(castChance('Law-2', { balance: 0, ability: 0 }).p));
    expect(chaos).toBe(percent(castChance('Chaos-2', { balance: 0, ability: 0 }).p));
    await expect.poll(() => chanceText(page, 'Law-2')).toBe(law);
    await expect.poll(() => chanceText(page, 'Chaos-2')).toBe(chaos);
    // The bar shows the game's symbols: one ↑ per 4 points.
    await expect(page.getByTestId('balance-display').textContent()).resolves.toContain(
      '↑'.repeat(10),
    );
  });

  it("opens a spell's working: base + balance bonus + ability = chance", async () => {
    const page = await openPage('/casting/?balance=8&ability=2');
    await ready(page);
    await row(page, 'Law-1').getByRole('button').click();
    const w = castingChance('Law-1', { balance: 8, ability: 2 });
    if (!w.ok) throw new Error(w.message);
    await expect
      .poll(() => page.getByTestId('working').textContent())
      .toContain(
        `base ${(w.value.base + 1) * 10}% + balance bonus ${w.value.balanceBonus * 10}% + ability 20% = ${w.value.percent}%`,
      );
  });

  it('sorts by chance and filters by kind with the keyboard only', async () => {
    const page = await openPage('/casting/?ability=1');
    await ready(page);
    const sortChance = page.locator('[data-testid=spell-table] button[data-sort=chance]');
    await sortChance.focus();
    await page.keyboard.press('Enter');
    const th = page.locator('[data-testid=spell-table] th:has(button[data-sort=chance])');
    await expect.poll(() => th.getAttribute('aria-sort')).toBe('descending');
    const chances = SPELL_NAMES.map((n) => castChance(n, { balance: 0, ability: 1 }).p);
    const names = await shownNames(page);
    const byShown = names.map((n) => castChance(n, { balance: 0, ability: 1 }).p);
    expect(byShown).toEqual([...chances].sort((a, b) => b - a));
    await page.keyboard.press('Space');
    await expect.poll(() => th.getAttribute('aria-sort')).toBe('ascending');

    // Shift+Tab goes back to the name button (the column before); Enter sorts A to Z.
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.sort))
      .toBe('name');
    await page.keyboard.press('Enter');
    const sorted = await shownNames(page);
    expect(sorted).toEqual([...SPELL_NAMES].sort((a, b) => a.localeCompare(b)));

    // Filter to upgrades with the arrow keys on the kind list.
    await page.getByTestId('kind-filter').focus();
    for (let i = 0; i <= SPELL_KINDS.indexOf('upgrade'); i++)
      await page.keyboard.press('ArrowDown');
    const upgrades = SPELL_NAMES.filter((n) => spellByName(n).kind === 'upgrade');
    await expect
      .poll(() => shownNames(page))
      .toEqual([...upgrades].sort((a, b) => a.localeCompare(b)));
    await expect(page.getByTestId('spell-status').textContent()).resolves.toContain(
      `${upgrades.length} of ${SPELL_NAMES.length}`,
    );
  });

  it('keyboard arrows on the kind filter change what is shown', async () => {
    const page = await openPage('/casting/');
    await ready(page);
    const filter = page.getByTestId('kind-filter');
    await filter.focus();
    await page.keyboard.press('ArrowDown'); // the first kind after "All": Disbelieve
    await expect.poll(() => shownNames(page)).toEqual(['Disbelieve']);
  });

  it('settings from the link reach attributes too (colour band, lean), not only text', async () => {
    // Preact does not patch attributes while hydrating: the island must not render the linked
    // settings in its first client render.
    const page = await openPage('/casting/?ability=2&balance=-40');
    await ready(page);
    for (const name of ['Green Dragon', 'Chaos-2', 'Law-2']) {
      const w = castingChance(name, { balance: -40, ability: 2 });
      if (!w.ok) throw new Error(w.message);
      await expect
        .poll(() => row(page, name).getByTestId('chance').getAttribute('data-band'))
        .toBe(chanceBand(w.value.chance).colour);
      await expect(chanceText(page, name)).resolves.toBe(percent(w.value.odds.p));
    }
    await expect(page.getByTestId('balance-display').getAttribute('data-lean')).resolves.toBe(
      'chaos',
    );
  });

  it('illusions always work', async () => {
    const page = await openPage('/casting/');
    await ready(page);
    await page.getByTestId('setting-illusion').check();
    await expect.poll(() => chanceText(page, 'Golden Dragon')).toBe('100%');
    // Not a creature: unchanged.
    await expect(chanceText(page, 'Magic Armour')).resolves.toBe(
      percent(castChance('Magic Armour', { balance: 0, ability: 0 }).p),
    );
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await openPage('/casting/', { viewport: PHONE });
    await ready(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
