/**
 * Every key the site saves in localStorage, in one place. Each starts with the prefix (src/stores/
 * saved.ts refuses any other), so code outside the stores can tell whether anything is saved
 * without knowing each key (the `client:intent` directive, src/integrations/intent-directive.ts),
 * and code that must stay small (an island's first load) can read a store's key without loading
 * the store.
 */
export const SAVED_KEY_PREFIX = 'chaos-codex:';

export const SAVED_KEYS = {
  settings: `${SAVED_KEY_PREFIX}settings`,
  position: `${SAVED_KEY_PREFIX}position`,
  board: `${SAVED_KEY_PREFIX}board`,
  danger: `${SAVED_KEY_PREFIX}danger`,
  dangerPiece: `${SAVED_KEY_PREFIX}danger-piece`,
  illusion: `${SAVED_KEY_PREFIX}illusion`,
  nextMove: `${SAVED_KEY_PREFIX}next-move`,
  play: `${SAVED_KEY_PREFIX}play`,
  playHelp: `${SAVED_KEY_PREFIX}play-help`,
  spellcastHands: `${SAVED_KEY_PREFIX}spellcast-hands`,
} as const;
