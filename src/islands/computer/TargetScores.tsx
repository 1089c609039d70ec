/**
 * How a computer wizard ranks the pieces on the shared sample board, in either of the two lists
 * the original sorts (engine creatureTargetList / creatureAim for creature casting and moves,
 * EN_AN #C7BC; attackTargetList for attack spells and shooters, FIREON #CC56), with each
 * piece's bare threat (#C67A), and each wizard's army score as the "strongest wizard" check
 * reads it and as it was meant to (engine armyScores).
 */
import { useMemo } from 'preact/hooks';
import {
  armyScores,
  attackTargetList,
  creatureAim,
  creatureTargetList,
  wizardSquares,
  type RankedTarget,
} from '../../engine/computer';
import { isWizardKind } from '../../engine/sprites';
import BoardView, { type BoardOverlaySquare } from '../../ui/BoardView';
import BoardNotes from '../../ui/BoardNotes';
import { useSharedBoard } from '../../ui/useSharedBoard';
import { setComputerSeat, setTargetList, type TargetListKind } from '../../stores/computer';
import { loadExampleBoard } from '../../stores/exampleBoard';
import { computerLink } from '../../stores/computer';
import LinkBar from '../../ui/LinkBar';
import { useLinked } from '../../ui/useLinked';
import './computer.css';
import { useWaitMark } from '../../ui/useHydrated';

export interface TargetScoresProps {
  /** Accessible name of the board grid. */
  label?: string;
  /** The names of the two lists in the chooser, in the page's words. */
  listLabels?: Record<TargetListKind, string>;
}

const DEFAULT_LIST_LABELS: Record<TargetListKind, string> = {
  creature: 'creature casting and moves',
  attack: 'attack spells and shooters',
};

const where = (t: { x: number; y: number }) => `(${t.x},${t.y})`;

export default function TargetScores({
  label = 'Sample board with the computer’s target ranks',
  listLabels = DEFAULT_LIST_LABELS,
}: TargetScoresProps) {
  const wait = useWaitMark();
  const board = useSharedBoard();
  const { seat, targetList } = useLinked(computerLink);

  const wizards = useMemo(
    () => [...wizardSquares(board).entries()].sort((a, b) => a[0] - b[0]),
    [board],
  );

  const me = wizards.find(([s]) => s === seat) ?? wizards[0];
  const mySeat = me?.[0];
  const from = me?.[1];
  const list: readonly RankedTarget[] = useMemo(() => {
    if (from === undefined || mySeat === undefined) return [];
    return targetList === 'attack'
      ? attackTargetList(board, mySeat, from)
      : creatureTargetList(board, mySeat, from);
  }, [board, mySeat, from, targetList]);
  const aim = useMemo(
    () =>
      targetList === 'creature' && from !== undefined && mySeat !== undefined
        ? creatureAim(board, mySeat, from)
        : null,
    [board, mySeat, from, targetList],
  );
  const armies = useMemo(() => armyScores(board), [board]);
  const best = list[0];
  const maxRank = Math.max(1, ...list.map((t) => t.rank));

  // One overlay per square: the best entry on it (FIREON lists a wizard twice).
  const overlay: BoardOverlaySquare[] = [];
  const seen = new Set<string>();
  for (const t of list) {
    const k = where(t);
    if (seen.has(k)) continue;
    seen.add(k);
    overlay.push({
      x: t.x,
      y: t.y,
      fill: `rgba(64, 200, 255, ${(0.15 + 0.55 * (t.rank / maxRank)).toFixed(3)})`,
      label: String(t.rank),
      text: `rank ${t.rank}`,
    });
  }

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
      <div {...wait} class="cc-cpu not-content">
        <BoardNotes />
        <p class="cc-cpu__note">
          The sample board has no wizard on it.{' '}
          <button type="button" onClick={() => loadExampleBoard()}>
            Load the example board
          </button>
        </p>
        <div class="cc-board-fit">
          <BoardView board={board} label={label} testId="threat-grid" />
        </div>
      </div>
    );
  }

  const aimSquare = aim ? aim.aim : best;
  const verdict =
    targetList === 'creature'
      ? aim
        ? aim.reason === 'strongest'
          ? `No enemy piece threatens wizard ${mySeat + 1}, so a creature is aimed at the strongest enemy wizard, at ${where(aim.aim)}.`
          : aim.reason === 'target'
            ? `Top of the list: the ${aim.top?.kind} at ${where(aim.aim)}, rank ${aim.top?.rank}; its wizard is farther away, so a creature is aimed at it.`
            : `Top of the list: the ${aim.top?.kind} at ${aim.top ? where(aim.top) : ''}, rank ${aim.top?.rank}; its wizard, at ${where(aim.aim)}, is as near or nearer, so a creature is aimed at him.`
        : 'There is no enemy wizard to aim at.'
      : best
        ? `First in line: the ${best.kind} at ${where(best)}, rank ${best.rank}${best.entry === 'wizard' ? ` (army ${best.army} + 60)` : ''}. A spell or shot takes the first entry it can reach and see.`
        : 'No enemy piece is in the list.';

  return (
    <div {...wait} class="cc-cpu not-content">
      <BoardNotes />
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
        <label class="cc-cpu__field">
          <span>Ranked for</span>
          <select
            value={targetList}
            data-testid="threat-list"
            onChange={(e) => setTargetList((e.target as HTMLSelectElement).value as TargetListKind)}
          >
            {(['creature', 'attack'] as const).map((k) => (
              <option key={k} value={k} selected={k === targetList}>
                {listLabels[k]}
              </option>
            ))}
          </select>
        </label>
        <span>from {where(from)}</span>
        <button type="button" onClick={() => loadExampleBoard()}>
          Load a three-wizard example
        </button>
      </div>

      {/* Nothing is picked on this board: on a phone it fits the page whole. */}
      <div class="cc-board-fit">
        <BoardView
          board={board}
          label={label}
          overlay={overlay}
          selected={aimSquare ? [from, { x: aimSquare.x, y: aimSquare.y }] : [from]}
          testId="threat-grid"
        />
      </div>

      <p data-testid="threat-best" aria-live="polite">
        {verdict}
      </p>

      <div
        class="cc-cpu__tablewrap"
        tabIndex={0}
        role="region"
        aria-label="Target ranks (scrolls sideways)"
      >
        <table data-testid="threat-table">
          <caption>
            Wizard {mySeat + 1}’s list for {listLabels[targetList]}, best first
          </caption>
          <thead>
            <tr>
              <th scope="col">Piece</th>
              <th scope="col">Square</th>
              <th scope="col">Value</th>
              <th scope="col">Distance</th>
              <th scope="col">Threat</th>
              <th scope="col">Rank</th>
            </tr>
          </thead>
          <tbody>
            {list.map((t, i) => (
              <tr key={`${t.entry}${t.x},${t.y}`} class={i === 0 ? 'is-best' : ''}>
                <th scope="row">
                  {t.kind}
                  {isWizardKind(t.kind) ? '' : ` (wizard ${t.owner + 1})`}
                  {t.entry === 'wizard' ? ', army entry' : ''}
                </th>
                <td>{where(t)}</td>
                <td>{t.entry === 'wizard' ? `army ${t.army}` : t.value}</td>
                <td>{t.distance}</td>
                <td data-testid="threat-score">{t.threat ?? '—'}</td>
                <td data-testid="threat-rank">{t.rank}</td>
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
      <LinkBar links={[]} what="these target scores" testid="scores-link" />
    </div>
  );
}
