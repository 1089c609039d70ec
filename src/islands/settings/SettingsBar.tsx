import { useStore } from '@nanostores/preact';
import { useEffect } from 'preact/hooks';
import {
  $settings,
  $settingsNotes,
  dismissSettingsNotes,
  resetSettings,
  syncSettingsWithUrl,
  updateSettings,
} from '../../stores/settings';
import './settings.css';

export interface SettingsBarProps {
  /** Which settings this page uses; the others are hidden. Default: all. */
  show?: ('balance' | 'ability' | 'caster' | 'illusion')[];
}

/** The compact bar of shared calculator settings shown at the top of each calculator page. */
export default function SettingsBar({
  show = ['balance', 'ability', 'caster', 'illusion'],
}: SettingsBarProps) {
  const s = useStore($settings);
  const notes = useStore($settingsNotes);
  useEffect(() => syncSettingsWithUrl(), []);
  const has = (k: (typeof show)[number]) => show.includes(k);
  const leaning = s.balance > 0 ? 'Law' : s.balance < 0 ? 'Chaos' : 'neutral';

  return (
    <section
      class="cc-settings not-content"
      aria-label="Calculator settings"
      data-testid="settings-bar"
    >
      <div class="cc-settings__row">
        {has('balance') && (
          <label class="cc-settings__balance">
            <span>World balance</span>
            <input
              type="range"
              min={-128}
              max={127}
              step={1}
              value={s.balance}
              aria-valuetext={`${s.balance} (${leaning})`}
              onInput={(e) =>
                updateSettings({ balance: Number((e.target as HTMLInputElement).value) })
              }
            />
            <input
              type="number"
              min={-128}
              max={127}
              value={s.balance}
              aria-label="World balance (number)"
              data-testid="setting-balance"
              onChange={(e) =>
                updateSettings({ balance: Number((e.target as HTMLInputElement).value) })
              }
            />
            <span class="cc-settings__lean" data-lean={leaning}>
              {leaning}
            </span>
          </label>
        )}
        {has('ability') && (
          <label>
            <span>Ability</span>
            <select
              value={String(s.ability)}
              data-testid="setting-ability"
              onChange={(e) =>
                updateSettings({ ability: Number((e.target as HTMLSelectElement).value) })
              }
            >
              <option value="0">0</option>
              <option value="1">1</option>
              <option value="2">2</option>
            </select>
          </label>
        )}
        {has('caster') && (
          <label>
            <span>Caster</span>
            <select
              value={s.caster === 'human' ? 'human' : `computer-${s.level}`}
              data-testid="setting-caster"
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value;
                if (v === 'human') updateSettings({ caster: 'human' });
                else updateSettings({ caster: 'computer', level: Number(v.split('-')[1]) });
              }}
            >
              <option value="human">Human</option>
              {[1, 2, 3, 4, 5, 6, 7, 8].map((l) => (
                <option value={`computer-${l}`} key={l}>
                  Computer, level {l}
                </option>
              ))}
            </select>
          </label>
        )}
        {has('illusion') && (
          <label class="cc-settings__check">
            <input
              type="checkbox"
              checked={s.illusion}
              data-testid="setting-illusion"
              onChange={(e) => updateSettings({ illusion: (e.target as HTMLInputElement).checked })}
            />
            <span>Cast creatures as illusions</span>
          </label>
        )}
        <button type="button" class="cc-settings__reset" onClick={resetSettings}>
          Reset
        </button>
      </div>
      {notes.length > 0 && (
        <div class="cc-settings__notes" role="status" data-testid="settings-notes">
          <ul>
            {notes.map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
          <button type="button" onClick={dismissSettingsNotes}>
            Dismiss
          </button>
        </div>
      )}
    </section>
  );
}
