/**
 * An Astro integration that makes the built site work offline: after `astro build` (and after
 * Starlight has written the search index) it bundles src/sw/sw.ts with esbuild and lets
 * @serwist/build write the precache list of every file in dist/ into it, as dist/sw.js. Every
 * built page registers the worker with a one-line inline script; `astro dev` does neither.
 */
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { injectManifest } from '@serwist/build';

const SW_SOURCE = fileURLToPath(new URL('../sw/sw.ts', import.meta.url));

/**
 * Registers /sw.js three seconds after the page has loaded. Installing it fetches and stores the
 * whole site (about 7 MB); started at `load`, that work ran beside the page's own start-up (its
 * islands hydrating, the tables below the fold laid out) and slowed it on a two-core machine.
 */
const REGISTER =
  "if('serviceWorker' in navigator)addEventListener('load',()=>setTimeout(()=>navigator.serviceWorker.register('/sw.js').catch(()=>{}),3000));";

export function serviceWorker(): AstroIntegration {
  return {
    name: 'chaos-codex:service-worker',
    hooks: {
      'astro:config:setup': ({ command, injectScript }) => {
        if (command === 'build') injectScript('head-inline', REGISTER);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const tmp = await mkdtemp(path.join(tmpdir(), 'cc-sw-'));
        try {
          const bundled = path.join(tmp, 'sw.js');
          await build({
            entryPoints: [SW_SOURCE],
            outfile: bundled,
            bundle: true,
            format: 'iife',
            minify: true,
            target: 'es2022',
            define: { 'process.env.NODE_ENV': '"production"' },
            logLevel: 'warning',
          });
          const { count, size, warnings } = await injectManifest({
            swSrc: bundled,
            swDest: path.join(out, 'sw.js'),
            globDirectory: out,
            globPatterns: ['**/*'],
            globIgnores: ['sw.js', 'sitemap*.xml', 'robots.txt'],
            // Astro's hashed assets never change under the same name.
            dontCacheBustURLsMatching: /^_astro\//,
            maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          });
          for (const w of warnings) logger.warn(w);
          logger.info(`sw.js precaches ${count} files (${Math.round(size / 1024)} KiB)`);
        } finally {
          await rm(tmp, { recursive: true, force: true });
        }
      },
    },
  };
}
