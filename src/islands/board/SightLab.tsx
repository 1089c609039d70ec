/**
 * The board lab of the Line of sight page: tracing a line, spell and attack ranges, editing.
 * Only these modes' code loads with it (see LabShell.tsx, labModes.ts).
 */
import LabShell, { type BoardLabProps } from './LabShell';
import RangeMode from './RangeMode';
import TraceMode from './TraceMode';

const PANELS = { trace: TraceMode, range: RangeMode };

export default function SightLab(props: BoardLabProps) {
  return <LabShell {...props} panels={PANELS} />;
}
