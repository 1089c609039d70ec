/**
 * The Chaos Codex rules engine: pure functions over plain data.
 * See README.md in this folder for what it offers and in which units.
 */
export * from './types';
export { onBoard, allSquares, squareIndex, sameSquare } from './board';
export { distance, rangeLimit, withinRange, distanceInSquares } from './distance';
