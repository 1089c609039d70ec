/**
 * Every dependency in package.json is used: imported or named by the project's own code, tests,
 * scripts or configuration, or run as a command by an npm script. A package nothing uses fails
 * here; remove it from package.json (`npm uninstall <name>`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/**
 * Packages used without being named in a source file, each with what uses it. Keep this short:
 * a package belongs here only when a tool loads it by a name the project never writes.
 */
const USED_IMPLICITLY: Record<string, string> = {
  '@astrojs/check': '`astro check` (npm run typecheck) loads it',
};

/** The folders and files whose text is searched for package names. */
const SEARCHED = ['src', 'tests', 'scripts', 'content', '.ci'];
const SEARCHED_FILES = [
  'astro.config.mjs',
  'vitest.config.ts',
  'eslint.config.js',
  'tsconfig.json',
  '.prettierrc.json',
];

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full));
    else if (/\.(ts|tsx|js|mjs|astro|mdx|json|css)$|^run$/.test(name)) out.push(full);
  }
  return out;
}

const texts = [
  ...SEARCHED.flatMap((d) => filesUnder(path.join(root, d))),
  ...SEARCHED_FILES.map((f) => path.join(root, f)),
]
  // This file names packages only to test the search.
  .filter((f) => f !== path.join(import.meta.dirname, 'dependencies.test.ts'))
  .map((f) => readFileSync(f, 'utf8'));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The name as a module specifier or string: 'name', "name/sub", `name`, or a vitest
 * environment comment (`@vitest-environment jsdom`). */
function named(dep: string): boolean {
  const quoted = new RegExp(`['"\`]${escape(dep)}(/[^'"\`]*)?['"\`]`);
  const environment = new RegExp(`@vitest-environment ${escape(dep)}\\b`);
  return texts.some((t) => quoted.test(t) || environment.test(t));
}

/** The commands a package puts on the PATH (its "bin"). */
function binsOf(dep: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'node_modules', dep, 'package.json'), 'utf8'),
  ) as { bin?: string | Record<string, string>; name: string };
  if (!manifest.bin) return [];
  if (typeof manifest.bin === 'string') return [manifest.name.replace(/^@[^/]+\//, '')];
  return Object.keys(manifest.bin);
}

/** Whether an npm script runs one of the package's commands. */
function runByScript(dep: string): boolean {
  const commands = Object.values(pkg.scripts).join(' && ');
  return binsOf(dep).some((bin) =>
    new RegExp(`(^|[\\s&|;(])${escape(bin)}(\\s|$)`, 'm').test(commands),
  );
}

const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

describe('dependencies', () => {
  it('the search finds what it is meant to', () => {
    expect(named('playwright-core')).toBe(true);
    expect(named('not-a-package-of-ours')).toBe(false);
    expect(runByScript('vitest')).toBe(true);
    expect(runByScript('lighthouse')).toBe(false);
  });

  it('every package the implicit list names is a dependency and is not named anywhere', () => {
    for (const dep of Object.keys(USED_IMPLICITLY)) {
      expect(deps, dep).toContain(dep);
      expect(named(dep) || runByScript(dep), `${dep} is used openly: drop it from the list`).toBe(
        false,
      );
    }
  });

  for (const dep of deps) {
    it(`${dep} is used`, () => {
      const used = named(dep) || runByScript(dep) || dep in USED_IMPLICITLY;
      expect(used, `nothing imports, names or runs ${dep}`).toBe(true);
    });
  }
});
