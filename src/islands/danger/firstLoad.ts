/**
 * What the danger island needs to decide, without loading the engine, whether the answer worked
 * out at build time (the default board, wizards, balance and pick) is still the one to show.
 * The engine part (live.ts: danger.ts, the position and the settings) loads on first need: a
 * pick, a switch of view, a board other than the default, or a position, balance or pick saved
 * in this browser or given in the link. The saved keys come from their one list (a module with
 * no dependencies); the link parameters below are copies of the stores' own (firstLoad.test.ts
 * checks them), kept here so that the first load stays small.
 */
import { SAVED_KEYS } from '../../lib/saved-keys';

export const POSITION_PARAM = 'pos';
export const BALANCE_PARAM = 'balance';

/** True when the wizards' records or the balance may differ from the defaults. */
export function positionMayDiffer(): boolean {
  if (typeof window === 'undefined') return false;
  const params = new URLSearchParams(window.location.search);
  if (params.has(POSITION_PARAM) || params.has(BALANCE_PARAM)) return true;
  try {
    const s = window.localStorage;
    return s.getItem(SAVED_KEYS.position) !== null || s.getItem(SAVED_KEYS.settings) !== null;
  } catch {
    return false;
  }
}
