/**
 * POST /parties/import in a plugin of its own: its body may carry a 2 MB log, so it alone takes a larger
 * body, and its JSON is walked first (bounded nesting and values outside strings) so that a hostile body
 * is refused before it is parsed. Schema: @mj/contract (games).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IMPORT_CONTENT_MAX_BYTES, importGameRoute } from '@mj/contract';
import { withinJsonLimits } from '@mj/online-logs';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { importOnlineGame } from '../services/online-import';

/** The body around a 2 MB log: its quotes and line ends escaped in JSON take it past 2 MB (413 beyond). */
const IMPORT_BODY_LIMIT = 3 * IMPORT_CONTENT_MAX_BYTES;
/** `{contenu, joueurs: {…4}, ligue_id, tournois_id, regles: {…}}`: shallow, a few dozen values. */
const BODY_SHAPE = { depth: 4, values: 200 };

export async function onlineImportRoutes(instance: FastifyInstance) {
  const parseJson = instance.getDefaultJsonParser('error', 'error');
  instance.removeContentTypeParser('application/json');
  instance.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || !withinJsonLimits(body, BODY_SHAPE)) {
      done(new ApiError(422, SERVER_MESSAGES.invalidJson), undefined);
      return;
    }
    parseJson(request, body, (error, value) => {
      if (error) done(new ApiError(422, SERVER_MESSAGES.invalidJson), undefined);
      else done(null, value);
    });
  });
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/parties/import',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { tags: ['parties'], ...importGameRoute } },
    async (request, reply) => {
      const { body } = request;
      const answer = await importOnlineGame(app.transaction, request.currentUser, {
        contenu: body.contenu,
        joueurs: body.joueurs,
        leagueId: body.ligue_id ?? null,
        tournamentId: body.tournois_id || body.tournoi_id || null,
        regles: body.regles,
        now: new Date(),
      });
      return reply.code(201).send(answer);
    },
  );
}
