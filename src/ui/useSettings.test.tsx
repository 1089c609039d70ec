// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/preact';
import { DEFAULT_SETTINGS, resetSettings, updateSettings } from '../stores/settings';
import { useSettings } from './useSettings';

beforeEach(() => resetSettings());
afterEach(() => cleanup());

function Probe({ seen }: { seen: number[] }) {
  const s = useSettings();
  seen.push(s.balance);
  return <span data-testid="balance">{s.balance}</span>;
}

describe('useSettings', () => {
  it('renders the defaults first (matching the server HTML), then the live settings', async () => {
    updateSettings({ balance: 42 });
    const seen: number[] = [];
    const { getByTestId } = render(<Probe seen={seen} />);
    expect(seen[0]).toBe(DEFAULT_SETTINGS.balance);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(getByTestId('balance').textContent).toBe('42');
    // And it follows later changes.
    await act(async () => {
      updateSettings({ balance: -3 });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(getByTestId('balance').textContent).toBe('-3');
  });
});
