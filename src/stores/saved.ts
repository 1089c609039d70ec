/**
 * One helper for state that is saved in localStorage and reflected in the page URL (the shared
 * settings, the shared board): a persistent atom plus a `syncWithUrl()` that reads the URL once
 * (the link wins over what was saved) and then keeps the URL up to date, other query
 * parameters kept. Values that cannot be read fall back and leave a note through `note`.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

/** A value read from untrusted text, with one sentence per part that could not be used. */
export interface Read<T> {
  readonly value: T;
  readonly problems: readonly string[];
}

export interface SavedStateOptions<T> {
  /** localStorage key. */
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
}

export interface SavedState<T> {
  readonly $store: WritableAtom<T>;
  /** Read the URL once, then keep it up to date. Safe to call from every island. */
  readonly syncWithUrl: () => void;
}

export function savedState<T>(o: SavedStateOptions<T>): SavedState<T> {
  const $store = persistentAtom<T>(o.key, o.initial, {
    encode: o.encode,
    decode: (saved) => {
      const read = o.decode(saved);
      read.problems.forEach(o.note);
      return read.value;
    },
  });
  let synced = false;
  function syncWithUrl(): void {
    if (synced || typeof window === 'undefined') return;
    synced = true;
    const fromUrl = o.fromSearch(window.location.search, $store.get());
    if (fromUrl) {
      fromUrl.problems.forEach(o.note);
      $store.set(fromUrl.value);
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
  return { $store, syncWithUrl };
}
