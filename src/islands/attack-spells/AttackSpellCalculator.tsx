import {
  ATTACK_SPELLS,
  attackSpellOdds,
  attackSpellTargetClass,
  attackSpellTargets,
  baseStats,
  boltOdds,
  leavesCorpseToRaise,
  type AttackSpellName,
  type Odds,
} from '../../engine';
import {
  setAttackSpell,
  setAttackSpellCount,
  setAttackSpellTarget,
} from '../../stores/attackSpells';
import { useSettings } from '../../ui/useSettings';
import { WIZARD, toFighter, type PieceChoice } from '../../engine/fighterChoice';
import { CREATURE_KINDS, OBJECT_KINDS } from '../../engine/types';
import { choiceName } from '../../lib/fighter-words';
import PiecePicker, { type WizardField } from '../../ui/PiecePicker';
import { frac, pct } from '../../lib/format';
import { attackSpellLink } from '../../stores/attackSpells';
import LinkBar from '../../ui/LinkBar';
import { useLinked } from '../../ui/useLinked';
import '../../ui/result.css';
import './attack-spells.css';
import { useWaitMark } from '../../ui/useHydrated';

/** What the effect does to a target, per spell (for "casts 80% × kills 45%"). */
const EFFECT_VERB: Record<AttackSpellName, string> = {
  'Magic Bolt': 'kills',
  Lightning: 'kills',
  Vengeance: 'destroys',
  Decree: 'destroys',
  'Dark Power': 'destroys',
  Justice: 'destroys',
  Subversion: 'converts',
  Disbelieve: 'dispels',
  'Raise Dead': 'raises',
};

function kindsFor(spell: AttackSpellName): readonly string[] {
  switch (attackSpellTargetClass(spell)) {
    case 'any-piece':
      return [WIZARD, ...CREATURE_KINDS, ...OBJECT_KINDS];
    case 'creature-or-wizard':
      return [WIZARD, ...CREATURE_KINDS];
    case 'creature':
      return CREATURE_KINDS;
    case 'corpse':
      return CREATURE_KINDS.filter(leavesCorpseToRaise);
  }
}

function wizardFieldsFor(spell: AttackSpellName): readonly WizardField[] {
  return attackSpellTargetClass(spell) === 'any-piece'
    ? ['defence', 'armour', 'shadowForm']
    : ['magicResistance'];
}

/** The target as the spell allows it: an unsuitable pick falls back to the first suitable kind. */
function fit(c: PieceChoice, spell: AttackSpellName, kinds: readonly string[]): PieceChoice {
  const kind = kinds.includes(c.kind) ? c.kind : (kinds[0] ?? c.kind);
  const creatureOnly = attackSpellTargetClass(spell) === 'creature';
  return { ...c, kind, illusion: creatureOnly ? c.illusion : false, raised: false };
}

function Exact({ o, testid }: { o: Odds; testid?: string }) {
  const f = frac(o);
  return (
    <>
      <strong data-testid={testid}>{pct(o.p)}</strong>
      {f !== null && f !== '0' && f !== '1' && (
        <span class="cc-result__frac" data-testid={testid && `${testid}-fraction`}>
          {' '}
          ({f})
        </span>
      )}
    </>
  );
}

/**
 * Every attack spell that can be aimed at the first target, side by side with the same settings
 * (one target each): the casting chance, the effect once cast, and both together. A spell's name
 * picks it above.
 */
function Compare({
  target,
  spell,
  settings,
}: {
  target: PieceChoice;
  spell: AttackSpellName;
  settings: { balance: number; ability: number };
}) {
  const rows = ATTACK_SPELLS.filter(
    (n) => n !== 'Raise Dead' && kindsFor(n).includes(target.kind),
  ).map((n) => ({
    n,
    r: attackSpellOdds(n, [toFighter(fit(target, n, kindsFor(n)))], settings),
  }));
  return (
    <div
      class="cc-spell__compare"
      role="region"
      aria-label="Every attack spell on this target"
      tabIndex={0}
    >
      <table data-testid="spell-compare">
        <caption>Every attack spell on {choiceName(target)}, with the same settings</caption>
        <thead>
          <tr>
            <th scope="col">Spell</th>
            <th scope="col">Casts</th>
            <th scope="col">Then works</th>
            <th scope="col">Both</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ n, r }) => (
            <tr key={n} data-spell={n} aria-current={n === spell ? 'true' : undefined}>
              <th scope="row">
                <button type="button" class="cc-linkish" onClick={() => setAttackSpell(n)}>
                  {n}
                </button>
              </th>
              {r.ok ? (
                <>
                  <td>{pct(r.value.cast.odds.p)}</td>
                  <td>{pct((r.value.effects[0] ?? r.value.anyFalls).p)}</td>
                  <td>
                    <Exact o={r.value.anyFalls} />
                  </td>
                </>
              ) : (
                <td colSpan={3}>{r.message}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Pick an attack spell and its target(s): the casting chance with the shared settings × the effect. */
export default function AttackSpellCalculator() {
  const wait = useWaitMark();
  const settings = useSettings();
  const s = useLinked(attackSpellLink);

  const kinds = kindsFor(s.spell);
  const max = attackSpellTargets(s.spell);
  const count = Math.min(s.count, max);
  const picks = s.targets.slice(0, count).map((t) => fit(t, s.spell, kinds));
  const r = attackSpellOdds(s.spell, picks.map(toFighter), {
    balance: settings.balance,
    ability: settings.ability,
  });
  const verb = EFFECT_VERB[s.spell];
  /** A wizard is not destroyed by Vengeance and its kin: he loses everything he owns. */
  const effectOn = (t: PieceChoice) =>
    verb === 'destroys' && t.kind === WIZARD
      ? `strips ${choiceName(t)} of every creature and object he owns`
      : attackSpellTargetClass(s.spell) === 'corpse'
        ? `${verb} the ${choiceName(t)} corpse`
        : `${verb} ${choiceName(t)}`;

  return (
    <div {...wait} class="cc-spell not-content" data-testid="spell-calc" data-uses-settings>
      <div class="cc-spell__controls">
        <label class="cc-picker__stat">
          <span>Spell</span>
          <select
            value={s.spell}
            data-testid="spell-name"
            onChange={(e) =>
              setAttackSpell((e.target as HTMLSelectElement).value as AttackSpellName)
            }
          >
            {ATTACK_SPELLS.map((n) => (
              <option value={n} key={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {max > 1 && (
          <label class="cc-picker__stat">
            <span>Targets</span>
            <select
              value={String(count)}
              data-testid="spell-count"
              onChange={(e) => setAttackSpellCount(Number((e.target as HTMLSelectElement).value))}
            >
              {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                <option value={String(n)} key={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div class="cc-spell__targets">
        {picks.map((t, i) => (
          <PiecePicker
            key={i}
            id={`spell-target-${i}`}
            legend={
              s.spell === 'Raise Dead' ? 'Corpse of' : count > 1 ? `Target ${i + 1}` : 'Target'
            }
            value={t}
            onChange={(c) => setAttackSpellTarget(i, c)}
            kinds={kinds}
            showIllusion={attackSpellTargetClass(s.spell) === 'creature'}
            wizardFields={wizardFieldsFor(s.spell)}
            testid={`spell-target-${i}`}
          />
        ))}
      </div>
      <output class="cc-result" aria-live="polite" data-testid="spell-result">
        {r.ok ? (
          <>
            <p data-testid="spell-cast">
              Casting: base {(r.value.cast.base + 1) * 10}%
              {r.value.cast.balanceBonus > 0 &&
                ` + ${r.value.cast.balanceBonus * 10}% (world balance)`}
              {r.value.cast.ability > 0 && ` + ${r.value.cast.ability * 10}% (ability)`}
              {r.value.cast.clamped ? ', capped at ' : ' = '}
              <Exact o={r.value.cast.odds} testid="spell-cast-odds" />
            </p>
            {picks.map((t, i) => {
              const e = r.value.effects[i];
              if (!e) return null;
              const fighter = toFighter(t);
              const bolt =
                s.spell === 'Magic Bolt' || s.spell === 'Lightning'
                  ? boltOdds(s.spell, fighter)
                  : null;
              const cls = attackSpellTargetClass(s.spell);
              const mr =
                cls === 'creature-or-wizard' || (s.spell === 'Subversion' && !t.illusion)
                  ? baseStats(fighter).magicResistance
                  : null;
              return (
                <p key={i} data-testid={`spell-effect-${i}`}>
                  If it is cast, it {effectOn(t)}: <Exact o={e} />
                  {bolt?.ok && (
                    <span class="cc-result__frac">
                      {' '}
                      — {bolt.value.power} + a roll against defence {bolt.value.defenceBase}
                      {bolt.value.armourBonus > 0 && ` + ${bolt.value.armourBonus}`} + a roll; a tie
                      kills
                    </span>
                  )}
                  {mr !== null && (
                    <span class="cc-result__frac">
                      {' '}
                      — magic resistance {mr}:{' '}
                      {s.spell === 'Subversion'
                        ? `converted if a roll is below ${mr + 1}`
                        : `resists if a roll is below ${mr + 1}`}
                    </span>
                  )}
                  {s.spell === 'Subversion' && t.illusion && (
                    <span class="cc-result__frac"> — an illusion is never subverted</span>
                  )}
                </p>
              );
            })}
            {count === 1 ? (
              <p class="cc-result__big">
                Casts {pct(r.value.cast.odds.p)} × {verb === 'destroys' ? 'gets through' : verb}{' '}
                {pct((r.value.effects[0] ?? r.value.anyFalls).p)} ={' '}
                <Exact o={r.value.anyFalls} testid="spell-combined" />
              </p>
            ) : (
              <>
                <p class="cc-result__big">
                  Cast, and at least one target fails to resist:{' '}
                  <Exact o={r.value.anyFalls} testid="spell-combined" />
                </p>
                <table class="cc-spell__dist" data-testid="spell-dist">
                  <caption>How many of the {count} targets fail to resist</caption>
                  <thead>
                    <tr>
                      <th scope="col">Targets</th>
                      <th scope="col">Once the spell is cast</th>
                      <th scope="col">Counting the casting roll</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.value.overall.map((o, k) => {
                      const given = r.value.fallen[k];
                      return (
                        <tr key={o.value}>
                          <th scope="row">{o.value}</th>
                          <td>{given && <Exact o={given.odds} />}</td>
                          <td data-testid={`spell-dist-${o.value}`}>
                            <Exact o={o.odds} />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </>
            )}
          </>
        ) : (
          <p class="cc-result__refusal" data-testid="spell-refusal">
            <strong>No effect.</strong> {r.message}
          </p>
        )}
      </output>
      <Compare target={picks[0] ?? s.targets[0]} spell={s.spell} settings={settings} />
      <LinkBar links={[attackSpellLink]} what="this attack-spell calculation" testid="spell-link" />
    </div>
  );
}
