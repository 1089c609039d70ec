/**
 * How the tests build the site: `astro build` in a folder, with the environment a reader's
 * `npm run build` would have. A vitest worker's environment carries Vite's own variables
 * (MODE=test, DEV=1, PROD='', SSR=1, BASE_URL) and vitest's; an Astro build started with them
 * writes different pages, so they are taken out, and NODE_ENV is production (vitest sets it to
 * test, which would make Astro build dev-mode markup without search).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const VITE_AND_VITEST = /^(BASE_URL|MODE|DEV|PROD|SSR|TEST|VITEST.*)$/;

export function buildEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !VITE_AND_VITEST.test(k)) env[k] = v;
  return { ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' };
}

/**
 * Build the project in `dir` with the Astro of `root`'s node_modules. `quiet` keeps the build's
 * output for the error instead of printing it.
 */
export function buildSite(dir: string, root: string, quiet = false): void {
  const astro = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const run = spawnSync(process.execPath, [astro, 'build'], {
    cwd: dir,
    env: buildEnv(),
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(
      `astro build failed in ${dir} (exit ${run.status}):\n${run.stdout}\n${run.stderr}`,
    );
}
