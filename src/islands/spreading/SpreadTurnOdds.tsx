/**
 * One spreader's turn, exactly: pick Magic Fire or Gooey Blob and what stands on each of its
 * eight neighbours; the engine's spreadTurnOdds gives the chance that each neighbour is taken
 * this turn, that nothing is, and that the spreader dies out at the end of its turn.
 * The choices go into the address (?odds=) once changed; the link code loads on first need
 * (useSpreadLink.ts).
 */
import { useStore } from '@nanostores/preact';
import { spreadTurnOdds, type SpreadTarget } from '../../engine/spreading';
import type { SpreadTargetClass } from '../../engine/data/spread';
import { CREATURE_NAMES } from '../../engine/types';
import {
  $spreadOdds,
  setNeighbour,
  setOddsSpreader,
  SPREAD_ODDS_DEFAULT,
} from '../../stores/spreadOdds';
import { pctFrac } from '../../lib/format';
import LinkBar from '../../ui/LinkBar';
import { useHydrated } from '../../ui/useHydrated';
import { useSpreadLink } from './useSpreadLink';
import type { Linked } from '../../stores/linked';

const loadLink = () =>
  import('../../stores/spreadOddsLink').then((m) => m.spreadOddsLink as Linked);
import './spreading.css';
import { useWaitMark } from '../../ui/useHydrated';

const CLASS_LABELS: readonly [SpreadTargetClass, string][] = [
  ['empty', 'Empty square'],
  ['off-board', 'Edge (off the board)'],
  ['corpse', 'Corpse'],
  ['own-piece', 'Own side’s piece'],
  ['enemy-wizard', 'Enemy wizard on foot'],
  ['enemy-ridden-mount', 'Enemy mount with rider'],
  ['castle-or-wall', 'Castle, citadel or wall'],
  ['magic-wood', 'Magic Wood'],
  ['enemy-magic-fire', 'Enemy Magic Fire'],
  ['enemy-shadow-wood', 'Enemy Shadow Wood'],
  ['enemy-gooey-blob', 'Enemy Gooey Blob'],
  ['enemy-creature', 'Enemy creature'],
];

/** Grid cell (row-major 3 × 3, centre skipped) → neighbour index (N, NE, E, SE, S, SW, W, NW). */
const CELL_TO_NEIGHBOUR = [7, 0, 1, 6, -1, 2, 5, 4, 3];
const DIRECTION_NAMES = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
];

export default function SpreadTurnOdds() {
  const wait = useWaitMark();
  // Choices from the link arrive after hydrating: render the default until then.
  const hydrated = useHydrated();
  const stored = useStore($spreadOdds);
  const s = hydrated ? stored : SPREAD_ODDS_DEFAULT;
  const { link } = useSpreadLink('odds', $spreadOdds, loadLink);
  const targets: SpreadTarget[] = s.neighbours.map((n) =>
    n.cls === 'enemy-creature' ? { class: n.cls, creature: n.creature } : { class: n.cls },
  );
  const r = spreadTurnOdds(s.spreader, targets);

  return (
    <div {...wait} class="cc-odds not-content">
      <fieldset class="cc-odds__group">
        <legend>Spreader</legend>
        {(['Magic Fire', 'Gooey Blob'] as const).map((k) => (
          <label key={k}>
            <input
              type="radio"
              name="cc-odds-spreader"
              checked={s.spreader === k}
              data-testid={`odds-${k === 'Magic Fire' ? 'fire' : 'blob'}`}
              onChange={() => setOddsSpreader(k)}
            />{' '}
            {k}
          </label>
        ))}
      </fieldset>

      <div class="cc-odds__grid" role="group" aria-label="The spreader and its eight neighbours">
        {CELL_TO_NEIGHBOUR.map((ni, cell) => {
          if (ni < 0) {
            return (
              <div class="cc-odds__cell cc-odds__centre" key={cell}>
                {s.spreader}
              </div>
            );
          }
          const n = s.neighbours[ni]!;
          const dir = DIRECTION_NAMES[ni]!;
          const take = r.ok ? r.value.takes[ni] : undefined;
          return (
            <div class="cc-odds__cell" key={cell} data-testid={`odds-cell-${ni}`}>
              {/* Shown only when the grid becomes a list (a phone): where this neighbour is. */}
              <span class="cc-odds__dir" aria-hidden="true">
                {dir[0]!.toUpperCase() + dir.slice(1)}
              </span>
              <select
                aria-label={`What is to the ${dir}`}
                value={n.cls}
                data-testid={`odds-class-${ni}`}
                onChange={(e) =>
                  setNeighbour(ni, {
                    cls: (e.target as HTMLSelectElement).value as SpreadTargetClass,
                  })
                }
              >
                {CLASS_LABELS.map(([c, text]) => (
                  <option value={c} key={c} selected={c === n.cls}>
                    {text}
                  </option>
                ))}
              </select>
              {n.cls === 'enemy-creature' && (
                <select
                  aria-label={`Creature to the ${dir}`}
                  value={n.creature}
                  data-testid={`odds-creature-${ni}`}
                  onChange={(e) =>
                    setNeighbour(ni, {
                      creature: (e.target as HTMLSelectElement)
                        .value as (typeof CREATURE_NAMES)[number],
                    })
                  }
                >
                  {CREATURE_NAMES.map((c) => (
                    <option key={c} value={c} selected={c === n.creature}>
                      {c}
                    </option>
                  ))}
                </select>
              )}
              <span class="cc-odds__take" data-testid={`odds-take-${ni}`}>
                {take ? `taken: ${pctFrac(take)}` : ''}
              </span>
            </div>
          );
        })}
      </div>

      {r.ok ? (
        <dl class="cc-odds__summary" aria-live="polite">
          <dt>Tries to spread</dt>
          <dd data-testid="odds-attempt">{pctFrac(r.value.attempt)}</dd>
          <dt>Takes no square this turn</dt>
          <dd data-testid="odds-nothing">{pctFrac(r.value.takesNothing)}</dd>
          <dt>Dies out at the end of its turn</dt>
          <dd data-testid="odds-vanish">{pctFrac(r.value.vanishes)}</dd>
        </dl>
      ) : (
        <p role="alert">{r.message}</p>
      )}
      <LinkBar
        key={link ? 'linked' : 'unlinked'}
        links={link ? [link] : []}
        what="these odds"
        testid="odds-link"
      />
    </div>
  );
}
