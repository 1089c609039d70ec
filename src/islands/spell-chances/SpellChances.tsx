import { Fragment } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import {
  type CasterKind,
  alignmentMark,
  castOutcome,
  chanceBand,
  CHANCE_BANDS,
  SPELL_KINDS,
  SPELL_NAMES,
  spellByName,
  spellNumbers,
  type CastOutcome,
  type SpellKind,
  type SpellName,
} from '../../engine';
import { percent, signed, tenths } from '../../lib/format';
import { sideName } from '../../lib/sides';
import './spell-chances.css';
import { useSettings } from '../../ui/useSettings';
import { useWaitMark } from '../../ui/useHydrated';

type SortKey = 'number' | 'name' | 'alignment' | 'chance';
type SortDir = 'ascending' | 'descending';

export interface SpellChancesProps {
  /** A short name for each spell kind, in the page's words. */
  kindLabels: Record<SpellKind, string>;
  /** The spell whose working is open at first. */
  initialSpell?: string;
  /** Accessible name of the table. */
  caption?: string;
}

/** The direction a first press on each sort button gives. */
const FIRST_DIR: Record<SortKey, SortDir> = {
  number: 'ascending',
  name: 'ascending',
  alignment: 'descending',
  chance: 'descending',
};

const SORT_WORDS: Record<SortKey, [string, string]> = {
  number: ['game order', 'game order, reversed'],
  name: ['name, A to Z', 'name, Z to A'],
  alignment: ['alignment, Chaos first', 'alignment, Law first'],
  chance: ['chance, lowest first', 'chance, highest first'],
};

interface Row {
  name: SpellName;
  numbers: readonly number[];
  kind: SpellKind;
  alignment: number;
  base: number;
  outcome: CastOutcome;
}

function sideWord(n: number): string {
  return sideName(n, 'neither side');
}

/** Every spell with its live casting chance for the shared settings; sortable, filterable. */
export default function SpellChances({
  kindLabels,
  initialSpell = 'Green Dragon',
  caption = 'Every spell with its casting chance for the current settings',
}: SpellChancesProps) {
  const wait = useWaitMark();
  const s = useSettings();
  const [sortKey, setSortKey] = useState<SortKey>('number');
  const [sortDir, setSortDir] = useState<SortDir>('ascending');
  const [kind, setKind] = useState<SpellKind | 'all'>('all');
  const [open, setOpen] = useState<string | null>(
    (SPELL_NAMES as readonly string[]).includes(initialSpell) ? initialSpell : null,
  );

  // A spell the engine refuses (it should not: the settings store holds only valid values) is
  // left out of the table and its message shown, rather than blanking the island.
  const { rows, problem } = useMemo(() => {
    const rows: Row[] = [];
    let problem: string | null = null;
    for (const name of SPELL_NAMES) {
      const entry = spellByName(name);
      const illusion = s.illusion && entry.kind === 'creature';
      const o = castOutcome(name, {
        balance: s.balance,
        ability: s.ability,
        caster: s.caster,
        illusion,
      });
      if (!o.ok) {
        problem ??= o.message;
        continue;
      }
      rows.push({
        name,
        numbers: spellNumbers(name),
        kind: entry.kind,
        alignment: entry.alignment,
        base: entry.chanceByte,
        outcome: o.value,
      });
    }
    return { rows, problem };
  }, [s.balance, s.ability, s.caster, s.illusion]);

  const counts = useMemo(() => {
    const c = new Map<SpellKind, number>();
    for (const r of rows) c.set(r.kind, (c.get(r.kind) ?? 0) + 1);
    return c;
  }, [rows]);

  const shown = useMemo(() => {
    const list = rows.filter((r) => kind === 'all' || r.kind === kind);
    const primary = (a: Row, b: Row): number => {
      switch (sortKey) {
        case 'name':
          return a.name.localeCompare(b.name);
        case 'alignment':
          return a.alignment - b.alignment;
        case 'chance':
          return a.outcome.works.p - b.outcome.works.p;
        default:
          return (a.numbers[0] ?? 0) - (b.numbers[0] ?? 0);
      }
    };
    const sign = sortDir === 'ascending' ? 1 : -1;
    // Ties stay in game order whichever way the column is sorted.
    list.sort((a, b) => sign * primary(a, b) || (a.numbers[0] ?? 0) - (b.numbers[0] ?? 0));
    return list;
  }, [rows, kind, sortKey, sortDir]);

  function sortBy(key: SortKey) {
    if (key === sortKey) setSortDir(sortDir === 'ascending' ? 'descending' : 'ascending');
    else {
      setSortKey(key);
      setSortDir(FIRST_DIR[key]);
    }
  }

  function header(key: SortKey, label: string, extraClass = '') {
    const active = key === sortKey;
    const arrow = active ? (sortDir === 'ascending' ? '▲' : '▼') : '↕';
    return (
      <th scope="col" class={extraClass} aria-sort={active ? sortDir : undefined}>
        <button type="button" class="cc-spells__sort" onClick={() => sortBy(key)} data-sort={key}>
          {label}
          <span aria-hidden="true" class="cc-spells__arrow">
            {arrow}
          </span>
        </button>
      </th>
    );
  }

  const lean = sideWord(s.balance);
  const status = `${shown.length} of ${rows.length} spells${
    kind === 'all' ? '' : ` (${kindLabels[kind]})`
  }, sorted by ${SORT_WORDS[sortKey][sortDir === 'ascending' ? 0 : 1]}.`;

  return (
    <div {...wait} class="cc-spells not-content" data-testid="spell-chances" data-uses-settings>
      {problem && (
        <p class="cc-spells__problem" role="alert">
          {problem}
        </p>
      )}
      <div class="cc-spells__controls">
        <label>
          <span>Show</span>
          <select
            value={kind}
            data-testid="kind-filter"
            onChange={(e) => setKind((e.target as HTMLSelectElement).value as SpellKind | 'all')}
          >
            <option value="all">All kinds ({rows.length})</option>
            {SPELL_KINDS.map((k) => (
              <option value={k} key={k}>
                {kindLabels[k]} ({counts.get(k) ?? 0})
              </option>
            ))}
          </select>
        </label>
        <p class="cc-spells__status" role="status" data-testid="spell-status">
          {status}
        </p>
      </div>

      <ul class="cc-spells__legend" aria-label="Colour of each chance band">
        {CHANCE_BANDS.map((b) => (
          <li key={b.colour}>
            <span class="cc-chance" data-band={b.colour}>
              {(b.from + 1) * 10}–{(b.to + 1) * 10}%
            </span>{' '}
            {b.colour}
          </li>
        ))}
      </ul>

      <div class="cc-spells__scroll cc-defer" tabIndex={0} role="region" aria-label={caption}>
        <table class="cc-spells__table" data-testid="spell-table">
          <caption class="cc-sr-only">{caption}</caption>
          <thead>
            <tr>
              {header('number', 'No.', 'cc-spells__num')}
              {header('name', 'Spell')}
              {header('chance', 'Chance')}
              <th scope="col">Exact</th>
              {header('alignment', 'Alignment')}
              <th scope="col">Base</th>
              <th scope="col">Kind</th>
              <th scope="col">Rolls</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => {
              const o = r.outcome;
              const chanceStep = o.illusion ? 9 : o.working.chance;
              const band = chanceBand(chanceStep);
              const isOpen = open === r.name;
              const detailId = `cc-spell-working-${r.numbers[0]}`;
              return (
                <Fragment key={r.name}>
                  <tr data-spell={r.name} class={isOpen ? 'is-open' : ''}>
                    <td class="cc-spells__num">{r.numbers.join(', ')}</td>
                    <th scope="row">
                      <button
                        type="button"
                        class="cc-spells__name"
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? detailId : undefined}
                        onClick={() => setOpen(isOpen ? null : r.name)}
                      >
                        <span aria-hidden="true" class="cc-spells__mark">
                          {alignmentMark(r.alignment)}
                        </span>
                        {r.name}
                      </button>
                    </th>
                    <td>
                      <span class="cc-chance" data-band={band.colour} data-testid="chance">
                        {percent(o.works.p)}
                      </span>
                      {o.illusion && <span class="cc-spells__tag"> illusion</span>}
                    </td>
                    <td data-testid="fraction">{tenths(o.works)}</td>
                    <td data-testid="alignment">{signed(r.alignment)}</td>
                    <td>{(r.base + 1) * 10}%</td>
                    <td>{kindLabels[r.kind]}</td>
                    <td>{o.rolls}</td>
                  </tr>
                  {isOpen && (
                    <tr class="cc-spells__detail">
                      <td colSpan={8} id={detailId} data-testid="working">
                        <Working row={r} lean={lean} caster={s.caster} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Working({ row, lean, caster }: { row: Row; lean: string; caster: CasterKind }) {
  const w = row.outcome.working;
  const o = row.outcome;
  const spellSide = sideWord(w.alignment);
  let bonusWhy: string;
  if (w.alignment === 0) bonusWhy = 'a neutral spell never gets a balance bonus';
  else if (w.balanceBonus > 0)
    bonusWhy = `the world leans to ${lean} like the spell: ${Math.abs(w.balance)} ÷ 4, rounded down`;
  else if (w.balance === 0) bonusWhy = 'the world leans neither way';
  else if (lean === spellSide) bonusWhy = `the world leans to ${lean}, but by less than 4 points`;
  else bonusWhy = `the world leans to ${lean} and the spell is on the side of ${spellSide}`;
  const passes = w.chance + 1;
  return (
    <div class="cc-spells__working">
      <p class="cc-spells__sum">
        <strong>{w.spell}:</strong> base {(w.base + 1) * 10}% + balance bonus {w.balanceBonus * 10}%
        + ability {w.ability * 10}% = <strong>{w.percent}%</strong>
        {w.clamped && <span> (the sum is {(w.total + 1) * 10}%, capped at 100%)</span>}
      </p>
      <ul>
        <li>
          Balance bonus {w.balanceBonus * 10}% ({w.balanceBonus}{' '}
          {w.balanceBonus === 1 ? 'step' : 'steps'} of 10%): {bonusWhy}.
        </li>
        <li>
          Each point is one step of 10%. The spell works if the roll (0–9) is {w.chance} or less:{' '}
          {passes} of the 10 faces ({tenths(w.odds)}).
        </li>
        {o.illusion && (
          <li>Cast as an illusion it always works, so its chance is 100% whatever the sum says.</li>
        )}
        {!o.illusion && o.rolls === 2 && (
          <li>
            A human rolls twice for this spell and the second roll decides, so the chance stays{' '}
            {w.percent}%; each roll that passes moves the balance by {signed(w.alignment)}.
          </li>
        )}
        {!o.illusion && o.rolls === 1 && caster === 'human' && (
          <li>A human rolls once for this spell.</li>
        )}
      </ul>
    </div>
  );
}
