/** Leagues, seasons and standings (endpoints/leagues.ts) against the real server, and what a write makes stale. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { defaultSeasonDates } from '@mj/domain';
import { getErrorMessage } from '../src';
import { gamesApi } from '../src/endpoints/games';
import { leaguesApi } from '../src/endpoints/leagues';
import { signUp, signUpTable, uniquePseudo, useRealServer, type Session } from './real-server';
import { disposeStores } from './store';

const endpoints = leaguesApi.endpoints;
const SEASON = defaultSeasonDates(new Date().toISOString().slice(0, 10));
let seated: Session[];
let ids: string[];

beforeAll(async () => {
  useRealServer();
  const table = await signUpTable('Ligue');
  seated = table.players;
  ids = table.ids;
});
afterAll(disposeStores);

describe('league endpoints against the real server', () => {
  it('creates a league, adds members, a season, and reads its standings after a league game', async () => {
    const { store } = seated[0]!;
    const league = await store.dispatch(endpoints.createLeague.initiate({ nom: 'Club de Lyon' })).unwrap();
    for (const userId of ids.slice(1))
      await store
        .dispatch(endpoints.setLeagueMember.initiate({ leagueId: league.id, userId, member: true }))
        .unwrap();
    expect(
      (await store.dispatch(endpoints.getLeague.initiate(league.id, { forceRefetch: true })).unwrap())
        .membres,
    ).toEqual(ids);
    expect(await store.dispatch(endpoints.getLeagues.initiate()).unwrap()).toHaveLength(1);
    const season = await store
      .dispatch(
        endpoints.createSeason.initiate({ leagueId: league.id, nom: 'Saison', ...SEASON, mesure: 'somme' }),
      )
      .unwrap();
    expect(await store.dispatch(endpoints.getSeasons.initiate(league.id)).unwrap()).toEqual([season]);
    const scores = Object.fromEntries(ids.map((id, i) => [id, [40000, 35000, 25000, 20000][i]!]));
    await store
      .dispatch(gamesApi.endpoints.createManualGame.initiate({ joueurs: ids, scores, ligue_id: league.id }))
      .unwrap();
    const standings = await store.dispatch(endpoints.getStandings.initiate(season.id)).unwrap();
    expect(standings.lignes.map((line) => line.total)).toEqual([25, 10, -10, -25]);

    const refused = await store.dispatch(
      endpoints.createSeason.initiate({ leagueId: league.id, nom: 'Saison', ...SEASON, mesure: 'elo' }),
    );
    expect(getErrorMessage(refused.error, '')).toBe('Mesure inconnue : somme, moyenne, meilleures ou note.');
    const edited = await store
      .dispatch(endpoints.editSeason.initiate({ seasonId: season.id, leagueId: league.id, min_parties: 2 }))
      .unwrap();
    expect(edited.min_parties).toBe(2);
    // The edit made the standings stale: read again, nobody is ranked below two games.
    const again = await store.dispatch(endpoints.getStandings.initiate(season.id)).unwrap();
    expect(again.lignes.every((line) => line.rang === null)).toBe(true);
    await store
      .dispatch(endpoints.deleteSeason.initiate({ seasonId: season.id, leagueId: league.id }))
      .unwrap();
    expect(await store.dispatch(endpoints.getSeasons.initiate(league.id)).unwrap()).toEqual([]);
  });

  it('joins by the invitation link, names an admin, leaves; downloads the standings', async () => {
    const { store } = seated[0]!;
    const league = await store.dispatch(endpoints.createLeague.initiate({ nom: 'Club du jeudi' })).unwrap();
    const { jeton } = await store.dispatch(endpoints.newLeagueInvitation.initiate(league.id)).unwrap();
    const newcomer = await signUp(uniquePseudo('Emma'));
    expect(await newcomer.store.dispatch(endpoints.joinLeague.initiate(jeton)).unwrap()).toEqual({
      ligue_id: league.id,
      nom: 'Club du jeudi',
    });
    const emma = newcomer.user.user_id;
    await store
      .dispatch(endpoints.setLeagueAdmin.initiate({ leagueId: league.id, userId: emma, admin: true }))
      .unwrap();
    await store
      .dispatch(endpoints.renameLeague.initiate({ leagueId: league.id, nom: 'Club du vendredi' }))
      .unwrap();
    await store
      .dispatch(endpoints.setLeagueMember.initiate({ leagueId: league.id, userId: ids[0]!, member: false }))
      .unwrap();
    const read = await newcomer.store.dispatch(endpoints.getLeague.initiate(league.id)).unwrap();
    expect(read).toMatchObject({ nom: 'Club du vendredi', admins: [emma], membres: [emma] });
    const season = await newcomer.store
      .dispatch(
        endpoints.createSeason.initiate({ leagueId: league.id, nom: 'Saison', ...SEASON, mesure: 'moyenne' }),
      )
      .unwrap();
    const url = await newcomer.store
      .dispatch(endpoints.downloadStandings.initiate({ seasonId: season.id, format: 'csv' }))
      .unwrap();
    expect(url).toMatch(/^blob:/);
    URL.revokeObjectURL(url);
  });
});
