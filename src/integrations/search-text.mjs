// @ts-check
/**
 * Before Starlight runs Pagefind over the built pages, puts a space between block elements that
 * the HTML writes back to back (`</dt><dd>`, `</td><td>`, `</li><li>`…). A browser lays such
 * blocks out apart and ignores the space, but Pagefind reads the text as one run, so the search
 * index (and its result snippets) had "Alignment0", "chanceAlignmentRange". Islands' markup is
 * left exactly as built (Preact hydrates it node by node), and so are <pre>, <script>, <style>,
 * <textarea> and <template>.
 */
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
]);
/** Elements whose inside is kept byte for byte. */
const KEEP = new Set(['astro-island', 'pre', 'script', 'style', 'textarea', 'template']);

/**
 * The page with a space after every block's end tag that another tag follows at once, outside
 * the kept elements.
 * @param {string} html
 */
export function spaceBlocks(html) {
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
    if (!slash && KEEP.has(name) && !text.endsWith('/>')) {
      kept.push(name);
      continue;
    }
    if (slash && BLOCKS.has(name) && html[end] === '<' && html[end + 1] !== '/') {
      out += html.slice(at, end) + ' ';
      at = end;
    }
  }
  return out + html.slice(at);
}

/**
 * Listed before Starlight in astro.config.mjs, so its build-done step runs before Pagefind's.
 * @returns {import('astro').AstroIntegration}
 */
export default function searchText() {
  return {
    name: 'chaos-codex:search-text',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const changed = await rewriteBuiltPages(dir, spaceBlocks);
        logger.info(`Spaces between blocks for the search index in ${changed} page(s)`);
      },
    },
  };
}
