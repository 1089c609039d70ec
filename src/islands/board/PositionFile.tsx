/**
 * Save the whole position (board, wizards, turn, balance) as a small JSON file, or open one
 * (src/stores/position-file.ts, the engine's positionFile.ts). Shown in the editor; the file
 * code itself is loaded with `import()` only when a control is used, so the board pages' first
 * load does not grow. A file that cannot be used changes nothing and says why; a good one is one
 * undo step.
 */
import { useRef, useState } from 'preact/hooks';
import Notes from '../../ui/Notes';

const load = () => import('../../stores/position-file');

export default function PositionFile({ id }: { id: string }) {
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const input = useRef<HTMLInputElement>(null);

  async function save() {
    const m = await load();
    const r = m.positionFileNow();
    if (!r.ok) {
      setDone('');
      setProblem(`The position could not be saved as a file: ${r.message}.`);
      return;
    }
    const url = URL.createObjectURL(new Blob([r.value], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = m.POSITION_FILE_NAME;
    a.hidden = true;
    document.body.append(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setProblem('');
    setDone(`Saved the position as ${m.POSITION_FILE_NAME}.`);
  }

  async function open() {
    const el = input.current;
    const file = el?.files?.[0];
    if (!el || !file) return;
    const name = file.name.slice(0, 80);
    const m = await load();
    let message = '';
    if (file.size > m.MAX_POSITION_FILE_CHARS) {
      message = `the file is larger than ${m.MAX_POSITION_FILE_CHARS / 1024} KB, too large to be a position`;
    } else {
      let text: string | null = null;
      try {
        text = await file.text();
      } catch {
        message = 'the file could not be read';
      }
      if (text !== null) {
        const r = m.openPositionFile(text);
        if (!r.ok) message = r.message;
      }
    }
    // Clear the choice, so the same file can be chosen again after a fix.
    el.value = '';
    if (message) {
      setDone('');
      setProblem(`“${name}” was not opened: ${message}. Nothing was changed.`);
    } else {
      setProblem('');
      setDone(`Opened the position in “${name}”. Undo brings back the one before.`);
    }
  }

  return (
    <fieldset class="cc-lab__piece cc-lab__file" data-testid="position-file">
      <legend>The position as a file</legend>
      <div class="cc-lab__row">
        <button
          type="button"
          class="cc-button"
          onClick={() => void save()}
          data-testid="position-save"
        >
          Save as a file
        </button>
        <label for={`${id}-open-file`}>Open a position file</label>
        <input
          ref={input}
          id={`${id}-open-file`}
          type="file"
          accept=".json,application/json"
          onChange={() => void open()}
          data-testid="position-open"
        />
      </div>
      <Notes
        role="alert"
        testId="position-file-problem"
        notes={problem ? [problem] : []}
        onDismiss={() => setProblem('')}
      />
      <p class="cc-lab__detail" aria-live="polite" data-testid="position-file-done">
        {done}
      </p>
    </fieldset>
  );
}
