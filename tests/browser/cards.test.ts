/** Creature and spell cards: one per name, linked from the tables, live chance, sprite, search. */
import { describe, expect, it } from 'vitest';
import { castingChance, CREATURE_NAMES, spriteFrameCount } from '../../src/engine';
import { CARD_SPELL_NAMES, creatureCardPath, spellCardPath } from '../../src/lib/cards';
import { builtPages, openPage, useBrowser } from './harness';
import { hydrated } from './islands';

useBrowser();

describe('cards', () => {
  it('has a card for each of the 32 creatures and the 28 other spells, and index pages', () => {
    const pages = builtPages();
    const creatures = pages.filter((p) => /^\/creatures\/[^/]+\/$/.test(p));
    const spells = pages.filter((p) => /^\/spells\/[^/]+\/$/.test(p));
    expect(creatures.sort()).toEqual(CREATURE_NAMES.map(creatureCardPath).sort());
    expect(spells.sort()).toEqual(CARD_SPELL_NAMES.map(spellCardPath).sort());
    expect(pages).toEqual(
      expect.arrayContaining([
        '/creatures/',
        '/spells/',
        '/creatures/golden-dragon/',
        '/spells/magic-bolt/',
        '/spells/law-1/',
      ]),
    );
  });

  it('animates the sprite through every frame, one frame in view at a time', async () => {
    const page = await openPage('/creatures/vampire/');
    const sprite = page.getByTestId('card-sprite');
    const frames = sprite.locator('.cc-card-sprite__frame');
    await expect(frames.count()).resolves.toBe(spriteFrameCount('Vampire'));
    // On every drawn frame, until each sprite frame has shown (or 400 drawn frames, several
    // cycles, have passed), count the sprite frames that cover part of the stage, and note
    // which.
    const { seen, counts } = await sprite.evaluate(
      (figure) =>
        new Promise<{ seen: string[]; counts: number[] }>((resolve) => {
          const stage = figure.querySelector<HTMLElement>('.cc-card-sprite__stage')!;
          const els = [...figure.querySelectorAll<HTMLElement>('.cc-card-sprite__frame')];
          const seen = new Set<string>();
          const counts: number[] = [];
          const sample = () => {
            // The stage's inside, within its border.
            const left = stage.getBoundingClientRect().left + stage.clientLeft;
            const right = left + stage.clientWidth;
            const inView = els.filter((e) => {
              const r = e.getBoundingClientRect();
              return Math.min(r.right, right) - Math.max(r.left, left) > 0.5;
            });
            counts.push(inView.length);
            for (const e of inView) seen.add(e.dataset.frame ?? '');
            if (seen.size >= els.length || counts.length >= 400)
              resolve({ seen: [...seen], counts });
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    );
    // Exactly one, on every drawn frame: never a black stage, never two halves.
    expect(new Set(counts)).toEqual(new Set([1]));
    expect(seen.sort()).toEqual(['0', '1', '2', '3']);
    // A reader who asks for less motion sees the first frame, still.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const reel = sprite.locator('.cc-card-sprite__reel');
    await expect.poll(() => reel.evaluate((e) => getComputedStyle(e).transform)).toBe('none');
    const firstLeft = await frames.first().evaluate((e) => e.getBoundingClientRect().left);
    const stageLeft = await sprite
      .locator('.cc-card-sprite__stage')
      .evaluate((e) => e.getBoundingClientRect().left + e.clientLeft);
    expect(firstLeft).toBe(stageLeft);
  });

  it('shows the casting chance for the shared balance and ability, and the chart follows', async () => {
    const page = await openPage('/creatures/vampire/');
    await hydrated(page, '[data-testid="cast-chart"]');
    // Both wake up as they come into view, below the card's facts.
    await hydrated(page, '[data-testid="setting-balance"]');
    const now = page.getByTestId('cast-chance-now');
    const at = (balance: number, ability: number) => {
      const r = castingChance('Vampire', { balance, ability });
      if (!r.ok) throw new Error(r.message);
      return `${r.value.percent}%`;
    };
    await expect.poll(() => now.textContent()).toBe(at(0, 0));
    const box = page.getByTestId('setting-balance');
    await box.fill('-60');
    await box.press('Enter');
    await expect.poll(() => now.textContent()).toBe(at(-60, 0));
    expect(at(-60, 0)).not.toBe(at(0, 0));
    // The chart's list has one line per run of equal chance, ending at +127.
    const bands = page.getByTestId('cast-chart-bands').locator('li');
    await expect(bands.last().textContent()).resolves.toMatch(/\+127: \d+%$/);
    await expect(bands.first().textContent()).resolves.toMatch(/^−128 to /);
  });

  it('is reached from the Tables page by the creature and spell names', async () => {
    const page = await openPage('/tables/');
    await page.locator('#creature-vampire th a').click();
    await page.waitForURL(/\/creatures\/vampire\/$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Vampire');
    await page.goto(new URL('/tables/', page.url()).href);
    await page.locator('#spell-law-1 th a').click();
    await page.waitForURL(/\/spells\/law-1\/$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Law-1');
  });

  it('comes first when the site is searched for its name', async () => {
    const page = await openPage('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.getByRole('dialog').locator('input.pagefind-ui__search-input');
    for (const [query, path] of [
      ['vampire', '/creatures/vampire/'],
      ['magic bolt', '/spells/magic-bolt/'],
      ['golden dragon', '/creatures/golden-dragon/'],
    ] as const) {
      await input.fill(query);
      const first = page.locator('.pagefind-ui__result-link').first();
      await expect
        .poll(() => first.getAttribute('href'), { timeout: 10_000 })
        .toMatch(new RegExp(`${path}$`));
    }
  });
});
