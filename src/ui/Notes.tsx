/**
 * An island's messages — a link value, a saved value or a file that could not be used — in the
 * orange box with a Dismiss button. The live region (`role`, status unless said) is always
 * there, empty while there is nothing to say, so messages appear in their own place; `children`
 * go in the region before the box (the shared board's link repair). Every island's notes are
 * this one box.
 */
import type { ComponentChildren } from 'preact';
import './board-notes.css';

export default function Notes({
  notes,
  onDismiss,
  testId,
  role = 'status',
  class: extra,
  children,
}: {
  readonly notes: readonly string[];
  readonly onDismiss: () => void;
  readonly testId: string;
  readonly role?: 'status' | 'alert';
  /** A class for the region besides cc-board-notes (the link bar's hides it while empty). */
  readonly class?: string;
  readonly children?: ComponentChildren;
}) {
  return (
    <div
      class={extra ? `cc-board-notes ${extra}` : 'cc-board-notes'}
      role={role}
      data-testid={testId}
    >
      {children}
      {notes.length > 0 && (
        <div class="cc-board-notes__box">
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
          <button type="button" class="cc-button" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
