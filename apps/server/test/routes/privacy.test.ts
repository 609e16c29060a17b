/**
 * Private profiles: a player's identity reaches a tournament's admin and referees only once the player
 * shared it with that tournament (joining by link, checking in, or PUT /tournois/{id}/identite), and a
 * finished tournament keeps what was shared, through the real app (PGlite, and PostgreSQL when up).
 */
import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import {
  backends,
  call,
  createTournament,
  expectError,
  registerUsers,
  type TestUser,
  tournamentCast,
} from '../helper';

describe.each(backends)('profile privacy on %s', (backend) => {
  const cast = tournamentCast(backend, 0, 'prive');
  const request = (
    user: TestUser,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    payload?: unknown,
  ) => call(cast.app, user, { method, url, ...(payload === undefined ? {} : { payload }) });
  const profils = async (id: string) =>
    (await request(cast.admin, 'GET', `/api/tournois/${id}/inscriptions`)).json<{
      profils: Record<string, { nom: string | null; numero_ema: string | null }>;
    }>().profils;

  /** Four players with a full profile, put in a tournament by its admin (so nothing is shared yet). */
  async function addedByAdmin(prefix: string) {
    const players = await registerUsers(cast.app, 4, prefix);
    for (const [i, player] of players.entries()) {
      const profile = { prenom: 'Léa', nom: `Nom${i}`, numero_ema: `0416000${i + 1}`, pays: 'FR' };
      expect((await request(player, 'PATCH', '/api/users/profil', profile)).statusCode).toBe(200);
    }
    const id = await createTournament(cast.app, cast.admin, { joueurs: players.map((p) => p.id) });
    return { players, id };
  }

  it('an added player’s identity stays private until they share it, and can be taken back', async () => {
    const { players, id } = await addedByAdmin('ajoute');
    const [me] = players;
    expect(await profils(id)).toEqual({});
    expect((await request(me!, 'GET', `/api/tournois/${id}/identite`)).json()).toEqual({ partagee: false });

    expect((await request(me!, 'PUT', `/api/tournois/${id}/identite`)).statusCode).toBe(204);
    expect((await request(me!, 'PUT', `/api/tournois/${id}/identite`)).statusCode).toBe(204);
    expect(Object.keys(await profils(id))).toEqual([me!.id]);
    expect((await profils(id))[me!.id]).toMatchObject({ nom: 'Nom0', numero_ema: '04160001' });
    expect((await request(me!, 'GET', `/api/tournois/${id}/identite`)).json()).toEqual({ partagee: true });

    expect((await request(me!, 'DELETE', `/api/tournois/${id}/identite`)).statusCode).toBe(204);
    expect(await profils(id)).toEqual({});
    // Only a player shares their own identity.
    expectError(await request(cast.stranger, 'PUT', `/api/tournois/${id}/identite`), 403);
    expectError(await request(cast.admin, 'PUT', `/api/tournois/${id}/identite`), 403);
    expectError(await request(me!, 'PUT', '/api/tournois/inconnu/identite'), 404);
  });

  it('joining by link and checking in share it', async () => {
    const [joiner, checker, ...table] = await registerUsers(cast.app, 5, 'partage');
    for (const player of [joiner!, checker!])
      await request(player, 'PATCH', '/api/users/profil', { nom: 'Public', numero_ema: '04160099' });
    const id = await createTournament(cast.app, cast.admin, {
      joueurs: [checker!.id, ...table.map((p) => p.id)],
    });
    const { jeton } = (
      await request(cast.admin, 'PUT', `/api/tournois/${id}/inscriptions`, { ouvertes: true, places: null })
    ).json<{ jeton: string }>();
    expect((await request(joiner!, 'POST', `/api/tournois/rejoindre/${jeton}`)).statusCode).toBe(200);
    expect(Object.keys(await profils(id))).toEqual([joiner!.id]);
    const code = (await request(cast.admin, 'PUT', `/api/tournois/${id}/pointage`)).json<{ jeton: string }>();
    expect((await request(checker!, 'POST', `/api/tournois/pointage/${code.jeton}`)).statusCode).toBe(200);
    expect(Object.keys(await profils(id)).sort()).toEqual([joiner!.id, checker!.id].sort());
  });

  it('the EMA workbook shows the pseudo only, and its checks name who has not shared', async () => {
    const { players, id } = await addedByAdmin('emapriv');
    const [shared, ...others] = players;
    await request(shared!, 'PUT', `/api/tournois/${id}/identite`);
    const seats = players.map((p) => p.id);
    await request(cast.admin, 'POST', '/api/parties/manuelle', {
      joueurs: seats,
      scores: Object.fromEntries(seats.map((seat, i) => [seat, [45000, 35000, 25000, 15000][i]])),
      date_debut: new Date().toISOString(),
      tournoi_id: id,
    });
    const csv = (await request(cast.admin, 'GET', `/api/tournois/${id}/export/ema?format=csv`)).body;
    const lines = csv.split('\r\n').slice(1, 5);
    expect(lines[0]).toBe('1;Léa;Nom0;04160001;30;15000;FRA;No;1000');
    // The others: position, no first name, the pseudo as last name, no EMA number, no country.
    expect(lines.slice(1)).toEqual(
      others.map(
        (player, i) =>
          `${i + 2};;${player.pseudo};;${[10, -10, -30][i]};${[5000, -5000, -15000][i]};;No;${[667, 333, 0][i]}`,
      ),
    );
    const checks = (await request(cast.admin, 'GET', `/api/tournois/${id}/export/ema/controles`)).json();
    expect(checks.alertes).toEqual([
      {
        code: 'identite',
        message: `Identité non partagée : ${others.map((p) => p.pseudo).join(', ')}. Seul leur pseudo figure dans le classeur ; ils peuvent la partager depuis la page du tournoi.`,
        joueurs: others.map((p) => p.id),
        partie_id: null,
      },
    ]);
  });

  it('a finished tournament keeps the identity shared at its finish, even once the account is deleted', async () => {
    const { players, id } = await addedByAdmin('fige');
    for (const player of players) await request(player, 'PUT', `/api/tournois/${id}/identite`);
    const seats = players.map((p) => p.id);
    await request(cast.admin, 'POST', '/api/parties/manuelle', {
      joueurs: seats,
      scores: Object.fromEntries(seats.map((seat, i) => [seat, [45000, 35000, 25000, 15000][i]])),
      date_debut: new Date().toISOString(),
      tournoi_id: id,
    });
    await request(cast.admin, 'PATCH', `/api/tournois/${id}/etat`, { new_state: 'terminé' });
    expectError(await request(players[0]!, 'DELETE', `/api/tournois/${id}/identite`), 409);
    // A change of profile after the finish does not rewrite the results.
    await request(players[1]!, 'PATCH', '/api/users/profil', { nom: 'Changé' });
    expect((await request(players[0]!, 'DELETE', '/api/users/me')).statusCode).toBe(204);

    const response = await request(cast.admin, 'GET', `/api/tournois/${id}/export/ema`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const row = (n: number) => (workbook.worksheets[0]!.getRow(n).values as unknown[]).slice(1, 5);
    expect(row(7)).toEqual([1, 'Léa', 'Nom0', '04160001']);
    expect(row(8)).toEqual([2, 'Léa', 'Nom1', '04160002']);
  });

  it('a player someone else added may leave a tournament they have not played in', async () => {
    const { players, id } = await addedByAdmin('quitte');
    expect((await request(players[0]!, 'DELETE', `/api/tournois/${id}/inscription`)).statusCode).toBe(204);
    const tournament = (await request(cast.admin, 'GET', `/api/tournois/${id}`)).json<{
      joueurs: string[];
    }>();
    expect(tournament.joueurs).toEqual(players.slice(1).map((p) => p.id));
  });
});
