/**
 * Tournament formats (docs/api-contract.md, « Tournament formats »): teams whose members never share a table, and
 * stages cut from the ranking. Both are stored on the tournament row (written under its lock); the standing with stages
 * is the domain's stageStanding over the games of each segment (services/standings.ts).
 */
import { cutRanking, FINISHED, IN_PROGRESS } from '@mj/domain';
import type { SeatingTeam } from '@mj/domain';
import type { Stage, StageRequest, TeamsRequest, TeamsResponse } from '@mj/contract';
import type { StoredStage } from '../db/schema';
import { ApiError, conflict, notFound, unprocessable } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import type { Tournament } from '../repositories/tournaments';
import type { UserRow } from '../db/schema';
import { tournamentFor } from './access';
import { standingOf } from './standings';
import { teamsOf } from '../wire';

const teamsResponse = (tournament: Tournament): TeamsResponse => ({
  equipes: teamsOf(tournament),
  comptees: tournament.equipesComptees,
});

/** The teams as the seating takes them. */
export const seatingTeams = (tournament: Tournament): SeatingTeam[] =>
  teamsOf(tournament).map((team) => ({ name: team.nom, players: team.joueurs }));

/** GET /tournois/{id}/equipes (members). */
export async function getTeams(repos: Repositories, user: UserRow, tournamentId: string) {
  return teamsResponse(await tournamentFor(repos, tournamentId, user, 'member'));
}

/**
 * PUT /tournois/{id}/equipes (admin): the whole list replaces the stored one. Names trimmed and distinct,
 * each player of the tournament in at most one team. A team larger than the tables is accepted here
 * (absences may shrink it); the ronde that cannot keep it apart is refused, saying why.
 */
export async function putTeams(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  request: TeamsRequest,
): Promise<TeamsResponse> {
  const equipes = request.equipes.map((team) => ({
    nom: team.nom.normalize('NFC').trim(),
    joueurs: [...team.joueurs],
  }));
  const names = new Set<string>();
  for (const team of equipes) {
    if (team.nom.length === 0) throw unprocessable(SERVER_MESSAGES.teamNameEmpty);
    const key = team.nom.toLocaleLowerCase('fr');
    if (names.has(key)) throw unprocessable(SERVER_MESSAGES.teamNameTwice(team.nom));
    names.add(key);
  }
  return transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    const playing = new Set(tournament.joueurs);
    const teamOf = new Map<string, string>();
    for (const team of equipes)
      for (const id of team.joueurs) {
        if (!playing.has(id)) throw unprocessable(SERVER_MESSAGES.teamPlayerNotInTournament);
        const other = teamOf.get(id);
        if (other !== undefined) throw unprocessable(SERVER_MESSAGES.teamPlayerTwice(other, team.nom));
        teamOf.set(id, team.nom);
      }
    const comptees = request.comptees ?? null;
    await repos.tournaments.rename(tournament.id, { equipes, equipesComptees: comptees });
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'classement' });
    return { equipes, comptees };
  });
}

/** GET /tournois/{id}/phases (members). */
export async function listStages(repos: Repositories, user: UserRow, tournamentId: string): Promise<Stage[]> {
  return (await tournamentFor(repos, tournamentId, user, 'member')).phases;
}

/** The players of the current stage: the last cut's qualifiers, else every player of the tournament. */
export const stagePlayers = (tournament: Tournament): string[] =>
  tournament.phases.at(-1)?.joueurs ?? tournament.joueurs;

/**
 * POST /tournois/{id}/phases (admin and referees): the current ranking cut to `qualifies`, once the last
 * ronde is over and the current stage has played one. Ties at the cut: the tournament's tie-break, then
 * the admin's choice (`joueurs`), else 422 naming the tied players.
 */
export async function createStage(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  request: StageRequest,
  now: Date,
): Promise<Stage> {
  const nom = request.nom.normalize('NFC').trim();
  if (nom.length === 0) throw unprocessable(SERVER_MESSAGES.stageNameEmpty);
  return transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'staff', true);
    if (tournament.etat === FINISHED) throw conflict(SERVER_MESSAGES.stageTournamentFinished);
    const [rondes, games] = await Promise.all([
      repos.rondes.listForTournament(tournament.id),
      repos.games.listForTournament(tournament.id),
    ]);
    const last = rondes.at(-1)?.numero ?? 0;
    const from = tournament.phases.at(-1)?.premiere_ronde ?? 1;
    if (last < from) throw conflict(SERVER_MESSAGES.stageWithoutRonde);
    if (games.some((game) => game.ronde === last && game.etat === IN_PROGRESS))
      throw conflict(SERVER_MESSAGES.stageGameRunning);
    const ranking = await standingOf(repos, tournament);
    const cut = cutRanking(
      stagePlayers(tournament),
      ranking.current.places,
      request.qualifies,
      request.joueurs,
    );
    if (!cut.ok) throw new ApiError(422, cut.error, {}, cut.ex_aequo ? { ex_aequo: cut.ex_aequo } : {});
    const stage: StoredStage = {
      numero: tournament.phases.length + 1,
      nom,
      qualifies: request.qualifies,
      report: request.report,
      joueurs: cut.joueurs,
      premiere_ronde: last + 1,
      cree_le: now.toISOString(),
    };
    await repos.tournaments.rename(tournament.id, { phases: [...tournament.phases, stage] });
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'classement' });
    return stage;
  });
}

/** DELETE /tournois/{id}/phases/{numero} (admin and referees): the last stage, while it has no ronde. */
export async function deleteStage(
  transaction: Transaction,
  user: UserRow,
  tournamentId: string,
  numero: number,
) {
  await transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'staff', true);
    const stage = tournament.phases.find((phase) => phase.numero === numero);
    if (!stage) throw notFound(SERVER_MESSAGES.stageNotFound);
    if (stage !== tournament.phases.at(-1)) throw conflict(SERVER_MESSAGES.stageNotLast);
    const rondes = await repos.rondes.listForTournament(tournament.id);
    if (rondes.some((ronde) => ronde.numero >= stage.premiere_ronde))
      throw conflict(SERVER_MESSAGES.stageHasRonde);
    await repos.tournaments.rename(tournament.id, { phases: tournament.phases.slice(0, -1) });
    changes.publish({ type: 'tournoi', tournamentId: tournament.id, raison: 'classement' });
  });
}

/** Players a ronde of the current stage may seat: the stage's only (their count is checked with the others'). */
export function checkStagePlayers(tournament: Tournament, present: readonly string[]): void {
  if (tournament.phases.length === 0) return;
  const stage = new Set(stagePlayers(tournament));
  if (!present.every((id) => stage.has(id))) throw unprocessable(SERVER_MESSAGES.rondePlayerNotInStage);
}
