/**
 * State of the combat islands on /combat/: the one-on-one calculator and the "several attackers"
 * calculator. Plain data (piece choices), turned into engine fighters by the islands.
 */
import { atom } from 'nanostores';
import { accepted, refused, wholeIn, type Result } from './result';
import { wizardChoice, type PieceChoice } from '../engine/fighterChoice';

export type AttackMode = 'melee' | 'ranged';

export interface DuelState {
  readonly attacker: PieceChoice;
  readonly defender: PieceChoice;
  readonly mode: AttackMode;
}

export const DUEL_DEFAULT: DuelState = {
  attacker: { kind: 'Golden Dragon', wizard: wizardChoice() },
  defender: { kind: 'Wizard', wizard: wizardChoice({ armour: 'Magic Armour' }) },
  mode: 'melee',
};

export const $duel = atom<DuelState>(DUEL_DEFAULT);

export function setDuel(patch: Partial<DuelState>): Result<DuelState, never> {
  const next = { ...$duel.get(), ...patch };
  $duel.set(next);
  return accepted(next);
}

/** Swap attacker and defender. */
export function swapDuel(): Result<DuelState, never> {
  const s = $duel.get();
  return setDuel({ attacker: s.defender, defender: s.attacker });
}

export interface GangAttack {
  readonly piece: PieceChoice;
  readonly mode: AttackMode;
}

export interface GangState {
  readonly target: PieceChoice;
  readonly attackers: readonly GangAttack[];
  readonly turns: number;
}

/** Most attackers the calculator takes (a square has eight neighbours). */
export const GANG_MAX = 8;
export const TURNS_MAX = 20;

export const GANG_DEFAULT: GangState = {
  target: { kind: 'Wizard', wizard: wizardChoice({ armour: 'Magic Shield' }) },
  attackers: [
    { piece: { kind: 'Lion', wizard: wizardChoice() }, mode: 'melee' },
    { piece: { kind: 'Orc', wizard: wizardChoice() }, mode: 'melee' },
    { piece: { kind: 'Elf', wizard: wizardChoice() }, mode: 'ranged' },
  ],
  turns: 3,
};

export const $gang = atom<GangState>(GANG_DEFAULT);

function setGang(next: GangState): Result<GangState, never> {
  $gang.set(next);
  return accepted(next);
}

export function setGangTarget(target: PieceChoice): Result<GangState, never> {
  return setGang({ ...$gang.get(), target });
}

export function setGangAttack(i: number, a: GangAttack): Result<GangState, 'out-of-range'> {
  const s = $gang.get();
  const r = wholeIn(i, 0, s.attackers.length - 1, 'An attacker');
  if (!r.ok) return r;
  return setGang({ ...s, attackers: s.attackers.map((x, j) => (j === i ? a : x)) });
}

export function addGangAttack(): Result<GangState, 'too-many'> {
  const s = $gang.get();
  if (s.attackers.length >= GANG_MAX)
    return refused('too-many', `At most ${GANG_MAX} pieces can attack one square.`);
  // A copy of the last piece, attacking hand to hand (every piece can; not every one can shoot).
  const last = s.attackers[s.attackers.length - 1];
  const next: GangAttack = {
    piece: last?.piece ?? { kind: 'Orc', wizard: wizardChoice() },
    mode: 'melee',
  };
  return setGang({ ...s, attackers: [...s.attackers, next] });
}

export function removeGangAttack(i: number): Result<GangState, never> {
  const s = $gang.get();
  return setGang({ ...s, attackers: s.attackers.filter((_, j) => j !== i) });
}

/** Whole turns 1–TURNS_MAX; anything else keeps the old value (the island says why). */
export function setGangTurns(turns: number): Result<GangState, 'out-of-range'> {
  const r = wholeIn(turns, 1, TURNS_MAX, 'The number of turns');
  return r.ok ? setGang({ ...$gang.get(), turns: r.value }) : r;
}
