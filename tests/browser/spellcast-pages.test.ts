/** The Spellcast spell list (sort and filter) and planner, driven with real clicks and keys. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, sidewaysOverflow } from './islands';
import { openPage, PHONE, useBrowser } from './harness';

useBrowser();

const visibleNames = (page: Page) =>
  page
    .locator('#sc-spell-table tbody tr:not([hidden])')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.name));

describe('spell list', () => {
  it('lists all 39 spells with anchors, sorts by reversed sequence and filters by kind', async () => {
    const page = await openPage('/spellcast/spells/');
    await hydrated(page, '[data-testid="spell-list-tools"]');
    expect(await visibleNames(page)).toHaveLength(39);
    await expect(page.locator('#finger-of-death').count()).resolves.toBe(1);

    await page.getByTestId('spell-sort').selectOption('rev');
    // The rows are reordered after the change event: wait until they are in reversed-key order.
    const revKeys = () =>
      page
        .locator('#sc-spell-table tbody tr')
        .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.rev ?? ''));
    await expect
      .poll(async () => {
        const rev = await revKeys();
        return rev.join('|') === [...rev].sort((a, b) => a.localeCompare(b)).join('|');
      })
      .toBe(true);
    // Reversed keys: "CWWFWD…" sorts Raise Dead-type clap endings first; D-ending spells
    // start with Missile ("DS").
    const names = await visibleNames(page);
    expect(names.indexOf('Cause Heavy Wounds')).toBeLessThan(names.indexOf('Missile'));

    await page.getByTestId('spell-kind').selectOption('summons');
    await expect
      .poll(() => visibleNames(page))
      .toEqual([
        'Summon Elemental',
        'Summon Goblin',
        'Summon Ogre',
        'Summon Troll',
        'Summon Giant',
      ]);
    await expect(page.getByTestId('spell-count').textContent()).resolves.toBe('5 spells shown');

    await page.getByTestId('spell-sort').selectOption('len');
    await expect
      .poll(() => visibleNames(page))
      .toEqual([
        'Summon Goblin',
        'Summon Ogre',
        'Summon Troll',
        'Summon Elemental',
        'Summon Giant',
      ]);
  });

  it('sorts by name with the keyboard and fits a phone', async () => {
    const page = await openPage('/spellcast/spells/', { viewport: PHONE });
    await hydrated(page, '[data-testid="spell-list-tools"]');
    await page.getByTestId('spell-sort').focus();
    await page.keyboard.press('ArrowDown'); // Manual order → Name
    await expect.poll(async () => (await visibleNames(page))[0]).toBe('Amnesia');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('reads as cards on a phone: every rule in view without scrolling sideways', async () => {
    const page = await openPage('/spellcast/spells/', { viewport: PHONE });
    await hydrated(page, '[data-testid="spell-list-tools"]');
    await page.getByTestId('spell-kind').selectOption('summons');
    await expect.poll(() => visibleNames(page)).toHaveLength(5);
    const cards = await page.locator('#sc-spell-table tbody tr').evaluateAll((rows) =>
      rows.map((r) => {
        r.scrollIntoView();
        const rules = r.querySelector('td:last-child')!.getBoundingClientRect();
        return {
          hidden: (r as HTMLElement).hidden,
          height: r.getBoundingClientRect().height,
          rulesLeft: rules.left,
          rulesRight: rules.right,
          boxScrolls:
            r.closest('.cc-table-scroll')!.scrollWidth > r.closest('.cc-table-scroll')!.clientWidth,
        };
      }),
    );
    // Filtered-out rows stay out of sight; a shown card has its rules inside the screen.
    expect(cards.filter((c) => c.hidden).every((c) => c.height === 0)).toBe(true);
    const shown = cards.filter((c) => !c.hidden);
    expect(shown).toHaveLength(5);
    for (const c of shown) {
      expect(c.boxScrolls).toBe(false);
      expect(c.rulesLeft).toBeGreaterThanOrEqual(0);
      expect(c.rulesRight).toBeLessThanOrEqual(PHONE.width);
    }
  });
});

describe('planner', () => {
  it('plans a spell, continues from typed hands, and keeps the plan in the address', async () => {
    const page = await openPage('/spellcast/planner/');
    await hydrated(page, '[data-testid="planner"]');
    // The default goal: Finger of Death from nothing takes 8 turns.
    await expect.poll(() => page.getByTestId('plan-summary').textContent()).toContain('8 turns');
    await page.getByTestId('plan-spell').selectOption('Paralysis');
    await page.getByTestId('plan-left').fill('FFF');
    await page.getByTestId('plan-right').fill('---');
    await expect.poll(() => page.getByTestId('plan-summary').textContent()).toContain('1 turn');
    expect(new URL(page.url()).searchParams.get('spell')).toBe('Paralysis');
    expect(new URL(page.url()).searchParams.get('yl')).toBe('FFF');
  });

  it('never plans P with both hands: two Shields take two turns', async () => {
    const page = await openPage('/spellcast/planner/');
    await hydrated(page, '[data-testid="planner"]');
    await page.getByTestId('mode-each').click();
    await page.getByTestId('plan-left-spell').selectOption('Shield');
    await page.getByTestId('plan-right-spell').selectOption('Shield');
    await expect.poll(() => page.getByTestId('plan-summary').textContent()).toContain('2 turns');
    const pairs = await page
      .locator('[data-testid="plan-table"] tbody tr')
      .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.pair));
    expect(pairs).toEqual(['P-', '-P']);
  });

  it('a bad link gets a message and the defaults', async () => {
    const page = await openPage('/spellcast/planner/?spell=Fire%20Ball&l=W&r=WW');
    await hydrated(page, '[data-testid="planner"]');
    await expect
      .poll(() => page.getByTestId('planner-notes').textContent())
      .toContain('"Fire Ball"');
    await expect(page.getByTestId('plan-summary').textContent()).resolves.toContain('8 turns');
  });
});

describe('Spellcast selects', () => {
  for (const [path, island] of [
    ['/spellcast/planner/', '.sc-island'],
    ['/spellcast/resolver/', '.sc-island'],
    ['/spellcast/spells/', '[data-testid="spell-list-tools"]'],
  ] as const) {
    it(`${path}: every select shows the site's arrow, with room for it`, async () => {
      const page = await openPage(path);
      await hydrated(page, island);
      const looks = await page.locator('astro-island select').evaluateAll((selects) =>
        selects.map((s) => {
          const cs = getComputedStyle(s);
          return {
            arrow: cs.backgroundImage.includes('linear-gradient'),
            room: parseFloat(cs.paddingRight) >= 24,
            id: s.getAttribute('data-testid') ?? s.getAttribute('aria-label') ?? s.id,
          };
        }),
      );
      expect(looks.length).toBeGreaterThan(0);
      expect(looks.filter((l) => !l.arrow || !l.room)).toEqual([]);
    });
  }
});
