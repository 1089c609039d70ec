import { Component } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { CREATURES, attackOdds, type AttackRefusal, type AttackWorking } from '../../engine';
import { frac, pct } from '../../lib/format';
import {
  WIZARD,
  toFighter,
  wizardChoice,
  type PieceChoice,
  type WizardChoice,
} from '../../engine/fighterChoice';
import { CREATURE_KINDS } from '../../engine/types';
import { REFUSAL_WORDS, choiceName, workingLine } from '../../lib/fighter-words';
import { StatInput } from '../../ui/PiecePicker';
import './combat.css';

type Mode = 'melee' | 'ranged';

interface Side {
  /** Header label. */
  readonly label: string;
  /** A wizard's upgrades, shown on a second line of a column header ("+ Armour"). */
  readonly sub?: string;
  readonly choice: PieceChoice;
}

type Cell = { ok: true; value: AttackWorking } | { ok: false; error: AttackRefusal };

const wiz = (sub: string, base: WizardChoice, over: Partial<WizardChoice>): Side => ({
  label: sub ? `Wizard ${sub}` : 'Wizard',
  ...(sub ? { sub } : {}),
  choice: { kind: WIZARD, wizard: { ...base, ...over } },
});

/** Every attacker: all creatures and Shadow Wood (close combat) or every shooter (ranged), then wizards. */
function attackers(mode: Mode, base: WizardChoice): Side[] {
  if (mode === 'ranged') {
    const shooters = CREATURE_KINDS.filter(
      (k) => CREATURES[k as keyof typeof CREATURES].rangedCombat > 0,
    );
    return [
      ...shooters.map((k) => ({ label: k, choice: { kind: k } })),
      wiz('+ Bow', base, { bow: true }),
      wiz('+ Bow + Knife', base, { bow: true, weapon: 'Magic Knife' }),
      wiz('+ Bow + Sword', base, { bow: true, weapon: 'Magic Sword' }),
    ];
  }
  return [
    ...CREATURE_KINDS.map((k) => ({ label: k, choice: { kind: k } })),
    { label: 'Shadow Wood', choice: { kind: 'Shadow Wood' } },
    wiz('', base, {}),
    wiz('+ Knife', base, { weapon: 'Magic Knife' }),
    wiz('+ Sword', base, { weapon: 'Magic Sword' }),
    wiz('+ Bow', base, { bow: true }),
  ];
}

/** Every piece that can be attacked: creatures, blob, trees, then wizards with their protections. */
function defenders(base: WizardChoice): Side[] {
  return [
    ...CREATURE_KINDS.map((k) => ({ label: k, choice: { kind: k } })),
    { label: 'Gooey Blob', choice: { kind: 'Gooey Blob' } },
    { label: 'Magic Wood', choice: { kind: 'Magic Wood' } },
    { label: 'Shadow Wood', choice: { kind: 'Shadow Wood' } },
    wiz('', base, {}),
    wiz('+ Shield', base, { armour: 'Magic Shield' }),
    wiz('+ Armour', base, { armour: 'Magic Armour' }),
    wiz('+ Shadow Form', base, { shadowForm: true }),
    wiz('+ Armour + Shadow', base, { armour: 'Magic Armour', shadowForm: true }),
  ];
}

/** A cell's [row, column] in the grid, from where it stands in the table; null off the cells. */
export function cellAt(target: Element): [number, number] | null {
  const td = target.closest('td');
  const tr = td?.parentElement;
  if (!td || !(tr instanceof HTMLTableRowElement) || td.cellIndex < 1) return null;
  return [tr.sectionRowIndex, td.cellIndex - 1];
}

/** The words shown for one cell when it has focus or the pointer. */
export function cellDetail(attacker: PieceChoice, defender: PieceChoice, cell: Cell): string {
  const a = choiceName(attacker);
  const d = choiceName(defender);
  if (!cell.ok) return `${a} against ${d}: not allowed. ${REFUSAL_WORDS[cell.error]}`;
  const f = frac(cell.value.odds);
  return `${a} against ${d}: ${workingLine(cell.value, toFighter(attacker), toFighter(defender))}. Kills ${pct(cell.value.odds.p)}${
    f !== null && f !== '0' && f !== '1' ? ` (exactly ${f})` : ''
  } of the time.`;
}

interface HeatRowProps {
  readonly row: Side;
  readonly cols: readonly Side[];
  readonly cells: readonly Cell[];
  /** The column of this row's cell in the tab order, or −1. */
  readonly on: number;
  /** The column of this row's hovered cell, or −1. */
  readonly hover: number;
}

/**
 * One attacker's row. It renders again only when its own cells, tab stop or hover change, so
 * moving the focus or the pointer redraws one or two rows, not all 1,400 cells. A cell carries
 * only its colour band (and the tab stop, on one cell): its row and column are where it stands in
 * the table (`cellAt`), its names are in the headers. The page's built HTML holds 1,400 of them.
 */
class HeatRow extends Component<HeatRowProps> {
  override shouldComponentUpdate(next: HeatRowProps): boolean {
    const p = this.props;
    return (
      next.cells !== p.cells ||
      next.cols !== p.cols ||
      next.row !== p.row ||
      next.on !== p.on ||
      next.hover !== p.hover
    );
  }

  override render({ row, cols, cells, on, hover }: HeatRowProps) {
    return (
      <tr>
        <th scope="row" class="cc-heatmap__row">
          {row.label}
        </th>
        {cols.map((c, j) => {
          const cell = cells[j];
          if (!cell) return null;
          return (
            <td
              key={c.label}
              tabIndex={j === on ? 0 : undefined}
              data-band={cell.ok ? Math.round(cell.value.odds.p * 10) : 'x'}
              class={j === hover ? 'is-hover' : undefined}
            >
              {cell.ok ? (
                Math.round(cell.value.odds.p * 100)
              ) : (
                <>
                  <span aria-hidden="true">–</span>
                  <span class="cc-sr-only">not allowed</span>
                </>
              )}
            </td>
          );
        })}
      </tr>
    );
  }
}

export interface CombatHeatmapProps {
  /** Accessible name and caption of the table. */
  caption?: string;
}

/**
 * Every attacker (rows) against every defender (columns): the chance to kill as a number and a
 * colour, one focusable cell per pair. Arrow keys, Home/End and Page Up/Down move between cells;
 * the cell with focus (or under the pointer) shows its working above the table.
 */
export default function CombatHeatmap({
  caption = 'Chance to kill, in percent: attacker in each row, defender in each column',
}: CombatHeatmapProps) {
  const [mode, setMode] = useState<Mode>('melee');
  const [base, setBase] = useState<WizardChoice>(wizardChoice());
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const [hover, setHover] = useState<[number, number] | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  // Where the pointer last was: a cell scrolled under a resting pointer (or a synthetic move
  // at the same spot) is not a hover, so keyboard moves keep showing the focused cell.
  const pointer = useRef<[number, number] | null>(null);

  // The table follows the controls one frame later: a change paints the control at once, then
  // the 1,400 cells are worked out and redrawn (an effect runs after the browser has painted).
  const [view, setView] = useState({ mode, base });
  useEffect(() => {
    if (view.mode !== mode || view.base !== base) setView({ mode, base });
  }, [mode, base]);

  const rows = useMemo(() => attackers(view.mode, view.base), [view]);
  const cols = useMemo(() => defenders(view.base), [view.base]);
  const cells = useMemo(
    () =>
      rows.map((r) => {
        const a = toFighter(r.choice);
        return cols.map((c): Cell => {
          const res = attackOdds(a, toFighter(c.choice), view.mode);
          return res.ok
            ? { ok: true, value: res.value }
            : { ok: false, error: res.error as AttackRefusal };
        });
      }),
    [rows, cols],
  );

  const ar = Math.min(active[0], rows.length - 1);
  const ac = Math.min(active[1], cols.length - 1);
  const [sr, sc] = hover ?? [ar, ac];
  const shown = cells[sr]?.[sc];
  const detail =
    shown && rows[sr] && cols[sc] ? cellDetail(rows[sr].choice, cols[sc].choice, shown) : '';

  function at(e: Event): [number, number] | null {
    return e.target instanceof Element ? cellAt(e.target) : null;
  }

  function moveTo(r: number, c: number) {
    const nr = Math.max(0, Math.min(rows.length - 1, r));
    const nc = Math.max(0, Math.min(cols.length - 1, c));
    setActive([nr, nc]);
    setHover(null);
    const td = tableRef.current?.tBodies[0]?.rows[nr]?.cells[nc + 1];
    if (td) {
      // The tab stop moves with the focus (the next render puts it there too).
      td.tabIndex = 0;
      td.focus();
    }
  }

  function onKeyDown(e: KeyboardEvent) {
    const here = at(e);
    if (!here) return;
    const [r, c] = here;
    const ctrl = e.ctrlKey || e.metaKey;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
      Home: ctrl ? [0, 0] : [r, 0],
      End: ctrl ? [rows.length - 1, cols.length - 1] : [r, cols.length - 1],
      PageUp: [r - 5, c],
      PageDown: [r + 5, c],
    };
    const to = moves[e.key];
    if (!to) return;
    e.preventDefault();
    moveTo(to[0], to[1]);
  }

  return (
    <div class="cc-heatmap cc-wide not-content" data-testid="heatmap">
      <div class="cc-heatmap__controls">
        <fieldset class="cc-heatmap__mode cc-segmented">
          <legend>Attack</legend>
          <label>
            <input
              type="radio"
              name="cc-heatmap-mode"
              checked={mode === 'melee'}
              data-testid="heatmap-melee"
              onChange={() => setMode('melee')}
            />{' '}
            Close combat
          </label>
          <label>
            <input
              type="radio"
              name="cc-heatmap-mode"
              checked={mode === 'ranged'}
              data-testid="heatmap-ranged"
              onChange={() => setMode('ranged')}
            />{' '}
            Ranged attack
          </label>
        </fieldset>
        <fieldset class="cc-heatmap__wizard">
          <legend>The wizards’ own stats</legend>
          <StatInput
            id="heatmap-combat"
            field="combat"
            value={base.combat}
            onValue={(combat) => setBase({ ...base, combat })}
          />
          <StatInput
            id="heatmap-defence"
            field="defence"
            value={base.defence}
            onValue={(defence) => setBase({ ...base, defence })}
          />
        </fieldset>
      </div>
      <p class="cc-heatmap__detail" aria-live="polite" data-testid="heatmap-detail">
        {detail}
      </p>
      <div class="cc-heatmap__scroll cc-defer" role="region" aria-labelledby="cc-heatmap-caption">
        <table
          ref={tableRef}
          class="cc-heatmap__table"
          role="grid"
          aria-readonly="true"
          aria-labelledby="cc-heatmap-caption"
          data-testid="heatmap-table"
          data-mode={view.mode}
          onKeyDown={onKeyDown}
          onClick={(e) => {
            const p = at(e);
            if (p) moveTo(p[0], p[1]);
          }}
          onFocusIn={(e) => {
            const p = at(e);
            if (p) {
              setActive(p);
              setHover(null);
            }
          }}
          onPointerMove={(e) => {
            const p = pointer.current;
            if (p && p[0] === e.clientX && p[1] === e.clientY) return;
            pointer.current = [e.clientX, e.clientY];
            const h = at(e);
            if (h?.[0] !== hover?.[0] || h?.[1] !== hover?.[1]) setHover(h);
          }}
          onPointerLeave={() => {
            pointer.current = null;
            setHover(null);
          }}
        >
          <caption id="cc-heatmap-caption">
            <span>{caption}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col" class="cc-heatmap__corner">
                <span>Attacker ↓ Defender →</span>
              </th>
              {cols.map((c) => (
                <th scope="col" key={c.label} class="cc-heatmap__col" data-name={c.label}>
                  {c.sub ? (
                    <span>
                      Wizard
                      <br />
                      {c.sub}
                    </span>
                  ) : (
                    <span>{c.label}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <HeatRow
                key={r.label}
                row={r}
                cols={cols}
                cells={cells[i] ?? []}
                on={i === ar ? ac : -1}
                hover={hover && hover[0] === i ? hover[1] : -1}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p class="cc-heatmap__legend" aria-hidden="true">
        <span data-band="0">0</span>
        <span data-band="2">20</span>
        <span data-band="4">40</span>
        <span data-band="6">60</span>
        <span data-band="8">80</span>
        <span data-band="10">100</span>
        <span data-band="x">– not allowed</span>
      </p>
    </div>
  );
}
