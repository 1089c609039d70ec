import { afterEach, describe, expect, it, vi } from 'vitest';
import { POSITION_STORAGE_KEY, POSITION_URL_PARAM } from '../../stores/position';
import { SETTINGS_PARAMS } from '../../stores/settings-schema';
import {
  BALANCE_PARAM,
  POSITION_KEY,
  POSITION_PARAM,
  SETTINGS_KEY,
  positionMayDiffer,
} from './firstLoad';

const g = globalThis as { window?: unknown };

afterEach(() => {
  delete g.window;
  vi.resetModules();
});

function fakeWindow(search: string, saved: Record<string, string>, read: string[] = []) {
  g.window = {
    location: { search },
    localStorage: {
      getItem: (k: string) => {
        read.push(k);
        return saved[k] ?? null;
      },
      setItem: () => undefined,
    },
  };
}

describe('the copies of the stores’ keys', () => {
  it('match the position store and the settings', async () => {
    expect(POSITION_KEY).toBe(POSITION_STORAGE_KEY);
    expect(POSITION_PARAM).toBe(POSITION_URL_PARAM);
    expect(BALANCE_PARAM).toBe(SETTINGS_PARAMS.balance);
    // The settings store reads its saved value under its key when it loads.
    const read: string[] = [];
    fakeWindow('', {}, read);
    await import('../../stores/settings');
    expect(read).toContain(SETTINGS_KEY);
  });
});

describe('positionMayDiffer', () => {
  it('is false with nothing saved or linked, true otherwise', () => {
    fakeWindow('?board=abc', {});
    expect(positionMayDiffer()).toBe(false);
    fakeWindow('?pos=AB', {});
    expect(positionMayDiffer()).toBe(true);
    fakeWindow('?balance=-5', {});
    expect(positionMayDiffer()).toBe(true);
    fakeWindow('', { [SETTINGS_KEY]: '{}' });
    expect(positionMayDiffer()).toBe(true);
    fakeWindow('', { [POSITION_KEY]: '' });
    expect(positionMayDiffer()).toBe(true);
  });
});
