// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { castingChance } from '../../engine';
import { resetSettings, updateSettings } from '../../stores/settings';
import CastChart from './CastChart';

beforeEach(() => resetSettings());
afterEach(() => cleanup());

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });

describe('CastChart', () => {
  it('shows the chance for the shared settings and lists the chart as runs of balances', async () => {
    const { getByTestId } = render(<CastChart spell="Golden Dragon" />);
    await settle();
    await act(async () => {
      updateSettings({ balance: 60, ability: 1 });
    });
    await settle();
    // Golden Dragon: base byte 0, Law; at +60 the bonus is 60 >> 2 = 15, plus ability 1 →
    // held to 9, so 100 %.
    const w = castingChance('Golden Dragon', { balance: 60, ability: 1 });
    expect(w.ok && w.value.percent).toBe(100);
    expect(getByTestId('cast-chance-now').textContent).toBe('100%');
    const items = [...getByTestId('cast-chart-bands').querySelectorAll('li')].map(
      (li) => li.textContent,
    );
    // Chaos side and 0: no bonus, base 0 + ability 1 → 20 %; each 4 points of Law add a step.
    expect(items[0]).toBe('−128 to +3: 20%');
    expect(items[1]).toBe('+4 to +7: 30%');
    expect(items.at(-1)).toBe('+32 to +127: 100%');
    // 20 %, then one run per bonus step 1–7 (30 %–90 %), then 100 %.
    expect(items).toHaveLength(9);
  });

  it('follows the picked spell when the page gives it a picker', async () => {
    const { getByTestId } = render(<CastChart spell="Golden Dragon" pickLabel="Spell" />);
    await settle();
    const pick = getByTestId('cast-chart-spell') as HTMLSelectElement;
    fireEvent.change(pick, { target: { value: 'Magic Bolt' } });
    await settle();
    // Magic Bolt: base byte 9, neutral: 100 % at every balance, one run.
    const items = getByTestId('cast-chart-bands').querySelectorAll('li');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toBe('−128 to +127: 100%');
    expect(getByTestId('cast-chart-svg').getAttribute('aria-label')).toMatch(/^Magic Bolt/);
  });
});
