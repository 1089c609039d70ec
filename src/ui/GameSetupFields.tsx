/**
 * The fields that set up a game of computer wizards (how many, their level, the seed), shared by
 * the watch page and Who wins?. Test ids and field ids are `<prefix>-wizards`, `-level`, `-seed`.
 * The choices come from the caller (its store's limits, or the engine's SEATS and
 * COMPUTER_LEVELS), so this form loads no engine module of its own.
 */
import NumberField from './NumberField';

export interface GameSetup {
  readonly wizards: number;
  readonly level: number;
  readonly seed: number;
}

const MAX_SEED = 2147483647;

export default function GameSetupFields({
  prefix,
  labels,
  value,
  onChange,
  wizardCounts,
  levels,
}: {
  prefix: string;
  /** The numbers of wizards and the computer levels offered, in order. */
  wizardCounts: readonly number[];
  levels: readonly number[];
  labels: { wizards: string; level: string; seed: string };
  value: GameSetup;
  onChange: (patch: Partial<GameSetup>) => void;
}) {
  const set = (key: keyof GameSetup, min: number, max: number) => (text: string) => {
    const v = Number(text);
    if (Number.isInteger(v) && v >= min && v <= max) onChange({ [key]: v });
  };
  const choice = (key: 'wizards' | 'level', options: readonly number[], label: string) => (
    <label>
      <span>{label}</span>
      <select
        value={value[key]}
        data-testid={`${prefix}-${key}`}
        onChange={(e) =>
          set(key, options[0] ?? 0, options[options.length - 1] ?? 0)(e.currentTarget.value)
        }
      >
        {options.map((n) => (
          <option key={n} value={n} selected={n === value[key]}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      {choice('wizards', wizardCounts, labels.wizards)}
      {choice('level', levels, labels.level)}
      <span class="cc-field">
        <label for={`${prefix}-seed`}>{labels.seed}</label>
        <NumberField
          id={`${prefix}-seed`}
          name="seed"
          min={0}
          max={MAX_SEED}
          value={value.seed}
          data-testid={`${prefix}-seed`}
          onText={set('seed', 0, MAX_SEED)}
        />
      </span>
    </>
  );
}
