/**
 * Why a square is or is not a spell's target, in words: the engine's verdict (visibility.ts
 * `TargetReason`) as the range overlay and the Play page say it.
 */
import type { TargetReason } from '../engine/visibility';

export const REASON_WORDS: Readonly<Record<TargetReason, string>> = {
  ok: 'a legal target',
  caster: 'the caster',
  'out-of-range': 'out of range',
  'not-empty': 'not a legal target: the square is not empty',
  'next-to-caster': 'not a legal target: next to the caster',
  'next-to-tree': 'not a legal target: next to a tree',
  'not-a-target': 'not a legal target: nothing there it can affect',
  'no-line-of-sight': 'no line of sight',
  'no-target-needed': 'no target needed',
};
