/** The Spellcast turn resolver, driven with real clicks and keys. */
import { describe, expect, it } from 'vitest';
import { hydrated, sidewaysOverflow } from './islands';
import { openPage, PHONE, useBrowser } from './harness';

useBrowser();

const PATH = '/spellcast/resolver/';

describe('turn resolver', () => {
  it('shows the default Fireball stopped by Counter-spell, then a Dispel Magic stopping both', async () => {
    const page = await openPage(PATH);
    await hydrated(page, '[data-testid="resolver"]');
    const rules = () =>
      page
        .locator('[data-testid="resolver-casts"] tbody tr')
        .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.rule));
    await expect.poll(rules).toEqual(['counter-spell', 'works']);
    await expect(page.getByTestId('resolver-result').textContent()).resolves.toContain(
      'The duel goes on.',
    );
    await page.getByTestId('add-cast').click();
    await page.getByTestId('cast-spell-2').selectOption('Dispel Magic');
    await expect.poll(rules).toEqual(['dispel-magic', 'dispel-magic', 'works']);
    expect(new URL(page.url()).searchParams.get('c')).toContain('Dispel Magic');
  });

  it('shows the spells it resolves from the first paint, and picking another one counts', async () => {
    const page = await openPage(PATH);
    await hydrated(page, '[data-testid="resolver"]');
    const spell = (i: number) => page.getByTestId(`cast-spell-${i}`);
    expect(await spell(0).inputValue()).toBe('Fireball');
    expect(await spell(1).inputValue()).toBe('Counter-spell');
    await spell(0).selectOption('Shield');
    await expect
      .poll(() => page.locator('[data-testid="resolver-casts"] tbody tr').first().textContent())
      .toContain('Shield');
    expect(new URL(page.url()).searchParams.get('c')).toContain('Shield');
  });

  it('a stab and 14 damage kill; a surrender hands the win over', async () => {
    const page = await openPage(`${PATH}?c=`);
    await hydrated(page, '[data-testid="resolver"]');
    await page.getByTestId('damage-1').fill('14');
    await page.getByTestId('stab-0').selectOption('1');
    await expect.poll(() => page.getByTestId('after-Black').textContent()).toBe('15');
    await expect(page.getByTestId('resolver-result').textContent()).resolves.toContain(
      'White wins.',
    );
    await page.getByTestId('stab-0').selectOption('-1');
    await page.getByTestId('surrender-0').check();
    await expect
      .poll(() => page.getByTestId('resolver-result').textContent())
      .toContain('Black wins. The other wizard surrendered.');
  });

  it('a bad link gets a message and still resolves the rest', async () => {
    const page = await openPage(`${PATH}?c=Missile~0~1~f,Nope~0~1~f`);
    await hydrated(page, '[data-testid="resolver"]');
    await expect.poll(() => page.getByTestId('resolver-notes').textContent()).toContain('Nope');
    await expect(page.getByTestId('after-Black').textContent()).resolves.toBe('1');
  });

  it('fits a 390 px phone', async () => {
    const page = await openPage(PATH, { viewport: PHONE });
    await hydrated(page, '[data-testid="resolver"]');
    await page.getByTestId('add-cast').click();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
