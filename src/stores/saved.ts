/**
 * One helper for state that is saved in localStorage and reflected in the page URL (the shared
 * settings, the shared board): an atom plus a `syncWithUrl()` that reads the URL once and then
 * keeps the URL up to date, other query parameters kept.
 *
 * What it promises (issue 14):
 * - The state changes first, then the save is tried. Storage that throws (full, or blocked as in
 *   some private windows) leaves one "could not be saved" note and everything keeps working.
 * - A link never writes to storage: what `fromSearch` reads is shown, not saved, until the reader
 *   changes something (any later `$store.set` saves the whole value).
 * - A saved value that could not be read (or was in an old shape) is reported through `note`
 *   and then written back in its repaired, current shape, so it is reported once, not on every
 *   visit.
 */
import { atom, type WritableAtom } from 'nanostores';
import { SAVED_KEY_PREFIX } from '../lib/saved-keys';

/** A value read from untrusted text, with one sentence per part that could not be used. */
export interface Read<T> {
  readonly value: T;
  readonly problems: readonly string[];
  /** The saved text was readable but in an old shape: write it back in the current one. */
  readonly migrated?: boolean;
}

/** The part of the Web Storage API the helper uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface SavedStateOptions<T> {
  /** localStorage key: starts with SAVED_KEY_PREFIX (src/lib/saved-keys.ts). */
  readonly key: string;
  /** The value with nothing saved and nothing in the link. */
  readonly initial: T;
  readonly encode: (value: T) => string;
  /** Reads the saved text; never throws. */
  readonly decode: (saved: string) => Read<T>;
  /** Reads the page's query string: undefined when it holds none of this state. */
  readonly fromSearch: (search: string, current: T) => Read<T> | undefined;
  /** The query string with this state written in, other parameters kept. */
  readonly toSearch: (search: string, value: T) => string;
  /** Shows a problem to the reader (the store's notes). */
  readonly note: (problem: string) => void;
  /** The sentence noted (once) when saving fails. */
  readonly unsaved: string;
  /**
   * Where the value is saved. Default: the page's localStorage; null where there is none (on
   * the server). A getter that throws counts as blocked storage.
   */
  readonly storage?: () => StorageLike | null;
}

export interface SavedState<T> {
  /** The value. Every `set` is saved (after the value has changed). */
  readonly $store: WritableAtom<T>;
  /** Read the URL once, then keep it up to date. Safe to call from every island. */
  readonly syncWithUrl: () => void;
  /** Show `value` without saving it (a value from a link). */
  readonly show: (value: T) => void;
}

function pageStorage(): StorageLike | null {
  if (typeof window === 'undefined') return null;
  return window.localStorage;
}

export function savedState<T>(o: SavedStateOptions<T>): SavedState<T> {
  if (!o.key.startsWith(SAVED_KEY_PREFIX))
    throw new Error(`savedState key "${o.key}" must start with "${SAVED_KEY_PREFIX}"`);
  const storage = o.storage ?? pageStorage;
  let failed = false;
  function fail(): void {
    if (failed) return;
    failed = true;
    o.note(o.unsaved);
  }
  function write(value: T): void {
    try {
      const s = storage();
      if (s) s.setItem(o.key, o.encode(value));
    } catch {
      fail();
    }
  }

  let start = o.initial;
  let saved: string | null = null;
  let readable = true;
  try {
    saved = storage()?.getItem(o.key) ?? null;
  } catch {
    readable = false;
  }
  if (!readable) fail();
  else if (saved !== null) {
    const read = o.decode(saved);
    start = read.value;
    read.problems.forEach(o.note);
    // Reported: now repair it (or bring an old shape up to date) so the next visit is clean.
    if (read.problems.length > 0 || read.migrated) write(start);
  }

  const $store = atom<T>(start);
  // The one value that is shown but not saved (from a link), while it is being set.
  let quiet: T | undefined;
  $store.listen((value) => {
    if (quiet !== undefined && value === quiet) return;
    write(value);
  });
  function show(value: T): void {
    quiet = value;
    try {
      $store.set(value);
    } finally {
      quiet = undefined;
    }
  }

  let synced = false;
  function syncWithUrl(): void {
    if (synced || typeof window === 'undefined') return;
    synced = true;
    const fromUrl = o.fromSearch(window.location.search, $store.get());
    if (fromUrl) {
      fromUrl.problems.forEach(o.note);
      show(fromUrl.value);
    }
    $store.subscribe((value) => {
      const search = o.toSearch(window.location.search, value);
      if (search !== window.location.search) {
        window.history.replaceState(
          window.history.state,
          '',
          `${window.location.pathname}${search}${window.location.hash}`,
        );
      }
    });
  }
  return { $store, syncWithUrl, show };
}
