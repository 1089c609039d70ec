/**
 * Reading gesture histories: which spells a hand completes this turn, how far along each spell a
 * hand is, surrender, and which completions cannot all be cast (one gesture makes one spell).
 *
 * Source: the Spellcast manual page, section GESTURES (rules a–c, the F-F-F / F-S-S-D-D and
 * P-P-W-S / W-W-W-S examples) and the surrender entry. Spellcast is a different game from
 * Chaos; nothing here is shared with the Chaos engine but its habits.
 *
 * A hand's history is a string, oldest first, one character per turn: a gesture P D F W S C,
 * '>' for a knife stab, '-' for nothing. Both hands' strings line up turn by turn. A one-handed
 * step of a sequence (upper case) counts whatever the other hand did that turn; a two-handed
 * step (lower case) needs the same gesture from the other hand in the same turn.
 */
import type { Result } from '../types';
import { SPELLCAST_SPELLS, type SpellcastSpell } from './spells';

export type Hand = 'left' | 'right';
export const HANDS: readonly Hand[] = ['left', 'right'];

/** The six gestures, the knife stab and nothing. */
export const GESTURES = ['P', 'D', 'F', 'W', 'S', 'C'] as const;
export type Gesture = (typeof GESTURES)[number];
export const STAB = '>';
export const NOTHING = '-';
export const HAND_CHARS = [...GESTURES, STAB, NOTHING] as const;
export type HandChar = (typeof HAND_CHARS)[number];

export function isHandChar(c: string): c is HandChar {
  return (HAND_CHARS as readonly string[]).includes(c);
}

/**
 * Line two histories up at their latest turn (the shorter one is padded at the front with
 * nothing) and read them in upper case. The four fixed functions take any strings this way;
 * `readHands` is the checked form for input from people.
 */
function align(left: string, right: string): [string, string] {
  const n = Math.max(left.length, right.length);
  return [left.toUpperCase().padStart(n, NOTHING), right.toUpperCase().padStart(n, NOTHING)];
}

/** Does step `step` of a sequence match turn `t` of `hand`, given the `other` hand? */
function stepMatches(step: string, hand: string, other: string, t: number): boolean {
  const g = step.toUpperCase();
  if (hand[t] !== g) return false;
  return step === g || other[t] === g;
}

/** Does `hand` (with `other` alongside) end exactly in `seq`'s first `k` steps? */
function endsInPrefix(seq: string, k: number, hand: string, other: string): boolean {
  const start = hand.length - k;
  if (start < 0) return false;
  for (let i = 0; i < k; i++) if (!stepMatches(seq[i] ?? '', hand, other, start + i)) return false;
  return true;
}

/** The longest run of `hand`'s latest gestures that begins `seq` (0 … seq.length). */
export function madeOf(seq: string, hand: string, other: string): number {
  for (let k = Math.min(seq.length, hand.length); k > 0; k--) {
    if (endsInPrefix(seq, k, hand, other)) return k;
  }
  return 0;
}

/** Every k ≥ 1 for which `hand`'s latest k gestures begin `seq` (longest first). */
export function overlapsOf(seq: string, hand: string, other: string): number[] {
  const out: number[] = [];
  for (let k = Math.min(seq.length, hand.length); k > 0; k--) {
    if (endsInPrefix(seq, k, hand, other)) out.push(k);
  }
  return out;
}

export interface Completion {
  spell: string;
  hand: Hand;
}

export interface CompletionDetail extends Completion {
  /** The sequence that completed (one of the spell's alternatives). */
  sequence: string;
}

/** Every completion with the sequence that made it, spell-list order, left before right. */
export function completionsWithSequence(left: string, right: string): CompletionDetail[] {
  const [l, r] = align(left, right);
  const out: CompletionDetail[] = [];
  for (const s of SPELLCAST_SPELLS) {
    for (const hand of HANDS) {
      const [mine, other] = hand === 'left' ? [l, r] : [r, l];
      const seq = s.gestures.find((g) => endsInPrefix(g, g.length, mine, other));
      if (seq !== undefined) out.push({ spell: s.name, hand, sequence: seq });
    }
  }
  return out;
}

/**
 * The spells whose sequence is exactly the latest gestures of a hand, once per hand whose
 * history ends in it (a two-handed spell made by both hands is listed for both). Surrender is
 * not a spell. Order: spell list order, left before right.
 */
export function spellsCompleted(left: string, right: string): { spell: string; hand: Hand }[] {
  return completionsWithSequence(left, right).map(({ spell, hand }) => ({ spell, hand }));
}

export interface Progress {
  spell: string;
  hand: Hand;
  made: number;
  toGo: number;
}

/**
 * Every spell and hand that is at least one gesture along: `made` is the longest run of the
 * hand's latest gestures that begins one of the spell's sequences, `toGo` that sequence's length
 * minus `made`, the least over the alternatives (0 for a completed spell). Order: spell list
 * order, left before right.
 */
export function spellProgress(left: string, right: string): Progress[] {
  const [l, r] = align(left, right);
  const out: Progress[] = [];
  for (const s of SPELLCAST_SPELLS) {
    for (const hand of HANDS) {
      const p = progressOn(s, hand === 'left' ? l : r, hand === 'left' ? r : l);
      if (p) out.push({ spell: s.name, hand, ...p });
    }
  }
  return out;
}

export interface ProgressDetail extends Progress {
  /** The alternative counted (least to go). */
  sequence: string;
  /** Its next step (upper case one hand, lower case both hands), or '' when completed. */
  next: string;
}

/** `spellProgress` with the sequence counted and the step that comes next. */
export function spellProgressDetail(left: string, right: string): ProgressDetail[] {
  const [l, r] = align(left, right);
  const out: ProgressDetail[] = [];
  for (const s of SPELLCAST_SPELLS) {
    for (const hand of HANDS) {
      const p = progressOn(s, hand === 'left' ? l : r, hand === 'left' ? r : l);
      if (p) out.push({ spell: s.name, hand, ...p, next: p.sequence[p.made] ?? '' });
    }
  }
  return out;
}

/** The best alternative for one spell on one hand: least to go, then most made. */
function progressOn(
  s: SpellcastSpell,
  mine: string,
  other: string,
): { made: number; toGo: number; sequence: string } | undefined {
  let best: { made: number; toGo: number; sequence: string } | undefined;
  for (const seq of s.gestures) {
    const made = madeOf(seq, mine, other);
    if (made === 0) continue;
    const toGo = seq.length - made;
    if (!best || toGo < best.toGo || (toGo === best.toGo && made > best.made)) {
      best = { made, toGo, sequence: seq };
    }
  }
  return best;
}

/** Both hands made P in the latest turn: that wizard surrenders (it is not a spell). */
export function surrenders(left: string, right: string): boolean {
  const [l, r] = align(left, right);
  return l.length > 0 && l[l.length - 1] === 'P' && r[r.length - 1] === 'P';
}

// ---------------------------------------------------------------------------------------------
// Checked input
// ---------------------------------------------------------------------------------------------

export type HandsError = 'bad-gesture' | 'unequal-length' | 'two-stabs' | 'too-long';
export const MAX_HISTORY = 40;

/**
 * Check two histories typed or linked by a person: only P D F W S C > - (either case),
 * the same length, at most MAX_HISTORY turns, never a stab with both hands in one turn (a
 * wizard has one knife).
 */
export function readHands(
  left: string,
  right: string,
): Result<{ left: string; right: string }, HandsError> {
  const l = left.toUpperCase();
  const r = right.toUpperCase();
  for (const [name, h] of [
    ['left', l],
    ['right', r],
  ] as const) {
    const bad = [...h].find((c) => !isHandChar(c));
    if (bad !== undefined) {
      return {
        ok: false,
        error: 'bad-gesture',
        message: `The ${name} hand has "${bad}", which is not a gesture (P D F W S C, > for a stab, - for nothing).`,
      };
    }
  }
  if (l.length !== r.length) {
    return {
      ok: false,
      error: 'unequal-length',
      message: `The hands have ${l.length} and ${r.length} turns; both need one entry per turn.`,
    };
  }
  if (l.length > MAX_HISTORY) {
    return {
      ok: false,
      error: 'too-long',
      message: `At most ${MAX_HISTORY} turns are kept.`,
    };
  }
  const twoStabs = [...l].findIndex((c, i) => c === STAB && r[i] === STAB);
  if (twoStabs >= 0) {
    return {
      ok: false,
      error: 'two-stabs',
      message: `Turn ${twoStabs + 1} stabs with both hands, but a wizard has only one knife.`,
    };
  }
  return { ok: true, value: { left: l, right: r } };
}

// ---------------------------------------------------------------------------------------------
// Conflicts: one gesture makes at most one spell
// ---------------------------------------------------------------------------------------------

/** The hands whose latest gesture a completion uses: its own, and the other if it ends two-handed. */
export function gesturesUsed(c: CompletionDetail): Hand[] {
  const last = c.sequence[c.sequence.length - 1] ?? '';
  const other: Hand = c.hand === 'left' ? 'right' : 'left';
  return last === last.toUpperCase() ? [c.hand] : [c.hand, other];
}

export interface ConflictReport {
  completions: CompletionDetail[];
  /** Pairs of completions (indices into `completions`) that need the same latest gesture. */
  conflicts: [number, number][];
  /**
   * What the caster can choose: every largest set of completions that share no latest gesture
   * (indices into `completions`). One set means no choice is needed.
   */
  choices: number[][];
}

/**
 * Which of this turn's completions conflict. Earlier gestures may serve several spells (the
 * manual's F-F-F then S-S-D-D); the latest gesture of a hand can finish only one, so two
 * completions conflict when they need the same hand's latest gesture (a spell ending in a
 * two-handed step needs both). The same two-handed spell listed for both hands is one casting
 * seen twice, so it conflicts with itself and the caster keeps one.
 */
export function completionConflicts(left: string, right: string): ConflictReport {
  const completions = completionsWithSequence(left, right);
  const used = completions.map(gesturesUsed);
  const conflicts: [number, number][] = [];
  for (let i = 0; i < completions.length; i++) {
    for (let j = i + 1; j < completions.length; j++) {
      if (used[i]?.some((h) => used[j]?.includes(h))) conflicts.push([i, j]);
    }
  }
  const clash = (a: number, b: number) =>
    conflicts.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  // At most two gestures are in play, so a choice holds at most two completions.
  const choices: number[][] = [];
  const n = completions.length;
  const sets: number[][] = [];
  for (let i = 0; i < n; i++) {
    sets.push([i]);
    for (let j = i + 1; j < n; j++) if (!clash(i, j)) sets.push([i, j]);
  }
  for (const s of sets) {
    const maximal = !sets.some((t) => t.length > s.length && s.every((x) => t.includes(x)));
    if (maximal) choices.push(s);
  }
  return { completions, conflicts, choices };
}
