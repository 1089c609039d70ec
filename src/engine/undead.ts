/**
 * The undead rule, in one place for combat (combat.ts) and movement (movement.ts).
 *
 * - Undead: Vampire, Ghost, Spectre, Wraith, Skeleton and Zombie (the undead flag in the
 *   creature records), and any creature brought back by Raise Dead.
 * - Only an undead piece, or a wizard holding a Magic Knife, Magic Sword or Magic Bow, may
 *   attack an undead one; anything else gets "UNDEAD-CANNOT BE ATTACKED" (#B168 onwards).
 *
 * Kept apart from the creature table (undead.test.ts checks the flags agree) so that board
 * views can ask without loading every creature's record.
 */

const UNDEAD = new Set(['Vampire', 'Ghost', 'Spectre', 'Wraith', 'Skeleton', 'Zombie']);

/** Vampire, Ghost, Spectre, Wraith, Skeleton, Zombie (a raised creature is undead too). */
export function isUndeadKind(kind: string): boolean {
  return UNDEAD.has(kind);
}

/** Is a creature of this kind undead: undead by nature, or `raised` by Raise Dead? */
export function isUndeadCreature(kind: string, raised: boolean | undefined): boolean {
  return isUndeadKind(kind) || raised === true;
}

/**
 * May an attacker fight an undead piece? Yes when it is undead itself, or when it is a wizard
 * holding a Magic Knife, Magic Sword or Magic Bow.
 */
export function mayAttackUndeadWith(
  attackerUndead: boolean,
  wizardWithMagicWeapon: boolean,
): boolean {
  return attackerUndead || wizardWithMagicWeapon;
}
