/**
 * Spellcast's gestures drawn as small hand pictures: SVG path data on a 24 × 24 grid, stroked
 * with currentColor. Shared by the build-time spell list and the Spellcast islands so a gesture
 * looks the same everywhere. The letter is always shown or spoken beside the picture.
 */

export type GlyphChar = 'P' | 'D' | 'F' | 'W' | 'S' | 'C' | '>' | '-';

/** Stroked paths per gesture (fill none, round caps and joins). */
export const GLYPH_PATHS: Record<GlyphChar, readonly string[]> = {
  // Palm: an open hand facing forward, fingers together.
  P: [
    'M7 21v-9',
    'M17 21v-9',
    'M7 21h10',
    'M7 12V5.5a1.2 1.2 0 0 1 2.4 0V12',
    'M9.4 11V4a1.2 1.2 0 0 1 2.4 0v7',
    'M11.8 11V4.5a1.2 1.2 0 0 1 2.4 0V11',
    'M14.2 11.5V6a1.2 1.2 0 0 1 2.4 0v6',
    'M7 14l-2.5-2.5a1.2 1.2 0 0 0-1.7 1.7L7 17.5',
  ],
  // Digit: a fist with the index finger pointing up.
  D: [
    'M8 21v-7.5a1.5 1.5 0 0 1 3 0',
    'M11 13.5V3.5a1.3 1.3 0 0 1 2.6 0V13',
    'M13.6 13a1.4 1.4 0 0 1 2.8 0v1a1.4 1.4 0 0 1 2.6 .5V18a3 3 0 0 1-3 3H8',
  ],
  // Fingers: all five spread wide.
  F: [
    'M8 21h8l1.5-7',
    'M8 21l-1.5-6L3 10.5',
    'M8.5 13L6.5 4.5',
    'M11.5 12.5V3',
    'M14 12.5L16.5 4',
    'M16.5 14l4-5.5',
  ],
  // Snap: thumb and middle finger together, with a spark.
  S: [
    'M7 21v-6a4 4 0 0 1 4-4h2',
    'M13 11a2 2 0 0 1 0 4h-2',
    'M7 21h8a3 3 0 0 0 3-3v-4',
    'M18 14V9',
    'M17 5l1-2',
    'M20 6l2-1',
    'M20.5 9h1.5',
  ],
  // Wave: a tilted open hand with motion lines.
  W: [
    'M9 21l-2-8 1-8a1.2 1.2 0 0 1 2.4.3L10 11',
    'M10.4 5.3l1.5-1.8a1.2 1.2 0 0 1 2 1.3L12 11',
    'M13.9 4.8l1.8-.7a1.2 1.2 0 0 1 .9 2.2L14 12',
    'M9 21h6l3-6',
    'M3 7c-1 2-1 4 0 6',
    'M20 5c1.5 1 2 2.5 2 4',
  ],
  // Clap: two palms meeting.
  C: [
    'M11 21V8a1.3 1.3 0 0 0-2.6 0v5',
    'M8.4 13V6a1.3 1.3 0 0 0-2.6 0v8l-1.5 2',
    'M13 21V8a1.3 1.3 0 0 1 2.6 0v5',
    'M15.6 13V6a1.3 1.3 0 0 1 2.6 0v8l1.5 2',
    'M12 3v2',
    'M8.5 2.5l1 1.5',
    'M15.5 2.5l-1 1.5',
  ],
  // Knife stab: a dagger pointing forward.
  '>': ['M3 12h3', 'M6 8v8', 'M6 12h12l3 0', 'M8 10h10l3 2-3 2H8z'],
  // Nothing: an empty, dashed circle.
  '-': ['M12 4a8 8 0 1 1 0 16a8 8 0 1 1 0-16'],
};

/** What each hand entry is called, for labels and screen readers. */
export const GLYPH_NAMES: Record<GlyphChar, string> = {
  P: 'palm',
  D: 'digit',
  F: 'fingers',
  W: 'wave',
  S: 'snap',
  C: 'clap',
  '>': 'stab',
  '-': 'nothing',
};

export function isGlyphChar(c: string): c is GlyphChar {
  return Object.hasOwn(GLYPH_PATHS, c);
}

/**
 * A sequence step as a reader sees it: the letter, and whether it is two-handed. Lower-case
 * steps in the spell list are made with both hands at once.
 */
export function readStep(step: string): { char: GlyphChar; bothHands: boolean } {
  const up = step.toUpperCase();
  return { char: isGlyphChar(up) ? up : '-', bothHands: step !== up };
}

/** A whole sequence in words, for screen readers: "clap (both hands), digit, palm, wave". */
export function sequenceInWords(seq: string): string {
  return [...seq]
    .map((c) => {
      const { char, bothHands } = readStep(c);
      return bothHands ? `${GLYPH_NAMES[char]} (both hands)` : GLYPH_NAMES[char];
    })
    .join(', ');
}

/** A sequence as the manual writes it: "(c-D-P-W", with "(" marking a two-handed step. */
export function sequenceText(seq: string): string {
  return [...seq].map((c) => (c === c.toUpperCase() ? c : `(${c}`)).join('-');
}

/** The anchor of a spell on the spell list page: "finger-of-death". */
export function spellAnchor(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
