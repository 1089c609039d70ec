import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import { useEarlyTyping } from './useEarlyTyping';

export interface NumberFieldProps extends Omit<
  JSX.HTMLAttributes<HTMLInputElement>,
  'value' | 'type' | 'min' | 'max' | 'step'
> {
  /** What the field holds, for the steppers' names ("Decrease turns"). */
  name: string;
  /** The text shown (a draft being typed, or the stored value). */
  value: string | number;
  min: number;
  max: number;
  step?: number;
  /** The text typed, or the value after a step, as text (the island parses and checks it). */
  onText: (text: string) => void;
}

/**
 * A number field with − and + steppers (styled by controls.css, `.cc-number`). The field is an
 * ordinary `<input type="number">` that keeps every attribute given (test ids, aria-*); the
 * steppers move the current value by `step` within min–max and report it like typing would.
 */
export default function NumberField({
  name,
  value,
  min,
  max,
  step = 1,
  onText,
  ...input
}: NumberFieldProps) {
  const current = Number(value);
  const field = useRef<HTMLInputElement>(null);
  useEarlyTyping([field], [String(value)], ([t]) => onText(t ?? ''));
  const move = (dir: -1 | 1) => {
    const from = Number.isFinite(current) ? current : dir > 0 ? min - step : max + step;
    onText(String(Math.min(max, Math.max(min, from + dir * step))));
  };
  return (
    <span class="cc-number">
      <button
        type="button"
        class="cc-button"
        aria-label={`Decrease ${name}`}
        disabled={Number.isFinite(current) && current <= min}
        onClick={() => move(-1)}
      >
        −
      </button>
      <input
        {...input}
        ref={field}
        type="number"
        min={min}
        max={max}
        step={step}
        value={value}
        onInput={(e) => onText((e.target as HTMLInputElement).value)}
      />
      <button
        type="button"
        class="cc-button"
        aria-label={`Increase ${name}`}
        disabled={Number.isFinite(current) && current >= max}
        onClick={() => move(1)}
      >
        +
      </button>
    </span>
  );
}
