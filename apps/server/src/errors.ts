/**
 * Every error leaves the server as `{"detail": "<French sentence>"}`. Handlers throw `ApiError`; schema
 * validation errors become 422 with a sentence built from the failing keyword; transport errors keep
 * their 4xx; anything else is logged and answered with a generic 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUnstorableText } from './db/errors';
import { SERVER_MESSAGES } from './messages';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
    /** Fields the client needs beside `detail` (the players tied at a cut). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

/** 422: readable JSON whose content breaks a rule (the domain's or the server's French sentence). */
export const unprocessable = (detail: string) => new ApiError(422, detail);
export const unauthorized = (detail: string = SERVER_MESSAGES.sessionInvalid) => new ApiError(401, detail);
export const forbidden = (detail: string) => new ApiError(403, detail);
export const notFound = (detail: string) => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);
/** 429 with `Retry-After`: the server is busy with this kind of work; the request may come back. */
export const tooManyRequests = (detail: string) => new ApiError(429, detail, { 'retry-after': '1' });
/** 503 with `Retry-After`: a dependency (Google's keys) is unreachable; nothing is wrong with the request. */
export const serviceUnavailable = (detail: string, retryAfterSeconds: number) =>
  new ApiError(503, detail, { 'retry-after': String(retryAfterSeconds) });

interface AjvError {
  instancePath?: string;
  keyword: string;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'un texte',
  integer: 'un nombre entier',
  number: 'un nombre',
  boolean: 'vrai ou faux',
  array: 'une liste',
  object: 'un objet',
  null: 'vide (null)',
};

function fieldLabel(error: AjvError, context: string | undefined): string {
  const path = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (path) return `Le champ « ${path} »`;
  if (context === 'querystring') return 'Le paramètre d’adresse';
  if (context === 'params') return 'L’identifiant de l’adresse';
  if (context === 'headers') return 'Un en-tête';
  return 'Le corps de la requête';
}

/** One French sentence for the first failing schema keyword. */
export function validationMessage(errors: AjvError[], context: string | undefined): string {
  const error = errors[0];
  if (!error) return 'La requête est invalide.';
  const field = fieldLabel(error, context);
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return `${fieldLabel({ ...error, instancePath: `${error.instancePath ?? ''}/${String(p.missingProperty)}` }, context)} est requis.`;
    case 'type': {
      const names = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      return `${field} doit être ${names.join(' ou ')}.`;
    }
    case 'minLength':
      return `${field} doit faire au moins ${String(p.limit)} caractère(s).`;
    case 'maxLength':
      return `${field} doit faire au plus ${String(p.limit)} caractères.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} est trop petit (minimum ${String(p.limit)}).`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} est trop grand (maximum ${String(p.limit)}).`;
    case 'minItems':
      return `${field} doit contenir au moins ${String(p.limit)} élément(s).`;
    case 'maxItems':
      return `${field} doit contenir au plus ${String(p.limit)} éléments.`;
    case 'maxProperties':
      return `${field} contient trop d’éléments (au plus ${String(p.limit)}).`;
    case 'uniqueItems':
      return `${field} ne doit pas contenir de doublons.`;
    case 'enum':
    case 'const': {
      const allowed = (p.allowedValues as unknown[] | undefined) ?? [p.allowedValue];
      return `${field} doit valoir : ${allowed.map((v) => String(v)).join(', ')}.`;
    }
    case 'additionalProperties':
      return `Le champ « ${String(p.additionalProperty)} » n’est pas attendu.`;
    case 'format':
    case 'pattern':
      return `${field} n’a pas le bon format.`;
    default:
      return `${field} est invalide.`;
  }
}

/** Fastify's own 4xx codes, answered in French with the status they carry (bad JSON becomes 422). */
const TRANSPORT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [422, SERVER_MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [422, SERVER_MESSAGES.emptyBody],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, SERVER_MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, SERVER_MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longueur annoncée du corps de la requête est fausse.'],
};

function send(reply: FastifyReply, statusCode: number, detail: string, extra: Record<string, unknown> = {}) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ ...extra, detail });
}

/**
 * Errors Fastify answers before routing (a malformed percent-encoding in the address): the same French
 * `{detail}` shape. Passed as the `frameworkErrors` option of the Fastify constructor.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 400, SERVER_MESSAGES.badUrl);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return send(reply, error.statusCode, error.detail, error.extra);
    }
    if (error.validation) {
      return send(reply, 422, validationMessage(error.validation as AjvError[], error.validationContext));
    }
    const transport = error.code ? TRANSPORT_ERRORS[error.code] : undefined;
    if (transport) return send(reply, transport[0], transport[1]);
    if (error instanceof SyntaxError) return send(reply, 422, SERVER_MESSAGES.invalidJson);
    // A NUL character anywhere in the request reaches the database only to be refused: the client's fault.
    if (isUnstorableText(error)) return send(reply, 422, SERVER_MESSAGES.forbiddenCharacter);
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 429, SERVER_MESSAGES.tooManyRequests);
    if (status >= 400 && status < 500) return send(reply, status, 'La requête est invalide.');
    request.log.error({ err: error }, 'erreur inattendue');
    return send(reply, 500, SERVER_MESSAGES.internal);
  });
}
