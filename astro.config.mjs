// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import { existsSync } from 'node:fs';

// The pages live in ./content (see src/content.config.ts). The sidebar below is
// the reading order for a newcomer; a page appears in it once its file exists.
const SIDEBAR = [
  { label: 'Start here', pages: ['numbers', 'game'] },
  { label: 'Magic', pages: ['casting', 'balance', 'wizards', 'spell-book', 'attack-spells'] },
  { label: 'Battle', pages: ['combat', 'movement', 'line-of-sight', 'spreading'] },
  { label: 'Inside the game', pages: ['computer-wizards', 'watch', 'quirks'] },
  { label: 'Reference', pages: ['tables', 'about'] },
];
/** @param {string} slug */
const hasPage = (slug) =>
  existsSync(new URL(`./content/${slug}.mdx`, import.meta.url)) ||
  existsSync(new URL(`./content/${slug}.md`, import.meta.url));
const sidebar = SIDEBAR.map(({ label, pages }) => ({
  label,
  items: pages.filter(hasPage),
})).filter((group) => group.items.length > 0);

export default defineConfig({
  site: 'https://chaos-codex.example',
  integrations: [
    starlight({
      title: 'Chaos Codex',
      description:
        'The interactive reference to the rules of Chaos: The Battle of Wizards (ZX Spectrum, 1985).',
      sidebar,
      customCss: ['./src/styles/custom.css'],
      components: { Search: './src/components/Search.astro' },
    }),
    preact(),
  ],
});
