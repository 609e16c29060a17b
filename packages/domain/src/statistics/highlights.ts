import { FINISHED } from '../constants';
import { classicRules } from '../rules';
import type { Ruleset, UserId } from '../types';
import { handPoints, playedRounds, type PlayedGame } from './played-game';

export interface TournamentHighlights {
  /** The most valuable winning hand (points for the hand itself, before honba and sticks). */
  main_max: { user_id: UserId; partie_id: string; points: number; han: number; fu: number } | null;
  /** The player who won the most rounds. */
  plus_de_victoires: { user_id: UserId; victoires: number } | null;
  /** Among players with at least one round, the lowest share of rounds dealt in (a rate in [0, 1]). */
  moins_de_deal_in: { user_id: UserId; taux: number; tours: number } | null;
  /** The largest climb in one game from a player's lowest score, below the start, to their final score. */
  meilleure_remontee: { user_id: UserId; partie_id: string; points: number; score_min: number } | null;
}

/** A finished game of a tournament, as the highlights read it (`etat` absent means finished). */
export type TournamentGame = PlayedGame & { etat?: string };

/**
 * A tournament's highlights over its finished hand-by-hand games (manual games have no rounds). On a tie
 * the first player met (games in the order given, seats in order) keeps the title.
 */
export function tournamentHighlights(
  games: readonly TournamentGame[],
  rules: Ruleset = classicRules,
): TournamentHighlights {
  const highlights: TournamentHighlights = {
    main_max: null,
    plus_de_victoires: null,
    moins_de_deal_in: null,
    meilleure_remontee: null,
  };
  const counts = new Map<UserId, { tours: number; victoires: number; deal_in: number }>();
  for (const game of games) {
    if ((game.etat !== undefined && game.etat !== FINISHED) || game.rounds === null) continue;
    const gameRules = game.rules ?? rules;
    const lowest = new Map<UserId, number>(game.joueurs.map((id) => [id, gameRules.startScore]));
    for (const { round, dealer, after } of playedRounds(game.joueurs, game.rounds, gameRules)) {
      for (const id of game.joueurs) {
        const count = counts.get(id) ?? { tours: 0, victoires: 0, deal_in: 0 };
        counts.set(id, count);
        count.tours += 1;
        if (round.type_victoire === 'ron' && round.perdant === id) count.deal_in += 1;
        lowest.set(id, Math.min(lowest.get(id) as number, after[id] as number));
      }
      if (round.type_victoire !== 'tsumo' && round.type_victoire !== 'ron') continue;
      for (const winner of round.gagnant) {
        (counts.get(winner) as { victoires: number }).victoires += 1;
        const points = handPoints(round, winner, dealer, gameRules);
        if (highlights.main_max === null || points > highlights.main_max.points)
          highlights.main_max = {
            user_id: winner,
            partie_id: game.partie_id,
            points,
            han: round.han[winner] ?? 0,
            fu: round.fu[winner] ?? 0,
          };
      }
    }
    for (const id of game.joueurs) {
      const scoreMin = lowest.get(id) as number;
      const climb = (game.scores[id] ?? scoreMin) - scoreMin;
      if (
        scoreMin < gameRules.startScore &&
        climb > 0 &&
        (highlights.meilleure_remontee === null || climb > highlights.meilleure_remontee.points)
      )
        highlights.meilleure_remontee = {
          user_id: id,
          partie_id: game.partie_id,
          points: climb,
          score_min: scoreMin,
        };
    }
  }
  for (const [id, count] of counts) {
    if (count.victoires > 0 && count.victoires > (highlights.plus_de_victoires?.victoires ?? 0))
      highlights.plus_de_victoires = { user_id: id, victoires: count.victoires };
    const taux = count.deal_in / count.tours;
    if (highlights.moins_de_deal_in === null || taux < highlights.moins_de_deal_in.taux)
      highlights.moins_de_deal_in = { user_id: id, taux, tours: count.tours };
  }
  return highlights;
}
