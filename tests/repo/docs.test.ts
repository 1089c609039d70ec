/**
 * The commands in the README and in docs/ run as written: every `npm run <name>` in a code block
 * names a script in package.json, every `npm <command>` is one npm has, and every file a command
 * names (`node scripts/x.ts`, a test file) exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const scripts = Object.keys(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: object })
    .scripts,
);

const docs = [
  'README.md',
  'src/engine/README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The lines of the fenced code blocks and the inline code spans of a Markdown text. */
function codeOf(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].flatMap((m) =>
    m[1]!.split('\n'),
  );
  const withoutBlocks = markdown.replace(/```[a-z]*\n[\s\S]*?```/g, '');
  const spans = [...withoutBlocks.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return [...blocks, ...spans];
}

const NPM_COMMANDS = new Set(['install', 'ci', 'test', 'start', 'run', 'uninstall', 'view']);

describe('commands in the docs', () => {
  it('finds the docs and their commands', () => {
    expect(docs).toContain('docs/testing.md');
    const all = docs.flatMap((d) => codeOf(readFileSync(path.join(root, d), 'utf8')));
    expect(all.some((l) => /npm run \w/.test(l))).toBe(true);
  });

  for (const doc of docs) {
    it(`${doc}: every npm command, script and file it names exists`, () => {
      const code = codeOf(readFileSync(path.join(root, doc), 'utf8'));
      const wrong: string[] = [];
      for (const line of code) {
        for (const m of line.matchAll(/\bnpm run ([\w:.-]+)/g))
          if (!scripts.includes(m[1]!)) wrong.push(`no script "${m[1]}": ${line}`);
        for (const m of line.matchAll(/\bnpm ([a-z]+)/g))
          if (!NPM_COMMANDS.has(m[1]!)) wrong.push(`npm has no "${m[1]}" here: ${line}`);
        for (const m of line.matchAll(
          /(?:^|\s)((?:scripts|tests|src|docs)\/[\w./-]+\.(?:ts|tsx|mjs|md))\b/g,
        ))
          if (!existsSync(path.join(root, m[1]!))) wrong.push(`no file ${m[1]}: ${line}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
