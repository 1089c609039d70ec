/**
 * The move routine's rules (#ACED–#B0A5), written once over the board layers (types.ts
 * `BoardLayers`): who may be selected, what a square means for the mover (move_into.tsv), his
 * movement points and flight, the engagement roll's condition, what stops a step, and who may hit
 * undead. Three movers ask these and nothing else:
 * - the computer's (ai.ts `movePiece`), key by key as ai.md §4 reads them;
 * - the human's (human.ts `legalActions` / `applyAction`), one action at a time;
 * - the calculators' reach (movement.ts `movementReach`), every sequence of steps at once over a
 *   board of pieces converted to layers once (layers.ts `layersFromBoard`).
 *
 * Units: squares are bytes 16 × y + x; points and flight in half-units (2 a straight step, 3 a
 * diagonal one).
 */
import { WIZARD_BONUSES, WIZARD_FLAG_BITS } from '../data/wizards';
import type { BoardLayers } from './types';
import {
  BLOB,
  CASTLE,
  CITADEL,
  FIRE,
  MAGIC_WOOD,
  MOVED,
  OWNER,
  RAISED,
  WALL,
  WIZARD_ID,
  creatureOf,
  isCreatureId,
  isFlyerId,
  isMountId,
  isUndeadId,
  isWizardId,
  neighbour,
  objectOf,
} from './layers';

/**
 * Is the top piece on s something the move routine offers seat p (#ACED's early returns)? A
 * piece of his not yet moved, or his wizard inside a wood or castle ('wizard-out'); never a body,
 * a Gooey Blob, Magic Fire, an empty wood or castle, or a wall.
 */
export function movable(b: BoardLayers, p: number, s: number): 'piece' | 'wizard-out' | null {
  const id = b.id[s] ?? 0;
  if (id === 0 || b.corpse[s]) return null;
  if ((b.props[s] ?? 0) & MOVED) return null;
  if (b.occ[s] === WIZARD_ID + p && (id === MAGIC_WOOD || id === CASTLE || id === CITADEL))
    return 'wizard-out';
  if (((b.props[s] ?? 0) & OWNER) !== p) return null;
  if (
    id === BLOB ||
    id === FIRE ||
    id === MAGIC_WOOD ||
    id === CASTLE ||
    id === CITADEL ||
    id === WALL
  )
    return null;
  return 'piece';
}

export interface Mover {
  sq: number;
  /** The moving piece is the wizard himself (on foot, winged, or stepping out). */
  wizard: boolean;
  /** The wizard is inside the mount, wood or castle on sq (+#281): stepping out, or striking as it. */
  inside: boolean;
}

export type IntoKind = 'step' | 'attack' | 'mount' | 'enter' | 'blocked';

/**
 * What square t means for seat p's mover (move_into.tsv, #AE9D–#AF4D). A wizard inside a wood,
 * castle or mount is read as a wizard on foot (#AC0D holds him): he may attack, as the piece he is
 * in (sim.ts `attack`, #B183). The one difference: an enemy wizard is compared with the owner
 * bits of the mover's square when its top piece is not a wizard (#AF33–#AF4D), so the owner of
 * the wood he sits in is not attacked. The undead rule is `mayHitUndead`, asked at the blow.
 */
export function intoKind(b: BoardLayers, p: number, mv: Mover, t: number): IntoKind {
  const id = b.id[t] ?? 0;
  if (id === 0 || b.corpse[t]) return 'step';
  const own = ((b.props[t] ?? 0) & OWNER) === p;
  if (id === MAGIC_WOOD) {
    if (!mv.wizard) return 'attack';
    return b.occ[t] ? 'attack' : 'enter';
  }
  if (id === CASTLE || id === CITADEL) return mv.wizard && own && !b.occ[t] ? 'enter' : 'blocked';
  if (id === FIRE || id === WALL) return 'blocked';
  if (own) return mv.wizard && isMountId(id) && !b.occ[t] ? 'mount' : 'blocked';
  if (mv.inside && isWizardId(id) && id - WIZARD_ID === ((b.props[mv.sq] ?? 0) & OWNER))
    return 'blocked';
  return 'attack';
}

/**
 * The mover's points and flight in half-units (#AD09–#AD47), read from the record of the top
 * piece on its square; a wizard's from his flag byte `flags`, never his picture:
 * - a wizard inside a wood or castle gets its record's movement 0 and no flight: one step out;
 * - a wizard on foot walks 2 × 1; Shadow Form makes it 2 × 3 (#AD42) unless Magic Wings give a
 *   flight of 2 × 6 + 1 (#AD37), which leaves the points at 2;
 * - a creature or Shadow Wood: 2 × its movement, and a flyer (ids 19–29) 2 × movement + 1 of flight.
 */
export function moveAllowance(
  b: BoardLayers,
  mv: Mover,
  flags: number,
): { points: number; fly: number } {
  if (mv.wizard) {
    if (mv.inside) return { points: 0, fly: 0 };
    const wings = (flags & WIZARD_FLAG_BITS.wings) !== 0;
    const shadow = (flags & WIZARD_FLAG_BITS.shadowForm) !== 0;
    return {
      points: shadow && !wings ? 2 * WIZARD_BONUSES.shadowFormMovement : 2,
      fly: wings ? 2 * WIZARD_BONUSES.wingsMovement + 1 : 0,
    };
  }
  const id = b.id[mv.sq] ?? 0;
  const rec = isCreatureId(id) ? creatureOf(id) : objectOf(id);
  const mov = rec?.movement ?? 0;
  return { points: 2 * mov, fly: isFlyerId(id) ? 2 * mov + 1 : 0 };
}

/** A living enemy creature or wizard of seat p next to s (#BE21): what engages a mover. */
export function enemyNext(b: BoardLayers, s: number, p: number): boolean {
  for (let k = 0; k < 8; k++) {
    const n = neighbour(s, k);
    if (n < 0) continue;
    const id = b.id[n] ?? 0;
    if ((isCreatureId(id) || isWizardId(id)) && !b.corpse[n] && ((b.props[n] ?? 0) & OWNER) !== p)
      return true;
  }
  return false;
}

/**
 * Does selecting the piece on s roll to break free (#ADD2)? Only next to an enemy, and never for
 * a square with a wizard inside it (a ridden mount, a wood or castle he shelters in).
 */
export function rollsToBreakFree(b: BoardLayers, s: number, p: number): boolean {
  return !b.occ[s] && enemyNext(b, s, p);
}

/**
 * The checks after a step, a flight, or going into a mount, wood or castle (#B007–#B06C): engaged
 * (`engagedAfterStep`), else on (`walksOn`) or the end of the move.
 */
export function afterStepCheck(
  b: BoardLayers,
  p: number,
  t: number,
  fly: boolean,
  left: number,
): 'engaged' | 'walk' | 'end' {
  if (engagedAfterStep(b, p, t)) return 'engaged';
  return walksOn(fly, left) ? 'walk' : 'end';
}

/**
 * Next to an enemy, unless t holds a Magic Wood, a mover that has just stepped, landed or gone
 * into a piece on t is engaged with no roll and may only attack (#B01A–#B030).
 */
export function engagedAfterStep(b: BoardLayers, p: number, t: number): boolean {
  return (b.id[t] ?? 0) !== MAGIC_WOOD && enemyNext(b, t, p);
}

/**
 * Not engaged: a flyer's move ends (#B033); a walker goes on while points are left (#B039–#B06C).
 * `left`: the points after this step. Into a Magic Wood #B01A goes straight to #B039, for a flyer
 * too, which takes the stale step cost #AC02 (2 or 3: the last key read, 2 in the tape image)
 * from its points: a flyer into a wood is a winged wizard, with 2 points, so his move ends there
 * as well.
 */
export function walksOn(fly: boolean, left: number): boolean {
  return !fly && left > 0;
}

/** An undead creature on s: Vampire … Zombie, or raised by Raise Dead (bit 6). */
export function isUndeadAt(b: BoardLayers, s: number): boolean {
  const id = b.id[s] ?? 0;
  return isCreatureId(id) && (isUndeadId(id) || ((b.props[s] ?? 0) & RAISED) !== 0);
}
