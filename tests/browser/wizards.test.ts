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

  it('level 8 ability matches abilityOdds; a level picked here leaves the caster setting alone', async () => {
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
    // The shared setting (and the link) did not change: the pick is this chart's own.
    await expect(page.getByTestId('setting-caster').inputValue()).resolves.toBe('human');
    expect(page.url()).not.toContain('level=8');
    await expect(page.getByTestId('wizard-summary').textContent()).resolves.toContain(
      'the caster setting is unchanged',
    );
    const saved = await page.evaluate(() => localStorage.getItem('chaos-codex:settings'));
    expect(saved ?? '').not.toContain('"level":8');
    // The settings bar still moves the island.
    await page.getByTestId('setting-caster').selectOption('computer-5');
    await expect.poll(() => page.getByTestId('wizard-stats').getAttribute('data-level')).toBe('5');
    await page.getByTestId('setting-caster').selectOption('human');
    await expect.poll(() => page.getByTestId('wizard-stats').getAttribute('data-level')).toBe('0');
  });

  it('draws every chart on one scale: the longest bar is the highest chance on screen', async () => {
    const page = await openPage('/wizards/');
    await hydrated(page, '[data-testid=wizard-stats]');
    await page.getByTestId('level-8').check();
    const r = wizardStatDistributions(8);
    if (!r.ok) throw new Error(r.message);
    const charted = [
      'combat',
      'defence',
      'manoeuvre',
      'magicResistance',
      'ability',
      'spells',
    ] as const;
    const all = [...charted.map((k) => r.value.stats[k]), r.value.randomSpellsKept].flat();
    const top = Math.max(...all.map((o) => o.odds.p));
    // Each bar's width as a share of its track, against chance / top.
    const bars = await page
      .locator('[data-testid=wizard-stats] .cc-wstats__bar')
      .evaluateAll((els) => els.map((e) => parseFloat((e as HTMLElement).style.width) / 100));
    const pcts = await page
      .locator('[data-testid=wizard-stats] [data-testid=exact]')
      .allTextContents();
    expect(bars.length).toBe(pcts.length);
    const exact = pcts.map((t) => {
      const [n, d] = t.split('/').map(Number);
      return d ? n! / d : Number(t);
    });
    bars.forEach((w, i) => expect(w).toBeCloseTo(exact[i]! / top, 5));
    expect(Math.max(...bars)).toBeCloseTo(1, 5);
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await openPage('/wizards/', { viewport: PHONE });
    await hydrated(page, '[data-testid=wizard-stats]');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
