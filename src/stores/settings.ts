/**
 * The calculator settings shared by every island on every page: saved in
 * localStorage and reflected in the URL of the page being viewed, so a
 * calculation is a link. Bad saved or linked values fall back to defaults and
 * leave a note in `$settingsNotes` for the settings bar to show.
 */
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import {
  decodeSaved,
  DEFAULT_SETTINGS,
  parseSettings,
  settingsFromSearch,
  settingsToSearch,
  type Settings,
} from './settings-schema';

export * from './settings-schema';

/** Notes about values that could not be used. */
export const $settingsNotes = atom<string[]>([]);

export const $settings = persistentAtom<Settings>('chaos-codex:settings', DEFAULT_SETTINGS, {
  encode: JSON.stringify,
  decode: (json) => {
    const parsed = decodeSaved(json);
    if (parsed.problems.length) $settingsNotes.set([...$settingsNotes.get(), ...parsed.problems]);
    return parsed.settings;
  },
});

/**
 * Change some settings; each value is checked, and a bad one leaves the old value. Returns the
 * problems (empty when the change was made), for the control to show.
 */
export function updateSettings(patch: Partial<Settings>): string[] {
  const raw: Partial<Record<keyof Settings, string>> = {};
  for (const [k, v] of Object.entries(patch)) raw[k as keyof Settings] = String(v);
  const current = $settings.get();
  const parsed = parseSettings(raw, current, 'input');
  if (parsed.problems.length === 0) $settings.set(parsed.settings);
  return parsed.problems;
}

export function resetSettings(): void {
  $settings.set(DEFAULT_SETTINGS);
  $settingsNotes.set([]);
}

export function dismissSettingsNotes(): void {
  $settingsNotes.set([]);
}

let urlSynced = false;

/**
 * Read the settings in the page URL (they win over the saved ones), then keep
 * the URL up to date as they change. Safe to call from every island: it runs once.
 */
export function syncSettingsWithUrl(): void {
  if (urlSynced || typeof window === 'undefined') return;
  urlSynced = true;
  const fromUrl = settingsFromSearch(window.location.search, $settings.get());
  if (fromUrl.problems.length) $settingsNotes.set([...$settingsNotes.get(), ...fromUrl.problems]);
  $settings.set(fromUrl.settings);
  $settings.subscribe((s) => {
    const search = settingsToSearch(window.location.search, s);
    if (search !== window.location.search) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      );
    }
  });
}
