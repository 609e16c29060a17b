/**
 * Seating through the real app: the quality shown before confirming, « paliers », the cap of 512 players
 * on every path, and the seating off the event loop (a health check answered while proposals run).
 */
import { describe, expect, it } from '@jest/globals';
import { backends, call, createTournament, expectError, registerUsers, tournamentCast } from '../helper';

interface Proposal {
  mode: string;
  tables: Array<{ table: number; joueurs: string[] }>;
  qualite: {
    paires_repetees: number;
    vents_desequilibres: number;
    tables_repetees: number;
    explications: string[];
  };
}

describe.each(backends)('seating on %s', (backend) => {
  const cast = tournamentCast(backend, 16, 'place');

  const propose = (id: string, payload: object) =>
    call(cast.app, cast.admin, { method: 'POST', url: `/api/tournois/${id}/rondes/proposition`, payload });

  it('shows the quality of the admin’s own tables: the same tables twice repeat every pair', async () => {
    const id = await createTournament(cast.app, cast.admin, { nom: 'Open de Nantes', joueurs: cast.ids });
    const first = await call(cast.app, cast.admin, {
      method: 'POST',
      url: `/api/tournois/${id}/rondes`,
      payload: { mode: 'equilibre' },
    });
    expect(first.statusCode).toBe(201);
    const tables = first.json<{ tables: Array<{ partie_id: string; joueurs: string[] }> }>().tables;
    for (const table of tables)
      expect(
        (await call(cast.app, cast.admin, { method: 'POST', url: `/api/parties/${table.partie_id}/finish` }))
          .statusCode,
      ).toBe(200);
    const response = await propose(id, { mode: 'equilibre', tables: tables.map((table) => table.joueurs) });
    expect(response.statusCode).toBe(200);
    // 4 tables × 6 pairs met again; 16 players at the same table and the same seat as in ronde 1.
    expect(response.json<Proposal>().qualite).toEqual({
      paires_repetees: 24,
      vents_desequilibres: 16,
      tables_repetees: 16,
      equipiers_reunis: 0,
      explications: [
        '24 paires de joueurs se retrouvent : les parties déjà jouées (absences, parties saisies à la main, tables modifiées) ne laissent pas mieux.',
        '16 joueurs ont commencé un vent au moins deux fois de plus qu’un autre : des parties saisies à la main, des absences ou des tables modifiées ont déséquilibré les vents.',
        '16 joueurs reviennent à une table déjà jouée : de nouveaux adversaires passent avant la rotation des tables (ou des tables sont fixées ou modifiées).',
      ],
    });
    // The seating's own second ronde: no repeat, winds balanced; each new table of four holds one player
    // of every table of ronde 1, so whatever its number one of them is back (4 returns in all).
    const seated = (await propose(id, { mode: 'equilibre' })).json<Proposal>();
    expect(seated.qualite).toEqual(
      expect.objectContaining({ paires_repetees: 0, vents_desequilibres: 0, tables_repetees: 4 }),
    );
  });

  it('keeps members of one club at separate tables, unless the admin switches it off', async () => {
    const id = await createTournament(cast.app, cast.admin, {
      nom: 'Open de Lyon',
      joueurs: cast.ids,
      rondes_prevues: 4,
    });
    const tablesOf = async () => {
      const response = await propose(id, { mode: 'equilibre', graine: 2026 });
      expect(response.statusCode).toBe(200);
      return response.json<Proposal>().tables.map((table) => table.joueurs);
    };
    // Without clubs, the four players of the first table…
    const before = await tablesOf();
    const club = before[0]!;
    // …are of one club, written three ways, and share their profile with the tournament.
    const spellings = ['Riichi Lyon', ' riichi  lyon', 'RIICHI LYON', 'Riichi Lyon'];
    for (const [k, memberId] of club.entries()) {
      const member = cast.players.find((player) => player.id === memberId)!;
      const profile = { club: spellings[k] };
      expect(
        (await call(cast.app, member, { method: 'PATCH', url: '/api/users/profil', payload: profile }))
          .statusCode,
      ).toBe(200);
      expect(
        (await call(cast.app, member, { method: 'PUT', url: `/api/tournois/${id}/identite` })).statusCode,
      ).toBe(204);
    }
    const apart = await tablesOf();
    expect(apart.map((table) => table.filter((player) => club.includes(player)).length)).toEqual([
      1, 1, 1, 1,
    ]);

    const off = await call(cast.app, cast.admin, {
      method: 'PATCH',
      url: `/api/tournois/${id}`,
      payload: { separer_clubs: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ separer_clubs: false });
    expect(await tablesOf()).toEqual(before);
  });

  it('seats « par paliers », and keeps a player the admin fixed at their table', async () => {
    const id = await createTournament(cast.app, cast.admin, { nom: 'Open de Brest', joueurs: cast.ids });
    const response = await propose(id, { mode: 'paliers', tables_fixes: { [cast.ids[3] as string]: 2 } });
    expect(response.statusCode).toBe(200);
    const proposal = response.json<Proposal>();
    expect(proposal.mode).toBe('paliers');
    expect(proposal.tables.find((table) => table.joueurs.includes(cast.ids[3] as string))?.table).toBe(2);
  });

  it('creates a tournament with 512 players at once, refuses the 513th in French, and changes nothing', async () => {
    const many = await registerUsers(cast.app, 513, 'foule');
    const ids = many.map((user) => user.id);
    const tooMany = await call(cast.app, cast.admin, {
      method: 'POST',
      url: '/api/tournois/',
      payload: { nom: 'Open trop grand', date_debut: '2025-09-20', regles: 'classic', joueurs: ids },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json<{ detail: string }>().detail).toMatch(/512/);
    const id = await createTournament(cast.app, cast.admin, {
      nom: 'Open géant',
      joueurs: ids.slice(0, 505),
    });
    const add = (userId: string) =>
      call(cast.app, cast.admin, {
        method: 'POST',
        url: `/api/tournois/${id}/joueurs/add`,
        payload: { user_id: userId },
      });
    for (const userId of ids.slice(505, 512)) expect((await add(userId)).statusCode).toBe(200);
    expectError(
      await add(ids[512] as string),
      422,
      'Un tournoi compte au plus 512 joueurs : impossible d’en ajouter.',
    );
    const players = await call(cast.app, cast.admin, { method: 'GET', url: `/api/tournois/${id}/joueurs` });
    expect(players.json<{ joueurs: string[] }>().joueurs).toHaveLength(512);

    // Ten proposals for 512 players at once: the seating runs in a worker thread, so a health check
    // is answered while they are still being computed.
    let proposalsDone = 0;
    const proposals = Array.from({ length: 10 }, (_, i) =>
      propose(id, { mode: 'equilibre', graine: i }).then((response) => {
        proposalsDone += 1;
        return response;
      }),
    );
    const health = await cast.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(proposalsDone).toBe(0);
    for (const response of await Promise.all(proposals)) {
      expect(response.statusCode).toBe(200);
      expect(response.json<Proposal>().tables).toHaveLength(128);
    }
  }, 600_000);
});
