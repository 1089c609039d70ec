/**
 * State that lives in the page address only (issue 12: "a link for every calculation"): a
 * calculator's picks written as one compact, versioned code under one query parameter
 * (`?duel=1.goldendragon.wizard_3300200.m`). `sync()` reads the address once, then keeps it
 * up to date, other parameters kept:
 * - a value at its default takes its parameter out of the address;
 * - a code that cannot be read, or a parameter given twice, leaves the default on screen and a
 *   sentence in `$notes` for the island to show (`LinkNotes` in src/ui);
 * - nothing here is saved in storage: the value in a link is shown only (saved.ts is the helper
 *   for state that is also saved).
 * Codes start with a version ("1."): a later shape takes a new number and keeps reading "1.".
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { Result } from '../engine/types';

export interface LinkedOptions<T> {
  readonly $store: WritableAtom<T>;
  /** The query parameter. */
  readonly param: string;
  /** The value with nothing in the link. */
  readonly initial: T;
  readonly encode: (value: T) => string;
  /** Reads untrusted text; never throws. */
  readonly decode: (code: string) => Result<T, string>;
  /** What the state is, for messages: "the duel". */
  readonly what: string;
}

export interface Linked<T = unknown> {
  readonly $store: ReadableAtom<T>;
  readonly param: string;
  readonly what: string;
  /** (Method syntax: a Linked<Duel> is usable where a Linked<unknown> is asked for.) */
  encode(value: T): string;
  readonly decode: (code: string) => Result<T, string>;
  /** The value with nothing in the link (islands render it until they have hydrated). */
  readonly initial: T;
  /** Read the address once, then keep it up to date. Safe to call from every island. */
  readonly sync: () => void;
  /** Sentences about link values that could not be used. */
  readonly $notes: ReadableAtom<readonly string[]>;
  readonly dismiss: () => void;
}

/**
 * The text of a link value as it may be shown: short, one line. The same as query.ts's
 * `quoted` without the quotation marks; kept here because importing it from there (or from
 * lib/format) adds a chunk to pages at the 40 KB budget (Attack spells, Watch a game).
 */
function shown(text: string): string {
  const t = text.replace(/\s+/g, ' ');
  return t.length > 24 ? `${t.slice(0, 24)}…` : t;
}

/** What a query string asks of one linked state: nothing, a value, or a problem (never throws). */
export function readLink<T>(
  search: string,
  o: Pick<LinkedOptions<T>, 'param' | 'decode' | 'what'>,
): { value?: T; problem?: string } {
  const all = new URLSearchParams(search).getAll(o.param);
  if (all.length === 0) return {};
  if (all.length > 1)
    return {
      problem: `The link gave ${o.param} ${all.length} times, so all were ignored: ${o.what} starts as usual.`,
    };
  const r = o.decode(all[0]!);
  if (r.ok) return { value: r.value };
  return {
    problem: `The link’s ${o.param} code “${shown(all[0]!)}” could not be read (${r.message}), so ${o.what} starts as usual.`,
  };
}

/** The query string with the value written in (or taken out, at its default). */
export function writeLink<T>(search: string, o: LinkedOptions<T>, value: T): string {
  const params = new URLSearchParams(search);
  const code = o.encode(value);
  if (code === o.encode(o.initial)) params.delete(o.param);
  else params.set(o.param, code);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function linkedState<T>(o: LinkedOptions<T>): Linked<T> {
  const $notes = atom<readonly string[]>([]);
  let synced = false;
  function sync(): void {
    if (synced || typeof window === 'undefined') return;
    synced = true;
    const read = readLink(window.location.search, o);
    if (read.problem) $notes.set([read.problem]);
    if (read.value !== undefined) o.$store.set(read.value);
    o.$store.subscribe((value) => {
      const search = writeLink(window.location.search, o, value);
      if (search !== window.location.search) {
        window.history.replaceState(
          window.history.state,
          '',
          `${window.location.pathname}${search}${window.location.hash}`,
        );
      }
    });
  }
  return {
    $store: o.$store,
    param: o.param,
    what: o.what,
    encode: o.encode,
    decode: o.decode,
    initial: o.initial,
    sync,
    $notes,
    dismiss: () => $notes.set([]),
  };
}
