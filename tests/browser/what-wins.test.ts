/**
 * "What wins games" (issue 31): the findings page is in the sidebar, its numbers are the ones the
 * findings file gives (lib/findings.ts over src/data/findings.json), and a game it names opens on
 * the watch page at the moment it names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bySize, killers, spellRows, type FindingsFile } from '../../src/lib/findings';
import { pctFixed } from '../../src/lib/format';
import { openPage, PHONE, useBrowser } from './harness';
import { sidewaysOverflow } from './islands';

useBrowser();

const file = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../src/data/findings.json'), 'utf8'),
) as FindingsFile;

describe('what wins games', () => {
  it('is in the sidebar, and shows the numbers of the findings file', async () => {
    const page = await openPage('/who-wins/');
    await page.getByRole('link', { name: 'What wins games' }).first().click();
    await page.waitForURL(/\/what-wins\/$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'What wins games',
    );
    // The seat table: every seat of every table size, as the file's counts give them.
    for (const r of bySize(file.findings)) {
      const cells = await page
        .locator(`#seat-table tr[data-wizards="${r.n}"] td.num`)
        .allTextContents();
      r.seats.forEach((s, k) => expect(cells[k + 1]).toContain(pctFixed(s.share)));
    }
    // The spells, strongest first, and the games counted.
    const spells = spellRows(file.findings);
    const names = await page
      .locator('#spell-table tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-spell')));
    expect(names).toEqual(spells.map((s) => s.name));
    await expect(page.locator('#findings-method').textContent()).resolves.toContain(
      file.games.toLocaleString('en-GB'),
    );
    // A build-time page: no island, no script of its own.
    await expect(page.locator('astro-island').count()).resolves.toBe(0);
  }, 60_000);

  it('opens the first game in which the top killer killed a wizard, at the death', async () => {
    const top = killers(file.findings)[0];
    expect(top?.example).not.toBeNull();
    const page = await openPage('/what-wins/');
    const link = page.locator(`#killers-table tr[data-creature="${top!.name}"] a[href^="/watch/"]`);
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(new RegExp(`step=${top!.example!.step}$`));
    const log = page.getByTestId('watch-log');
    await expect
      .poll(() => log.textContent(), { timeout: 20_000 })
      .toMatch(new RegExp(`IS DEAD \\(killed by ${top!.name}\\)`));
  }, 60_000);

  it('fits a phone: the charts whole, the tables scrolling in their own boxes', async () => {
    const page = await openPage('/what-wins/', { viewport: PHONE, touch: true });
    await expect(sidewaysOverflow(page)).resolves.toBeLessThanOrEqual(0);
    const charts = page.locator('svg.cc-findings-chart');
    expect(await charts.count()).toBeGreaterThanOrEqual(15);
    for (const box of await charts.evaluateAll((svgs) =>
      svgs.map((s) => s.getBoundingClientRect().toJSON() as DOMRect),
    ))
      expect(box.right).toBeLessThanOrEqual(PHONE.width);
    // Every chart says in words what it shows.
    const labels = await charts.evaluateAll((svgs) =>
      svgs.map((s) => s.getAttribute('aria-label') ?? s.getAttribute('aria-labelledby')),
    );
    expect(labels.every((l) => l && l.length > 5)).toBe(true);
  }, 60_000);
});
