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
  stageStanding,
  tournamentRanking,
  type PointsByPlayer,
  type RankedGame,
} from '@mj/domain';
import type { Penalty, RankingStage } from '@mj/contract';
import type { GameRow, PenaltyRow } from '../db/schema';
import type { Repositories } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import { awaitsValidation, type SheetFields } from '../wire';

export interface Standing {
  /**
   * The ranking's total (`classement`, the EMA's « Table points »): each player's results over the counted
   * games, chombos after uma included, plus the penalties still counting; thousands with one decimal.
   * With stages, each player's shown total (carried shares included).
   */
  points: PointsByPlayer;
  /**
   * Each ranked player's place under the tournament's tie-break (tied players share it); with stages the
   * final order (the last stage's players first, then the others as they stood at the cut).
   */
  places: Record<string, number>;
  /** The current stage's own ranking (the whole tournament's without stages). */
  current: { totals: PointsByPlayer; places: Record<string, number> };
  /** Each stage with its carried shares and points. */
  phases: RankingStage[];
  /** The EMA's « Score »: Σ (final score − start points) over the same counted games, in points. */
  scores: PointsByPlayer;
  /** Penalties given (removed ones included) and the chombos of the counted games, oldest first. */
  penalties: Penalty[];
  /** The games that count (finished and, where the sheet must be signed, signed), oldest first. */
  counted: GameRow[];
}

/** The fields of a game row that decide whether it counts. */
const countable = (game: SheetFields) => ({ etat: game.etat, awaitingSignature: awaitsValidation(game) });

/** A game counts in its tournament's figures once finished and, where its sheet must be signed, signed. */
export const countsInStanding = (game: SheetFields): boolean => isCountedGame(countable(game));

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

/**
 * The segment of the tournament a game or penalty belongs to: 0 before the first stage, k in stage k.
 * A ronde's game by its ronde; any other game or penalty by when it was entered.
 */
function segmentOf(stages: Tournament['phases'], item: { ronde?: number | null; createdAt: Date }): number {
  const ronde = item.ronde;
  return stages.filter((stage) =>
    typeof ronde === 'number'
      ? stage.premiere_ronde <= ronde
      : Date.parse(stage.cree_le) <= item.createdAt.getTime(),
  ).length;
}

/**
 * Each player's points over the counted games of each segment, plus the penalties still counting there
 * (in tenths, so that the sum keeps one exact decimal), carried through the stages' cuts.
 */
function stagedRanking(
  tournament: Pick<Tournament, 'departage' | 'phases'>,
  counted: readonly GameRow[],
  given: readonly PenaltyRow[],
) {
  const stages = tournament.phases ?? [];
  const segments = Array.from({ length: stages.length + 1 }, (_, k) => {
    const ranked = counted.filter((game) => segmentOf(stages, game) === k).map(rankedGame);
    const points = tournamentRanking(ranked);
    for (const penalty of given) {
      if (penalty.removedAt !== null || segmentOf(stages, penalty) !== k) continue;
      points[penalty.userId] = (Math.round((points[penalty.userId] ?? 0) * 10) + penalty.tenths) / 10;
    }
    return { points, rank: (totals: PointsByPlayer) => rankingPlaces(totals, ranked, tournament.departage) };
  });
  const standing = stageStanding(segments, stages);
  return {
    points: standing.totals,
    places: standing.places,
    current: standing.current,
    phases: stages.map((stage, k) => ({
      ...stage,
      ...(standing.stages[k] as (typeof standing.stages)[number]),
    })),
  };
}

/** The standing from rows already read (`chombos`: the chombo rounds of the counted games). */
export function standingOfRows(
  tournament: Pick<Tournament, 'departage' | 'phases'>,
  games: readonly GameRow[],
  given: readonly PenaltyRow[],
  chombos: readonly ChomboRound[],
): Standing {
  const counted = games.filter(countsInStanding);
  const byId = new Map(counted.map((game) => [game.id, game]));
  const penalties = [
    ...given.map(givenPenalty),
    ...chombos.flatMap((round) => {
      const game = byId.get(round.gameId);
      return game ? [chomboPenalty(round, game)] : [];
    }),
  ].sort((a, b) => a.cree_le.localeCompare(b.cree_le));
  return { ...stagedRanking(tournament, counted, given), scores: rawScores(counted), penalties, counted };
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
  // The tie-break, the stages and the players decide the figures too (they are on the tournament row).
  const version = [
    tournament.departage,
    JSON.stringify(tournament.phases),
    // Who plays and who substitutes (a player who joins or leaves is in the standing or not).
    JSON.stringify(tournament.joueurs),
    JSON.stringify(tournament.remplacants),
    games,
    penalties,
  ].join('|');
  const kept = cache.get(tournament.id, version) as Standing | undefined;
  if (kept) return kept;
  const standing = await computeStanding(repos, tournament);
  cache.set(tournament.id, version, standing);
  return standing;
}
