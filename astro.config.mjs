// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';

// The pages live in ./content (see src/content.config.ts); the sidebar is built
// from that folder, ordered by each page's `sidebar.order` front matter.
export default defineConfig({
  site: 'https://chaos-codex.example',
  integrations: [
    starlight({
      title: 'Chaos Codex',
      description:
        'The interactive reference to the rules of Chaos: The Battle of Wizards (ZX Spectrum, 1985).',
      sidebar: [{ autogenerate: { directory: '.' } }],
      customCss: ['./src/styles/custom.css'],
      components: { Search: './src/components/Search.astro' },
    }),
    preact(),
  ],
});
