import { GLYPH_NAMES, GLYPH_PATHS, readStep, sequenceInWords } from '../../lib/spellcast-glyphs';

/** One gesture as a small hand picture with its letter; two-handed steps are marked. */
export function Glyph({ step, label = true }: { step: string; label?: boolean }) {
  const { char, bothHands } = readStep(step);
  return (
    <span class={`sc-glyph${bothHands ? ' sc-glyph--both' : ''}`} data-gesture={char}>
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        stroke-width="1.6"
        stroke-linecap="round"
        stroke-linejoin="round"
        stroke-dasharray={char === '-' ? '2 3' : undefined}
      >
        {GLYPH_PATHS[char].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      {label && (
        <span class="sc-glyph__letter" aria-hidden="true">
          {bothHands ? step : char}
        </span>
      )}
      <span class="cc-sr-only">
        {GLYPH_NAMES[char]}
        {bothHands ? ' (both hands)' : ''}
      </span>
    </span>
  );
}

/** A whole sequence, oldest step first. */
export function Sequence({ seq }: { seq: string }) {
  return (
    <span class="sc-seq" title={sequenceInWords(seq)}>
      {[...seq].map((c, i) => (
        <Glyph key={i} step={c} />
      ))}
    </span>
  );
}
