/**
 * The public screen of a tournament: an unguessable token (192 random bits) opens, without a session,
 * what the room's projector shows. Pseudos only: no user id and no email leave through it.
 */
import { randomBytes } from 'node:crypto';
import { IN_PROGRESS, rankedPlayers, teamStanding } from '@mj/domain';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import { tournamentFor } from './access';
import { toClock } from './clock';
import { awaitsValidation, teamsOf } from '../wire';
import { standingOf } from './standings';

const newToken = () => randomBytes(24).toString('base64url');

/** The active token, or a new one. */
export async function openScreen(transaction: Transaction, user: UserRow, tournamentId: string) {
  return transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    if (tournament.ecranJeton) return { jeton: tournament.ecranJeton };
    const jeton = newToken();
    await repos.tournaments.setScreenToken(tournament.id, jeton);
    changes.publish({ type: 'ecran', tournamentId: tournament.id });
    return { jeton };
  });
}

export async function screenOf(repos: Repositories, user: UserRow, tournamentId: string) {
  const tournament = await tournamentFor(repos, tournamentId, user, 'admin');
  return { jeton: tournament.ecranJeton };
}

export async function closeScreen(transaction: Transaction, user: UserRow, tournamentId: string) {
  await transaction(async (repos, changes) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    await repos.tournaments.setScreenToken(tournament.id, null);
    // The screens following the old link lose their stream.
    changes.publish({ type: 'ecran', tournamentId: tournament.id });
  });
}

/**
 * The screen behind a link and its tournament, undefined when no tournament has this link (revoked or
 * replaced). The screen is built field by field: the live stream sends it without the route's schema.
 */
export async function screenOfLink(repos: Repositories, token: string, now: Date) {
  const tournament = await repos.tournaments.findByScreenToken(token);
  if (!tournament) return undefined;
  const [rondes, games] = await Promise.all([
    repos.rondes.listForTournament(tournament.id),
    repos.games.listForTournament(tournament.id),
  ]);
  const ronde = rondes.at(-1);
  const shown = ronde
    ? games
        .filter((game) => game.ronde === ronde.numero)
        .sort((a, b) => (a.tableNumber ?? 0) - (b.tableNumber ?? 0))
    : games.filter((game) => game.etat === IN_PROGRESS);
  // A hidden ranking hides the tables' scores too: a room adding them up would rebuild it.
  const ranking = tournament.classementVisible ? await standingOf(repos, tournament) : null;
  const pseudos = await repos.users.pseudosOf([
    ...shown.flatMap((game) => game.joueurs),
    ...Object.keys(ranking?.points ?? {}),
    ...teamsOf(tournament).flatMap((team) => team.joueurs),
  ]);
  const pseudo = (id: string) => pseudos.get(id) ?? '';
  const stage = tournament.phases.at(-1);
  const screen = {
    nom: tournament.nom,
    etat: tournament.etat,
    date_debut: tournament.dateDebut.toISOString(),
    ronde: ronde?.numero ?? null,
    horloge: ronde ? toClock(ronde, now) : null,
    tables: shown.map((game) => ({
      table: game.tableNumber,
      nom: game.nom,
      etat: game.etat,
      vent: game.vent,
      tour_actuel: game.tourActuel,
      joueurs: game.joueurs.map((id) => ({
        pseudo: pseudo(id),
        ...(ranking ? { score: game.scores[id] ?? 0 } : {}),
      })),
    })),
    classement:
      ranking &&
      rankedPlayers(ranking.points, pseudo)
        .map(({ userId, label, points }) => ({ place: ranking.places[userId] ?? 0, pseudo: label, points }))
        .sort((a, b) => a.place - b.place),
    feuilles_a_valider: games.filter(awaitsValidation).length,
    ...(stage ? { phase: { nom: stage.nom, qualifies: stage.qualifies, report: stage.report } } : {}),
    ...(tournament.equipes.length > 0
      ? {
          equipes:
            ranking &&
            teamStanding(teamsOf(tournament), ranking.points, tournament.equipesComptees).map((team) => ({
              ...team,
              joueurs: team.joueurs.map(pseudo),
            })),
        }
      : {}),
  };
  return { tournamentId: tournament.id, screen };
}

/** The same, 404 when the link is not, or no longer, a tournament's. */
export async function publicScreen(repos: Repositories, token: string, now: Date) {
  const found = await screenOfLink(repos, token, now);
  if (!found) throw notFound(SERVER_MESSAGES.screenNotFound);
  return found;
}
