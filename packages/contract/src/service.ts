/** Service routes: health. */
import { Type } from '@sinclair/typebox';
import { responses, StringEnum } from './common';

/** GET /health */
export const healthRoute = {
  response: { 200: Type.Object({ status: StringEnum(['ok']) }) },
};

/** GET /health/ready: the database answers too (else 503 with a French detail). */
export const readyRoute = {
  response: responses({ 200: Type.Object({ status: StringEnum(['ok']) }) }),
};
