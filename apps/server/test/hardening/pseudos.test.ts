/**
 * Pseudos as the server stores them: one spelling per name (NFC, trimmed), no
 * invisible characters, the anonymous prefix kept for deleted accounts — on sign-up and on change.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pseudoKey } from '../../src/auth/pseudo-key';
import { fillPseudoKeys } from '../../src/repositories/users';
import { backends, buildTestApp, call, expectError, registerUser } from '../helper';

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

/**
 * Look-alike pseudos (auth/pseudo-key.ts): another spelling of a taken pseudo, or of the anonymous
 * prefix, was accepted: a non-breaking or en space, two spaces, a trailing combining mark, Cyrillic
 * letters, Hangul fillers, the Braille blank. Each attempt is refused; the figures are in
 * docs/reliability.md.
 */
describe.each(backends)('look-alike pseudos on %s', (backend) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ backend });
  });

  const register = (pseudo: string) =>
    call(app, undefined, {
      method: 'POST',
      url: '/api/users/register',
      payload: { pseudo, password: 'motdepasse' },
    });

  it('refuses a look-alike of a taken pseudo by « i » for « I » or full-width letters, and stacked marks', async () => {
    expect((await register(`Emilie ${backend}`)).statusCode).toBe(201);
    for (const pseudo of [`EmiIie ${backend}`, `\uff25mile ${backend}`.replace('mile', 'milie')])
      expectError(await register(pseudo), 409, 'Ce pseudo est déjà utilisé.');
    expectError(
      await register(`Zal${'\u0301\u0336\u0352'.repeat(2)}go ${backend}`),
      422,
      'Trop d’accents sur une même lettre.',
    );
    expect((await register(`Nguye\u0302\u0303n ${backend}`)).statusCode).toBe(201);
  });

  it('refuses every look-alike of « Joueur anonyme », on sign-up and on a change', async () => {
    const attempts = [
      'Joueur\u00a0anonyme 1a2b3c4d',
      'Joueur\u2002anonyme 1a2b3c4d',
      'Joueur  anonyme 1a2b3c4d',
      'Jou\u0435ur \u0430nonyme 1a2b3c4d',
      'Joueur anonyme\u0323 1a2b3c4d',
      'JoueurAnonyme',
    ];
    const answers = [];
    for (const pseudo of attempts) answers.push((await register(pseudo)).json<{ detail: string }>());
    expect(answers).toEqual(attempts.map(() => ({ detail: RESERVED })));
    // Blank characters are refused before the prefix is even looked at.
    expectError(await register('Joueur\u3164anonyme'), 422, INVISIBLE);
    expectError(await register('Joueur\u2800anonyme'), 422, INVISIBLE);
    const user = await registerUser(app);
    const change = await call(app, user, {
      method: 'PATCH',
      url: '/api/users/pseudo',
      payload: { user_id: user.id, new_pseudo: 'Jou\u0435ur\u00a0anonyme 0f0f0f0f' },
    });
    expectError(change, 422, RESERVED);
  });

  it('refuses a look-alike of a taken pseudo (409), stores inner spaces as one, and signs in by any spelling', async () => {
    const taken = `Alice Martin ${backend}`;
    expect((await register(taken)).statusCode).toBe(201);
    const lookAlikes = [
      `Alice\u00a0Martin ${backend}`,
      `Alice\u2002Martin ${backend}`,
      `Alice  Martin ${backend}`,
      `Alice Martin\u0301 ${backend}`,
      `\u0410lic\u0435 Martin ${backend}`,
      `ALICE MARTIN ${backend}`,
    ];
    const statuses = [];
    for (const pseudo of lookAlikes) statuses.push((await register(pseudo)).statusCode);
    expect(statuses).toEqual(lookAlikes.map(() => 409));
    const other = await registerUser(app);
    const change = await call(app, other, {
      method: 'PATCH',
      url: '/api/users/pseudo',
      payload: { user_id: other.id, new_pseudo: `\u0410lice Martin ${backend}` },
    });
    expectError(change, 409, 'Ce pseudo est déjà utilisé.');
    const spaced = await register(`Zo\u00e9\u00a0 du\u2002Nord ${backend}`);
    expect(spaced.json<{ pseudo: string }>().pseudo).toBe(`Zoé du Nord ${backend}`);
    const login = await call(app, undefined, {
      method: 'POST',
      url: '/api/users/login',
      payload: { pseudo: `alice\u00a0martin ${backend}`, password: 'motdepasse' },
    });
    expect(login.json<{ pseudo: string }>().pseudo).toBe(taken);
  });

  it('gives accounts from before look-alike keys theirs at start; of two that collide, both keep signing in', async () => {
    const elodie = await registerUser(app, `Elodie ${backend}`);
    // As an older version left them: no key, and a second spelling it accepted.
    await app.database.db.execute(sql`update users set pseudo_key = null where id = ${elodie.id}`);
    const accented = randomUUID();
    await app.database.db.execute(
      sql`insert into users (id, pseudo, provider, password_hash, created_at) values (${accented}, ${`Élodie ${backend}`}, 'local', (select password_hash from users where id = ${elodie.id}), now() + interval '1 second')`,
    );
    expect(await fillPseudoKeys(app.database.db)).toBe(2);
    const keys = await app.database.db.execute(
      sql`select id, pseudo_key from users where id in (${elodie.id}, ${accented}) order by created_at`,
    );
    // The key folds « i » into « l » (auth/pseudo-key.ts).
    const key = pseudoKey(`Elodie ${backend}`);
    expect(key).toBe(backend === 'pglite' ? 'elodle pgllte' : 'elodle postgres');
    expect((keys as unknown as { rows: unknown[] }).rows).toEqual([
      { id: elodie.id, pseudo_key: key },
      { id: accented, pseudo_key: `${key}#${accented}` },
    ]);
    expect(await fillPseudoKeys(app.database.db)).toBe(0);
    const signIn = async (pseudo: string) =>
      (
        await call(app, undefined, {
          method: 'POST',
          url: '/api/users/login',
          payload: { pseudo, password: 'motdepasse' },
        })
      ).json<{ user_id: string }>().user_id;
    expect([await signIn(`Elodie ${backend}`), await signIn(`Élodie ${backend}`)]).toEqual([
      elodie.id,
      accented,
    ]);
    expectError(await register(`E\u0301lodie ${backend}`), 409);
  });
});
