/** State of the computer-wizard islands: a spell book to sort, Disbelieve's roll, and whose view the target scores take. */
import { atom } from 'nanostores';
import { isSpellName } from '../engine/lookup';
import type { SpellName } from '../engine/types';

/** Slots in a spell book (the engine's SPELL_BOOK_SLOTS; computer.test checks they agree). */
export const SPELL_BOOK_SLOTS = 20;

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
export function addToBook(name: string): string | null {
  const s = $computer.get();
  if (!isSpellName(name)) return `"${name}" is not a spell.`;
  if (s.book.length >= SPELL_BOOK_SLOTS) return `A book holds at most ${SPELL_BOOK_SLOTS} spells.`;
  $computer.set({ ...s, book: [...s.book, name] });
  return null;
}

export function removeFromBook(index: number): void {
  const s = $computer.get();
  $computer.set({ ...s, book: s.book.filter((_, i) => i !== index) });
}

export function setDisbelieveRoll(roll: number): void {
  if (!Number.isInteger(roll) || roll < 0 || roll > 9) return;
  $computer.set({ ...$computer.get(), disbelieveRoll: roll });
}

export function setComputerSeat(seat: number): void {
  if (!Number.isInteger(seat) || seat < 0 || seat > 7) return;
  $computer.set({ ...$computer.get(), seat });
}

export function setTargetList(kind: TargetListKind): void {
  if (kind !== 'creature' && kind !== 'attack') return;
  $computer.set({ ...$computer.get(), targetList: kind });
}
