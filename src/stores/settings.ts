/**
 * The calculator settings shared by every island on every page: saved in
 * localStorage and reflected in the URL of the page being viewed, so a
 * calculation is a link. Bad saved or linked values fall back to defaults and
 * leave a note in `$settingsNotes` for the settings bar to show.
 */
import { atom } from 'nanostores';
import type { Result } from '../engine/types';
import { savedState } from './saved';
import {
  checkSettings,
  decodeSaved,
  DEFAULT_SETTINGS,
  settingsFromSearch,
  settingsToSearch,
  type ParsedSettings,
  type Settings,
} from './settings-schema';

export * from './settings-schema';

/** Notes about values that could not be used. */
export const $settingsNotes = atom<string[]>([]);

const read = (p: ParsedSettings) => ({ value: p.settings, problems: p.problems });

const saved = savedState<Settings>({
  key: 'chaos-codex:settings',
  initial: DEFAULT_SETTINGS,
  encode: JSON.stringify,
  decode: (json) => read(decodeSaved(json)),
  fromSearch: (search, current) => read(settingsFromSearch(search, current)),
  toSearch: settingsToSearch,
  note: (problem) => $settingsNotes.set([...$settingsNotes.get(), problem]),
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
