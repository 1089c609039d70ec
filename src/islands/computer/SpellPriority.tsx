/**
 * A computer wizard's spell book, sorted the way it tries the spells this turn: put spells in a
 * book and pick Disbelieve's roll; the engine's computerSpellOrder gives the order.
 */
import { useState } from 'preact/hooks';
import { computerSpellOrder } from '../../engine/computer';
import { SPELL_NAMES } from '../../engine/types';
import { SPELL_BOOK_SLOTS } from '../../engine/wizards';
import { addToBook, removeFromBook, setDisbelieveRoll } from '../../stores/computer';
import { computerLink } from '../../stores/computer';
import LinkBar from '../../ui/LinkBar';
import { useLinked } from '../../ui/useLinked';
import './computer.css';
import { useWaitMark } from '../../ui/useHydrated';

const ROLLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export default function SpellPriority() {
  const wait = useWaitMark();
  const s = useLinked(computerLink);
  const [pick, setPick] = useState<string>('Magic Castle');
  const [note, setNote] = useState<string | null>(null);
  const order = computerSpellOrder(s.book, s.disbelieveRoll);

  return (
    <div {...wait} class="cc-cpu not-content">
      <div class="cc-cpu__controls">
        <label class="cc-cpu__field">
          <span>Spell to add</span>
          <select
            value={pick}
            data-testid="prio-pick"
            onChange={(e) => setPick((e.target as HTMLSelectElement).value)}
          >
            {SPELL_NAMES.map((n) => (
              <option key={n} value={n} selected={n === pick}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          data-testid="prio-add"
          onClick={() => {
            const r = addToBook(pick);
            setNote(r.ok ? null : r.message);
          }}
          disabled={s.book.length >= SPELL_BOOK_SLOTS}
        >
          Add to the book
        </button>
        <label class="cc-cpu__field">
          <span>Disbelieve’s roll this turn</span>
          <select
            value={s.disbelieveRoll}
            data-testid="prio-roll"
            onChange={(e) => setDisbelieveRoll(Number((e.target as HTMLSelectElement).value))}
          >
            {ROLLS.map((r) => (
              <option key={r} value={r} selected={r === s.disbelieveRoll}>
                {r} (priority {r + 12})
              </option>
            ))}
          </select>
        </label>
      </div>
      {note && (
        <p class="cc-cpu__note" role="alert">
          {note}
        </p>
      )}
      <div class="cc-cpu__cols">
        <section aria-labelledby="cc-prio-book">
          <h3 id="cc-prio-book" class="cc-cpu__h">
            The book ({s.book.length} of {SPELL_BOOK_SLOTS})
          </h3>
          <ul class="cc-cpu__book" data-testid="prio-book">
            {s.book.map((n, i) => (
              <li key={`${n}-${i}`}>
                <span>{n}</span>
                <button
                  type="button"
                  class="cc-cpu__remove"
                  aria-label={`Remove ${n} (entry ${i + 1})`}
                  onClick={() => {
                    setNote(null);
                    removeFromBook(i);
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="cc-prio-order">
          <h3 id="cc-prio-order" class="cc-cpu__h">
            Order tried this turn
          </h3>
          {order.ok ? (
            <ol class="cc-cpu__order" data-testid="prio-order" aria-live="polite">
              {order.value.map((c) => (
                <li key={`${c.spell}-${c.bookIndex}`} data-spell={c.spell}>
                  <span>{c.spell}</span> <span class="cc-cpu__prio">priority {c.priority}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p role="alert">{order.message}</p>
          )}
        </section>
      </div>
      <LinkBar links={[computerLink]} what="this spell book" testid="book-link" />
    </div>
  );
}
