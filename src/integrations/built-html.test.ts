import { describe, expect, it } from 'vitest';
import { markWidePage } from './built-html.mjs';

const page = (body: string) =>
  `<!doctype html><html lang="en" data-has-toc><head></head><body>${body}</body></html>`;

describe('markWidePage', () => {
  it('marks <html> when an element has the class cc-wide', () => {
    const out = markWidePage(page('<section class="cc-lab cc-wide not-content"></section>'));
    expect(out).toContain('<html data-cc-wide lang="en" data-has-toc>');
  });

  it('leaves other pages as they are, classes that only contain the word included', () => {
    for (const body of [
      '<div class="cc-widest"></div>',
      '<div class="x-cc-wide"></div>',
      '<p>the class cc-wide in prose</p>',
      '',
    ]) {
      const html = page(body);
      expect(markWidePage(html)).toBe(html);
    }
  });
});
