/**
 * The human player's side of the game: `legalActions` lists every action the player to act may
 * take now, `applyAction` applies one of them. The rules are the computer's (sim.ts and the
 * movement helpers of ai.ts); only the choices differ. Targets for spells come from
 * visibility.ts `spellTargetMap` (range, the spell's own rule, line of sight); a human's casting
 * roll is made at the start of the casting step, before any target is picked (#9638, before the
 * spell's routine is called at #9662; the second roll of casting.ts `castRollCount` is at the
 * start of the routine, #9DE7, and Magic Wood's before its automatic placement, #9B2A), so the
 * draws come in the original's order. The second roll decides; each roll that passes moves the
 * balance.
 *
 * Moving follows the move routine #ACED as a human plays it:
 * - a wizard in a wood or castle has that piece's movement (0) and no flight: one step
 *   (ai.ts `moverStats`). What he walks into is read as for a wizard on foot (#AE9D–#AF4D), so
 *   he may attack a neighbouring enemy, but the attacker is the wood or castle (#B183: its
 *   combat, no weapon, no undead), and a kill moves it, with him inside, onto the square
 *   (#B310 → #AF50). Only the wizard owning the wood he is in is refused (#AF3C–#AF4D);
 * - after every step, into a mount, wood or castle too, #B007–#B06C run: next to an enemy (not
 *   in a Magic Wood) the mover is engaged and may attack; otherwise the move ends when the points
 *   run out, and the top piece then shoots if it has a range (a mount just mounted included);
 * - "Dismount wizard?" (#AD88) gives the wizard 1 point and no flight (#ADA7): one step onto a
 *   free square or into his own free mount, an empty Magic Wood or his own castle, then the
 *   checks above (engaged, or his bow). Only his new square is marked moved (#B06F), so the
 *   mount may still move this turn. Attacking instead is the mount's own attack, offered anyway.
 * - a shot (#B8DD, human branch #B92E) may go at any piece in range and sight, one's own
 *   included; a corpse, fire, castle or wall takes no harm (#BA46–#BA72).
 *
 * Simplifications (../README.md's "Other choices" still has the older list): a shot at an empty
 * square (allowed, no effect) is not offered, as it is the same as ending; a flyer landing in a
 * Magic Wood ends its move (the original goes on to #B039 with its points minus a stale step cost
 * #AC02); a failed single roll ends the step at once, where the original first asks for the
 * square and then says so (#98BA; no dice are drawn in between). A wizard stepping out of a wood,
 * castle or mount keeps his own property byte (the original gives him that piece's, owner,
 * illusion and raised bits included, #AFA3/#AFFE; sim.ts `stepOut`).
 */
import { SPELLS } from '../data/spells';
import { spellTargetMap, type SpellCategory, type SpellTargetMap } from '../visibility';
import type { Result, SpellNumber } from '../types';
import { afterStep, finishMove, moverStats, rangeOf, stepTo } from './ai';
import { intoKind, movable, rollsToBreakFree, type Mover } from './moves';
import { gameStateOrThrow, gameStateProblem } from './check';
import { afterChoice, endCastStep, endMoveStep, isAutomatic } from './game';
import {
  SHADOW_WOOD,
  WIZARD_ID,
  at,
  isCreatureId,
  isWizardId,
  neighbour,
  onArena,
  sq,
  sqX,
  sqY,
  wizardSquare,
} from './layers';
import { dist } from './dist';
import { displayBoard } from './display';
import type { StepTrace } from './trace';
import { Sim, type MWizard } from './sim';
import type { Action, GameError, GameState, PendingCast, PendingMove, Step } from './types';

/** An action's identity (choose without an illusion flag equals choose with illusion false). */
function key(a: Action): string {
  if (a.type === 'choose')
    return JSON.stringify({ type: a.type, slot: a.slot, illusion: a.illusion === true });
  if ('at' in a) return JSON.stringify({ type: a.type, x: a.at.x, y: a.at.y });
  return JSON.stringify({ type: a.type });
}
const atOf = (s: number) => at(s);
const sqOf = (p: { x: number; y: number }): number => sq(p.x, p.y);

/**
 * Every action the player to act may take now (empty when the computer or the game acts).
 * RangeError for a state that is not a game's (check.ts `gameStateProblem`).
 */
export function legalActions(state: GameState): Action[] {
  gameStateOrThrow(state, 'legalActions');
  if (state.phase === 'over' || isAutomatic(state)) return [];
  const sim = new Sim(state);
  sim.log = false;
  return actionsOf(sim);
}

function actionsOf(sim: Sim): Action[] {
  const p = sim.actor;
  const w = sim.w[p];
  if (!w || w.player !== 'human') return [];
  if (sim.phase === 'choose') {
    const out: Action[] = [];
    w.book.forEach((slot, i) => {
      if (slot.spell === 0) return;
      out.push({ type: 'choose', slot: i });
      if (isCreatureId(slot.spell)) out.push({ type: 'choose', slot: i, illusion: true });
    });
    out.push({ type: 'choose-none' });
    return out;
  }
  if (sim.phase === 'cast') {
    const pend = sim.pending;
    if (!pend || pend.type !== 'cast') return [{ type: 'end' }];
    return [
      ...castTargets(sim, p, pend).map((s): Action => ({ type: 'target', at: atOf(s) })),
      { type: 'end' },
    ];
  }
  if (sim.phase === 'move') {
    const pend = sim.pending;
    if (!pend || pend.type !== 'move') {
      const out: Action[] = [];
      for (let s = 0; s < 159; s++)
        if (movable(sim.b, p, s)) out.push({ type: 'select', at: atOf(s) });
      out.push({ type: 'end' });
      return out;
    }
    return [...moveActions(sim, p, pend), { type: 'end' }];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Casting

/** The target map of the human's pending cast (every square with its verdict), or null. */
function castTargetMapOf(sim: Sim, p: number, pend: PendingCast): SpellTargetMap | null {
  const e = SPELLS[pend.spell as SpellNumber];
  const X = wizardSquare(sim.b, p);
  if (X < 0 || pend.left <= 0) return null;
  return spellTargetMap(
    displayBoard(
      sim.b,
      sim.w.map((w) => w.sprite),
    ),
    atOf(X),
    { rangeByte: e.rangeByte, category: e.kind as SpellCategory },
    p,
  );
}

function castTargets(sim: Sim, p: number, pend: PendingCast): number[] {
  const map = castTargetMapOf(sim, p, pend);
  return map ? map.squares.filter((t) => t.legal).map((t) => sq(t.square.x, t.square.y)) : [];
}

/**
 * The human's pending cast as a target map: every square with the reason it is or is not a
 * target (the map the `target` actions come from), or null when no human is aiming a spell.
 */
export function castTargetMap(state: GameState): SpellTargetMap | null {
  gameStateOrThrow(state, 'castTargetMap');
  const pend = state.pending;
  const w = state.wizards[state.actor];
  if (state.phase !== 'cast' || !pend || pend.type !== 'cast' || w?.player !== 'human') return null;
  const sim = new Sim(state);
  return castTargetMapOf(sim, state.actor, pend);
}

function applyCastTarget(sim: Sim, p: number, pend: PendingCast, s: number): void {
  const e = SPELLS[pend.spell as SpellNumber];
  switch (e.kind) {
    case 'creature':
    case 'spreading':
    case 'wood':
    case 'castle':
      sim.place(s, pend.spell, p | (pend.illusion ? 0x10 : 0));
      sim.emit('place', p, `${e.name} appears at (${sqX(s)},${sqY(s)})`, s);
      break;
    case 'wall':
      sim.place(s, 40, p);
      sim.emit('place', p, `Wall at (${sqX(s)},${sqY(s)})`, s);
      break;
    case 'bolt':
      sim.bolt(p, s, pend.spell);
      break;
    case 'justice-type':
      sim.magicAttack(p, s, e.name);
      break;
    case 'disbelieve':
      sim.disbelieve(p, s);
      break;
    case 'subversion':
      sim.subvert(p, s);
      break;
    case 'raise-dead':
      sim.raise(p, s);
      break;
    default:
      break;
  }
  const left = pend.left - 1;
  if (left <= 0 || !sim.w[p]?.alive) endCastStep(sim);
  else sim.pending = { ...pend, left };
}

// ---------------------------------------------------------------------------------------------
// Movement

function moverOf(sim: Sim, pend: PendingMove): Mover {
  return {
    sq: pend.square,
    wizard: pend.wizard,
    inside: pend.wizard && !isWizardId(sim.b.id[pend.square] ?? 0),
  };
}

/** What square t means for the human's mover (moves.ts `intoKind`, the computer's rule). */
const into = (sim: Sim, p: number, mv: Mover, t: number) => intoKind(sim.b, p, mv, t);

function moveActions(sim: Sim, p: number, pend: PendingMove): Action[] {
  const out: Action[] = [];
  const mv = moverOf(sim, pend);
  const b = sim.b;
  if (pend.mode === 'shoot') {
    // #B92E–#BA72: any square in range and sight but the shooter's own, whoever owns it.
    const range = rangeOf(sim, pend.square);
    for (let t = 0; t < 159; t++) {
      if (!onArena(t) || t === pend.square || !b.id[t]) continue;
      if (dist(pend.square, t) > 2 * range || !sim.sees(pend.square, t)) continue;
      out.push({ type: 'shoot', at: atOf(t) });
    }
    return out;
  }
  // "Dismount wizard?" is asked whenever the player selects a mount he rides (#AD88, before
  // the engagement test and the flight), so a flying mount offers it too. Yes: the wizard
  // (#AC0D) takes one step with 1 point and no flight (#ADA7–#ADB0).
  const ridden = !mv.wizard && (b.occ[mv.sq] ?? 0) === WIZARD_ID + p;
  const asked =
    ridden &&
    (pend.mode === 'fly' ||
      (pend.mode === 'walk' && pend.points === moverStats(sim, p, mv).points));
  if (asked) {
    const rider: Mover = { sq: mv.sq, wizard: true, inside: true };
    for (let k = 0; k < 8; k++) {
      const t = neighbour(mv.sq, k);
      if (t < 0) continue;
      const what = into(sim, p, rider, t);
      if (what === 'step' || what === 'mount' || what === 'enter')
        out.push({ type: 'dismount', at: atOf(t) });
    }
  }
  if (pend.mode === 'fly') {
    for (let t = 0; t < 159; t++) {
      if (!onArena(t) || t === mv.sq || dist(mv.sq, t) > pend.points) continue;
      const what = into(sim, p, mv, t);
      if (what === 'blocked') continue;
      out.push({ type: what === 'attack' ? 'attack' : 'move', at: atOf(t) });
    }
    return out;
  }
  const shadowWood = b.id[mv.sq] === SHADOW_WOOD && !mv.wizard;
  for (let k = 0; k < 8; k++) {
    const t = neighbour(mv.sq, k);
    if (t < 0) continue;
    const what = into(sim, p, mv, t);
    if (what === 'blocked') continue;
    if (what === 'attack') out.push({ type: 'attack', at: atOf(t) });
    else if (pend.mode === 'walk' && !shadowWood) out.push({ type: 'move', at: atOf(t) });
  }
  return out;
}

function select(sim: Sim, p: number, s: number): void {
  const b = sim.b;
  const kind = movable(sim.b, p, s);
  const id = b.id[s] ?? 0;
  const mv: Mover = {
    sq: s,
    wizard: kind === 'wizard-out' || isWizardId(id),
    inside: kind === 'wizard-out',
  };
  const stats = moverStats(sim, p, mv);
  let engaged = false;
  if (rollsToBreakFree(b, s, p)) engaged = sim.engagementRoll(s, stats.manoeuvre);
  const shadowWood = id === SHADOW_WOOD;
  sim.pending = {
    type: 'move',
    square: s,
    wizard: mv.wizard,
    mode: engaged || shadowWood ? 'engaged' : stats.fly > 0 ? 'fly' : 'walk',
    points: stats.fly > 0 && !engaged ? stats.fly : stats.points,
  };
  sim.emit('move', p, `${sim.name(p)} selects ${sim.pieceName(s)}`, s);
}

function applyMove(sim: Sim, p: number, pend: PendingMove, a: Action): void {
  const b = sim.b;
  const mv = moverOf(sim, pend);
  const name = mv.wizard ? sim.name(p) : sim.pieceName(mv.sq);
  if (a.type === 'end') {
    if (pend.mode === 'shoot') sim.pending = null;
    else finishMove(sim, p, mv.sq, true);
    return;
  }
  if (a.type === 'shoot') {
    sim.attack(pend.square, sqOf(a.at), true);
    sim.pending = null;
    return;
  }
  const t = 'at' in a ? sqOf(a.at) : -1;
  if (a.type === 'dismount') {
    // The wizard leaves the mount, which is not marked moved (#B06F marks his square only).
    const what = into(sim, p, { sq: mv.sq, wizard: true, inside: true }, t);
    if (what === 'step') sim.stepOut(mv.sq, t);
    else sim.moveInside(mv.sq, t);
    sim.emit(
      'move',
      p,
      what === 'step'
        ? `${sim.name(p)} dismounts to (${sqX(t)},${sqY(t)})`
        : `${sim.name(p)} dismounts into ${sim.pieceName(t)}`,
      t,
    );
    afterStep(sim, p, t, true, false, 1 - dist(mv.sq, t));
    return;
  }
  if (a.type === 'attack') {
    const from = mv.sq;
    const r = sim.attack(from, t, false);
    if (r === 'refused') return;
    // A kill moves the attacker in: a wood, castle or mount carries the wizard inside it.
    const movedIn = r === 'killed' && (b.id[from] === 0 || b.corpse[from]);
    finishMove(sim, p, movedIn ? t : from, true);
    return;
  }
  // move
  const what = into(sim, p, mv, t);
  const cost = dist(mv.sq, t);
  if (what === 'mount' || what === 'enter') {
    sim.emit('move', p, `${name} goes into ${sim.pieceName(t)}`, t);
    if (mv.inside) sim.moveInside(mv.sq, t);
    else sim.stepIn(mv.sq, t);
  } else {
    stepTo(sim, mv, t);
    sim.emit(
      'move',
      p,
      `${name} ${pend.mode === 'fly' ? 'flies' : 'moves'} to (${sqX(t)},${sqY(t)})`,
      t,
    );
  }
  afterStep(sim, p, t, mv.wizard, pend.mode === 'fly', pend.points - cost);
}

// ---------------------------------------------------------------------------------------------

/** Applies one of `legalActions(state)`; anything else comes back as an error. */
export function applyAction(
  state: GameState,
  action: Action,
  trace?: StepTrace,
): Result<Step, GameError> {
  const problem = gameStateProblem(state);
  if (problem !== null)
    return { ok: false, error: 'bad-state', message: `Not a game state: ${problem}.` };
  if (state.phase === 'over')
    return { ok: false, error: 'game-over', message: 'The game is over.' };
  if (isAutomatic(state))
    return {
      ok: false,
      error: 'computer-to-act',
      message: 'The computer or the game acts next: call advance.',
    };
  const sim = new Sim(state);
  const legal = new Set(actionsOf(sim).map(key));
  let k: string;
  try {
    k = key(action);
  } catch {
    k = '';
  }
  if (!legal.has(k))
    return { ok: false, error: 'not-legal', message: `Not a legal action now: ${k}` };
  sim.dice = trace?.dice ?? null;
  sim.why = trace?.why ?? null;
  const p = sim.actor;
  const w = sim.w[p] as MWizard;
  if (sim.phase === 'choose') {
    if (action.type === 'choose') {
      sim.chosen[p] = { slot: action.slot, illusion: action.illusion === true };
      const spell = SPELLS[(w.book[action.slot]?.spell ?? 1) as SpellNumber];
      sim.emit(
        'choose',
        p,
        `${w.name} chooses ${spell.name}${action.illusion ? ' (illusion)' : ''}`,
      );
    } else sim.emit('choose', p, `${w.name} chooses no spell`);
    afterChoice(sim);
  } else if (sim.phase === 'cast') {
    const pend = sim.pending;
    if (action.type === 'end' || !pend || pend.type !== 'cast') endCastStep(sim);
    else if (action.type === 'target') applyCastTarget(sim, p, pend, sqOf(action.at));
  } else if (sim.phase === 'move') {
    const pend = sim.pending;
    if (!pend || pend.type !== 'move') {
      if (action.type === 'end') endMoveStep(sim);
      else if (action.type === 'select') select(sim, p, sqOf(action.at));
    } else applyMove(sim, p, pend, action);
  }
  sim.step++;
  return { ok: true, value: { state: sim.state(), events: sim.events } };
}
