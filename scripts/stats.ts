/**
 * `npm run stats`: plays the games behind the "What wins games" page on every core and writes
 * their counts to src/data/findings.json (src/engine/game/findings.ts says what is counted).
 *
 *   npm run stats                      (112,000 games: 2,000 for each table size and level)
 *   npm run stats -- --games 5600      (fewer, for a try; the page says how many it was made from)
 *   npm run stats -- --workers 3       (default: every core)
 *   npm run stats -- --out /tmp/f.json (somewhere else)
 *
 * The engine is bundled with esbuild and each worker plays the next 500 unplayed game numbers;
 * the counts add up the same whatever the number of workers. Run it again after any change to
 * the rules: the sample-replay test (src/engine/game/findings.test.ts) fails when a recorded game
 * no longer ends as it did.
 */
import { bundleEngine } from './bundle-engine.ts';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Findings } from '../src/engine/game/findings.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const whole = (name: string, fallback: number, min: number): number => {
  const v = Number(opt(name) ?? fallback);
  if (!Number.isInteger(v) || v < min)
    throw new RangeError(`${name} must be a whole number ≥ ${min}`);
  return v;
};

const GAMES = whole('--games', 112_000, 1);
const WORKERS = whole('--workers', availableParallelism(), 1);
const FIRST_SEED = whole('--seed', 1, 0);
const OUT = path.resolve(opt('--out') ?? path.join(root, 'src/data/findings.json'));
const CHUNK = 500;

/** A hash of the engine's source files (tests left out): which engine made the file. */
function engineHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? walk(path.join(dir, e.name))
        : /\.(ts|json)$/.test(e.name) && !/\.(test|bench)\.ts$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
  for (const f of walk(path.join(root, 'src/engine')).sort()) {
    h.update(path.relative(root, f));
    h.update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 16);
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
      .toString()
      .trim();
    // Uncommitted changes to the engine: the commit alone would not say which engine it was.
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src/engine'], { cwd: root })
      .toString()
      .trim();
    return dirty ? `${head} with uncommitted engine changes` : head;
  } catch {
    return 'unknown';
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'cc-stats-'));
try {
  const engine = path.join(dir, 'findings.mjs');
  await bundleEngine('src/engine/game/findings.ts', engine);
  const workerFile = path.join(dir, 'worker.mjs');
  writeFileSync(
    workerFile,
    `import { parentPort, workerData } from 'node:worker_threads';
const { playFindings } = await import(workerData.engine);
parentPort.on('message', ({ from, to }) => {
  parentPort.postMessage({ from, to, findings: playFindings(from, to, workerData.first) });
});
parentPort.postMessage(null);
`,
  );
  const { emptyFindings, mergeFindings, sortedFindings } = (await import(
    pathToFileURL(engine).href
  )) as typeof import('../src/engine/game/findings.ts');

  const total: Findings = emptyFindings();
  let next = 0;
  let done = 0;
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const progress = (): void => {
    const s = (performance.now() - started) / 1000;
    process.stdout.write(
      `\r${done.toLocaleString('en')} of ${GAMES.toLocaleString('en')} games, ${s.toFixed(0)} s, ${(done / Math.max(s, 0.001)).toFixed(0)} games/s   `,
    );
  };
  await Promise.all(
    Array.from({ length: Math.min(WORKERS, Math.ceil(GAMES / CHUNK)) }, () => {
      const w = new Worker(workerFile, {
        workerData: { engine: pathToFileURL(engine).href, first: FIRST_SEED },
      });
      return new Promise<void>((resolve, reject) => {
        const give = (): void => {
          if (next >= GAMES) {
            void w.terminate().then(() => resolve());
            return;
          }
          const from = next;
          next = Math.min(GAMES, next + CHUNK);
          w.postMessage({ from, to: next });
        };
        w.on('message', (m: { from: number; to: number; findings: Findings } | null) => {
          if (m) {
            mergeFindings(total, m.findings);
            done += m.to - m.from;
            progress();
          }
          give();
        });
        w.on('error', reject);
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  process.stdout.write('\n');

  const file = {
    about:
      'Counts from whole games between the original computer wizards, made by npm run stats (scripts/stats.ts); src/engine/game/findings.ts says what is counted.',
    games: GAMES,
    firstSeed: FIRST_SEED,
    plan: 'game i: 2 + (i mod 7) wizards, level 1 + (floor(i / 7) mod 8), seed firstSeed + i',
    engine: { sources: engineHash(), commit: commit() },
    findings: sortedFindings(total),
  };
  writeFileSync(OUT, `${JSON.stringify(file)}\n`);
  console.log(
    `${GAMES.toLocaleString('en')} games on ${WORKERS} workers in ${seconds.toFixed(1)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); wrote ${path.relative(root, OUT)} (${(readFileSync(OUT).length / 1024).toFixed(0)} KB)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
