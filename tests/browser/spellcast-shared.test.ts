/**
 * Issue 32, point 12: one pair of hands across the Spellcast tools. Gestures typed in the hand
 * reader are the planner's starting hands and the resolver's spells; each tool copies a link
 * that opens what it shows.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated } from './islands';
import { openPage, useBrowser } from './harness';

useBrowser();

/**
 * Presses a tool's Copy link and reads the link back. The clipboard is the machine's, shared
 * with other test files running at the same time, so the read waits for this page's own link.
 */
async function copied(page: Page, bar: string, wants: string): Promise<URL> {
  const origin = new URL(page.url()).origin;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const own = (text: string) =>
    text.startsWith(`${origin}${new URL(page.url()).pathname}`) && text.includes(wants);
  await page.getByTestId(bar).getByTestId('copy-link').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()).then(own)).toBe(true);
  return new URL(await page.evaluate(() => navigator.clipboard.readText()));
}

describe('Spellcast: one pair of hands for the three tools', () => {
  it('typed in the hand reader, they start the planner and are resolved in the resolver', async () => {
    const page = await openPage('/spellcast/hand-reader/');
    await hydrated(page, '[data-testid="hand-reader"]');
    // You: Missile (S then D) with the right hand; the opponent: Shield (P) with the left.
    await page.getByTestId('you-left').fill('--');
    await page.getByTestId('you-right').fill('SD');
    await page.getByTestId('them-left').fill('-P');
    await page.getByTestId('them-right').fill('--');
    await expect.poll(() => page.getByTestId('you-now').textContent()).toContain('Missile');
    const readerLink = await copied(page, 'hand-reader-link', 'yr=SD');
    expect(readerLink.searchParams.get('yr')).toBe('SD');

    // The planner starts from your hands.
    await page.goto(new URL('/spellcast/planner/', page.url()).href);
    await hydrated(page, '[data-testid="planner"]');
    await expect.poll(() => page.getByTestId('plan-right').inputValue()).toBe('SD');
    await expect(page.getByTestId('plan-left').inputValue()).resolves.toBe('--');
    const planLink = await copied(page, 'planner-link', 'yr=SD');
    expect(planLink.searchParams.get('yr')).toBe('SD');

    // The resolver resolves what both hands complete.
    await page.goto(new URL('/spellcast/resolver/', page.url()).href);
    await hydrated(page, '[data-testid="resolver"]');
    await expect
      .poll(() => page.getByTestId('from-hands-says').textContent())
      .toMatch(
        /White’s hands \(yours\) complete Missile; Black’s \(the opponent’s\)\s+complete Shield/,
      );
    await page.getByTestId('from-hands').click();
    // (The resolver starts with two spells too: wait for these two.)
    const castSpells = () =>
      page
        .getByTestId('cast-row')
        .evaluateAll((rs) =>
          rs.map((r) => (r.querySelector('select') as HTMLSelectElement | null)?.value),
        );
    await expect.poll(castSpells).toEqual(['Missile', 'Shield']);
    const resolverLink = await copied(page, 'resolver-link', 'c=Missile');

    // Each link opens the same in a fresh browser (nothing saved there).
    const fresh = await openPage(`${planLink.pathname}${planLink.search}`);
    await hydrated(fresh, '[data-testid="planner"]');
    await expect.poll(() => fresh.getByTestId('plan-right').inputValue()).toBe('SD');
    const again = await openPage(`${resolverLink.pathname}${resolverLink.search}`);
    await hydrated(again, '[data-testid="resolver"]');
    await expect
      .poll(() =>
        again
          .getByTestId('cast-row')
          .evaluateAll((rs) =>
            rs.map((r) => (r.querySelector('select') as HTMLSelectElement | null)?.value),
          ),
      )
      .toEqual(['Missile', 'Shield']);
    await expect
      .poll(() => again.getByTestId('from-hands-says').textContent())
      .toContain('complete Missile');
  });
});
