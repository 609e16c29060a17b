/**
 * Pseudos as the server stores them: one spelling per name (NFC, trimmed), no
 * invisible characters, the anonymous prefix kept for deleted accounts — on sign-up and on change.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, expectError, registerUser } from '../helper';

const INVISIBLE = 'Le pseudo ne peut pas contenir de caractères invisibles ou de contrôle.';
const RESERVED = 'Les pseudos commençant par « Joueur anonyme » sont réservés aux comptes supprimés.';

describe('pseudos', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const register = (pseudo: string) =>
    call(app, undefined, {
      method: 'POST',
      url: '/api/users/register',
      payload: { pseudo, password: 'motdepasse' },
    });

  it('« Élodie » composed and decomposed are one account: stored NFC, found by either spelling', async () => {
    const composed = '\u00c9lodie';
    const decomposed = 'E\u0301lodie';
    const created = await register(` ${decomposed} `);
    expect(created.statusCode).toBe(201);
    expect(created.json<{ pseudo: string }>().pseudo).toBe(composed);
    expectError(await register(composed), 409);
    const login = await call(app, undefined, {
      method: 'POST',
      url: '/api/users/login',
      payload: { pseudo: decomposed, password: 'motdepasse' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a zero-width space, a direction mark or a control character, and an empty visible pseudo', async () => {
    expectError(await register('\u200b'), 422, INVISIBLE);
    expectError(await register('Nan\u202e'), 422, INVISIBLE);
    expectError(await register('Na\u0007n'), 422, INVISIBLE);
    expectError(await register('\u3000\u00a0'), 422, 'Le pseudo ne peut pas être vide.');
  });

  it('reserves « Joueur anonyme » on sign-up and on a pseudo change', async () => {
    expectError(await register('Joueur anonyme 1a2b3c4d'), 422, RESERVED);
    expectError(await register('joueur ANONYME'), 422, RESERVED);
    const user = await registerUser(app);
    const change = await call(app, user, {
      method: 'PATCH',
      url: '/api/users/pseudo',
      payload: { user_id: user.id, new_pseudo: 'Joueur anonyme' },
    });
    expectError(change, 422, RESERVED);
    const invisible = await call(app, user, {
      method: 'PATCH',
      url: '/api/users/pseudo',
      payload: { user_id: user.id, new_pseudo: '\u200b\u200d' },
    });
    expectError(invisible, 422, INVISIBLE);
  });
});
