/** The wizards page: the level picker shows the engine's exact distributions; the shared caster setting follows. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { abilityOdds, wizardStatDistributions, type Distribution } from '../../src/engine';
import { fraction, percent } from '../../src/lib/format';
import { openPage, PHONE, useBrowser } from './harness';
import { hydrated, sidewaysOverflow } from './islands';

useBrowser();

async function chart(page: Page, id: string) {
  return page.locator(`[data-testid=chart-${id}] tbody tr`).evaluateAll((rows) =>
    rows.map((r) => ({
      value: Number((r as HTMLElement).dataset.value),
      pct: r.querySelector('[data-testid=pct]')?.textContent ?? '',
      exact: r.querySelector('[data-testid=exact]')?.textContent ?? '',
    })),
  );
}
const expected = (d: Distribution<number>) =>
  d.map((o) => ({ value: o.value, pct: percent(o.odds.p), exact: fraction(o.odds) }));

describe('wizard statistics', () => {
  it('shows the exact distribution of every stat for the chosen level', async () => {
    const page = await openPage('/wizards/');
    await hydrated(page, '[data-testid=wizard-stats]');
    for (const level of [0, 8, 3]) {
      await page.getByTestId(`level-${level}`).check();
      await expect
        .poll(() => page.getByTestId('wizard-stats').getAttribute('data-level'))
        .toBe(String(level));
      const r = wizardStatDistributions(level);
      if (!r.ok) throw new Error(r.message);
      for (const stat of [
        'combat',
        'defence',
        'manoeuvre',
        'magicResistance',
        'ability',
        'spells',
      ] as const) {
        expect(await chart(page, stat)).toEqual(expected(r.value.stats[stat]));
      }
      expect(await chart(page, 'kept')).toEqual(expected(r.value.randomSpellsKept));
    }
  });

  it('level 8 ability matches abilityOdds, and the choice is the shared caster setting', async () => {
    const page = await openPage('/wizards/');
    await hydrated(page, '[data-testid=wizard-stats]');
    // Keyboard: focus the Human radio and arrow right to the last level.
    await page.getByTestId('level-0').focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('wizard-stats').getAttribute('data-level')).toBe('8');
    const [a0, a1, a2] = abilityOdds(8);
    expect((await chart(page, 'ability')).map((r) => r.pct)).toEqual(
      [a0, a1, a2].map((o) => percent(o.p)),
    );
    await expect(page.getByTestId('setting-caster').inputValue()).resolves.toBe('computer-8');
    expect(page.url()).toContain('level=8');
    // And the other way round: the settings bar moves the island.
    await page.getByTestId('setting-caster').selectOption('human');
    await expect.poll(() => page.getByTestId('wizard-stats').getAttribute('data-level')).toBe('0');
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await openPage('/wizards/', { viewport: PHONE });
    await hydrated(page, '[data-testid=wizard-stats]');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
