/**
 * The shared board's messages, for every island that shows the shared board: a `board=` link
 * that could not be read (the reader's own board is kept; they may keep it, or fix the link's
 * code and load it) and the store's other notes (a saved board that could not be read, a board
 * that could not be saved). The role="status" element is always there, empty on the server and
 * while hydrating, so the messages appear after hydration in their own place. The box is
 * ui/Notes.tsx's, written out (see LabShell: that module's own chunk would cost the board pages
 * their budget).
 */
import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import {
  $badBoardLink,
  $boardNotes,
  dismissBoardNotes,
  keepMyBoard,
  loadLinkedBoard,
} from '../stores/board';
import { useHydrated } from './useHydrated';
import './board-notes.css';

export default function BoardNotes() {
  const hydrated = useHydrated();
  const notes = useStore($boardNotes);
  const bad = useStore($badBoardLink);
  const [edited, setEdited] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const code = edited ?? bad?.code ?? '';
  const load = () => {
    const r = loadLinkedBoard(code);
    setProblem(r.ok ? '' : `That code could not be read either (${r.message}).`);
    if (r.ok) setEdited(null);
  };
  return (
    <div class="cc-board-notes" role="status" data-testid="board-notes">
      {hydrated && bad && (
        <div class="cc-board-notes__box" data-testid="board-link-problem">
          <p>
            The board in the link could not be read ({bad.message}). Your own board is shown and
            kept.
          </p>
          <label>
            <span>The link’s board code (fix it, then load it)</span>
            <input
              type="text"
              value={code}
              spellcheck={false}
              data-testid="board-link-code"
              onInput={(e) => setEdited((e.target as HTMLInputElement).value)}
            />
          </label>
          {problem && <p data-testid="board-link-load-problem">{problem}</p>}
          <span class="cc-board-notes__buttons">
            <button type="button" data-testid="board-link-load" onClick={load}>
              Load this code
            </button>
            <button type="button" data-testid="board-link-keep" onClick={keepMyBoard}>
              Keep my board
            </button>
          </span>
        </div>
      )}
      {hydrated && notes.length > 0 && (
        <div class="cc-board-notes__box">
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
          <button type="button" class="cc-button" onClick={dismissBoardNotes}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
