/** The whole game: state, actions, the computer players and whole-game simulation. */
export { newGame, advance, computerTurn, playGame, turnLimit, automaticNext } from './game';
export type { GameSetup, PlayedGame, PlayOptions } from './game';
export { legalActions, applyAction } from './human';
export { gameBoard, renderGame } from './view';
export { gameSeed, playRun, tallyRun, wilson, wilsonDifference } from './outcomes';
export type { GameOutcome, RunSetup, RunTally, Interval } from './outcomes';
export type {
  PlayerKind,
  BoardLayers,
  BookSlot,
  WizardRecord,
  AiMemory,
  Phase,
  PendingCast,
  PendingMove,
  GameState,
  EventOdds,
  EventKind,
  GameEvent,
  At,
  Action,
  Step,
  GameError,
} from './types';
export { gameFromPosition, positionFromGame, DISBELIEVE_PRIORITY } from './fromPosition';
export type { GamePosition, FromPositionError, FromPositionOptions } from './fromPosition';
export { computerNextMove, playWizardTurn, NEXT_MOVE_MAX_RUNS } from './nextMove';
export type {
  NextMove,
  NextMoveError,
  NextMoveOptions,
  NextMoveSample,
  PriorityDraw,
  SpellChoiceOdds,
  SimulatedTally,
  BookLine,
  PlayedTurn,
} from './nextMove';
export * from './record';
export * from './choices';
