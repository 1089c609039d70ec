import type { Square } from '../../engine/types';

/** A square as the board pages write it: "(3,4)". */
export const sq = (s: Square): string => `(${s.x},${s.y})`;

/** The same square. */
export const same = (a: Square, b: Square): boolean => a.x === b.x && a.y === b.y;
