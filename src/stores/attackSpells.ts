/** State of the attack-spell calculator on /attack-spells/: the spell and up to three targets. */
import { atom } from 'nanostores';
import { accepted, wholeIn, type Result } from './result';
import type { AttackSpellName } from '../engine';
import { wizardChoice, type PieceChoice } from '../engine/fighterChoice';

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
