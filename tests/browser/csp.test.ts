/**
 * Content Security Policy: the pages carry Astro's policy (security.csp in astro.config.mjs), it
 * is in force, and the search dialog (Pagefind's WebAssembly) runs without a violation. That
 * every page runs, its islands all hydrated, without a violation is checked on the one visit
 * each page gets in `pages-laptop.ts`.
 */
import { describe, expect, it } from 'vitest';
import { watchCsp } from './every-page';
import { openPage, useBrowser } from './harness';

useBrowser();

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
    const violations = await watchCsp(page);
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
    expect((await violations()).map((v) => v.directive)).toContain('script-src-elem');
  });

  it('site search (Pagefind WebAssembly) runs without a violation', async () => {
    const page = await openPage('/');
    const violations = await watchCsp(page);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').locator('input.pagefind-ui__search-input').fill('dragon');
    await expect
      .poll(() => page.locator('.pagefind-ui__result-link').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});
