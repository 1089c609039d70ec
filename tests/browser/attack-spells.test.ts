/** The attack-spell calculator on /attack-spells/: casting chance (shared settings) × effect. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  attackSpellOdds,
  boltOdds,
  castChance,
  magicAttackOdds,
  subversionOdds,
  times,
  type Fighter,
  type Odds,
} from '../../src/engine';
import { pct } from '../../src/lib/format';
import { openPage, useBrowser } from './harness';

useBrowser();

async function ready(page: Page, testid: string) {
  await page.getByTestId(testid).scrollIntoViewIfNeeded();
  await page.waitForSelector(`astro-island:not([ssr]) [data-testid="${testid}"]`);
}

/** Set balance and ability through the settings bar, as a reader would. */
async function setSettings(page: Page, balance: number, ability: number) {
  await page.getByTestId('setting-balance').fill(String(balance));
  await page.getByTestId('setting-balance').press('Tab');
  await page.getByTestId('setting-ability').selectOption(String(ability));
}

const shown = (o: Odds) => pct(o.p);

describe('attack-spell calculator', () => {
  it('combined odds are castChance × effect from the engine, under changed settings', async () => {
    const page = await openPage('/attack-spells/');
    await setSettings(page, 40, 1);
    await ready(page, 'spell-calc');
    await page.getByTestId('spell-name').selectOption('Justice');
    await page.getByTestId('spell-target-0-kind').selectOption('Golden Dragon');

    const settings = { balance: 40, ability: 1 };
    const cast = castChance('Justice', settings);
    const m = magicAttackOdds('Justice', [{ kind: 'Golden Dragon' }]);
    if (!m.ok) throw new Error(m.message);
    const effect = m.value.targets[0]!.falls;
    const combined = times(cast, effect);
    expect(cast.p).toBeGreaterThan(castChance('Justice', { balance: 0, ability: 0 }).p);

    await expect.poll(() => page.getByTestId('spell-combined').textContent()).toBe(shown(combined));
    await expect(page.getByTestId('spell-combined-fraction').textContent()).resolves.toContain(
      `${combined.num}/${combined.den}`,
    );
    await expect(page.getByTestId('spell-cast-odds').textContent()).resolves.toBe(shown(cast));
    // The settings are in the URL, so the calculation is a link.
    expect(page.url()).toContain('balance=40');

    // Change the settings again: a Chaos world gives the lawful Justice no bonus.
    await setSettings(page, -60, 0);
    const chaos = times(castChance('Justice', { balance: -60, ability: 0 }), effect);
    await expect.poll(() => page.getByTestId('spell-combined').textContent()).toBe(shown(chaos));
  });

  it('three targets: how many fall, with and without the casting roll', async () => {
    const page = await openPage('/attack-spells/');
    await setSettings(page, -20, 2);
    await ready(page, 'spell-calc');
    await page.getByTestId('spell-name').selectOption('Dark Power');
    await page.getByTestId('spell-count').selectOption('3');
    await page.getByTestId('spell-target-0-kind').selectOption('Horse');
    await page.getByTestId('spell-target-1-kind').selectOption('Wizard');
    await page.getByTestId('spell-target-1-magicResistance').fill('8');
    await page.getByTestId('spell-target-2-kind').selectOption('Faun');

    const targets: Fighter[] = [
      { kind: 'Horse' },
      { kind: 'Wizard', combat: 3, defence: 3, magicResistance: 8 },
      { kind: 'Faun' },
    ];
    const r = attackSpellOdds('Dark Power', targets, { balance: -20, ability: 2 });
    if (!r.ok) throw new Error(r.message);
    await expect
      .poll(() => page.getByTestId('spell-combined').textContent())
      .toBe(shown(r.value.anyFalls));
    for (const o of r.value.overall) {
      await expect(page.getByTestId(`spell-dist-${o.value}`).textContent()).resolves.toContain(
        shown(o.odds),
      );
    }
  });

  it('bolts count armour but not Shadow Form, and some pieces are immune', async () => {
    const page = await openPage('/attack-spells/');
    await ready(page, 'spell-calc');
    await page.getByTestId('spell-name').selectOption('Lightning');
    await page.getByTestId('spell-target-0-kind').selectOption('Wizard');
    await page.getByTestId('spell-target-0-armour').selectOption('Magic Armour');
    await page.getByTestId('spell-target-0-shadow').check();
    const bolt = boltOdds('Lightning', {
      kind: 'Wizard',
      combat: 3,
      defence: 3,
      armour: 'Magic Armour',
      shadowForm: true,
    });
    if (!bolt.ok) throw new Error(bolt.message);
    expect(bolt.value.defence).toBe(7); // 3 + 4, Shadow Form not counted
    await expect
      .poll(() => page.getByTestId('spell-combined').textContent())
      .toBe(shown(bolt.value.odds));

    await page.getByTestId('spell-target-0-kind').selectOption('Wall');
    await expect
      .poll(() => page.getByTestId('spell-refusal').textContent())
      .toContain('no effect on Wall');
  });

  it('Subversion favours magic resistance and never takes an illusion', async () => {
    const page = await openPage('/attack-spells/');
    await ready(page, 'spell-calc');
    await page.getByTestId('spell-name').selectOption('Subversion');
    await page.getByTestId('spell-target-0-kind').selectOption('Faun');
    const faun = subversionOdds({ kind: 'Faun' });
    if (!faun.ok) throw new Error(faun.message);
    await expect
      .poll(() => page.getByTestId('spell-combined').textContent())
      .toBe(shown(faun.value.odds));
    await page.getByTestId('spell-target-0-illusion').check();
    await expect.poll(() => page.getByTestId('spell-combined').textContent()).toBe('0%');
  });
  it('puts every spell side by side on the target, and a spell’s name picks it (issue 32, point 13)', async () => {
    const page = await openPage('/attack-spells/');
    await setSettings(page, -20, 1);
    await ready(page, 'spell-calc');
    await page.getByTestId('spell-name').selectOption('Magic Bolt');
    await page.getByTestId('spell-target-0-kind').selectOption('Green Dragon');
    const settings = { balance: -20, ability: 1 };
    const table = page.getByTestId('spell-compare');
    const row = (spell: string) => table.locator(`tr[data-spell="${spell}"]`);
    await expect.poll(() => table.locator('caption').textContent()).toContain('Green Dragon');
    for (const spell of ['Magic Bolt', 'Lightning', 'Vengeance', 'Subversion'] as const) {
      const r = attackSpellOdds(spell, [{ kind: 'Green Dragon' }], settings);
      if (!r.ok) throw new Error(r.message);
      await expect
        .poll(() => row(spell).locator('td').allTextContents())
        .toEqual([
          shown(r.value.cast.odds),
          shown(r.value.effects[0]!),
          expect.stringContaining(shown(r.value.anyFalls)),
        ]);
    }
    // Raise Dead takes a body, not this dragon, and is not offered.
    await expect(row('Raise Dead').count()).resolves.toBe(0);
    await expect(row('Magic Bolt').getAttribute('aria-current')).resolves.toBe('true');
    // Lightning's name picks it in the calculator above.
    await row('Lightning').getByRole('button', { name: 'Lightning' }).click();
    await expect.poll(() => page.getByTestId('spell-name').inputValue()).toBe('Lightning');
    const l = attackSpellOdds('Lightning', [{ kind: 'Green Dragon' }], settings);
    if (!l.ok) throw new Error(l.message);
    await expect
      .poll(() => page.getByTestId('spell-combined').textContent())
      .toBe(shown(l.value.anyFalls));
    await expect(row('Lightning').getAttribute('aria-current')).resolves.toBe('true');
  });
});
