import { useState } from 'preact/hooks';
import {
  WIZARD_LEVELS,
  bookHoldsOdds,
  bookHoldsOddsForLevel,
  drawOdds,
  SPELL_BOOK_SLOTS,
  SPELL_NAMES,
  woodGiftOdds,
  type BigOdds,
  type Odds,
  type SpellName,
} from '../../engine';
import { fraction, fractionIsLong, percent } from '../../lib/format';
import NumberField from '../../ui/NumberField';
import './book-odds.css';
import { useSettings } from '../../ui/useSettings';
import { useWaitMark } from '../../ui/useHydrated';

export interface BookOddsProps {
  /** The spell chosen at first. */
  initialSpell?: string;
  /** The book size chosen at first (random spells besides Disbelieve). */
  initialDraws?: number;
}

const MAX_DRAWS = SPELL_BOOK_SLOTS - 1;

function Exact({ o }: { o: Odds | BigOdds }) {
  if (!fractionIsLong(o)) return <span class="cc-book__exact">({fraction(o)})</span>;
  return (
    <details class="cc-book__long">
      <summary>exact fraction</summary>
      <span class="cc-book__digits">{fraction(o)}</span>
    </details>
  );
}

/** Chance that a starting book holds a chosen spell, and what a Magic Wood can give. */
export default function BookOdds({
  initialSpell = 'Magic Bolt',
  initialDraws = 13,
}: BookOddsProps) {
  const wait = useWaitMark();
  const s = useSettings();
  const [spell, setSpell] = useState<SpellName>(
    (SPELL_NAMES as readonly string[]).includes(initialSpell)
      ? (initialSpell as SpellName)
      : 'Magic Bolt',
  );
  const [drawsText, setDrawsText] = useState(String(initialDraws));
  const [draws, setDraws] = useState(initialDraws);
  const [problem, setProblem] = useState<string | null>(null);
  const settingLevel = s.caster === 'human' ? 0 : s.level;

  function onDraws(text: string) {
    setDrawsText(text);
    const n = Number(text);
    if (text.trim() === '' || !Number.isInteger(n) || n < 0 || n > MAX_DRAWS) {
      setProblem(
        `“${text}” is not a book size: use a whole number of random spells from 0 to ${MAX_DRAWS}. Showing ${draws}.`,
      );
      return;
    }
    setProblem(null);
    setDraws(n);
  }

  const per = drawOdds(spell);
  const holds = bookHoldsOdds(spell, draws);
  const gift = woodGiftOdds().find((o) => o.value === spell);

  return (
    <div {...wait} class="cc-book not-content" data-testid="book-odds" data-uses-settings>
      <div class="cc-book__controls">
        <label>
          <span>Spell</span>
          <select
            value={spell}
            data-testid="book-spell"
            onChange={(e) => setSpell((e.target as HTMLSelectElement).value as SpellName)}
          >
            {SPELL_NAMES.map((n) => (
              <option value={n} key={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <div class="cc-book__field">
          <label for="cc-book-draws">Random spells in the book</label>
          <NumberField
            id="cc-book-draws"
            name="random spells"
            min={0}
            max={MAX_DRAWS}
            value={drawsText}
            data-testid="book-draws"
            aria-invalid={problem ? 'true' : undefined}
            aria-describedby={problem ? 'cc-book-problem' : undefined}
            onText={onDraws}
          />
        </div>
      </div>
      {problem && (
        <p class="cc-book__problem" id="cc-book-problem" role="status" data-testid="book-problem">
          {problem}
        </p>
      )}

      <dl class="cc-book__facts" aria-live="polite">
        <div>
          <dt>Each random draw</dt>
          <dd data-testid="book-per-draw">
            {spell === 'Disbelieve' ? (
              'never drawn: every book starts with it'
            ) : per.num === 0 ? (
              'never: its numbers are not among those drawn'
            ) : (
              <>
                {percent(per.p)} <span class="cc-book__exact">({fraction(per)})</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>
            At least one in a book of {draws} random {draws === 1 ? 'spell' : 'spells'}
          </dt>
          <dd data-testid="book-holds">
            {holds.ok ? (
              <>
                <strong>{percent(holds.value.p)}</strong> <Exact o={holds.value} />
              </>
            ) : (
              holds.message
            )}
          </dd>
        </div>
        <div>
          <dt>As a Magic Wood gift</dt>
          <dd data-testid="book-gift">
            {gift ? (
              <>
                {percent(gift.odds.p)} of gifts{' '}
                <span class="cc-book__exact">({fraction(gift.odds)})</span>
              </>
            ) : (
              'a Magic Wood can never give it'
            )}
          </dd>
        </div>
      </dl>

      <div class="cc-book__scroll" tabIndex={0} role="region" aria-label="Starting book by wizard">
        <table data-testid="book-levels">
          <caption>
            Chance that a wizard starts with at least one {spell}, over its whole range of book
            sizes
          </caption>
          <thead>
            <tr>
              <th scope="col">Wizard</th>
              <th scope="col">At least one</th>
            </tr>
          </thead>
          <tbody>
            {WIZARD_LEVELS.map((l) => {
              const r = bookHoldsOddsForLevel(spell, l);
              return (
                <tr key={l} class={l === settingLevel ? 'is-current' : ''} data-level={l}>
                  <th scope="row">
                    {l === 0 ? 'Human' : `Computer ${l}`}
                    {l === settingLevel && <span class="cc-book__here"> (your setting)</span>}
                  </th>
                  <td data-testid="level-odds">{r.ok ? percent(r.value.p) : r.message}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
