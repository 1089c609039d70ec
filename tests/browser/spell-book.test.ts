/** The spell-book page: the book odds island against the engine, bad input, the wood gift list. */
import { describe, expect, it } from 'vitest';
import {
  bookHoldsOdds,
  bookHoldsOddsForLevel,
  drawOdds,
  SPELL_NAMES,
  woodGiftOdds,
} from '../../src/engine';
import { fraction, percent } from '../../src/lib/format';
import { openPage, PHONE, useBrowser } from './harness';
import { hydrated, sidewaysOverflow } from './islands';

useBrowser();

describe('spell book odds', () => {
  it('gives the per-draw chance, the chance in a book of n, and by level, as the engine does', async () => {
    const page = await openPage('/spell-book/?caster=computer&level=5');
    await hydrated(page, '[data-testid=book-odds]');
    await page.getByTestId('book-spell').selectOption('Lightning');
    await page.getByTestId('book-draws').fill('7');
    const per = drawOdds('Lightning');
    await expect
      .poll(() => page.getByTestId('book-per-draw').textContent())
      .toContain(fraction(per));
    const holds = bookHoldsOdds('Lightning', 7);
    if (!holds.ok) throw new Error(holds.message);
    await expect
      .poll(() => page.getByTestId('book-holds').textContent())
      .toContain(percent(holds.value.p));
    const byLevel = await page.getByTestId('level-odds').allTextContents();
    expect(byLevel).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((l) => {
        const r = bookHoldsOddsForLevel('Lightning', l);
        if (!r.ok) throw new Error(r.message);
        return percent(r.value.p);
      }),
    );
    // The row of the caster setting is marked.
    await expect(page.getByTestId('setting-caster').inputValue()).resolves.toBe('computer-5');
    await expect
      .poll(() =>
        page.locator('[data-testid=book-levels] tr.is-current').getAttribute('data-level'),
      )
      .toBe('5');
    // Lightning cannot come from a wood.
    await expect(page.getByTestId('book-gift').textContent()).resolves.toContain('never');
  });

  it('keeps the last good book size and says why when the size is bad', async () => {
    const page = await openPage('/spell-book/');
    await hydrated(page, '[data-testid=book-odds]');
    await page.getByTestId('book-spell').selectOption('Turmoil');
    await expect.poll(() => page.getByTestId('book-holds').textContent()).toContain('0%');
    await page.getByTestId('book-spell').selectOption('Magic Bolt');
    await page.getByTestId('book-draws').fill('25');
    await expect.poll(() => page.getByTestId('book-problem').textContent()).toContain('25');
    const r = bookHoldsOdds('Magic Bolt', 13);
    if (!r.ok) throw new Error(r.message);
    await expect(page.getByTestId('book-holds').textContent()).resolves.toContain(
      percent(r.value.p),
    );
  });

  it('lists what a Magic Wood can and cannot give, without JavaScript', async () => {
    const page = await openPage('/spell-book/');
    const can = await page.locator('[data-testid=wood-can] li').allTextContents();
    const never = await page.locator('[data-testid=wood-never] li').allTextContents();
    const gifts = woodGiftOdds().map((g) => g.value);
    expect(can.map((t) => t.replace(/ \(.*\)$/, ''))).toEqual(gifts);
    expect(never).toEqual(SPELL_NAMES.filter((n) => !gifts.includes(n)));
    expect(can).toContain('Magic Bolt (41 only)');
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await openPage('/spell-book/', { viewport: PHONE });
    await hydrated(page, '[data-testid=book-odds]');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
