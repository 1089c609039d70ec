import { attackOdds, combatKillAftermath } from '../../engine';
import { setDuel, swapDuel } from '../../stores/combat';
import { frac, pct } from '../../lib/format';
import { WIZARD, toFighter } from '../../engine/fighterChoice';
import { CREATURE_KINDS, OBJECT_KINDS } from '../../engine/types';
import { AFTERMATH_WORDS, REFUSAL_WORDS, choiceName, workingLine } from '../../lib/fighter-words';
import PiecePicker from '../../ui/PiecePicker';
import { duelLink } from '../../stores/combat';
import LinkBar from '../../ui/LinkBar';
import { useLinked } from '../../ui/useLinked';
import '../../ui/result.css';
import './combat.css';
import { useWaitMark } from '../../ui/useHydrated';

const ALL_KINDS = [WIZARD, ...CREATURE_KINDS, ...OBJECT_KINDS];

/** One attacker against one defender: the chance to kill, its working, or why it is not allowed. */
export default function CombatDuel() {
  const wait = useWaitMark();
  const s = useLinked(duelLink);
  const attacker = toFighter(s.attacker);
  const defender = toFighter(s.defender);
  const r = attackOdds(attacker, defender, s.mode);
  const aName = choiceName(s.attacker);
  const dName = choiceName(s.defender);
  const f = r.ok ? frac(r.value.odds) : null;

  return (
    <div {...wait} class="cc-duel not-content" data-testid="duel">
      <div class="cc-duel__pickers">
        <PiecePicker
          id="duel-attacker"
          legend="Attacker"
          value={s.attacker}
          onChange={(attacker) => setDuel({ attacker })}
          kinds={ALL_KINDS}
          showIllusion
          showRaised
          wizardFields={['combat', 'weapon', 'bow', 'shadowForm']}
          testid="duel-attacker"
        />
        <button
          type="button"
          class="cc-button cc-duel__swap"
          onClick={swapDuel}
          data-testid="duel-swap"
        >
          <span aria-hidden="true">⇄</span> Swap
        </button>
        <PiecePicker
          id="duel-defender"
          legend="Defender"
          value={s.defender}
          onChange={(defender) => setDuel({ defender })}
          kinds={ALL_KINDS}
          showIllusion
          showRaised
          wizardFields={['defence', 'armour', 'shadowForm']}
          testid="duel-defender"
        />
      </div>
      <fieldset class="cc-duel__mode cc-segmented">
        <legend>Attack</legend>
        <label>
          <input
            type="radio"
            name="cc-duel-mode"
            checked={s.mode === 'melee'}
            data-testid="duel-melee"
            onChange={() => setDuel({ mode: 'melee' })}
          />{' '}
          Close combat
        </label>
        <label>
          <input
            type="radio"
            name="cc-duel-mode"
            checked={s.mode === 'ranged'}
            data-testid="duel-ranged"
            onChange={() => setDuel({ mode: 'ranged' })}
          />{' '}
          Ranged attack
        </label>
      </fieldset>
      <output class="cc-result" aria-live="polite" data-testid="duel-result">
        {r.ok ? (
          <>
            <p class="cc-result__big">
              <strong data-testid="duel-percent">{pct(r.value.odds.p)}</strong>{' '}
              <span>chance to kill</span>{' '}
              {f !== null && (
                <span class="cc-result__frac" data-testid="duel-fraction">
                  (exactly {f})
                </span>
              )}
            </p>
            <p data-testid="duel-working">
              {aName} against {dName}: {workingLine(r.value, attacker, defender)}. The attack kills
              only if the attacker’s total is higher; a tie saves the defender.
            </p>
            <p class="cc-result__note">
              If it kills: {AFTERMATH_WORDS[combatKillAftermath(defender)]}
              {r.value.attackerShadowFormEnds && ' Attacking ends the attacker’s Shadow Form.'}
            </p>
          </>
        ) : (
          <p class="cc-result__refusal" data-testid="duel-refusal">
            <strong>Not allowed.</strong> {REFUSAL_WORDS[r.error]}
          </p>
        )}
      </output>
      <LinkBar links={[duelLink]} what="this duel" testid="duel-link" />
    </div>
  );
}
