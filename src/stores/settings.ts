/**
 * The calculator settings shared by every island on every page: saved in
 * localStorage and reflected in the URL of the page being viewed, so a
 * calculation is a link. A bad value in a link is ignored (the saved one stays), a bad saved
 * value falls back to its default; both leave a note in `$settingsNotes` for the settings bar
 * to show. A link is shown but not saved until the reader changes a setting (src/stores/saved.ts).
 */
import { atom } from 'nanostores';
import type { Result } from '../engine/types';
import { SAVED_KEYS } from '../lib/saved-keys';
import { savedState } from './saved';
import {
  checkSettings,
  decodeSaved,
  DEFAULT_SETTINGS,
  encodeSaved,
  settingsFromSearch,
  settingsToSearch,
  type ParsedSettings,
  type Settings,
} from './settings-schema';

export * from './settings-schema';

/** Notes about values that could not be used. */
export const $settingsNotes = atom<string[]>([]);

const read = (p: ParsedSettings & { migrated?: boolean }) => ({
  value: p.settings,
  problems: p.problems,
  migrated: p.migrated ?? false,
});

function addNote(note: string): void {
  const notes = $settingsNotes.get();
  if (!notes.includes(note)) $settingsNotes.set([...notes, note]);
}

/** The note shown (once) when the browser refuses to save the settings. */
export const SETTINGS_UNSAVED =
  'Your settings could not be saved in this browser (its storage is full or blocked): they apply until you leave the page.';

const saved = savedState<Settings>({
  key: SAVED_KEYS.settings,
  initial: DEFAULT_SETTINGS,
  encode: encodeSaved,
  decode: (json) => read(decodeSaved(json)),
  fromSearch: (search, current) => read(settingsFromSearch(search, current)),
  toSearch: settingsToSearch,
  note: addNote,
  unsaved: SETTINGS_UNSAVED,
});

export const $settings = saved.$store;

/**
 * Change some settings (typed values). Every value is checked; when one is not allowed nothing
 * changes and the error's message says why, for the control to show.
 */
export function updateSettings(patch: Partial<Settings>): Result<Settings, 'bad-setting'> {
  const r = checkSettings(patch, $settings.get());
  if (r.ok) $settings.set(r.value);
  return r;
}

export function resetSettings(): void {
  $settings.set(DEFAULT_SETTINGS);
  $settingsNotes.set([]);
}

export function dismissSettingsNotes(): void {
  $settingsNotes.set([]);
}

/**
 * Read the settings in the page URL (they win over the saved ones), then keep
 * the URL up to date as they change. Safe to call from every island: it runs once.
 */
export const syncSettingsWithUrl: () => void = saved.syncWithUrl;
