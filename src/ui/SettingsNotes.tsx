/**
 * The settings' messages (a link's setting that could not be used, saved settings that could not
 * be read) for a page that uses the settings but has no settings bar to show them, such as the
 * danger map and the computer's next move. Same box as the board's notes; role="status", empty
 * on the server and while hydrating.
 */
import { useStore } from '@nanostores/preact';
import { $settingsNotes, dismissSettingsNotes } from '../stores/settings';
import { useHydrated } from './useHydrated';
import Notes from './Notes';

export default function SettingsNotes() {
  const hydrated = useHydrated();
  const notes = useStore($settingsNotes);
  return (
    <Notes testId="settings-notes" notes={hydrated ? notes : []} onDismiss={dismissSettingsNotes} />
  );
}
