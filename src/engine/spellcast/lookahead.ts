/**
 * Looking ahead from two hands' histories: what each possible next gesture would complete (and
 * whether the caster would have to choose), which spells can land in one or two turns, and the
 * planner (the shortest run of gesture pairs that casts a chosen spell, or one per hand).
 *
 * Everything here is enumeration over the six gestures; nothing is estimated. Source for the
 * rules used: the Spellcast manual page, GESTURES (one gesture makes one spell) and surrender.
 */
import {
  completionConflicts,
  GESTURES,
  HANDS,
  NOTHING,
  overlapsOf,
  spellsCompleted,
  surrenders,
  type Completion,
  type Gesture,
  type Hand,
  type HandChar,
} from './sequences';
import { findSpellcastSpell, SPELLCAST_SPELLS } from './spells';

export interface NextGesture {
  left: HandChar;
  right: HandChar;
  completions: Completion[];
  /** More than one way to choose among the completions: the caster must pick. */
  conflict: boolean;
  surrender: boolean;
}

/**
 * What each next turn would complete: every gesture on one hand with nothing on the other, and
 * every gesture made with both hands at once (claps, double waves, …). Rows that complete
 * nothing are left out.
 */
export function nextGestures(left: string, right: string): NextGesture[] {
  const pairs: [HandChar, HandChar][] = [];
  for (const g of GESTURES) pairs.push([g, NOTHING], [NOTHING, g], [g, g]);
  const out: NextGesture[] = [];
  for (const [l, r] of pairs) {
    const L = left + l;
    const R = right + r;
    const completions = spellsCompleted(L, R);
    const surrender = surrenders(L, R);
    if (completions.length === 0 && !surrender) continue;
    out.push({
      left: l,
      right: r,
      completions,
      conflict: completionConflicts(L, R).choices.length > 1,
      surrender,
    });
  }
  return out;
}

export interface Landing {
  spell: string;
  hand: Hand;
  /** The fewest turns (1 or 2 …) after which this spell can complete on this hand. */
  turns: number;
  /** One gesture pair per turn that does it (the first found, in gesture order). */
  example: { left: string; right: string };
}

/**
 * Every spell and hand that some choice of gestures completes within `maxTurns` turns (1–3),
 * with the fewest turns needed. Found by trying every pair of gestures in every turn.
 */
export function landings(left: string, right: string, maxTurns = 2): Landing[] {
  const depth = Math.max(1, Math.min(3, Math.floor(maxTurns)));
  const found = new Map<string, Landing>();
  let frontier: { l: string; r: string }[] = [{ l: '', r: '' }];
  for (let t = 1; t <= depth; t++) {
    const next: { l: string; r: string }[] = [];
    for (const { l, r } of frontier) {
      for (const gl of GESTURES) {
        for (const gr of GESTURES) {
          const L = l + gl;
          const R = r + gr;
          next.push({ l: L, r: R });
          for (const c of spellsCompleted(left + L, right + R)) {
            const key = `${c.spell}|${c.hand}`;
            if (!found.has(key)) {
              found.set(key, { ...c, turns: t, example: { left: L, right: R } });
            }
          }
        }
      }
    }
    frontier = next;
  }
  const order = (x: Landing) =>
    SPELLCAST_SPELLS.findIndex((s) => s.name === x.spell) * 2 + (x.hand === 'left' ? 0 : 1);
  return [...found.values()].sort((a, b) => a.turns - b.turns || order(a) - order(b));
}

// ---------------------------------------------------------------------------------------------
// Planner
// ---------------------------------------------------------------------------------------------

export interface PlanGoal {
  /** The spell wanted on the left hand, on the right hand, or on whichever hand is quicker. */
  left?: string;
  right?: string;
  either?: string;
}

export interface PlanTurn {
  left: HandChar;
  right: HandChar;
  /** Everything these gestures complete this turn, wanted or not. */
  completions: Completion[];
  /** Which of the completions are the ones planned (indices). */
  planned: number[];
  conflict: boolean;
}

export interface Plan {
  turns: PlanTurn[];
  /** For each wanted spell: the hand, the sequence used and the turn it completes. */
  casts: { spell: string; hand: Hand; sequence: string; turn: number }[];
}

export type PlanError = 'unknown-spell' | 'no-goal' | 'no-plan';

interface Track {
  spell: string;
  hand: Hand;
  sequence: string;
  finish: number;
  /** Required gesture per turn (1-based index into the plan), per hand. */
  need: Map<number, { left?: Gesture; right?: Gesture }>;
  /** The hands whose gesture the final step uses. */
  finalHands: Hand[];
}

const MAX_DELAY = 12;

/** Every way to (re)cast `spell` on `hand` from these histories, by finishing turn. */
function tracks(spell: string, hand: Hand, left: string, right: string): Track[] {
  const s = findSpellcastSpell(spell);
  if (!s) return [];
  const mine = hand === 'left' ? left : right;
  const other = hand === 'left' ? right : left;
  const otherHand: Hand = hand === 'left' ? 'right' : 'left';
  const out: Track[] = [];
  for (const seq of s.gestures) {
    const starts: { made: number; delay: number }[] = [];
    for (const k of overlapsOf(seq, mine, other))
      if (k < seq.length) starts.push({ made: k, delay: 0 });
    for (let d = 0; d <= MAX_DELAY; d++) starts.push({ made: 0, delay: d });
    for (const { made, delay } of starts) {
      const need = new Map<number, { left?: Gesture; right?: Gesture }>();
      for (let i = made; i < seq.length; i++) {
        const turn = delay + (i - made) + 1;
        const step = seq[i] ?? '';
        const g = step.toUpperCase() as Gesture;
        const cell: { left?: Gesture; right?: Gesture } = { [hand]: g };
        if (step !== g) cell[otherHand] = g;
        need.set(turn, cell);
      }
      const last = seq[seq.length - 1] ?? '';
      out.push({
        spell,
        hand,
        sequence: seq,
        finish: delay + seq.length - made,
        need,
        finalHands: last === last.toUpperCase() ? [hand] : [hand, otherHand],
      });
    }
  }
  return out;
}

/** Merge the needs of some tracks turn by turn; undefined if they ask for different gestures. */
function merge(list: Track[]): Map<number, { left?: Gesture; right?: Gesture }> | undefined {
  const out = new Map<number, { left?: Gesture; right?: Gesture }>();
  for (const t of list) {
    for (const [turn, cell] of t.need) {
      const cur = out.get(turn) ?? {};
      for (const h of HANDS) {
        const g = cell[h];
        if (g === undefined) continue;
        if (cur[h] !== undefined && cur[h] !== g) return undefined;
        cur[h] = g;
      }
      if (cur.left === 'P' && cur.right === 'P') return undefined; // never surrender
      out.set(turn, cur);
    }
  }
  // Two wanted spells finishing in the same turn may not need the same gesture.
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const a = list[i];
      const b = list[j];
      if (a && b && a.finish === b.finish && a.finalHands.some((h) => b.finalHands.includes(h))) {
        return undefined;
      }
    }
  }
  return out;
}

/**
 * The shortest run of gesture pairs, from the current histories, that casts the wanted spell
 * (on either hand, or on a given hand) or one spell per hand. Hands with nothing to do make no
 * gesture ('-'); the two hands never both make P (that would be a surrender). Each turn lists
 * everything the gestures complete, so spells made on the way show.
 */
export function planSpells(
  left: string,
  right: string,
  goal: PlanGoal,
): { ok: true; value: Plan } | { ok: false; error: PlanError; message: string } {
  const wanted = [goal.left, goal.right, goal.either].filter((x): x is string => !!x);
  if (wanted.length === 0) return { ok: false, error: 'no-goal', message: 'Pick a spell first.' };
  for (const w of wanted) {
    if (!findSpellcastSpell(w)) {
      return { ok: false, error: 'unknown-spell', message: `There is no spell called "${w}".` };
    }
  }
  const L = left.toUpperCase();
  const R = right.toUpperCase();
  let options: Track[][];
  if (goal.either) {
    options = HANDS.flatMap((h) => tracks(goal.either as string, h, L, R).map((t) => [t]));
  } else {
    const ls = goal.left ? tracks(goal.left, 'left', L, R) : [];
    const rs = goal.right ? tracks(goal.right, 'right', L, R) : [];
    if (goal.left && goal.right) options = ls.flatMap((a) => rs.map((b) => [a, b]));
    else options = [...ls, ...rs].map((t) => [t]);
  }
  let best: { list: Track[]; need: Map<number, { left?: Gesture; right?: Gesture }> } | undefined;
  let bestKey = [Infinity, Infinity];
  for (const list of options) {
    const length = Math.max(...list.map((t) => t.finish));
    const total = list.reduce((n, t) => n + t.finish, 0);
    if (length > bestKey[0]! || (length === bestKey[0] && total >= bestKey[1]!)) continue;
    const need = merge(list);
    if (!need) continue;
    best = { list, need };
    bestKey = [length, total];
  }
  if (!best) {
    return { ok: false, error: 'no-plan', message: 'No run of gestures casts these together.' };
  }
  const length = bestKey[0]!;
  const turns: PlanTurn[] = [];
  let l = L;
  let r = R;
  for (let t = 1; t <= length; t++) {
    const cell = best.need.get(t) ?? {};
    const gl: HandChar = cell.left ?? NOTHING;
    const gr: HandChar = cell.right ?? NOTHING;
    l += gl;
    r += gr;
    const completions = spellsCompleted(l, r);
    const planned = completions
      .map((c, i) => ({ c, i }))
      .filter(({ c }) =>
        best.list.some((tr) => tr.finish === t && tr.spell === c.spell && tr.hand === c.hand),
      )
      .map(({ i }) => i);
    turns.push({
      left: gl,
      right: gr,
      completions,
      planned,
      conflict: completionConflicts(l, r).choices.length > 1,
    });
  }
  return {
    ok: true,
    value: {
      turns,
      casts: best.list.map((t) => ({
        spell: t.spell,
        hand: t.hand,
        sequence: t.sequence,
        turn: t.finish,
      })),
    },
  };
}
