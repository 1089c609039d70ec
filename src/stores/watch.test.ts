import { describe, expect, test } from 'vitest';
import { parseWatchQuery, WATCH_DEFAULT, watchQuery } from './watch';

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
