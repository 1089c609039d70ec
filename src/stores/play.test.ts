/** The Play page's helps in storage (stores/play.ts): each off until turned on, kept together. */
import { describe, expect, it } from 'vitest';
import { SAVED_KEYS } from '../lib/saved-keys';
import { NO_HELPS, readPlayHelps, savePlayHelps } from './play';

function memory(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    value: (k: string) => m.get(k),
  };
}

describe('the Play helps', () => {
  it('start off, and come back as they were saved', () => {
    const st = memory();
    expect(readPlayHelps(st)).toEqual(NO_HELPS);
    savePlayHelps({ danger: true, sight: false, why: true }, st);
    expect(st.value(SAVED_KEYS.playHelp)).toBe('danger,why');
    expect(readPlayHelps(st)).toEqual({ danger: true, sight: false, why: true });
    savePlayHelps(NO_HELPS, st);
    expect(readPlayHelps(st)).toEqual(NO_HELPS);
  });

  it('read what an older page saved ("danger" alone) and nothing from junk', () => {
    expect(readPlayHelps(memory({ [SAVED_KEYS.playHelp]: 'danger' }))).toEqual({
      ...NO_HELPS,
      danger: true,
    });
    expect(readPlayHelps(memory({ [SAVED_KEYS.playHelp]: '{"why":true}' }))).toEqual(NO_HELPS);
  });

  it('storage that throws: off, and saving is a no-op', () => {
    const bad = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPlayHelps(bad)).toEqual(NO_HELPS);
    expect(() => savePlayHelps({ ...NO_HELPS, why: true }, bad)).not.toThrow();
  });
});
