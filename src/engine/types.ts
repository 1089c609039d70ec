/**
 * The engine's shared vocabulary. Units are named in every identifier:
 * - squares: board coordinates, x 0–14 left to right, y 0–9 top to bottom;
 * - half-units: the game's distance measure (2 per straight step, 3 per diagonal step);
 * - pixels: 16 × 16 per square, only in line of sight.
 */

/** Board width and height, in squares. */
export const BOARD_WIDTH = 15;
export const BOARD_HEIGHT = 10;

/** A board square, in squares: x 0–14 left to right, y 0–9 top to bottom. */
export interface Square {
  readonly x: number;
  readonly y: number;
}

/** An exact probability: num/den in lowest terms, p = num / den. */
export interface Odds {
  readonly num: number;
  readonly den: number;
  readonly p: number;
}

/** Expected bad input comes back as a value, not an exception. */
export type Result<T, E extends string = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E; readonly message: string };
