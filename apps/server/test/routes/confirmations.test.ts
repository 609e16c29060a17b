/**
 * Results nobody can slip in alone, through the real app (PGlite, and PostgreSQL when up): a tournament
 * game a player made up counts once a referee validates it or its three other players confirm it; a
 * later change takes the check back; switching the sheets setting never releases an unchecked result; a
 * finished tournament refuses corrections and penalties until reopened.
 *
 * The game used throughout (classic rules: 30 000 returned, uma 15/5/−5/−15): p0 deals, p1 wins by tsumo
 * with 3 han 30 fu (1 000 from each non-dealer, 2 000 from the dealer): p1 34 000, p0 28 000, p2 and p3
 * 29 000. p1: +4 + 15 = +19,0; p0 last: −2 − 15 = −17,0.
 */
import { describe, expect, it } from '@jest/globals';
import { tsumo } from '@mj/domain/testing';
import {
  backends,
  call,
  createTournament,
  expectError,
  registerUser,
  tournamentCast,
  type TestUser,
} from '../helper';

interface Game {
  id: string;
  a_valider: boolean;
  validee_par: string | null;
  confirmations: string[];
}

describe.each(backends)('confirmations and frozen results on %s', (backend) => {
  const cast = tournamentCast(backend, 4, 'confirme');
  const app = () => cast.app;
  const p = (i: number) => cast.players[i]!;
  const send = (
    as: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => call(app(), as, { method, url: `/api${url}`, ...(payload === undefined ? {} : { payload }) });
  const ranking = async (id: string) =>
    (await send(cast.admin, 'GET', `/tournois/${id}/classement`)).json<{
      classement: Record<string, number>;
    }>().classement;
  const game = async (gameId: string) => (await send(p(0), 'GET', `/parties/${gameId}`)).json<Game>();
  const confirm = (as: TestUser, gameId: string) => send(as, 'POST', `/parties/${gameId}/confirmation`);

  async function setUp(extra: Record<string, unknown> = {}) {
    const referee = await registerUser(app());
    const id = await createTournament(app(), cast.admin, { joueurs: cast.ids, ...extra });
    expect((await send(cast.admin, 'PUT', `/tournois/${id}/arbitres/${referee.id}`)).statusCode).toBe(204);
    return { id, referee };
  }

  /** The game above, created, played and finished by `by` (p1 unless said). */
  async function playedBy(id: string, by: TestUser = p(1)) {
    const created = await send(by, 'POST', '/parties', { joueurs: cast.ids, tournoi_id: id });
    expect(created.statusCode).toBe(201);
    const gameId = created.json<{ id: string }>().id;
    expect((await send(by, 'POST', `/parties/tours/${gameId}`, tsumo([p(1).id, 3, 30]))).statusCode).toBe(
      201,
    );
    expect((await send(by, 'POST', `/parties/${gameId}/finish`)).statusCode).toBe(200);
    return gameId;
  }

  it('a game a player made up counts only once its three other players have confirmed it', async () => {
    const { id } = await setUp();
    const gameId = await playedBy(id);
    expect(await game(gameId)).toMatchObject({ a_valider: true, confirmations: [] });
    expect(await ranking(id)).toEqual({});

    // Its creator's own word adds nothing; a stranger may not confirm.
    expect((await confirm(p(1), gameId)).statusCode).toBe(200);
    expectError(await confirm(cast.stranger, gameId), 403);
    expect((await confirm(p(0), gameId)).json<Game>()).toMatchObject({ a_valider: true });
    expect((await confirm(p(2), gameId)).statusCode).toBe(200);
    expect((await confirm(p(2), gameId)).json<Game>().confirmations).toEqual([p(1).id, p(0).id, p(2).id]);
    expect(await ranking(id)).toEqual({});
    const last = (await confirm(p(3), gameId)).json<Game>();
    expect(last).toMatchObject({ a_valider: false, confirmations: [p(1).id, p(0).id, p(2).id, p(3).id] });
    expect((await ranking(id))[p(1).id]).toBe(19);
    expect((await ranking(id))[p(0).id]).toBe(-17);
    const journal = (await send(p(0), 'GET', `/parties/${gameId}/journal`)).json<{ action: string }[]>();
    expect(journal.filter((entry) => entry.action === 'confirmation')).toHaveLength(4);
  });

  it('a referee’s validation is enough; a running game and a game nobody has to confirm are refused', async () => {
    const { id, referee } = await setUp();
    const gameId = await playedBy(id);
    expect((await send(referee, 'POST', `/parties/${gameId}/validation`)).json<Game>().a_valider).toBe(false);
    expect((await ranking(id))[p(1).id]).toBe(19);

    const running = (await send(p(1), 'POST', '/parties', { joueurs: cast.ids, tournoi_id: id })).json<{
      id: string;
    }>().id;
    expectError(await confirm(p(0), running), 409);
    const byAdmin = await playedBy(id, cast.admin);
    expect((await game(byAdmin)).a_valider).toBe(false);
    expectError(await confirm(p(0), byAdmin), 422);
  });

  it('a correction of a validated or confirmed game asks for a check again (journaled)', async () => {
    const { id, referee } = await setUp();
    const confirmed = await playedBy(id);
    for (const i of [0, 2, 3]) await confirm(p(i), confirmed);
    const validated = await playedBy(id);
    await send(referee, 'POST', `/parties/${validated}/validation`);
    expect((await ranking(id))[p(1).id]).toBe(38);

    for (const gameId of [confirmed, validated]) {
      const corrected = await send(referee, 'PUT', `/parties/tours/${gameId}/0`, tsumo([p(1).id, 2, 30]));
      expect(corrected.statusCode).toBe(200);
      expect(await game(gameId)).toMatchObject({ a_valider: true, validee_par: null, confirmations: [] });
      const journal = (await send(p(0), 'GET', `/parties/${gameId}/journal`)).json<{ action: string }[]>();
      expect(journal.at(-2)?.action).toBe('revalidation');
    }
    expect(await ranking(id)).toEqual({});
  });

  it('a corrected validated sheet is no longer « validée », even when the tournament asks for no sheets', async () => {
    const { id, referee } = await setUp();
    const gameId = await playedBy(id, cast.admin);
    await send(referee, 'POST', `/parties/${gameId}/validation`);
    expect((await game(gameId)).validee_par).toBe(referee.id);
    await send(referee, 'PUT', `/parties/tours/${gameId}/0`, tsumo([p(1).id, 2, 30]));
    expect(await game(gameId)).toMatchObject({ validee_par: null, a_valider: false });
  });

  it('switching sheet validation on and off does not release a player’s unchecked final scores', async () => {
    const { id } = await setUp();
    const ronde = (await send(cast.admin, 'POST', `/tournois/${id}/rondes`, { mode: 'equilibre' })).json<{
      tables: { partie_id: string; joueurs: string[] }[];
    }>();
    const table = ronde.tables[0]!;
    const player = cast.players.find((candidate) => candidate.id === table.joueurs[0])!;
    const scores = Object.fromEntries(
      table.joueurs.map((joueur, i) => [joueur, [45000, 35000, 25000, 15000][i]]),
    );
    expect(
      (await send(player, 'PUT', `/parties/${table.partie_id}/scores-finaux`, { scores })).statusCode,
    ).toBe(200);
    for (const value of ['arbitre', 'aucune'])
      expect(
        (await send(cast.admin, 'PATCH', `/tournois/${id}`, { validation_feuilles: value })).statusCode,
      ).toBe(200);
    expect((await game(table.partie_id)).a_valider).toBe(true);
    expect(await ranking(id)).toEqual({});
  });

  it('a finished tournament refuses corrections and penalties until its admin reopens it', async () => {
    const { id, referee } = await setUp();
    const gameId = await playedBy(id, cast.admin);
    const penalty = (
      await send(referee, 'POST', `/tournois/${id}/penalites`, {
        joueur: p(0).id,
        points: -5,
        motif: 'Retard',
      })
    ).json<{
      id: string;
    }>();
    const state = (value: string) => send(cast.admin, 'PATCH', `/tournois/${id}/etat`, { new_state: value });
    expect((await state('terminé')).statusCode).toBe(200);
    const before = await ranking(id);
    const finishedSentence = /^Le tournoi est terminé : .* L’administrateur doit d’abord le rouvrir\.$/;
    expectError(
      await send(referee, 'PUT', `/parties/tours/${gameId}/0`, tsumo([p(1).id, 2, 30])),
      409,
      finishedSentence,
    );
    expectError(await send(cast.admin, 'DELETE', `/parties/tours/${gameId}/0`), 409, finishedSentence);
    expectError(
      await send(referee, 'POST', `/tournois/${id}/penalites`, {
        joueur: p(1).id,
        points: -5,
        motif: 'Retard',
      }),
      409,
      finishedSentence,
    );
    expectError(
      await send(referee, 'DELETE', `/tournois/${id}/penalites/${penalty.id}`),
      409,
      finishedSentence,
    );
    expect(await ranking(id)).toEqual(before);

    expect((await state('en cours')).statusCode).toBe(200);
    expect((await send(referee, 'DELETE', `/tournois/${id}/penalites/${penalty.id}`)).statusCode).toBe(204);
    expect(
      (await send(referee, 'PUT', `/parties/tours/${gameId}/0`, tsumo([p(1).id, 2, 30]))).statusCode,
    ).toBe(200);
  });
});
