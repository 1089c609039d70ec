/** The Spellcast hand reader, driven with real clicks and keys. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { beforeHydration, hydrated, reloadHoldingIsland, sidewaysOverflow } from './islands';
import { openPage, PHONE, useBrowser } from './harness';

useBrowser();

const PATH = '/spellcast/hand-reader/';

async function texts(page: Page, testId: string) {
  return page.getByTestId(testId).allTextContents();
}

async function addTurn(page: Page, who: string, left: string, right: string) {
  await page.getByTestId(`${who}-pick-left-${left}`).click();
  await page.getByTestId(`${who}-pick-right-${right}`).click();
  await page.getByTestId(`${who}-add`).click();
}

describe('hand reader', () => {
  it('keeps letters typed before the island ran', async () => {
    const page = await openPage(PATH);
    // Hold the island's code back, as a slow phone would, while the player starts typing.
    const release = await reloadHoldingIsland(page, 'HandReader');
    const left = page.getByTestId('you-left');
    await left.click();
    await page.keyboard.type('w');
    await expect(beforeHydration(page, '[data-testid="you-left"]')).resolves.toBe(true);
    release();
    await hydrated(page, '[data-testid="hand-reader"]');
    // The island reads the letter once it runs: one turn on the left, none on the right.
    await expect
      .poll(() => page.getByTestId('you-error').textContent())
      .toContain('The hands have 1 and 0 turns');
    await page.keyboard.type('pf');
    await expect.poll(() => left.inputValue()).toBe('wpf');
    // Both hands are read together: with the right hand typed, the three turns are in use.
    await page.getByTestId('you-right').fill('-pp');
    await expect.poll(() => new URL(page.url()).searchParams.get('yl')).toBe('WPF');
    expect(new URL(page.url()).searchParams.get('yr')).toBe('-PP');
  });

  it('builds W-W-W-S / P-P-W-S by clicking and shows the forced choice', async () => {
    const page = await openPage(PATH);
    await hydrated(page, '[data-testid="hand-reader"]');
    await addTurn(page, 'you', 'W', 'P');
    await addTurn(page, 'you', 'W', 'P');
    await addTurn(page, 'you', 'W', 'W');
    // Before the last S: the next table offers S on both hands as a choice.
    const ss = page.locator('[data-testid="you-next"] tr[data-pair="SS"]');
    // Invisibility appears only once the third turn is in (Counter-spell already after two).
    await expect.poll(() => ss.textContent()).toContain('Invisibility (right)');
    await expect(ss.textContent()).resolves.toContain('Counter-spell (left)');
    await expect(ss.textContent()).resolves.toContain('choose one');
    await addTurn(page, 'you', 'S', 'S');
    await expect
      .poll(() => texts(page, 'you-completed'))
      .toEqual([
        expect.stringContaining('Counter-spell with the left hand'),
        expect.stringContaining('Invisibility with the right hand'),
      ]);
    await expect(page.getByTestId('you-choice').textContent()).resolves.toContain(
      'Counter-spell (left) or Invisibility (right)',
    );
    // The address keeps the gestures.
    expect(new URL(page.url()).searchParams.get('yl')).toBe('WWWS');
    expect(new URL(page.url()).searchParams.get('yr')).toBe('PPWS');
  });

  it('reads typed letters, warns of surrender, and shows the opponent’s threats', async () => {
    const page = await openPage(PATH);
    await hydrated(page, '[data-testid="hand-reader"]');
    await page.getByTestId('you-left').fill('wp');
    await page.getByTestId('you-right').fill('-p');
    await expect.poll(() => page.getByTestId('you-surrender').isVisible()).toBe(true);
    await expect(texts(page, 'you-completed')).resolves.toEqual([
      expect.stringContaining('Shield with the left hand'),
      expect.stringContaining('Shield with the right hand'),
    ]);

    await page.getByTestId('them-left').fill('FF');
    await page.getByTestId('them-right').fill('W-');
    await expect
      .poll(() => page.getByTestId('them-threats-1').textContent())
      .toContain('Paralysis (left)');
    const progress = page.locator('[data-testid="them-progress"] tr[data-spell="Paralysis"]');
    await expect(progress.getByTestId('togo').textContent()).resolves.toBe('1');
  });

  it('shows a spell made with both hands once, as both hands’ (issue 32, point 18)', async () => {
    const page = await openPage(PATH);
    await hydrated(page, '[data-testid="hand-reader"]');
    // A clap with both hands: Magic Mirror is under way (one row), then made.
    await page.getByTestId('you-left').fill('c');
    await page.getByTestId('you-right').fill('c');
    const mirror = page.locator('[data-testid="you-progress"] tr[data-spell="Magic Mirror"]');
    await expect.poll(() => mirror.count()).toBe(1);
    await expect(mirror.locator('td').nth(2).textContent()).resolves.toBe('both');
    // The next gesture: a wave with both hands makes it, named once.
    const both = page.locator('[data-testid="you-next"] tr[data-pair="WW"]');
    await expect(both.textContent()).resolves.toContain('Magic Mirror (both)');
    await expect(both.textContent()).resolves.not.toMatch(/Magic Mirror.*Magic Mirror/);
    await page.getByTestId('you-left').fill('cw');
    await page.getByTestId('you-right').fill('cw');
    await expect
      .poll(() => texts(page, 'you-completed'))
      .toEqual([expect.stringContaining('Magic Mirror with both hands')]);
  });

  it('keeps the last good reading and shows a message for a typing mistake', async () => {
    const page = await openPage(PATH);
    await hydrated(page, '[data-testid="hand-reader"]');
    await page.getByTestId('you-left').fill('SD');
    await page.getByTestId('you-right').fill('--');
    await expect
      .poll(() => texts(page, 'you-completed'))
      .toEqual([expect.stringContaining('Missile with the left hand')]);
    await page.getByTestId('you-right').press('End');
    await page.keyboard.type('X');
    await expect.poll(() => page.getByTestId('you-error').textContent()).toContain('"X"');
    await expect(texts(page, 'you-completed')).resolves.toEqual([
      expect.stringContaining('Missile with the left hand'),
    ]);
    await page.keyboard.press('Backspace');
    await expect.poll(() => page.getByTestId('you-error').count()).toBe(0);
  });

  it('opens a link with gestures, and a bad link gets a message, not a blank island', async () => {
    const good = await openPage(`${PATH}?yl=PWPFSSSD&yr=--------`);
    await hydrated(good, '[data-testid="hand-reader"]');
    await expect
      .poll(() => texts(good, 'you-completed'))
      .toEqual([expect.stringContaining('Missile'), expect.stringContaining('Finger of Death')]);
    const bad = await openPage(`${PATH}?yl=PQ&yr=--&ol=W&or=WW`);
    await hydrated(bad, '[data-testid="hand-reader"]');
    await expect.poll(() => bad.getByTestId('hand-reader-notes').textContent()).toContain('"Q"');
    await expect(bad.getByTestId('you-editor').isVisible()).resolves.toBe(true);
  });

  it('is usable with the keyboard only', async () => {
    const page = await openPage(PATH);
    await hydrated(page, '[data-testid="hand-reader"]');
    await page.getByTestId('you-pick-left-S').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('you-add').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('you-pick-left-D').focus();
    await page.keyboard.press('Space');
    await page.getByTestId('you-add').focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => texts(page, 'you-completed'))
      .toEqual([expect.stringContaining('Missile with the left hand')]);
  });

  it('fits a 390 px phone with long histories', async () => {
    const page = await openPage(`${PATH}?yl=${'WPFDSC'.repeat(5)}&yr=${'-'.repeat(30)}`, {
      viewport: PHONE,
    });
    await hydrated(page, '[data-testid="hand-reader"]');
    await page.getByTestId('you-add').click();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
