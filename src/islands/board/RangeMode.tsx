/** The board lab's range mode: pick a spell or ranged attack and the caster's square. */
import { useStore } from '@nanostores/preact';
import { useMemo } from 'preact/hooks';
import type { Square } from '../../engine/types';
import { $rangePick, RANGE_START, setRangePick } from '../../stores/boardLab';
import type { ModeProps } from './labModes';
import { rangeActions, rangeCounts, rangeView } from './rangeView';
import { sq } from './square';
import { useHydrated } from '../../ui/useHydrated';

const ACTIONS = rangeActions();

export default function RangeMode({ board, onStatus, renderBoard }: ModeProps) {
  // The picks may come from the link after hydrating: render the start picks until then.
  const hydrated = useHydrated();
  const storedRangePick = useStore($rangePick);
  const rangePick = hydrated ? storedRangePick : RANGE_START;
  const rv = useMemo(() => rangeView(board, rangePick), [board, rangePick]);

  function pick(s: Square) {
    setRangePick({ from: s });
    onStatus(`Caster (A) set to ${sq(s)}.`);
  }

  return (
    <>
      <div class="cc-lab__row">
        <label>
          Spell or ranged attack{' '}
          <select
            value={rangePick.action}
            onChange={(e) => setRangePick({ action: (e.target as HTMLSelectElement).value })}
            data-testid="range-action"
          >
            <optgroup label="Spells">
              {ACTIONS.filter((a) => a.group === 'spell').map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Ranged attacks">
              {ACTIONS.filter((a) => a.group === 'attack').map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <span>Pick the caster's square (A) on the board.</span>
      </div>

      {renderBoard({ overlay: rv.overlay, selected: [rangePick.from] }, pick)}

      <div class="cc-lab__result" data-testid="range-result">
        {rv.error ? (
          <p role="alert">{rv.error}</p>
        ) : (
          <>
            <p>{rv.reach}</p>
            <p>
              <strong data-testid="range-counts">{rangeCounts(rv)}</strong> from A{' '}
              {sq(rangePick.from)}.
            </p>
            <p class="cc-lab__detail">
              Green ✓: legal target. Blue: in range and in sight but not a legal target. Red ×: in
              range, but the line of sight is blocked.
            </p>
          </>
        )}
      </div>
    </>
  );
}
