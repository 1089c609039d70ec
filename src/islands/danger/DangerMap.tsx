/**
 * The danger map: the shared position's board (src/stores/board.ts, position.ts and the
 * settings' balance); pick a piece and see every enemy that could hurt it next turn, shaded on
 * the board and listed with exact odds, and the chance it survives them all; or, switched round,
 * what that piece can attack on its own turn. The pick is saved and linked (src/stores/danger.ts).
 * All rules are in src/engine/danger.ts; dangerView.ts turns its answer into words and shading.
 */
import { useStore } from '@nanostores/preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Square } from '../../engine/types';
import {
  $dangerNotes,
  $dangerPick,
  DEFAULT_DANGER_PICK,
  dismissDangerNotes,
  followPickedPiece,
  pickDangerSquare,
  readPickedPiece,
  rememberPickedPiece,
  setDangerView,
  syncDangerWithUrl,
  type DangerPick,
  type DangerView as ViewName,
} from '../../stores/danger';
import { DEFAULT_BOARD, boardCode } from '../../stores/board';
import { pieceAt } from '../../engine/pieces';
import BoardView from '../../ui/BoardView';
import { useTouchCloseUp } from '../../ui/useTouchCloseUp';
import BoardNotes from '../../ui/BoardNotes';
import LinkBar from '../../ui/LinkBar';
import SettingsNotes from '../../ui/SettingsNotes';
import { useHydrated } from '../../ui/useHydrated';
import { useSharedBoard } from '../../ui/useSharedBoard';
import type { DangerView } from './dangerView';
import { positionMayDiffer } from './firstLoad';
import './danger.css';
import { useWaitMark } from '../../ui/useHydrated';

type Live = typeof import('./live');
let loading: Promise<Live> | null = null;
const loadLive = () => (loading ??= import('./live'));

const samePick = (a: DangerPick, b: DangerPick) =>
  a.view === b.view && a.square.x === b.square.x && a.square.y === b.square.y;

export interface DangerMapProps {
  /** Accessible name of the board. */
  label: string;
  /** The legend of the view switch, and the two views' names. */
  viewLegend: string;
  threatsLabel: string;
  ownLabel: string;
  /** Heading of the list in each view, before the piece's name. */
  threatsHeading: string;
  ownHeading: string;
  /** Before the survival chance. */
  survivesLabel: string;
  /** Shown when the list is empty, per view. */
  noThreats: string;
  noTargets: string;
  /** A row that is not part of the attacker's likeliest plan, per view. */
  notCounted: string;
  ownNotCounted: string;
  /** Before the balance in use. */
  balanceLabel: string;
  /**
   * The answer for the default board, wizards, balance and pick, worked out at build time
   * (dangerView.ts); shown until the engine part is needed (firstLoad.ts).
   */
  initial: DangerView;
}

export default function DangerMap(props: DangerMapProps) {
  const hydrated = useHydrated();
  const board = useSharedBoard();
  // The close-up for fingers: its code loads on touch screens only.
  const CloseUp = useTouchCloseUp();
  const livePick = useStore($dangerPick);
  const notes = useStore($dangerNotes);
  const pick = hydrated ? livePick : DEFAULT_DANGER_PICK;
  const [live, setLive] = useState<Live | null>(null);
  const [tick, setTick] = useState(0);
  const [status, setStatus] = useState('');
  useEffect(() => syncDangerWithUrl(), []);

  // The board a link gives is a new object even when it is the default one: compare its code.
  const defaultBoard = useMemo(
    () => board === DEFAULT_BOARD || boardCode(board) === boardCode(DEFAULT_BOARD),
    [board],
  );
  const defaults = defaultBoard && samePick(pick, DEFAULT_DANGER_PICK) && !positionMayDiffer();
  const wanted = hydrated && !defaults;
  useEffect(() => {
    if (!wanted || live) return;
    let stop = () => {};
    let gone = false;
    void loadLive().then((m) => {
      if (gone) return;
      stop = m.watchPosition(() => setTick((t) => t + 1));
      setLive(m);
    });
    return () => {
      gone = true;
      stop();
    };
  }, [wanted, live]);

  const view: DangerView & { balance?: number } = useMemo(
    () => (live && wanted ? live.liveView(board, pick) : props.initial),
    [live, wanted, board, pick, tick, props.initial],
  );
  const busy = wanted && !live;
  // Hidden on a page with saved or linked state until the engine part shows the real answer.
  const wait = useWaitMark(busy);
  const balance = view.balance ?? 0;

  function pick_(sq: Square) {
    pickDangerSquare(sq);
    rememberPickedPiece(pieceAt(board, sq));
    setFollowed('');
    setStatus(`Picked (${sq.x},${sq.y}).`);
  }

  // The pick follows its piece when the board changed (on another page, in another tab): the
  // piece is remembered with the pick; a link's pick is its square on the link's board.
  const [followed, setFollowed] = useState('');
  // Whether the page was opened by a link that gives the pick or the board, read as the island
  // first renders: the page writes its state into the address itself once it runs.
  const seenLink = useRef<boolean>(
    typeof window !== 'undefined' &&
      ['danger', 'board'].some((k) => new URLSearchParams(window.location.search).has(k)),
  );
  useEffect(() => {
    if (!hydrated) return;
    const remembered = readPickedPiece();
    if (seenLink.current || !remembered) {
      seenLink.current = false;
      rememberPickedPiece(pieceAt(board, pick.square));
      return;
    }
    const f = followPickedPiece(board, pick.square, remembered);
    if (f.square) pickDangerSquare(f.square);
    if (f.note) setFollowed(f.note);
  }, [hydrated, board]);
  // The close-up for fingers centres on the pick, unless the pick was made in the close-up itself
  // (its squares would move under the finger).
  const [zoomAt, setZoomAt] = useState<Square | null>(null);
  const pickedNear = useRef(false);
  useEffect(() => {
    if (pickedNear.current) pickedNear.current = false;
    else setZoomAt(pick.square);
  }, [pick.square.x, pick.square.y]);
  const setView = (v: ViewName) => setDangerView(v);
  const threats = pick.view === 'threats';

  return (
    <div {...wait} class="cc-danger cc-wide not-content" data-testid="danger">
      <BoardNotes />
      <SettingsNotes />
      {notes.length > 0 && (
        <div class="cc-danger__notes" role="status" data-testid="danger-notes">
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
          <button type="button" class="cc-button" onClick={dismissDangerNotes}>
            OK
          </button>
        </div>
      )}
      {view.pictureNotes.length > 0 && (
        <div class="cc-danger__notes" role="status" data-testid="danger-picture-notes">
          {view.pictureNotes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      <fieldset class="cc-segmented cc-danger__view">
        <legend>{props.viewLegend}</legend>
        <label>
          <input
            type="radio"
            name="cc-danger-view"
            checked={threats}
            data-testid="danger-view-threats"
            onChange={() => setView('threats')}
          />{' '}
          {props.threatsLabel}
        </label>
        <label>
          <input
            type="radio"
            name="cc-danger-view"
            checked={!threats}
            data-testid="danger-view-own"
            onChange={() => setView('own')}
          />{' '}
          {props.ownLabel}
        </label>
      </fieldset>
      <div class="cc-danger__layout">
        <div class="cc-danger__board cc-board-fit">
          <BoardView
            board={board}
            label={props.label}
            overlay={view.overlay}
            selected={[pick.square]}
            cursor={pick.square}
            onPick={pick_}
            testId="danger-board"
          />
          {CloseUp && (
            <CloseUp
              board={board}
              overlay={view.overlay}
              selected={[pick.square]}
              onPick={(sq) => {
                pickedNear.current = sq.x !== pick.square.x || sq.y !== pick.square.y;
                pick_(sq);
              }}
              centre={zoomAt}
              testId="danger-closeup"
            />
          )}
        </div>
        <div
          class="cc-danger__list"
          data-testid="danger-result"
          data-ready={busy ? 'false' : 'true'}
          aria-busy={busy}
        >
          {followed && (
            <p class="cc-danger__followed" role="status" data-testid="danger-followed">
              {followed}
            </p>
          )}
          <h3 class="cc-danger__heading">
            {threats ? props.threatsHeading : props.ownHeading}{' '}
            <span data-testid="danger-piece">{view.piece}</span>
          </h3>
          {view.error ? (
            <p data-testid="danger-error">{view.error}</p>
          ) : (
            <>
              {view.survives !== null && (
                <p class="cc-danger__survives">
                  {props.survivesLabel}{' '}
                  <strong data-testid="danger-survives">{view.survives}</strong>
                </p>
              )}
              {view.plans.length === 0 ? (
                <p data-testid="danger-none">{threats ? props.noThreats : props.noTargets}</p>
              ) : (
                <ol class="cc-danger__plans" data-testid="danger-plans">
                  {view.plans.map((pl) => (
                    <li key={pl.key} data-testid="danger-plan">
                      <span class="cc-danger__odds">{pl.odds}</span>{' '}
                      <span class="cc-danger__who">{pl.who}</span>
                      <ul class="cc-danger__rows">
                        {pl.rows.map((r, i) => (
                          <li key={i} class={r.counted ? '' : 'is-extra'}>
                            {r.text}: {r.odds}
                            {!r.counted && (
                              <span> ({threats ? props.notCounted : props.ownNotCounted})</span>
                            )}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ol>
              )}
              <p class="cc-danger__note" data-testid="danger-balance">
                {props.balanceLabel} {balance > 0 ? `+${balance}` : balance}
              </p>
            </>
          )}
          <p class="cc-sr-only" role="status">
            {status}
          </p>
        </div>
      </div>
      <LinkBar links={[]} what="this answer" testid="danger-link" />
    </div>
  );
}
