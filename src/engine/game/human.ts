/**
 * The human player's side of the game: `legalActions` lists every action the player to act may
 * take now, `applyAction` applies one of them. The rules are the computer's (sim.ts and the
 * movement helpers of ai.ts); only the choices differ. Targets for spells come from
 * visibility.ts `spellTargetMap` (range, the spell's own rule, line of sight); a human's casting
 * roll is made at the start of the casting step, twice for the spells of casting.ts
 * `castRollCount` (the second roll decides; each roll that passes moves the balance).
 *
 * Simplifications, recorded in ../README.md: a dismount puts the wizard on a free neighbouring
 * square and ends his move; a wizard stepping out of a wood or castle walks (no wings) and does
 * not attack on the way out.
 */
import { SPELLS } from '../data/spells';
import { spellTargetMap, type SpellCategory } from '../visibility';
import type { Result, SpellNumber } from '../types';
import { intoKind, movable, moverStats, stepTo, type Mover } from './ai';
import { gameStateOrThrow, gameStateProblem } from './check';
import { afterChoice, endCastStep, endMoveStep, isAutomatic } from './game';
import {
  MAGIC_WOOD,
  MOVED,
  OWNER,
  SHADOW_WOOD,
  WIZARD_ID,
  at,
  creatureOf,
  displayBoard,
  dist,
  isCreatureId,
  isWizardId,
  neighbour,
  onArena,
  sq,
  sqX,
  sqY,
  wizardSquare,
} from './layers';
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
        if (movable(sim, p, s)) out.push({ type: 'select', at: atOf(s) });
      out.push({ type: 'end' });
      return out;
    }
    return [...moveActions(sim, p, pend), { type: 'end' }];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Casting

function castTargets(sim: Sim, p: number, pend: PendingCast): number[] {
  const e = SPELLS[pend.spell as SpellNumber];
  const X = wizardSquare(sim.b, p);
  if (X < 0 || pend.left <= 0) return [];
  const map = spellTargetMap(
    displayBoard(
      sim.b,
      sim.w.map((w) => w.sprite),
    ),
    atOf(X),
    { rangeByte: e.rangeByte, category: e.kind as SpellCategory },
    p,
  );
  return map.squares.filter((t) => t.legal).map((t) => sq(t.square.x, t.square.y));
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
      sim.bolt(p, s, e.name === 'Lightning' ? 6 : 3, e.name);
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

function moverOf(sim: Sim, p: number, pend: PendingMove): Mover {
  return {
    sq: pend.square,
    wizard: pend.wizard,
    inside: pend.wizard && !isWizardId(sim.b.id[pend.square] ?? 0),
  };
}

function moveActions(sim: Sim, p: number, pend: PendingMove): Action[] {
  const out: Action[] = [];
  const mv = moverOf(sim, p, pend);
  const b = sim.b;
  if (pend.mode === 'shoot') {
    const range = rangeOf(sim, pend.square);
    for (let t = 0; t < 159; t++) {
      if (!onArena(t) || t === pend.square || !b.id[t]) continue;
      if (dist(pend.square, t) > 2 * range || !sim.sees(pend.square, t)) continue;
      out.push({ type: 'shoot', at: atOf(t) });
    }
    return out;
  }
  // "Dismount wizard?" is asked whenever the player selects a mount he rides (#AD88, before
  // the engagement test and the flight), so a flying mount offers it too.
  const ridden = !mv.wizard && (b.occ[mv.sq] ?? 0) === WIZARD_ID + p;
  if (pend.mode === 'fly') {
    for (let t = 0; t < 159; t++) {
      if (!onArena(t) || t === mv.sq || dist(mv.sq, t) > pend.points) continue;
      const what = intoKind(sim, p, mv, t);
      if (what === 'blocked') continue;
      out.push({ type: what === 'attack' ? 'attack' : 'move', at: atOf(t) });
    }
    if (ridden)
      for (let k = 0; k < 8; k++) {
        const t = neighbour(mv.sq, k);
        if (t >= 0 && intoKind(sim, p, mv, t) === 'step')
          out.push({ type: 'dismount', at: atOf(t) });
      }
    return out;
  }
  const shadowWood = b.id[mv.sq] === SHADOW_WOOD && !mv.wizard;
  for (let k = 0; k < 8; k++) {
    const t = neighbour(mv.sq, k);
    if (t < 0) continue;
    const what = intoKind(sim, p, mv, t);
    if (what === 'blocked') continue;
    if (what === 'attack') out.push({ type: 'attack', at: atOf(t) });
    else if (pend.mode === 'walk' && !shadowWood) out.push({ type: 'move', at: atOf(t) });
    if (
      ridden &&
      pend.mode === 'walk' &&
      pend.points === 2 * (creatureOf(b.id[mv.sq] ?? 0)?.movement ?? 0) &&
      what === 'step'
    )
      out.push({ type: 'dismount', at: atOf(t) });
  }
  return out;
}

function rangeOf(sim: Sim, s: number): number {
  const id = sim.b.id[s] ?? 0;
  if (isWizardId(id)) return sim.w[id - WIZARD_ID]?.stats.range ?? 0;
  if (isCreatureId(id)) return creatureOf(id)?.range ?? 0;
  return 0;
}

function select(sim: Sim, p: number, s: number): void {
  const b = sim.b;
  const kind = movable(sim, p, s);
  const id = b.id[s] ?? 0;
  const mv: Mover = {
    sq: s,
    wizard: kind === 'wizard-out' || isWizardId(id),
    inside: kind === 'wizard-out',
  };
  const stats = moverStats(sim, p, mv);
  let engaged = false;
  if (!b.occ[s] && sim.enemyNext(s, p)) engaged = sim.engagementRoll(s, stats.manoeuvre);
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

/** The selected piece's move ends: marked moved, then its shot if it has one. */
function finishMove(sim: Sim, p: number, s: number, canShoot: boolean): void {
  const b = sim.b;
  if (b.id[s] && !b.corpse[s]) b.props[s] = (b.props[s] ?? 0) | MOVED;
  const own = b.id[s] && !b.corpse[s] && ((b.props[s] ?? 0) & OWNER) === p;
  if (canShoot && own && b.id[s] !== SHADOW_WOOD && rangeOf(sim, s) > 0)
    sim.pending = {
      type: 'move',
      square: s,
      wizard: isWizardId(b.id[s] ?? 0),
      mode: 'shoot',
      points: 0,
    };
  else sim.pending = null;
}

function applyMove(sim: Sim, p: number, pend: PendingMove, a: Action): void {
  const b = sim.b;
  const mv = moverOf(sim, p, pend);
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
    sim.stepOut(mv.sq, t);
    sim.emit('move', p, `${sim.name(p)} dismounts to (${sqX(t)},${sqY(t)})`, t);
    b.props[mv.sq] = (b.props[mv.sq] ?? 0) | MOVED;
    b.props[t] = (b.props[t] ?? 0) | MOVED;
    sim.pending = null;
    return;
  }
  if (a.type === 'attack') {
    const from = mv.sq;
    const r = sim.attack(from, t, false);
    if (r === 'refused') return;
    const movedIn = r === 'killed' && (b.id[from] === 0 || b.corpse[from]) && !mv.inside;
    finishMove(sim, p, movedIn ? t : from, true);
    return;
  }
  // move
  const what = intoKind(sim, p, mv, t);
  if (what === 'mount' || what === 'enter') {
    sim.emit('move', p, `${name} goes into ${sim.pieceName(t)}`, t);
    if (mv.inside) sim.moveInside(mv.sq, t);
    else sim.stepIn(mv.sq, t);
    finishMove(sim, p, t, false);
    return;
  }
  const cost = dist(mv.sq, t);
  stepTo(sim, mv, t);
  sim.emit(
    'move',
    p,
    `${name} ${pend.mode === 'fly' ? 'flies' : 'moves'} to (${sqX(t)},${sqY(t)})`,
    t,
  );
  if ((b.id[t] ?? 0) !== MAGIC_WOOD && sim.enemyNext(t, p)) {
    sim.pending = { type: 'move', square: t, wizard: mv.wizard, mode: 'engaged', points: 0 };
    return;
  }
  const points = pend.points - cost;
  if (pend.mode === 'fly' || points <= 0) finishMove(sim, p, t, true);
  else sim.pending = { type: 'move', square: t, wizard: mv.wizard, mode: 'walk', points };
}

// ---------------------------------------------------------------------------------------------

/** Applies one of `legalActions(state)`; anything else comes back as an error. */
export function applyAction(state: GameState, action: Action): Result<Step, GameError> {
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
