/**
 * The "What wins games" page's numbers, from the counts `npm run stats` wrote
 * (src/data/findings.json; engine/game/findings.ts says what is counted). Nothing here is typed
 * in: every share, interval and ranking is computed from the file at build time.
 *
 * - A share comes with its 95 % Wilson interval; a difference of two shares with Newcombe's.
 * - "Edge" compares a group's wins with what an average wizard of the same table size and level
 *   wins (the expected wins): 1 is an average wizard, 1.2 wins a fifth more. It takes away the
 *   mix of table sizes and levels, which changes a wizard's chances far more than any spell.
 */
import type { Findings, StratumCounts, Tally } from '../engine/game/findings';
import { STAT_NAMES, addStratum, findingsGame } from '../engine/game/findings';
import { wilson, wilsonDifference, type Interval } from '../engine/game/outcomes';
import { CREATURE_LIST } from '../engine/pieceLookup';
import { STAT_WORDS } from './stat-words';
import { watchHref } from './watch-link';

export interface FindingsFile {
  readonly about: string;
  readonly games: number;
  readonly firstSeed: number;
  readonly plan: string;
  readonly engine: { readonly sources: string; readonly commit: string };
  readonly findings: Findings;
}

export interface Share extends Interval {
  readonly k: number;
  readonly n: number;
  readonly share: number;
}

export const shareOf = (k: number, n: number): Share => ({
  k,
  n,
  share: n > 0 ? k / n : 0,
  ...wilson(k, n),
});

export interface Edge extends Interval {
  /** Wins, and the wins an average wizard of the same table sizes and levels would have had. */
  readonly wins: number;
  readonly expected: number;
  readonly edge: number;
}

/** Games that a wizard won (not drawn, not everyone dead). */
const decisive = (s: StratumCounts): number => s.games - s.draws - s.noneLeft;

/** Each stratum's average win rate per wizard. */
function winRates(f: Findings): number[] {
  return f.strata.map((s) => (s.games > 0 ? decisive(s) / (s.games * s.n) : 0));
}

/** Wins against expected wins, with the wins' Wilson interval scaled alike. */
export function edgeOf(wins: number, wizards: number, expected: number): Edge {
  const w = wilson(wins, wizards);
  const scale = expected > 0 ? wizards / expected : 0;
  return {
    wins,
    expected,
    edge: expected > 0 ? wins / expected : 0,
    low: w.low * scale,
    high: w.high * scale,
  };
}

function tallyEdge(t: Tally, rates: readonly number[]): Edge {
  let wins = 0;
  let wizards = 0;
  let expected = 0;
  t.wizards.forEach((n, k) => {
    wizards += n;
    wins += t.wins[k] ?? 0;
    expected += n * (rates[k] ?? 0);
  });
  return edgeOf(wins, wizards, expected);
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

// ---------------------------------------------------------------------------------------------
// Seats, draws and length

export interface SizeRow {
  readonly n: number;
  readonly games: number;
  /** Each seat's share of all games of this size. */
  readonly seats: readonly Share[];
  /** Each seat's wins against a fair share of the decisive games. */
  readonly seatEdges: readonly Edge[];
  readonly draws: Share;
  readonly noneLeft: Share;
  /** Games that ended in turn t: turns[t − 1]. */
  readonly turns: readonly number[];
  readonly meanTurns: number;
  /** The first seat's and the last seat's entries of `seatEdges`. */
  readonly first: Edge;
  readonly last: Edge;
  /** The seat (0-based) that won most often; the first of equals. */
  readonly best: number;
}

function addStrata(strata: readonly StratumCounts[], n: number): StratumCounts {
  const out: StratumCounts = {
    n,
    level: 0,
    games: 0,
    draws: 0,
    noneLeft: 0,
    wins: new Array<number>(n).fill(0),
    turns: [],
  };
  for (const s of strata) addStratum(out, s);
  return out;
}

function seatEdge(s: StratumCounts, seat: number): Edge {
  return edgeOf(s.wins[seat] ?? 0, s.games, decisive(s) / s.n);
}

function meanTurns(turns: readonly number[]): number {
  const games = sum(turns);
  return games > 0 ? sum(turns.map((g, i) => g * (i + 1))) / games : 0;
}

/** One row per table size (2–8 wizards), all levels together. */
export function bySize(f: Findings): SizeRow[] {
  const rows: SizeRow[] = [];
  for (let n = 2; n <= 8; n++) {
    const s = addStrata(
      f.strata.filter((x) => x.n === n),
      n,
    );
    const seatEdges = s.wins.map((_, seat) => seatEdge(s, seat));
    const best = s.wins.reduce((b, w, i) => (w > (s.wins[b] ?? 0) ? i : b), 0);
    rows.push({
      n,
      games: s.games,
      seats: s.wins.map((w) => shareOf(w, s.games)),
      seatEdges,
      draws: shareOf(s.draws, s.games),
      noneLeft: shareOf(s.noneLeft, s.games),
      turns: s.turns,
      meanTurns: meanTurns(s.turns),
      first: seatEdges[0] as Edge,
      last: seatEdges[n - 1] as Edge,
      best,
    });
  }
  return rows;
}

export interface LevelRow {
  readonly level: number;
  readonly games: number;
  readonly draws: Share;
  readonly meanTurns: number;
  /** The first seat's wins against a fair share, all table sizes together. */
  readonly first: Edge;
}

/** One row per computer level (every wizard of a game has the same level, as in the original). */
export function byLevel(f: Findings): LevelRow[] {
  const rows: LevelRow[] = [];
  for (let level = 1; level <= 8; level++) {
    const strata = f.strata.filter((x) => x.level === level);
    const games = sum(strata.map((s) => s.games));
    const draws = sum(strata.map((s) => s.draws + s.noneLeft));
    let turns = 0;
    strata.forEach((s) => (turns += s.turns.reduce((a, g, i) => a + g * (i + 1), 0)));
    rows.push({
      level,
      games,
      draws: shareOf(draws, games),
      meanTurns: games > 0 ? turns / games : 0,
      first: edgeOf(
        sum(strata.map((s) => s.wins[0] ?? 0)),
        games,
        sum(strata.map((s) => decisive(s) / s.n)),
      ),
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Spells and statistics

export interface SpellRow {
  readonly name: string;
  /** Wizards whose starting book held the spell, and their share of wins. */
  readonly holders: Share;
  /** Wizards whose book did not. */
  readonly others: Share;
  /** holders − others, with Newcombe's interval. */
  readonly difference: Interval & { readonly value: number };
  readonly edge: Edge;
}

/** Every spell a starting book can hold (Disbelieve is in every book), strongest first. */
export function spellRows(f: Findings): SpellRow[] {
  const rates = winRates(f);
  const wizards = sum(f.strata.map((s) => s.games * s.n));
  const wins = sum(f.strata.map(decisive));
  return Object.entries(f.spells)
    .map(([name, t]) => {
      const hn = sum(t.wizards);
      const hw = sum(t.wins);
      const d = wilsonDifference(hw, hn, wins - hw, wizards - hn);
      return {
        name,
        holders: shareOf(hw, hn),
        others: shareOf(wins - hw, wizards - hn),
        difference: {
          value: hn && wizards - hn ? hw / hn - (wins - hw) / (wizards - hn) : 0,
          ...d,
        },
        edge: tallyEdge(t, rates),
      };
    })
    .sort((a, b) => b.difference.value - a.difference.value || (a.name < b.name ? -1 : 1));
}

export interface StatRow {
  readonly value: number;
  readonly wizards: number;
  readonly wins: Share;
  readonly edge: Edge;
}

/** For each starting statistic that varies, its values in order with their wins and edge. */
export function statRows(f: Findings): { stat: string; label: string; rows: StatRow[] }[] {
  const rates = winRates(f);
  return STAT_NAMES.map((stat) => {
    const byValue = f.stats[stat] ?? {};
    const rows = Object.entries(byValue)
      .map(([v, t]) => ({
        value: Number(v),
        wizards: sum(t.wizards),
        wins: shareOf(sum(t.wins), sum(t.wizards)),
        edge: tallyEdge(t, rates),
      }))
      .sort((a, b) => a.value - b.value);
    return { stat, label: STAT_WORDS[stat], rows };
  }).filter((s) => s.rows.length > 1);
}

// ---------------------------------------------------------------------------------------------
// Deaths

const creatureName = (id: number): string => CREATURE_LIST[id - 2]?.name ?? `piece ${id}`;

export interface CauseRow {
  readonly cause: string;
  readonly deaths: number;
  readonly share: Share;
}

/** How wizards died, by kind of cause, most first. */
export function deathCauses(f: Findings): CauseRow[] {
  const total = sum(Object.values(f.deaths));
  const groups = new Map<string, number>();
  const add = (label: string, v: number) => groups.set(label, (groups.get(label) ?? 0) + v);
  for (const [key, v] of Object.entries(f.deaths)) {
    const [kind, , how, real] = key.split(':');
    if (kind === 'creature')
      add(
        real === 'illusion'
          ? 'An illusory creature'
          : how === 'r'
            ? 'A creature shooting'
            : 'A creature in combat',
        v,
      );
    else if (kind === 'wizard') add(how === 'r' ? 'A wizard shooting' : 'A wizard in combat', v);
    else if (kind === 'spell') add(key.slice('spell:'.length), v);
    else if (kind === 'fire') add('Magic Fire spreading', v);
    else if (kind === 'blob') add('Gooey Blob spreading', v);
    else add(key, v);
  }
  return [...groups]
    .map(([cause, deaths]) => ({ cause, deaths, share: shareOf(deaths, total) }))
    .sort((a, b) => b.deaths - a.deaths || (a.cause < b.cause ? -1 : 1));
}

export interface KillerRow {
  readonly id: number;
  readonly name: string;
  readonly kills: number;
  readonly byIllusions: number;
  readonly shooting: number;
  /** Times the computer wizards brought it onto the board (cast for real or as an illusion). */
  readonly appeared: number;
  /** Wizards killed per 100 appearances. */
  readonly per100: number;
  /** The first game (by number) in which it killed a wizard, and the step to open it at. */
  readonly example: { readonly i: number; readonly step: number } | null;
}

/** The creatures that killed wizards, most kills first. */
export function killers(f: Findings): KillerRow[] {
  const rows = new Map<number, { kills: number; byIllusions: number; shooting: number }>();
  const examples = new Map<number, { i: number; step: number }>();
  for (const [key, v] of Object.entries(f.deaths)) {
    const [kind, idText, how, real] = key.split(':');
    if (kind !== 'creature') continue;
    const id = Number(idText);
    const r = rows.get(id) ?? { kills: 0, byIllusions: 0, shooting: 0 };
    r.kills += v;
    if (real === 'illusion') r.byIllusions += v;
    if (how === 'r') r.shooting += v;
    rows.set(id, r);
    const e = f.examples[`death:${key}`];
    const old = examples.get(id);
    if (e && (!old || e.i < old.i)) examples.set(id, e);
  }
  return [...rows]
    .map(([id, r]) => {
      const name = creatureName(id);
      const c = f.casts[name];
      const appeared = c ? c.real + c.illusion : 0;
      return {
        id,
        name,
        ...r,
        appeared,
        per100: appeared > 0 ? (100 * r.kills) / appeared : 0,
        example: examples.get(id) ?? null,
      };
    })
    .sort((a, b) => b.kills - a.kills || a.id - b.id);
}

// ---------------------------------------------------------------------------------------------
// Illusions

export interface IllusionRow {
  readonly name: string;
  readonly casts: number;
  readonly illusions: Share;
  /** Real casts that failed, of the real casts. */
  readonly failed: Share;
}

export interface Illusions {
  /** Creature casts (creatures only: spreaders cannot be illusions). */
  readonly casts: number;
  readonly illusions: Share;
  readonly disbelieves: number;
  /** Disbelieves that found an illusion. */
  readonly disbelievesOnIllusions: Share;
  /** Illusions that a Disbelieve removed, of all the illusions cast. */
  readonly illusionsDisbelieved: Share;
  readonly rows: readonly IllusionRow[];
}

export function illusions(f: Findings): Illusions {
  const rows = Object.entries(f.casts)
    .filter(([name]) => CREATURE_LIST.some((c) => c.name === name))
    .map(([name, c]) => ({
      name,
      casts: c.real + c.failed + c.illusion,
      illusions: shareOf(c.illusion, c.real + c.failed + c.illusion),
      failed: shareOf(c.failed, c.real + c.failed),
    }))
    .sort((a, b) => b.illusions.share - a.illusions.share || (a.name < b.name ? -1 : 1));
  const casts = sum(rows.map((r) => r.casts));
  const ill = sum(rows.map((r) => r.illusions.k));
  return {
    casts,
    illusions: shareOf(ill, casts),
    disbelieves: f.disbelieves.total,
    disbelievesOnIllusions: shareOf(f.disbelieves.onIllusion, f.disbelieves.total),
    illusionsDisbelieved: shareOf(Math.min(f.disbelieves.onIllusion, ill), ill),
    rows,
  };
}

/** The watch page's address for game i of the findings run, opened at `step`. */
export function findingsGameHref(
  file: Pick<FindingsFile, 'firstSeed'>,
  i: number,
  step: number,
): string {
  const g = findingsGame(i, file.firstSeed);
  return watchHref({ wizards: g.players, level: g.level, seed: g.seed }, step);
}
