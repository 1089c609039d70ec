import { test } from 'vitest';
import { playGame } from './game';
test('smoke', () => {
  const t0 = performance.now();
  const r = playGame({ players: 8, level: 4, seed: 1 });
  if (!r.ok) throw new Error(r.message);
  console.log(r.value.winner, r.value.turns, r.value.events.length, performance.now() - t0);
  console.log(
    r.value.events
      .slice(0, 80)
      .map((e) => `${e.turn} ${e.seat} ${e.text}`)
      .join('\n'),
  );
  const wins: Record<string, number> = {};
  const t1 = performance.now();
  for (let s = 0; s < 50; s++) {
    const g = playGame({ players: 8, level: 4, seed: s, events: false });
    if (!g.ok) throw new Error(g.message);
    const k = String(g.value.winner);
    wins[k] = (wins[k] ?? 0) + 1;
  }
  console.log(wins, (performance.now() - t1) / 50, 'ms/game');
});
