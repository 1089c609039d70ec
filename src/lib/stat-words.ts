/** A wizard's statistics as the pages name them (the wizard panel, the findings page). */
import type { WizardStatName } from '../engine/wizards';

export const STAT_WORDS: Readonly<Record<WizardStatName, string>> = {
  combat: 'Combat',
  rangedCombat: 'Ranged combat',
  range: 'Range',
  defence: 'Defence',
  movement: 'Movement',
  manoeuvre: 'Manoeuvre',
  magicResistance: 'Magic resistance',
  spells: 'Spells',
  ability: 'Ability',
};
