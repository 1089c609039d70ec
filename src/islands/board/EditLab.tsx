/**
 * The board editor alone: the shared board and the wizards' records, with samples, undo, Copy
 * link and the position file (LabShell.tsx in its edit mode). For pages whose own island reads
 * the shared position, such as the danger map, so the reader sets it up where the answer is.
 * Pieces can be moved and removed at once; the palette and the wizards' records load when the
 * reader asks for them (`editOnDemand`), which keeps the page within its script budget.
 */
import LabShell, { type BoardLabProps } from './LabShell';

const NO_PANELS = {};

export default function EditLab(props: Omit<BoardLabProps, 'modes' | 'mode'>) {
  return <LabShell editOnDemand {...props} panels={NO_PANELS} modes={['edit']} />;
}
