/**
 * Every key the site saves in localStorage starts with this (src/stores/saved.ts refuses any
 * other), so code outside the stores can tell whether anything is saved without knowing each key
 * (the `client:intent` directive, src/integrations/intent-directive.ts).
 */
export const SAVED_KEY_PREFIX = 'chaos-codex:';
