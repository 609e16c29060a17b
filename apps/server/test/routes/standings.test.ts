/**
 * A tournament's standing, one home for its figures: the ranking, the penalties list and the EMA export
 * count the same games and show a chombo at what the game's rules say; it is computed once per write.
 * Expected figures are worked out by hand in the comments.
 */
import { describe, expect, it } from '@jest/globals';
import { chombo } from '@mj/domain/testing';
import { standingOf } from '../../src/services/standings';
import type { Tournament } from '../../src/repositories/tournaments';
import { backends, call, createTournament, tournamentCast, type TestUser } from '../helper';

describe.each(backends)('the standing on %s', (backend) => {
  const cast = tournamentCast(backend, 4, 'classement');
  const app = () => cast.app;
  const p = (i: number) => cast.players[i]!;
  const get = (as: TestUser, url: string) => call(app(), as, { method: 'GET', url });

  async function playedChombo(regles: unknown) {
    const id = await createTournament(app(), cast.admin, { joueurs: cast.ids, regles });
    const gameId = (
      await call(app(), cast.admin, {
        method: 'POST',
        url: '/api/parties',
        payload: { joueurs: cast.ids, tournoi_id: id },
      })
    ).json<{ id: string }>().id;
    // Bruno (seat 2, not the dealer) makes a chombo, then the game ends.
    expect(
      (
        await call(app(), p(0), {
          method: 'POST',
          url: `/api/parties/tours/${gameId}`,
          payload: chombo(p(1).id),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call(app(), p(0), { method: 'POST', url: `/api/parties/${gameId}/finish` })).statusCode,
    ).toBe(200);
    const ranking = (await get(cast.admin, `/api/tournois/${id}/classement`)).json<{
      classement: Record<string, number>;
    }>();
    const penalties = (await get(cast.admin, `/api/tournois/${id}/penalites`)).json<
      { joueur: string; points: number; motif: string; source: string }[]
    >();
    return { id, ranking: ranking.classement, penalties };
  }

  it('shows a chombo at the points its rules take after uma: a 30 000 override is −30', async () => {
    const { ranking, penalties } = await playedChombo({ base: 'ema-2016', chombo: { points: 30000 } });
    // Nobody moved points: four tied at 30 000 share the uma (15 + 5 − 5 − 15) / 4 = 0; Bruno −30.
    expect(ranking).toEqual({ [p(0).id]: 0, [p(1).id]: -30, [p(2).id]: 0, [p(3).id]: 0 });
    expect(penalties).toEqual([
      expect.objectContaining({ joueur: p(1).id, points: -30, motif: 'Chombo', source: 'chombo' }),
    ]);
  });

  it('under Tenhou a chombo is the mangan paid at the table, not charged again after uma', async () => {
    const { ranking, penalties } = await playedChombo('tenhou');
    // Bruno pays a reverse mangan tsumo: 4 000 to Alice (dealer), 2 000 to Chloé and Denis.
    // Alice 29 000, Chloé and Denis 27 000 (tied: share 2nd and 3rd, the earlier seat first under Tenhou),
    // Bruno 17 000. Tenhou: return 30 000, uma 20/10/−10/−20, oka 20 000 to first.
    // Alice: 29 000 − 30 000 + 20 000 + 20 000 = +39,0; Chloé: −3 000 + 10 000 = +7,0;
    // Denis: −3 000 − 10 000 = −13,0; Bruno: −13 000 − 20 000 = −33,0.
    expect(ranking).toEqual({ [p(0).id]: 39, [p(1).id]: -33, [p(2).id]: 7, [p(3).id]: -13 });
    expect(penalties).toEqual([
      expect.objectContaining({
        joueur: p(1).id,
        points: 0,
        motif: 'Chombo (mangan payé à la table)',
        source: 'chombo',
      }),
    ]);
  });

  it('counts in the EMA « Score » only the games the ranking counts (a sheet awaiting its signature waits)', async () => {
    const id = await createTournament(app(), cast.admin, {
      joueurs: cast.ids,
      validation_feuilles: 'arbitre',
    });
    const manual = async (values: number[]) =>
      (
        await call(app(), cast.admin, {
          method: 'POST',
          url: '/api/parties/manuelle',
          payload: {
            joueurs: cast.ids,
            scores: Object.fromEntries(cast.ids.map((player, i) => [player, values[i]])),
            tournoi_id: id,
          },
        })
      ).json<{ id: string }>().id;
    const signed = await manual([50000, 30000, 25000, 15000]);
    await manual([15000, 30000, 25000, 50000]);
    expect(
      (await call(app(), cast.admin, { method: 'POST', url: `/api/parties/${signed}/validation` }))
        .statusCode,
    ).toBe(200);
    // Only the signed game counts: Alice 50 000 − 30 000 = +20 000 raw, +35,0 in the ranking (uma +15).
    const ranking = (await get(cast.admin, `/api/tournois/${id}/classement`)).json<{
      classement: Record<string, number>;
    }>();
    expect(ranking.classement[p(0).id]).toBe(35);
    const csv = (await get(cast.admin, `/api/tournois/${id}/export/ema?format=csv`)).body.split('\r\n');
    const alice = csv.find((line) => line.endsWith(';1000'));
    expect(alice?.split(';').slice(4, 6)).toEqual(['35', '20000']);
  });

  it('follows a sheet signed after it was read (the signature is no round, yet it changes what counts)', async () => {
    const id = await createTournament(app(), cast.admin, {
      joueurs: cast.ids,
      validation_feuilles: 'arbitre',
    });
    const gameId = (
      await call(app(), cast.admin, {
        method: 'POST',
        url: '/api/parties/manuelle',
        payload: {
          joueurs: cast.ids,
          scores: Object.fromEntries(cast.ids.map((player, i) => [player, [50000, 30000, 25000, 15000][i]])),
          tournoi_id: id,
        },
      })
    ).json<{ id: string }>().id;
    const aliceNow = async () =>
      (await get(cast.admin, `/api/tournois/${id}/classement`)).json<{ classement: Record<string, number> }>()
        .classement[p(0).id] ?? 0;
    // Unsigned, the game waits: nothing counts yet (and this read is what a cache would keep).
    expect(await aliceNow()).toBe(0);
    expect(
      (await call(app(), cast.admin, { method: 'POST', url: `/api/parties/${gameId}/validation` }))
        .statusCode,
    ).toBe(200);
    // Signed: Alice 50 000 − 30 000 = +20,0, uma +15 → +35,0.
    expect(await aliceNow()).toBe(35);
  });

  it('is computed once per write, not once per reader', async () => {
    const id = await createTournament(app(), cast.admin, { joueurs: cast.ids });
    const tournament = (await app().repos.tournaments.find(id)) as Tournament;
    const first = await standingOf(app().repos, tournament);
    expect(await standingOf(app().repos, tournament)).toBe(first);
    await call(app(), cast.admin, {
      method: 'POST',
      url: `/api/tournois/${id}/penalites`,
      payload: { joueur: p(2).id, points: -5, motif: 'Retard' },
    });
    const afterPenalty = await standingOf(app().repos, tournament);
    expect(afterPenalty).not.toBe(first);
    expect(afterPenalty.points).toEqual({ [p(2).id]: -5 });
    expect(await standingOf(app().repos, tournament)).toBe(afterPenalty);
    await call(app(), cast.admin, {
      method: 'POST',
      url: '/api/parties',
      payload: { joueurs: cast.ids, tournoi_id: id },
    });
    expect(await standingOf(app().repos, tournament)).not.toBe(afterPenalty);
  });
});
