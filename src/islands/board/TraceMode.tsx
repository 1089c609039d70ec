/** The board lab's line-of-sight mode: pick A and B, see the traced line and both verdicts. */
import { useStore } from '@nanostores/preact';
import { useMemo } from 'preact/hooks';
import type { Square } from '../../engine/types';
import {
  $trace,
  TRACE_START,
  pickTraceSquare,
  setTracePicking,
  swapTrace,
} from '../../stores/boardLab';
import type { ModeProps } from './labModes';
import { sq } from './square';
import { blockDetail, losWords, traceView } from './traceView';
import { useHydrated } from '../../ui/useHydrated';

export default function TraceMode({ id, board, onStatus, renderBoard }: ModeProps) {
  // The picks may come from the link after hydrating: render the start picks until then.
  const hydrated = useHydrated();
  const storedTrace = useStore($trace);
  const trace = hydrated ? storedTrace : TRACE_START;
  const tv = useMemo(() => traceView(board, trace), [board, trace]);

  function pick(s: Square) {
    const end = trace.picking;
    pickTraceSquare(s);
    onStatus(`${end === 'from' ? 'Caster (A)' : 'Target (B)'} set to ${sq(s)}.`);
  }

  return (
    <>
      <fieldset class="cc-lab__row cc-lab__pick cc-segmented">
        <legend>Next square picked sets</legend>
        <label>
          <input
            type="radio"
            name={`${id}-end`}
            checked={trace.picking === 'from'}
            onChange={() => setTracePicking('from')}
          />{' '}
          A, the caster
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-end`}
            checked={trace.picking === 'to'}
            onChange={() => setTracePicking('to')}
          />{' '}
          B, the target
        </label>
        <button type="button" onClick={swapTrace} data-testid="swap">
          Swap A and B
        </button>
      </fieldset>

      {renderBoard(
        { overlay: tv.overlay, lines: tv.lines, marks: tv.marks, selected: [trace.from, trace.to] },
        pick,
      )}

      <div class="cc-lab__result" data-testid="trace-result">
        <p>
          <strong>
            A {sq(trace.from)} to B {sq(trace.to)}:
          </strong>{' '}
          <span data-testid="trace-forward">{losWords(tv.forward)}</span>
          {tv.forward.firstBlock && (
            <span class="cc-lab__detail"> ({blockDetail(tv.forward)})</span>
          )}
          .
        </p>
        <p>
          <strong>B to A, the other way:</strong>{' '}
          <span data-testid="trace-backward">{losWords(tv.backward)}</span>
          {tv.backward.firstBlock && (
            <span class="cc-lab__detail"> ({blockDetail(tv.backward)})</span>
          )}
          .
        </p>
        <p>
          <strong>Over every animation frame:</strong> A to B is{' '}
          <span data-testid="trace-verdict">{tv.forwardVerdict}</span>; B to A is{' '}
          <span data-testid="trace-verdict-back">{tv.backwardVerdict}</span>.
        </p>
        <p class="cc-lab__detail">
          The line tests {tv.forward.pathPixels.length} pixels and crosses{' '}
          {tv.forward.squaresCrossed.length > 1
            ? tv.forward.squaresCrossed.slice(0, -1).map(sq).join(', ')
            : 'no square'}{' '}
          before the target. Orange: pixels tested; red: lit pixels it meets; the white ring marks
          the first. ✕: the first piece in the way.
        </p>
      </div>
    </>
  );
}
