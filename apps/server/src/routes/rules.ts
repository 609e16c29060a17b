/** /regles: the rule sets the app ships, each with its source and every parameter (the domain's presets). */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { rulesRoute } from '@mj/contract';
import { PRESETS } from '@mj/domain';
import type { FastifyInstance } from 'fastify';

const tags = ['rules'];

export async function rulesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/regles', { schema: { tags, ...rulesRoute } }, async () =>
    PRESETS.map(({ id, nom, source, parametres }) => ({ id, nom, source, parametres })),
  );
}
