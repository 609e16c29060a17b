import { PLAYER_COUNT } from '../constants';
import { classicRules } from '../rules';
import { toRankingPoints } from '../tournament/ranking';
import type { Ruleset, UserId } from '../types';
import { handPoints, placesAndResults, playedRounds, type PlayedGame } from './played-game';

export interface BestHand {
  points: number;
  han: number;
  fu: number;
  partie_id: string;
}

export interface SeriesPoint {
  partie_id: string;
  date_fin: string;
  /** The game's result in thousands, one decimal. */
  points: number;
}

/** A player's record over their finished games (docs/api-contract.md's PlayerStatistics without user_id/pseudo). */
export interface PlayerStatistics {
  parties: number;
  /** How many first, second, third and fourth places. */
  places: [number, number, number, number];
  place_moyenne: number;
  points: number;
  tours: number;
  victoires: number;
  tsumo: number;
  deal_in: number;
  riichi: number;
  riichi_gagnes: number;
  chombos: number;
  main_max: BestHand | null;
  serie: SeriesPoint[];
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * A player's statistics from their finished games: places and points from every game, manual ones
 * included; round figures (wins, deal-ins, riichi, chombos, best hand) from hand-by-hand games only.
 * Games the player is not seated in, or whose scores do not read, are skipped.
 */
export function playerStatistics(
  player: UserId,
  games: readonly PlayedGame[],
  rules: Ruleset = classicRules,
): PlayerStatistics {
  const stats: PlayerStatistics = {
    parties: 0,
    places: [0, 0, 0, 0],
    place_moyenne: 0,
    points: 0,
    tours: 0,
    victoires: 0,
    tsumo: 0,
    deal_in: 0,
    riichi: 0,
    riichi_gagnes: 0,
    chombos: 0,
    main_max: null,
    serie: [],
  };
  let placeSum = 0;
  let resultSum = 0;
  for (const game of games) {
    if (!game.joueurs.includes(player)) continue;
    const gameRules = game.rules ?? rules;
    const outcome = placesAndResults(game, gameRules);
    if (!outcome) continue;
    const place = outcome.place[player] as number;
    const result = outcome.result[player] as number;
    stats.parties += 1;
    const slot = Math.min(place, PLAYER_COUNT) - 1;
    stats.places[slot] = (stats.places[slot] as number) + 1;
    placeSum += place;
    resultSum += result;
    stats.serie.push({ partie_id: game.partie_id, date_fin: game.date_fin, points: toRankingPoints(result) });
    for (const { round, dealer } of playedRounds(game.joueurs, game.rounds ?? [], gameRules)) {
      stats.tours += 1;
      const hand = round.type_victoire === 'tsumo' || round.type_victoire === 'ron';
      const won = hand && round.gagnant.includes(player);
      const declared = round.riichi_players.includes(player);
      if (won) stats.victoires += 1;
      if (won && round.type_victoire === 'tsumo') stats.tsumo += 1;
      if (round.type_victoire === 'ron' && round.perdant === player) stats.deal_in += 1;
      if (round.type_victoire === 'chombo' && round.perdant === player) stats.chombos += 1;
      if (declared) stats.riichi += 1;
      if (declared && won) stats.riichi_gagnes += 1;
      if (!won) continue;
      const points = handPoints(round, player, dealer, gameRules);
      if (stats.main_max === null || points > stats.main_max.points)
        stats.main_max = {
          points,
          han: round.han[player] ?? 0,
          fu: round.fu[player] ?? 0,
          partie_id: game.partie_id,
        };
    }
  }
  stats.place_moyenne = stats.parties === 0 ? 0 : round2(placeSum / stats.parties);
  stats.points = toRankingPoints(resultSum);
  stats.serie.sort((a, b) => (a.date_fin < b.date_fin ? -1 : a.date_fin > b.date_fin ? 1 : 0));
  return stats;
}

export interface StatisticRates {
  /** Rounds won ÷ rounds played. */
  victoires: number;
  /** Wins by tsumo ÷ wins. */
  tsumo: number;
  /** Deal-ins ÷ rounds played. */
  deal_in: number;
  /** Riichi declared ÷ rounds played. */
  riichi: number;
  /** Riichi won ÷ riichi declared. */
  riichi_gagnes: number;
}

const ratio = (count: number, of: number): number => (of === 0 ? 0 : count / of);

/** The rates derived from a player's counts, each in [0, 1] (0 when there is nothing to divide by). */
export function statisticRates(
  stats: Pick<PlayerStatistics, 'tours' | 'victoires' | 'tsumo' | 'deal_in' | 'riichi' | 'riichi_gagnes'>,
): StatisticRates {
  return {
    victoires: ratio(stats.victoires, stats.tours),
    tsumo: ratio(stats.tsumo, stats.victoires),
    deal_in: ratio(stats.deal_in, stats.tours),
    riichi: ratio(stats.riichi, stats.tours),
    riichi_gagnes: ratio(stats.riichi_gagnes, stats.riichi),
  };
}
