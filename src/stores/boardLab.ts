/**
 * What the board islands have picked on the shared board (src/stores/board.ts): the two ends of
 * the line-of-sight trace, the caster square and action of the range overlay, and the piece
 * whose movement is shown. Shared so that every board island on a page agrees, and so that
 * loading a sample board can point at the squares it is about.
 */
import { atom } from 'nanostores';
import type { Square } from '../engine';
import { DEFAULT_SAMPLE } from './board-samples';

export interface TracePick {
  readonly from: Square;
  readonly to: Square;
  /** The end the next square picked sets. */
  readonly picking: 'from' | 'to';
}

export interface RangePick {
  readonly from: Square;
  /** 'spell:<number>' or 'attack:<creature name>' or 'attack:Magic Bow'. */
  readonly action: string;
}

export interface MovePick {
  readonly from: Square | null;
  /** The piece failed its manoeuvre roll: it may only attack a neighbour. */
  readonly engaged: boolean;
  /** A wizard's manoeuvre (rolled at the start of the game). */
  readonly wizardManoeuvre: number;
  /** The moving wizard's upgrades, from his record (engine position.ts wizardMoveOptions). */
  readonly shadowForm: boolean;
  readonly wings: boolean;
  readonly magicWeapon: boolean;
}

const start = DEFAULT_SAMPLE;

/** The picks with nothing in the link (what the islands render while hydrating). */
export const TRACE_START: TracePick = {
  from: start.trace?.from ?? { x: 0, y: 0 },
  to: start.trace?.to ?? { x: 14, y: 9 },
  picking: 'from',
};
export const RANGE_START: RangePick = start.range ?? { from: { x: 7, y: 4 }, action: 'spell:41' };
export const MOVE_START: MovePick = {
  from: start.move ?? null,
  engaged: false,
  wizardManoeuvre: 5,
  shadowForm: false,
  wings: false,
  magicWeapon: false,
};

export const $trace = atom<TracePick>(TRACE_START);
export const $rangePick = atom<RangePick>(RANGE_START);
export const $movePick = atom<MovePick>(MOVE_START);

/** Set the end being picked, then switch to the other end. */
export function pickTraceSquare(sq: Square): void {
  const t = $trace.get();
  $trace.set({ ...t, [t.picking]: sq, picking: t.picking === 'from' ? 'to' : 'from' });
}

export function setTracePicking(picking: 'from' | 'to'): void {
  $trace.set({ ...$trace.get(), picking });
}

export function swapTrace(): void {
  const t = $trace.get();
  $trace.set({ ...t, from: t.to, to: t.from });
}

export function setTrace(from: Square, to: Square): void {
  $trace.set({ from, to, picking: 'from' });
}

export function setRangePick(patch: Partial<RangePick>): void {
  $rangePick.set({ ...$rangePick.get(), ...patch });
}

export function setMovePick(patch: Partial<MovePick>): void {
  $movePick.set({ ...$movePick.get(), ...patch });
}

/** A piece moved from `from` to `to`: every pick on its old square (A, B, the range caster, the
 * moving piece) goes with it. */
export function followPiece(from: Square, to: Square): void {
  const on = (s: Square | null | undefined) => !!s && s.x === from.x && s.y === from.y;
  const t = $trace.get();
  if (on(t.from) || on(t.to))
    $trace.set({ ...t, from: on(t.from) ? to : t.from, to: on(t.to) ? to : t.to });
  if (on($rangePick.get().from)) setRangePick({ from: to });
  if (on($movePick.get().from)) setMovePick({ from: to });
}
