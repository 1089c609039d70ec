import { useEffect, useRef, useState } from 'preact/hooks';
import { useEarlyTyping } from '../../ui/useEarlyTyping';
import { HAND_CHARS, readHands, type HandChar } from '../../engine/spellcast';
import { GLYPH_NAMES } from '../../lib/spellcast-glyphs';
import type { TwoHands } from '../../stores/spellcast';
import { Glyph } from './Glyph';

interface Props {
  /** Heading for this wizard ("You", "Opponent"). */
  title: string;
  /** Unique prefix for ids and test ids ("you", "them"). */
  id: string;
  hands: TwoHands;
  onChange: (hands: TwoHands) => void;
}

/**
 * Both hands' histories of one wizard: typed as letters or built a turn at a time by clicking a
 * gesture for each hand. A typing mistake shows a message; the last good histories stay in use.
 */
export function HandsEditor({ title, id, hands, onChange }: Props) {
  const [left, setLeft] = useState(hands.left);
  const [right, setRight] = useState(hands.right);
  const [error, setError] = useState('');
  const [pick, setPick] = useState<{ left: HandChar; right: HandChar }>({ left: 'P', right: '-' });

  // Follow changes made elsewhere (a link, the buttons); on mount the fields already show them.
  const shown = useRef(hands);
  useEffect(() => {
    if (shown.current.left === hands.left && shown.current.right === hands.right) return;
    shown.current = hands;
    setLeft(hands.left);
    setRight(hands.right);
  }, [hands.left, hands.right]);

  const typed = (l: string, r: string) => {
    setLeft(l);
    setRight(r);
    const read = readHands(l.replace(/\s+/g, ''), r.replace(/\s+/g, ''));
    if (read.ok) {
      setError('');
      onChange(read.value);
    } else setError(read.message);
  };

  const addTurn = () => {
    const read = readHands(hands.left + pick.left, hands.right + pick.right);
    if (read.ok) {
      setError('');
      onChange(read.value);
    } else setError(read.message);
  };
  const undo = () => {
    setError('');
    onChange({ left: hands.left.slice(0, -1), right: hands.right.slice(0, -1) });
  };
  const clear = () => {
    setError('');
    onChange({ left: '', right: '' });
  };

  // Letters typed before the island ran are read as if typed now.
  const leftField = useRef<HTMLInputElement>(null);
  const rightField = useRef<HTMLInputElement>(null);
  useEarlyTyping([leftField, rightField], [left, right], ([l = '', r = '']) => typed(l, r));

  const turns = hands.left.length;
  return (
    <fieldset class="sc-editor" data-testid={`${id}-editor`}>
      <legend>{title}</legend>
      <div class="sc-history" role="group" aria-label={`${title}: gestures so far, oldest first`}>
        {turns === 0 ? (
          <p class="sc-muted">No gestures yet.</p>
        ) : (
          <div class="sc-history__scroll" tabIndex={0} aria-label={`${title}: history`}>
            <table class="sc-history__table">
              <thead>
                <tr>
                  <th scope="col">
                    <span class="cc-sr-only">Hand</span>
                  </th>
                  {[...hands.left].map((_, i) => (
                    <th scope="col" key={i}>
                      {i + 1}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(['left', 'right'] as const).map((h) => (
                  <tr key={h}>
                    <th scope="row">{h === 'left' ? 'L' : 'R'}</th>
                    {[...hands[h]].map((c, i) => (
                      <td key={i}>
                        <Glyph step={c} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <div class="sc-typed">
        <label>
          Left hand
          <input
            type="text"
            ref={leftField}
            value={left}
            spellcheck={false}
            autocomplete="off"
            data-testid={`${id}-left`}
            onInput={(e) => typed(e.currentTarget.value, right)}
          />
        </label>
        <label>
          Right hand
          <input
            type="text"
            ref={rightField}
            value={right}
            spellcheck={false}
            autocomplete="off"
            data-testid={`${id}-right`}
            onInput={(e) => typed(left, e.currentTarget.value)}
          />
        </label>
      </div>
      {error && (
        <p class="sc-error" role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      )}

      <div class="sc-pad">
        {(['left', 'right'] as const).map((h) => (
          <div class="sc-pad__row" role="group" aria-label={`Next ${h} hand gesture`} key={h}>
            <span class="sc-pad__hand" aria-hidden="true">
              {h === 'left' ? 'Left' : 'Right'}
            </span>
            {HAND_CHARS.map((c) => (
              <button
                type="button"
                key={c}
                class="sc-pad__btn"
                aria-pressed={pick[h] === c}
                title={GLYPH_NAMES[c]}
                data-testid={`${id}-pick-${h}-${c}`}
                onClick={() => setPick({ ...pick, [h]: c })}
              >
                <Glyph step={c} />
              </button>
            ))}
          </div>
        ))}
        <div class="sc-pad__actions">
          <button type="button" data-testid={`${id}-add`} onClick={addTurn}>
            Add turn ({pick.left} {pick.right})
          </button>
          <button type="button" onClick={undo} disabled={turns === 0}>
            Undo turn
          </button>
          <button type="button" onClick={clear} disabled={turns === 0}>
            Clear
          </button>
        </div>
      </div>
    </fieldset>
  );
}
