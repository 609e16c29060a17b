/**
 * The public screen of a tournament: an unguessable token (192 random bits) opens, without a session,
 * what the room's projector shows. Pseudos only: no user id and no email leave through it.
 */
import { randomBytes } from 'node:crypto';
import { rankedPlayers } from '@mj/domain';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { Repositories, Transaction } from '../repositories';
import { tournamentFor } from './access';
import { toClock } from './clock';
import { rankingOf } from './tournaments';

const newToken = () => randomBytes(24).toString('base64url');

/** The active token, or a new one. */
export async function openScreen(transaction: Transaction, user: UserRow, tournamentId: string) {
  return transaction(async (repos) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    if (tournament.ecranJeton) return { jeton: tournament.ecranJeton };
    const jeton = newToken();
    await repos.tournaments.setScreenToken(tournament.id, jeton);
    return { jeton };
  });
}

export async function screenOf(repos: Repositories, user: UserRow, tournamentId: string) {
  const tournament = await tournamentFor(repos, tournamentId, user, 'admin');
  return { jeton: tournament.ecranJeton };
}

export async function closeScreen(transaction: Transaction, user: UserRow, tournamentId: string) {
  await transaction(async (repos) => {
    const tournament = await tournamentFor(repos, tournamentId, user, 'admin', true);
    await repos.tournaments.setScreenToken(tournament.id, null);
  });
}

/** What the screen shows: the latest ronde's tables (else the running games), the clock, the ranking. */
export async function publicScreen(repos: Repositories, token: string, now: Date) {
  const tournament = await repos.tournaments.findByScreenToken(token);
  if (!tournament) throw notFound(SERVER_MESSAGES.screenNotFound);
  const [rondes, games] = await Promise.all([
    repos.rondes.listForTournament(tournament.id),
    repos.games.listForTournament(tournament.id),
  ]);
  const ronde = rondes.at(-1);
  const shown = ronde
    ? games
        .filter((game) => game.ronde === ronde.numero)
        .sort((a, b) => (a.tableNumber ?? 0) - (b.tableNumber ?? 0))
    : games.filter((game) => game.etat === 'en cours');
  const ranking = tournament.classementVisible ? await rankingOf(repos, tournament.id) : null;
  const pseudos = await repos.users.pseudosOf([
    ...shown.flatMap((game) => game.joueurs),
    ...Object.keys(ranking ?? {}),
  ]);
  const pseudo = (id: string) => pseudos.get(id) ?? '';
  return {
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
      joueurs: game.joueurs.map((id) => ({ pseudo: pseudo(id), score: game.scores[id] ?? 0 })),
    })),
    classement:
      ranking &&
      rankedPlayers(ranking, pseudo).map(({ place, label, points }) => ({ place, pseudo: label, points })),
  };
}
