/**
 * The shape every store action answers in: the engine's `Result`. An action either makes the
 * change and returns the new state, or leaves the state as it was and returns an error code
 * with a sentence the island can show.
 */
import type { Result } from '../engine/types';

export type { Result };

export function accepted<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function refused<E extends string>(error: E, message: string): Result<never, E> {
  return { ok: false, error, message };
}

/** `value` when it is a whole number from `min` to `max`, else a refusal naming `what`. */
export function wholeIn(
  value: number,
  min: number,
  max: number,
  what: string,
): Result<number, 'out-of-range'> {
  return Number.isInteger(value) && value >= min && value <= max
    ? accepted(value)
    : refused('out-of-range', `${what} is a whole number from ${min} to ${max}.`);
}
