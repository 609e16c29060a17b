/**
 * JSON bodies: Fastify's own parser (with its prototype-poisoning protection), except that an empty body
 * is no body (some clients send `Content-Type: application/json` on a DELETE) and unreadable JSON is a
 * 422 in French rather than a 400.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { SERVER_MESSAGES } from './messages';

export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, (error, value) => {
      if (error) done(new ApiError(422, SERVER_MESSAGES.invalidJson), undefined);
      else done(null, value);
    });
  });
}
