/**
 * Which of the original's two random routines each die of the game stands for (ai.md §6).
 *
 * The Spectrum program has no seeded generator: two routines, #904B (RANDY) and #BE94, each
 * give 0–9 from the refresh register and a table. The engine draws every die from its one
 * seeded generator instead (rng.ts), in the same order of calls, so the distribution is the
 * game's and a seed replays a game. Each draw is named by its use below, and each use says
 * which routine the original calls there and from where (read in the tape's code, WIZCODE at
 * #7D00, with z80dasm: every `call #904B` and `call #BE94`). A game step asked for a trace
 * (`advance`, `applyAction`) lists its draws in order with their use, whose routine this table
 * gives, so a test can pin them.
 *
 * Draws the trace does not hold: the new game's (`newGame`, before any step): the wizards'
 * statistics (#904B at #8CFD–#8D72), slot 0's priority (#904B at #8D84) and the book's spells,
 * which read the refresh register directly (#8D9F, neither routine).
 */

/** The original's two random routines. */
export type RandomRoutine = '#904B' | '#BE94';

export interface DieUse {
  readonly routine: RandomRoutine;
  /** The addresses of the calls to the routine (the attacker's die first where there are two). */
  readonly calls: readonly string[];
  readonly what: string;
}

export const DIE_USES = {
  priority: {
    routine: '#904B',
    calls: ['#9705'],
    what: "a computer's slot-0 priority before it casts: d10 + 12",
  },
  illusion: {
    routine: '#BE94',
    calls: ['#99D1', '#D6E2'],
    what: 'a computer casts a creature as an illusion: d10 < 2',
  },
  cast: { routine: '#BE94', calls: ['#9638', '#9766'], what: 'a casting roll: d10 < chance + 1' },
  subversion: { routine: '#904B', calls: ['#85C0'], what: 'Subversion: d10 < MR + 1 converts' },
  turmoil: {
    routine: '#904B',
    calls: ['#8784'],
    what: 'Turmoil: a destination, from the whole byte the routine leaves at #907A',
  },
  resist: {
    routine: '#BE94',
    calls: ['#9EA9'],
    what: 'Vengeance, Decree, Dark Power, Justice: the target resists with d10 < MR + 1',
  },
  bolt: {
    routine: '#BE94',
    calls: ['#9D41', '#9D49'],
    what: 'Magic Bolt, Lightning: power + d10 against defence + d10',
  },
  engagement: {
    routine: '#BE94',
    calls: ['#ADEB'],
    what: 'engaged when a piece next to an enemy is selected: d10 + 2 ≥ manoeuvre',
  },
  combat: {
    routine: '#BE94',
    calls: ['#B284', '#B29C'],
    what: 'an attack or a shot: combat + d10 against defence + d10',
  },
  spread: {
    routine: '#BE94',
    calls: ['#9F83', '#9F93'],
    what: 'Magic Fire or Gooey Blob tries to spread',
  },
  'spread-direction': {
    routine: '#BE94',
    calls: ['#9F9B'],
    what: 'the direction it spreads: d10, drawn again until below 8',
  },
  burn: {
    routine: '#BE94',
    calls: ['#A081', '#A089'],
    what: 'Magic Fire reaching a piece: it burns it or not',
  },
  'dies-out': {
    routine: '#BE94',
    calls: ['#A0C6', '#A0D6'],
    what: 'Magic Fire or Gooey Blob dies out',
  },
  'castle-vanish': {
    routine: '#BE94',
    calls: ['#A137'],
    what: 'a Magic Castle or Dark Citadel vanishes',
  },
  'wood-gift': {
    routine: '#904B',
    calls: ['#8FB5'],
    what: 'a wizard in a Magic Wood tree is given a spell',
  },
  'gift-spell': {
    routine: '#904B',
    calls: ['#8FEA'],
    what: "the gift's spell number, from the whole byte the routine leaves at #907A",
  },
} as const satisfies Record<string, DieUse>;

export type DieUseName = keyof typeof DIE_USES;

/**
 * One die drawn in a game step, named by its use; `DIE_USES[use].routine` is the original
 * routine it stands for. (The simulator does not load this table: a trace lists uses only.)
 */
export interface DieDrawn {
  readonly use: DieUseName;
  /** The die, 0–9. */
  readonly value: number;
  /** For the uses that read the routine's whole byte (Turmoil, a gift's spell): that byte. */
  readonly byte?: number;
}
