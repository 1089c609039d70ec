import { describe, expect, it } from 'vitest';
import { mayDifferFromBuild } from './intent-directive';

/** A Storage holding `keys` (values do not matter to the check). */
function storageWith(...keys: string[]): () => Storage {
  const s = {
    get length() {
      return keys.length;
    },
    key: (i: number) => keys[i] ?? null,
  } as Storage;
  return () => s;
}

describe('client:intent: when the first render may differ from the built HTML', () => {
  it('a plain address and nothing saved: no, the island can wait', () => {
    expect(mayDifferFromBuild('', storageWith())).toBe(false);
    expect(mayDifferFromBuild('?', storageWith())).toBe(false);
    expect(mayDifferFromBuild('', storageWith('starlight-theme'))).toBe(false);
  });
  it('a link with state: yes', () => {
    expect(mayDifferFromBuild('?ab=1.2-3.4', storageWith())).toBe(true);
  });
  it('anything the site saved: yes', () => {
    expect(mayDifferFromBuild('', storageWith('starlight-theme', 'chaos-codex:board'))).toBe(true);
    expect(mayDifferFromBuild('', storageWith('chaos-codex:settings'))).toBe(true);
  });
  it('storage that cannot be read: yes (hydrate rather than guess)', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(mayDifferFromBuild('', blocked)).toBe(true);
  });
});
