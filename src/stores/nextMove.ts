/**
 * State of the "computer's next move" panel (src/islands/next-move/): which wizard of the shared
 * position is asked about, the seed of the sample turn and the simulated runs, and whether the
 * answer has been asked for (the game engine is loaded on that first request). Saved and linked
 * as `?nm=<wizard 1–8>-<seed>` while the answer is shown, so a link opens the same answer over
 * the same position (`board=`, `pos=` and the settings' `balance=` carry the rest).
 */
import { atom } from 'nanostores';
import { accepted, refused, wholeIn, type Result } from './result';
import { SAVED_KEYS } from '../lib/saved-keys';
import { savedState, type Read } from './saved';

export interface NextMoveState {
  /** The wizard asked about (seat 0–7). */
  readonly seat: number;
  /** Seed of the sample turn and of the first simulated run (1–999,999). */
  readonly seed: number;
  /** The answer is shown (the reader asked, or a link asked). */
  readonly shown: boolean;
}

export const NEXT_MOVE_DEFAULT: NextMoveState = { seat: 0, seed: 1, shown: false };
export const NEXT_MOVE_URL_PARAM = 'nm';
export const NEXT_MOVE_MAX_SEED = 999_999;

export const $nextMoveNotes = atom<string[]>([]);
const addNote = (n: string) => {
  if (!$nextMoveNotes.get().includes(n)) $nextMoveNotes.set([...$nextMoveNotes.get(), n]);
};

export function encodeNextMove(s: NextMoveState): string {
  return s.shown ? `${s.seat + 1}-${s.seed}` : '';
}

export function decodeNextMove(code: string): Read<NextMoveState> {
  if (code === '') return { value: NEXT_MOVE_DEFAULT, problems: [] };
  const m = /^([1-8])-(\d{1,6})$/.exec(code);
  const seed = m ? Number(m[2]) : 0;
  if (!m || seed < 1)
    return {
      value: NEXT_MOVE_DEFAULT,
      problems: [
        `The next-move part of the link (“${code.slice(0, 40)}”) could not be read: it should be a wizard 1–8 and a seed 1–${NEXT_MOVE_MAX_SEED}, like 2-1.`,
      ],
    };
  return { value: { seat: Number(m[1]) - 1, seed, shown: true }, problems: [] };
}

const saved = savedState<NextMoveState>({
  key: SAVED_KEYS.nextMove,
  initial: NEXT_MOVE_DEFAULT,
  encode: encodeNextMove,
  decode: decodeNextMove,
  fromSearch: (search) => {
    const code = new URLSearchParams(search).get(NEXT_MOVE_URL_PARAM);
    return code === null ? undefined : decodeNextMove(code);
  },
  toSearch: (search, value) => {
    const params = new URLSearchParams(search);
    const code = encodeNextMove(value);
    if (code) params.set(NEXT_MOVE_URL_PARAM, code);
    else params.delete(NEXT_MOVE_URL_PARAM);
    const s = params.toString();
    return s ? `?${s}` : '';
  },
  note: addNote,
  unsaved:
    'The next-move choice could not be saved in this browser: it is kept until you leave the page.',
});

export const $nextMove = saved.$store;
export const syncNextMoveWithUrl: () => void = saved.syncWithUrl;

export function setNextMoveSeat(seat: number): Result<NextMoveState, 'out-of-range'> {
  const r = wholeIn(seat, 0, 7, 'A wizard seat');
  if (!r.ok) return r;
  const next = { ...$nextMove.get(), seat: r.value };
  $nextMove.set(next);
  return accepted(next);
}

export function setNextMoveSeed(seed: number): Result<NextMoveState, 'out-of-range'> {
  const r = wholeIn(seed, 1, NEXT_MOVE_MAX_SEED, 'The seed');
  if (!r.ok) return r;
  const next = { ...$nextMove.get(), seed: r.value };
  $nextMove.set(next);
  return accepted(next);
}

export function showNextMove(shown = true): Result<NextMoveState, 'bad-value'> {
  if (typeof shown !== 'boolean') return refused('bad-value', 'shown is true or false');
  const next = { ...$nextMove.get(), shown };
  $nextMove.set(next);
  return accepted(next);
}
