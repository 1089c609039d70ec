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
  type Threat,
} from '../../engine/danger';
import { pieceAt } from '../../engine/pieces';
import { pictureMismatches } from '../../engine/position';
import { pictureNoteText } from '../../lib/picture-notes';
import type { BigOdds, Odds, Square } from '../../engine/types';
import { not, times } from '../../engine/odds';
import type { BoardOverlaySquare } from '../../ui/BoardView';
import { pct, pctFrac, pctTag } from '../../lib/format';
import type { DangerPick } from '../../stores/danger';

export interface DangerRowView {
  readonly text: string;
  readonly odds: string;
  readonly counted: boolean;
}

export interface DangerPlanView {
  readonly key: string;
  /** "Orc at (8,3)" or, in the reverse view, "Goblin at (5,3)". */
  readonly who: string;
  readonly odds: string;
  readonly p: number;
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

function planView(pl: AttackerPlan, who: string): DangerPlanView {
  return {
    key: `${pl.how}:${pl.from.x},${pl.from.y}>${pl.to.x},${pl.to.y}`,
    who,
    odds: pctFrac(pl.odds),
    p: pl.odds.p,
    rows: pl.rows.map((t) => ({ text: rowText(t), odds: pctFrac(t.odds), counted: t.counted })),
  };
}

/** Chances on one square from independent plans, joined: 1 − Π(1 − p). */
function joined(list: readonly Odds[]): Odds {
  return not(times(...list.map(not)));
}

function shade(
  plans: readonly AttackerPlan[],
  where: (pl: AttackerPlan) => Square,
  colour: string,
  verb: string,
): BoardOverlaySquare[] {
  const bySquare = new Map<string, { sq: Square; odds: Odds[] }>();
  for (const pl of plans) {
    const s = where(pl);
    const k = `${s.x},${s.y}`;
    const e = bySquare.get(k) ?? { sq: s, odds: [] };
    e.odds.push(pl.odds);
    bySquare.set(k, e);
  }
  return [...bySquare.values()].map(({ sq, odds }) => {
    const o = joined(odds);
    const alpha = (0.25 + 0.6 * o.p).toFixed(2);
    return {
      x: sq.x,
      y: sq.y,
      fill: `rgba(${colour}, ${alpha})`,
      label: pctTag(o.p) || '0',
      text: `${verb} ${pct(o.p)}`,
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
      plans: m.attackers.map((pl) => planView(pl, `${pl.attacker} at ${at(pl.from)}`)),
      survives: survivalText(m.survives),
      overlay: shade(m.attackers, (pl) => pl.from, '255, 48, 80', 'threatens it:'),
    };
  }
  const r = attackOptions(pos, pick.square);
  if (!r.ok) return empty(r.message);
  const o = r.value;
  return {
    error: null,
    piece,
    plans: o.plans.map((pl) => planView(pl, `${pl.target} at ${at(pl.to)}`)),
    survives: null,
    overlay: shade(o.plans, (pl) => pl.to, '255, 176, 32', 'it can hit this:'),
  };
}
