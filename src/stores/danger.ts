/**
 * The danger page's pick: the square whose piece is looked at and which way (what can hurt it,
 * or what it can attack). Saved and linked through savedState (saved.ts) as
 * `?danger=<x>-<y>` and, for the reverse view, `-own` after it (`?danger=3-4-own`); the default
 * pick (the Orc of the sample battle, threats) writes nothing. A link that cannot be read keeps
 * the default and leaves a note.
 */
import { atom } from 'nanostores';
import type { Square } from '../engine/types';
import { SAVED_KEYS } from '../lib/saved-keys';
import { savedState, type Read } from './saved';

export type DangerView = 'threats' | 'own';

export interface DangerPick {
  readonly square: Square;
  readonly view: DangerView;
}

export const DANGER_STORAGE_KEY = SAVED_KEYS.danger;
export const DANGER_URL_PARAM = 'danger';

/** The Orc of the sample battle (board-samples.ts, 'battle'), which an Elf can shoot. */
export const DEFAULT_DANGER_PICK: DangerPick = { square: { x: 8, y: 3 }, view: 'threats' };

export const $dangerNotes = atom<string[]>([]);

function addNote(note: string): void {
  const notes = $dangerNotes.get();
  if (!notes.includes(note)) $dangerNotes.set([...notes, note]);
}

export function dismissDangerNotes(): void {
  $dangerNotes.set([]);
}

/** "3-4", or "3-4-own" for the reverse view. */
export function dangerCode(p: DangerPick): string {
  return `${p.square.x}-${p.square.y}${p.view === 'own' ? '-own' : ''}`;
}

/** Reads a code made by dangerCode; never throws. */
export function readDangerCode(code: string, where: string): Read<DangerPick> {
  const m = /^(\d{1,2})-(\d)(-own)?$/.exec(code);
  const x = m ? Number(m[1]) : NaN;
  const y = m ? Number(m[2]) : NaN;
  if (!m || x > 14 || y > 9)
    return {
      value: DEFAULT_DANGER_PICK,
      problems: [
        `The square in the ${where} could not be read (it should look like 3-4 or 3-4-own, x 0–14 and y 0–9), so the first example square is shown.`,
      ],
    };
  return { value: { square: { x, y }, view: m[3] ? 'own' : 'threats' }, problems: [] };
}

const isDefault = (p: DangerPick) =>
  p.view === DEFAULT_DANGER_PICK.view &&
  p.square.x === DEFAULT_DANGER_PICK.square.x &&
  p.square.y === DEFAULT_DANGER_PICK.square.y;

export function dangerToSearch(search: string, p: DangerPick): string {
  const params = new URLSearchParams(search);
  if (isDefault(p)) params.delete(DANGER_URL_PARAM);
  else params.set(DANGER_URL_PARAM, dangerCode(p));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function dangerFromSearch(search: string): Read<DangerPick> | undefined {
  const code = new URLSearchParams(search).get(DANGER_URL_PARAM);
  return code === null ? undefined : readDangerCode(code.slice(0, 40), 'link');
}

const saved = savedState<DangerPick>({
  key: DANGER_STORAGE_KEY,
  initial: DEFAULT_DANGER_PICK,
  encode: dangerCode,
  decode: (code) => readDangerCode(code, 'saved pick'),
  fromSearch: dangerFromSearch,
  toSearch: dangerToSearch,
  note: addNote,
  unsaved:
    'The picked square could not be saved in this browser (its storage is full or blocked): it is kept until you leave the page.',
});

export const $dangerPick = saved.$store;
export const syncDangerWithUrl: () => void = saved.syncWithUrl;

export function pickDangerSquare(square: Square): void {
  $dangerPick.set({ ...$dangerPick.get(), square: { x: square.x, y: square.y } });
}

export function setDangerView(view: DangerView): void {
  $dangerPick.set({ ...$dangerPick.get(), view });
}
