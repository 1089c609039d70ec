// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/preact';
import { atom } from 'nanostores';
import { linkedState, type Linked } from '../../stores/linked';
import { useSpreadLink, type SpreadLink } from './useSpreadLink';

afterEach(() => cleanup());
beforeEach(() => window.history.replaceState(null, '', '/spreading/'));

function setup() {
  const $turns = atom(4);
  const link = linkedState<number>({
    $store: $turns,
    param: 'run',
    what: 'simulation',
    initial: 4,
    encode: (n) => String(n),
    decode: (s) =>
      /^\d+$/.test(s)
        ? { ok: true, value: Number(s) }
        : { ok: false, error: 'bad', message: 'not a number' },
  }) as Linked;
  const seen: SpreadLink[] = [];
  function Probe() {
    seen.push(useSpreadLink('run', $turns, () => Promise.resolve(link)));
    return null;
  }
  return { $turns, seen, Probe };
}

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

describe('useSpreadLink', () => {
  it('opens a run the address held when the page loaded', async () => {
    window.history.replaceState(null, '', '/spreading/?run=9');
    const { $turns, seen, Probe } = setup();
    render(<Probe />);
    await settle();
    expect(seen.at(-1)?.opened).toBe(true);
    expect($turns.get()).toBe(9);
  });

  it('does not open a run when a first change writes the address', async () => {
    const { $turns, seen, Probe } = setup();
    render(<Probe />);
    await settle();
    expect(seen.at(-1)).toEqual({ link: null, opened: false });
    await act(async () => {
      $turns.set(7);
      await new Promise((r) => setTimeout(r, 0));
    });
    // The link is loaded and now writes the address, but the player asked for no run.
    expect(window.location.search).toBe('?run=7');
    expect(seen.at(-1)?.link).not.toBeNull();
    expect(seen.at(-1)?.opened).toBe(false);
  });
});
