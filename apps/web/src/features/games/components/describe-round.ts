import { classicRules, limitOf, type RoundPayload } from '@mj/domain';
import { ofName } from '../../../lib/french';

/**
 * « 3 han 30 fu », or for a limit hand (5 han and more) « 5 han, mangan » without fu: the hand goes in
 * parentheses in the history line, so the limit's name must not open a second pair inside them.
 */
function hand(round: RoundPayload, id: string): string {
  const yakuman = round.yakuman?.[id];
  if (yakuman !== undefined) return yakuman === 1 ? 'yakuman' : `${yakuman}\u00a0yakuman`;
  const han = round.han[id];
  const limit = han === undefined ? null : limitOf(han);
  return limit ? `${han} han, ${limit.name}` : `${han ?? '?'} han ${round.fu[id] ?? '?'} fu`;
}

/** The chombo penalty as the players read it: « −20 pts au résultat final » (rules-classic section 4). */
export const CHOMBO_PENALTY_TEXT = `\u2212${classicRules.chomboPenalty / 1000}\u00a0pts au résultat final`;

/** One line in French for the history: who won how, on whom. */
export function describeRound(round: RoundPayload, pseudoOf: (id: string) => string): string {
  switch (round.type_victoire) {
    case 'tsumo': {
      const winner = round.gagnant[0] ?? '';
      return `Tsumo ${ofName(pseudoOf(winner))} (${hand(round, winner)})`;
    }
    case 'ron':
      return `Ron ${ofName(round.gagnant.map((id) => `${pseudoOf(id)} (${hand(round, id)})`).join(', '))} sur ${pseudoOf(round.perdant)}`;
    case 'tenpai':
      return round.tenpai.length === 0
        ? 'Pioche épuisée – personne tenpai'
        : `Pioche épuisée – tenpai\u00a0: ${round.tenpai.map(pseudoOf).join(', ')}`;
    case 'chombo':
      return `Chombo ${ofName(pseudoOf(round.perdant))} (${CHOMBO_PENALTY_TEXT})`;
    case 'abandon':
      return 'Partie avortée';
    case 'nagashi':
      return `Nagashi mangan ${ofName(round.gagnant.map(pseudoOf).join(', '))}`;
    default: {
      const unexpected: never = round;
      return String(unexpected);
    }
  }
}
