/** The shared settings: carried from page to page, kept over a reload, bad links fall back with a note. */
import { describe, expect, it } from 'vitest';
import { balanceDisplay, castChance } from '../../src/engine';
import { DEFAULT_SETTINGS } from '../../src/stores/settings-schema';
import { percent } from '../../src/lib/format';
import { openPage, siteUrl, useBrowser } from './harness';
import { hydrated } from './islands';

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
