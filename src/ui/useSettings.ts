import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import {
  $settings,
  DEFAULT_SETTINGS,
  syncSettingsWithUrl,
  type Settings,
} from '../stores/settings';
import { useHydrated } from './useHydrated';

/**
 * The shared settings for an island. The first render (on the server, and again when the island
 * hydrates) uses the defaults, so it matches the HTML the server wrote; right after hydration
 * the island re-renders with the saved and linked values. Preact does not patch attributes
 * (class, data-*, aria-*) while hydrating, so reading the live store in the first render would
 * leave them showing the defaults. Also reads the page URL once (syncSettingsWithUrl).
 */
export function useSettings(): Settings {
  const live = useStore($settings);
  const hydrated = useHydrated();
  useEffect(() => syncSettingsWithUrl(), []);
  return hydrated ? live : DEFAULT_SETTINGS;
}
