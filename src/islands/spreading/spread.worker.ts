/**
 * The spreading simulation, off the main thread. It runs the engine's seeded simulation in
 * chunks of runs, threading the generator state from one chunk to the next (so the result
 * depends only on the seed, not on the chunk size), merges them, and reports progress after
 * each chunk (at most every PROGRESS_MS, to keep the page's own work small). Between chunks it
 * yields, so a newer request can take over.
 * The messages in and out are in spreadProtocol.ts.
 */
import { mergeSpreadResults, simulateSpreading } from '../../engine/spreadSimulation';
import type { SpreadSimResult } from '../../engine/spreadSimulation';
import { seedRng } from '../../engine/rng';
import type { SimReply, SimRequest } from './spreadProtocol';

const ctx = self as unknown as {
  onmessage: ((e: MessageEvent<SimRequest>) => void) | null;
  postMessage(m: SimReply): void;
};

let latest = 0;
const PROGRESS_MS = 150;

async function run(req: SimRequest): Promise<void> {
  latest = req.id;
  let rng = seedRng(req.seed);
  let acc: SpreadSimResult | null = null;
  let done = 0;
  let lastPost = 0;
  while (done < req.runs) {
    if (req.id !== latest) return;
    const n = Math.min(req.chunk, req.runs - done);
    const r = simulateSpreading({ board: req.board, turns: req.turns, runs: n }, rng);
    if (!r.ok) {
      ctx.postMessage({ id: req.id, type: 'error', message: r.message });
      return;
    }
    rng = r.value.rng;
    if (acc) {
      const m = mergeSpreadResults(acc, r.value.result);
      if (!m.ok) {
        ctx.postMessage({ id: req.id, type: 'error', message: m.message });
        return;
      }
      acc = m.value;
    } else acc = r.value.result;
    done += n;
    const now = Date.now();
    if (now - lastPost >= PROGRESS_MS && done < req.runs) {
      lastPost = now;
      ctx.postMessage({ id: req.id, type: 'progress', done, total: req.runs });
    }
    // Let a newer request in.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (acc && req.id === latest) ctx.postMessage({ id: req.id, type: 'done', result: acc });
}

ctx.onmessage = (e) => {
  void run(e.data);
};
