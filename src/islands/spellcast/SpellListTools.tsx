import { useEffect, useState } from 'preact/hooks';
import './spellcast.css';

export interface SpellListToolsProps {
  /** The id of the build-time spell table the tools work on (on the same page). */
  tableId: string;
  /** The kinds, as value → label, for the filter. */
  kinds: Record<string, string>;
}

type SortKey = 'order' | 'name' | 'seq' | 'rev' | 'len';
const SORTS: Record<SortKey, string> = {
  order: 'Manual order',
  name: 'Name',
  seq: 'Sequence',
  rev: 'Reversed sequence (last gesture first)',
  len: 'Length (shortest first)',
};

/**
 * Sorts and filters the build-time spell table: by name, by sequence, by reversed sequence
 * (read an opponent's latest gestures backwards to find what they may be casting), by length,
 * and by kind. Works on the rows' data-* keys; the table itself stays plain HTML outside the
 * island (inside it, as a slot, hydrating read and compared the whole table's HTML: most of the
 * page's blocking time at load).
 */
export default function SpellListTools({ tableId, kinds }: SpellListToolsProps) {
  const [sort, setSort] = useState<SortKey>('order');
  const [kind, setKind] = useState('all');
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    const table = document.getElementById(tableId);
    const body = table instanceof HTMLTableElement ? table.tBodies[0] : undefined;
    if (!body) return;
    const rows = [...body.rows];
    const keyOf = (r: HTMLTableRowElement): string | number => {
      const d = r.dataset;
      if (sort === 'order') return Number(d.order);
      if (sort === 'len') return Number(d.len) * 100 + Number(d.order);
      return (sort === 'name' ? d.name : sort === 'seq' ? d.seq : d.rev) ?? '';
    };
    rows.sort((a, b) => {
      const ka = keyOf(a);
      const kb = keyOf(b);
      return typeof ka === 'number' && typeof kb === 'number'
        ? ka - kb
        : String(ka).localeCompare(String(kb));
    });
    // Touch the table only where it changes: on the first run (the built order, all kinds) that
    // is nowhere, so hydrating costs no layout of the long table.
    const current = [...body.rows];
    if (rows.some((r, i) => r !== current[i])) body.append(...rows);
    let count = 0;
    for (const r of rows) {
      const visible = kind === 'all' || r.dataset.kind === kind;
      if (r.hidden === visible) r.hidden = !visible;
      if (visible) count++;
    }
    setShown(count);
  }, [sort, kind, tableId]);

  return (
    <div class="not-content sc-island" data-testid="spell-list-tools">
      <div class="sc-row">
        <label>
          Sort by
          <select
            value={sort}
            data-testid="spell-sort"
            onChange={(e) => setSort(e.currentTarget.value as SortKey)}
          >
            {Object.entries(SORTS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Kind
          <select
            value={kind}
            data-testid="spell-kind"
            onChange={(e) => setKind(e.currentTarget.value)}
          >
            <option value="all">All kinds</option>
            {Object.entries(kinds).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <p class="sc-muted" role="status" data-testid="spell-count">
          {shown === null ? '' : `${shown} spells shown`}
        </p>
      </div>
    </div>
  );
}
