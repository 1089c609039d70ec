/** State of the attack-spell calculator on /attack-spells/: the spell and up to three targets. */
import { atom } from 'nanostores';
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

export function setAttackSpell(spell: AttackSpellName): void {
  $attackSpell.set({ ...$attackSpell.get(), spell });
}

export function setAttackSpellCount(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > 3) return;
  $attackSpell.set({ ...$attackSpell.get(), count });
}

export function setAttackSpellTarget(i: number, target: PieceChoice): void {
  const s = $attackSpell.get();
  const targets = s.targets.map((t, j) => (j === i ? target : t)) as unknown as [
    PieceChoice,
    PieceChoice,
    PieceChoice,
  ];
  $attackSpell.set({ ...s, targets });
}
