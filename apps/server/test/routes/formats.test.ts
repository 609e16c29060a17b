/**
 * Tournament formats through the real app (docs/api-contract.md, « Tournament formats »): teams whose members never
 * share a table and rank together, stages cut from the ranking with a share carried, their refusals in French with
 * nothing stored, and an interclub with a final stage.
 */
import { describe, expect, it } from '@jest/globals';
import { tsumo } from '@mj/domain/testing';
import ExcelJS from 'exceljs';
import { backends, call, createTournament, expectError, registerUser, tournamentCast } from '../helper';
import type { TestUser } from '../helper';

interface Ronde {
  numero: number;
  tables: Array<{ table: number; partie_id: string; joueurs: string[] }>;
}
interface Ranking {
  classement: Record<string, number> | null;
  rangs: Record<string, number> | null;
  phases?: Array<{
    numero: number;
    joueurs: string[];
    reportes: Record<string, number>;
    points: Record<string, number>;
  }>;
  equipes?: Array<{ nom: string; joueurs: string[]; total: number; rang: number }> | null;
}

describe.each(backends)('stages and teams on %s', (backend) => {
  const cast = tournamentCast(backend, 16, 'format');
  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
    as: TestUser = cast.admin,
  ) => call(cast.app, as, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
  const ranking = async (id: string, as: TestUser = cast.admin) =>
    (await api('GET', `/tournois/${id}/classement`, undefined, as)).json<Ranking>();
  /**
   * A ronde where one player of each table (East unless `winnerOf` says) wins a tsumo of 3 han 30 fu, then
   * every game finishes. East as dealer takes 2 000 all.
   */
  const playRonde = async (
    id: string,
    finish = true,
    winnerOf = (joueurs: string[], _table: number): string | undefined => joueurs[0],
  ) => {
    const created = await api('POST', `/tournois/${id}/rondes`, { mode: 'equilibre' });
    expect(created.statusCode).toBe(201);
    const ronde = created.json<Ronde>();
    for (const [t, table] of ronde.tables.entries()) {
      const winner = winnerOf(table.joueurs, t) as string;
      const round = await api('POST', `/parties/tours/${table.partie_id}`, tsumo([winner, 3, 30]));
      expect(round.statusCode).toBe(201);
      if (finish) expect((await api('POST', `/parties/${table.partie_id}/finish`)).statusCode).toBe(200);
    }
    return ronde;
  };
  const easts = (ronde: Ronde) => ronde.tables.map((table) => table.joueurs[0] as string);

  describe('stages', () => {
    it('cuts to the top 4 carrying half, seats only them, and ranks the finalists first', async () => {
      const id = await createTournament(cast.app, cast.admin, {
        nom: 'Championnat de France',
        joueurs: cast.ids,
      });
      const first = await playRonde(id);
      // Classic rules: East 36 000 (+6 + 15 = +21), the three others 28 000 sharing 2nd to 4th (−2 − 5 = −7).
      const created = await api('POST', `/tournois/${id}/phases`, {
        nom: 'Finale',
        qualifies: 4,
        report: 0.5,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        numero: 1,
        nom: 'Finale',
        qualifies: 4,
        report: 0.5,
        joueurs: expect.arrayContaining(easts(first)),
        premiere_ronde: 2,
        cree_le: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect((await api('GET', `/tournois/${id}/phases`)).json()).toEqual([created.json()]);
      // The wall screen names the stage.
      const jeton = (await api('POST', `/tournois/${id}/ecran`)).json<{ jeton: string }>().jeton;
      const wall = await call(cast.app, undefined, { method: 'GET', url: `/api/public/ecrans/${jeton}` });
      expect(wall.json<{ phase: unknown }>().phase).toEqual({ nom: 'Finale', qualifies: 4, report: 0.5 });
      // Only the qualifiers may sit in the stage.
      const outsider = cast.ids.find((p) => !easts(first).includes(p)) as string;
      expectError(
        await api('POST', `/tournois/${id}/rondes`, {
          mode: 'equilibre',
          joueurs: [...easts(first).slice(0, 3), outsider],
        }),
        422,
        'Un des joueurs présents n’est pas qualifié pour la phase en cours.',
      );
      const final = await playRonde(id);
      expect(final.tables).toHaveLength(1);
      expect([...(final.tables[0]?.joueurs ?? [])].sort()).toEqual([...easts(first)].sort());
      const [champion, ...finalists] = final.tables[0]?.joueurs as [string, ...string[]];
      const body = await ranking(id);
      // Carried 21 × 0.5 = 10.5; the final's East 10.5 + 21 = 31.5, the others 10.5 − 7 = 3.5.
      expect(body.classement?.[champion]).toBe(31.5);
      expect(body.rangs?.[champion]).toBe(1);
      for (const id2 of finalists) {
        expect(body.classement?.[id2]).toBe(3.5);
        expect(body.rangs?.[id2]).toBe(2);
      }
      // The 12 others as they stood at the cut: −7, sharing 5th.
      const others = cast.ids.filter((p) => !easts(first).includes(p));
      for (const p of others) {
        expect(body.classement?.[p]).toBe(-7);
        expect(body.rangs?.[p]).toBe(5);
      }
      expect(body.phases?.[0]?.reportes[champion]).toBe(10.5);
      expect(body.phases?.[0]?.points[champion]).toBe(21);
      // The last stage has a ronde: it cannot be cancelled.
      expectError(
        await api('DELETE', `/tournois/${id}/phases/1`),
        409,
        'Cette phase a déjà une ronde : annule d’abord ses rondes.',
      );
      // The EMA workbook's Position follows the final order (players without a name: pseudo as last name).
      const sheet = await api('GET', `/tournois/${id}/export/ema`);
      expect(sheet.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
      const rows = workbook.worksheets[0]!.getRows(7, 16)!.map((row) => (row.values as unknown[]).slice(1));
      const positionOf = (userId: string) =>
        rows.find((row) => row[2] === cast.players.find((p) => p.id === userId)?.pseudo)?.[0];
      expect(positionOf(champion)).toBe(1);
      for (const p of finalists) expect(positionOf(p)).toBe(2);
      for (const p of others) expect(positionOf(p)).toBe(5);
    });

    it('asks the admin at a tie the tie-break cannot decide, then takes the admin’s choice', async () => {
      const id = await createTournament(cast.app, cast.admin, { nom: 'Open de Nantes', joueurs: cast.ids });
      const first = await playRonde(id);
      const tied = await api('POST', `/tournois/${id}/phases`, {
        nom: 'Demi-finales',
        qualifies: 8,
        report: 1,
      });
      expect(tied.statusCode).toBe(422);
      const body = tied.json<{ detail: string; ex_aequo: string[] }>();
      expect(body.detail).toBe(
        '12 joueurs sont à égalité à la coupure et le départage ne les sépare pas : choisis qui se qualifie (joueurs) ou un autre nombre de qualifiés.',
      );
      expect(body.ex_aequo).toHaveLength(12);
      expect((await api('GET', `/tournois/${id}/phases`)).json()).toEqual([]);
      const chosen = body.ex_aequo.slice(0, 4);
      const cut = await api('POST', `/tournois/${id}/phases`, {
        nom: 'Demi-finales',
        qualifies: 8,
        report: 1,
        joueurs: chosen,
      });
      expect(cut.statusCode).toBe(201);
      // Those above the tie in their ranking order, then the tied ones in the admin's order.
      const joueurs = cut.json<{ joueurs: string[] }>().joueurs;
      expect([...joueurs.slice(0, 4)].sort()).toEqual([...easts(first)].sort());
      expect(joueurs.slice(4)).toEqual(body.ex_aequo.slice(0, 4));
      // Before its first ronde the last stage can be cancelled.
      expect((await api('DELETE', `/tournois/${id}/phases/1`)).statusCode).toBe(204);
      expect((await api('GET', `/tournois/${id}/phases`)).json()).toEqual([]);
    });

    it('refuses bad cuts in French, storing nothing', async () => {
      const id = await createTournament(cast.app, cast.admin, { nom: 'Open de Lille', joueurs: cast.ids });
      const cut = (payload: object, as?: TestUser) => api('POST', `/tournois/${id}/phases`, payload, as);
      expectError(
        await cut({ nom: 'Finale', qualifies: 4, report: 1 }),
        409,
        'La phase en cours n’a encore joué aucune ronde : impossible de couper le classement.',
      );
      const ronde = await playRonde(id, false);
      expectError(
        await cut({ nom: 'Finale', qualifies: 4, report: 1 }),
        409,
        'Une partie de la ronde en cours n’est pas terminée : termine-la avant de couper le classement.',
      );
      for (const table of ronde.tables) await api('POST', `/parties/${table.partie_id}/finish`);
      expectError(
        await cut({ nom: 'Finale', qualifies: 6, report: 1 }),
        422,
        'Le nombre de qualifiés doit être un multiple de 4 (au moins 4).',
      );
      expectError(
        await cut({ nom: 'Finale', qualifies: 20, report: 1 }),
        422,
        'Le nombre de qualifiés ne peut pas dépasser les 16 joueurs de la phase en cours.',
      );
      expectError(await cut({ nom: 'Finale', qualifies: 4, report: 0.3 }), 422);
      expectError(await cut({ nom: 'Finale', qualifies: 4, report: 1 }, cast.players[0]), 403);
      expectError(await cut({ nom: 'Finale', qualifies: 4, report: 1 }, cast.stranger), 403);
      expect((await api('GET', `/tournois/${id}/phases`)).json()).toEqual([]);
      // A referee may cut.
      const referee = await registerUser(cast.app);
      await api('PUT', `/tournois/${id}/arbitres/${referee.id}`);
      expect((await cut({ nom: 'Finale', qualifies: 4, report: 0 }, referee)).statusCode).toBe(201);
    });
  });

  describe('teams', () => {
    const clubs = () =>
      [0, 1, 2, 3].map((k) => ({ nom: `Club ${k + 1}`, joueurs: cast.ids.slice(4 * k, 4 * k + 4) }));

    it('stores teams, never seats teammates together, ranks teams by their best members', async () => {
      const id = await createTournament(cast.app, cast.admin, {
        nom: 'Interclubs d’Île-de-France',
        joueurs: cast.ids,
      });
      const put = await api('PUT', `/tournois/${id}/equipes`, { equipes: clubs(), comptees: 3 });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ equipes: clubs(), comptees: 3 });
      expect((await api('GET', `/tournois/${id}/equipes`, undefined, cast.players[0])).json()).toEqual(
        put.json(),
      );
      const teamOf = new Map(clubs().flatMap((club) => club.joueurs.map((p) => [p, club.nom])));
      for (let r = 0; r < 2; r += 1) {
        const ronde = await playRonde(id);
        for (const table of ronde.tables)
          expect(new Set(table.joueurs.map((p) => teamOf.get(p))).size).toBe(4);
      }
      const body = await ranking(id, cast.players[0]);
      const totals = body.classement as Record<string, number>;
      // Each team's total: its 3 best members' totals, summed (in tenths).
      const expected = clubs().map((club) => {
        const best = club.joueurs
          .map((p) => totals[p] ?? 0)
          .sort((a, b) => b - a)
          .slice(0, 3);
        return Math.round(best.reduce((sum, t) => sum + t * 10, 0)) / 10;
      });
      expect(body.equipes?.map((team) => team.total).sort()).toEqual([...expected].sort());
      expect(body.equipes?.[0]?.rang).toBe(1);
      // The public screen shows them too, members by pseudo.
      const jeton = (await api('POST', `/tournois/${id}/ecran`)).json<{ jeton: string }>().jeton;
      const screen = (
        await call(cast.app, undefined, { method: 'GET', url: `/api/public/ecrans/${jeton}` })
      ).json<{
        equipes: Array<{ nom: string; joueurs: string[]; total: number; rang: number }> | null;
      }>();
      expect(screen.equipes?.map((team) => team.total)).toEqual(body.equipes?.map((team) => team.total));
      const pseudos = cast.players.slice(0, 4).map((p) => p.pseudo);
      expect(screen.equipes?.find((team) => team.nom === 'Club 1')?.joueurs).toEqual(pseudos);
      // Hidden from the players exactly when the individual ranking is.
      await api('PATCH', `/tournois/${id}/classement-visible`, { visible: false });
      const hidden = await ranking(id, cast.players[0]);
      expect(hidden.classement).toBeNull();
      expect(hidden.equipes).toBeNull();
      const hiddenScreen = await call(cast.app, undefined, {
        method: 'GET',
        url: `/api/public/ecrans/${jeton}`,
      });
      expect(hiddenScreen.json<{ equipes: unknown }>().equipes).toBeNull();
      expect((await ranking(id)).equipes).toHaveLength(4);
    });

    it('refuses a ronde a team larger than the tables cannot sit apart, with why', async () => {
      const id = await createTournament(cast.app, cast.admin, {
        nom: 'Interclubs de Bretagne',
        joueurs: cast.ids,
      });
      await api('PUT', `/tournois/${id}/equipes`, {
        equipes: [{ nom: 'Club du Marais', joueurs: cast.ids.slice(0, 5) }],
      });
      expectError(
        await api('POST', `/tournois/${id}/rondes/proposition`, { mode: 'equilibre' }),
        422,
        'L’équipe « Club du Marais » compte 5 joueurs présents pour 4 tables : deux d’entre eux seraient forcément à la même table.',
      );
      expectError(
        await api('POST', `/tournois/${id}/rondes`, { mode: 'equilibre' }),
        422,
        /L’équipe « Club du Marais » compte 5 joueurs/,
      );
    });

    it('refuses a player in two teams, a player outside the tournament, a non-admin; nothing stored', async () => {
      const id = await createTournament(cast.app, cast.admin, {
        nom: 'Interclubs du Nord',
        joueurs: cast.ids,
      });
      const put = (payload: object, as?: TestUser) => api('PUT', `/tournois/${id}/equipes`, payload, as);
      const [a, b, c] = cast.ids as [string, string, string];
      expectError(
        await put({
          equipes: [
            { nom: 'Marais', joueurs: [a, b] },
            { nom: 'Bastille', joueurs: [b, c] },
          ],
        }),
        422,
        'Un joueur est à la fois dans « Marais » et dans « Bastille » : chacun joue dans une seule équipe.',
      );
      expectError(
        await put({ equipes: [{ nom: 'Marais', joueurs: [a, cast.stranger.id] }] }),
        422,
        'Un des joueurs des équipes ne participe pas au tournoi.',
      );
      expectError(
        await put({
          equipes: [
            { nom: 'Marais', joueurs: [a] },
            { nom: ' marais ', joueurs: [b] },
          ],
        }),
        422,
        'Deux équipes s’appellent « marais » : donne-leur des noms différents.',
      );
      expectError(await put({ equipes: [{ nom: 'Marais', joueurs: [a] }] }, cast.players[0]), 403);
      expect((await api('GET', `/tournois/${id}/equipes`)).json()).toEqual({ equipes: [], comptees: null });
    });

    it('a player removed from the tournament leaves their team', async () => {
      const id = await createTournament(cast.app, cast.admin, {
        nom: 'Interclubs du Sud',
        joueurs: cast.ids,
      });
      const [a, b, c] = cast.ids as [string, string, string];
      await api('PUT', `/tournois/${id}/equipes`, {
        equipes: [
          { nom: 'Marais', joueurs: [a, b] },
          { nom: 'Bastille', joueurs: [c] },
        ],
      });
      expect((await api('DELETE', `/tournois/${id}/joueurs/${a}`)).statusCode).toBe(204);
      expect((await api('DELETE', `/tournois/${id}/joueurs/${c}`)).statusCode).toBe(204);
      expect((await api('GET', `/tournois/${id}/equipes`)).json()).toEqual({
        equipes: [{ nom: 'Marais', joueurs: [b] }],
        comptees: null,
      });
    });

    it('an interclub with a final stage: teammates apart in the final too', async () => {
      const id = await createTournament(cast.app, cast.admin, { nom: 'Coupe des clubs', joueurs: cast.ids });
      await api('PUT', `/tournois/${id}/equipes`, { equipes: clubs() });
      const teamOf = new Map(clubs().flatMap((club, k) => club.joueurs.map((p) => [p, k])));
      // Table t's winner is the player of club t: the four qualifiers come from four clubs, and the final
      // can keep teammates apart (two of one club in a one-table final would be refused, saying why).
      const clubWinner = (joueurs: string[], t: number) => joueurs.find((p) => teamOf.get(p) === t);
      const first = await playRonde(id, true, clubWinner);
      const winners = first.tables.map((table, t) => clubWinner(table.joueurs, t) as string);
      const cut = await api('POST', `/tournois/${id}/phases`, { nom: 'Finale', qualifies: 4, report: 1 });
      expect(cut.statusCode).toBe(201);
      const final = await playRonde(id);
      expect([...(final.tables[0]?.joueurs ?? [])].sort()).toEqual([...winners].sort());
      const body = await ranking(id);
      expect(body.equipes).toHaveLength(4);
      expect(body.phases).toHaveLength(1);
    });
  });
});
