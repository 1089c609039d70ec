// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/preact';
import NumberField from './NumberField';

afterEach(cleanup);

describe('NumberField', () => {
  it('steps within its bounds and reports typed text as it is', () => {
    const seen: string[] = [];
    const { getByRole, getByTestId, rerender } = render(
      <NumberField
        name="turns"
        value={3}
        min={1}
        max={4}
        onText={(t) => seen.push(t)}
        data-testid="f"
      />,
    );
    fireEvent.click(getByRole('button', { name: 'Increase turns' }));
    fireEvent.click(getByRole('button', { name: 'Decrease turns' }));
    fireEvent.input(getByTestId('f'), { target: { value: '12' } });
    expect(seen).toEqual(['4', '2', '12']);
    rerender(<NumberField name="turns" value={4} min={1} max={4} onText={() => {}} />);
    expect((getByRole('button', { name: 'Increase turns' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((getByRole('button', { name: 'Decrease turns' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
