/**
 * What the server logs, and what it never logs. A database error carries its
 * query's values — password hashes, emails, pseudos — in drizzle's message and stack
 * ("Failed query: …\nparams: …") and in its `params`: the `err` serializer keeps the query text (values
 * are `$1` placeholders there), the PostgreSQL error code and the stack frames, and drops the values.
 * Request logs hold the method, address and status (one line per request, AnsweredRequestLog), never
 * headers or bodies; the bearer header is redacted anyway should a log call ever pass one.
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { databaseErrorCode } from './db/errors';

/** Drizzle's "\nparams: …" up to the stack frames, the next cause or the end. */
const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;
const withoutParams = (text: string) => String(text).replace(PARAMS, '');

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function safeErrorSerializer(error: Error): SerializedError {
  const fields: SerializedError = { ...pino.stdSerializers.err(error) };
  delete fields.params;
  delete fields.raw;
  fields.message = withoutParams(fields.message);
  fields.stack = withoutParams(fields.stack);
  const code = databaseErrorCode(error);
  if (code) fields.code = code;
  return fields;
}

export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
];

/** The app's logger: the given pino options (or none) with the safe serializers and redactions. */
export function safeLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    ...(typeof logger === 'object' ? logger : {}),
    serializers: { err: safeErrorSerializer },
    redact: { paths: LOG_REDACTIONS, censor: '[masqué]' },
  };
}

/**
 * One line per request, written once it is answered: method, path, address, status and duration
 * (docs/deploy.md, "Ce que le serveur journalise"). Fastify's own controller writes two, one on arrival
 * ("incoming request") and one on answer: the second line cost every request a serialization and a
 * write (docs/performance.md, POST a round). Its two messages are French like the server's other
 * lines (« requête traitée », « requête en échec » with the error); the framework's other lines stay as
 * Fastify writes them.
 */
export class AnsweredRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'requête en échec');
    else reply.log.info(line, 'requête traitée');
  }
}
