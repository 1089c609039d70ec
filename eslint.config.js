// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

/** The folders that hold views (Preact, Astro): nothing below them may import them. */
const VIEW_LAYERS = ['ui', 'islands', 'components'];

/**
 * `no-restricted-imports` options for a folder of `layer` that must not import `forbidden`
 * folders of src/ (nor, with `noPreact`, Preact or the nanostores view bindings).
 * @param {string} layer
 * @param {string[]} forbidden
 */
function layerRule(layer, forbidden, noPreact = true) {
  const folders = forbidden.join('|');
  const patterns = [
    {
      regex: `(^|/)(${folders})(/|$)`,
      message: `src/${layer} must not import from src/{${forbidden.join(',')}}: layers run engine <- lib <- stores <- ui <- islands <- content (README, "Layers").`,
    },
  ];
  if (noPreact)
    patterns.push({
      regex: '^(preact|@nanostores/preact)(/|$)',
      message: `src/${layer} holds no view code: Preact belongs in src/ui and src/islands.`,
    });
  return { patterns };
}

export default defineConfig(
  { ignores: ['dist/', '.astro/', 'node_modules/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        self: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Layers, one way only: engine <- lib <- stores <- ui <- islands <- content (README, "Layers").
  // Each folder may import only from the layers below it; a wrong arrow fails `npm run lint`
  // (src/layers.test.ts proves it with deliberately wrong imports).
  {
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', layerRule('engine', ['lib', 'stores', ...VIEW_LAYERS])],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', layerRule('lib', ['stores', ...VIEW_LAYERS])] },
  },
  {
    files: ['src/stores/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', layerRule('stores', VIEW_LAYERS)] },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', layerRule('ui', ['islands', 'components'], false)],
    },
  },
  {
    // Build-time components render plain HTML: they may use ui parts (BoardView), never an island.
    files: ['src/components/**/*.{ts,tsx,astro}'],
    rules: { 'no-restricted-imports': ['error', layerRule('components', ['islands'], false)] },
  },
  {
    // An island is a thin view: it may use ui, stores, lib and engine, never another island's folder.
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)|(^|/)islands/|(^|/)components/',
              message:
                'An island imports only its own folder, src/ui, src/stores, src/lib and src/engine; move shared parts to src/ui (README, "Layers").',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is pure: no randomness or clock from the environment.
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts', 'src/engine/**/*.bench.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass a seeded generator instead.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage'],
    },
  },
);
