/**
 * The board lab of the Movement page: where a piece can go, and editing.
 * Only these modes' code loads with it (see LabShell.tsx, labModes.ts).
 */
import LabShell, { type BoardLabProps } from './LabShell';
import MoveMode from './MoveMode';

const PANELS = { move: MoveMode };

export default function MovementLab(props: BoardLabProps) {
  return <LabShell {...props} panels={PANELS} />;
}
