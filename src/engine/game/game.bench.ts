/**
 * Whole-game benchmark: full games between 8 computer wizards (level 4), played to the end
 * with `playGame`, on one core. Reported as games per second, with and without the event list.
 * Run: npm run bench (or npm exec vitest -- bench --run src/engine/game/game.bench.ts).
 */
import { expect, test } from 'vitest';
import { playGame } from './game';

function rate(label: string, games: number, events: boolean): number {
  playGame({ players: 8, level: 4, seed: 0, events }); // warm up
  const t0 = performance.now();
  let turns = 0;
  for (let seed = 1; seed <= games; seed++) {
    const g = playGame({ players: 8, level: 4, seed, events });
    if (!g.ok) throw new Error(g.message);
    turns += g.value.turns;
  }
  const ms = performance.now() - t0;
  const perSecond = (1000 * games) / ms;
  console.log(
    `${label}: ${games} games in ${ms.toFixed(0)} ms = ${perSecond.toFixed(1)} games/s (${(turns / games).toFixed(1)} turns a game)`,
  );
  return perSecond;
}

test('full 8-computer games per second', async ({ bench }) => {
  expect(rate('playGame, no event list', 40, false)).toBeGreaterThan(0);
  expect(rate('playGame, with events', 20, true)).toBeGreaterThan(0);
  await bench('one 8-computer game', () => {
    playGame({ players: 8, level: 4, seed: 3, events: false });
  }).run();
});
