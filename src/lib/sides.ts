/** The sides in words: the engine's `sideOf` (balance.ts) decides, this names it. */
import { sideOf, type Side } from '../engine/balance';

/** "Law", "Chaos" and the word for neither. */
export const SIDE_NAMES: Readonly<Record<Side, string>> = {
  law: 'Law',
  chaos: 'Chaos',
  neutral: 'neutral',
};

/** The side a signed value (a balance, an alignment) leans to: "Law", "Chaos", or `neither`. */
export function sideName(value: number, neither: string = SIDE_NAMES.neutral): string {
  const side = sideOf(value);
  return side === 'neutral' ? neither : SIDE_NAMES[side];
}

/** An alignment with its size: "Law 2", "Chaos 1", "neutral". */
export function alignmentName(alignment: number): string {
  const side = sideOf(alignment);
  return side === 'neutral' ? SIDE_NAMES.neutral : `${SIDE_NAMES[side]} ${Math.abs(alignment)}`;
}
