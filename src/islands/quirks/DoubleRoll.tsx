/**
 * The human double roll and the one-byte balance: for the chosen spell and the shared balance and
 * ability, the engine's castOutcome for a human and for a computer caster — how likely the spell
 * is to work, and where the balance can end up (wrapped as a signed byte).
 */
import { useState } from 'preact/hooks';
import { balanceAfter } from '../../engine/balance';
import { castOutcome, type CastOutcome } from '../../engine/casting';
import { useSettings } from '../../ui/useSettings';
import { pctFrac } from '../../lib/format';
import './quirks.css';
import { useWaitMark } from '../../ui/useHydrated';

const SPELLS = [
  'Law-2',
  'Law-1',
  'Chaos-2',
  'Chaos-1',
  'Magic Armour',
  'Magic Wood',
  'Justice',
  'Raise Dead',
  'Golden Dragon',
];

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function Column({ who, o, balance }: { who: string; o: CastOutcome; balance: number }) {
  const testId = who === 'Human' ? 'dr-human' : 'dr-computer';
  return (
    <section class="cc-dr__col" aria-label={`${who} caster`} data-testid={testId}>
      <h3 class="cc-dr__h">{who}</h3>
      <p>
        Casting rolls: <strong data-testid={`${testId}-rolls`}>{o.rolls}</strong>
        <br />
        Works: <strong data-testid={`${testId}-works`}>{pctFrac(o.works)}</strong>
      </p>
      <table>
        <caption>Balance afterwards</caption>
        <thead>
          <tr>
            <th scope="col">Moved by</th>
            <th scope="col">Balance</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody data-testid={`${testId}-after`}>
          {o.balanceChange.map((c) => {
            const after = balanceAfter(balance, c.value);
            const wrapped = after !== balance + c.value;
            return (
              <tr key={c.value}>
                <td>{signed(c.value)}</td>
                <td>
                  {signed(after)}
                  {wrapped ? ' (wrapped round)' : ''}
                </td>
                <td>{pctFrac(c.odds)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export default function DoubleRoll() {
  const wait = useWaitMark();
  const s = useSettings();
  const [spell, setSpell] = useState('Law-2');
  const human = castOutcome(spell, { balance: s.balance, ability: s.ability, caster: 'human' });
  const computer = castOutcome(spell, {
    balance: s.balance,
    ability: s.ability,
    caster: 'computer',
  });

  return (
    <div {...wait} class="cc-dr not-content" data-uses-settings>
      <label class="cc-dr__field">
        <span>Spell</span>
        <select
          value={spell}
          data-testid="dr-spell"
          onChange={(e) => setSpell((e.target as HTMLSelectElement).value)}
        >
          {SPELLS.map((n) => (
            <option key={n} value={n} selected={n === spell}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <p class="cc-dr__from">
        Starting from a balance of <strong data-testid="dr-balance">{signed(s.balance)}</strong> and
        ability {s.ability} (change them in the settings above).
      </p>
      {human.ok && computer.ok ? (
        <div class="cc-dr__cols">
          <Column who="Human" o={human.value} balance={s.balance} />
          <Column who="Computer" o={computer.value} balance={s.balance} />
        </div>
      ) : (
        <p role="alert">{!human.ok ? human.message : !computer.ok ? computer.message : ''}</p>
      )}
    </div>
  );
}
