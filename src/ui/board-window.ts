/**
 * The squares a close-up shows: a rectangle of the board around a square (BoardCloseUp for the
 * boards, the distance grid's close-up on /numbers/). No view code, so a small island can use it
 * without the board view.
 */
import { BOARD_HEIGHT, BOARD_WIDTH, type Square } from '../engine/types';

/** A rectangle of squares: its top-left square and its size, in squares. */
export interface BoardWindow {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The window of w × h squares centred as nearly as the board allows on `at`. */
export function windowAround(at: Square, w: number, h: number): BoardWindow {
  const clamp = (v: number, hi: number) => Math.max(0, Math.min(hi, v));
  return {
    x: clamp(at.x - Math.floor(w / 2), BOARD_WIDTH - w),
    y: clamp(at.y - Math.floor(h / 2), BOARD_HEIGHT - h),
    w,
    h,
  };
}
