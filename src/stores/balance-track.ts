/**
 * The casts added to the balance meter (on the balance page), and their replay through the
 * engine. In memory only: a page load starts a fresh sequence.
 */
import { atom } from 'nanostores';
import {
  castRollCount,
  findSpell,
  resolveCast,
  type CasterKind,
  type CastResolved,
  type SpellName,
} from '../engine';
import { accepted, refused, type Result } from './result';

export interface TrackedCast {
  readonly spell: SpellName;
  readonly caster: CasterKind;
  readonly illusion: boolean;
  /** Whether each casting roll passed (castRollCount of them). */
  readonly passes: readonly boolean[];
}

export interface TrackStep {
  readonly cast: TrackedCast;
  readonly resolved: CastResolved;
}

/** The longest sequence the meter keeps (enough to go round the byte twice with Law-2). */
export const MAX_TRACKED_CASTS = 200;

export const $casts = atom<readonly TrackedCast[]>([]);

/**
 * Add a cast `times` times (1–MAX). Returns the casts, or why not (nothing is added then).
 */
export function addCasts(
  cast: TrackedCast,
  times = 1,
): Result<readonly TrackedCast[], 'unknown-spell' | 'bad-cast' | 'too-many'> {
  const s = findSpell(cast.spell);
  if (!s.ok) return refused('unknown-spell', s.message);
  if (!Number.isInteger(times) || times < 1 || times > MAX_TRACKED_CASTS) {
    return refused('too-many', `Add between 1 and ${MAX_TRACKED_CASTS} casts at a time.`);
  }
  if (cast.illusion && s.value.kind !== 'creature') {
    return refused('bad-cast', `Only creature spells can be illusions, not ${s.value.name}.`);
  }
  const need = castRollCount(s.value, cast.caster, cast.illusion);
  if (cast.passes.length !== need) {
    return refused(
      'bad-cast',
      `${s.value.name} cast this way makes ${need} casting roll${need === 1 ? '' : 's'}.`,
    );
  }
  const current = $casts.get();
  if (current.length + times > MAX_TRACKED_CASTS) {
    return refused(
      'too-many',
      `The meter keeps at most ${MAX_TRACKED_CASTS} casts; remove some first.`,
    );
  }
  const next = [...current, ...Array.from({ length: times }, () => cast)];
  $casts.set(next);
  return accepted(next);
}

export function removeCast(index: number): void {
  $casts.set($casts.get().filter((_, i) => i !== index));
}

/** Put back a sequence read earlier from `$casts` (to undo a change). */
export function setCasts(casts: readonly TrackedCast[]): void {
  $casts.set(casts.slice(0, MAX_TRACKED_CASTS));
}

export function clearCasts(): void {
  $casts.set([]);
}

/** Replay the casts from a starting balance, each at the balance the one before left. */
export function replayCasts(
  start: number,
  ability: number,
  casts: readonly TrackedCast[],
): TrackStep[] {
  const steps: TrackStep[] = [];
  let balance = start;
  for (const cast of casts) {
    const r = resolveCast(
      cast.spell,
      { balance, ability, caster: cast.caster, illusion: cast.illusion },
      cast.passes,
    );
    if (!r.ok) throw new RangeError(`replayCasts: ${r.message}`);
    steps.push({ cast, resolved: r.value });
    balance = r.value.balanceAfter;
  }
  return steps;
}
