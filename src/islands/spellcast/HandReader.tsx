import { useStore } from '@nanostores/preact';
import { useEffect, useMemo } from 'preact/hooks';
import {
  completionConflicts,
  landings,
  nextGestures,
  spellProgressDetail,
  surrenders,
  SPELLCAST_SPELLS,
  type Hand,
} from '../../engine/spellcast';
import { spellAnchor } from '../../lib/spellcast-glyphs';
import { $hands, $handsNotes, syncHands, type TwoHands } from '../../stores/spellcast';
import LinkBar from '../../ui/LinkBar';
import { Glyph, Sequence } from './Glyph';
import { HandsEditor } from './HandsEditor';
import './spellcast.css';
import { useWaitMark } from '../../ui/useHydrated';

export interface HandReaderProps {
  /** Where the spell list lives, for links to each spell ("/spellcast/spells/"). */
  spellListPath: string;
}

/**
 * Spells made with both hands at every step (Magic Mirror): the engine follows them in each
 * hand's list, where they always stand the same, so the page shows each once, "both hands".
 */
const BOTH_HANDS: ReadonlySet<string> = new Set(
  SPELLCAST_SPELLS.filter((s) => s.gestures.every((g) => g === g.toLowerCase())).map((s) => s.name),
);
const handName = (h: Hand, spell?: string) =>
  spell !== undefined && BOTH_HANDS.has(spell) ? 'both' : h === 'left' ? 'left' : 'right';
/** The rows without the second hand's copy of a both-hands spell. */
function once<T extends { readonly spell: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    if (!BOTH_HANDS.has(r.spell)) return true;
    if (seen.has(r.spell)) return false;
    seen.add(r.spell);
    return true;
  });
}

function SpellLink({ name, base }: { name: string; base: string }) {
  return <a href={`${base}#${spellAnchor(name)}`}>{name}</a>;
}

/** What completes this turn, with the choice the caster must make if gestures are shared. */
function NowPanel({ hands, base, id }: { hands: TwoHands; base: string; id: string }) {
  const report = completionConflicts(hands.left, hands.right);
  const surrender = surrenders(hands.left, hands.right);
  return (
    <div data-testid={`${id}-now`}>
      {surrender && (
        <p class="sc-warn" role="status" data-testid={`${id}-surrender`}>
          Both hands made P this turn: that is a surrender.
        </p>
      )}
      {report.completions.length === 0 ? (
        <p class="sc-muted">Nothing completes this turn.</p>
      ) : (
        <ul class="sc-list">
          {once(report.completions).map((c, i) => (
            <li key={i} data-testid={`${id}-completed`}>
              <SpellLink name={c.spell} base={base} /> with{' '}
              {BOTH_HANDS.has(c.spell) ? 'both hands' : `the ${handName(c.hand)} hand`}{' '}
              <Sequence seq={c.sequence} />
            </li>
          ))}
        </ul>
      )}
      {report.choices.length > 1 && (
        <p class="sc-note" data-testid={`${id}-choice`}>
          One gesture makes one spell, so only one of these can be cast:{' '}
          {report.choices
            .map((set) =>
              set
                .map((i) => {
                  const c = report.completions[i];
                  return c ? `${c.spell} (${handName(c.hand, c.spell)})` : '';
                })
                .join(' + '),
            )
            .join(' or ')}
          .
        </p>
      )}
    </div>
  );
}

function ProgressTable({ hands, base, id }: { hands: TwoHands; base: string; id: string }) {
  const rows = once(spellProgressDetail(hands.left, hands.right))
    .filter((p) => p.toGo > 0)
    .sort((a, b) => a.toGo - b.toGo || b.made - a.made);
  if (rows.length === 0) return <p class="sc-muted">No spell is under way.</p>;
  return (
    <div class="cc-table-scroll" tabIndex={0} role="region" aria-label="Spells under way">
      <table class="sc-table" data-testid={`${id}-progress`}>
        <thead>
          <tr>
            <th scope="col">Turns away</th>
            <th scope="col">Spell</th>
            <th scope="col">Hand</th>
            <th scope="col">Made</th>
            <th scope="col">Next</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={`${p.spell}-${p.hand}`} data-spell={p.spell} data-hand={p.hand}>
              <td data-testid="togo">{p.toGo}</td>
              <td>
                <SpellLink name={p.spell} base={base} />
              </td>
              <td>{handName(p.hand, p.spell)}</td>
              <td>
                {p.made} of {p.sequence.length}
              </td>
              <td>
                <Glyph step={p.next} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function NextTable({ hands, id }: { hands: TwoHands; id: string }) {
  const rows = nextGestures(hands.left, hands.right);
  return (
    <div class="cc-table-scroll" tabIndex={0} role="region" aria-label="What the next gesture does">
      <table class="sc-table" data-testid={`${id}-next`}>
        <thead>
          <tr>
            <th scope="col">Left</th>
            <th scope="col">Right</th>
            <th scope="col">Completes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.left}${r.right}`} data-pair={`${r.left}${r.right}`}>
              <td>
                <Glyph step={r.left} />
              </td>
              <td>
                <Glyph step={r.right} />
              </td>
              <td>
                {once(r.completions)
                  .map((c) => `${c.spell} (${handName(c.hand, c.spell)})`)
                  .join(', ') || '—'}
                {r.conflict && <strong class="sc-flag"> choose one</strong>}
                {r.surrender && <strong class="sc-flag sc-flag--bad"> surrender!</strong>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Threats({ hands, base, id }: { hands: TwoHands; base: string; id: string }) {
  // The look-ahead tries every pair of gestures for two turns: work it out once per position.
  const all = useMemo(() => landings(hands.left, hands.right, 2), [hands.left, hands.right]);
  return (
    <div class="sc-threats" data-testid={`${id}-threats`}>
      {[1, 2].map((t) => {
        const list = once(all.filter((l) => l.turns === t));
        return (
          <div key={t}>
            <h4>{t === 1 ? 'Next turn' : 'The turn after'}</h4>
            {list.length === 0 ? (
              <p class="sc-muted">Nothing new.</p>
            ) : (
              <ul class="sc-list" data-testid={`${id}-threats-${t}`}>
                {list.map((l) => (
                  <li key={`${l.spell}-${l.hand}`}>
                    <SpellLink name={l.spell} base={base} /> ({handName(l.hand, l.spell)})
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The hand reader: both wizards' hands in, everything that follows from them out. */
export default function HandReader({ spellListPath }: HandReaderProps) {
  const wait = useWaitMark();
  const state = useStore($hands);
  const notes = useStore($handsNotes);
  useEffect(syncHands, []);
  const set = (who: 'you' | 'them', hands: TwoHands) => $hands.set({ ...state, [who]: hands });

  return (
    <div {...wait} class="not-content sc-island" data-testid="hand-reader">
      {notes.length > 0 && (
        <div class="sc-error" role="alert" data-testid="hand-reader-notes">
          {notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      <div class="sc-two">
        <section aria-labelledby="sc-you-h">
          <h3 id="sc-you-h">You</h3>
          <HandsEditor
            title="Your hands"
            id="you"
            hands={state.you}
            onChange={(h) => set('you', h)}
          />
          <h4>Completes now</h4>
          <NowPanel hands={state.you} base={spellListPath} id="you" />
          <h4>Under way</h4>
          <ProgressTable hands={state.you} base={spellListPath} id="you" />
          <h4>Your next gesture would complete</h4>
          <NextTable hands={state.you} id="you" />
        </section>
        <section aria-labelledby="sc-them-h">
          <h3 id="sc-them-h">Opponent</h3>
          <HandsEditor
            title="Opponent's hands"
            id="them"
            hands={state.them}
            onChange={(h) => set('them', h)}
          />
          <h4>Completes now</h4>
          <NowPanel hands={state.them} base={spellListPath} id="them" />
          <h4>Can land</h4>
          <Threats hands={state.them} base={spellListPath} id="them" />
          <h4>Under way</h4>
          <ProgressTable hands={state.them} base={spellListPath} id="them" />
        </section>
      </div>
      <LinkBar links={[]} what="these hands" testid="hand-reader-link" />
    </div>
  );
}
