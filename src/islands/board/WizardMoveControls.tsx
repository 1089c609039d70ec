/**
 * The movement mode's controls for a wizard: his own manoeuvre and Shadow Form, read from and
 * written to his record in the shared position (src/stores/position.ts), so they belong to that
 * wizard only. A number that is not allowed stays in the field with a note of the value in use.
 */
import NumberField from '../../ui/NumberField';
import { useState } from 'preact/hooks';
import { STAT_LIMITS, type PositionExtras } from '../../engine/position';
import { WIZARD_FLAG_BITS } from '../../engine/data/wizards';
import { updateWizard } from '../../stores/position';

export default function WizardMoveControls({
  extras,
  seat,
}: {
  extras: PositionExtras;
  seat: number;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const w = extras.wizards[seat];
  if (!w) return null;
  const [lo, hi] = STAT_LIMITS.manoeuvre;
  const shadow = (w.flags & WIZARD_FLAG_BITS.shadowForm) !== 0;
  return (
    <>
      <span>
        <label for={`wizard-manoeuvre-${seat}`}>Wizard {seat + 1}'s manoeuvre</label>{' '}
        <NumberField
          id={`wizard-manoeuvre-${seat}`}
          name={`wizard ${seat + 1}'s manoeuvre`}
          min={lo}
          max={hi}
          value={draft ?? w.stats.manoeuvre}
          aria-invalid={draft !== null ? 'true' : undefined}
          onText={(text) => {
            const n = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
            if (n >= lo && n <= hi && updateWizard(seat, { stats: { manoeuvre: n } }).ok)
              setDraft(null);
            else setDraft(text);
          }}
          onBlur={() => setDraft(null)}
          data-testid="wizard-manoeuvre"
        />
        {draft !== null && (
          <span class="cc-lab__invalid" role="alert">
            {' '}
            Must be {lo}–{hi}; using {w.stats.manoeuvre}.
          </span>
        )}
      </span>
      <label>
        <input
          type="checkbox"
          checked={shadow}
          onChange={(e) =>
            updateWizard(seat, {
              flags: (e.target as HTMLInputElement).checked
                ? w.flags | WIZARD_FLAG_BITS.shadowForm
                : w.flags & ~WIZARD_FLAG_BITS.shadowForm,
            })
          }
          data-testid="wizard-shadow-form"
        />{' '}
        Wizard {seat + 1} in Shadow Form
      </label>
    </>
  );
}
