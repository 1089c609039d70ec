/**
 * Magic Fire's side of the burn roll when it spreads onto a piece: the piece's defence + d10
 * must beat 5 + d10 (spread.tsv; data/spread.ts re-exports it beside the spreading table).
 */
export const FIRE_BURN_ATTACK = 5;
