import type { RoundPayload } from '@mj/domain';

const hand = (round: RoundPayload, id: string) => `${round.han[id] ?? '?'} han ${round.fu[id] ?? '?'} fu`;

/** One line in French for the history: who won how, on whom. */
export function describeRound(round: RoundPayload, pseudoOf: (id: string) => string): string {
  switch (round.type_victoire) {
    case 'tsumo': {
      const winner = round.gagnant[0] ?? '';
      return `Tsumo de ${pseudoOf(winner)} (${hand(round, winner)})`;
    }
    case 'ron':
      return `Ron de ${round.gagnant.map((id) => `${pseudoOf(id)} (${hand(round, id)})`).join(', ')} sur ${pseudoOf(round.perdant)}`;
    case 'tenpai':
      return `Pioche épuisée – tenpai : ${round.tenpai.map(pseudoOf).join(', ')}`;
    case 'chombo':
      return `Chombo de ${pseudoOf(round.perdant)}`;
    default: {
      const unexpected: never = round;
      return String(unexpected);
    }
  }
}
