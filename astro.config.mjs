// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { existsSync } from 'node:fs';
import builtHtml from './src/integrations/built-html.mjs';
import searchText, { searchTextRestore } from './src/integrations/search-text.mjs';
import { serviceWorker } from './src/integrations/service-worker';
import { intentDirective } from './src/integrations/intent';

// The pages live in ./content (see src/content.config.ts). The sidebar below is
// the reading order for a newcomer; a page appears in it once its file exists.
const SIDEBAR = [
  { label: 'Start here', pages: ['numbers', 'game'] },
  { label: 'Magic', pages: ['casting', 'balance', 'wizards', 'spell-book', 'attack-spells'] },
  { label: 'Battle', pages: ['combat', 'movement', 'line-of-sight', 'danger', 'spreading'] },
  {
    label: 'Inside the game',
    pages: [
      'play',
      'computer-wizards',
      'next-move',
      'watch',
      'who-wins',
      'what-wins',
      'quirks',
      'versions',
    ],
  },
  {
    label: 'Spellcast',
    pages: [
      'spellcast',
      'spellcast/spells',
      'spellcast/hand-reader',
      'spellcast/planner',
      'spellcast/resolver',
    ],
  },
  { label: 'Reference', pages: ['tables', 'creatures', 'spells', 'other-games', 'about'] },
];
/** @param {string} slug A page's slug; a folder's own page is its index.mdx. */
const hasPage = (slug) =>
  ['.mdx', '.md', '/index.mdx', '/index.md'].some((end) =>
    existsSync(new URL(`./content/${slug}${end}`, import.meta.url)),
  );
const sidebar = SIDEBAR.map(({ label, pages }) => ({
  label,
  items: pages.filter(hasPage),
})).filter((group) => group.items.length > 0);

// Where the site is served: canonical links, the sitemap and social cards are built from it.
// This is the one setting to change when deploying (or set SITE_URL for a single build).
const SITE = process.env.SITE_URL ?? 'https://chaos-codex.example';

export default defineConfig({
  site: SITE,
  // No link prefetching (Starlight turns it on for every link): the service worker already keeps
  // every page after the first visit, and the prefetch script's listeners on every link and its
  // watch over every change to the page cost 15-20 ms of script at each page load (measured with
  // the CPU profiler on Line of sight, phone size).
  prefetch: false,
  // Workers are bundled apart from the pages, and that build kept the minifier's
  // /* @__PURE__ */ notes in its output (30 in the watch worker, 79 bytes gzipped): drop them.
  vite: {
    worker: { rolldownOptions: { output: { comments: { annotation: false, jsdoc: false } } } },
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'preload-helper', test: /preload-helper/, priority: 2 },
              {
                name: 'preact',
                test: /node_modules[\\/](preact|@astrojs[\\/]preact)[\\/]/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  },
  // Content Security Policy on every page (a <meta> tag): Astro hashes its own scripts and styles;
  // src/integrations/csp-hashes.mjs adds the hashes of Starlight's inline scripts after the build.
  // 'wasm-unsafe-eval' lets Pagefind's search run its WebAssembly.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  integrations: [
    // Before Starlight: its Pagefind index is built from the pages as this leaves them.
    searchText(),
    starlight({
      title: 'Chaos Codex',
      description:
        'The interactive reference to the rules of Chaos: The Battle of Wizards (ZX Spectrum, 1985).',
      sidebar,
      customCss: [
        './src/styles/custom.css',
        './src/ui/controls.css',
        './src/styles/scroll-tables.css',
        './src/styles/print.css',
      ],
      components: {
        Head: './src/components/Head.astro',
        Search: './src/components/Search.astro',
        TableOfContents: './src/components/contents/Contents.astro',
        MobileTableOfContents: './src/components/contents/MobileContents.astro',
      },
    }),
    // After Starlight's Pagefind step: the served pages back, islands as built.
    searchTextRestore(),
    preact(),
    intentDirective(),
    // CSP hashes and island ids first, then the service worker, so its precache list has the
    // final bytes of every page (and Starlight's search index).
    builtHtml(),
    serviceWorker(),
  ],
});
