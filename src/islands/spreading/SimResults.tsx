/**
 * The spreading simulation's results (SpreadSimulation.tsx loads this with import() when the
 * first run starts, to keep it out of the page's first load): the heat map over the board, the
 * turn slider, the answers (still there, squares covered, a picked square reached), the
 * wizards killed and the table of chances.
 */
import { useMemo, useState } from 'preact/hooks';
import { coverageChance, spreadAnswers, type SpreadSimResult } from '../../engine/spreadSimulation';
import { BOARD_HEIGHT, BOARD_WIDTH, type Square } from '../../engine/types';
import type { BoardOverlaySquare } from '../../ui/BoardView';
import { pctFixed, pctTag } from '../../lib/format';

/** Each square's chance of being covered after `turn`. */
export function chancesAfter(result: SpreadSimResult, turn: number): readonly number[] {
  return coverageChance(result, turn);
}

/** The heat map: one shaded, labelled square per square covered in some run. */
export function heatMap(chances: readonly number[], turn: number): BoardOverlaySquare[] {
  const out: BoardOverlaySquare[] = [];
  chances.forEach((p, i) => {
    if (p <= 0) return;
    out.push({
      x: i % BOARD_WIDTH,
      y: Math.floor(i / BOARD_WIDTH),
      fill: `rgba(255, 96, 0, ${(0.15 + 0.7 * p).toFixed(3)})`,
      label: pctTag(p),
      text: `covered after turn ${turn} in ${pctFixed(p)} of runs`,
    });
  });
  return out;
}

interface Props {
  readonly result: SpreadSimResult;
  /** The turn shown (already at most the result's turns). */
  readonly turn: number;
  readonly chances: readonly number[];
  readonly target: Square | null;
  readonly onTurn: (turn: number) => void;
}

export default function SimResults({ result, turn, chances, target, onTurn }: Props) {
  const [tableOpen, setTableOpen] = useState(false);
  const answers = useMemo(() => {
    const r = spreadAnswers(result, turn, target ? target.y * BOARD_WIDTH + target.x : null);
    return r.ok ? r.value : null;
  }, [result, turn, target]);
  const killed = Object.entries(result.wizardKilled).filter(([, n]) => n > 0);
  const runs = result.runs.toLocaleString('en');

  return (
    <>
      <label class="cc-sim__field cc-sim__turn">
        <span>
          Show squares covered after turn <strong>{turn}</strong>
        </span>
        <input
          type="range"
          min={1}
          max={result.turns}
          value={turn}
          data-testid="sim-after"
          onInput={(e) => onTurn(Number((e.target as HTMLInputElement).value))}
        />
      </label>
      {answers && (
        <dl class="cc-sim__answers" data-testid="sim-answers">
          <dt>A blob or fire still on the board after turn {turn}</dt>
          <dd data-testid="sim-still">
            {pctFixed(answers.stillThere.p)} of runs ({answers.stillThere.runs.toLocaleString('en')}{' '}
            of {runs})
          </dd>
          <dt>Squares covered after turn {turn}, on average</dt>
          <dd data-testid="sim-expected">{answers.expectedSquares.toFixed(2)}</dd>
          <dt>
            {target
              ? `Reaches (${target.x},${target.y}) by the end of turn ${turn}`
              : 'Reaches a square you pick'}
          </dt>
          <dd data-testid="sim-reach">
            {answers.reach
              ? `${pctFixed(answers.reach.p)} of runs (${answers.reach.runs.toLocaleString('en')} of ${runs})`
              : 'Choose “asks about a square” above, then click a square on the board.'}
          </dd>
        </dl>
      )}
      {killed.length > 0 && (
        <ul class="cc-sim__killed" data-testid="sim-killed">
          {killed.map(([seat, n]) => (
            <li key={seat}>
              Wizard {Number(seat) + 1} killed by the spreading by the last turn:{' '}
              {pctFixed(n / result.runs)}
            </li>
          ))}
        </ul>
      )}
      <details
        class="cc-sim__details"
        open={tableOpen}
        onToggle={(e) => setTableOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>The same chances as a table (percent of runs)</summary>
        {tableOpen && (
          <div
            class="cc-sim__tablewrap"
            tabIndex={0}
            role="region"
            aria-label="Coverage table, scrolls sideways"
          >
            <table class="cc-sim__table" data-testid="sim-table">
              <caption>
                Chance that each square holds a blob or fire after turn {turn}, in percent (rows y,
                columns x)
              </caption>
              <thead>
                <tr>
                  <th scope="col">y \ x</th>
                  {Array.from({ length: BOARD_WIDTH }, (_, x) => (
                    <th scope="col" key={x}>
                      {x}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: BOARD_HEIGHT }, (_, y) => (
                  <tr key={y}>
                    <th scope="row">{y}</th>
                    {Array.from({ length: BOARD_WIDTH }, (_, x) => {
                      const p = chances[y * BOARD_WIDTH + x] ?? 0;
                      return (
                        <td key={x} data-x={x} data-y={y}>
                          {p > 0 ? (p * 100).toFixed(1) : '·'}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </>
  );
}
