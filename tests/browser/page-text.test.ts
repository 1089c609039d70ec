/**
 * No built page shows a broken number or value: NaN, undefined, Infinity, [object Object], or a
 * plural after a lone 1 ("1 squares"). Checked on every page once its islands have hydrated
 * (the page is scrolled through so that client:visible islands load), over every text node
 * outside scripts and styles, hidden ones included.
 */
import { describe, expect, it } from 'vitest';
import { builtPages, openPage, useBrowser } from './harness';

useBrowser();
const pages = builtPages();

const BAD = /\bNaN\b|\bundefined\b|\bInfinity\b|\[object Object\]|(?<![\d.,])1 squares\b/;

describe('page text', () => {
  it('the pattern catches what it is meant to', () => {
    for (const s of ['NaN%', 'is undefined', '-Infinity', '[object Object]', 'That is 1 squares'])
      expect(BAD.test(s), s).toBe(true);
    for (const s of ['11 squares', '0.1 squares', 'Nanny', 'undefinedness', '2 squares'])
      expect(BAD.test(s), s).toBe(false);
  });

  for (const sitePath of pages) {
    it(`${sitePath} shows no NaN, undefined, Infinity or [object Object]`, async () => {
      const page = await openPage(sitePath);
      await page.evaluate(async () => {
        for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
      });
      await page.waitForLoadState('networkidle');
      const texts = await page.evaluate(() => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
          acceptNode: (n) =>
            n.parentElement?.closest('script, style, template, noscript')
              ? NodeFilter.FILTER_REJECT
              : NodeFilter.FILTER_ACCEPT,
        });
        for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n.textContent ?? '');
        // Attributes people read too: accessible names and titles.
        for (const el of document.querySelectorAll('[aria-label], [title], [alt]'))
          for (const a of ['aria-label', 'title', 'alt']) {
            const v = el.getAttribute(a);
            if (v) out.push(v);
          }
        return out;
      });
      const joined = texts.join(' ').replace(/\s+/g, ' ');
      const hits = [...joined.matchAll(new RegExp(BAD.source, 'g'))].map((m) =>
        joined.slice(Math.max(0, m.index - 60), m.index + 40),
      );
      expect(hits).toEqual([]);
    });
  }
});
