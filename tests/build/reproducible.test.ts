/**
 * Two clean copies of the project in different folders build byte-identical sites. The browser
 * tests' global setup has just built this checkout into dist/; a clean copy in a temporary folder
 * (exactly the files git tracks, as a fresh clone would hold, with node_modules hard-linked from
 * this checkout) is built the same way and compared with it. With CC_SKIP_BUILD=1 dist/ may be
 * older than the sources, so two copies are built and compared instead.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from './build-site';

const root = fileURLToPath(new URL('../..', import.meta.url));
const made: string[] = [];

/** A copy of the tracked files (and uncommitted edits to them) in a new folder of its own. */
function cleanCopy(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `cc-${name}-`));
  made.push(dir);
  const tracked = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
    },
  )
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    try {
      cpSync(path.join(root, file), path.join(dir, file), { recursive: false });
    } catch {
      // a file deleted in the working tree but still in the index
    }
  }
  // Hard links: a real folder (Astro refuses a linked node_modules) that costs no disk.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  return dir;
}

function build(dir: string): void {
  buildSite(dir, root, true);
}

/** Every file of a built site with the SHA-256 of its bytes. */
function digest(dist: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string): void => {
    for (const e of readdirSync(path.join(dist, rel), { withFileTypes: true })) {
      const r = path.join(rel, e.name);
      if (e.isDirectory()) walk(r);
      else
        out.set(
          r,
          createHash('sha256')
            .update(readFileSync(path.join(dist, r)))
            .digest('hex'),
        );
    }
  };
  walk('');
  return out;
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('reproducible build', () => {
  it('two copies in different folders build the same bytes', { timeout: 600_000 }, () => {
    let distA = path.join(root, 'dist');
    if (process.env.CC_SKIP_BUILD === '1') {
      const a = cleanCopy('a');
      build(a);
      distA = path.join(a, 'dist');
    }
    const b = cleanCopy('bb');
    build(b);
    const da = digest(distA);
    const db = digest(path.join(b, 'dist'));
    expect(da.size).toBeGreaterThan(17);
    const differ = [...da.keys()].filter((f) => da.get(f) !== db.get(f));
    expect([...db.keys()].sort()).toEqual([...da.keys()].sort());
    expect(differ).toEqual([]);
  });
});
