/**
 * A calculator's link (issue 12): the messages about link values that could not be used (its
 * role="status" element is always there, filled after hydration) and a "Copy link" button that
 * copies the address, which the calculator's store keeps equal to what is on screen
 * (src/stores/linked.ts), with the anchor of the heading above the calculator (linkHere.ts).
 */
import { useStore } from '@nanostores/preact';
import { useRef, useState } from 'preact/hooks';
import type { Linked } from '../stores/linked';
import { useHydrated } from './useHydrated';
// The message box is ui/Notes.tsx's, written out (its own chunk would put Attack spells over
// the 40 KB budget).
import './board-notes.css';
import './link-bar.css';

interface Props {
  /** One or more linked states whose messages this bar shows. */
  readonly links: readonly Linked[];
  /** What the link opens, for the button's accessible name: "this duel". */
  readonly what: string;
  readonly testid?: string;
}

function useNotes(links: readonly Linked[]): string[] {
  // The number of links of an island never changes, so the hooks run in the same order.
  return links.flatMap((l) => useStore(l.$notes));
}

export default function LinkBar({ links, what, testid }: Props) {
  const hydrated = useHydrated();
  const notes = useNotes(links);
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement>(null);
  async function copy() {
    try {
      // (Loaded on the click: it weighs nothing on the page until a link is copied.)
      const { linkHere } = await import('./linkHere');
      await navigator.clipboard.writeText(linkHere(root.current));
      setStatus(`Link to ${what} copied.`);
    } catch {
      setStatus(`Copy the address in the browser bar to share ${what}.`);
    }
  }
  return (
    <div class="cc-link-bar" data-testid={testid} ref={root}>
      <div role="status" class="cc-link-bar__notes" data-testid="link-notes">
        {hydrated && notes.length > 0 && (
          <div class="cc-board-notes__box cc-link-bar__box">
            {notes.map((n) => (
              <p key={n}>{n}</p>
            ))}
            <button
              type="button"
              class="cc-button"
              onClick={() => links.forEach((l) => l.dismiss())}
            >
              Dismiss
            </button>
          </div>
        )}
      </div>
      <p class="cc-link-bar__copy">
        <button
          type="button"
          class="cc-button"
          aria-label={`Copy link to ${what}`}
          data-testid="copy-link"
          onClick={copy}
        >
          Copy link
        </button>{' '}
        <span role="status" data-testid="copy-status">
          {status}
        </span>
      </p>
    </div>
  );
}
