/**
 * The engine bundled by esbuild as the site's workers ship it (one ES module, minified), for the
 * scripts that play many games in Node: `npm run bench` and `npm run stats`.
 */
import { build } from 'esbuild';
import path from 'node:path';

/** Bundles `entry` (a path under src/engine/) into `outfile`. */
export async function bundleEngine(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(import.meta.dirname, '..', entry)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    minify: true,
    outfile,
    logLevel: 'warning',
  });
}
