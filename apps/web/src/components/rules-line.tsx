import { useState } from 'react';
import { describeRules, formatScore, parametersOf, type RulesChoice } from '@mj/domain';

const yes = (flag: boolean) => (flag ? 'oui' : 'non');

/** Every parameter in French, one short phrase each (the details under the one-line summary). */
export function rulesDetails(regles: RulesChoice): string[] {
  const p = parametersOf(regles);
  const uma = p.uma.map((step) => (step > 0 ? `+${formatScore(step)}` : formatScore(step))).join(' / ');
  return [
    `Départ ${formatScore(p.depart)}, retour ${formatScore(p.retour)} (oka ${formatScore(4 * (p.retour - p.depart))} au premier)`,
    `Uma ${uma}`,
    `Kiriage mangan\u00a0: ${yes(p.kiriage)}`,
    `13 han comptés et plus\u00a0: ${p.kazoe}`,
    `Double yakuman\u00a0: ${yes(p.yakuman_multiples)}`,
    `Plusieurs ron sur une défausse\u00a0: ${p.double_ron === 'multiple' ? 'tous gagnent' : 'un seul (atamahane)'}`,
    `Parties avortées\u00a0: ${yes(p.abandons)}\u00a0; nagashi mangan\u00a0: ${yes(p.nagashi)}`,
    p.longueur === 'hanchan' ? 'Hanchan (Est et Sud)' : 'Tonpuusen (Est seul)',
    p.chombo.mode === 'apres_uma'
      ? `Chombo\u00a0: −${formatScore(p.chombo.points)} après uma`
      : 'Chombo\u00a0: mangan payé à la table',
    `Bâtons restants à la fin\u00a0: ${p.batons_restants === 'premier' ? 'au premier' : 'perdus'}`,
    `Égalité\u00a0: ${p.egalite === 'partage' ? 'places partagées' : 'ordre des places'}`,
  ];
}

/** « Règles : EMA 2025, départ 30 000, uma 15/5/−5/−15, kiriage », and every parameter a tap away. */
export function RulesLine({ regles }: { regles: RulesChoice }) {
  const [open, setOpen] = useState(false);
  return (
    <span className="rules-line">
      Règles&nbsp;: {describeRules(regles)}{' '}
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Masquer le détail' : 'Détail'}
      </button>
      {open && (
        <span className="rules-line__details">
          {rulesDetails(regles).map((line) => (
            <span key={line} className="rules-line__detail">
              {line}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
