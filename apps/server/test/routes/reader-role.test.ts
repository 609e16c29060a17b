/**
 * « Mes parties » and the account export follow the reader's role as it is now, through the real app
 * (PGlite, and PostgreSQL when up): a former admin or referee who does not play keeps none of the
 * tournament's games, nor their scores while its ranking is hidden.
 */
import { describe, expect, it } from '@jest/globals';
import { backends, call, createTournament, registerUser, tournamentCast, type TestUser } from '../helper';

describe.each(backends)('lists and exports follow the reader’s current role on %s', (backend) => {
  const cast = tournamentCast(backend, 4, 'role');
  const send = (
    as: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => call(cast.app, as, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload }) });
  const listed = async (as: TestUser) =>
    (await send(as, 'GET', '/users/mes-parties')).json<{ id: string }[]>().map((game) => game.id);
  const exported = async (as: TestUser) =>
    (await send(as, 'GET', '/users/me/export'))
      .json<{ parties: { id: string }[] }>()
      .parties.map((game) => game.id);
  const gameBy = async (as: TestUser, id: string) =>
    (
      await send(as, 'POST', '/parties/manuelle', {
        joueurs: cast.ids,
        scores: Object.fromEntries(cast.ids.map((player, i) => [player, [45000, 35000, 25000, 15000][i]])),
        tournoi_id: id,
      })
    ).json<{ id: string }>().id;

  it('a former admin keeps none of the games they created once the tournament is handed over', async () => {
    const admin = await registerUser(cast.app);
    const id = await createTournament(cast.app, admin, { joueurs: cast.ids, classement_visible: false });
    const gameId = await gameBy(admin, id);
    expect(await listed(admin)).toEqual([gameId]);
    expect(await exported(admin)).toEqual([gameId]);
    expect((await send(admin, 'PATCH', `/tournois/${id}/admin`, { admin_id: cast.ids[0] })).statusCode).toBe(
      200,
    );
    expect(await listed(admin)).toEqual([]);
    expect(await exported(admin)).toEqual([]);
    // The players keep their game.
    expect(await listed(cast.players[1]!)).toContain(gameId);
  });

  it('a removed referee keeps none of the games they created', async () => {
    const referee = await registerUser(cast.app);
    const id = await createTournament(cast.app, cast.admin, { joueurs: cast.ids, classement_visible: false });
    await send(cast.admin, 'PUT', `/tournois/${id}/arbitres/${referee.id}`);
    const gameId = await gameBy(referee, id);
    expect(await listed(referee)).toEqual([gameId]);
    expect((await send(cast.admin, 'DELETE', `/tournois/${id}/arbitres/${referee.id}`)).statusCode).toBe(204);
    expect(await listed(referee)).toEqual([]);
    expect(await exported(referee)).toEqual([]);
  });
});
