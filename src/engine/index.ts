/**
 * The Chaos Codex rules engine: pure functions over plain data.
 * See README.md in this folder for what it offers and in which units.
 */
export * from './types';
export { onBoard, allSquares, squareIndex, sameSquare } from './board';
export { distance, rangeLimit, withinRange, distanceInSquares, reachLimit } from './distance';
export type { RangeUse } from './distance';

// Sprites, board model, line of sight, visibility and movement (see each module's header).
export {
  SPRITE_SIZE_PIXELS,
  ANIMATION_FRAMES,
  SPRITE_NAMES,
  CREATURE_KINDS,
  OBJECT_KINDS,
  WIZARD_KINDS,
  CORPSE_KINDS,
  ALL_KINDS,
  isSpriteName,
  spriteFrameCount,
  spriteCycle,
  spriteAnimationDelayTicks,
  normalFrame,
  spriteRows,
  spriteBitmap,
  spritePixelLit,
  spriteAscii,
  kindClass,
  isCreatureKind,
  isWizardKind,
  isCorpseKind,
  isMountKind,
  isUndeadKind,
  isTreeKind,
  corpseOf,
  canBlockSight,
} from './sprites';
export type { SpriteRows, KindClass } from './sprites';
export {
  MAX_WIZARDS,
  BOARD_SQUARES,
  makePiece,
  emptyBoard,
  pieceAt,
  withPiece,
  placedPieces,
  boardFromPlaced,
  sightPieces,
  wizardOnSquare,
  validatePiece,
  validateBoard,
  encodeBoard,
  decodeBoard,
} from './pieces';
export type { Piece, PlacedPiece, Board, SightPiece, BoardError, BoardCodeError } from './pieces';
export {
  SQUARE_PIXELS,
  BOARD_WIDTH_PIXELS,
  BOARD_HEIGHT_PIXELS,
  SCREEN_OFFSET_PIXELS,
  CENTRE_COLUMN,
  CENTRE_ROW,
  squareCentrePixel,
  squareOfPixel,
  linePixels,
  sameLineBothWays,
  lineOfSight,
  createSightTester,
  sightVerdict,
  describeSightVerdict,
} from './los';
export type {
  BoardPixel,
  SightBlock,
  LineOfSightResult,
  SightTester,
  FrameCondition,
  SightVerdict,
} from './los';
export {
  sightMap,
  spellInRange,
  rangedAttackLimit,
  spellTargetMap,
  rangedAttackMap,
  spellReach,
  spellTargeting,
  MAGIC_WOOD_PLACEMENT_RANGE,
} from './visibility';
export type {
  SightMapEntry,
  SpellCategory,
  SpellTargeting,
  TargetReason,
  TargetEntry,
  SpellTargetMap,
  RangedTargetEntry,
} from './visibility';
export {
  moveIntoAction,
  engagesMover,
  nextToEnemy,
  movementReach,
  moverForPiece,
} from './movement';
export type {
  MoverStats,
  MoverError,
  MoverOptions,
  MoveIntoAction,
  ReachAction,
  ReachSquare,
  MovementReach,
  ReachOptions,
  Striker,
} from './movement';

// Rules data and exact odds: tables (data/), casting, balance, combat, spreading, wizards,
// spell book, computer values, game length (see README.md).
export { CREATURES } from './data/creatures';
export type { CreatureStats } from './data/creatures';
export { PIECES, WIZARD_RECORD } from './data/pieces';
export type { PieceStats } from './data/pieces';
export { SPELLS } from './data/spells';
export type { SpellEntry } from './data/spells';
export { CREATURE_PROVENANCE, PIECE_PROVENANCE, SPELL_PROVENANCE } from './data/provenance';
export { SPREAD_TABLE, FIRE_BURN_ATTACK, SPREAD_CODE_REFS } from './data/spread';
export type { SpreadTargetClass, SpreadEffect, SpreadRule, SpreadRow } from './data/spread';
export {
  START_SQUARE_BYTES,
  WIZARD_FLAG_BITS,
  UPGRADE_EFFECTS,
  WIZARD_BONUSES,
  UNUSED_TROLL,
  UNUSED_SPELL_NAMES,
  DEFAULT_WIZARD_NAMES,
} from './data/wizards';
export type { UpgradeEffect } from './data/wizards';
export {
  SPELL_LIST,
  CREATURE_LIST,
  PIECE_LIST,
  isCreatureName,
  isPieceName,
  isSpellName,
  isSpellNumber,
  isCreatureId,
  creatureById,
  spellNumbers,
  spellByName,
  findSpell,
} from './lookup';
export type { SpellLookupError } from './lookup';
export {
  d10FromNibble,
  D10_FACES,
  D10_SIDES,
  oneRoll,
  twoRolls,
  testOdds,
  rerolledFaces,
  gcd,
  gcdBig,
  odds,
  ZERO,
  ONE,
  not,
  sameOdds,
  bigOdds,
  toBig,
  fromBig,
  allOf,
  anyOf,
  atLeastOnce,
  countDistribution,
  distributionFromCounts,
  rollDistribution,
  oddsOf,
  times,
  plus,
  sumBig,
  timesBig,
} from './odds';
export type { RollTest } from './odds';
export { seedRng, nextUint32, rollD10, rollTest } from './rng';
export type { RngState, Rolled } from './rng';
export {
  BALANCE_MIN,
  BALANCE_MAX,
  INITIAL_BALANCE,
  BALANCE_POINTS_PER_STEP,
  toSignedByte,
  balanceAfter,
  checkBalance,
  balanceBonus,
  sideOf,
  balanceDisplay,
  alignmentMark,
} from './balance';
export type { Side, BalanceDisplay } from './balance';
export {
  CHANCE_MIN,
  CHANCE_MAX,
  ABILITY_MAX,
  castTest,
  castingChance,
  castChance,
  HUMAN_SECOND_ROLL_KINDS,
  humanRollsTwice,
  castRollCount,
  castOutcome,
  resolveCast,
  CHANCE_BANDS,
  CHANCE_BANDS_CONFIRMED,
  chanceBand,
} from './casting';
export type {
  CastingInput,
  CastingWorking,
  CastingError,
  CastOptions,
  CastOutcome,
  CastOutcomeError,
  CastResolved,
  CastResolveError,
  ChanceColour,
} from './casting';
export {
  combatTest,
  boltTest,
  resistTest,
  subvertTest,
  breakFreeTest,
  fireBurnTest,
  combatKill,
  boltKill,
  resists,
  subverts,
  breaksFree,
  fireBurns,
  attackOdds,
  anyKills,
  killWithinTurns,
  combatKillAftermath,
} from './combat';
export type { AttackOddsOptions, AttackRefusal, AttackWorking, KillAftermath } from './combat';
export {
  isWizard,
  isCreature,
  isUndead,
  weaponBonus,
  armourBonus,
  shadowFormBonus,
  baseStats,
  mayAttackUndead,
} from './fighters';
export type {
  WeaponName,
  ArmourName,
  WizardFighter,
  CreatureFighter,
  ObjectFighter,
  Fighter,
} from './fighters';
export {
  BOLT_POWER,
  boltOdds,
  MAGIC_ATTACK_TARGETS,
  magicAttackOdds,
  subversionOdds,
} from './magicAttacks';
export type {
  BoltSpell,
  BoltWorking,
  MagicAttackSpell,
  MagicAttackOdds,
  MagicAttackError,
  SubversionOdds,
} from './magicAttacks';
export {
  ATTACK_SPELLS,
  attackSpellTargets,
  attackSpellTargetClass,
  leavesCorpseToRaise,
  attackSpellOdds,
} from './attackSpells';
export type {
  AttackSpellName,
  AttackSpellTargetClass,
  AttackSpellOdds,
  AttackSpellError,
} from './attackSpells';
export {
  spreadAttemptTest,
  vanishTest,
  castleVanishTest,
  DIRECTION_FACES,
  directionOdds,
  spreadAttemptOdds,
  vanishOdds,
  castleVanishOdds,
  burnDefence,
  spreadOutcome,
  spreadTurnOdds,
  woodVanishOdds,
} from './spreading';
export type { Spreader, SpreadTarget, SpreadOutcome, SpreadTurnOdds } from './spreading';
export {
  spreadingTurn,
  simulateSpreading,
  mergeSpreadResults,
  coverageChance,
  spreadAnswers,
} from './spreadSimulation';
export type {
  OccupantKind,
  BoardOccupant,
  SpreaderPiece,
  SpreadBoard,
  SpreadSimOptions,
  SpreadSimResult,
  SpreadSimError,
  SpreadAnswers,
} from './spreadSimulation';
export {
  SPELL_BOOK_SLOTS,
  WIZARD_STAT_RULES,
  WIZARD_STAT_ORDER,
  isWizardLevel,
  levelBonus,
  abilityChanceTest,
  abilityOdds,
  randomSpellsKept,
  wizardStatDistributions,
  generateWizardStats,
  isWizardCount,
  squareFromByte,
  startSquares,
  upgradesFromFlags,
  castUpgrade,
  computerSkipsUpgrade,
  wizardFighter,
  wizardState,
} from './wizards';
export type {
  WizardStats,
  WizardStatName,
  StatRule,
  WizardStatDistributions,
  WizardState,
  WizardUpgrades,
} from './wizards';
export {
  BOOK_DRAW_NUMBERS,
  WOOD_GIFT_NUMBERS,
  spellDrawOdds,
  drawOdds,
  bookHoldsOdds,
  bookHoldsOddsForLevel,
  woodGiftTest,
  woodGiftOdds,
  woodGiftChance,
} from './spellbook';
export {
  AI_TABLE_FIRST_ID,
  AI_TABLE_LAST_ID,
  AI_VALUE_TABLE,
  aiValue,
  strongestWizardCheckValue,
  armyScoreAsRead,
  armyScoreIntended,
  disbelievePriority,
  computerIllusionTest,
  computerIllusionOdds,
  GOOEY_BLOB_AI_VALUE,
} from './computer';
export { gameLengthFormula, gameLength, TURN_STEPS } from './game';
export type { TurnStep } from './game';
export {
  computerSpellOrder,
  pieceIdOfKind,
  threatScore,
  threatTable,
  armyScores,
  creatureCastRank,
  attackTargetRank,
  ATTACK_PIECE_BONUS,
  ATTACK_WIZARD_BONUS,
  creatureTargetList,
  attackTargetList,
  creatureAim,
  wizardSquares,
} from './computer';
export type {
  ComputerSpellChoice,
  ThreatEntry,
  ArmyScore,
  RankedTarget,
  CreatureAim,
} from './computer';
export {
  TURMOIL_SQUARES,
  TURMOIL_REACHABLE_ABOUT,
  TURMOIL_CAST_THRESHOLD,
  isTurmoilSquare,
  turmoilFinishes,
  computerTurmoilTest,
  TURMOIL_ROM_BYTE,
  turmoilSum,
  turmoilBytePasses,
  turmoilListFromBoard,
} from './turmoil';
export type { TurmoilVerdict, TurmoilTest, TurmoilListEntry, TurmoilByteRead } from './turmoil';
export { spreadBoardFromBoard } from './spreadBoard';
export type { ExtraSpreader } from './spreadBoard';
export {
  WIZARD,
  WIZARD_STAT_BOUNDS,
  DEFAULT_WIZARD,
  wizardChoice,
  choiceUpgrades,
  wizardToFighter,
  toFighter,
} from './fighterChoice';
export type {
  WeaponChoice,
  ArmourChoice,
  WizardChoice,
  PieceChoice,
  WizardStatField,
} from './fighterChoice';

export { computerTurmoilCasts } from './turmoil';

// The whole game (game/): state, actions, the computer players, whole-game simulation.
export * from './game/index';

// A position for the calculators (position.ts): each wizard's record, the turn and its seat.
export {
  POSITION_SEATS,
  MAX_TURN,
  STAT_LIMITS,
  UPGRADE_FLAG_MASK,
  DEFAULT_POSITION_WIZARD,
  DEFAULT_POSITION,
  validatePositionWizard,
  validatePosition,
  withWizard,
  encodePosition,
  decodePosition,
  wizardMoveOptions,
} from './position';
export type { PositionError, PositionWizard, PositionExtras } from './position';

// A whole position as a small JSON file (positionFile.ts): the board editor's save and open.
export {
  POSITION_FILE_FORMAT,
  POSITION_FILE_VERSION,
  MAX_POSITION_FILE_CHARS,
  positionFileText,
  readPositionFile,
} from './positionFile';
export type { FilePosition, PositionFileError } from './positionFile';

// Is it an illusion? (Bayes over the caster's bluff rate and casting chance).
export { illusionOdds } from './illusion';
export type { IllusionInput, IllusionOdds, IllusionError } from './illusion';

// What can hurt a piece next turn, and what it can attack (the danger map).
export { dangerMap, attackOptions } from './danger';
export type {
  DangerPosition,
  DangerMap,
  AttackOptions,
  Threat,
  ThreatHow,
  ThreatEffect,
  DangerError,
  AttackerPlan,
  SquarePlans,
} from './danger';
