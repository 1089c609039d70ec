import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_KEYS } from '../../lib/saved-keys';
import { POSITION_URL_PARAM } from '../../stores/position';
import { SETTINGS_PARAMS } from '../../stores/settings-schema';
import { BALANCE_PARAM, POSITION_PARAM, positionMayDiffer } from './firstLoad';

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

describe('the copies of the stores’ link parameters', () => {
  it('match the position store and the settings', async () => {
    expect(POSITION_PARAM).toBe(POSITION_URL_PARAM);
    expect(BALANCE_PARAM).toBe(SETTINGS_PARAMS.balance);
    // The settings store reads its saved value under its key when it loads.
    const read: string[] = [];
    fakeWindow('', {}, read);
    await import('../../stores/settings');
    expect(read).toContain(SAVED_KEYS.settings);
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
    fakeWindow('', { [SAVED_KEYS.settings]: '{}' });
    expect(positionMayDiffer()).toBe(true);
    fakeWindow('', { [SAVED_KEYS.position]: '' });
    expect(positionMayDiffer()).toBe(true);
  });
});
