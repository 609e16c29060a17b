/**
 * A tournament never ends up with nobody able to manage it. Its admin hands it to
 * one of its players (PATCH /tournois/{id}/admin) before deleting their account; the deletion is refused
 * while they still administer one.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { backends, buildTestApp, call, expectError, registerUsers, type TestUser } from '../helper';

describe.each(backends)('handing a tournament over, on %s', (backend) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ backend });
  });

  async function tournament(admin: TestUser, players: TestUser[], nom = 'Open de Nantes') {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/tournois/',
      payload: {
        nom,
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        joueurs: players.map((player) => player.id),
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }
  const handOver = (as: TestUser, id: string, adminId: string) =>
    call(app, as, { method: 'PATCH', url: `/api/tournois/${id}/admin`, payload: { admin_id: adminId } });
  const deleteAccount = (as: TestUser) => call(app, as, { method: 'DELETE', url: '/api/users/me' });

  it('refuses to delete the account of a tournament’s admin, then deletes it once the tournament is handed over', async () => {
    const [admin, ...players] = await registerUsers(app, 5);
    const id = await tournament(admin!, players, 'Coupe de Loire');
    expectError(
      await deleteAccount(admin!),
      409,
      'Tu administres le tournoi « Coupe de Loire » : transmets d’abord son administration à l’un de ses joueurs (page d’administration du tournoi).',
    );
    // Nothing changed: the admin still signs in and manages it.
    expect((await call(app, admin!, { method: 'GET', url: `/api/tournois/${id}` })).json().admin_id).toBe(
      admin!.id,
    );

    const handed = await handOver(admin!, id, players[2]!.id);
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toEqual(
      expect.objectContaining({ id, admin_id: players[2]!.id, joueurs: players.map((player) => player.id) }),
    );
    // The new admin manages it; the former one, who does not play, no longer sees it.
    const hidden = await call(app, players[2]!, {
      method: 'PATCH',
      url: `/api/tournois/${id}/classement-visible`,
      payload: { visible: false },
    });
    expect(hidden.statusCode).toBe(200);
    expectError(await call(app, admin!, { method: 'GET', url: `/api/tournois/${id}` }), 403);

    expect((await deleteAccount(admin!)).statusCode).toBe(204);
  });

  it('refuses a hand-over by anyone but the admin (403), to a non-player (422), or an unknown tournament (404)', async () => {
    const [admin, stranger, ...players] = await registerUsers(app, 6);
    const id = await tournament(admin!, players);
    expectError(
      await handOver(players[0]!, id, players[0]!.id),
      403,
      'Seul l’administrateur du tournoi peut faire cela.',
    );
    expectError(
      await handOver(admin!, id, stranger!.id),
      422,
      'Le nouvel administrateur doit être un joueur du tournoi.',
    );
    expectError(
      await handOver(admin!, id, admin!.id),
      422,
      'Le nouvel administrateur doit être un joueur du tournoi.',
    );
    expectError(await handOver(admin!, 'inconnu', players[0]!.id), 404, 'Tournoi introuvable.');
    // A player whose account was deleted cannot administer anything.
    expect((await deleteAccount(players[3]!)).statusCode).toBe(204);
    expectError(
      await handOver(admin!, id, players[3]!.id),
      422,
      'Le nouvel administrateur doit être un joueur du tournoi.',
    );
    expect((await call(app, admin!, { method: 'GET', url: `/api/tournois/${id}` })).json().admin_id).toBe(
      admin!.id,
    );
  });
});
