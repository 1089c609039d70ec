// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render } from '@testing-library/preact';
import { balanceDisplay } from '../../engine';
import { $settings, resetSettings, updateSettings } from '../../stores/settings';
import SettingsBar from './SettingsBar';

beforeEach(() => resetSettings());
afterEach(() => cleanup());

describe('SettingsBar', () => {
  it('shows the balance as the spell menu does: the side and one symbol per 4 points', async () => {
    const { getByTestId } = render(<SettingsBar show={['balance']} />);
    for (const balance of [0, 3, 13, -4, -128, 127]) {
      // The store re-renders on the next tick (nanostores batches with a timeout).
      await act(async () => {
        updateSettings({ balance });
        await new Promise((r) => setTimeout(r, 0));
      });
      const d = balanceDisplay(balance);
      const text = getByTestId('balance-display').textContent ?? '';
      expect(text.startsWith(d.label || 'NEUTRAL')).toBe(true);
      const symbols = [...text].filter((c) => c === '↑' || c === '∗');
      expect(symbols).toHaveLength(d.symbols);
      if (d.symbols) expect(new Set(symbols)).toEqual(new Set([d.symbol]));
    }
  });

  it('keeps the old balance and says why when a typed balance is out of range', async () => {
    const { getByTestId, queryByTestId } = render(<SettingsBar show={['balance']} />);
    const box = getByTestId('setting-balance') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '40' } });
    expect($settings.get().balance).toBe(40);
    expect(queryByTestId('balance-problem')).toBeNull();
    fireEvent.change(box, { target: { value: '300' } });
    expect($settings.get().balance).toBe(40);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(getByTestId('balance-problem').textContent).toMatch(/300/);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: '-7' } });
    expect($settings.get().balance).toBe(-7);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(queryByTestId('balance-problem')).toBeNull();
  });

  it('updateSettings returns a Result and leaves the value on a bad one', () => {
    expect(updateSettings({ ability: 1 }).ok).toBe(true);
    const bad = updateSettings({ ability: 7 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/0, 1 or 2/);
    expect($settings.get().ability).toBe(1);
  });
});
