/**
 * Fixed tables through the real app: the admin stores them with PATCH /tournois/{id} (a player in a
 * wheelchair, a table by the door), the refusals in French with nothing changed, and every ronde seating
 * those players at their table, a proposal's own `tables_fixes` added over the stored ones.
 */
import { describe, expect, it } from '@jest/globals';
import { backends, call, createTournament, expectError, registerUser, tournamentCast } from '../helper';

interface WireTournament {
  tables_fixes: Record<string, number>;
}

interface Proposal {
  tables: Array<{ table: number; joueurs: string[] }>;
  qualite: { tables_repetees: number };
}

describe.each(backends)('fixed tables on %s', (backend) => {
  const cast = tournamentCast(backend, 16, 'fixe');

  const patch = (id: string, payload: object, actor = cast.admin) =>
    call(cast.app, actor, { method: 'PATCH', url: `/api/tournois/${id}`, payload });
  const read = async (id: string) =>
    (await call(cast.app, cast.admin, { method: 'GET', url: `/api/tournois/${id}` })).json<WireTournament>();
  const propose = (id: string, payload: object) =>
    call(cast.app, cast.admin, { method: 'POST', url: `/api/tournois/${id}/rondes/proposition`, payload });
  const tableOf = (tables: Proposal['tables'], userId: string) =>
    tables.find((table) => table.joueurs.includes(userId))?.table;

  it('stores the admin’s fixed tables, shows them, replaces them and clears them', async () => {
    const id = await createTournament(cast.app, cast.admin, { nom: 'Open de Rennes', joueurs: cast.ids });
    expect((await read(id)).tables_fixes).toEqual({});
    const [a, b] = cast.ids as [string, string];
    const set = await patch(id, { tables_fixes: { [a]: 3, [b]: 1 } });
    expect(set.statusCode).toBe(200);
    expect(set.json<WireTournament>().tables_fixes).toEqual({ [a]: 3, [b]: 1 });
    expect((await read(id)).tables_fixes).toEqual({ [a]: 3, [b]: 1 });
    // The admin may sit, so the admin may be fixed too; the map replaces the stored one.
    await patch(id, { tables_fixes: { [cast.admin.id]: 4 } });
    expect((await read(id)).tables_fixes).toEqual({ [cast.admin.id]: 4 });
    // Another setting leaves them as they are.
    await patch(id, { nom: 'Open de Rennes 2' });
    expect((await read(id)).tables_fixes).toEqual({ [cast.admin.id]: 4 });
    await patch(id, { tables_fixes: {} });
    expect((await read(id)).tables_fixes).toEqual({});
  });

  it('forgets the fixed table of a player removed from the tournament', async () => {
    const id = await createTournament(cast.app, cast.admin, { nom: 'Open de Vannes', joueurs: cast.ids });
    const [a, b] = cast.ids as [string, string];
    await patch(id, { tables_fixes: { [a]: 2, [b]: 4 } });
    const removed = await call(cast.app, cast.admin, {
      method: 'DELETE',
      url: `/api/tournois/${id}/joueurs/${a}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await read(id)).tables_fixes).toEqual({ [b]: 4 });
  });

  it('lets only the admin set them: a referee and a player get 403, nothing changed', async () => {
    const id = await createTournament(cast.app, cast.admin, { nom: 'Open de Laval', joueurs: cast.ids });
    const referee = await registerUser(cast.app);
    const named = await call(cast.app, cast.admin, {
      method: 'PUT',
      url: `/api/tournois/${id}/arbitres/${referee.id}`,
    });
    expect(named.statusCode).toBe(204);
    const [a] = cast.ids as [string];
    await patch(id, { tables_fixes: { [a]: 2 } });
    expectError(
      await patch(id, { tables_fixes: { [a]: 1 } }, referee),
      403,
      'Seul l’administrateur du tournoi peut faire cela.',
    );
    expectError(await patch(id, { tables_fixes: {} }, cast.players[1]), 403);
    expectError(await patch(id, { tables_fixes: {} }, cast.stranger), 403);
    expect((await read(id)).tables_fixes).toEqual({ [a]: 2 });
  });

  it('refuses, in French and changing nothing, a stranger, a table the field lacks, a table twice', async () => {
    const id = await createTournament(cast.app, cast.admin, { nom: 'Open de Quimper', joueurs: cast.ids });
    const [a, b] = cast.ids as [string, string];
    await patch(id, { tables_fixes: { [a]: 2 } });
    expectError(
      await patch(id, { tables_fixes: { [cast.stranger.id]: 1 } }),
      422,
      'Un joueur à table fixe ne participe pas au tournoi.',
    );
    // 16 players and an admin: 4 tables.
    expectError(
      await patch(id, { tables_fixes: { [b]: 5 } }),
      422,
      'Le tournoi compte 4 tables : une table fixe va de 1 à 4.',
    );
    expectError(
      await patch(id, { tables_fixes: { [a]: 3, [b]: 3 } }),
      422,
      'La table 3 est fixée pour deux joueurs : une table fixe garde un seul joueur (deux joueurs fixés ensemble se retrouveraient à chaque ronde).',
    );
    expectError(await patch(id, { tables_fixes: { [b]: 0 } }), 422);
    expectError(await patch(id, { tables_fixes: { [b]: 1.5 } }), 422);
    expect((await read(id)).tables_fixes).toEqual({ [a]: 2 });
  });

  it('seats a player fixed to table 3 at table 3 in every ronde, the others moving', async () => {
    const id = await createTournament(cast.app, cast.admin, { nom: 'Open de Brest', joueurs: cast.ids });
    const fixed = cast.ids[5] as string;
    expect((await patch(id, { tables_fixes: { [fixed]: 3 } })).statusCode).toBe(200);
    const seen: number[] = [];
    for (let ronde = 1; ronde <= 4; ronde += 1) {
      const proposal = await propose(id, { mode: 'equilibre' });
      expect(proposal.statusCode).toBe(200);
      expect(tableOf(proposal.json<Proposal>().tables, fixed)).toBe(3);
      const created = await call(cast.app, cast.admin, {
        method: 'POST',
        url: `/api/tournois/${id}/rondes`,
        payload: { mode: 'equilibre' },
      });
      expect(created.statusCode).toBe(201);
      const tables = created.json<{
        tables: Array<{ table: number; partie_id: string; joueurs: string[] }>;
      }>().tables;
      const at = tables.find((table) => table.joueurs.includes(fixed));
      seen.push(at?.table ?? 0);
      for (const table of tables)
        expect(
          (
            await call(cast.app, cast.admin, {
              method: 'POST',
              url: `/api/parties/${table.partie_id}/finish`,
            })
          ).statusCode,
        ).toBe(200);
    }
    expect(seen).toEqual([3, 3, 3, 3]);
    // A proposal's own fixed table wins over the stored one for that player, and adds another player.
    const other = cast.ids[9] as string;
    const moved = (
      await propose(id, { mode: 'suisse', tables_fixes: { [fixed]: 1, [other]: 4 } })
    ).json<Proposal>();
    expect(tableOf(moved.tables, fixed)).toBe(1);
    expect(tableOf(moved.tables, other)).toBe(4);
  });

  it('keeps the fixed table in the ranked modes too, and a proposal without the player ignores it', async () => {
    const id = await createTournament(cast.app, cast.admin, { nom: 'Open de Morlaix', joueurs: cast.ids });
    const fixed = cast.ids[0] as string;
    await patch(id, { tables_fixes: { [fixed]: 4 } });
    for (const mode of ['suisse', 'paliers']) {
      const proposal = (await propose(id, { mode })).json<Proposal>();
      expect(tableOf(proposal.tables, fixed)).toBe(4);
    }
    // The fixed player absent: 12 present, 3 tables, seated as usual.
    const without = await propose(id, { mode: 'equilibre', joueurs: cast.ids.slice(1, 13) });
    expect(without.statusCode).toBe(200);
    expect(without.json<Proposal>().tables.map((table) => table.table)).toEqual([1, 2, 3]);
  });
});
