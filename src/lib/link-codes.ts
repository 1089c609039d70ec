/**
 * The small pieces the calculators' link codes are made of (issue 12): a name as a slug
 * ("Golden Dragon" → "goldendragon"), a whole number read strictly, a square, and a picked
 * piece (`PieceChoice`, in piece-codes.ts, apart: it loads the wizard tables). Every reader takes untrusted text and answers with a Result: it never
 * throws, never looks a name up with `in`, and refuses anything it does not know.
 *
 * Codes use only letters, digits, "." (between fields), "-" (between list items) and "_"
 * (inside a piece), so a link never needs percent escapes.
 */
import { BOARD_HEIGHT, BOARD_WIDTH, type Result, type Square } from '../engine/types';

export type CodeError = 'bad-code';
export type CodeResult<T> = Result<T, CodeError>;

export function bad(message: string): Result<never, CodeError> {
  return { ok: false, error: 'bad-code', message };
}
function accepted<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/** Lower case letters and digits only: "Law-1" → "law1", "Magic Bow" → "magicbow". */
export function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A reader from slug back to name, for a fixed list of names (a Map: no prototype lookups). */
export function slugReader<N extends string>(
  names: readonly N[],
  what: string,
): (code: string) => CodeResult<N> {
  const map = new Map<string, N>(names.map((n) => [slug(n), n]));
  return (code) => {
    const name = map.get(code);
    return name === undefined ? bad(`"${code.slice(0, 20)}" is not ${what}`) : accepted(name);
  };
}

/** A whole number from min to max written in plain decimal digits (no sign, no exponent). */
export function readWhole(
  text: string,
  min: number,
  max: number,
  what: string,
): CodeResult<number> {
  if (!/^\d{1,10}$/.test(text)) return bad(`${what} must be a whole number`);
  const n = Number(text);
  return n >= min && n <= max ? accepted(n) : bad(`${what} must be from ${min} to ${max}`);
}

export function writeSquare(s: Square): string {
  return `${s.x}.${s.y}`;
}

/** A square from two fields ("x", "y"). */
export function readSquare(x: string | undefined, y: string | undefined): CodeResult<Square> {
  const rx = readWhole(x ?? '', 0, BOARD_WIDTH - 1, 'A column');
  if (!rx.ok) return rx;
  const ry = readWhole(y ?? '', 0, BOARD_HEIGHT - 1, 'A row');
  if (!ry.ok) return ry;
  return accepted({ x: rx.value, y: ry.value });
}

/** "x.y.rest…" split into exactly `n` fields after a leading version "1", or an error. */
export function fields(code: string, n: number, what: string): CodeResult<string[]> {
  if (code.length > 400) return bad(`the ${what} code is too long`);
  const parts = code.split('.');
  if (parts[0] !== '1') return bad(`the ${what} code is not in a known version`);
  if (parts.length !== n + 1) return bad(`the ${what} code has the wrong number of parts`);
  return accepted(parts.slice(1));
}
