/**
 * The fields that set up a game of computer wizards (how many, their level, the seed), shared by
 * the watch page and Who wins?. Test ids and field ids are `<prefix>-wizards`, `-level`, `-seed`.
 */
import { COMPUTER_LEVELS, SEATS } from '../engine/seats';
import NumberField from './NumberField';

export interface GameSetup {
  readonly wizards: number;
  readonly level: number;
  readonly seed: number;
}

const WIZARD_COUNTS = SEATS.slice(1).map((s) => s + 1);
const MAX_SEED = 2147483647;

export default function GameSetupFields({
  prefix,
  labels,
  value,
  onChange,
}: {
  prefix: string;
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
      {choice('wizards', WIZARD_COUNTS, labels.wizards)}
      {choice('level', COMPUTER_LEVELS, labels.level)}
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
