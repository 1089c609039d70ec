/**
 * The board editor's wizard panel: one seat of the shared position (src/stores/position.ts) at a
 * time: who plays it, its statistics, its upgrades (the flag byte) and its spell book, plus the
 * turn number and whose turn it is. Loaded only when the editor is opened (LabShell imports it
 * on demand), so the board pages' first load stays as it was.
 */
import { useStore } from '@nanostores/preact';
import { useState } from 'preact/hooks';
import { BALANCE_MAX, BALANCE_MIN } from '../../engine/balance';
import { SPELLS } from '../../engine/data/spells';
import { WIZARD_FLAG_BITS } from '../../engine/data/wizards';
import { MAX_TURN, POSITION_SEATS, STAT_LIMITS } from '../../engine/position';
import type { SpellNumber } from '../../engine/types';
import { SPELL_BOOK_SLOTS, WIZARD_STAT_ORDER } from '../../engine/wizards';
import { setTurn, updateWizard } from '../../stores/position';
import { $board } from '../../stores/board';
import { changeWizardAndRedraw } from '../../stores/wizard-picture';
import { placedPieces } from '../../engine/pieces';
import { isWizardKind } from '../../engine/sprites';
import type { PictureUpgrade } from '../../engine/wizardUpgrades';
import { $position, setBalance } from '../../stores/position-full';
import { $settingsNotes, dismissSettingsNotes } from '../../stores/settings';
import Notes from '../../ui/Notes';
import NumberField from '../../ui/NumberField';
import { afterPaint } from '../../ui/afterPaint';
import { STAT_WORDS } from '../../lib/stat-words';

/** The upgrade bits in the order the wizards page lists them. */
const UPGRADES: readonly [string, number][] = [
  ['Magic Armour', WIZARD_FLAG_BITS.armour],
  ['Magic Shield', WIZARD_FLAG_BITS.shield],
  ['Magic Sword', WIZARD_FLAG_BITS.sword],
  ['Magic Knife', WIZARD_FLAG_BITS.knife],
  ['Magic Wings', WIZARD_FLAG_BITS.wings],
  ['Shadow Form', WIZARD_FLAG_BITS.shadowForm],
];

const SPELL_LIST = Object.values(SPELLS) as { number: number; name: string }[];
const spellName = (n: number) => SPELLS[n as SpellNumber]?.name ?? `spell ${n}`;
const SEATS = Array.from({ length: POSITION_SEATS }, (_, i) => i);
/** A seat's wizard as the position holds it now (a queued change reads this when it runs). */
const wizardNow = (seat: number) => $position.get().wizards[seat]!;

export interface WizardPanelProps {
  /** The seat shown first (the palette's owner). */
  seat: number;
  onStatus: (text: string) => void;
}

export default function WizardPanel({ seat: firstSeat, onStatus }: WizardPanelProps) {
  const position = useStore($position);
  // A balance in the link that could not be used (the settings' notes; no settings bar here).
  const settingsNotes = useStore($settingsNotes);
  const [seat, setSeat] = useState(firstSeat);
  const [drafts, setDrafts] = useState<Partial<Record<string, string>>>({});
  const [adding, setAdding] = useState('41');
  const board = useStore($board);
  const w = position.wizards[seat];
  if (!w) return null;
  const shownKind =
    placedPieces(board).find((q) => isWizardKind(q.kind) && q.owner === seat)?.kind ?? null;
  const who = `wizard ${seat + 1}`;

  function report(r: { ok: boolean; message?: string }, done: string) {
    onStatus(r.ok ? done : `Not allowed: ${r.message ?? ''}.`);
  }

  /**
   * A typed number: used when allowed, otherwise shown with why and the value kept. Either
   * happens after the field has shown the keystroke (the position's update redraws the board).
   */
  function typed(
    key: string,
    text: string,
    lo: number,
    hi: number,
    use: (n: number) => void,
    form = /^\d{1,3}$/,
  ) {
    const n = form.test(text.trim()) ? Number(text) : NaN;
    afterPaint(() => {
      if (n >= lo && n <= hi) {
        setDrafts((d) => ({ ...d, [key]: undefined }));
        use(n);
      } else setDrafts((d) => ({ ...d, [key]: text }));
    });
  }
  const problem = (key: string, lo: number, hi: number, kept: number) =>
    drafts[key] !== undefined ? (
      <span class="cc-lab__invalid" role="alert">
        {' '}
        Must be {lo}–{hi}; still {kept}.
      </span>
    ) : null;

  return (
    <fieldset class="cc-lab__piece cc-lab__wizard" data-testid="wizard-panel">
      <legend>Wizards in this position</legend>
      <div class="cc-lab__row">
        <label>
          Wizard{' '}
          <select
            value={seat}
            onChange={(e) => {
              setSeat(Number((e.target as HTMLSelectElement).value));
              setDrafts({});
            }}
            data-testid="wizard-seat"
          >
            {SEATS.map((s) => (
              <option key={s} value={s}>
                wizard {s + 1}
              </option>
            ))}
          </select>
        </label>
        <label>
          Played by{' '}
          <select
            value={w.player === 'human' ? 'human' : String(w.level)}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              afterPaint(() =>
                report(
                  v === 'human'
                    ? updateWizard(seat, { player: 'human', level: 0 })
                    : updateWizard(seat, { player: 'computer', level: Number(v) }),
                  `${who} is played by ${v === 'human' ? 'a human' : `the computer, level ${v}`}.`,
                ),
              );
            }}
            data-testid="wizard-player"
          >
            <option value="human">a human</option>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((l) => (
              <option key={l} value={l}>
                the computer, level {l}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="cc-lab__stats">
        {WIZARD_STAT_ORDER.map((name) => {
          const [lo, hi] = STAT_LIMITS[name];
          const key = `${seat}-${name}`;
          return (
            <label key={name}>
              <span>{STAT_WORDS[name]}</span>
              <NumberField
                name={STAT_WORDS[name]}
                value={drafts[key] ?? w.stats[name]}
                min={lo}
                max={hi}
                onText={(t) =>
                  typed(key, t, lo, hi, (n) =>
                    report(
                      // Ranged combat is the Magic Bow's mark: the picture follows the record.
                      changeWizardAndRedraw(
                        seat,
                        () => updateWizard(seat, { stats: { [name]: n } }),
                        name === 'rangedCombat' && n !== 0 ? 'Magic Bow' : undefined,
                      ),
                      `${who}: ${STAT_WORDS[name]} ${n}.`,
                    ),
                  )
                }
                onBlur={() => setDrafts({ ...drafts, [key]: undefined })}
                aria-invalid={drafts[key] !== undefined ? 'true' : undefined}
                data-testid={`wizard-${name}`}
              />
              {problem(key, lo, hi, w.stats[name])}
            </label>
          );
        })}
      </div>
      <fieldset class="cc-lab__row">
        <legend>Upgrades (the flag byte)</legend>
        <p class="cc-lab__detail" data-testid="wizard-picture">
          {shownKind === null
            ? `${who} is not on the board as a piece of his own.`
            : `Drawn as ${shownKind}: the picture shows the last upgrade cast, and the rules read the boxes.`}
        </p>
        {UPGRADES.map(([name, bit]) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={(w.flags & bit) !== 0}
              onChange={(e) => {
                const on = (e.target as HTMLInputElement).checked;
                afterPaint(() => {
                  const flags = wizardNow(seat).flags;
                  // The picture follows the record: an upgrade ticked is drawn, as the last one
                  // cast; one unticked gives way to another he holds, or his plain picture.
                  const r = changeWizardAndRedraw(
                    seat,
                    () => updateWizard(seat, { flags: on ? flags | bit : flags & ~bit }),
                    on && name !== 'Shadow Form' ? (name as PictureUpgrade) : undefined,
                  );
                  report(r, `${who}: ${name} ${on ? 'on' : 'off'}.`);
                });
              }}
              data-testid={`wizard-flag-${name.replace(/ /g, '-').toLowerCase()}`}
            />{' '}
            {name}
          </label>
        ))}
      </fieldset>
      <fieldset class="cc-lab__book">
        <legend>
          Spell book ({w.book.length} of {SPELL_BOOK_SLOTS})
        </legend>
        <ol data-testid="wizard-book">
          {w.book.map((s, i) => (
            <li key={`${i}-${s}`}>
              {spellName(s)}{' '}
              <button
                type="button"
                aria-label={`Remove ${spellName(s)} from the book`}
                onClick={() =>
                  afterPaint(() =>
                    report(
                      updateWizard(seat, {
                        book: wizardNow(seat).book.filter((_, j) => j !== i),
                      }),
                      `Removed ${spellName(s)} from ${who}'s book.`,
                    ),
                  )
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <div class="cc-lab__row">
          <label>
            Spell{' '}
            <select
              value={adding}
              onChange={(e) => setAdding((e.target as HTMLSelectElement).value)}
              data-testid="wizard-book-spell"
            >
              {SPELL_LIST.map((s) => (
                <option key={s.number} value={s.number}>
                  {s.name} ({s.number})
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={w.book.length >= SPELL_BOOK_SLOTS}
            onClick={() =>
              afterPaint(() =>
                report(
                  updateWizard(seat, { book: [...wizardNow(seat).book, Number(adding)] }),
                  `Added ${spellName(Number(adding))} to ${who}'s book.`,
                ),
              )
            }
            data-testid="wizard-book-add"
          >
            Add to the book
          </button>
        </div>
      </fieldset>
      <div class="cc-lab__row">
        <label>
          Turn{' '}
          <NumberField
            name="Turn"
            value={drafts.turn ?? position.turn + 1}
            min={1}
            max={MAX_TURN + 1}
            onText={(t) =>
              typed('turn', t, 1, MAX_TURN + 1, (n) =>
                report(setTurn({ turn: n - 1 }), `Turn ${n}.`),
              )
            }
            onBlur={() => setDrafts({ ...drafts, turn: undefined })}
            data-testid="position-turn"
          />
          {problem('turn', 1, MAX_TURN + 1, position.turn + 1)}
        </label>
        <label>
          To play{' '}
          <select
            value={position.actor}
            onChange={(e) => {
              const a = Number((e.target as HTMLSelectElement).value);
              afterPaint(() => report(setTurn({ actor: a }), `Wizard ${a + 1} to play.`));
            }}
            data-testid="position-actor"
          >
            {SEATS.map((s) => (
              <option key={s} value={s}>
                wizard {s + 1}
              </option>
            ))}
          </select>
        </label>
        <label>
          World balance{' '}
          <NumberField
            name="World balance"
            value={drafts.balance ?? position.balance}
            min={BALANCE_MIN}
            max={BALANCE_MAX}
            onText={(t) =>
              typed(
                'balance',
                t,
                BALANCE_MIN,
                BALANCE_MAX,
                (n) => report(setBalance(n), `World balance ${n > 0 ? `+${n}` : n}.`),
                /^[-+]?\d{1,3}$/,
              )
            }
            onBlur={() => setDrafts({ ...drafts, balance: undefined })}
            data-testid="position-balance"
          />
          {problem('balance', BALANCE_MIN, BALANCE_MAX, position.balance)}
        </label>
      </div>
      <Notes
        testId="position-settings-notes"
        notes={settingsNotes}
        onDismiss={dismissSettingsNotes}
      />
      <p class="cc-lab__detail">
        Every rule reads these boxes and statistics (a Magic Bow is a ranged combat above 0): the
        picture on the board only shows the last upgrade cast, as the original draws it, and line of
        sight looks at that picture.
      </p>
    </fieldset>
  );
}
