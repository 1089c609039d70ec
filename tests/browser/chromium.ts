/**
 * Which Chromium the tests, screenshots and Lighthouse drive, and how it is started.
 *
 * In order: `CHROMIUM_PATH` when set; else a Chromium or Chrome already installed in one of the
 * usual places; else the headless Chromium inside the npm package `@sparticuz/chromium` (a
 * devDependency pinned in package.json), unpacked into the system's temporary folder on first
 * use. A fresh machine with only Node and npm therefore needs no browser install.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Where an installed Chromium or Chrome is looked for, in this order. */
export const INSTALLED_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
];

/** The Chromium version the pinned `@sparticuz/chromium` package carries (its major number). */
export const PACKAGED_MAJOR = 153;

export interface FoundChromium {
  /** The browser binary. */
  path: string;
  /** The environment to start it with (the machine's, plus the fonts below). */
  env: Record<string, string>;
  /** Where it came from: `CHROMIUM_PATH`, `installed` or `@sparticuz/chromium`. */
  source: 'CHROMIUM_PATH' | 'installed' | '@sparticuz/chromium';
  /** What the binary says of itself (`Chromium 153.0.8010.0`), or `unknown`. */
  version: string;
}

function versionOf(binary: string): string {
  const run = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return run.status === 0 ? run.stdout.trim() : 'unknown';
}

/** The packaged headless Chromium, unpacked (once) into the temporary folder. */
async function packagedChromium(): Promise<string> {
  // The package unpacks to <tmp>/chromium and reuses whatever it finds there; a binary left by
  // another version of the package is removed first so the pinned one is unpacked.
  const unpacked = path.join(tmpdir(), 'chromium');
  if (existsSync(unpacked) && !versionOf(unpacked).includes(` ${PACKAGED_MAJOR}.`)) {
    rmSync(unpacked, { force: true });
  }
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/**
 * The browser sees only fonts that come with the project's npm packages, never the machine's:
 * text widths (what fits a 390 px screen, where a line breaks) and screenshots are then the same
 * on every machine, and a machine with no fonts at all still renders text. Roboto (the Android
 * phone's font, fourth in Starlight's font list and the first one found here) sets the text;
 * Roboto Mono the figures in monospace; DejaVu covers the symbols Roboto lacks (✕, arrows).
 * Returns the fontconfig file to give the browser as FONTCONFIG_FILE.
 */
export function projectFonts(): string {
  const require = createRequire(import.meta.url);
  const dirOf = (pkg: string) => path.dirname(require.resolve(`${pkg}/package.json`));
  const dirs = [
    dirOf('@expo-google-fonts/roboto'),
    dirOf('@expo-google-fonts/roboto-mono'),
    path.join(dirOf('dejavu-fonts-ttf'), 'ttf'),
  ];
  // One folder per checkout: another clone's node_modules holds its own copies.
  const checkout = createHash('sha256').update(dirs[0]!).digest('hex').slice(0, 12);
  const folder = path.join(tmpdir(), `chaos-codex-fonts-${checkout}`);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'fonts.conf');
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const prefer = (generic: string, families: string[]) =>
    `  <alias binding="same"><family>${generic}</family><prefer>${families
      .map((f) => `<family>${f}</family>`)
      .join('')}</prefer></alias>`;
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      ...dirs.map((d) => `  <dir>${esc(d)}</dir>`),
      `  <cachedir>${esc(path.join(folder, 'cache'))}</cachedir>`,
      prefer('sans-serif', ['Roboto', 'DejaVu Sans']),
      prefer('serif', ['DejaVu Serif']),
      prefer('monospace', ['Roboto Mono', 'DejaVu Sans Mono']),
      prefer('system-ui', ['Roboto', 'DejaVu Sans']),
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return file;
}

function withFonts(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  env.FONTCONFIG_FILE = projectFonts();
  delete env.FONTCONFIG_PATH;
  return env;
}

/** Find a Chromium to drive (see the top of this file for the order). */
export async function findChromium(): Promise<FoundChromium> {
  const env = withFonts();
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}: no such file`);
    return { path: fromEnv, env, source: 'CHROMIUM_PATH', version: versionOf(fromEnv) };
  }
  const installed = INSTALLED_BROWSERS.find((p) => existsSync(p));
  if (installed)
    return { path: installed, env, source: 'installed', version: versionOf(installed) };
  const packaged = await packagedChromium();
  return { path: packaged, env, source: '@sparticuz/chromium', version: versionOf(packaged) };
}

/** One line for a run's output: which browser it used. */
export function describeChromium(found: FoundChromium): string {
  return `Browser: ${found.version} (${found.source}: ${found.path})`;
}
