// @ts-check
/**
 * After `astro build`, passes every built HTML page through the project's transforms:
 * the CSP completion (csp-hashes.mjs), folder-independent island ids (island-ids.mjs) and the
 * wide-page mark (below).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { completePolicy } from './csp-hashes.mjs';
import { stableIslandIds } from './island-ids.mjs';

/**
 * Marks a page holding a calculator at the page's width (an element of class `cc-wide`) with
 * `data-cc-wide` on its `<html>`, for the wide-page layout in custom.css. The mark is set here
 * rather than matched with `html:has(.cc-wide)`: Chromium answers a `:has()` on the root by
 * restyling the whole document whenever any element is added anywhere (measured on the board
 * editor: 127 ms of style work for one keystroke, 4 ms without it).
 * @param {string} html
 */
export function markWidePage(html) {
  if (!/<[a-z][^>]*\sclass="[^"]*(?<![\w-])cc-wide(?![\w-])/.test(html)) return html;
  return html.replace(/<html(?=[\s>])/, '<html data-cc-wide');
}

/** @param {string} html */
export function transformBuiltHtml(html) {
  const withIds = markWidePage(stableIslandIds(html));
  return completePolicy(withIds) ?? withIds;
}

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Passes every HTML file under the build folder `dir` through `transform` (with the file's
 * path), writing back the ones it changes; returns how many it changed.
 * @param {URL} dir @param {(html: string, file: string) => string} transform
 * @returns {Promise<number>}
 */
export async function rewriteBuiltPages(dir, transform) {
  let changed = 0;
  for await (const file of htmlFiles(fileURLToPath(dir))) {
    const html = await readFile(file, 'utf8');
    const done = transform(html, file);
    if (done !== html) {
      await writeFile(file, done);
      changed += 1;
    }
  }
  return changed;
}

/** @returns {import('astro').AstroIntegration} */
export default function builtHtml() {
  return {
    name: 'chaos-codex:built-html',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const changed = await rewriteBuiltPages(dir, transformBuiltHtml);
        logger.info(`CSP hashes, island ids and wide-page marks set in ${changed} page(s)`);
      },
    },
  };
}
