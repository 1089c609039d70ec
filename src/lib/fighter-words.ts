/**
 * The combat pickers and results in words: a picked piece's short name, why an attack is
 * refused, what a kill leaves, and the working of an attack. The picks themselves and how they
 * become fighters are engine/fighterChoice.ts.
 */
import {
  isWizard,
  type AttackRefusal,
  type AttackWorking,
  type Fighter,
  type KillAftermath,
} from '../engine';
import {
  DEFAULT_WIZARD,
  WIZARD,
  type PieceChoice,
  type WizardChoice,
} from '../engine/fighterChoice';

/** The wizard's upgrades in words: "Magic Sword, Magic Armour". */
export function upgradeList(w: WizardChoice): string[] {
  const out: string[] = [];
  if (w.weapon !== 'none') out.push(w.weapon);
  if (w.bow) out.push('Magic Bow');
  if (w.armour !== 'none') out.push(w.armour);
  if (w.shadowForm) out.push('Shadow Form');
  return out;
}

/** A short name: "Goblin", "Goblin (illusion)", "Wizard (Magic Sword, Magic Armour)". */
export function choiceName(c: PieceChoice): string {
  if (c.kind === WIZARD) {
    const ups = upgradeList(c.wizard ?? DEFAULT_WIZARD);
    return ups.length ? `Wizard (${ups.join(', ')})` : 'Wizard';
  }
  const tags = [c.illusion ? 'illusion' : '', c.raised ? 'raised from the dead' : ''].filter(
    Boolean,
  );
  return tags.length ? `${c.kind} (${tags.join(', ')})` : c.kind;
}

/** Why an attack is not allowed, in words. */
export const REFUSAL_WORDS: Readonly<Record<AttackRefusal, string>> = {
  'undead-cannot-be-attacked':
    'The target is undead. Only undead pieces, or a wizard holding a Magic Knife, Magic Sword or Magic Bow, may attack it; the game answers “UNDEAD - CANNOT BE ATTACKED”.',
  'cannot-be-attacked':
    'Magic Fire, castles, citadels and walls cannot be attacked: nothing can move into them to fight.',
  'no-effect': 'A shot at Magic Fire, a castle, a citadel or a wall does nothing.',
  'no-ranged-attack': 'This attacker has no ranged attack (its ranged combat is 0).',
  'cannot-attack':
    'This piece never attacks. Of the objects, only Shadow Wood fights, and only its neighbours.',
  'bad-input': 'These pieces cannot be compared.',
};

/** What a kill leaves behind, in words. */
export const AFTERMATH_WORDS: Readonly<Record<KillAftermath, string>> = {
  corpse: 'The creature leaves a corpse, which Raise Dead can bring back as undead.',
  'no-corpse-illusion': 'An illusion leaves no corpse: it simply disappears.',
  'no-corpse-undead': 'The undead leave no corpse.',
  'wizard-killed':
    'The wizard dies, and every creature and object he owns vanishes with him. Corpses stay.',
  'piece-destroyed': 'The piece is removed; it leaves no corpse.',
};

/** The weapon or armour a fighter carries, by name, for the working ("Magic Armour"). */
function gear(f: Fighter | undefined, which: 'weapon' | 'armour'): string | null {
  if (!f || !isWizard(f)) return null;
  return (which === 'weapon' ? f.weapon : f.armour) ?? null;
}

/** "9 + a roll against 3 + 4 (Magic Armour) + a roll" as parts, for display. */
export function attackTerms(
  w: AttackWorking,
  attacker?: Fighter,
  defender?: Fighter,
): { attack: string; defence: string } {
  const attack =
    w.weaponBonus > 0
      ? `${w.attackBase} + ${w.weaponBonus} (${gear(attacker, 'weapon') ?? 'weapon'})`
      : `${w.attackBase}`;
  const parts = [`${w.defenceBase}`];
  if (w.armourBonus > 0)
    parts.push(`${w.armourBonus} (${gear(defender, 'armour') ?? 'shield or armour'})`);
  if (w.shadowFormBonus > 0) parts.push(`${w.shadowFormBonus} (Shadow Form)`);
  return { attack, defence: parts.join(' + ') };
}

/** One line of working: "attack 9, plus a roll, against defence 3 + 4 (Magic Armour) = 7, plus a roll". */
export function workingLine(w: AttackWorking, attacker?: Fighter, defender?: Fighter): string {
  const t = attackTerms(w, attacker, defender);
  const a = t.attack === String(w.attack) ? t.attack : `${t.attack} = ${w.attack}`;
  const d = t.defence === String(w.defence) ? t.defence : `${t.defence} = ${w.defence}`;
  const kind = w.mode === 'ranged' ? 'ranged attack' : 'attack';
  return `${kind} ${a}, plus a roll, against defence ${d}, plus a roll`;
}
