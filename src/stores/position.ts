/**
 * The shared position behind the board calculators: the pieces are the shared board
 * (src/stores/board.ts, `?board=`), the world balance is the settings' balance
 * (src/stores/settings.ts, `?balance=`), and this store holds the rest, the engine's
 * PositionExtras (src/engine/position.ts): each wizard's statistics, upgrade flags, book and
 * player, whose turn it is and the turn number. Saved in localStorage and linked as
 * `?pos=<code>` through savedState (src/stores/saved.ts); the default writes no `pos=` at all.
 * `$position` (src/stores/position-full.ts) joins the three; this file stays free of the
 * settings so that the board pages, which show no settings bar, load less.
 *
 * Old links and saved boards from before positions existed carry no `pos=`: they open with
 * every wizard at the default (DEFAULT_POSITION_WIZARD), so nothing needs converting.
 */
import { atom } from 'nanostores';
import type { Result } from '../engine/types';
import {
  DEFAULT_POSITION,
  decodePosition,
  encodePosition,
  validatePosition,
  withWizard,
  type PositionError,
  type PositionExtras,
  type PositionWizard,
} from '../engine/position';
import type { WizardStats } from '../engine/wizards';
import { SAVED_KEYS } from '../lib/saved-keys';
import { savedState, type Read } from './saved';

export const POSITION_STORAGE_KEY = SAVED_KEYS.position;
export const POSITION_URL_PARAM = 'pos';

/** Messages about positions that could not be read or changes that were refused. */
export const $positionNotes = atom<string[]>([]);

function addNote(note: string): void {
  const notes = $positionNotes.get();
  if (!notes.includes(note)) $positionNotes.set([...notes, note]);
}

export function dismissPositionNotes(): void {
  $positionNotes.set([]);
}

/** The position's share code ('' for the default). */
export function positionCode(p: PositionExtras): string {
  const r = encodePosition(p);
  return r.ok ? r.value : '';
}

function orDefault(code: string, where: string): Read<PositionExtras> {
  const r = decodePosition(code);
  if (r.ok) return { value: r.value, problems: [] };
  return {
    value: DEFAULT_POSITION,
    problems: [
      `The ${where} could not be read (${r.message}), so every wizard has the default statistics.`,
    ],
  };
}

/** The query string with `pos=` set (or removed for the default), other parameters kept. */
export function positionToSearch(search: string, p: PositionExtras): string {
  const params = new URLSearchParams(search);
  const code = positionCode(p);
  if (code) params.set(POSITION_URL_PARAM, code);
  else params.delete(POSITION_URL_PARAM);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The position a query string asks for, or undefined when it has no `pos=`. */
export function positionFromSearch(search: string): Read<PositionExtras> | undefined {
  const code = new URLSearchParams(search).get(POSITION_URL_PARAM);
  return code === null ? undefined : orDefault(code, 'position in the link');
}

const saved = savedState<PositionExtras>({
  key: POSITION_STORAGE_KEY,
  initial: DEFAULT_POSITION,
  encode: positionCode,
  decode: (code) => orDefault(code, 'saved position'),
  fromSearch: positionFromSearch,
  toSearch: positionToSearch,
  note: addNote,
  unsaved:
    "The wizards' records could not be saved in this browser (its storage is full or blocked): they are kept until you leave the page.",
});

export const $positionExtras = saved.$store;

/** Read `pos=` from the page URL once, then keep it up to date. Safe to call from every island. */
export const syncPositionWithUrl: () => void = saved.syncWithUrl;

/** Change some of one wizard's record (checked first; a refused change leaves it as it was). */
export function updateWizard(
  seat: number,
  patch: Partial<Omit<PositionWizard, 'stats'>> & { stats?: Partial<WizardStats> },
): Result<PositionExtras, PositionError> {
  const r = withWizard($positionExtras.get(), seat, patch);
  if (r.ok) $positionExtras.set(r.value);
  return r;
}

/** Set the turn number (0-based) and/or whose turn it is (checked first). */
export function setTurn(patch: {
  turn?: number;
  actor?: number;
}): Result<PositionExtras, PositionError> {
  const r = validatePosition({ ...$positionExtras.get(), ...patch });
  if (r.ok) $positionExtras.set(r.value);
  return r;
}

/** Every wizard back to the default, turn 1, wizard 1 to play. */
export function resetWizards(): void {
  $positionExtras.set(DEFAULT_POSITION);
}
