/**
 * From two wizards' hands to the spells they cast this turn, as the turn resolver takes them:
 * each wizard's completions (engine `completionConflicts`), the first set the caster may choose
 * when two completions need the same latest gesture, and a surrender for both hands' P.
 * A protection or a summons is aimed at its caster, any other spell at the other wizard: the
 * usual aim, which the reader can change in the resolver.
 */
import { completionConflicts, findSpellcastSpell, surrenders } from '../engine/spellcast';

export interface HandsLike {
  readonly left: string;
  readonly right: string;
}

export interface CastFromHands {
  readonly spell: string;
  /** 0: the first wizard (White, you), 1: the second (Black, the opponent). */
  readonly caster: number;
  readonly subject: number;
  readonly element: 'fire' | 'ice';
}

export interface TurnFromHands {
  readonly casts: readonly CastFromHands[];
  readonly surrender: readonly [boolean, boolean];
  /** Wizards who had more than one way to use their latest gestures (the first was taken). */
  readonly choseFor: readonly number[];
}

export function turnFromHands(wizards: readonly [HandsLike, HandsLike]): TurnFromHands {
  const casts: CastFromHands[] = [];
  const choseFor: number[] = [];
  wizards.forEach((h, caster) => {
    const report = completionConflicts(h.left, h.right);
    if (report.choices.length > 1) choseFor.push(caster);
    for (const i of report.choices[0] ?? []) {
      const c = report.completions[i];
      if (!c) continue;
      const kind = findSpellcastSpell(c.spell)?.kind;
      const self = kind === 'protection' || kind === 'summons';
      casts.push({ spell: c.spell, caster, subject: self ? caster : 1 - caster, element: 'fire' });
    }
  });
  const [a, b] = wizards;
  return { casts, surrender: [surrenders(a.left, a.right), surrenders(b.left, b.right)], choseFor };
}
