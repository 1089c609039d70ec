/**
 * The settings' messages (a link's setting that could not be used, saved settings that could not
 * be read) for a page that uses the settings but has no settings bar to show them, such as the
 * danger map and the computer's next move. Same box as the board's notes; role="status", empty
 * on the server and while hydrating.
 */
import { useStore } from '@nanostores/preact';
import { $settingsNotes, dismissSettingsNotes } from '../stores/settings';
import { useHydrated } from './useHydrated';
import './board-notes.css';

export default function SettingsNotes() {
  const hydrated = useHydrated();
  const notes = useStore($settingsNotes);
  return (
    <div class="cc-board-notes" role="status" data-testid="settings-notes">
      {hydrated && notes.length > 0 && (
        <div class="cc-board-notes__box">
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
          <button type="button" onClick={dismissSettingsNotes}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
