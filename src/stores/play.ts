/**
 * The game a reader is playing on the Play page, kept in localStorage as its link code
 * (src/lib/game-code.ts) after every step, so that coming back offers "Continue your game".
 * Written by hand rather than through savedState: a saved game that cannot be read is reported
 * and left in storage untouched (never repaired into an empty game), and a game opened from a
 * link or a file replaces it only once the reader plays a move in it (the island decides when).
 */
import { decodeGame } from '../lib/game-code';
import { SAVED_KEYS } from '../lib/saved-keys';

export const PLAY_STORAGE_KEY = SAVED_KEYS.play;
/** The address parameter holding the game (`?game=`). */
export const GAME_PARAM = 'game';

export interface SavedRead {
  /** The saved game's code, or null when none is saved (or it cannot be read). */
  readonly code: string | null;
  /** A few words on it: how many wizards, the level, how far it went. */
  readonly summary: string;
  readonly problems: readonly string[];
}

/** The saved game, if any; storage that cannot be read, or a code that cannot, is a problem. */
export function readSavedGame(storage: Pick<Storage, 'getItem'> | null = pageStorage()): SavedRead {
  let text: string | null;
  try {
    text = storage?.getItem(PLAY_STORAGE_KEY) ?? null;
  } catch {
    return {
      code: null,
      summary: '',
      problems: ['Saved games cannot be read in this browser (its storage is blocked).'],
    };
  }
  if (text === null) return { code: null, summary: '', problems: [] };
  const r = decodeGame(text);
  if (!r.ok)
    return {
      code: null,
      summary: '',
      problems: [
        `Your saved game could not be read (${r.message}). It is left as it was until you start a new game.`,
      ],
    };
  const humans = r.value.setup.players.filter((p) => p === 'human').length;
  const n = r.value.setup.players.length;
  return {
    code: text,
    summary: `${n} wizards, ${humans === 1 ? 'you' : `${humans} humans`} against the computer at level ${r.value.setup.level}, ${r.value.actions.length} moves made`,
    problems: [],
  };
}

/** Save the game's code; false when storage refuses (full or blocked). */
export function saveGame(
  code: string,
  storage: Pick<Storage, 'setItem'> | null = pageStorage(),
): boolean {
  try {
    storage?.setItem(PLAY_STORAGE_KEY, code);
    return true;
  } catch {
    return false;
  }
}

function pageStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The Play page's helps, each off until the reader turns it on; remembered together. */
export interface PlayHelps {
  /** What can hurt the piece picked (the danger map). */
  readonly danger: boolean;
  /** The line of sight from the piece in hand to the square picked. */
  readonly sight: boolean;
  /** Why the computer did what it did: its decisions in its last step. */
  readonly why: boolean;
}

export const NO_HELPS: PlayHelps = { danger: false, sight: false, why: false };
const HELP_NAMES = ['danger', 'sight', 'why'] as const;

/**
 * The helps turned on, from storage: the names of those on, joined by commas ("danger,why").
 * Anything else reads as off (an older page stored "danger" alone, which reads the same).
 */
export function readPlayHelps(storage: Pick<Storage, 'getItem'> | null = pageStorage()): PlayHelps {
  try {
    const on = new Set((storage?.getItem(SAVED_KEYS.playHelp) ?? '').split(','));
    return { danger: on.has('danger'), sight: on.has('sight'), why: on.has('why') };
  } catch {
    return NO_HELPS;
  }
}

export function savePlayHelps(
  helps: PlayHelps,
  storage: Pick<Storage, 'setItem'> | null = pageStorage(),
): void {
  try {
    storage?.setItem(SAVED_KEYS.playHelp, HELP_NAMES.filter((n) => helps[n]).join(','));
  } catch {
    // Not remembered; the helps still work on this page.
  }
}
