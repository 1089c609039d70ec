/** State of the attack-spell calculator on /attack-spells/: the spell and up to three targets. */
import { atom } from 'nanostores';
import { accepted, wholeIn, type Result } from './result';
import { ATTACK_SPELLS, type AttackSpellName } from '../engine/attackSpells';
import { WIZARD, wizardChoice, type PieceChoice } from '../engine/fighterChoice';
import { CREATURE_KINDS, OBJECT_KINDS } from '../engine/types';
import { fields, readWhole, slug, slugReader, type CodeResult } from '../lib/link-codes';
import { pieceReader, writePiece } from '../lib/piece-codes';
import { linkedState } from './linked';

export interface AttackSpellState {
  readonly spell: AttackSpellName;
  /** Targets in use (1, or up to 3 for Dark Power and Justice). */
  readonly count: number;
  /** Always three slots, so a target is kept while the count goes down and up again. */
  readonly targets: readonly [PieceChoice, PieceChoice, PieceChoice];
}

export const ATTACK_SPELL_DEFAULT: AttackSpellState = {
  spell: 'Vengeance',
  count: 1,
  targets: [
    { kind: 'Golden Dragon', wizard: wizardChoice() },
    { kind: 'Wizard', wizard: wizardChoice() },
    { kind: 'Faun', wizard: wizardChoice() },
  ],
};

export const $attackSpell = atom<AttackSpellState>(ATTACK_SPELL_DEFAULT);

function set(next: AttackSpellState): Result<AttackSpellState, never> {
  $attackSpell.set(next);
  return accepted(next);
}

export function setAttackSpell(spell: AttackSpellName): Result<AttackSpellState, never> {
  return set({ ...$attackSpell.get(), spell });
}

/** How many targets are in use: 1–3. */
export function setAttackSpellCount(count: number): Result<AttackSpellState, 'out-of-range'> {
  const r = wholeIn(count, 1, 3, 'The number of targets');
  return r.ok ? set({ ...$attackSpell.get(), count: r.value }) : r;
}

export function setAttackSpellTarget(
  i: number,
  target: PieceChoice,
): Result<AttackSpellState, 'out-of-range'> {
  const r = wholeIn(i, 0, 2, 'A target slot');
  if (!r.ok) return r;
  const s = $attackSpell.get();
  const targets = s.targets.map((t, j) => (j === i ? target : t)) as unknown as [
    PieceChoice,
    PieceChoice,
    PieceChoice,
  ];
  return set({ ...s, targets });
}

// Link (issue 12): ?attack=1.<spell>.<count>.<target>.<target>.<target> (piece codes:
// src/lib/link-codes.ts). All three targets are written, so a link keeps the hidden ones too.

const TARGET_KINDS = [WIZARD, ...CREATURE_KINDS, ...OBJECT_KINDS];
const readSpell = slugReader(ATTACK_SPELLS, 'an attack spell');

export function encodeAttackSpell(s: AttackSpellState): string {
  return `1.${slug(s.spell)}.${s.count}.${s.targets.map(writePiece).join('.')}`;
}

export function decodeAttackSpell(code: string): CodeResult<AttackSpellState> {
  const f = fields(code, 5, 'attack spell');
  if (!f.ok) return f;
  const [sp = '', n = '', ...ts] = f.value;
  const spell = readSpell(sp);
  if (!spell.ok) return spell;
  const count = readWhole(n, 1, 3, 'The number of targets');
  if (!count.ok) return count;
  const targets: PieceChoice[] = [];
  for (const [i, t] of ts.entries()) {
    const r = pieceReader(
      TARGET_KINDS,
      ATTACK_SPELL_DEFAULT.targets[i]!.wizard ?? wizardChoice(),
    )(t);
    if (!r.ok) return r;
    targets.push(r.value);
  }
  return {
    ok: true,
    value: {
      spell: spell.value,
      count: count.value,
      targets: targets as unknown as AttackSpellState['targets'],
    },
  };
}

export const attackSpellLink = linkedState({
  $store: $attackSpell,
  param: 'attack',
  initial: ATTACK_SPELL_DEFAULT,
  encode: encodeAttackSpell,
  decode: decodeAttackSpell,
  what: 'the attack-spell calculator',
});
