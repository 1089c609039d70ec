/** "Is it an illusion?" on the Casting page: Bayes from the engine's illusionOdds. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { illusionOdds } from '../../src/engine';
import { openPage, useBrowser } from './harness';

useBrowser();

async function panel(page: Page) {
  const root = page.getByTestId('illusion');
  await root.scrollIntoViewIfNeeded();
  await page.locator('astro-island:not([ssr]) [data-testid="illusion"]').waitFor();
  return root;
}

describe('is it an illusion?', () => {
  it('gives the exact chance for a computer and for a human, and a link keeps it', async () => {
    const page = await openPage('/casting/');
    const root = await panel(page);
    // A computer Golden Dragon at balance 0: 0.2 / (0.2 + 0.8 × 0.1) = 5/7.
    await expect(root.getByTestId('illusion-answer').textContent()).resolves.toBe('71.4% (5/7)');
    await expect(root.getByTestId('illusion-removes').textContent()).resolves.toBe('71.4% (5/7)');

    await root.getByTestId('illusion-creature').selectOption('Gorilla');
    await root.getByTestId('illusion-caster-human').check();
    // The bluff slider by keyboard: 30 % → 50 %.
    const slider = root.getByTestId('illusion-bluff');
    await slider.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    const r = illusionOdds({
      creature: 'Gorilla',
      caster: 'human',
      bluffPercent: 50,
      balance: 0,
      ability: 0,
    });
    if (!r.ok) throw new Error(r.message);
    expect(`${r.value.illusion.num}/${r.value.illusion.den}`).toBe('10/17');
    await expect
      .poll(() => root.getByTestId('illusion-answer').textContent())
      .toBe('58.8% (10/17)');
    await expect(root.getByTestId('illusion-verdict').textContent()).resolves.toMatch(
      /More likely an illusion/,
    );
    await expect.poll(() => new URL(page.url()).searchParams.get('ill')).toBe('11-h-50-0');

    const fresh = await openPage(`/casting/${new URL(page.url()).search}`);
    const f = await panel(fresh);
    await expect(f.getByTestId('illusion-answer').textContent()).resolves.toBe('58.8% (10/17)');
    await expect(f.getByTestId('illusion-creature').inputValue()).resolves.toBe('Gorilla');
  });

  it('the caster’s ability lowers the odds; a bad link gets a message', async () => {
    const page = await openPage('/casting/?ill=99-x-1000-7');
    const root = await panel(page);
    await expect(root.getByRole('status').first().textContent()).resolves.toMatch(
      /could not be read/,
    );
    await root.getByRole('button', { name: /Increase/ }).click();
    // Ability 1: the dragon's chance byte 0 + 1 → 20 %: 0.2 / (0.2 + 0.8 × 0.2) = 5/9.
    await expect.poll(() => root.getByTestId('illusion-answer').textContent()).toBe('55.6% (5/9)');
  });
});
