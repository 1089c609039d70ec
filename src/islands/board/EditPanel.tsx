/**
 * The board editor's controls: the palette of pieces (click to choose, or drag onto the board),
 * the owner of new pieces, and the frame and owner of the piece last touched.
 */
import { useRef, useState } from 'preact/hooks';
import { pieceAt, type Board } from '../../engine/pieces';
import {
  CORPSE_KINDS,
  CREATURE_KINDS,
  OBJECT_KINDS,
  WIZARD_KINDS,
  isCorpseKind,
  isMountKind,
  kindClass,
  spriteCycle,
  spriteFrameCount,
} from '../../engine/sprites';
import { SEATS, type Square } from '../../engine/types';
import { removePiece, setPieceFrame, setPieceOwner, setRider } from '../../stores/board';
import { CORPSE_COLOUR, OWNER_COLOURS, describePiece } from '../../ui/BoardView';
import Sprite from '../../ui/Sprite';

export const PALETTE_GROUPS = {
  creatures: { label: 'Creatures', kinds: CREATURE_KINDS },
  wizards: { label: 'Wizards', kinds: WIZARD_KINDS },
  objects: { label: 'Trees, castles, wall, fire, blob', kinds: OBJECT_KINDS },
  corpses: { label: 'Corpses', kinds: CORPSE_KINDS },
} as const;
export type PaletteGroup = keyof typeof PALETTE_GROUPS;

export interface EditPanelProps {
  id: string;
  board: Board;
  group: PaletteGroup;
  brush: string | null;
  owner: number;
  current: Square | null;
  onGroup: (g: PaletteGroup) => void;
  onBrush: (kind: string | null) => void;
  onOwner: (owner: number) => void;
  /** A palette piece was dropped on a board square. */
  onDrop: (kind: string, sq: Square) => void;
  /** The square under a palette piece being dragged (null when off the board). */
  onDragOver: (sq: Square | null) => void;
  onStatus: (text: string) => void;
}

/** The first frame counter that shows the same bitmap as frame `f`. */
function sameAs(kind: string, f: number): number {
  const cycle = spriteCycle(kind);
  return cycle.indexOf(cycle[f] ?? -1);
}

/** A mount, a Magic Wood or a castle can have a wizard inside. */
function canHoldWizard(kind: string): boolean {
  const cls = kindClass(kind);
  return isMountKind(kind) || cls === 'magic-wood' || cls === 'castle';
}

const OWNERS = SEATS;

function squareUnder(x: number, y: number): Square | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-x][data-y]');
  if (!el || !el.closest('.cc-board')) return null;
  return { x: Number(el.dataset.x), y: Number(el.dataset.y) };
}

export default function EditPanel(props: EditPanelProps) {
  const { id, board, group, brush, owner, current } = props;
  const drag = useRef<{ kind: string; x0: number; y0: number; moved: boolean } | null>(null);
  const suppress = useRef(false);
  const p = current ? pieceAt(board, current) : null;
  // The palette is one Tab stop (a roving tab index): the arrow keys, Home and End move between
  // its pieces; Enter or Space chooses. The stop is the chosen piece, else the last one reached.
  const kinds = PALETTE_GROUPS[group].kinds;
  const [roving, setRoving] = useState<string | null>(null);
  const stop =
    brush && kinds.includes(brush) ? brush : roving && kinds.includes(roving) ? roving : kinds[0];
  function paletteKey(e: KeyboardEvent) {
    const at = kinds.indexOf((e.target as HTMLElement).dataset.kind ?? '');
    if (at < 0) return;
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? Math.min(at + 1, kinds.length - 1)
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? Math.max(at - 1, 0)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? kinds.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    const kind = kinds[to] as string;
    setRoving(kind);
    (e.currentTarget as HTMLElement).querySelector<HTMLElement>(`[data-kind="${kind}"]`)?.focus();
  }

  function down(e: PointerEvent, kind: string) {
    if (e.button !== 0) return;
    drag.current = { kind, x0: e.clientX, y0: e.clientY, moved: false };
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  }
  function move(e: PointerEvent) {
    const d = drag.current;
    if (!d) return;
    if (!d.moved && Math.hypot(e.clientX - d.x0, e.clientY - d.y0) > 4) d.moved = true;
    if (d.moved) props.onDragOver(squareUnder(e.clientX, e.clientY));
  }
  function up(e: PointerEvent) {
    const d = drag.current;
    drag.current = null;
    props.onDragOver(null);
    if (!d?.moved) return;
    suppress.current = true;
    window.setTimeout(() => (suppress.current = false), 0);
    const sq = squareUnder(e.clientX, e.clientY);
    if (sq) props.onDrop(d.kind, sq);
  }

  return (
    <div class="cc-lab__edit" data-testid="edit-panel">
      <div class="cc-lab__row">
        <label>
          Pieces{' '}
          <select
            value={group}
            onChange={(e) => props.onGroup((e.target as HTMLSelectElement).value as PaletteGroup)}
            data-testid="palette-group"
          >
            {Object.entries(PALETTE_GROUPS).map(([k, g]) => (
              <option key={k} value={k}>
                {g.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          New pieces belong to{' '}
          <select
            value={owner}
            onChange={(e) => props.onOwner(Number((e.target as HTMLSelectElement).value))}
            data-testid="brush-owner"
          >
            {OWNERS.map((o) => (
              <option key={o} value={o}>
                wizard {o + 1}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div
        class="cc-lab__palette"
        role="group"
        aria-label={`${PALETTE_GROUPS[group].label}: choose one (arrow keys move between them), then pick an empty square or drag it onto the board`}
        data-testid="palette"
        onKeyDown={paletteKey}
      >
        {kinds.map((kind) => (
          <button
            type="button"
            key={kind}
            tabIndex={kind === stop ? 0 : -1}
            onFocus={() => setRoving(kind)}
            class="cc-lab__swatch"
            aria-pressed={brush === kind}
            aria-label={kind}
            title={kind}
            data-kind={kind}
            onPointerDown={(e) => down(e, kind)}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={() => {
              drag.current = null;
              props.onDragOver(null);
            }}
            onClick={() => {
              if (suppress.current) return;
              const next = brush === kind ? null : kind;
              props.onBrush(next);
              props.onStatus(
                next
                  ? `Placing ${kind}: pick an empty square on the board (or drag the piece there).`
                  : 'No piece chosen.',
              );
            }}
          >
            <Sprite
              kind={kind}
              color={isCorpseKind(kind) ? CORPSE_COLOUR : (OWNER_COLOURS[owner] ?? '#fff')}
            />
          </button>
        ))}
      </div>
      <p class="cc-lab__brush" aria-live="polite">
        {brush ? (
          <>
            Chosen: <strong data-testid="brush">{brush}</strong>
          </>
        ) : (
          'No piece chosen: pick one above to place it.'
        )}
      </p>
      {current && p && (
        <fieldset class="cc-lab__piece" data-testid="piece-panel">
          <legend>
            {describePiece(p)} at ({current.x},{current.y})
          </legend>
          {spriteFrameCount(p.kind) > 1 && (
            <div class="cc-lab__frames" role="radiogroup" aria-label="Animation frame shown">
              <span class="cc-lab__frames-label" aria-hidden="true">
                Frame
              </span>
              {Array.from({ length: spriteFrameCount(p.kind) }, (_, f) => (
                <label key={f} class="cc-lab__frame">
                  <input
                    type="radio"
                    name={`${id}-frame`}
                    checked={p.frame === f}
                    onChange={() => setPieceFrame(current, f)}
                    data-testid={`frame-${f}`}
                  />
                  <Sprite kind={p.kind} frame={f} />
                  <span>
                    {f}
                    {sameAs(p.kind, f) < f && (
                      <span class="cc-lab__same"> (as {sameAs(p.kind, f)})</span>
                    )}
                  </span>
                </label>
              ))}
            </div>
          )}
          {!isCorpseKind(p.kind) && (
            <label>
              Belongs to{' '}
              <select
                value={p.owner}
                onChange={(e) =>
                  setPieceOwner(current, Number((e.target as HTMLSelectElement).value))
                }
                data-testid="piece-owner"
              >
                {OWNERS.map((o) => (
                  <option key={o} value={o}>
                    wizard {o + 1}
                  </option>
                ))}
              </select>
            </label>
          )}
          {canHoldWizard(p.kind) && (
            <label>
              Wizard inside{' '}
              <select
                value={p.rider === undefined ? '' : String(p.rider)}
                onChange={(e) => {
                  const v = (e.target as HTMLSelectElement).value;
                  const r = setRider(current, v === '' ? undefined : Number(v));
                  props.onStatus(r.ok ? '' : `Not allowed: ${r.message}.`);
                }}
                data-testid="piece-rider"
              >
                <option value="">nobody</option>
                {OWNERS.map((o) => (
                  <option key={o} value={o}>
                    wizard {o + 1}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button type="button" onClick={() => removePiece(current)} data-testid="remove-piece">
            Remove
          </button>
        </fieldset>
      )}
    </div>
  );
}
