/** Every internal link in the built site points at a page or file that exists. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, distDir } from './harness';

function targetExists(href: string): boolean {
  const clean = decodeURIComponent(href.split('#')[0]!.split('?')[0]!);
  if (clean === '') return true; // same-page anchor
  const file = path.join(distDir, clean);
  return existsSync(path.join(file, 'index.html')) || (existsSync(file) && !clean.endsWith('/'));
}

describe('internal links', () => {
  for (const sitePath of builtPages()) {
    it(`${sitePath} links only to pages that exist`, () => {
      const html = readFileSync(path.join(distDir, sitePath, 'index.html'), 'utf8');
      const hrefs = [...html.matchAll(/<a\s[^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
      expect(hrefs.length).toBeGreaterThan(0);
      const broken = hrefs.filter((h) => !targetExists(h));
      expect(broken, `broken links on ${sitePath}`).toEqual([]);
    });
  }
});
