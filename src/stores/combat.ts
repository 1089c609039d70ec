/**
 * State of the combat islands on /combat/: the one-on-one calculator and the "several attackers"
 * calculator. Plain data (piece choices), turned into engine fighters by the islands.
 */
import { atom } from 'nanostores';
import { accepted, refused, wholeIn, type Result } from './result';
import { WIZARD, wizardChoice, type PieceChoice } from '../engine/fighterChoice';
import { CREATURE_KINDS, OBJECT_KINDS } from '../engine/types';
import { bad, fields, readWhole, type CodeResult } from '../lib/link-codes';
import { pieceReader, writePiece } from '../lib/piece-codes';
import { linkedState } from './linked';

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

// Links (issue 12): ?duel=1.<attacker>.<defender>.<m|r> and
// ?gang=1.<target>.<turns>.<m|r><attacker>-<m|r><attacker>… (piece codes: src/lib/link-codes.ts).

/** The pieces the duel's pickers offer; the gang's attackers are creatures, a wizard or Shadow Wood. */
const DUEL_KINDS = [WIZARD, ...CREATURE_KINDS, ...OBJECT_KINDS];
const GANG_ATTACKER_KINDS = [WIZARD, ...CREATURE_KINDS, 'Shadow Wood'];

const modeCode = (m: AttackMode) => (m === 'melee' ? 'm' : 'r');
function readMode(c: string | undefined): CodeResult<AttackMode> {
  if (c === 'm') return { ok: true, value: 'melee' };
  if (c === 'r') return { ok: true, value: 'ranged' };
  return bad('an attack is "m" (close combat) or "r" (ranged)');
}

export function encodeDuel(s: DuelState): string {
  return `1.${writePiece(s.attacker)}.${writePiece(s.defender)}.${modeCode(s.mode)}`;
}

export function decodeDuel(code: string): CodeResult<DuelState> {
  const f = fields(code, 3, 'duel');
  if (!f.ok) return f;
  const [a = '', d = '', m] = f.value;
  const attacker = pieceReader(DUEL_KINDS, DUEL_DEFAULT.attacker.wizard!)(a);
  if (!attacker.ok) return attacker;
  const defender = pieceReader(DUEL_KINDS, DUEL_DEFAULT.defender.wizard!)(d);
  if (!defender.ok) return defender;
  const mode = readMode(m);
  if (!mode.ok) return mode;
  return {
    ok: true,
    value: { attacker: attacker.value, defender: defender.value, mode: mode.value },
  };
}

export function encodeGang(s: GangState): string {
  const attackers = s.attackers.map((a) => `${modeCode(a.mode)}${writePiece(a.piece)}`).join('-');
  return `1.${writePiece(s.target)}.${s.turns}.${attackers}`;
}

export function decodeGang(code: string): CodeResult<GangState> {
  const f = fields(code, 3, 'gang');
  if (!f.ok) return f;
  const [t = '', n = '', list = ''] = f.value;
  const target = pieceReader(DUEL_KINDS, GANG_DEFAULT.target.wizard!)(t);
  if (!target.ok) return target;
  const turns = readWhole(n, 1, TURNS_MAX, 'The number of turns');
  if (!turns.ok) return turns;
  const items = list === '' ? [] : list.split('-');
  if (items.length > GANG_MAX) return bad(`at most ${GANG_MAX} pieces can attack one square`);
  const readAttacker = pieceReader(GANG_ATTACKER_KINDS, wizardChoice());
  const attackers: GangAttack[] = [];
  for (const item of items) {
    const mode = readMode(item[0]);
    if (!mode.ok) return mode;
    const piece = readAttacker(item.slice(1));
    if (!piece.ok) return piece;
    attackers.push({ piece: piece.value, mode: mode.value });
  }
  return { ok: true, value: { target: target.value, turns: turns.value, attackers } };
}

export const duelLink = linkedState({
  $store: $duel,
  param: 'duel',
  initial: DUEL_DEFAULT,
  encode: encodeDuel,
  decode: decodeDuel,
  what: 'the duel',
});

export const gangLink = linkedState({
  $store: $gang,
  param: 'gang',
  initial: GANG_DEFAULT,
  encode: encodeGang,
  decode: decodeGang,
  what: 'the gang of attackers',
});
