/** The versions page: in the sidebar, and every number in its tables is the engine's. */
import { describe, expect, it } from 'vitest';
import {
  abilityClaim,
  bookClaim,
  doubleRoll,
  guideClaims,
  siteBefore,
  statSwap,
  woodGiftClaim,
} from '../../src/components/versions-facts';
import { openPage, PHONE, useBrowser } from './harness';

useBrowser();

const rowsOf = (rows: readonly { what: string; claim: string; original: string }[]) =>
  rows.map((r) => [r.what, r.claim, r.original]);

describe('where the versions differ', () => {
  it('is listed in the sidebar', async () => {
    const page = await openPage('/numbers/');
    await expect(page.locator('nav[aria-label="Main"] a[href="/versions/"]').count()).resolves.toBe(
      1,
    );
  });

  it('shows the engine’s numbers both ways in every table', async () => {
    const page = await openPage('/versions/');
    const tables = page.getByTestId('versions-table');
    const shown = await tables.evaluateAll((ts) =>
      ts.map((t) =>
        [...t.querySelectorAll('tbody tr')].map((tr) =>
          [...tr.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim()),
        ),
      ),
    );
    const all = shown.flat();
    for (const expected of [
      statSwap(['King Cobra', 'Horse', 'Gryphon']),
      doubleRoll('Law-2'),
      abilityClaim(),
      bookClaim('Magic Bolt', 11),
      guideClaims('Elf', 'Golden Dragon', 3),
      woodGiftClaim('Turmoil'),
      siteBefore(),
    ])
      for (const row of rowsOf(expected)) expect(all).toContainEqual(row);
    // The audit's worked example: the original puts the near wizard first.
    expect(all).toContainEqual([
      expect.stringContaining('Computer at (2,4)'),
      'Golden Dragon (11)',
      'Wizard 2 (24)',
    ]);
    // A claim and the original differ in each table.
    for (const table of shown)
      expect(table.some((r) => r.length === 3 && r[1] !== r[2])).toBe(true);
  });

  it('fits a phone screen', async () => {
    const page = await openPage('/versions/', { viewport: PHONE });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
