/** State of the computer-wizard islands: a spell book to sort, Disbelieve's roll, and whose view the target scores take. */
import { atom } from 'nanostores';
import { isSpellName } from '../engine/lookup';
import { MAX_WIZARDS } from '../engine/pieces';
import { SPELL_NAMES, type SpellName } from '../engine/types';
import { bad, fields, readWhole, slug, slugReader, type CodeResult } from '../lib/link-codes';
import { linkedState } from './linked';
import { accepted, refused, wholeIn, type Result } from './result';
import { SPELL_BOOK_SLOTS } from '../engine/wizards';

export interface ComputerState {
  readonly book: readonly SpellName[];
  /** This turn's d10 for Disbelieve's priority (0–9). */
  readonly disbelieveRoll: number;
  /** The computer wizard whose target scores are shown (seat 0–7). */
  readonly seat: number;
  /** Which of the original's ranked lists the target board shows. */
  readonly targetList: TargetListKind;
}

/** EN_AN (#C7BC: creature casting and moves) or FIREON (#CC56: attack spells and shooters). */
export type TargetListKind = 'creature' | 'attack';

export const COMPUTER_DEFAULT: ComputerState = {
  book: [
    'Disbelieve',
    'Goblin',
    'Magic Bolt',
    'Law-1',
    'Magic Armour',
    'Vengeance',
    'Magic Wood',
    'Golden Dragon',
    'Wall',
    'Magic Wings',
    'Subversion',
  ],
  disbelieveRoll: 4,
  seat: 1,
  targetList: 'creature',
};

export const $computer = atom<ComputerState>(COMPUTER_DEFAULT);

/** Add a spell; refused (with the reason) for an unknown name or a full book. */
export function addToBook(name: string): Result<ComputerState, 'unknown-spell' | 'book-full'> {
  const s = $computer.get();
  if (!isSpellName(name)) return refused('unknown-spell', `"${name}" is not a spell.`);
  if (s.book.length >= SPELL_BOOK_SLOTS)
    return refused('book-full', `A book holds at most ${SPELL_BOOK_SLOTS} spells.`);
  return set({ ...s, book: [...s.book, name] });
}

function set(next: ComputerState): Result<ComputerState, never> {
  $computer.set(next);
  return accepted(next);
}

export function removeFromBook(index: number): Result<ComputerState, never> {
  const s = $computer.get();
  return set({ ...s, book: s.book.filter((_, i) => i !== index) });
}

/** This turn's d10 (0–9) for Disbelieve's priority. */
export function setDisbelieveRoll(roll: number): Result<ComputerState, 'out-of-range'> {
  const r = wholeIn(roll, 0, 9, 'A d10 roll');
  return r.ok ? set({ ...$computer.get(), disbelieveRoll: r.value }) : r;
}

/** The computer wizard (seat 0–7) whose target scores are shown. */
export function setComputerSeat(seat: number): Result<ComputerState, 'out-of-range'> {
  const r = wholeIn(seat, 0, MAX_WIZARDS - 1, 'A seat');
  return r.ok ? set({ ...$computer.get(), seat: r.value }) : r;
}

export function setTargetList(kind: TargetListKind): void {
  if (kind !== 'creature' && kind !== 'attack') return;
  $computer.set({ ...$computer.get(), targetList: kind });
}

// Link (issue 12): ?cw=1.<Disbelieve roll>.<seat>.<c|a>.<spell>-<spell>… (spell slugs,
// src/lib/link-codes.ts; an empty book is an empty last field).

const readSpell = slugReader(SPELL_NAMES, 'a spell');

export function encodeComputer(s: ComputerState): string {
  const list = s.targetList === 'creature' ? 'c' : 'a';
  return `1.${s.disbelieveRoll}.${s.seat}.${list}.${s.book.map(slug).join('-')}`;
}

export function decodeComputer(code: string): CodeResult<ComputerState> {
  const f = fields(code, 4, 'computer wizard');
  if (!f.ok) return f;
  const [r = '', st = '', l = '', b = ''] = f.value;
  const roll = readWhole(r, 0, 9, 'A d10 roll');
  if (!roll.ok) return roll;
  const seat = readWhole(st, 0, MAX_WIZARDS - 1, 'A seat');
  if (!seat.ok) return seat;
  if (l !== 'c' && l !== 'a') return bad('the target list is "c" (creatures) or "a" (attacks)');
  const names = b === '' ? [] : b.split('-');
  if (names.length > SPELL_BOOK_SLOTS)
    return bad(`a book holds at most ${SPELL_BOOK_SLOTS} spells`);
  const book: SpellName[] = [];
  for (const n of names) {
    const spell = readSpell(n);
    if (!spell.ok) return spell;
    book.push(spell.value);
  }
  return {
    ok: true,
    value: {
      book,
      disbelieveRoll: roll.value,
      seat: seat.value,
      targetList: l === 'c' ? 'creature' : 'attack',
    },
  };
}

export const computerLink = linkedState({
  $store: $computer,
  param: 'cw',
  initial: COMPUTER_DEFAULT,
  encode: encodeComputer,
  decode: decodeComputer,
  what: 'the computer wizard’s book and targets',
});
