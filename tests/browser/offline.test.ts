/** Offline: after one visit the service worker has the whole site, pages and calculators alike. */
import { describe, expect, it } from 'vitest';
import { castingChance } from '../../src/engine';
import { openPage, siteUrl, useBrowser } from './harness';
import { hydrated } from './islands';

useBrowser();

/** The heading of the site's 404 page. */
const NOT_FOUND = '404';

describe('offline', () => {
  it('serves other pages, addresses with settings, and a working calculator with the network off', async () => {
    const page = await openPage('/', { serviceWorkers: 'allow' });
    // The worker activates once it has precached every file.
    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const sw = reg.active!;
      if (sw.state !== 'activated')
        await new Promise((r) => sw.addEventListener('statechange', r, { once: true }));
      return sw.state;
    });
    expect(state).toBe('activated');
    const cached = await page.evaluate(async () => {
      let n = 0;
      for (const name of await caches.keys()) n += (await (await caches.open(name)).keys()).length;
      return n;
    });
    expect(cached).toBeGreaterThan(100);

    await page.context().setOffline(true);
    // A file left out of the precache (the sitemap) can no longer be fetched from the server:
    // what follows comes from the service worker.
    await expect(
      page.evaluate(() =>
        fetch('/sitemap-index.xml').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).resolves.toBe('offline');

    for (const [path, title] of [
      ['/casting/', 'Casting'],
      ['/tables/', 'Tables'],
      ['/spells/magic-bolt/', 'Magic Bolt'],
    ] as const) {
      const res = await page.goto(siteUrl(path));
      expect(res?.ok(), path).toBe(true);
      await expect(page.locator('h1').textContent()).resolves.toBe(title);
    }

    // An address that is no page of the site: its own "not found" page, not the browser's
    // "no internet" page (issue 32, point 19).
    await page.goto(siteUrl('/no-such-page/'));
    await expect(page.locator('h1').textContent()).resolves.toBe(NOT_FOUND);

    // A page with settings in its address, and its calculator, still work.
    await page.goto(siteUrl('/creatures/vampire/?balance=-40'));
    await hydrated(page, '[data-testid="cast-chart"]');
    const expected = (balance: number) => {
      const r = castingChance('Vampire', { balance, ability: 0 });
      if (!r.ok) throw new Error(r.message);
      return `${r.value.percent}%`;
    };
    const now = page.getByTestId('cast-chance-now');
    await expect.poll(() => now.textContent()).toBe(expected(-40));
    const box = page.getByTestId('setting-balance');
    await box.fill('-100');
    await box.press('Enter');
    await expect.poll(() => now.textContent()).toBe(expected(-100));
  });
});
