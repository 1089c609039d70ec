/**
 * The cards' words: one plain sentence or two per spell that is not a creature, saying what it
 * does (numbers are left to the engine and appear beside these words on the card), and the
 * short name of each spell kind.
 */
import type { SpellKind, SpellName } from '../../engine';

export const KIND_LABELS: Record<SpellKind, string> = {
  disbelieve: 'Disbelieve',
  creature: 'Creature',
  spreading: 'Blob or fire',
  wood: 'Wood',
  castle: 'Castle',
  wall: 'Wall',
  bolt: 'Bolt',
  'justice-type': 'Vengeance type',
  upgrade: 'Upgrade',
  alignment: 'Law or Chaos',
  subversion: 'Subversion',
  'raise-dead': 'Raise Dead',
  turmoil: 'Turmoil',
};

/** What each non-creature spell does, in the site's own words. */
export const SPELL_NOTES: Partial<Record<SpellName, string>> = {
  Disbelieve:
    'Points at one creature anywhere on the board and asks whether it is real. An illusion bursts; a real creature shrugs it off and the spell is wasted. Every wizard owns a copy and never runs out of it.',
  'Gooey Blob':
    'Puts a blob on an empty square a few steps away. Each turn it may grow onto a neighbouring square, swallowing whatever stands there, or dry up and vanish.',
  'Magic Fire':
    'Lights a fire a few steps away. Each turn it may leap to a neighbouring square and burn what it finds, or die down. Nothing can attack a fire, and bolts pass through it.',
  'Magic Wood':
    'Grows a small forest around the caster, placed by the game itself with no two trees side by side. A wizard who steps into one of its trees may be handed a new spell at the start of a turn, after which that tree is gone.',
  'Shadow Wood':
    'Grows trees that the caster places one by one, again never two side by side. These trees bite: they fight anything that comes next to them, though they never walk.',
  'Magic Castle':
    'Raises a single building within reach. A wizard who goes inside cannot be touched by weapons or spells, until the building crumbles on some later turn.',
  'Dark Citadel':
    'The chaotic twin of the Magic Castle: one safe building for the caster, which may fall apart at the start of any turn.',
  Wall: 'Builds a few blocks of wall within reach, never right next to the caster. Walls stop movement and block the line of sight, and nothing can destroy them.',
  'Magic Bolt':
    'A single shot at any piece within reach and in plain view: the bolt’s power plus a roll against the target’s defence plus a roll. A creature or tree it kills leaves no body.',
  Lightning: 'The Magic Bolt’s big brother, with twice the power and a shorter reach.',
  Vengeance:
    'Strikes one creature or wizard anywhere, with no need for sight. The target escapes only by resisting with its magic resistance; a wizard who fails keeps his life but loses everything he created.',
  Decree: 'The lawful form of Vengeance: one target anywhere, saved only by its magic resistance.',
  'Dark Power':
    'Like Vengeance, but against up to three targets in one casting, each resisting on its own.',
  Justice: 'The lawful Dark Power: up to three targets, each saved only by its magic resistance.',
  'Magic Shield':
    'The caster’s defence goes up against blows, shots and bolts for the rest of the game.',
  'Magic Armour':
    'A bigger rise in the caster’s defence than the shield gives, also for good. Casting a shield over it swaps it for the weaker one.',
  'Magic Sword': 'Raises the caster’s close-combat attack and lets him strike the undead.',
  'Magic Knife':
    'A smaller attack bonus than the sword, which it replaces if cast after it; it too lets the wizard fight the undead.',
  'Magic Bow':
    'Gives the caster a ranged attack, usable each turn from a distance, and the right to shoot the undead.',
  'Magic Wings':
    'Lets the caster fly, landing anywhere within a wide reach each turn, over anything in between.',
  'Law-1': 'Does nothing but push the world balance towards Law.',
  'Law-2': 'Pushes the world balance twice as far towards Law as Law-1 does.',
  'Chaos-1': 'Does nothing but push the world balance towards Chaos.',
  'Chaos-2': 'Pushes the world balance twice as far towards Chaos as Chaos-1 does.',
  'Shadow Form':
    'Makes the caster hard to hit and a little faster on foot, until the moment he attacks anything.',
  Subversion:
    'Tries to win over one enemy creature within reach and in sight, with no rider on it. The stronger its magic resistance, the likelier it changes sides. An illusion never does.',
  'Raise Dead':
    'Brings a body within reach and in sight back to life on the caster’s side, as an undead creature with its old statistics.',
  Turmoil:
    'Throws every piece on the board, wizards included, onto random empty squares. Nobody starts with it: only a Magic Wood can give it, and in the original it can freeze the game on a crowded board.',
};
