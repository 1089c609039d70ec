/**
 * A picked piece (`PieceChoice`) in a link code (issue 12); apart from link-codes.ts because it
 * loads the wizard tables (a wizard's stat bounds), which the board pages need not load.
 */
import {
  WIZARD,
  WIZARD_STAT_BOUNDS,
  type ArmourChoice,
  type PieceChoice,
  type WeaponChoice,
  type WizardChoice,
} from '../engine/fighterChoice';
import type { Result } from '../engine/types';
import { bad, slug, slugReader, type CodeResult } from './link-codes';

function accepted<T>(value: T): Result<T, never> {
  return { ok: true, value };
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
