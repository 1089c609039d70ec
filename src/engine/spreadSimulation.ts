/**
 * A seeded, pure Monte Carlo simulation of spreading on a board: Gooey Blobs and Magic Fire
 * spreading and dying out, castles vanishing and Magic Wood gifts, turn after turn, with the
 * same roll tests as the exact odds in spreading.ts (so the two cannot drift apart).
 *
 * Input is plain data (it can be posted to a Web Worker): the board's occupants as
 * `{ x, y, kind, owner?, withWizard? }` and the spreaders with their owners. The result comes
 * with the next generator state, so runs can be split into chunks and merged.
 *
 * Modelled: board order (top-left to bottom-right), pieces created this turn skipped, every
 * branch of SPREAD_TABLE, the vanish roll's dependence on the square last examined, engulfed
 * pieces released when a blob vanishes, a killed wizard's creations vanishing (creatures in
 * his blobs go free, his creatures in other blobs vanish, wizards in his woods are revealed).
 * Not modelled: corpses under pieces, illusion/raised marks (they don't affect spreading).
 */
import { squareIndex } from './board';
import { isRecord, isWholeIn, shown, wholeOrThrow } from './guard';
import { SPREAD_TABLE, type SpreadTargetClass } from './data/spread';
import { CREATURES } from './data/creatures';
import { fireBurnTest } from './combat';
import { isCreatureName, isPieceName } from './pieceLookup';
import { MutableRng, type RngState } from './rng';
import type { RollTest } from './odds';
import { woodGiftTest } from './spellbook';
import {
  burnDefence,
  castleVanishTest,
  DIRECTION_FACES,
  spreadAttemptTest,
  vanishTest,
  type Spreader,
} from './spreading';
import { BOARD_HEIGHT, BOARD_WIDTH, type CreatureName, type PieceName, type Result } from './types';

/** What can stand on a square besides the spreaders. */
export type OccupantKind = CreatureName | Exclude<PieceName, Spreader> | 'Wizard' | 'Corpse';

export interface BoardOccupant {
  readonly x: number;
  readonly y: number;
  readonly kind: OccupantKind;
  /** Owning wizard's seat (0–7). Required for 'Wizard'; omitted means no one's (an enemy to every spreader). */
  readonly owner?: number;
  /** Seat of a wizard riding this mount or sheltering in this Magic Wood or castle. */
  readonly withWizard?: number;
}

export interface SpreaderPiece {
  readonly x: number;
  readonly y: number;
  readonly kind: Spreader;
  readonly owner: number;
  /** Gooey Blob only: the piece hidden under it. */
  readonly engulfed?: { readonly kind: CreatureName | 'Gooey Blob'; readonly owner?: number };
}

export interface SpreadBoard {
  readonly occupants: readonly BoardOccupant[];
  readonly spreaders: readonly SpreaderPiece[];
}

export interface SpreadSimOptions {
  readonly board: SpreadBoard;
  /** Turns per run, 1–100. */
  readonly turns: number;
  /** Runs, 1–1,000,000. */
  readonly runs: number;
}

/** Counts over all runs, per square index (y × 15 + x, see board.ts `squareIndex`). */
export interface SpreadSimResult {
  readonly runs: number;
  readonly turns: number;
  /** Runs in which the square holds a Gooey Blob after the last turn. */
  readonly blob: readonly number[];
  /** Runs in which the square holds Magic Fire after the last turn. */
  readonly fire: readonly number[];
  /** coveredByTurn[t][i]: runs in which square i holds a blob or fire after turn t + 1. */
  readonly coveredByTurn: readonly (readonly number[])[];
  /**
   * reachedByTurn[t][i]: runs in which square i held a blob or fire at the end of any turn up
   * to turn t + 1 (a square covered and cleared within one turn is not counted).
   */
  readonly reachedByTurn: readonly (readonly number[])[];
  /** present[t]: runs with at least one blob or fire anywhere on the board after turn t + 1. */
  readonly present: readonly number[];
  /** Runs in which each wizard seat (that was on the board) was killed by spreading. */
  readonly wizardKilled: Readonly<Record<number, number>>;
}

export type SpreadSimError =
  'bad-square' | 'square-taken' | 'bad-kind' | 'bad-owner' | 'bad-count' | 'bad-board' | 'bad-rng';

const SQUARES = BOARD_WIDTH * BOARD_HEIGHT;
const NONE = -1;
const NEIGHBOURS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];
const MOUNTS = new Set<string>(
  Object.values(CREATURES)
    .filter((c) => c.mount)
    .map((c) => c.name),
);

// The roll tests, made once (the same definitions as the exact odds in spreading.ts).
const ATTEMPT = {
  'Gooey Blob': spreadAttemptTest('Gooey Blob'),
  'Magic Fire': spreadAttemptTest('Magic Fire'),
};
const VANISH_AFTER_FIRE = vanishTest(true);
const VANISH_AFTER_OTHER = vanishTest(false);
const BURN = new Map<number, RollTest>();
function burnTest(defence: number): RollTest {
  let t = BURN.get(defence);
  if (!t) {
    t = fireBurnTest(defence);
    BURN.set(defence, t);
  }
  return t;
}

type CellKind = OccupantKind | Spreader;
interface Cell {
  kind: CellKind;
  owner: number;
  withWizard: number;
  engulfedKind: CreatureName | 'Gooey Blob' | null;
  engulfedOwner: number;
  fresh: boolean;
}
type Grid = (Cell | null)[];

function fail(
  error: SpreadSimError,
  message: string,
): { ok: false; error: SpreadSimError; message: string } {
  return { ok: false, error, message };
}

const seat = (n: number | undefined): boolean => n === undefined || isWholeIn(n, 0, 7);

/** A 32-bit word, signed or unsigned (sfc32 keeps `a` as a signed int32). */
const isWord = (v: unknown): boolean => isWholeIn(v, -0x80000000, 0xffffffff);

/** A generator state as rng.ts makes it: four 32-bit words, the spare nibbles and their count. */
function isRngState(r: RngState): boolean {
  return (
    isRecord(r) &&
    isWord(r.a) &&
    isWord(r.b) &&
    isWord(r.c) &&
    isWord(r.d) &&
    isWholeIn(r.nibbles, 0, 0xffffffff) &&
    isWholeIn(r.nibbleCount, 0, 8)
  );
}

const BAD_RNG =
  'The generator state is one from seedRng (four 32-bit words and the spare nibbles).';

/** Builds the internal grid, checking the board. */
function buildGrid(board: SpreadBoard): Result<Grid, SpreadSimError> {
  const b: unknown = board;
  const list = (v: unknown): readonly unknown[] | null => (Array.isArray(v) ? v : null);
  const occ = isRecord(b) ? list(b.occupants) : null;
  const spr = isRecord(b) ? list(b.spreaders) : null;
  if (
    !occ ||
    !spr ||
    occ.length + spr.length > SQUARES ||
    !occ.every((o) => isRecord(o)) ||
    !spr.every((o) => isRecord(o))
  ) {
    return fail(
      'bad-board',
      `A board is { occupants, spreaders }: lists of at most ${SQUARES} pieces in all.`,
    );
  }
  const grid: Grid = new Array<Cell | null>(SQUARES).fill(null);
  const place = (x: number, y: number, cell: Cell): Result<null, SpreadSimError> => {
    if (
      !Number.isInteger(x) ||
      !Number.isInteger(y) ||
      x < 0 ||
      x >= BOARD_WIDTH ||
      y < 0 ||
      y >= BOARD_HEIGHT
    ) {
      return fail('bad-square', `(${shown(x)}, ${shown(y)}) is not on the 15 × 10 board.`);
    }
    const i = squareIndex({ x, y });
    if (grid[i]) return fail('square-taken', `Two pieces on (${x}, ${y}).`);
    grid[i] = cell;
    return { ok: true, value: null };
  };
  for (const o of board.occupants) {
    const k = o.kind as string;
    if (!(
      isCreatureName(k) ||
      k === 'Wizard' ||
      k === 'Corpse' ||
      (isPieceName(k) && k !== 'Gooey Blob' && k !== 'Magic Fire')
    )) {
      return fail(
        'bad-kind',
        `Unknown occupant kind ${shown(k)} (blobs and fire go in spreaders).`,
      );
    }
    if (!seat(o.owner) || !seat(o.withWizard) || (k === 'Wizard' && o.owner === undefined)) {
      return fail(
        'bad-owner',
        `Owners are wizard seats 0–7, and a wizard needs one (at ${shown(o.x)}, ${shown(o.y)}).`,
      );
    }
    const r = place(o.x, o.y, {
      kind: o.kind,
      owner: k === 'Corpse' ? NONE : (o.owner ?? NONE),
      withWizard: o.withWizard ?? NONE,
      engulfedKind: null,
      engulfedOwner: NONE,
      fresh: false,
    });
    if (!r.ok) return r;
  }
  for (const s of board.spreaders) {
    if (s.kind !== 'Gooey Blob' && s.kind !== 'Magic Fire')
      return fail('bad-kind', `Not a spreader: ${shown(s.kind)}.`);
    if (s.engulfed !== undefined && !isRecord(s.engulfed))
      return fail('bad-kind', 'An engulfed piece is { kind, owner? }.');
    if (s.owner === undefined || !seat(s.owner) || !seat(s.engulfed?.owner)) {
      return fail(
        'bad-owner',
        `A spreader needs an owner seat 0–7 (at ${shown(s.x)}, ${shown(s.y)}).`,
      );
    }
    const ek = s.engulfed?.kind;
    if (
      ek !== undefined &&
      (s.kind !== 'Gooey Blob' || !(isCreatureName(ek) || ek === 'Gooey Blob'))
    ) {
      return fail(
        'bad-kind',
        `Only a Gooey Blob can hold an engulfed creature (at ${shown(s.x)}, ${shown(s.y)}).`,
      );
    }
    const r = place(s.x, s.y, {
      kind: s.kind,
      owner: s.owner,
      withWizard: NONE,
      engulfedKind: ek ?? null,
      engulfedOwner: s.engulfed?.owner ?? NONE,
      fresh: false,
    });
    if (!r.ok) return r;
  }
  return { ok: true, value: grid };
}

function released(cell: Cell): Cell | null {
  if (cell.kind !== 'Gooey Blob' || cell.engulfedKind === null) return null;
  return {
    kind: cell.engulfedKind,
    owner: cell.engulfedOwner,
    withWizard: NONE,
    engulfedKind: null,
    engulfedOwner: NONE,
    fresh: false,
  };
}

function wizardCell(owner: number): Cell {
  return {
    kind: 'Wizard',
    owner,
    withWizard: NONE,
    engulfedKind: null,
    engulfedOwner: NONE,
    fresh: false,
  };
}

/** A wizard dies: everything he owns vanishes. */
function killWizard(grid: Grid, victim: number, killed: Set<number>): void {
  killed.add(victim);
  for (let i = 0; i < SQUARES; i++) {
    const c = grid[i];
    if (!c) continue;
    if (c.owner === victim) {
      if (c.withWizard !== NONE && c.withWizard !== victim) grid[i] = wizardCell(c.withWizard);
      else if (c.kind === 'Gooey Blob' && c.engulfedKind !== null && c.engulfedOwner !== victim)
        grid[i] = released(c);
      else grid[i] = null;
    } else if (c.kind === 'Gooey Blob' && c.engulfedKind !== null && c.engulfedOwner === victim) {
      c.engulfedKind = null;
      c.engulfedOwner = NONE;
    }
  }
}

/** The spread-table class of a cell, seen from a spreader of `owner` (in the code's order of checks). */
function classify(c: Cell | null, owner: number): SpreadTargetClass {
  if (!c) return 'empty';
  if (c.kind === 'Magic Castle' || c.kind === 'Dark Citadel' || c.kind === 'Wall')
    return 'castle-or-wall';
  if (c.kind === 'Magic Wood') return 'magic-wood';
  if (c.kind === 'Corpse') return 'corpse';
  if (c.owner === owner) return 'own-piece';
  if (c.kind === 'Wizard') return 'enemy-wizard';
  if (MOUNTS.has(c.kind) && c.withWizard !== NONE)
    return c.withWizard === owner ? 'own-piece' : 'enemy-ridden-mount';
  if (c.kind === 'Magic Fire') return 'enemy-magic-fire';
  if (c.kind === 'Shadow Wood') return 'enemy-shadow-wood';
  if (c.kind === 'Gooey Blob') return 'enemy-gooey-blob';
  return 'enemy-creature';
}

/** One turn's spreading pass, castle rolls and wood gifts, in place. */
function runTurn(grid: Grid, rng: MutableRng, killed: Set<number>): void {
  for (let i = 0; i < SQUARES; i++) {
    const src = grid[i];
    if (!src || src.fresh || (src.kind !== 'Gooey Blob' && src.kind !== 'Magic Fire')) continue;
    const kind: Spreader = src.kind;
    const isFire = kind === 'Magic Fire';
    const rules = (row: (typeof SPREAD_TABLE)[SpreadTargetClass]) => (isFire ? row.fire : row.blob);
    let vanishRoll = true;
    let lastIsFire = isFire;
    if (rng.test(ATTEMPT[kind])) {
      const dir = NEIGHBOURS[rng.d10Below(DIRECTION_FACES.length)] ?? [0, 0];
      const x = (i % BOARD_WIDTH) + dir[0];
      const y = Math.floor(i / BOARD_WIDTH) + dir[1];
      if (x < 0 || x >= BOARD_WIDTH || y < 0 || y >= BOARD_HEIGHT) {
        vanishRoll = rules(SPREAD_TABLE['off-board']).vanishRoll;
      } else {
        const t = y * BOARD_WIDTH + x;
        const target = grid[t] ?? null;
        const cls = classify(target, src.owner);
        const rule = rules(SPREAD_TABLE[cls]);
        vanishRoll = rule.vanishRoll;
        let takes = rule.takes === 'always';
        if (rule.takes === 'burn-roll' && target) {
          const def =
            cls === 'enemy-creature' && isCreatureName(target.kind)
              ? CREATURES[target.kind].defence
              : burnDefence({ class: cls as Exclude<SpreadTargetClass, 'enemy-creature'> });
          takes = rng.test(burnTest(def));
        }
        if (takes) {
          if (rule.effect === 'kills-wizard' && target) killWizard(grid, target.owner, killed);
          if (rule.effect === 'kills-rider' && target) killWizard(grid, target.withWizard, killed);
          const engulf = rule.effect === 'engulfs' && target && target.kind !== 'Wizard';
          grid[t] = {
            kind,
            owner: src.owner,
            withWizard: NONE,
            engulfedKind: engulf && target ? (target.kind as CreatureName | 'Gooey Blob') : null,
            engulfedOwner: engulf && target ? target.owner : NONE,
            fresh: true,
          };
        } else if (rule.effect !== 'nothing') {
          lastIsFire = target?.kind === 'Magic Fire';
        }
      }
    }
    if (
      vanishRoll &&
      grid[i] === src &&
      rng.test(lastIsFire ? VANISH_AFTER_FIRE : VANISH_AFTER_OTHER)
    ) {
      grid[i] = released(src);
    }
  }
  for (let i = 0; i < SQUARES; i++) {
    const c = grid[i];
    if (
      c &&
      (c.kind === 'Magic Castle' || c.kind === 'Dark Citadel') &&
      rng.test(castleVanishTest)
    ) {
      grid[i] = c.withWizard !== NONE ? wizardCell(c.withWizard) : null;
    }
  }
  for (let i = 0; i < SQUARES; i++) {
    const c = grid[i];
    if (c && c.kind === 'Magic Wood' && c.withWizard !== NONE && rng.test(woodGiftTest)) {
      grid[i] = wizardCell(c.withWizard);
    }
  }
  for (const c of grid) if (c) c.fresh = false;
}

function toBoard(grid: Grid): SpreadBoard {
  const occupants: BoardOccupant[] = [];
  const spreaders: SpreaderPiece[] = [];
  grid.forEach((c, i) => {
    if (!c) return;
    const x = i % BOARD_WIDTH;
    const y = Math.floor(i / BOARD_WIDTH);
    if (c.kind === 'Gooey Blob' || c.kind === 'Magic Fire') {
      spreaders.push({
        x,
        y,
        kind: c.kind,
        owner: c.owner,
        ...(c.engulfedKind !== null
          ? {
              engulfed: {
                kind: c.engulfedKind,
                ...(c.engulfedOwner !== NONE ? { owner: c.engulfedOwner } : {}),
              },
            }
          : {}),
      });
    } else {
      occupants.push({
        x,
        y,
        kind: c.kind,
        ...(c.owner !== NONE ? { owner: c.owner } : {}),
        ...(c.withWizard !== NONE ? { withWizard: c.withWizard } : {}),
      });
    }
  });
  return { occupants, spreaders };
}

/** One turn of spreading on a board; returns the new board, the wizards killed and the next generator state. */
export function spreadingTurn(
  board: SpreadBoard,
  rng: RngState,
): Result<{ board: SpreadBoard; killed: readonly number[]; rng: RngState }, SpreadSimError> {
  if (!isRngState(rng)) return fail('bad-rng', BAD_RNG);
  const g = buildGrid(board);
  if (!g.ok) return g;
  const m = new MutableRng(rng);
  const killed = new Set<number>();
  runTurn(g.value, m, killed);
  return {
    ok: true,
    value: { board: toBoard(g.value), killed: [...killed].sort(), rng: m.state() },
  };
}

/** Runs the simulation `runs` times for `turns` turns each. */
export function simulateSpreading(
  options: SpreadSimOptions,
  rng: RngState,
): Result<{ result: SpreadSimResult; rng: RngState }, SpreadSimError> {
  if (!isRecord(options)) return fail('bad-board', 'The options are { board, turns, runs }.');
  if (!isRngState(rng)) return fail('bad-rng', BAD_RNG);
  const { turns, runs } = options;
  if (
    !Number.isInteger(turns) ||
    turns < 1 ||
    turns > 100 ||
    !Number.isInteger(runs) ||
    runs < 1 ||
    runs > 1_000_000
  ) {
    return fail(
      'bad-count',
      `Turns must be 1–100 and runs 1–1,000,000; got ${shown(turns)} and ${shown(runs)}.`,
    );
  }
  const start = buildGrid(options.board);
  if (!start.ok) return start;
  const seats = new Set<number>();
  for (const c of start.value) if (c?.kind === 'Wizard') seats.add(c.owner);
  const blob = new Array<number>(SQUARES).fill(0);
  const fire = new Array<number>(SQUARES).fill(0);
  const coveredByTurn = Array.from({ length: turns }, () => new Array<number>(SQUARES).fill(0));
  const reachedByTurn = Array.from({ length: turns }, () => new Array<number>(SQUARES).fill(0));
  const present = new Array<number>(turns).fill(0);
  const reached = new Uint8Array(SQUARES);
  const wizardKilled: Record<number, number> = {};
  for (const s of seats) wizardKilled[s] = 0;
  const m = new MutableRng(rng);
  for (let run = 0; run < runs; run++) {
    const grid: Grid = start.value.map((c) => (c ? { ...c } : null));
    const killed = new Set<number>();
    reached.fill(0);
    for (let t = 0; t < turns; t++) {
      runTurn(grid, m, killed);
      const row = coveredByTurn[t];
      const ever = reachedByTurn[t];
      if (!row || !ever) continue;
      let any = false;
      for (let i = 0; i < SQUARES; i++) {
        const k = grid[i]?.kind;
        if (k === 'Gooey Blob' || k === 'Magic Fire') {
          row[i] = (row[i] ?? 0) + 1;
          reached[i] = 1;
          any = true;
        }
        if (reached[i]) ever[i] = (ever[i] ?? 0) + 1;
      }
      if (any) present[t] = (present[t] ?? 0) + 1;
    }
    for (let i = 0; i < SQUARES; i++) {
      const k = grid[i]?.kind;
      if (k === 'Gooey Blob') blob[i] = (blob[i] ?? 0) + 1;
      else if (k === 'Magic Fire') fire[i] = (fire[i] ?? 0) + 1;
    }
    for (const s of killed) wizardKilled[s] = (wizardKilled[s] ?? 0) + 1;
  }
  return {
    ok: true,
    value: {
      result: { runs, turns, blob, fire, coveredByTurn, reachedByTurn, present, wizardKilled },
      rng: m.state(),
    },
  };
}

/** Adds up two results over the same board and turns (e.g. chunks from a Web Worker). */
export function mergeSpreadResults(
  a: SpreadSimResult,
  b: SpreadSimResult,
): Result<SpreadSimResult, 'bad-count' | 'bad-result'> {
  const bad = resultProblem(a) ?? resultProblem(b);
  if (bad) return { ok: false, error: 'bad-result', message: bad };
  if (a.turns !== b.turns) {
    return {
      ok: false,
      error: 'bad-count',
      message: 'Only results with the same number of turns can be merged.',
    };
  }
  const add = (x: readonly number[], y: readonly number[]) => x.map((v, i) => v + (y[i] ?? 0));
  const killed: Record<number, number> = { ...a.wizardKilled };
  for (const [k, v] of Object.entries(b.wizardKilled))
    killed[Number(k)] = (killed[Number(k)] ?? 0) + v;
  return {
    ok: true,
    value: {
      runs: a.runs + b.runs,
      turns: a.turns,
      blob: add(a.blob, b.blob),
      fire: add(a.fire, b.fire),
      coveredByTurn: a.coveredByTurn.map((row, t) => add(row, b.coveredByTurn[t] ?? [])),
      reachedByTurn: a.reachedByTurn.map((row, t) => add(row, b.reachedByTurn[t] ?? [])),
      present: add(a.present, b.present),
      wizardKilled: killed,
    },
  };
}

/** Most runs one result may count (runs of many merged chunks). */
const MAX_RUNS = Number.MAX_SAFE_INTEGER;

/** A list of run counts: whole numbers from 0 to `runs`, `length` of them when given. */
function isCounts(v: unknown, runs: number, length?: number): boolean {
  return (
    Array.isArray(v) &&
    (length === undefined || v.length === length) &&
    v.length <= SQUARES &&
    v.every((n) => isWholeIn(n, 0, runs))
  );
}

/**
 * Why `r` is not a whole simulation result (runs, turns 1–100, 150 counts per square and per
 * turn, no count above the runs), or null.
 */
function resultProblem(r: SpreadSimResult): string | null {
  if (!isRecord(r) || !isWholeIn(r.runs, 1, MAX_RUNS) || !isWholeIn(r.turns, 1, 100))
    return 'Not a spreading simulation result (runs, and turns 1–100).';
  const { runs, turns } = r;
  const rows = (v: unknown) =>
    Array.isArray(v) && v.length === turns && v.every((row) => isCounts(row, runs, SQUARES));
  if (
    !isCounts(r.blob, runs, SQUARES) ||
    !isCounts(r.fire, runs, SQUARES) ||
    !rows(r.coveredByTurn) ||
    !rows(r.reachedByTurn) ||
    !isCounts(r.present, runs, turns) ||
    !isRecord(r.wizardKilled) ||
    !Object.entries(r.wizardKilled).every(
      ([k, v]) => isWholeIn(Number(k), 0, 7) && isWholeIn(v, 0, runs),
    )
  )
    return 'A spreading simulation result has 150 run counts per square and per turn.';
  return null;
}

/**
 * Chance per square (0–1) that it is covered (blob or fire) after the given turn (1-based;
 * default the last). A RangeError for a result without runs or a turn it does not hold.
 */
export function coverageChance(result: SpreadSimResult, afterTurn?: number): readonly number[] {
  if (
    !isRecord(result) ||
    !Array.isArray(result.coveredByTurn) ||
    !isWholeIn(result.runs, 1, MAX_RUNS)
  ) {
    throw new RangeError('coverageChance: need a spreading simulation result');
  }
  const turn = afterTurn === undefined ? result.turns : afterTurn;
  wholeOrThrow(turn, 1, result.coveredByTurn.length, 'coverageChance: the turn');
  const row: unknown = result.coveredByTurn[turn - 1];
  if (!isCounts(row, result.runs))
    throw new RangeError("coverageChance: a turn's counts are whole numbers up to the runs");
  return (row as number[]).map((n) => n / result.runs);
}

/** The answers a player asks of a simulation after a given turn (1-based). */
export interface SpreadAnswers {
  readonly afterTurn: number;
  /** Runs with a blob or fire still somewhere on the board, and that as a share of all runs. */
  readonly stillThere: { readonly runs: number; readonly p: number };
  /** Mean number of squares holding a blob or fire (each square's chance, added up). */
  readonly expectedSquares: number;
  /** For the square asked about: runs in which it was reached by then, and the share. */
  readonly reach: { readonly runs: number; readonly p: number } | null;
}

/**
 * After turn `afterTurn` (1…turns): the chance the spreading is still on the board, the
 * expected number of covered squares, and the chance it has reached `target` (the square's
 * index, y × 15 + x) at the end of some turn so far.
 */
export function spreadAnswers(
  result: SpreadSimResult,
  afterTurn: number,
  target: number | null = null,
): Result<SpreadAnswers, 'bad-count' | 'bad-square' | 'bad-result'> {
  if (!isRecord(result) || !isWholeIn(result.runs, 1, MAX_RUNS) || !isWholeIn(result.turns, 1, 100))
    return { ok: false, error: 'bad-result', message: 'Not a spreading simulation result.' };
  if (!isWholeIn(afterTurn, 1, result.turns)) {
    const message = `Pick a turn from 1 to ${result.turns}; got ${shown(afterTurn)}.`;
    return { ok: false, error: 'bad-count', message };
  }
  if (target !== null && !isWholeIn(target, 0, SQUARES - 1))
    return {
      ok: false,
      error: 'bad-square',
      message: `There is no square number ${shown(target)}.`,
    };
  const t = afterTurn - 1;
  if (
    !isCounts(result.present, result.runs) ||
    !Array.isArray(result.coveredByTurn) ||
    !isCounts(result.coveredByTurn[t] ?? [], result.runs) ||
    !Array.isArray(result.reachedByTurn) ||
    !isCounts(result.reachedByTurn[t] ?? [], result.runs)
  )
    return { ok: false, error: 'bad-result', message: 'Not a spreading simulation result.' };
  const still = result.present[t] ?? 0;
  const covered: readonly number[] = result.coveredByTurn[t] ?? [];
  const total = covered.reduce((a, n) => a + n, 0);
  const reached = target === null ? null : (result.reachedByTurn[t]?.[target] ?? 0);
  return {
    ok: true,
    value: {
      afterTurn,
      stillThere: { runs: still, p: still / result.runs },
      expectedSquares: total / result.runs,
      reach: reached === null ? null : { runs: reached, p: reached / result.runs },
    },
  };
}
