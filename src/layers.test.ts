/**
 * The layers rule (README, "Layers"): ESLint's `no-restricted-imports`, set per folder in
 * eslint.config.js, fails a wrong arrow. Lints small sources as if they sat in each folder.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The no-restricted-imports messages ESLint gives `code` placed at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const wrong: [file: string, code: string][] = [
  ['src/stores/x.ts', "import { a } from '../islands/combat/CombatDuel';\nexport const b = a;\n"],
  ['src/stores/x.ts', "import { a } from '../ui/BoardView';\nexport const b = a;\n"],
  ['src/stores/x.ts', "import { h } from 'preact';\nexport const b = h;\n"],
  ['src/engine/x.ts', "import { a } from '../stores/board';\nexport const b = a;\n"],
  ['src/engine/x.ts', "import { a } from '../lib/format';\nexport const b = a;\n"],
  ['src/lib/x.ts', "import { a } from '../stores/board';\nexport const b = a;\n"],
  ['src/ui/x.ts', "import { a } from '../islands/board/views';\nexport const b = a;\n"],
  ['src/components/x.ts', "import { a } from '../islands/board/views';\nexport const b = a;\n"],
  ['src/components/X.astro', "---\nimport Lab from '../islands/board/BoardLab';\n---\n\n<Lab />\n"],
  ['src/islands/combat/x.ts', "import { a } from '../board/views';\nexport const b = a;\n"],
  [
    'src/islands/combat/x.ts',
    "import { a } from '../../islands/board/views';\nexport const b = a;\n",
  ],
];

const right: [file: string, code: string][] = [
  ['src/stores/x.ts', "import { a } from '../engine/board';\nexport const b = a;\n"],
  ['src/lib/x.ts', "import { a } from '../engine';\nexport const b = a;\n"],
  ['src/ui/x.ts', "import { a } from '../stores/board';\nexport const b = a;\n"],
  ['src/components/x.ts', "import { a } from '../ui/BoardView';\nexport const b = a;\n"],
  [
    'src/islands/combat/x.ts',
    "import { a } from './own';\nimport { c } from '../../ui/PiecePicker';\nimport { d } from '../../stores/combat';\nexport const b = [a, c, d];\n",
  ],
];

describe('layers: ESLint rejects a wrong-way import', () => {
  for (const [file, code] of wrong) {
    it(`${file}: ${code.split('\n')[0]}`, async () => {
      const errors = await layerErrors(file, code);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/src\/ui|layers|island/i);
    }, 60_000);
  }
  for (const [file, code] of right) {
    it(`${file} may: ${code.split('\n')[0]}`, async () => {
      expect(await layerErrors(file, code)).toEqual([]);
    }, 60_000);
  }
});
