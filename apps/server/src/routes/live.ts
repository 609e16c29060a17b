/**
 * Live updates (docs/api-contract.md, "Live updates"): Server-Sent Events for a game and a tournament,
 * authorised exactly like reading the resource (401, then 404, then 403, answered as JSON before the
 * stream opens) and closed when that access ends.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  gameEventsRoute,
  tournamentEventsRoute,
  type GameDeletedEvent,
  type TournamentEvent,
} from '@mj/contract';
import type { FastifyInstance } from 'fastify';
import { gameTopic, tournamentTopic, type Shared } from '../events/hub';
import { gameFor, isTournamentMember, tournamentFor } from '../services/access';
import { rankingOfGames, visibleRanking } from '../services/tournaments';
import { toGame } from '../wire';

export async function liveRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/parties/:id/evenements',
    { schema: { tags: ['parties'], ...gameEventsRoute } },
    async (request, reply) => {
      const game = await gameFor(app.repos, request.params.id, request.currentUser);
      app.liveStream(request, reply, {
        topics: [gameTopic(game.id)],
        first: { event: 'partie', data: toGame(game) },
        handle: async (event, stream, shared) => {
          if (event.type === 'supprimee') {
            stream.send('supprimee', { id: game.id } satisfies GameDeletedEvent);
            stream.end();
          } else if (event.type === 'partie') {
            // A write that started from an older version than the first state's is already in it: its
            // event reached this process after the stream opened (on PostgreSQL, another process's
            // NOTIFY can). Every later write is sent once, even one that leaves the game as it was (a
            // round corrected to itself) or one read together with the next (both then carry the
            // newest state): every write reaches every stream exactly once.
            if (event.depuis < game.version) return;
            const row = await shared(gameTopic(game.id), () => app.repos.games.find(game.id));
            if (!row) return;
            stream.send('partie', toGame(row));
          }
        },
      });
    },
  );

  app.get(
    '/tournois/:id/evenements',
    {
      schema: { tags: ['tournois'], ...tournamentEventsRoute },
    },
    async (request, reply) => {
      const user = request.currentUser;
      const tournament = await tournamentFor(app.repos, request.params.id, user, 'member');
      const topic = tournamentTopic(tournament.id);
      // Read once per event for all of this process's readers, after the write's commit.
      const current = (shared: Shared) => shared(topic, () => app.repos.tournaments.find(tournament.id));
      const games = (shared: Shared) =>
        shared(`${topic}:parties`, () => app.repos.games.listForTournament(tournament.id));
      app.liveStream(request, reply, {
        topics: [topic],
        handle: async (event, stream, shared) => {
          if (event.type === 'partie' || event.type === 'supprimee') {
            // The game and the ranking travel with the event: a page updates without reading again.
            const [now, rows] = await Promise.all([current(shared), games(shared)]);
            if (!now) return;
            const ranking = await shared(`${topic}:classement`, async () => rankingOfGames(rows));
            const row = rows.find((game) => game.id === event.partieId);
            stream.send('tournoi', {
              raison: 'partie',
              partie_id: event.partieId,
              ...(row ? { partie: toGame(row) } : {}),
              classement: await visibleRanking(app.repos, user, now, ranking),
            } satisfies TournamentEvent);
          } else if (event.type === 'tournoi') {
            // The players changed: a reader who is no longer one of them loses the stream.
            const now = await current(shared);
            if (!now || !isTournamentMember(now, user)) {
              stream.end();
              return;
            }
            stream.send('tournoi', { raison: event.raison } satisfies TournamentEvent);
          }
        },
      });
    },
  );
}
