// @ts-check
/**
 * The search index reads the words of a page apart, as a reader does.
 *
 * Pagefind reads a page's text as one run, so blocks that the HTML writes back to back
 * (`</dt><dd>`, `</td><td>`, `</li><li>`, an island's `</button><button>` or `</th><th>`) ran
 * together in the index and its result snippets: "Alignment0", "chanceAlignmentRange",
 * "deathTo". A browser lays such blocks out apart and ignores a space between them.
 *
 * - `searchText()`, listed before Starlight in astro.config.mjs, runs before Pagefind: every page
 *   gets a space after each block that another element follows at once (the served page keeps
 *   these), and the copy Pagefind reads also gets them inside islands and after controls, links
 *   and spans.
 * - `searchTextRestore()`, listed after Starlight, runs after Pagefind and writes back the served
 *   page: islands exactly as built (Preact hydrates them node by node).
 * <pre>, <script>, <style>, <textarea> and <template> are kept byte for byte throughout.
 */
import { writeFile } from 'node:fs/promises';
import { rewriteBuiltPages } from './built-html.mjs';

/** Blocks whose text a reader reads apart (never an inline element: a space would show). */
const BLOCKS = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'th',
  'td',
  'tr',
  'caption',
  'figcaption',
  'summary',
  'option',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'figure',
  'blockquote',
  'ul',
  'ol',
  'dl',
  'table',
  'thead',
  'tbody',
  'details',
  'optgroup',
]);
/** Also read apart in the copy the index reads (a space there would show on the page). */
const INDEX_ONLY = new Set([
  'a',
  'span',
  'button',
  'label',
  'legend',
  'fieldset',
  'select',
  'output',
]);
/** Elements whose inside is kept byte for byte. */
const KEEP = new Set(['astro-island', 'pre', 'script', 'style', 'textarea', 'template']);
const KEEP_FOR_INDEX = new Set([...KEEP].filter((name) => name !== 'astro-island'));

/**
 * The page with a space after every block's end tag that another tag follows at once, outside
 * the kept elements. `forIndex`: the copy the search index reads, which spaces islands too, and
 * the elements of INDEX_ONLY.
 * @param {string} html
 * @param {{ forIndex?: boolean }} [options]
 */
export function spaceBlocks(html, { forIndex = false } = {}) {
  const keep = forIndex ? KEEP_FOR_INDEX : KEEP;
  const tag = /<(\/?)([a-zA-Z][\w-]*)(?:[^>"']|"[^"]*"|'[^']*')*>|<!--[\s\S]*?-->/g;
  /** @type {string[]} Open kept elements, innermost last. */
  const kept = [];
  let out = '';
  let at = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const [text, slash, rawName] = m;
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    const end = m.index + text.length;
    if (kept.length > 0) {
      if (slash && name === kept[kept.length - 1]) kept.pop();
      else if (!slash && name === 'astro-island' && kept[kept.length - 1] === 'astro-island')
        kept.push(name);
      continue;
    }
    if (!slash && keep.has(name) && !text.endsWith('/>')) {
      kept.push(name);
      continue;
    }
    if (
      slash &&
      (BLOCKS.has(name) || (forIndex && INDEX_ONLY.has(name))) &&
      html[end] === '<' &&
      html[end + 1] !== '/'
    ) {
      out += html.slice(at, end) + ' ';
      at = end;
    }
  }
  return out + html.slice(at);
}

/** The served pages, while Pagefind reads the copies made for it. */
const served = new Map();

/**
 * Listed before Starlight in astro.config.mjs, so its build-done step runs before Pagefind's.
 * @returns {import('astro').AstroIntegration}
 */
export default function searchText() {
  return {
    name: 'chaos-codex:search-text',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        served.clear();
        const changed = await rewriteBuiltPages(dir, (html, file) => {
          const page = spaceBlocks(html);
          const indexed = spaceBlocks(html, { forIndex: true });
          if (indexed !== page) served.set(file, page);
          return indexed;
        });
        logger.info(`Words read apart for the search index in ${changed} page(s)`);
      },
    },
  };
}

/**
 * Listed after Starlight in astro.config.mjs: once Pagefind has read the pages, writes back the
 * served ones (islands exactly as built).
 * @returns {import('astro').AstroIntegration}
 */
export function searchTextRestore() {
  return {
    name: 'chaos-codex:search-text-restore',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        for (const [file, html] of served) await writeFile(file, html);
        logger.info(`Served pages written back after indexing: ${served.size}`);
        served.clear();
      },
    },
  };
}
