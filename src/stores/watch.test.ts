import { describe, expect, test } from 'vitest';
import { parseWatchQuery, readWatchQuery, WATCH_DEFAULT, watchQuery } from './watch';

describe('watch setup in the URL', () => {
  test('round trip', () => {
    const s = { wizards: 7, level: 8, seed: 123456, step: 42 };
    expect(parseWatchQuery(watchQuery(s))).toEqual(s);
  });
  test('bad values fall back to the defaults', () => {
    expect(parseWatchQuery('?wizards=9&level=0&seed=-3&step=x')).toEqual({
      ...WATCH_DEFAULT,
      step: 0,
    });
    expect(parseWatchQuery('')).toEqual({ ...WATCH_DEFAULT, step: 0 });
  });
});

describe('a bad watch link', () => {
  test('each value it cannot use is named, with the default used instead', () => {
    const r = readWatchQuery(`?wizards=9&level=%3Cscript%3E&seed=${'9'.repeat(40)}&step=1&step=2`);
    expect(r.setup).toEqual(WATCH_DEFAULT);
    expect(r.problems).toEqual([
      'The link’s wizards “9” could not be used (it must be a whole number from 2 to 8), so the number of wizards is 4.',
      'The link’s level “<script>” could not be used (it must be a whole number from 1 to 8), so the computer level is 3.',
      `The link’s seed “${'9'.repeat(24)}…” could not be used (it must be a whole number from 0 to 2147483647), so the seed is 1985.`,
      'The link gave step 2 times, so all were ignored: the step is 0.',
    ]);
  });
  test('a good or missing value says nothing', () => {
    expect(readWatchQuery('?wizards=2&seed=0')).toEqual({
      setup: { ...WATCH_DEFAULT, wizards: 2, seed: 0 },
      problems: [],
    });
    expect(readWatchQuery('?unrelated=x').problems).toEqual([]);
  });
});

describe('a played game in the watch link (?game=)', () => {
  test('a code is kept as it is, with the step; the worker that replays it reads it', () => {
    const r = readWatchQuery('?game=1.hc.2.5.n&step=7');
    expect(r).toEqual({ setup: { ...WATCH_DEFAULT, step: 7, game: '1.hc.2.5.n' }, problems: [] });
    expect(watchQuery(r.setup)).toBe('?game=1.hc.2.5.n&step=7');
    expect(readWatchQuery(watchQuery(r.setup))).toEqual(r);
  });
  test('text that cannot be a code, or two codes: named, and a computer game instead', () => {
    const bad = readWatchQuery('?game=%3Cscript%3E&step=2');
    expect(bad.setup).toEqual({ ...WATCH_DEFAULT, step: 2 });
    expect(bad.problems).toEqual([
      'The link’s game “<script>” is not a played game’s code, so a computer game is shown instead.',
    ]);
    const two = readWatchQuery('?game=1.hc.2.5.n&game=1.hc.2.5.e');
    expect(two.setup.game).toBeUndefined();
    expect(two.problems).toEqual([
      'The link gave game 2 times, so a computer game is shown instead.',
    ]);
  });
});
