/**
 * Content Security Policy: every built page carries Astro's policy (security.csp in
 * astro.config.mjs), and nothing the page does breaks it — scripts, island hydration, styles,
 * the search dialog (Pagefind's WebAssembly) and web workers all run without a violation.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { builtPages, openPage, useBrowser } from './harness';

useBrowser();
const pages = builtPages();

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Record every securitypolicyviolation event from the first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: Violation[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
}

async function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp);
}

/** Scroll through the page so every client:visible island loads. */
/** Brings every island into view until each has hydrated (client:visible islands wait for an
 * intersection, which a quick scroll can miss on a loaded machine). Returns how many are left. */
async function hydrateAll(page: Page, timeoutMs = 30_000): Promise<number> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const left = await page.evaluate(async () => {
      const waiting = [...document.querySelectorAll('astro-island[ssr]')];
      for (const island of waiting) {
        // An astro-island is display: contents (it has no box of its own): scroll its content.
        const box = [...island.children].find((c) => c.getBoundingClientRect().height > 0);
        (box ?? island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100)));
      }
      return document.querySelectorAll('astro-island[ssr]').length;
    });
    if (left === 0 || Date.now() > end) return left;
    await page.waitForTimeout(250);
  }
}

describe('content security policy', () => {
  it('the policy forbids other origins, plugins and inline script', async () => {
    const page = await openPage('/');
    const policy = await page.getAttribute('meta[http-equiv="content-security-policy"]', 'content');
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/object-src 'none'/);
    expect(policy).toMatch(/script-src 'self'[^;]*'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  });

  it('blocks an injected inline script (the policy is in force)', async () => {
    await openPage('/');
    const page = await openPage('/numbers/', { keepContext: true });
    await watchViolations(page);
    await page.reload({ waitUntil: 'networkidle' });
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true;';
      document.body.append(s);
      return new Promise<boolean>((r) =>
        setTimeout(
          () => r((window as unknown as { __injected?: boolean }).__injected === true),
          50,
        ),
      );
    });
    expect(ran).toBe(false);
    expect((await violations(page)).map((v) => v.directive)).toContain('script-src-elem');
  });

  for (const sitePath of pages) {
    it(`${sitePath} runs without a violation`, async () => {
      const page = await openPage('/');
      await watchViolations(page);
      await page.goto(new URL(sitePath, page.url()).href, { waitUntil: 'networkidle' });
      expect(await hydrateAll(page)).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }

  it('site search (Pagefind WebAssembly) runs without a violation', async () => {
    const page = await openPage('/');
    await watchViolations(page);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').locator('input.pagefind-ui__search-input').fill('dragon');
    await expect
      .poll(() => page.locator('.pagefind-ui__result-link').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
  });
});
