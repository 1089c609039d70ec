/**
 * What a game step can report besides its events, when asked (`advance(state, trace)`,
 * `applyAction(state, action, trace)`, `replayStep`): the dice it drew (dice.ts) and the
 * computer's decisions, so a page can show *why* a computer wizard did what it did without
 * reading the engine's working memory.
 *
 * A decision is what ai.ts considered and chose, as data with the names of the spells and of the
 * pieces as they were when it was made (the board changes after); `decisionText` puts one into
 * words and needs nothing else (a page can load it alone).
 * - 'book': a casting step's start: slot 0's priority roll (d10 + 12, #9705) and the book in
 *   the order the spells are tried (sorted by priority);
 * - 'spell': each spell tried in that order: of no use now (the next is tried) or cast;
 * - 'aim': where a piece or a spell aims (#C78D): the first creature on the creature-target list
 *   (EN_AN) or its wizard, whichever is nearer, else the strongest enemy wizard (STRONG), else no
 *   enemy wizard (#FF);
 * - 'piece': a piece the movement phase takes up (#C710's order): the wizard first by the
 *   defensive planner (#CA92) in defensive mode, the others toward their aim; engaged or not.
 */
import type { DieDrawn } from './dice';

export type Decision =
  | {
      readonly kind: 'book';
      readonly seat: number;
      readonly name: string;
      /** The spell in slot 0 when its priority was rolled ('' : empty). */
      readonly slot0: string;
      /** The slot-0 priority roll, 0–9 (the priority is roll + 12). */
      readonly roll: number;
      /** The spells in the order they are tried: number, name and priority. */
      readonly order: readonly {
        readonly spell: number;
        readonly name: string;
        readonly prio: number;
      }[];
    }
  | {
      readonly kind: 'spell';
      readonly seat: number;
      readonly spell: number;
      readonly name: string;
      readonly use: 'no-use' | 'cast';
    }
  | {
      readonly kind: 'aim';
      readonly seat: number;
      /** The square the aim is measured from (the piece, or the caster), and what stands there. */
      readonly from: number;
      readonly fromName: string;
      /** The square byte aimed at (#FF: no enemy wizard left, see ai.ts chooseTarget). */
      readonly aim: number;
      readonly aimName: string;
      readonly by: 'creature-target' | 'its-wizard' | 'strongest-wizard' | 'no-enemy';
      /** The wizard is in attack mode: only wizards are aimed at. */
      readonly attackMode: boolean;
      /** The first creature on the creature-target list, when one was built and not empty. */
      readonly first: { readonly square: number; readonly name: string } | null;
    }
  | {
      readonly kind: 'piece';
      readonly seat: number;
      readonly square: number;
      readonly name: string;
      readonly defensive: boolean;
      readonly engaged: boolean;
    };

/** What a step reports when asked: give the lists to fill. */
export interface StepTrace {
  readonly dice?: DieDrawn[];
  readonly why?: Decision[];
}

/** A square byte in words: "(3,4)", or #FF's "(15,15), off the board". */
const sq = (s: number): string => `(${s & 15},${s >> 4})${s > 159 ? ', off the board' : ''}`;

/** A decision in words. */
export function decisionText(d: Decision): string {
  switch (d.kind) {
    case 'book':
      return `${d.name}: ${d.slot0 ? `the spell in slot 0 (${d.slot0}) gets priority ${d.roll} + 12 = ${d.roll + 12}; ` : ''}the spells are tried by priority: ${d.order.map((o) => `${o.name} ${o.prio}`).join(', ')}`;
    case 'spell':
      return `${d.name}: ${d.use === 'no-use' ? 'of no use now, the next is tried' : 'cast'}`;
    case 'aim': {
      const top = d.first;
      const why =
        d.by === 'creature-target'
          ? `the ${d.aimName} at ${sq(d.aim)}, first on its list of creatures to go for, nearer than their wizard`
          : d.by === 'its-wizard'
            ? `${d.aimName} at ${sq(d.aim)}, the wizard of the first creature on its list${top ? `, the ${top.name} at ${sq(top.square)}` : ''}, who is nearer`
            : d.by === 'strongest-wizard'
              ? `${d.aimName} at ${sq(d.aim)}, the strongest enemy wizard${d.attackMode ? ' (attack mode: wizards only)' : ' (no creature on the list)'}`
              : `${sq(d.aim)}: no enemy wizard is left, so the list's filler is read`;
      return `${d.fromName} at ${sq(d.from)} aims at ${why}`;
    }
    case 'piece':
      return `${d.name} at ${sq(d.square)} moves ${d.defensive ? 'first, keeping away from danger (defensive mode)' : 'toward its aim'}${d.engaged ? ', but is engaged' : ''}`;
  }
}
