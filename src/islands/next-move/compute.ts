/**
 * The heavy part of the next-move panel, loaded with import() on first use: the game engine's
 * computer player through `computerNextMove` (src/engine/game/nextMove.ts).
 */
export { computerNextMove } from '../../engine/game/nextMove';
