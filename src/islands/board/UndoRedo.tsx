/**
 * Undo and Redo for the position (src/stores/history.ts): two buttons, and Ctrl+Z / Ctrl+Shift+Z
 * (also Ctrl+Y, and ⌘ on a Mac) anywhere on the page except while typing in a text or number
 * field, where the browser's own undo applies. One key listener per page however many boards
 * it shows; the keys report to the board that was set up first.
 */
import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import { $history, redo, startHistory, undo } from '../../stores/history';

type Say = (text: string) => void;
const listeners: Say[] = [];

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)
  );
}

function onKey(e: KeyboardEvent): void {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || typing(e.target)) return;
  const key = e.key.toLowerCase();
  const again = key === 'y' || (key === 'z' && e.shiftKey);
  if (key !== 'z' && key !== 'y') return;
  e.preventDefault();
  const done = again ? redo() : undo();
  listeners[0]?.(
    done ? (again ? 'Redone.' : 'Undone.') : again ? 'Nothing to redo.' : 'Nothing to undo.',
  );
}

export default function UndoRedo({ onStatus }: { onStatus: Say }) {
  const h = useStore($history);
  useEffect(() => {
    startHistory();
    listeners.push(onStatus);
    if (listeners.length === 1) document.addEventListener('keydown', onKey);
    return () => {
      listeners.splice(listeners.indexOf(onStatus), 1);
      if (listeners.length === 0) document.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <>
      <button
        type="button"
        disabled={h.undo === 0}
        aria-keyshortcuts="Control+Z"
        onClick={() => onStatus(undo() ? 'Undone.' : 'Nothing to undo.')}
        data-testid="undo"
      >
        Undo
      </button>
      <button
        type="button"
        disabled={h.redo === 0}
        aria-keyshortcuts="Control+Shift+Z"
        onClick={() => onStatus(redo() ? 'Redone.' : 'Nothing to redo.')}
        data-testid="redo"
      >
        Redo
      </button>
    </>
  );
}
