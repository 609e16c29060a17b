import { formatDecimal, limitOf, type RoundPayload, type Ruleset } from '@mj/domain';
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

/**
 * What a chombo costs under the game's rules, as the players read it: « −20 pts au résultat final » where it
 * comes off the result after uma (rules-classic section 4, EMA, M-League), « mangan payé à la table » where
 * the offender pays a reverse mangan at once (tenhou, Mahjong Soul).
 */
export function chomboPenaltyText(rules: Ruleset): string {
  if (rules.chomboAtTable) return 'mangan payé à la table';
  return `\u2212${formatDecimal(rules.chomboPenalty / 1000)}\u00a0pts au résultat final`;
}

/**
 * One line in French for the history: who won how, on whom. Given the game's rules, a chombo also says what
 * it costs (the history); without them (a summary of what was recorded) it is only named.
 */
export function describeRound(
  round: RoundPayload,
  pseudoOf: (id: string) => string,
  rules?: Ruleset,
): string {
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
      return `Chombo ${ofName(pseudoOf(round.perdant))}${rules ? ` (${chomboPenaltyText(rules)})` : ''}`;
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
