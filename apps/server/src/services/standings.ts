/**
 * A tournament's standing, computed in one place: the ranking, the penalties list, the results page, the
 * EMA workbook and its CSV (and whatever sums tournaments up) all read it, so they count the same games
 * (domain `isCountedGame`) and show each chombo at what its game's rules say (domain `chomboPenaltyOf`).
 * It is computed once per write, not once per reader: the database's repositories keep it per tournament
 * under the version of its games and penalties. Who may see it is decided by its readers
 * (`visibleRanking`, the exports' staff check), never here.
 */
import {
  chomboPenaltyOf,
  gameResult,
  isCountedGame,
  rankingPlaces,
  rulesOf,
  tournamentRanking,
  type PointsByPlayer,
  type RankedGame,
} from '@mj/domain';
import type { Penalty } from '@mj/contract';
import type { GameRow, PenaltyRow } from '../db/schema';
import type { Repositories } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { awaitsValidation } from '../wire';

export interface Standing {
  /**
   * The ranking's total (`classement`, the EMA's « Table points »): each player's results over the counted
   * games, chombos after uma included, plus the penalties still counting; thousands with one decimal.
   */
  points: PointsByPlayer;
  /** Each ranked player's place under the tournament's tie-break (tied players share it). */
  places: Record<string, number>;
  /** The EMA's « Score »: Σ (final score − start points) over the same counted games, in points. */
  scores: PointsByPlayer;
  /** Penalties given (removed ones included) and the chombos of the counted games, oldest first. */
  penalties: Penalty[];
  /** The games that count (finished and, where the sheet must be signed, signed), oldest first. */
  counted: GameRow[];
}

/** The fields of a game row that decide whether it counts. */
const countable = (game: GameRow) => ({ etat: game.etat, awaitingSignature: awaitsValidation(game) });

/** A game counts in its tournament's figures once finished and, where its sheet must be signed, signed. */
export const countsInStanding = (game: GameRow): boolean => isCountedGame(countable(game));

/**
 * A game's scores in seat order: ties under « siège » rules and the leftover 100s follow the seats, and a
 * jsonb column does not keep the order its keys were written in.
 */
export const seatOrderedScores = (game: Pick<GameRow, 'joueurs' | 'scores'>): PointsByPlayer =>
  Object.fromEntries(game.joueurs.map((id) => [id, game.scores[id] ?? 0]));

export const rankedGame = (game: GameRow): RankedGame => ({
  ...countable(game),
  scores: seatOrderedScores(game),
  riichi_stack: game.riichiStack,
  chombos: game.chombos,
  rules: rulesOf(game.regles),
});

export const givenPenalty = (row: PenaltyRow): Penalty => ({
  id: row.id,
  joueur: row.userId,
  points: row.tenths / 10,
  motif: row.motif,
  partie_id: row.gameId,
  auteur_id: row.authorId,
  cree_le: row.createdAt.toISOString(),
  source: 'penalite',
  supprimee_par: row.removedBy,
  supprimee_le: row.removedAt?.toISOString() ?? null,
});

/** The motif of a chombo paid at the table: its points have moved there, none are taken after uma. */
export const CHOMBO_AT_TABLE_MOTIF = 'Chombo (mangan payé à la table)';

type ChomboRound = Awaited<ReturnType<Repositories['games']['chombosOf']>>[number];

/** A counted game's chombo as the penalties list shows it: what its game's rules take after uma. */
function chomboPenalty(round: ChomboRound, game: GameRow): Penalty {
  const rules = rulesOf(game.regles);
  return {
    id: `chombo:${round.gameId}:${round.roundIndex}`,
    joueur: String(round.payload.perdant),
    // 0 and never −0: a chombo paid at the table takes nothing more.
    points: rules.chomboAtTable ? 0 : -chomboPenaltyOf(rules) / 1000,
    motif: rules.chomboAtTable ? CHOMBO_AT_TABLE_MOTIF : 'Chombo',
    partie_id: round.gameId,
    auteur_id: round.authorId,
    cree_le: round.createdAt.toISOString(),
    source: 'chombo',
    supprimee_par: null,
    supprimee_le: null,
  };
}

/** Σ (final score − start points) over `games`, leftover sticks settled as each game's rules say. */
function rawScores(games: readonly GameRow[]): PointsByPlayer {
  const scores: PointsByPlayer = {};
  for (const game of games) {
    const rules = rulesOf(game.regles);
    const outcome = gameResult(rankedGame(game), rules);
    if (!outcome.ok) continue;
    for (const [id, score] of Object.entries(outcome.final_scores))
      scores[id] = (scores[id] ?? 0) + score - rules.startScore;
  }
  return scores;
}

/** The standing from rows already read (`chombos`: the chombo rounds of the counted games). */
export function standingOfRows(
  tournament: Pick<Tournament, 'departage'>,
  games: readonly GameRow[],
  given: readonly PenaltyRow[],
  chombos: readonly ChomboRound[],
): Standing {
  const counted = games.filter(countsInStanding);
  const ranked = counted.map(rankedGame);
  const points = tournamentRanking(ranked);
  for (const penalty of given) {
    if (penalty.removedAt !== null) continue;
    // In tenths, so that the sum keeps one exact decimal.
    points[penalty.userId] = (Math.round((points[penalty.userId] ?? 0) * 10) + penalty.tenths) / 10;
  }
  const byId = new Map(counted.map((game) => [game.id, game]));
  const penalties = [
    ...given.map(givenPenalty),
    ...chombos.flatMap((round) => {
      const game = byId.get(round.gameId);
      return game ? [chomboPenalty(round, game)] : [];
    }),
  ].sort((a, b) => a.cree_le.localeCompare(b.cree_le));
  return {
    points,
    places: rankingPlaces(points, ranked, tournament.departage),
    scores: rawScores(counted),
    penalties,
    counted,
  };
}

async function computeStanding(repos: Repositories, tournament: Tournament): Promise<Standing> {
  const [games, given] = await Promise.all([
    repos.games.listForTournament(tournament.id),
    repos.penalties.listForTournament(tournament.id),
  ]);
  const chombos = await repos.games.chombosOf(games.filter(countsInStanding).map((game) => game.id));
  return standingOfRows(tournament, games, given, chombos);
}

/**
 * The tournament's standing. Read outside a transaction, it is taken from the cache while the games and
 * penalties are at the version it was computed from (the version is read first: rows written meanwhile can
 * only make the kept standing newer than its version, never older).
 */
export async function standingOf(repos: Repositories, tournament: Tournament): Promise<Standing> {
  const cache = repos.standings;
  if (!cache) return computeStanding(repos, tournament);
  const [games, penalties] = await Promise.all([
    repos.games.tournamentVersion(tournament.id),
    repos.penalties.tournamentVersion(tournament.id),
  ]);
  const version = `${tournament.departage}|${games}|${penalties}`;
  const kept = cache.get(tournament.id, version) as Standing | undefined;
  if (kept) return kept;
  const standing = await computeStanding(repos, tournament);
  cache.set(tournament.id, version, standing);
  return standing;
}
