/** Service routes: health. */
import { Type } from '@sinclair/typebox';
import { StringEnum } from './common';

/** GET /health */
export const healthRoute = {
  response: { 200: Type.Object({ status: StringEnum(['ok']) }) },
};
