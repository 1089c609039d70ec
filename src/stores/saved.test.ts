import { describe, expect, it } from 'vitest';
import { savedState, type Read, type StorageLike } from './saved';

const KEY = 'chaos-codex:test';

/** A Map-backed storage that can be told to refuse reads or writes. */
function memory(start: Record<string, string> = {}) {
  const data = new Map(Object.entries(start));
  const s = {
    data,
    refuseWrites: false,
    refuseReads: false,
    writes: 0,
    getItem(key: string) {
      if (s.refuseReads) throw new DOMException('blocked', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      s.writes++;
      if (s.refuseWrites) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
  };
  return s;
}

/** A number store saved as text; text that is not a whole number is unreadable. */
function numberState(storage: StorageLike) {
  const notes: string[] = [];
  const decode = (t: string): Read<number> =>
    /^v2:-?\d+$/.test(t)
      ? { value: Number(t.slice(3)), problems: [] }
      : /^-?\d+$/.test(t)
        ? { value: Number(t), problems: [], migrated: true }
        : { value: 0, problems: [`could not read "${t}"`] };
  const state = savedState<number>({
    key: KEY,
    initial: 7,
    encode: (n) => `v2:${n}`,
    decode,
    fromSearch: () => undefined,
    toSearch: (s) => s,
    note: (n) => notes.push(n),
    unsaved: 'could not be saved',
    storage: () => storage,
  });
  return { ...state, notes };
}

describe('savedState', () => {
  it('refuses a key without the site prefix (code outside the stores relies on it)', () => {
    expect(() =>
      savedState<number>({
        key: 'board',
        initial: 0,
        encode: String,
        decode: (t) => ({ value: Number(t), problems: [] }),
        fromSearch: () => undefined,
        toSearch: (q) => q,
        note: () => undefined,
        unsaved: 'could not be saved',
        storage: () => null,
      }),
    ).toThrow(/chaos-codex:/);
  });

  it('starts from the saved value, and saves every change', () => {
    const s = memory({ [KEY]: 'v2:5' });
    const st = numberState(s);
    expect(st.$store.get()).toBe(5);
    expect(s.writes).toBe(0);
    st.$store.set(9);
    expect(s.data.get(KEY)).toBe('v2:9');
    expect(st.notes).toEqual([]);
  });

  it('starts from the initial value when nothing is saved, and writes nothing', () => {
    const s = memory();
    const st = numberState(s);
    expect(st.$store.get()).toBe(7);
    expect(s.writes).toBe(0);
  });

  it('reports an unreadable saved value once and repairs it', () => {
    const s = memory({ [KEY]: 'garbage' });
    const st = numberState(s);
    expect(st.$store.get()).toBe(0);
    expect(st.notes).toEqual(['could not read "garbage"']);
    expect(s.data.get(KEY)).toBe('v2:0');
    // The next visit reads the repaired value without a note.
    const again = numberState(s);
    expect(again.notes).toEqual([]);
    expect(again.$store.get()).toBe(0);
  });

  it('writes an old shape back in the current one', () => {
    const s = memory({ [KEY]: '12' });
    const st = numberState(s);
    expect(st.$store.get()).toBe(12);
    expect(st.notes).toEqual([]);
    expect(s.data.get(KEY)).toBe('v2:12');
  });

  it('shows a value without saving it', () => {
    const s = memory({ [KEY]: 'v2:5' });
    const st = numberState(s);
    st.show(40);
    expect(st.$store.get()).toBe(40);
    expect(s.data.get(KEY)).toBe('v2:5');
    // The reader's next change saves the whole value.
    st.$store.set(41);
    expect(s.data.get(KEY)).toBe('v2:41');
  });

  it('changes the value first when storage refuses to save, and says so once', () => {
    const s = memory({ [KEY]: 'v2:5' });
    s.refuseWrites = true;
    const st = numberState(s);
    st.$store.set(-100);
    expect(st.$store.get()).toBe(-100);
    st.$store.set(3);
    expect(st.$store.get()).toBe(3);
    expect(st.notes).toEqual(['could not be saved']);
    expect(s.data.get(KEY)).toBe('v2:5');
  });

  it('works with storage that cannot even be read (blocked)', () => {
    const s = memory({ [KEY]: 'v2:5' });
    s.refuseReads = true;
    s.refuseWrites = true;
    const st = numberState(s);
    expect(st.$store.get()).toBe(7);
    st.$store.set(8);
    expect(st.$store.get()).toBe(8);
    expect(st.notes).toEqual(['could not be saved']);
  });

  it('works when getting the storage itself throws', () => {
    const notes: string[] = [];
    const st = savedState<number>({
      key: KEY,
      initial: 1,
      encode: String,
      decode: (t) => ({ value: Number(t), problems: [] }),
      fromSearch: () => undefined,
      toSearch: (s) => s,
      note: (n) => notes.push(n),
      unsaved: 'could not be saved',
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    st.$store.set(2);
    expect(st.$store.get()).toBe(2);
    expect(notes).toEqual(['could not be saved']);
  });
});
