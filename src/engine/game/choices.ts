/**
 * What a human player is offered now, with the chance of the roll each choice makes: the Play
 * page shows these before the choice, so the player sees the odds where he decides. Every chance
 * comes from the roll test the game itself rolls (rolls.ts, casting.ts), worked out over the 0–9
 * dice by odds.ts `testOdds`: one definition for the odds shown and the roll made.
 *
 * Nothing here reveals what the player could not know: whether an enemy creature is an illusion
 * is never read (Subversion's chance is the chance if it is real; Disbelieve has none).
 */
import { castTestOf, rollCountOf } from '../casting';
import { categoryUsesRange, type SpellCategory } from '../visibility';
import { SPELLS } from '../data/spells';
import { testOdds } from '../odds';
import { boltTest, breakFreeTest, combatTest, resistTest, subvertTest } from '../rolls';
import type { Odds, SpellKind, SpellNumber } from '../types';
import { gameStateOrThrow } from './check';
import { applyAction, legalActions } from './human';
import { moverStats } from './ai';
import { rollsToBreakFree } from './moves';
import { CASTLE, CITADEL, FIRE, WALL, isCreatureId, isWizardId, sq, wizardSquare } from './layers';
import { Sim } from './sim';
import type { Action, GameState } from './types';

/** One spell of the book the player to choose may pick. */
export interface SpellOption {
  /** Book slot (0–19): the `choose` action's slot. */
  readonly slot: number;
  readonly spell: number;
  readonly name: string;
  readonly kind: SpellKind;
  /** Range byte (half-units; 0 for spells without a target square). */
  readonly rangeByte: number;
  /** The range holds the spell (false: Disbelieve, Vengeance & co. reach any square). */
  readonly usesRange: boolean;
  /** The chance the spell works if cast now, for real (a human's two rolls share it). */
  readonly works: Odds;
  /** Casting rolls a real cast makes (2: each passed roll moves the balance). */
  readonly rolls: 1 | 2;
  /** A creature spell: may be cast as an illusion instead (always works; Disbelieve kills it). */
  readonly illusion: boolean;
  /** Disbelieve is never used up; every other spell is. */
  readonly kept: boolean;
}

/** What a choice's roll decides, and its chance. */
export interface ActionChance {
  readonly action: Action;
  /** The chance the roll goes the player's way, or null when the choice makes no roll. */
  readonly odds: Odds | null;
  /** What the chance is of, in a few words ("kills the Orc", "breaks free"…). */
  readonly what: string;
}

/** The spells the human to choose may pick now, with their chances (empty at other times). */
export function spellOptions(state: GameState): SpellOption[] {
  gameStateOrThrow(state, 'spellOptions');
  if (state.phase !== 'choose') return [];
  const w = state.wizards[state.actor];
  if (!w || w.player !== 'human' || !w.alive) return [];
  const sim = new Sim(state);
  const out: SpellOption[] = [];
  w.book.forEach((slot, i) => {
    if (slot.spell === 0) return;
    const e = SPELLS[slot.spell as SpellNumber];
    out.push({
      slot: i,
      spell: slot.spell,
      name: e.name,
      kind: e.kind,
      rangeByte: e.rangeByte,
      usesRange: categoryUsesRange(e.kind as SpellCategory),
      works: testOdds(castTestOf(sim.chance(state.actor, slot.spell))),
      rolls: rollCountOf(e, 'human', false) === 2 ? 2 : 1,
      illusion: isCreatureId(slot.spell),
      kept: slot.spell === 1,
    });
  });
  return out;
}

/**
 * Every action the human to act may take now (as `legalActions` lists them), each with the chance
 * of the roll it makes: a target's effect roll (a bolt's kill, a magic attack getting past magic
 * resistance, Subversion), the engagement roll of selecting a piece next to an enemy, an attack's
 * or a shot's kill. The casting roll of a chosen spell is already made when targets are offered,
 * and is not shown (the original tells the player only after the target is chosen).
 */
export function actionChances(state: GameState): ActionChance[] {
  const actions = legalActions(state);
  if (actions.length === 0) return [];
  const sim = new Sim(state);
  const b = sim.b;
  const name = (s: number) => sim.pieceName(s);
  return actions.map((action): ActionChance => {
    if (!('at' in action)) return { action, odds: null, what: '' };
    const s = sq(action.at.x, action.at.y);
    const pend = state.pending;
    switch (action.type) {
      case 'target': {
        if (!pend || pend.type !== 'cast') return { action, odds: null, what: '' };
        const e = SPELLS[pend.spell as SpellNumber];
        if (e.kind === 'bolt') {
          const power = e.name === 'Lightning' ? 6 : 3;
          return {
            action,
            odds: testOdds(boltTest(power, sim.defenceValue(s, true))),
            what: `kills the ${name(s)}`,
          };
        }
        if (e.kind === 'justice-type') {
          const r = testOdds(resistTest(sim.magicResistance(s)));
          return {
            action,
            odds: { num: r.den - r.num, den: r.den, p: 1 - r.p },
            what: `gets past the ${name(s)}'s magic resistance`,
          };
        }
        if (e.kind === 'subversion')
          return {
            action,
            odds: testOdds(subvertTest(sim.magicResistance(s))),
            what: `the ${name(s)} changes sides, if it is real`,
          };
        return { action, odds: null, what: '' };
      }
      case 'select': {
        // The roll `select` makes (human.ts), on the same condition (moves.ts).
        if (!rollsToBreakFree(b, s, state.actor)) return { action, odds: null, what: '' };
        const mover = { sq: s, wizard: isWizardId(b.id[s] ?? 0), inside: false };
        return {
          action,
          odds: testOdds(breakFreeTest(moverStats(sim, state.actor, mover).manoeuvre)),
          what: `the ${name(s)} breaks free of the enemy next to it`,
        };
      }
      case 'move': {
        // Where the step or flight ends engaged (#B007–#B06C), found by making it on a copy:
        // a move draws no dice, so the game's own answer costs nothing to ask.
        const after = applyAction(state, action);
        const p = after.ok ? after.value.state.pending : null;
        return p && p.type === 'move' && p.mode === 'engaged'
          ? { action, odds: null, what: 'ends next to an enemy: engaged, it may then only attack' }
          : { action, odds: null, what: '' };
      }
      case 'attack':
      case 'shoot': {
        const from = pend && pend.type === 'move' ? pend.square : -1;
        if (from < 0) return { action, odds: null, what: '' };
        const did = b.id[s] ?? 0;
        if (!sim.mayHit(from, s))
          return { action, odds: null, what: 'undead: it cannot be attacked' };
        if (b.corpse[s] || did === FIRE || did === CASTLE || did === CITADEL || did === WALL)
          return { action, odds: null, what: 'no effect' };
        const ranged = action.type === 'shoot';
        return {
          action,
          odds: testOdds(combatTest(sim.attackValue(from, ranged), sim.defenceValue(s, false))),
          what: `kills the ${name(s)}`,
        };
      }
      default:
        return { action, odds: null, what: '' };
    }
  });
}

/** Where the wizard of `seat` stands (x, y), or null when he is off the board. */
export function wizardAt(state: GameState, seat: number): { x: number; y: number } | null {
  gameStateOrThrow(state, 'wizardAt');
  const s = wizardSquare(state.board, seat);
  return s < 0 ? null : { x: s & 15, y: s >> 4 };
}
