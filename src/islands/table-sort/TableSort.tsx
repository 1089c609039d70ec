import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { afterPaint } from '../../ui/afterPaint';
import './table-sort.css';

export interface TableSortProps {
  /** The id of the table inside this island to make sortable. */
  tableId: string;
  /** What the rows are ("creatures"), for the status line. */
  rowsName: string;
  /** The build-time table (progressive enhancement: it reads fine without this island). */
  children?: ComponentChildren;
}

type Dir = 'ascending' | 'descending';

/** Reads a cell's sort key: its data-value if any, else its text. */
function key(cell: Element | undefined, numeric: boolean): number | string {
  const raw = (cell as HTMLElement | undefined)?.dataset.value ?? cell?.textContent ?? '';
  if (!numeric) return raw.trim().toLowerCase();
  const n = Number.parseFloat(raw.replace('\u2212', '-'));
  return Number.isNaN(n) ? Number.NEGATIVE_INFINITY : n;
}

/**
 * Makes a build-time table sortable: adds a button to every header cell marked data-sort
 * ("number" or "text"), sorts the body rows by that column, and keeps aria-sort on the
 * sorted header. Without JavaScript the table stays as it was built.
 */
export default function TableSort({ tableId, rowsName, children }: TableSortProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const table = ref.current?.querySelector<HTMLTableElement>(`#${CSS.escape(tableId)}`);
    const body = table?.tBodies[0];
    const headRow = table?.tHead?.rows[0];
    if (!table || !body || !headRow) return;
    const headers = [...headRow.cells];
    const original = [...body.rows];
    const buttons: HTMLButtonElement[] = [];

    headers.forEach((th, column) => {
      const type = th.dataset.sort;
      if ((type !== 'number' && type !== 'text') || th.querySelector('button.cc-sort')) return;
      const label = th.textContent?.trim() ?? '';
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'cc-sort';
      button.dataset.column = String(column);
      const text = document.createElement('span');
      text.textContent = label;
      const arrow = document.createElement('span');
      arrow.className = 'cc-sort__arrow';
      arrow.setAttribute('aria-hidden', 'true');
      arrow.textContent = '↕';
      button.append(text, arrow);
      th.replaceChildren(button);
      buttons.push(button);

      button.addEventListener('click', () => {
        const was = th.getAttribute('aria-sort');
        // Numbers start with the highest, text with A.
        const dir: Dir =
          was === 'ascending'
            ? 'descending'
            : was === 'descending'
              ? 'ascending'
              : type === 'number'
                ? 'descending'
                : 'ascending';
        const numeric = type === 'number';
        const sign = dir === 'ascending' ? 1 : -1;
        // The heading shows the new order at once; the rows move after that paint (a long
        // table's new layout and paint would otherwise hold the button's answer back).
        afterPaint(() => {
          const rows = [...original].sort((a, b) => {
            const ka = key(a.cells[column], numeric);
            const kb = key(b.cells[column], numeric);
            const c =
              typeof ka === 'number' && typeof kb === 'number'
                ? ka - kb
                : String(ka).localeCompare(String(kb));
            // Ties keep the table's own order.
            return sign * c || original.indexOf(a) - original.indexOf(b);
          });
          body.append(...rows);
        });
        // Only the heading sorted until now changes back (each change re-lays out the table).
        for (const h of headers) {
          if (h === th || !h.hasAttribute('aria-sort')) continue;
          h.removeAttribute('aria-sort');
          const a = h.querySelector('.cc-sort__arrow');
          if (a) a.textContent = '↕';
        }
        th.setAttribute('aria-sort', dir);
        arrow.textContent = dir === 'ascending' ? '▲' : '▼';
        const order = numeric
          ? dir === 'ascending'
            ? 'lowest first'
            : 'highest first'
          : dir === 'ascending'
            ? 'A to Z'
            : 'Z to A';
        setStatus(
          `${rowsName[0]?.toUpperCase()}${rowsName.slice(1)} sorted by ${label}, ${order}.`,
        );
      });
    });
    setStatus(`Select a column heading to sort the ${rowsName}.`);
    return () => {
      // Put the table back as it was built (for hot reloads and tests).
      headers.forEach((th) => {
        const b = th.querySelector('button.cc-sort');
        if (b) th.textContent = b.firstChild?.textContent ?? '';
        th.removeAttribute('aria-sort');
      });
      body.append(...original);
      buttons.length = 0;
    };
  }, [tableId, rowsName]);

  return (
    <div class="cc-tablesort" ref={ref} data-testid={`sort-${tableId}`}>
      <p class="cc-tablesort__status" role="status">
        {status}
      </p>
      {children}
    </div>
  );
}
