/** Service routes: health. */
import { Type } from '@sinclair/typebox';
import { responses, StringEnum, operation } from './common';

/** GET /health */
export const healthRoute = operation('health', 'Le serveur répond.', {
  response: { 200: Type.Object({ status: StringEnum(['ok']) }) },
});

/** GET /health/ready: the database answers too (else 503 with a French detail). */
export const readyRoute = operation('ready', 'Le serveur et sa base de données répondent.', {
  response: responses({ 200: Type.Object({ status: StringEnum(['ok']) }) }),
});
