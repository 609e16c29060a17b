/**
 * Tournament routes for the shared fake server (`src/test/fake-api.ts`), as docs/api-contract.md words
 * them: an in-memory model whose ranking is computed by the real domain package from the fake's games.
 * `viewer` is the caller the fake answers for (the ranking is `null` for a non-admin while hidden).
 */
import type { Game, Tournament } from '@mj/api';
import { tournamentHighlights, tournamentRanking, validateTournament } from '@mj/domain';
import { detail, reply, type FakeApi } from '../../../test/fake-api';

export const ALICE = 'u-alice';
export const BRUNO = 'u-bruno';
export const CHLOE = 'u-chloe';
export const DAVID = 'u-david';
export const EMMA = 'u-emma';

/** When the fake finishes a tournament. */
export const FINISHED_AT = '2025-09-20T19:30:00.000Z';

export class FakeTournaments {
  readonly tournaments = new Map<string, Tournament>();
  viewer = ALICE;
  private nextId = 1;

  constructor(readonly api: FakeApi) {
    this.install();
  }

  /** A running tournament administered by Alice with Alice, Bruno, Chloé and David. */
  add(overrides: Partial<Tournament> = {}): Tournament {
    const tournament: Tournament = {
      id: overrides.id ?? `t${this.nextId++}`,
      nom: 'Tournoi du club',
      date_debut: '2025-09-20T00:00:00.000Z',
      date_fin: null,
      etat: 'en cours',
      classement_visible: true,
      regles: 'classic',
      joueurs: [ALICE, BRUNO, CHLOE, DAVID],
      absents: [],
      admin_id: ALICE,
      ...overrides,
    };
    this.tournaments.set(tournament.id, tournament);
    return tournament;
  }

  /** A finished manual game of the tournament with these final scores (seat order = key order). */
  addFinishedGame(tournoiId: string, scores: Record<string, number>, overrides: Partial<Game> = {}): Game {
    return this.api.addGame({
      joueurs: Object.keys(scores),
      scores,
      etat: 'terminé',
      date_fin: '2025-09-20T12:00:00.000Z',
      tournois_id: tournoiId,
      ...overrides,
    });
  }

  /** Hidden from a non-admin while masked, finished or not (the ranking and the highlights alike). */
  private rankingHidden(tournament: Tournament): boolean {
    return !tournament.classement_visible && tournament.admin_id !== this.viewer;
  }

  /** The fake's games carry no rounds (final scores only): the domain finds no highlight in them. */
  private highlights(tournoiId: string) {
    return tournamentHighlights(
      this.gamesOf(tournoiId).map((game) => ({
        partie_id: game.id,
        date_fin: game.date_fin ?? '',
        joueurs: game.joueurs,
        scores: game.scores,
        etat: game.etat,
        rounds: null,
      })),
    );
  }

  gamesOf(tournoiId: string): Game[] {
    return [...this.api.games.values()].filter((game) => game.tournois_id === tournoiId);
  }

  ranking(tournoiId: string): Record<string, number> {
    return tournamentRanking(this.gamesOf(tournoiId));
  }

  private install(): void {
    const api = this.api;
    const find = (id: string | undefined) => this.tournaments.get(id ?? '');
    const missing = () => detail('Tournoi introuvable.', 404);
    api.on('GET', '/tournois/', () => reply([...this.tournaments.values()]));
    api.on('POST', '/tournois/', ({ body }) => {
      const valid = validateTournament(body as { nom: unknown; date_debut: unknown; joueurs: unknown });
      if (!valid.ok) return detail(valid.error, 422);
      return reply(this.add({ ...valid.value, admin_id: this.viewer }), 201);
    });
    api.on('GET', '/tournois/:id', (_request, { id }) => {
      const tournament = find(id);
      return tournament ? reply(tournament) : missing();
    });
    api.on('GET', '/tournois/:id/joueurs', (_request, { id }) => {
      const tournament = find(id);
      return tournament ? reply({ joueurs: tournament.joueurs }) : missing();
    });
    // Tournament day lives on the real server (rondes.test.tsx): here no ronde and no public link.
    api.on('GET', '/tournois/:id/rondes', (_request, { id }) => (find(id) ? reply([]) : missing()));
    api.on('GET', '/tournois/:id/ecran', (_request, { id }) => (find(id) ? reply({ jeton: null }) : missing()));
    api.on('GET', '/tournois/:id/parties', (_request, { id }) => (find(id) ? reply(this.gamesOf(id!)) : missing()));
    api.on('GET', '/tournois/:id/classement', (_request, { id }) => {
      const tournament = find(id);
      if (!tournament) return missing();
      const hidden = this.rankingHidden(tournament);
      return reply({ classement: hidden ? null : this.ranking(id!), classement_visible: tournament.classement_visible });
    });
    api.on('GET', '/tournois/:id/faits-marquants', (_request, { id }) => {
      const tournament = find(id);
      if (!tournament) return missing();
      return reply({ faits_marquants: this.rankingHidden(tournament) ? null : this.highlights(id!) });
    });
    api.on('POST', '/tournois/:id/joueurs/add', ({ body }, { id }) => {
      const tournament = find(id);
      if (!tournament) return missing();
      const userId = body as string;
      if (!tournament.joueurs.includes(userId)) tournament.joueurs = [...tournament.joueurs, userId];
      return reply(tournament);
    });
    api.on('DELETE', '/tournois/:id/parties/:gameId', (_request, { id, gameId }) => {
      if (!find(id)) return missing();
      api.games.delete(gameId!);
      return reply({ parties: this.gamesOf(id!).map((game) => game.id), classement: this.ranking(id!) });
    });
    api.on('PATCH', '/tournois/:id/classement-visible', ({ body }, { id }) => {
      const tournament = find(id);
      if (!tournament) return missing();
      tournament.classement_visible = (body as { visible: boolean }).visible;
      return reply({ classement_visible: tournament.classement_visible });
    });
    api.on('PATCH', '/tournois/:id/admin', ({ body }, { id }) => {
      const tournament = find(id);
      if (!tournament) return missing();
      tournament.admin_id = (body as { admin_id: string }).admin_id;
      return reply(tournament);
    });
    api.on('PATCH', '/tournois/:id/etat', ({ body }, { id }) => {
      const tournament = find(id);
      if (!tournament) return missing();
      const finished = (body as { new_state: string }).new_state === 'terminé';
      tournament.etat = finished ? 'terminé' : 'en cours';
      tournament.date_fin = finished ? FINISHED_AT : null;
      if (finished) {
        for (const game of this.gamesOf(id!)) api.games.set(game.id, { ...game, etat: 'terminé' });
      }
      return reply({ etat: tournament.etat, date_fin: tournament.date_fin });
    });
  }
}
