import { useState } from 'preact/hooks';
import {
  DEFAULT_WIZARD,
  WIZARD,
  WIZARD_STAT_BOUNDS,
  type ArmourChoice,
  type PieceChoice,
  type WeaponChoice,
  type WizardChoice,
  type WizardStatField,
} from '../engine/fighterChoice';
import { CREATURE_KINDS, OBJECT_KINDS, isCreatureKind } from '../engine/types';
import NumberField from './NumberField';
import './piece-picker.css';

export type WizardField = WizardStatField | 'weapon' | 'armour' | 'bow' | 'shadowForm';

export const ALL_WIZARD_FIELDS: readonly WizardField[] = [
  'combat',
  'defence',
  'magicResistance',
  'weapon',
  'bow',
  'armour',
  'shadowForm',
];

export interface PiecePickerProps {
  /** Unique prefix for element ids. */
  id: string;
  legend: string;
  value: PieceChoice;
  onChange: (c: PieceChoice) => void;
  /** The kinds offered (creature names, "Wizard", object names), in any order. */
  kinds: readonly string[];
  showIllusion?: boolean;
  showRaised?: boolean;
  wizardFields?: readonly WizardField[];
  testid?: string;
  /** Everything on one wrapping line, without a frame (for lists of pieces). */
  compact?: boolean;
}

const STAT_LABEL: Record<WizardStatField, string> = {
  combat: 'Combat',
  defence: 'Defence',
  magicResistance: 'Magic resistance',
};

/** A whole-number input that keeps the last good value and says what is wrong with a bad one. */
export function StatInput({
  id,
  field,
  value,
  onValue,
}: {
  id: string;
  field: WizardStatField;
  value: number;
  onValue: (n: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const { min, max } = WIZARD_STAT_BOUNDS[field];
  const text = draft ?? String(value);
  const n = Number(text);
  const bad = !(text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max);
  return (
    <span class="cc-picker__stat">
      <label for={id}>{STAT_LABEL[field]}</label>
      <NumberField
        id={id}
        name={STAT_LABEL[field].toLowerCase()}
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        aria-invalid={bad}
        aria-describedby={bad ? `${id}-err` : undefined}
        data-testid={`${id}`}
        onText={(t) => {
          setDraft(t);
          const v = Number(t);
          if (t.trim() !== '' && Number.isInteger(v) && v >= min && v <= max) onValue(v);
        }}
        onBlur={() => {
          if (!bad) setDraft(null);
        }}
      />
      {bad && (
        <span class="cc-picker__error" id={`${id}-err`} role="alert">
          {STAT_LABEL[field]} is a whole number from {min} to {max}; still using {value}.
        </span>
      )}
    </span>
  );
}

/** Pick one piece: a creature (maybe an illusion or raised), a wizard with upgrades, or an object. */
export default function PiecePicker({
  id,
  legend,
  value,
  onChange,
  kinds,
  showIllusion = false,
  showRaised = false,
  wizardFields = ALL_WIZARD_FIELDS,
  testid,
  compact = false,
}: PiecePickerProps) {
  const creatures = CREATURE_KINDS.filter((k) => kinds.includes(k));
  const objects = OBJECT_KINDS.filter((k) => kinds.includes(k));
  const hasWizard = kinds.includes(WIZARD);
  const w = value.wizard ?? DEFAULT_WIZARD;
  const setW = (patch: Partial<WizardChoice>) => onChange({ ...value, wizard: { ...w, ...patch } });
  const creature = isCreatureKind(value.kind);
  const has = (f: WizardField) => wizardFields.includes(f);

  return (
    <fieldset class={compact ? 'cc-picker cc-picker--compact' : 'cc-picker'} data-testid={testid}>
      <legend>{legend}</legend>
      <div class="cc-picker__row">
        <label for={`${id}-kind`} class="cc-picker__kind-label">
          Piece
        </label>
        <select
          id={`${id}-kind`}
          value={value.kind}
          data-testid={`${id}-kind`}
          onChange={(e) => onChange({ ...value, kind: (e.target as HTMLSelectElement).value })}
        >
          {hasWizard && (
            <optgroup label="Wizard">
              <option value={WIZARD}>Wizard</option>
            </optgroup>
          )}
          {creatures.length > 0 && (
            <optgroup label="Creatures">
              {creatures.map((k) => (
                <option value={k} key={k}>
                  {k}
                </option>
              ))}
            </optgroup>
          )}
          {objects.length > 0 && (
            <optgroup label="Other pieces">
              {objects.map((k) => (
                <option value={k} key={k}>
                  {k}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </div>
      {creature && (showIllusion || showRaised) && (
        <div class="cc-picker__row">
          {showIllusion && (
            <label class="cc-picker__check">
              <input
                type="checkbox"
                checked={value.illusion === true}
                data-testid={`${id}-illusion`}
                onChange={(e) =>
                  onChange({ ...value, illusion: (e.target as HTMLInputElement).checked })
                }
              />
              Illusion
            </label>
          )}
          {showRaised && (
            <label class="cc-picker__check">
              <input
                type="checkbox"
                checked={value.raised === true}
                data-testid={`${id}-raised`}
                onChange={(e) =>
                  onChange({ ...value, raised: (e.target as HTMLInputElement).checked })
                }
              />
              Raised from the dead
            </label>
          )}
        </div>
      )}
      {value.kind === WIZARD && (
        <div class="cc-picker__wizard">
          <div class="cc-picker__row">
            {(['combat', 'defence', 'magicResistance'] as const).filter(has).map((f) => (
              <StatInput
                key={f}
                id={`${id}-${f}`}
                field={f}
                value={w[f]}
                onValue={(n) => setW({ [f]: n })}
              />
            ))}
          </div>
          <div class="cc-picker__row">
            {has('weapon') && (
              <span class="cc-picker__stat">
                <label for={`${id}-weapon`}>Weapon</label>
                <select
                  id={`${id}-weapon`}
                  value={w.weapon}
                  data-testid={`${id}-weapon`}
                  onChange={(e) =>
                    setW({ weapon: (e.target as HTMLSelectElement).value as WeaponChoice })
                  }
                >
                  <option value="none">none</option>
                  <option value="Magic Knife">Magic Knife</option>
                  <option value="Magic Sword">Magic Sword</option>
                </select>
              </span>
            )}
            {has('armour') && (
              <span class="cc-picker__stat">
                <label for={`${id}-armour`}>Protection</label>
                <select
                  id={`${id}-armour`}
                  value={w.armour}
                  data-testid={`${id}-armour`}
                  onChange={(e) =>
                    setW({ armour: (e.target as HTMLSelectElement).value as ArmourChoice })
                  }
                >
                  <option value="none">none</option>
                  <option value="Magic Shield">Magic Shield</option>
                  <option value="Magic Armour">Magic Armour</option>
                </select>
              </span>
            )}
            {has('bow') && (
              <label class="cc-picker__check">
                <input
                  type="checkbox"
                  checked={w.bow}
                  data-testid={`${id}-bow`}
                  onChange={(e) => setW({ bow: (e.target as HTMLInputElement).checked })}
                />
                Magic Bow
              </label>
            )}
            {has('shadowForm') && (
              <label class="cc-picker__check">
                <input
                  type="checkbox"
                  checked={w.shadowForm}
                  data-testid={`${id}-shadow`}
                  onChange={(e) => setW({ shadowForm: (e.target as HTMLInputElement).checked })}
                />
                Shadow Form
              </label>
            )}
          </div>
        </div>
      )}
    </fieldset>
  );
}
