/**
 * What the danger island shows, worked out from the engine (danger.ts): the board's shading and
 * tags, and the list of attackers (or, in the reverse view, of targets) with their rows. Pure,
 * so the island stays a thin view and this can be tested without a browser.
 */
import {
  attackOptions,
  dangerMap,
  type AttackerPlan,
  type DangerPosition,
  type SquarePlans,
  type Threat,
} from '../../engine/danger';
import { pieceAt } from '../../engine/pieces';
import { pictureMismatches } from '../../engine/position';
import { pictureNoteText } from '../../lib/picture-notes';
import type { BigOdds, Square } from '../../engine/types';
import type { BoardOverlaySquare } from '../../ui/BoardView';
import { pct, pctFrac, pctTag } from '../../lib/format';
import type { DangerPick } from '../../stores/danger';

export interface DangerRowView {
  readonly text: string;
  readonly odds: string;
  readonly counted: boolean;
}

/** One square's entry: an attacker (threats) or a target (reverse view), with all its plans. */
export interface DangerPlanView {
  readonly key: string;
  /** "Orc at (8,3)" or, in the reverse view, "Goblin at (5,3)". */
  readonly who: string;
  /** The plans joined: the number the map shows on the square. */
  readonly odds: string;
  readonly p: number;
  /** The rows of every plan, the likeliest plan's first. */
  readonly rows: readonly DangerRowView[];
}

export interface DangerView {
  /** Why nothing is shown (an empty square, …), or null. */
  readonly error: string | null;
  /** "Wizard 1 at (3,4)". */
  readonly piece: string;
  readonly plans: readonly DangerPlanView[];
  /** Threats view: the chance the piece survives every plan. */
  readonly survives: string | null;
  readonly overlay: readonly BoardOverlaySquare[];
  /** Wizards drawn with a picture their record could not give (the rules read the record). */
  readonly pictureNotes: readonly string[];
}

const at = (s: Square) => `(${s.x},${s.y})`;

/** How a row attacks, in words. */
export function rowText(t: Threat): string {
  const effect =
    t.effect === 'subvert'
      ? ' (takes it over)'
      : t.effect === 'creations'
        ? ' (his creations vanish; he lives)'
        : '';
  const reach =
    t.reach.num !== t.reach.den && t.how !== 'spell'
      ? `, if it breaks free (${pctFrac(t.reach)})`
      : '';
  switch (t.how) {
    case 'melee':
      return `close attack${reach}`;
    case 'ranged':
      if (t.afterMelee) return 'shot after a close attack that fails';
      if (t.shotFrom && (t.shotFrom.x !== t.from.x || t.shotFrom.y !== t.from.y))
        return `shot after moving to ${at(t.shotFrom)}${reach}`;
      return 'shot from where it stands';
    case 'spell':
      return `${t.spell ?? 'spell'}, cast ${pctFrac(t.reach)}${effect}`;
  }
}

function planView(g: SquarePlans, who: (pl: AttackerPlan) => string): DangerPlanView {
  const first = g.plans[0] as AttackerPlan;
  return {
    key: `${g.square.x},${g.square.y}`,
    who: who(first),
    odds: pctFrac(g.odds),
    p: g.odds.p,
    rows: g.plans.flatMap((pl) =>
      pl.rows.map((t) => ({ text: rowText(t), odds: pctFrac(t.odds), counted: t.counted })),
    ),
  };
}

function shade(groups: readonly SquarePlans[], colour: string, verb: string): BoardOverlaySquare[] {
  return groups.map(({ square, odds }) => {
    const alpha = (0.25 + 0.6 * odds.p).toFixed(2);
    return {
      x: square.x,
      y: square.y,
      fill: `rgba(${colour}, ${alpha})`,
      label: pctTag(odds.p) || '0',
      text: `${verb} ${pct(odds.p)}`,
    };
  });
}

const survivalText = (o: BigOdds) => pctFrac(o);

/** The view for a pick on a position. Never throws for a board the store accepted. */
export function dangerView(pos: DangerPosition, pick: DangerPick): DangerView {
  const notes = pictureMismatches(pos.board, { wizards: pos.wizards, turn: 0, actor: 0 }).map(
    pictureNoteText,
  );
  return { ...answer(pos, pick), pictureNotes: notes };
}

function answer(pos: DangerPosition, pick: DangerPick): Omit<DangerView, 'pictureNotes'> {
  const p = pieceAt(pos.board, pick.square);
  const piece = p ? `${p.kind} at ${at(pick.square)}` : at(pick.square);
  const empty = (error: string): Omit<DangerView, 'pictureNotes'> => ({
    error,
    piece,
    plans: [],
    survives: null,
    overlay: [],
  });
  if (pick.view === 'threats') {
    const r = dangerMap(pos, pick.square);
    if (!r.ok) return empty(r.message);
    const m = r.value;
    return {
      error: null,
      piece,
      plans: m.bySquare.map((g) => planView(g, (pl) => `${pl.attacker} at ${at(pl.from)}`)),
      survives: survivalText(m.survives),
      overlay: shade(m.bySquare, '255, 48, 80', 'threatens it:'),
    };
  }
  const r = attackOptions(pos, pick.square);
  if (!r.ok) return empty(r.message);
  const o = r.value;
  return {
    error: null,
    piece,
    plans: o.byTarget.map((g) => planView(g, (pl) => `${pl.target} at ${at(pl.to)}`)),
    survives: null,
    overlay: shade(o.byTarget, '255, 176, 32', 'it can hit this:'),
  };
}
