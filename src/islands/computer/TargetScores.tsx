/**
 * How a computer wizard rates the pieces on the shared sample board: the threat score of every
 * enemy piece from its wizard's square (engine threatTable), and each wizard's army score as the
 * "strongest wizard" check reads it and as it was meant to (engine armyScores).
 */
import { useStore } from '@nanostores/preact';
import { useMemo } from 'preact/hooks';
import { armyScores, threatTable } from '../../engine/computer';
import { placedPieces } from '../../engine/pieces';
import { isWizardKind } from '../../engine/sprites';
import type { Square } from '../../engine/types';
import BoardView, { type BoardOverlaySquare } from '../../ui/BoardView';
import { useSharedBoard } from '../../ui/useSharedBoard';
import { $computer, setComputerSeat } from '../../stores/computer';
import { loadExampleBoard } from '../../stores/exampleBoard';
import './computer.css';

export interface TargetScoresProps {
  /** Accessible name of the board grid. */
  label?: string;
}

export default function TargetScores({
  label = 'Sample board with the computer’s threat scores',
}: TargetScoresProps) {
  const board = useSharedBoard();
  const { seat } = useStore($computer);

  const wizards = useMemo(() => {
    const out = new Map<number, Square>();
    for (const p of placedPieces(board)) {
      if (isWizardKind(p.kind)) out.set(p.owner, { x: p.x, y: p.y });
      else if (p.rider !== undefined && !out.has(p.rider)) out.set(p.rider, { x: p.x, y: p.y });
    }
    return [...out.entries()].sort((a, b) => a[0] - b[0]);
  }, [board]);

  const me = wizards.find(([s]) => s === seat) ?? wizards[0];
  const mySeat = me?.[0];
  const from = me?.[1];
  const table = useMemo(
    () => (from !== undefined && mySeat !== undefined ? threatTable(board, mySeat, from) : []),
    [board, mySeat, from],
  );
  const armies = useMemo(() => armyScores(board), [board]);
  const best = table[0] && table[0].score > 0 ? table[0] : undefined;
  const maxScore = Math.max(1, ...table.map((t) => t.score));

  const overlay: BoardOverlaySquare[] = table.map((t) => ({
    x: t.x,
    y: t.y,
    fill:
      t.score > 0
        ? `rgba(64, 200, 255, ${(0.15 + 0.55 * (t.score / maxScore)).toFixed(3)})`
        : undefined,
    label: String(t.score),
    text: `threat score ${t.score}`,
  }));

  const enemies = armies.filter((a) => a.seat !== mySeat);
  const strongest = (key: 'asRead' | 'intended') =>
    enemies.reduce<(typeof enemies)[number] | undefined>(
      (b, a) => (!b || a[key] > b[key] ? a : b),
      undefined,
    );
  const sRead = strongest('asRead');
  const sMeant = strongest('intended');

  if (wizards.length === 0 || mySeat === undefined || !from) {
    // Also what the server renders (the saved board is read on mounting).
    return (
      <div class="cc-cpu not-content">
        <p class="cc-cpu__note">
          The sample board has no wizard on it.{' '}
          <button type="button" onClick={() => loadExampleBoard()}>
            Load the example board
          </button>
        </p>
        <BoardView board={board} label={label} testId="threat-grid" />
      </div>
    );
  }

  return (
    <div class="cc-cpu not-content">
      <div class="cc-cpu__controls">
        <label class="cc-cpu__field">
          <span>Computer wizard</span>
          <select
            value={mySeat}
            data-testid="threat-seat"
            onChange={(e) => setComputerSeat(Number((e.target as HTMLSelectElement).value))}
          >
            {wizards.map(([s]) => (
              <option key={s} value={s} selected={s === mySeat}>
                wizard {s + 1}
              </option>
            ))}
          </select>
        </label>
        <span>
          scoring from ({from.x},{from.y})
        </span>
        <button type="button" onClick={() => loadExampleBoard()}>
          Load a three-wizard example
        </button>
      </div>

      <BoardView
        board={board}
        label={label}
        overlay={overlay}
        selected={best ? [from, best] : [from]}
        testId="threat-grid"
      />

      <p data-testid="threat-best" aria-live="polite">
        {best
          ? `Best target: the ${best.kind} at (${best.x},${best.y}), score ${best.score}.`
          : 'No enemy piece scores above 0 from here.'}
      </p>

      <div
        class="cc-cpu__tablewrap"
        tabIndex={0}
        role="region"
        aria-label="Threat scores (scrolls sideways)"
      >
        <table data-testid="threat-table">
          <caption>Enemy pieces as wizard {mySeat + 1} scores them, best first</caption>
          <thead>
            <tr>
              <th scope="col">Piece</th>
              <th scope="col">Square</th>
              <th scope="col">Value</th>
              <th scope="col">Distance</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {table.map((t) => (
              <tr key={`${t.x},${t.y}`} class={t === best ? 'is-best' : ''}>
                <th scope="row">
                  {t.kind}
                  {isWizardKind(t.kind) ? '' : ` (wizard ${t.owner + 1})`}
                </th>
                <td>
                  ({t.x},{t.y})
                </td>
                <td>{t.value}</td>
                <td>{t.distance}</td>
                <td data-testid="threat-score">{t.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div
        class="cc-cpu__tablewrap"
        tabIndex={0}
        role="region"
        aria-label="Army scores (scrolls sideways)"
      >
        <table data-testid="army-table">
          <caption>Army scores of the “strongest wizard” check</caption>
          <thead>
            <tr>
              <th scope="col">Wizard</th>
              <th scope="col">Pieces counted</th>
              <th scope="col">As the game reads it</th>
              <th scope="col">As meant</th>
            </tr>
          </thead>
          <tbody>
            {armies.map((a) => (
              <tr key={a.seat} data-seat={a.seat}>
                <th scope="row">wizard {a.seat + 1}</th>
                <td>{a.ids.length}</td>
                <td data-testid="army-read">{a.asRead}</td>
                <td data-testid="army-meant">{a.intended}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sRead && sMeant && (
        <p data-testid="army-verdict">
          For wizard {mySeat + 1}, the strongest enemy is wizard {sRead.seat + 1} as the game reads
          the table
          {sRead.seat === sMeant.seat
            ? ', the same as it would be with the table read correctly.'
            : `, but wizard ${sMeant.seat + 1} with the table read correctly.`}
        </p>
      )}
    </div>
  );
}
