import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLANNER,
  handReaderFromSearch,
  handReaderToSearch,
  plannerFromSearch,
  plannerToSearch,
} from './spellcast';

describe('hand reader address', () => {
  it('round-trips both wizards and keeps other parameters', () => {
    const state = { you: { left: 'WW>', right: 'PP-' }, them: { left: 'C', right: 'C' } };
    const search = handReaderToSearch('?x=1', state);
    expect(search).toBe('?x=1&yl=WW%3E&yr=PP-&ol=C&or=C');
    expect(handReaderFromSearch(search)).toEqual({ value: state, problems: [] });
  });

  it('turns a bad link into a message and empty hands', () => {
    const got = handReaderFromSearch('?yl=WQ&yr=PP&ol=W&or=PP');
    expect(got.value.you).toEqual({ left: '', right: '' });
    expect(got.value.them).toEqual({ left: '', right: '' });
    expect(got.problems).toHaveLength(2);
    expect(got.problems[0]).toMatch(/"Q"/);
    expect(got.problems[1]).toMatch(/1 and 2 turns/);
  });
});

describe('planner address', () => {
  it('round-trips', () => {
    const s = { ...DEFAULT_PLANNER, hands: { left: 'FF', right: '--' }, mode: 'each' as const };
    expect(plannerFromSearch(plannerToSearch('', s))).toEqual({ value: s, problems: [] });
  });

  it('keeps defaults for unknown spells and modes, with messages', () => {
    const got = plannerFromSearch('?spell=Fire%20Ball&mode=both');
    expect(got.value).toEqual(DEFAULT_PLANNER);
    expect(got.problems).toHaveLength(2);
  });
});
