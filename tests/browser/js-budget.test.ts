/**
 * JavaScript budget, read from the built files (no browser): for every built page, the gzipped
 * size of the JavaScript it loads as it opens and its islands hydrate (`page-scripts.ts`: its
 * module scripts, its islands' modules, and what they import statically) stays within
 * BUDGET_KB, and a page without an island loads no island code, even later through `import()`
 * or a worker. What each page really fetches, a worker an island starts at once included, is
 * weighed against the same budget on its one browser visit (`pages-laptop.ts`).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { builtPages, distDir } from './harness';
import { BUDGET_KB, builtHtml, ScriptGraph } from './page-scripts';

/** The largest a page's built HTML may be, uncompressed. */
const HTML_BUDGET_KB = 160;

const graph = new ScriptGraph(distDir);
const pages = builtPages().map((sitePath) => {
  const html = builtHtml(distDir, sitePath);
  return { sitePath, html, scripts: graph.page(html) };
});
// Island code: what islands (component + renderer) need and the site shell's own scripts do not.
const shellCode = new Set(pages.flatMap((p) => [...p.scripts.shell]));
const islandCode = new Set(
  pages.flatMap((p) => [...p.scripts.islands]).filter((u) => !shellCode.has(u)),
);
const rows: { page: string; kb: number; islands: number }[] = [];

describe('JavaScript budget', () => {
  it('finds island code and shell code in the build', () => {
    expect(islandCode.size).toBeGreaterThan(0);
    expect(shellCode.size).toBeGreaterThan(0);
  });

  it('counts static imports and leaves out import()', () => {
    // Every island page loads the Preact renderer, which imports Preact itself.
    const withIsland = pages.find((p) => p.scripts.islandCount > 0)!;
    const renderer = /renderer-url="([^"]+)"/.exec(withIsland.html)![1]!;
    expect(graph.importsOf(renderer).length).toBeGreaterThan(0);
    for (const u of graph.importsOf(renderer)) expect(withIsland.scripts.islands).toContain(u);
    // Modules loaded on first use (the engine behind a button, a simulation's worker) are not
    // counted.
    const lazy = pages.flatMap((p) => [...p.scripts.all].flatMap((u) => graph.dynamicImportsOf(u)));
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.some((u) => !pages.some((p) => p.scripts.all.has(u)))).toBe(true);
  });

  for (const { sitePath, scripts } of pages) {
    it(`${sitePath} stays within ${BUDGET_KB} KB gzipped`, () => {
      const kb = graph.kb(scripts.all);
      rows.push({ page: sitePath, kb: Math.round(kb * 10) / 10, islands: scripts.islandCount });
      if (scripts.islandCount === 0) {
        const leaked = [...graph.everLoaded(builtHtml(distDir, sitePath))].filter((u) =>
          islandCode.has(u),
        );
        expect(leaked, `${sitePath} has no island but loads island code`).toEqual([]);
      }
      const files = [...scripts.all]
        .map((u) => `${u} ${(graph.gzipBytes(u) / 1024).toFixed(1)} KB`)
        .join('\n');
      expect(kb, `${sitePath} loads:\n${files}`).toBeLessThanOrEqual(BUDGET_KB);
    });
  }

  // The page's own HTML (issue 32, point 22): a table drawn at build time gives each cell only
  // what differs from its neighbours; the heatmap's 1,400 cells once named their attacker and
  // defender each, and /combat/ weighed 256 KB.
  it(`every page's built HTML stays within ${HTML_BUDGET_KB} KB`, () => {
    const heavy = pages
      .map(({ sitePath, html }) => ({ sitePath, kb: Buffer.byteLength(html) / 1024 }))
      .filter((p) => p.kb > HTML_BUDGET_KB)
      .map((p) => `${p.sitePath} ${p.kb.toFixed(0)} KB`);
    expect(heavy).toEqual([]);
  });

  afterAll(() => {
    const table = rows
      .sort((a, b) => a.page.localeCompare(b.page))
      .map((r) => `${r.page.padEnd(28)} ${r.kb.toFixed(1).padStart(6)} KB  ${r.islands} island(s)`)
      .join('\n');
    console.log(`\nJavaScript per page (gzipped, budget ${BUDGET_KB} KB)\n${table}\n`);
  });
});
