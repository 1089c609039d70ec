/**
 * The computer's next move in a position: what the game engine's own computer player (ai.ts,
 * `advance`) does with one wizard's casting step and then his movement phase. Nothing is
 * decided here: every answer is read from `advance` run on the state `gameFromPosition` builds.
 *
 * - Spell choice (#96F3–#975C, ai.md §3.1): the only roll before the choice is the slot-0
 *   priority, d10 + 12. Each of its 10 values is played exactly: a generator whose first d10 is
 *   that value (the first seed from `seed` up that gives it) runs the casting step, which reports
 *   the book in the order it tried it and the spell it cast (its decisions, trace.ts). So the
 *   chance of each spell is an exact count out of 10.
 * - The sample turn: the casting step then the movement phase (#C710), run with `seed`; every
 *   roll in it carries its exact odds (the events' `odds`). Between the two steps the other
 *   wizards' casting and the spreading phase are left out: the answer is about this wizard only.
 * - The rest depends on many rolls (casting, illusions, engagement, combat), so it is simulated:
 *   `runs` turns with seeds seed, seed + 1, …, and how many of them showed each event.
 */
import { creatureTargetList, attackTargetList, type RankedTarget } from '../computer';
import { SPELLS } from '../data/spells';
import type { Board } from '../pieces';
import { MutableRng, seedRng } from '../rng';
import type { Result, SpellNumber } from '../types';
import { advance } from './game';
import { gameFromPosition, type FromPositionError, type GamePosition } from './fromPosition';
import { at, wizardSquare } from './layers';
import { gameBoard } from './view';
import type { Decision } from './trace';
import type { BookSlot, GameEvent, GameState } from './types';

export type NextMoveError = FromPositionError | 'bad-runs' | 'no-move';

export const NEXT_MOVE_MAX_RUNS = 1000;

export interface BookLine {
  readonly spell: number;
  readonly name: string;
  readonly prio: number;
}

/** One value of the slot-0 priority roll: the book as sorted, and the spell the step used. */
export interface PriorityDraw {
  /** The d10 (0–9); slot 0's priority becomes roll + 12. Each has odds 1/10. */
  readonly roll: number;
  /** The book after the reroll and the sort, spells only, in the order they are tried. */
  readonly order: readonly BookLine[];
  /** The spell the casting step used (null: nothing was usable). */
  readonly chosen: number | null;
  /** Index in `order` of the chosen spell; the spells before it had no use here. */
  readonly tried: number;
}

/** How often a spell is the one chosen, exactly, over the 10 priority rolls. */
export interface SpellChoiceOdds {
  readonly spell: number | null;
  readonly name: string;
  /** The rolls (0–9) that lead to it. */
  readonly rolls: readonly number[];
  readonly num: number;
  readonly den: 10;
}

export interface NextMoveSample {
  readonly seed: number;
  /** The spell cast (null: none). */
  readonly spell: number | null;
  readonly castEvents: readonly GameEvent[];
  readonly moveEvents: readonly GameEvent[];
  /** The board after the casting step and after the movement phase. */
  readonly afterCast: Board;
  readonly after: Board;
}

export interface SimulatedTally {
  readonly runs: number;
  /** Seeds seed … seed + runs − 1. */
  readonly seed: number;
  /** Runs that cast each spell (or nothing), most frequent first. */
  readonly spells: readonly { readonly name: string; readonly count: number }[];
  /** Runs in which each event happened (its words without the dice, `withoutDice`), most
   *  frequent first, then in order of first sight. */
  readonly events: readonly { readonly text: string; readonly count: number }[];
}

export interface NextMove {
  readonly seat: number;
  /** The mode flag the wizard plays this turn (ai.md §2): 0 defensive, 20 attack. */
  readonly mode: number;
  /** The state the answer is computed from (the seat to cast, generator seeded with `seed`). */
  readonly state: GameState;
  /** The book as it stands before this turn's reroll. */
  readonly book: readonly BookLine[];
  readonly draws: readonly PriorityDraw[];
  readonly spells: readonly SpellChoiceOdds[];
  /** The wizard's square and his first EN_AN (#C7BC) and FIREON (#CC56) entries. */
  readonly from: { readonly x: number; readonly y: number };
  readonly creatureTargets: readonly RankedTarget[];
  readonly attackTargets: readonly RankedTarget[];
  readonly sample: NextMoveSample;
  readonly simulated: SimulatedTally;
}

export interface NextMoveOptions {
  /** Seed of the sample turn and the first simulated run (default 1). */
  readonly seed?: number;
  /** Simulated turns (default 200, at most NEXT_MOVE_MAX_RUNS; 0 for none). */
  readonly runs?: number;
}

function fail<T>(error: NextMoveError, message: string): Result<T, NextMoveError> {
  return { ok: false, error, message };
}

const spellName = (spell: number | null): string =>
  spell === null ? 'nothing' : SPELLS[spell as SpellNumber].name;

const lines = (book: readonly BookSlot[]): BookLine[] =>
  book
    .filter((s) => s.spell !== 0)
    .map((s) => ({ spell: s.spell, name: spellName(s.spell), prio: s.prio }));

/** An event's words without the dice it rolled (its odds stay), so that runs can be tallied. */
export function withoutDice(e: GameEvent): string {
  return e.text.replace(/rolled \d+(?: and \d+)* \(/, '(');
}

/** One turn of the wizard: his casting step, then his movement phase (both by `advance`). */
export interface PlayedTurn {
  readonly spell: number | null;
  /** The book in the order the casting step tried it (its 'book' decision, trace.ts). */
  readonly order: readonly BookLine[];
  readonly castEvents: readonly GameEvent[];
  readonly moveEvents: readonly GameEvent[];
  readonly afterCast: GameState;
  readonly after: GameState;
}

/** Plays `state`'s actor's casting step and then his movement with the game engine. */
export function playWizardTurn(state: GameState): Result<PlayedTurn, NextMoveError> {
  if (typeof state !== 'object' || state === null || state.phase !== 'cast')
    return fail('no-move', 'the state is not at a casting step');
  const seat = state.actor;
  const before = state.wizards[seat];
  if (!before || before.player !== 'computer' || !before.alive)
    return fail('no-move', 'the wizard to cast is not a living computer wizard');
  // The casting step says what it tried and cast (trace.ts): no reading of its working memory.
  const why: Decision[] = [];
  const cast = advance(state, { why });
  if (!cast.ok) return fail('no-move', cast.message);
  const afterCast = cast.value.state;
  let spell: number | null = null;
  let order: BookLine[] = [];
  for (const d of why) {
    if (d.kind === 'book' && d.seat === seat)
      order = d.order.map((o) => ({ spell: o.spell, name: o.name, prio: o.prio }));
    if (d.kind === 'spell' && d.seat === seat && d.use === 'cast') spell = d.spell;
  }
  let after = afterCast;
  let moveEvents: readonly GameEvent[] = [];
  if (afterCast.phase !== 'over' && afterCast.wizards[seat]?.alive) {
    const moved = advance({ ...afterCast, phase: 'move', actor: seat, pending: null });
    if (!moved.ok) return fail('no-move', moved.message);
    after = moved.value.state;
    moveEvents = moved.value.events;
  }
  // The steps that follow (a human with no spell chosen, the next turn starting) are not his.
  const own = (e: GameEvent) => e.kind !== 'turn' && !(e.kind === 'no-spell' && e.seat !== seat);
  return {
    ok: true,
    value: {
      spell,
      order,
      castEvents: cast.value.events.filter(own),
      moveEvents: moveEvents.filter(own),
      afterCast,
      after,
    },
  };
}

/** The first generator state from `seed` up whose first d10 is `roll`. */
function rngWithFirstRoll(seed: number, roll: number) {
  for (let k = 0; ; k++) {
    const r = seedRng(seed + k);
    if (new MutableRng(r).d10() === roll) return r;
  }
}

/**
 * What the computer wizard of `seat` would do next in `position` (he is played as the computer
 * even if the position says human). Errors: those of `gameFromPosition`, `bad-runs`, `no-move`.
 */
export function computerNextMove(
  position: GamePosition,
  seat: number,
  options: NextMoveOptions = {},
): Result<NextMove, NextMoveError> {
  if (typeof options !== 'object' || options === null)
    return fail('bad-runs', 'the options must be an object');
  const seed = options.seed ?? 1;
  const runs = options.runs ?? 200;
  if (typeof runs !== 'number' || !Number.isInteger(runs) || runs < 0 || runs > NEXT_MOVE_MAX_RUNS)
    return fail('bad-runs', `runs must be a whole number from 0 to ${NEXT_MOVE_MAX_RUNS}`);
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || Math.abs(seed) > 2 ** 40)
    return fail('bad-seed', 'the seed must be a whole number');
  const g = gameFromPosition(position, { seat, asComputer: true, seed });
  if (!g.ok) return g;
  const state = g.value;
  const me = state.wizards[seat];
  if (!me) return fail('no-wizard', `there is no wizard ${seat + 1}`);

  const draws: PriorityDraw[] = [];
  for (let roll = 0; roll < 10; roll++) {
    const played = playWizardTurn({ ...state, rng: rngWithFirstRoll(seed, roll) });
    if (!played.ok) return played;
    const { order, spell: chosen } = played.value;
    draws.push({ roll, order, chosen, tried: order.findIndex((l) => l.spell === chosen) });
  }
  const spells: SpellChoiceOdds[] = [];
  for (const d of draws) {
    const old = spells.find((s) => s.spell === d.chosen);
    if (old) (old.rolls as number[]).push(d.roll);
    else
      spells.push({ spell: d.chosen, name: spellName(d.chosen), rolls: [d.roll], num: 0, den: 10 });
  }
  const spellOdds = spells.map((s) => ({ ...s, num: s.rolls.length }));

  const sampleTurn = playWizardTurn(state);
  if (!sampleTurn.ok) return sampleTurn;
  const s = sampleTurn.value;

  const spellCounts = new Map<string, number>();
  const eventCounts = new Map<string, number>();
  for (let k = 0; k < runs; k++) {
    const t = playWizardTurn({ ...state, rng: seedRng(seed + k) });
    if (!t.ok) return t;
    const name = spellName(t.value.spell);
    spellCounts.set(name, (spellCounts.get(name) ?? 0) + 1);
    const seen = new Set([...t.value.castEvents, ...t.value.moveEvents].map(withoutDice));
    for (const text of seen) eventCounts.set(text, (eventCounts.get(text) ?? 0) + 1);
  }
  const byCount = (m: Map<string, number>) =>
    [...m.entries()]
      .map(([text, count], i) => ({ text, count, i }))
      .sort((a, b) => b.count - a.count || a.i - b.i);

  const X = wizardSquare(state.board, seat);
  const from = at(X);
  const board = gameBoard(state);
  return {
    ok: true,
    value: {
      seat,
      mode: me.mode,
      state,
      book: lines(me.book),
      draws,
      spells: spellOdds,
      from,
      creatureTargets: creatureTargetList(board, seat, from),
      attackTargets: attackTargetList(board, seat, from),
      sample: {
        seed,
        spell: s.spell,
        castEvents: s.castEvents,
        moveEvents: s.moveEvents,
        afterCast: gameBoard(s.afterCast),
        after: gameBoard(s.after),
      },
      simulated: {
        runs,
        seed,
        spells: byCount(spellCounts).map(({ text, count }) => ({ name: text, count })),
        events: byCount(eventCounts).map(({ text, count }) => ({ text, count })),
      },
    },
  };
}
