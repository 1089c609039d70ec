import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLANNER,
  decodeHands,
  handReaderFromSearch,
  handReaderToSearch,
  plannerFromSearch,
  plannerToSearch,
  DEFAULT_RESOLVER,
  resolverFromSearch,
  resolverToSearch,
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

describe('the shared hands', () => {
  it('reads a planner link from before the hands were shared (l, r) as your hands', () => {
    const got = handReaderFromSearch('?spell=Missile&l=FF&r=--');
    expect(got).toEqual({
      value: { you: { left: 'FF', right: '--' }, them: { left: '', right: '' } },
      problems: [],
    });
    // Written back in the shared form.
    expect(handReaderToSearch('?spell=Missile&l=FF&r=--', got.value)).toBe(
      '?spell=Missile&yl=FF&yr=--',
    );
  });
  it('reads saved hands back, and anything else as empty hands with a note', () => {
    const hands = { you: { left: 'WP', right: '-S' }, them: { left: 'C', right: 'C' } };
    expect(decodeHands(JSON.stringify(hands))).toEqual({ value: hands, problems: [] });
    for (const bad of [
      '{',
      'null',
      '{"you":{"left":"Q","right":""},"them":{"left":"","right":""}}',
    ])
      expect(decodeHands(bad)).toEqual({
        value: { you: { left: '', right: '' }, them: { left: '', right: '' } },
        problems: ['Your saved Spellcast gestures could not be read.'],
      });
  });
});

describe('planner address', () => {
  it('round-trips', () => {
    const s = { ...DEFAULT_PLANNER, mode: 'each' as const };
    expect(plannerFromSearch(plannerToSearch('', s))).toEqual({ value: s, problems: [] });
  });

  it('keeps defaults for unknown spells and modes, with messages', () => {
    const got = plannerFromSearch('?spell=Fire%20Ball&mode=both');
    expect(got.value).toEqual(DEFAULT_PLANNER);
    expect(got.problems).toHaveLength(2);
  });
});

describe('resolver address', () => {
  it('round-trips a turn', () => {
    const s = {
      ...DEFAULT_RESOLVER,
      casts: [
        { spell: 'Fire Storm', caster: 0, subject: -1, element: 'fire' as const },
        { spell: 'Summon Elemental', caster: 1, subject: 1, element: 'ice' as const },
      ],
      damage: [3, 14] as [number, number],
      surrender: [false, true] as [boolean, boolean],
      stab: [1, -1] as [number, number],
    };
    expect(resolverFromSearch(resolverToSearch('', s))).toEqual({ value: s, problems: [] });
  });

  it('leaves out unreadable spells with a message', () => {
    const got = resolverFromSearch('?c=Missile~0~1~f,Fire%20Ball~0~1~f&d=3.99');
    expect(got.value.casts).toEqual([{ spell: 'Missile', caster: 0, subject: 1, element: 'fire' }]);
    expect(got.value.damage).toEqual([0, 0]);
    expect(got.problems).toHaveLength(2);
  });
});
