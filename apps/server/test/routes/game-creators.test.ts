/**
 * Nobody enters a game for other people. The creator is one of the four players or
 * the tournament's admin; final scores stay within ±300 000; a game says who created it; and a player
 * can leave (hide) a casual game somebody else created.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { backends, buildTestApp, call, expectError, registerUsers, type TestUser } from '../helper';

const NOT_A_PLAYER =
  'Tu ne peux créer une partie que si tu y joues (ou si tu administres ou arbitres son tournoi).';
// Hand-written with the French no-break spaces (U+202F, as Intl fr-FR groups thousands).
const OUT_OF_RANGE = 'Chaque score doit rester entre \u2212300\u202f000 et 300\u202f000.';

describe.each(backends)('who may create a game, on %s', (backend) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ backend });
  });

  const ids = (users: TestUser[]) => users.map((user) => user.id);
  const even = (joueurs: string[]) => Object.fromEntries(joueurs.map((id) => [id, 30000]));
  const createGame = (as: TestUser, payload: object) =>
    call(app, as, { method: 'POST', url: '/api/parties/', payload });
  const createManual = (as: TestUser, payload: object) =>
    call(app, as, { method: 'POST', url: '/api/parties/manuelle', payload });
  const myGames = async (as: TestUser) =>
    (await call(app, as, { method: 'GET', url: '/api/users/mes-parties' })).json<Array<{ id: string }>>();

  async function tournament(admin: TestUser, players: TestUser[]): Promise<string> {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/tournois/',
      payload: {
        nom: 'Open des créateurs',
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        joueurs: ids(players),
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  }

  it('refuses a casual game, hand by hand or from final scores, that its creator does not play (403)', async () => {
    const [outsider, ...four] = await registerUsers(app, 5);
    const joueurs = ids(four);
    expectError(await createGame(outsider!, { joueurs }), 403, NOT_A_PLAYER);
    expectError(await createManual(outsider!, { joueurs, scores: even(joueurs) }), 403, NOT_A_PLAYER);
    for (const victim of four) expect(await myGames(victim)).toEqual([]);
    expect(await myGames(outsider!)).toEqual([]);
  });

  it('lets a tournament player create only the games they play; its admin creates any of its games', async () => {
    const [admin, player, ...rest] = await registerUsers(app, 7);
    const tournamentId = await tournament(admin!, [player!, ...rest]);
    const withoutPlayer = ids(rest.slice(0, 4));
    expectError(
      await createGame(player!, { joueurs: withoutPlayer, tournoi_id: tournamentId }),
      403,
      NOT_A_PLAYER,
    );
    expectError(
      await createManual(player!, {
        joueurs: withoutPlayer,
        scores: even(withoutPlayer),
        tournoi_id: tournamentId,
      }),
      403,
      NOT_A_PLAYER,
    );
    const withPlayer = [player!.id, ...ids(rest.slice(0, 3))];
    expect((await createGame(player!, { joueurs: withPlayer, tournoi_id: tournamentId })).statusCode).toBe(
      201,
    );
    // The admin does not play: creating a game of their tournament is their job.
    const byAdmin = await createGame(admin!, { joueurs: withoutPlayer, tournoi_id: tournamentId });
    expect(byAdmin.statusCode).toBe(201);
    const game = await call(app, admin!, { method: 'GET', url: `/api/parties/${byAdmin.json().id}` });
    expect(game.json()).toEqual(expect.objectContaining({ createur_id: admin!.id, joueurs: withoutPlayer }));
  });

  it.each([
    ['above 300 000', [300_001, -60_001, -60_000, -60_000]],
    ['below −300 000', [330_000, 90_000, 0, -300_001]],
    ['ten million', [10_000_000, -3_000_000, -3_000_000, -3_880_000]],
  ])('refuses a final score %s (422), summing to 120 000 or not', async (_case, values) => {
    const four = await registerUsers(app, 4);
    const joueurs = ids(four);
    const scores = Object.fromEntries(joueurs.map((id, seat) => [id, values[seat]]));
    expectError(await createManual(four[0]!, { joueurs, scores }), 422, OUT_OF_RANGE);
    expect(await myGames(four[0]!)).toEqual([]);
  });

  it('accepts final scores at the bound, ±300 000', async () => {
    const four = await registerUsers(app, 4);
    const joueurs = ids(four);
    const scores = Object.fromEntries(joueurs.map((id, seat) => [id, [300_000, 120_000, 0, -300_000][seat]]));
    const response = await createManual(four[0]!, { joueurs, scores });
    expect(response.statusCode).toBe(201);
    const game = await call(app, four[1]!, { method: 'GET', url: `/api/parties/${response.json().id}` });
    expect(game.json()).toEqual(
      expect.objectContaining({ scores, createur_id: four[0]!.id, etat: 'terminé' }),
    );
  });

  describe('POST /parties/{id}/quitter', () => {
    const leave = (as: TestUser, id: string) =>
      call(app, as, { method: 'POST', url: `/api/parties/${id}/quitter` });

    it('hides a casual game from the lists of a player who did not create it, and only theirs', async () => {
      const four = await registerUsers(app, 4);
      const [creator, victim, other] = four;
      const id = (await createGame(creator!, { joueurs: ids(four) })).json<{ id: string }>().id;
      expect(await myGames(victim!)).toEqual([expect.objectContaining({ id })]);

      const left = await leave(victim!, id);
      expect(left.statusCode).toBe(204);
      expect(left.body).toBe('');
      expect(await myGames(victim!)).toEqual([]);
      // Leaving twice is harmless.
      expect((await leave(victim!, id)).statusCode).toBe(204);
      // The others still see it, and the game itself does not change: its scores stay the four players'.
      expect(await myGames(creator!)).toEqual([expect.objectContaining({ id })]);
      expect(await myGames(other!)).toEqual([expect.objectContaining({ id })]);
      const game = await call(app, creator!, { method: 'GET', url: `/api/parties/${id}` });
      expect(game.json()).toEqual(expect.objectContaining({ joueurs: ids(four), createur_id: creator!.id }));
      // The leaver's export still holds it (it is their data), marked as left.
      const exported = (await call(app, victim!, { method: 'GET', url: '/api/users/me/export' })).json();
      expect(exported.parties).toEqual([expect.objectContaining({ id, quittee: true })]);
    });

    it('refuses the creator, a tournament game, and a stranger; 404 for an unknown game', async () => {
      const [admin, ...four] = await registerUsers(app, 5);
      const casual = (await createGame(four[0]!, { joueurs: ids(four) })).json<{ id: string }>().id;
      expectError(await leave(four[0]!, casual), 403, 'Tu as créé cette partie : tu ne peux pas la quitter.');
      const tournamentId = await tournament(admin!, four);
      const ranked = (await createGame(admin!, { joueurs: ids(four), tournoi_id: tournamentId })).json<{
        id: string;
      }>().id;
      expectError(
        await leave(four[1]!, ranked),
        403,
        'Une partie de tournoi compte pour son classement : on ne peut pas la quitter.',
      );
      const [stranger] = await registerUsers(app, 1);
      expectError(await leave(stranger!, casual), 403);
      expectError(await leave(four[1]!, 'inconnue'), 404, 'Partie introuvable.');
      expect(await myGames(four[1]!)).toHaveLength(2);
    });
  });
});
