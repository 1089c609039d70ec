/**
 * The JavaScript a built page loads, read from dist/ without a browser: the page's module
 * scripts and its islands' component and renderer modules, with every module they import
 * statically. Code loaded with `import()` on first use (the engine behind a button, a worker,
 * the search UI) is not counted, as it is not loaded until a reader asks for it. The every-page
 * browser check confirms that what a page really fetches, islands all hydrated, is within this
 * set.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Module scripts the page loads whatever the reader does (Starlight's shell, the site's own). */
const SHELL_SCRIPT = /<script type="module" src="([^"]+)"/g;
/** What an island needs to hydrate. */
const ISLAND_MODULE = /(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g;
/** Static imports in a built module (`import"./a.js"`, `from"./b.js"`), not `import("./c.js")`. */
const STATIC_IMPORT = /(?:from|import)\s*["'`]([^"'`]+\.js)["'`]/g;
/** The most JavaScript a page may load, gzipped, in KB. */
export const BUDGET_KB = 40;

/** A worker a module may start (`new Worker(new URL("/_astro/w.js", import.meta.url))`). */
const WORKER = /new Worker\(\s*new URL\(\s*["'`]([^"'`$]+\.js)["'`]/g;
/** Imports made at run time (`import("./c.js")`). */
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`$]+\.js)["'`]\s*\)/g;

export interface PageScripts {
  /** The shell's module scripts and their static imports (site paths, `/_astro/…`). */
  shell: Set<string>;
  /** The islands' modules and their static imports. */
  islands: Set<string>;
  /** Both. */
  all: Set<string>;
  /** How many islands the page has. */
  islandCount: number;
}

export class ScriptGraph {
  private readonly imports = new Map<string, string[]>();
  private readonly gzipped = new Map<string, number>();

  constructor(private readonly distDir: string) {}

  private source(url: string): string {
    return readFileSync(path.join(this.distDir, url), 'utf8');
  }

  /** The site paths a module imports statically. */
  importsOf(url: string): string[] {
    let out = this.imports.get(url);
    if (!out) {
      out = [...this.source(url).matchAll(STATIC_IMPORT)].map((m) =>
        path.posix.join(path.posix.dirname(url), m[1]!),
      );
      this.imports.set(url, out);
    }
    return out;
  }

  /** The site paths a module loads with `import()` or starts as a worker. */
  dynamicImportsOf(url: string): string[] {
    const src = this.source(url);
    return [
      ...[...src.matchAll(DYNAMIC_IMPORT)].map((m) =>
        path.posix.join(path.posix.dirname(url), m[1]!),
      ),
      // A worker's address is written from the site's root.
      ...[...src.matchAll(WORKER)].map((m) =>
        m[1]!.startsWith('/') ? m[1]! : path.posix.join(path.posix.dirname(url), m[1]!),
      ),
    ];
  }

  /**
   * The modules reachable from `roots`, the roots included: by static import, and with
   * `dynamic` by `import()` and as workers too (everything the modules could ever load).
   */
  closure(roots: Iterable<string>, dynamic = false): Set<string> {
    const seen = new Set<string>();
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.add(url);
      this.importsOf(url).forEach(visit);
      if (dynamic) this.dynamicImportsOf(url).forEach(visit);
    };
    for (const r of roots) visit(r);
    return seen;
  }

  /** A module's size gzipped, in bytes. */
  gzipBytes(url: string): number {
    let n = this.gzipped.get(url);
    if (n === undefined) {
      n = gzipSync(readFileSync(path.join(this.distDir, url))).length;
      this.gzipped.set(url, n);
    }
    return n;
  }

  /** The shell's module scripts of the page whose built HTML is `html` (site paths). */
  shellRoots(html: string): string[] {
    return [...html.matchAll(SHELL_SCRIPT)].map((m) => m[1]!);
  }

  /** Every module the page whose built HTML is `html` could ever load (see `closure`). */
  everLoaded(html: string): Set<string> {
    return this.closure(
      [...this.shellRoots(html), ...[...html.matchAll(ISLAND_MODULE)].map((m) => m[1]!)],
      true,
    );
  }

  /** The scripts of the page whose built HTML is `html`. */
  page(html: string): PageScripts {
    const shell = this.closure(this.shellRoots(html));
    const islands = this.closure([...html.matchAll(ISLAND_MODULE)].map((m) => m[1]!));
    return {
      shell,
      islands,
      all: new Set([...shell, ...islands]),
      islandCount: (html.match(/<astro-island\b/g) ?? []).length,
    };
  }

  /** The gzipped size of a set of modules, in KB (1024 bytes). */
  kb(urls: Iterable<string>): number {
    let bytes = 0;
    for (const u of urls) bytes += this.gzipBytes(u);
    return bytes / 1024;
  }
}

/** The built HTML of a site path. */
export function builtHtml(distDir: string, sitePath: string): string {
  return readFileSync(path.join(distDir, sitePath, 'index.html'), 'utf8');
}
