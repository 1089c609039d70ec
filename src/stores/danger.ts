/**
 * The danger page's pick: the square whose piece is looked at and which way (what can hurt it,
 * or what it can attack). Saved and linked through savedState (saved.ts) as
 * `?danger=<x>-<y>` and, for the reverse view, `-own` after it (`?danger=3-4-own`); the default
 * pick (the Orc of the sample battle, threats) writes nothing. A link that cannot be read keeps
 * the default and leaves a note.
 */
import { atom } from 'nanostores';
import { pieceAt, placedPieces, type Board } from '../engine/pieces';
import { isWizardKind } from '../engine/sprites';
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

// ---------------------------------------------------------------------------------------------
// Following the piece picked (issue 32, point 3)

/** What stood on the square when it was picked: the pick follows it when the board changes. */
export interface PickedPiece {
  readonly kind: string;
  readonly owner: number;
}

export const DANGER_PIECE_KEY = SAVED_KEYS.dangerPiece;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The piece remembered with the pick ("kind|owner"), or null. */
export function readPickedPiece(
  st: Pick<Storage, 'getItem'> | null = storage(),
): PickedPiece | null {
  try {
    const m = /^(.{1,40})\|([0-7])$/.exec(st?.getItem(DANGER_PIECE_KEY) ?? '');
    return m ? { kind: m[1] as string, owner: Number(m[2]) } : null;
  } catch {
    return null;
  }
}

/** Remembers the piece on the picked square (nothing remembered for an empty square). */
export function rememberPickedPiece(
  piece: PickedPiece | null,
  st: Pick<Storage, 'setItem' | 'removeItem'> | null = storage(),
): void {
  try {
    if (piece) st?.setItem(DANGER_PIECE_KEY, `${piece.kind}|${piece.owner}`);
    else st?.removeItem(DANGER_PIECE_KEY);
  } catch {
    // Not remembered: the pick stays on its square.
  }
}

/** The same piece: the same kind and wizard (a wizard by his seat: his picture may change). */
const owns = (p: { kind: string; owner: number }, w: PickedPiece) =>
  p.owner === w.owner && (isWizardKind(w.kind) ? isWizardKind(p.kind) : p.kind === w.kind);

/**
 * Where the picked piece is on `board` now. Still on its square: nothing to do. Elsewhere and the
 * only one of its kind and wizard: its new square, with a note. Gone, or not to be told apart
 * from others like it: a note that asks for a new pick (the square stays).
 */
export function followPickedPiece(
  board: Board,
  square: Square,
  piece: PickedPiece | null,
): { readonly square?: Square; readonly note?: string } {
  if (!piece) return {};
  const here = pieceAt(board, square);
  if (here && owns(here, piece)) return {};
  const same = placedPieces(board).filter((p) => owns(p, piece));
  const what = `${isWizardKind(piece.kind) ? `wizard ${piece.owner + 1}` : `the ${piece.kind} of wizard ${piece.owner + 1}`}`;
  const only = same[0];
  if (same.length === 1 && only)
    return {
      square: { x: only.x, y: only.y },
      note: `The board changed: ${what}, picked at (${square.x},${square.y}), is now at (${only.x},${only.y}), and the map follows.`,
    };
  return {
    note: `The board changed: ${what}, picked at (${square.x},${square.y}), is ${same.length === 0 ? 'no longer on it' : 'not the only one of its kind, so which one is meant is not known'}. Pick a piece to ask again.`,
  };
}
