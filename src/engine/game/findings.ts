/**
 * What wins games: the counts behind the "What wins games" page, from many whole games between
 * the original's computer wizards. `npm run stats` (scripts/stats.ts) plays the games on every
 * core and writes the counts to src/data/findings.json; the page reads them at build time
 * (lib/findings.ts turns counts into shares and intervals).
 *
 * - The plan: game i has 2 + (i mod 7) wizards at level 1 + (⌊i / 7⌋ mod 8), seed `gameSeed(first,
 *   i)`: every table size and level equally often, each game replayable from its number alone.
 * - The counts are kept per stratum, one table size at one level (56 strata), so that a share can
 *   be compared with what the same table size and level give on average.
 * - Counts add: `mergeFindings` of any split of the games gives the same file as one run, so the
 *   number of workers does not change a byte (examples keep the lowest game number).
 */
import { turnsOfGame } from '../game';
import { SPELLS } from '../data/spells';
import type { SpellNumber } from '../types';
import { WIZARD_STAT_ORDER } from '../wizards';
import { playGame } from './game';
import { gameSeed } from './outcomes';
import type { DeathCause, GameFacts, WizardRecord } from './types';

export const SIZES = 7;
export const LEVELS = 8;
export const STRATA = SIZES * LEVELS;

/** The statistics a wizard starts with, in the order the game rolls them. */
export const STAT_NAMES = WIZARD_STAT_ORDER;

/** Game i of a findings run whose first seed is `first`. */
export function findingsGame(
  i: number,
  first: number,
): { players: number; level: number; seed: number } {
  return {
    players: 2 + (i % SIZES),
    level: 1 + (Math.floor(i / SIZES) % LEVELS),
    seed: gameSeed(first, i),
  };
}

/** The stratum of a table size and level: (n − 2) × 8 + level − 1. */
export const stratumOf = (n: number, level: number): number => (n - 2) * LEVELS + level - 1;

export interface StratumCounts {
  readonly n: number;
  readonly level: number;
  games: number;
  /** Games that ended with two or more wizards alive at the turn limit. */
  draws: number;
  /** Games that ended with no wizard left (the last two died in one turn). */
  noneLeft: number;
  /** Wins per seat. */
  readonly wins: number[];
  /** Games that ended in turn t: turns[t − 1]. */
  readonly turns: number[];
}

/** Wizards and their wins per stratum. */
export interface Tally {
  readonly wizards: number[];
  readonly wins: number[];
}

export interface CastCounts {
  /** Cast for real and appeared; cast for real and failed; cast as an illusion (always appears). */
  real: number;
  failed: number;
  illusion: number;
}

/** A game the page can name: its number and the step to open it at. */
export interface Example {
  readonly i: number;
  readonly step: number;
}

/** One game's outcome as the sample-replay test checks it. */
export interface SampleGame {
  readonly i: number;
  readonly winner: number | null;
  readonly turns: number;
  readonly steps: number;
}

export interface Findings {
  readonly strata: StratumCounts[];
  /** Per spell name (a spell with two numbers counts once): wizards whose starting book holds it. */
  readonly spells: Record<string, Tally>;
  /** Per statistic, per starting value. */
  readonly stats: Record<string, Record<string, Tally>>;
  /**
   * Wizards' deaths by cause: `creature:<id>:<m|r>:<real|illusion>`, `wizard:<m|r>`,
   * `spell:<name>`, `fire`, `blob`.
   */
  readonly deaths: Record<string, number>;
  /** Creatures and spreaders the computer wizards cast, per spell name. */
  readonly casts: Record<string, CastCounts>;
  /** Disbelieves that reached a target, and how many of those targets were illusions. */
  readonly disbelieves: { total: number; onIllusion: number };
  readonly examples: Record<string, Example>;
  /** Every game whose number is a multiple of `SAMPLE_EVERY`. */
  readonly sample: SampleGame[];
}

export const SAMPLE_EVERY = 500;

export function emptyFindings(): Findings {
  const strata: StratumCounts[] = [];
  for (let n = 2; n < 2 + SIZES; n++)
    for (let level = 1; level <= LEVELS; level++)
      strata.push({
        n,
        level,
        games: 0,
        draws: 0,
        noneLeft: 0,
        wins: new Array<number>(n).fill(0),
        turns: new Array<number>(turnsOfGame(n)).fill(0),
      });
  return {
    strata,
    spells: {},
    stats: {},
    deaths: {},
    casts: {},
    disbelieves: { total: 0, onIllusion: 0 },
    examples: {},
    sample: [],
  };
}

const tallyOf = (): Tally => ({
  wizards: new Array<number>(STRATA).fill(0),
  wins: new Array<number>(STRATA).fill(0),
});

const spellName = (spell: number): string => SPELLS[spell as SpellNumber].name;

/** The key a death is counted under (see `Findings.deaths`). */
export function deathKey(by: DeathCause): string {
  switch (by.kind) {
    case 'creature':
      return `creature:${by.id}:${by.ranged ? 'r' : 'm'}:${by.illusion ? 'illusion' : 'real'}`;
    case 'wizard':
      return `wizard:${by.ranged ? 'r' : 'm'}`;
    case 'spell':
      return `spell:${spellName(by.spell)}`;
    default:
      return by.kind;
  }
}

function example(f: Findings, key: string, e: Example): void {
  const old = f.examples[key];
  if (!old || e.i < old.i) f.examples[key] = e;
}

/** One played game, as `playGame` with `facts: true` returns it. */
export interface FactGame {
  readonly winner: number | null;
  readonly turns: number;
  readonly steps: number;
  readonly facts: GameFacts;
  readonly start: readonly WizardRecord[];
}

/** Adds game i (of `level`) to the counts. */
export function addGame(f: Findings, i: number, level: number, g: FactGame): void {
  const n = g.start.length;
  const k = stratumOf(n, level);
  const st = f.strata[k] as StratumCounts;
  st.games++;
  if (g.winner === null) {
    if (g.facts.deaths.length >= n) st.noneLeft++;
    else st.draws++;
  } else st.wins[g.winner] = (st.wins[g.winner] ?? 0) + 1;
  const t = Math.min(Math.max(g.turns, 1), st.turns.length);
  st.turns[t - 1] = (st.turns[t - 1] ?? 0) + 1;

  for (const w of g.start) {
    const won = g.winner === w.seat ? 1 : 0;
    const held = new Set<string>();
    for (const slot of w.book) if (slot.spell > 1) held.add(spellName(slot.spell));
    for (const name of held) {
      const t = (f.spells[name] ??= tallyOf());
      t.wizards[k] = (t.wizards[k] ?? 0) + 1;
      t.wins[k] = (t.wins[k] ?? 0) + won;
    }
    for (const stat of STAT_NAMES) {
      const byValue = (f.stats[stat] ??= {});
      const t = (byValue[String(w.stats[stat])] ??= tallyOf());
      t.wizards[k] = (t.wizards[k] ?? 0) + 1;
      t.wins[k] = (t.wins[k] ?? 0) + won;
    }
  }

  for (const d of g.facts.deaths) {
    const key = deathKey(d.by);
    f.deaths[key] = (f.deaths[key] ?? 0) + 1;
    example(f, `death:${key}`, { i, step: d.step });
  }
  for (const c of g.facts.creatureCasts) {
    const t = (f.casts[spellName(c.spell)] ??= { real: 0, failed: 0, illusion: 0 });
    if (c.illusion) t.illusion++;
    else if (c.works) t.real++;
    else t.failed++;
  }
  for (const d of g.facts.disbelieves) {
    f.disbelieves.total++;
    if (d.illusion) f.disbelieves.onIllusion++;
  }
  if (g.winner === null)
    example(f, g.facts.deaths.length >= n ? 'none-left' : 'draw', { i, step: g.steps });
  if (i % SAMPLE_EVERY === 0)
    f.sample.push({ i, winner: g.winner, turns: g.turns, steps: g.steps });
}

/** Plays game i of a findings run and returns it with its facts. */
export function playFindingsGame(i: number, first: number): FactGame & { level: number } {
  const { players, level, seed } = findingsGame(i, first);
  const g = playGame({ players, level, seed, events: false, facts: true });
  if (!g.ok) throw new RangeError(g.message);
  const { winner, turns, steps, facts, start } = g.value;
  if (!facts || !start) throw new Error('playGame kept no facts');
  return { winner, turns, steps, facts, start, level };
}

/** Plays games from … to − 1 of a findings run and counts them. */
export function playFindings(from: number, to: number, first: number): Findings {
  const f = emptyFindings();
  for (let i = from; i < to; i++)
    addGame(f, i, findingsGame(i, first).level, playFindingsGame(i, first));
  return f;
}

function addArrays(a: number[], b: readonly number[]): void {
  for (let i = 0; i < b.length; i++) a[i] = (a[i] ?? 0) + (b[i] ?? 0);
}

/** Adds one stratum's counts into another (a merge, or the page's sum over levels). */
export function addStratum(into: StratumCounts, s: StratumCounts): void {
  into.games += s.games;
  into.draws += s.draws;
  into.noneLeft += s.noneLeft;
  addArrays(into.wins, s.wins);
  addArrays(into.turns, s.turns);
}

function addTallies(a: Record<string, Tally>, b: Record<string, Tally>): void {
  for (const [key, t] of Object.entries(b)) {
    const into = (a[key] ??= tallyOf());
    addArrays(into.wizards, t.wizards);
    addArrays(into.wins, t.wins);
  }
}

/** Adds b's counts into a (either may hold any games; the result does not depend on the order). */
export function mergeFindings(a: Findings, b: Findings): Findings {
  b.strata.forEach((s, k) => addStratum(a.strata[k] as StratumCounts, s));
  addTallies(a.spells, b.spells);
  for (const [stat, byValue] of Object.entries(b.stats))
    addTallies((a.stats[stat] ??= {}), byValue);
  for (const [key, v] of Object.entries(b.deaths)) a.deaths[key] = (a.deaths[key] ?? 0) + v;
  for (const [key, c] of Object.entries(b.casts)) {
    const into = (a.casts[key] ??= { real: 0, failed: 0, illusion: 0 });
    into.real += c.real;
    into.failed += c.failed;
    into.illusion += c.illusion;
  }
  a.disbelieves.total += b.disbelieves.total;
  a.disbelieves.onIllusion += b.disbelieves.onIllusion;
  for (const [key, e] of Object.entries(b.examples)) example(a, key, e);
  a.sample.push(...b.sample);
  a.sample.sort((x, y) => x.i - y.i);
  return a;
}

/** The counts with their keys in a fixed order, so that the file is the same byte for byte. */
export function sortedFindings(f: Findings): Findings {
  const sortKeys = <T>(r: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(r).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    ...f,
    spells: sortKeys(f.spells),
    stats: sortKeys(
      Object.fromEntries(Object.entries(f.stats).map(([s, byValue]) => [s, sortKeys(byValue)])),
    ),
    deaths: sortKeys(f.deaths),
    casts: sortKeys(f.casts),
    examples: sortKeys(f.examples),
    sample: [...f.sample].sort((x, y) => x.i - y.i),
  };
}
