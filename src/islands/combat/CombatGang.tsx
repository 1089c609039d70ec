import { useState } from 'preact/hooks';
import { anyKills, attackOdds, killWithinTurns, type Odds } from '../../engine';
import {
  GANG_MAX,
  TURNS_MAX,
  addGangAttack,
  removeGangAttack,
  setGangAttack,
  setGangTarget,
  setGangTurns,
  type AttackMode,
} from '../../stores/combat';
import { frac, pct, type OddsLike } from '../../lib/format';
import { WIZARD, toFighter } from '../../engine/fighterChoice';
import { CREATURE_KINDS, OBJECT_KINDS } from '../../engine/types';
import { REFUSAL_WORDS, choiceName } from '../../lib/fighter-words';
import NumberField from '../../ui/NumberField';
import PiecePicker from '../../ui/PiecePicker';
import { gangLink } from '../../stores/combat';
import LinkBar from '../../ui/LinkBar';
import { useLinked } from '../../ui/useLinked';
import '../../ui/result.css';
import './combat.css';
import { useWaitMark } from '../../ui/useHydrated';

const ATTACKER_KINDS = [WIZARD, ...CREATURE_KINDS, 'Shadow Wood'];
const TARGET_KINDS = [WIZARD, ...CREATURE_KINDS, ...OBJECT_KINDS];

function Exact({ o, testid }: { o: OddsLike; testid: string }) {
  const f = frac(o);
  return (
    <>
      <strong data-testid={testid}>{pct(o.p)}</strong>
      {f !== null && f !== '0' && f !== '1' && (
        <span class="cc-result__frac" data-testid={`${testid}-fraction`}>
          {' '}
          (exactly {f})
        </span>
      )}
      {f === null && <span class="cc-result__frac"> (its exact fraction is too long to show)</span>}
    </>
  );
}

/** Several pieces attack one target: P(at least one kills) this turn, and within k turns. */
export default function CombatGang() {
  const wait = useWaitMark();
  const s = useLinked(gangLink);
  const [turnsDraft, setTurnsDraft] = useState<string | null>(null);
  const target = toFighter(s.target);
  const results = s.attackers.map((a) => attackOdds(toFighter(a.piece), target, a.mode));
  const allowed: Odds[] = results.flatMap((r) => (r.ok ? [r.value.odds] : []));
  const thisTurn = anyKills(allowed);
  const within = killWithinTurns(allowed, s.turns);
  const turnsText = turnsDraft ?? String(s.turns);
  const turnsBad = turnsDraft !== null && String(s.turns) !== turnsDraft.trim();

  return (
    <div {...wait} class="cc-gang not-content" data-testid="gang">
      <PiecePicker
        id="gang-target"
        legend="Target"
        value={s.target}
        onChange={setGangTarget}
        kinds={TARGET_KINDS}
        showRaised
        wizardFields={['defence', 'armour', 'shadowForm']}
        testid="gang-target"
      />
      <ol class="cc-gang__list">
        {s.attackers.map((a, i) => {
          const r = results[i];
          return (
            <li key={i} class="cc-gang__item" data-testid={`gang-row-${i}`}>
              <PiecePicker
                id={`gang-${i}`}
                legend={`Attacker ${i + 1}`}
                value={a.piece}
                onChange={(piece) => setGangAttack(i, { ...a, piece })}
                kinds={ATTACKER_KINDS}
                showRaised
                wizardFields={['combat', 'weapon', 'bow']}
                compact
              />
              <div class="cc-gang__side">
                <label>
                  <span class="cc-sr-only">Attacker {i + 1} attacks by</span>
                  <select
                    value={a.mode}
                    data-testid={`gang-${i}-mode`}
                    onChange={(e) =>
                      setGangAttack(i, {
                        ...a,
                        mode: (e.target as HTMLSelectElement).value as AttackMode,
                      })
                    }
                  >
                    <option value="melee">close combat</option>
                    <option value="ranged">ranged attack</option>
                  </select>
                </label>
                <span class="cc-gang__odds" data-testid={`gang-${i}-odds`}>
                  {r?.ok ? (
                    <>kills {pct(r.value.odds.p)}</>
                  ) : (
                    <>not counted: {r ? REFUSAL_WORDS[r.error] : ''}</>
                  )}
                </span>
                <button
                  type="button"
                  class="cc-button"
                  onClick={() => removeGangAttack(i)}
                  aria-label={`Remove attacker ${i + 1} (${choiceName(a.piece)})`}
                  data-testid={`gang-${i}-remove`}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div class="cc-gang__bar">
        <button
          type="button"
          class="cc-button"
          onClick={addGangAttack}
          disabled={s.attackers.length >= GANG_MAX}
          data-testid="gang-add"
        >
          Add an attacker
        </button>
        <span class="cc-gang__turns">
          <label for="cc-gang-turns">Turns</label>{' '}
          <NumberField
            id="cc-gang-turns"
            name="turns"
            min={1}
            max={TURNS_MAX}
            value={turnsText}
            aria-invalid={turnsBad}
            data-testid="gang-turns"
            onText={(t) => {
              setTurnsDraft(t);
              setGangTurns(Number(t));
            }}
            onBlur={() => {
              if (!turnsBad) setTurnsDraft(null);
            }}
          />
        </span>
        {turnsBad && (
          <span class="cc-picker__error" role="alert">
            Turns is a whole number from 1 to {TURNS_MAX}; still using {s.turns}.
          </span>
        )}
      </div>
      <output class="cc-result" aria-live="polite" data-testid="gang-result">
        {allowed.length === 0 ? (
          <p>None of these attacks is allowed, so the target is safe.</p>
        ) : (
          <>
            <p>
              This turn, at least one of the {allowed.length}{' '}
              {allowed.length === 1 ? 'attack' : 'attacks'} kills {choiceName(s.target)}:{' '}
              <Exact o={thisTurn} testid="gang-turn" />
            </p>
            <p>
              Attacking like this every turn, it is dead within {s.turns}{' '}
              {s.turns === 1 ? 'turn' : 'turns'}: <Exact o={within} testid="gang-within" />
            </p>
          </>
        )}
      </output>
      <LinkBar links={[gangLink]} what="this gang of attackers" testid="gang-link" />
    </div>
  );
}
