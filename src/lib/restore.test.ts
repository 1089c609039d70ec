import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAY_DIFFER_CHECK, RESTORE_ATTR, WAIT_ATTR, restoreScript } from './restore';
import { SAVED_KEY_PREFIX } from './saved-keys';

// The check's own source, as the head runs it.
const check = new Function(`return (${MAY_DIFFER_CHECK})`)() as (
  search: string,
  storage: () => Storage,
  prefix: string,
) => boolean;
const mayDifferFromBuild = (search: string, storage: () => Storage) =>
  check(search, storage, SAVED_KEY_PREFIX);

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

describe('when the first render may differ from the built HTML (the head script)', () => {
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
  it('the head script marks the page exactly when the check says so', () => {
    const run = (search: string, storage: () => Storage) => {
      const marks: string[] = [];
      const document = { documentElement: { setAttribute: (a: string) => marks.push(a) } };
      const localStorage = storage();
      new Function('location', 'localStorage', 'document', restoreScript())(
        { search },
        localStorage,
        document,
      );
      return marks;
    };
    expect(run('', storageWith('starlight-theme'))).toEqual([]);
    expect(run('?duel=1.x', storageWith())).toEqual([RESTORE_ATTR]);
    expect(run('', storageWith('chaos-codex:settings'))).toEqual([RESTORE_ATTR]);
  });
});

describe('the head (Head.astro) writes the attributes out as restore.ts names them', () => {
  const head = readFileSync(new URL('../components/Head.astro', import.meta.url), 'utf8');
  it('in its inline listener and in its style', () => {
    expect(head).toContain(`const WAIT_ATTR = '${WAIT_ATTR}';`);
    expect(head).toContain(`html[${RESTORE_ATTR}] [${WAIT_ATTR}] {`);
  });
});
