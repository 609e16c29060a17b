/**
 * Tournament data seeded through the real server's API (real-server.ts), as the tournament pages' tests
 * need it: the file's players, a tournament, a game entered with its final scores, a finish at a known time.
 */
import { beforeAll } from '@jest/globals';
import type { Game, Tournament } from '@mj/api';
import type { Player, RealServer } from './real-server';

export type Club = Record<'alice' | 'bruno' | 'chloe' | 'david' | 'emma', Player>;

/** The club's five players, signed up before the file's tests (read them as `club.alice` inside a test). */
export function withClub(server: () => RealServer): Club {
  const club = {} as Club;
  beforeAll(async () => {
    const [alice, bruno, chloe, david, emma] = await server().signUpAll([
      'Alice',
      'Bruno',
      'Chloé',
      'David',
      'Emma',
    ]);
    Object.assign(club, { alice, bruno, chloe, david, emma });
  });
  return club;
}

export interface TournamentSeed {
  nom?: string;
  /** A day, `YYYY-MM-DD`. */
  date_debut?: string;
  classement_visible?: boolean;
  joueurs: readonly Player[];
}

/** A running classic tournament administered by `admin`. */
export function createTournament(
  server: RealServer,
  admin: Player,
  seed: TournamentSeed,
): Promise<Tournament> {
  return server.as(admin).post<Tournament>('/tournois/', {
    nom: seed.nom ?? 'Tournoi du club',
    date_debut: seed.date_debut ?? '2025-09-20',
    classement_visible: seed.classement_visible ?? true,
    regles: 'classic',
    joueurs: seed.joueurs.map((player) => player.user.user_id),
  });
}

/** A finished game of the tournament entered by `by` with its final scores (seats in the order given). */
export async function addFinishedGame(
  server: RealServer,
  by: Player,
  tournamentId: string,
  scores: ReadonlyArray<readonly [Player, number]>,
  dateDebut = '2025-09-20T12:00:00.000Z',
): Promise<Game> {
  const { id } = await server.as(by).post<{ id: string }>('/parties/manuelle', {
    joueurs: scores.map(([player]) => player.user.user_id),
    scores: Object.fromEntries(scores.map(([player, score]) => [player.user.user_id, score])),
    date_debut: dateDebut,
    tournois_id: tournamentId,
  });
  return server.as(by).get<Game>(`/parties/${id}`);
}

/**
 * Finishes the tournament with the server's clock at `at` (its `date_fin`), so that the page's
 * « Terminé le … » is known in advance.
 */
export async function finishTournamentAt(
  server: RealServer,
  admin: Player,
  id: string,
  at: string,
): Promise<void> {
  await server.at(at, () => server.as(admin).patch(`/tournois/${id}/etat`, { new_state: 'terminé' }));
}
