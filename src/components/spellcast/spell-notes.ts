/**
 * One or two sentences per Spellcast spell, in the project's own words, for the spell list.
 * Facts from the game's manual page (`/work/shared/spec/spellcast-manual.md`).
 */
export const SPELL_NOTES: Record<string, string> = {
  Shield:
    'Guards its subject for this turn against monsters, Missile and knife stabs. One Shield covers every such attack that turn.',
  'Remove Enchantment':
    'Ends every enchantment on the subject, including ones arriving this same turn. Cast on a monster it destroys it, though the monster still attacks this turn.',
  'Magic Mirror':
    'Sends spells aimed at the subject back to their caster this turn. Stabs, existing monsters and spells that hit everyone pass by it; Counter-spell or Dispel Magic on the subject cancels it.',
  'Counter-spell':
    'Stops every other spell aimed at the subject this turn, except Dispel Magic and Finger of Death, and works as a Shield too. Either sequence will do.',
  'Dispel Magic':
    'Stops every spell cast this turn, whoever it targets, apart from other Dispel Magics; strips all enchantments and destroys all monsters after they attack. Shields its subject.',
  'Raise Dead':
    'Brings a dead wizard or monster back at full health (not elementals). On the living it heals 5 points. Only Dispel Magic stops it.',
  'Cure Light Wounds':
    'Heals 1 point. Because everything happens at once, it can save a wizard taking his 15th point this turn.',
  'Cure Heavy Wounds': 'Heals 2 points (1 if only 1 was taken) and also cures Disease.',
  'Summon Goblin':
    'A goblin appears under the subject’s control and can attack at once: it deals 1 point a turn and dies to 1 point.',
  'Summon Ogre': 'As Summon Goblin, but the ogre deals and takes 2 points.',
  'Summon Troll': 'As Summon Goblin, but the troll deals and takes 3 points.',
  'Summon Giant': 'As Summon Goblin, but the giant deals and takes 4 points.',
  'Summon Elemental':
    'A fire or ice elemental (the subject picks after seeing the gestures) hits everybody for 3 points each turn, its owner included, until destroyed. Shields and the right resistance keep one safe.',
  Missile: 'Deals 1 point. A Shield stops it, as do Counter-spell, Dispel Magic and Magic Mirror.',
  'Finger of Death':
    'Kills the subject outright. Counter-spell cannot stop it; only a Dispel Magic on the final gesture does, or breaking the sequence before it ends.',
  'Lightning Bolt':
    'Deals 5 points; shields and resistances do not help. The short sequence with the clap can be used once per battle only.',
  'Cause Light Wounds': 'Deals 2 points. Shields and resistances do not help.',
  'Cause Heavy Wounds': 'Deals 3 points. Shields and resistances do not help.',
  Fireball:
    'Deals 5 points unless the subject resists heat. An Ice Storm the same turn spares the Fireball’s subject instead; an ice elemental hit by it is destroyed.',
  'Fire Storm':
    'Deals 5 points to everything that does not resist heat. Cancelled completely by an Ice Storm or an ice elemental; it swallows a fire elemental. Two act as one.',
  'Ice Storm':
    'Deals 5 points to everything that does not resist cold. Cancelled completely by a Fire Storm or a fire elemental, and locally by a Fireball; it swallows an ice elemental. Two act as one.',
  Amnesia:
    'Next turn the subject must repeat this turn’s gestures exactly (a monster repeats its attack).',
  Confusion:
    'Next turn one of the subject’s hands, chosen at random, makes a random gesture instead (a monster attacks at random).',
  'Charm Person':
    'The caster picks one of the subject’s hands and chooses its gesture next turn, stab and nothing included. Wizards only.',
  'Charm Monster': 'The caster takes control of a monster from this turn on.',
  Paralysis:
    'One hand of the subject, picked by the caster, is frozen next turn in this turn’s gesture; C, S and W freeze as F, D and P. A monster skips its next attack; elementals are immune.',
  Fear: 'Next turn the subject cannot make C, D, F or S with either hand (stabs are still allowed).',
  'Anti-spell':
    'Next turn the subject has to start every spell afresh: nothing made up to now counts in a sequence.',
  'Protection from Evil': 'A Shield on the subject this turn and the next three.',
  'Resist Heat':
    'The subject stops taking harm from heat for good (Fireball, Fire Storm, fire elementals); a fire elemental it is cast on is destroyed.',
  'Resist Cold':
    'The subject stops taking harm from cold for good (Ice Storm, ice elementals); an ice elemental it is cast on is destroyed.',
  Disease:
    'The subject dies at the end of the sixth turn from now unless cured by Remove Enchantment, Cure Heavy Wounds or Dispel Magic.',
  Poison: 'As Disease, except that Cure Heavy Wounds does not help.',
  Blindness:
    'For three turns the subject cannot see the other side’s gestures, and its spells and stabs at others miss. A blinded monster is destroyed.',
  Invisibility:
    'For three turns nobody but elementals can attack or aim spells at the subject, and its gestures are hidden. A monster made invisible is destroyed.',
  Haste:
    'For three turns the subject acts twice a turn: a wizard makes two sets of gestures, a monster attacks twice.',
  'Time Stop':
    'The subject takes an extra turn at once, during which nobody else is protected by anything.',
  'Delayed Effect':
    'The next spell the subject completes within three turns is held back until its caster releases it. One held spell at a time.',
  Permanency:
    'The next eligible enchantment the subject completes within three turns lasts for ever, repeating its first turn’s effect.',
};
