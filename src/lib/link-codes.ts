/**
 * The small pieces the calculators' link codes are made of (issue 12): a name as a slug
 * ("Golden Dragon" → "goldendragon"), a whole number read strictly, a square, and a picked
 * piece (`PieceChoice`). Every reader takes untrusted text and answers with a Result: it never
 * throws, never looks a name up with `in`, and refuses anything it does not know.
 *
 * Codes use only letters, digits, "." (between fields), "-" (between list items) and "_"
 * (inside a piece), so a link never needs percent escapes.
 */
import {
  WIZARD,
  WIZARD_STAT_BOUNDS,
  type ArmourChoice,
  type PieceChoice,
  type WeaponChoice,
  type WizardChoice,
} from '../engine/fighterChoice';
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

const WEAPONS: readonly WeaponChoice[] = ['none', 'Magic Knife', 'Magic Sword'];
const ARMOURS: readonly ArmourChoice[] = ['none', 'Magic Shield', 'Magic Armour'];
const STATS = ['combat', 'defence', 'magicResistance'] as const;

/**
 * A picked piece: a creature or object slug, "_i" for an illusion, "_r" for raised from the dead
 * ("_ir" both); a wizard is "wizard_" and seven characters: combat, defence and magic resistance
 * (base 36), weapon (0 none, 1 knife, 2 sword), armour (0 none, 1 shield, 2 armour), bow (0/1),
 * Shadow Form (0/1).
 */
export function writePiece(p: PieceChoice): string {
  if (p.kind === WIZARD) {
    const w = p.wizard;
    if (!w) return 'wizard';
    return `wizard_${STATS.map((s) => w[s].toString(36)).join('')}${WEAPONS.indexOf(w.weapon)}${ARMOURS.indexOf(w.armour)}${w.bow ? 1 : 0}${w.shadowForm ? 1 : 0}`;
  }
  const flags = `${p.illusion ? 'i' : ''}${p.raised ? 'r' : ''}`;
  return flags ? `${slug(p.kind)}_${flags}` : slug(p.kind);
}

function readWizard(code: string, base: WizardChoice): CodeResult<WizardChoice> {
  if (!/^[0-9a-z]{3}[0-2][0-2][01][01]$/.test(code)) return bad('a wizard code is not readable');
  const w: Record<string, unknown> = { ...base };
  for (const [i, stat] of STATS.entries()) {
    const v = parseInt(code[i]!, 36);
    const { min, max } = WIZARD_STAT_BOUNDS[stat];
    if (v < min || v > max) return bad(`a wizard's ${stat} must be from ${min} to ${max}`);
    w[stat] = v;
  }
  w.weapon = WEAPONS[Number(code[3])];
  w.armour = ARMOURS[Number(code[4])];
  w.bow = code[5] === '1';
  w.shadowForm = code[6] === '1';
  return accepted(w as unknown as WizardChoice);
}

/** Reads a piece code for one of `kinds` (the pieces the picker offers). */
export function pieceReader(
  kinds: readonly string[],
  baseWizard: WizardChoice,
): (code: string) => CodeResult<PieceChoice> {
  const kind = slugReader(kinds, 'a piece the calculator offers');
  return (code) => {
    const [name = '', flags, ...rest] = code.split('_');
    if (rest.length > 0) return bad(`"${code.slice(0, 20)}" is not a piece code`);
    const k = kind(name);
    if (!k.ok) return k;
    if (k.value === WIZARD) {
      if (flags === undefined) return accepted({ kind: WIZARD, wizard: baseWizard });
      const w = readWizard(flags, baseWizard);
      return w.ok ? accepted({ kind: WIZARD, wizard: w.value }) : w;
    }
    if (flags === undefined) return accepted({ kind: k.value });
    if (!/^(i|r|ir)$/.test(flags)) return bad(`"${flags.slice(0, 20)}" is not a piece's flags`);
    return accepted({
      kind: k.value,
      ...(flags.includes('i') ? { illusion: true } : {}),
      ...(flags.includes('r') ? { raised: true } : {}),
    });
  };
}
