// @ts-check
/**
 * Completes Astro's Content Security Policy (`security.csp`) for the inline code Astro does not
 * hash itself: Starlight's `is:inline` scripts (theme, search shortcut, sidebar state) and the
 * small island stylesheets Vite inlines as <style> elements. After the build, every page's inline
 * scripts and styles are hashed (SHA-256) and the hashes that the page's policy lacks are added to
 * its `script-src` / `style-src`. Only code present in the built file is allowed, so the policy
 * stays as strict as the page itself: no 'unsafe-inline' for elements.
 */
import { createHash } from 'node:crypto';

const META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const STYLE = /<style(\s[^>]*)?>([\s\S]*?)<\/style>/g;

/** @param {string} body */
const sha256 = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/**
 * The page with its policy completed, or null when the page has no policy.
 * @param {string} html
 */
export function completePolicy(html) {
  const meta = META.exec(html);
  if (!meta) return null;
  const original = meta[2] ?? '';
  let policy = original;
  /** @param {string} directive @param {Iterable<string>} bodies */
  const allow = (directive, bodies) => {
    const missing = new Set([...bodies].map(sha256).filter((hash) => !policy.includes(hash)));
    if (missing.size === 0) return;
    const rule = new RegExp(`(^|;)\\s*${directive} ([^;]*)`);
    if (!rule.test(policy)) throw new Error(`CSP has no ${directive} directive to complete`);
    policy = policy.replace(
      rule,
      (_, start, list) => `${start} ${directive} ${list} ${[...missing].join(' ')}`,
    );
  };
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attrs = '']) => !/\ssrc=/.test(attrs) && !/type="(?!module)[^"]*"/.test(attrs))
    .map(([, , body = '']) => body);
  const styles = [...html.matchAll(STYLE)].map(([, , body = '']) => body);
  allow('script-src', scripts);
  allow('style-src', styles);
  return policy === original ? html : html.replace(META, (_, a, _old, b) => `${a}${policy}${b}`);
}
