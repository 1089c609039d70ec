/** The pages of a built site, as site paths ("/", "/numbers/", ...), 404 excluded. */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function listBuiltPages(distDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(full);
      } else if (name === 'index.html') {
        const rel = path.relative(distDir, dir).split(path.sep).join('/');
        out.push(rel ? `/${rel}/` : '/');
      }
    }
  };
  walk(distDir);
  return out.sort();
}
