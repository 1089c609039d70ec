/** Keyboard movement over the 15 × 10 board grid, shared by the board islands. */
import { BOARD_HEIGHT, BOARD_WIDTH, type Square } from '../engine/types';

const STEPS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Where a key moves the focus from `from`: arrows step one square (stopping at the edge),
 * Home and End go to the ends of the row. Null for any other key.
 */
export function gridKeyTarget(key: string, from: Square): Square | null {
  const step = STEPS[key];
  if (step) {
    return {
      x: Math.min(BOARD_WIDTH - 1, Math.max(0, from.x + step[0])),
      y: Math.min(BOARD_HEIGHT - 1, Math.max(0, from.y + step[1])),
    };
  }
  if (key === 'Home') return { x: 0, y: from.y };
  if (key === 'End') return { x: BOARD_WIDTH - 1, y: from.y };
  return null;
}

/** The original's eight direction keys around S (Q W E, A D, Z X C), as steps. */
const ORIGINAL_STEPS: Record<string, readonly [number, number]> = {
  q: [-1, -1],
  w: [0, -1],
  e: [1, -1],
  a: [-1, 0],
  d: [1, 0],
  z: [-1, 1],
  x: [0, 1],
  c: [1, 1],
};

/**
 * Where one of the original's direction keys moves the cursor from `from` (either case),
 * stopping at the edge; null for any other key. S, in the middle of them, picks the square.
 */
export function originalKeyTarget(key: string, from: Square): Square | null {
  const step = ORIGINAL_STEPS[key.toLowerCase()];
  if (!step || key.length !== 1) return null;
  return {
    x: Math.min(BOARD_WIDTH - 1, Math.max(0, from.x + step[0])),
    y: Math.min(BOARD_HEIGHT - 1, Math.max(0, from.y + step[1])),
  };
}
