/**
 * State of the combat islands on /combat/: the one-on-one calculator and the "several attackers"
 * calculator. Plain data (piece choices), turned into engine fighters by the islands.
 */
import { atom } from 'nanostores';
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

export function setDuel(patch: Partial<DuelState>): void {
  $duel.set({ ...$duel.get(), ...patch });
}

/** Swap attacker and defender. */
export function swapDuel(): void {
  const s = $duel.get();
  $duel.set({ ...s, attacker: s.defender, defender: s.attacker });
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

export function setGangTarget(target: PieceChoice): void {
  $gang.set({ ...$gang.get(), target });
}

export function setGangAttack(i: number, a: GangAttack): void {
  const s = $gang.get();
  $gang.set({ ...s, attackers: s.attackers.map((x, j) => (j === i ? a : x)) });
}

export function addGangAttack(): void {
  const s = $gang.get();
  if (s.attackers.length >= GANG_MAX) return;
  // A copy of the last piece, attacking hand to hand (every piece can; not every one can shoot).
  const last = s.attackers[s.attackers.length - 1];
  const next: GangAttack = {
    piece: last?.piece ?? { kind: 'Orc', wizard: wizardChoice() },
    mode: 'melee',
  };
  $gang.set({ ...s, attackers: [...s.attackers, next] });
}

export function removeGangAttack(i: number): void {
  const s = $gang.get();
  $gang.set({ ...s, attackers: s.attackers.filter((_, j) => j !== i) });
}

/** Whole turns 1–TURNS_MAX; anything else keeps the old value (the island says why). */
export function setGangTurns(turns: number): boolean {
  if (!Number.isInteger(turns) || turns < 1 || turns > TURNS_MAX) return false;
  $gang.set({ ...$gang.get(), turns });
  return true;
}
