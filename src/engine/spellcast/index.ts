/**
 * The Spellcast engine: gesture sequences, what a hand may do under enchantments, and the turn
 * resolver. A separate game from Chaos; see README.md in this folder.
 */
export * from './spells';
export * from './sequences';
export * from './lookahead';
export * from './restrictions';
export * from './resolve';
