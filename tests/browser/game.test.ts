/** The game page: turn steps in the engine's order, game length and start squares, all build-time. */
import { describe, expect, it } from 'vitest';
import { gameLength, startSquares, TURN_STEPS } from '../../src/engine';
import { openPage, PHONE, useBrowser } from './harness';
import { sidewaysOverflow } from './islands';

useBrowser();

describe('game page', () => {
  it('lists the turn steps in order, the game length and the start squares from the engine', async () => {
    const page = await openPage('/game/');
    const steps = await page
      .locator('#turn-steps li')
      .evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.step));
    expect(steps).toEqual([...TURN_STEPS]);
    for (let n = 2; n <= 8; n++) {
      const r = gameLength(n);
      if (!r.ok) throw new Error(r.message);
      await expect(
        page.locator(`#game-length td[data-wizards="${n}"]`).textContent(),
      ).resolves.toBe(String(r.value));
      const sq = startSquares(n);
      if (!sq.ok) throw new Error(sq.message);
      const caption = await page
        .locator(`#start-squares figure[data-wizards="${n}"] figcaption`)
        .textContent();
      expect(caption).toContain(sq.value.map((s, i) => `${i + 1} at (${s.x}, ${s.y})`).join(', '));
      expect(await page.locator(`#start-squares figure[data-wizards="${n}"] circle`).count()).toBe(
        n,
      );
    }
    // No island on this page: it is all built in advance.
    expect(await page.locator('astro-island').count()).toBe(0);
  });

  it('fits a phone without sideways scrolling', async () => {
    const page = await openPage('/game/', { viewport: PHONE });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
