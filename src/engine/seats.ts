/** Seats, levels and who casts: the game's set-up numbers (re-exported by types.ts). */
/** Number of wizards in a game. */
export type WizardCount = 2 | 3 | 4 | 5 | 6 | 7 | 8;
/** Wizard level: 0 for a human, 1–8 for the computer level chosen at set-up (bonus = level − 1). */
export type WizardLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
/** Every wizard level: 0 (a human) and the computer levels 1–8. */
export const WIZARD_LEVELS: readonly WizardLevel[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/** The computer levels chosen at set-up, 1–8. */
export const COMPUTER_LEVELS: readonly Exclude<WizardLevel, 0>[] = [1, 2, 3, 4, 5, 6, 7, 8];
/** Who casts: a human player or the computer. */
export type CasterKind = 'human' | 'computer';
export const CASTER_KINDS: readonly CasterKind[] = ['human', 'computer'];
/** A wizard's seat, 0–7 (shown to players as wizard 1–8; the owner of his pieces). */
export type Seat = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** Every seat, 0–7. */
export const SEATS: readonly Seat[] = [0, 1, 2, 3, 4, 5, 6, 7];
