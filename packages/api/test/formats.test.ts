/**
 * Teams and stages (endpoints/formats.ts) and a player's shared identity (endpoints/registration.ts)
 * against the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getErrorMessage, type Tournament } from '../src';
import { tournamentsApi } from '../src/endpoints/tournaments';
import { formatEndpoints } from '../src/endpoints/formats';
import { officiatingApi } from '../src/endpoints/officiating';
import { registrationApi } from '../src/endpoints/registration';
import { rondesApi } from '../src/endpoints/rondes';
import { signUpTable, useRealServer, type Session } from './real-server';
import { disposeStores } from './store';

const endpoints = formatEndpoints.endpoints;
let players: Session[];
let ids: string[];
let tournament: Tournament;

beforeAll(async () => {
  useRealServer();
  const table = await signUpTable('Formats');
  players = table.players;
  ids = table.ids;
  tournament = await players[0]!.store
    .dispatch(
      tournamentsApi.endpoints.createTournament.initiate({
        nom: 'Interclubs',
        date_debut: '2026-11-28',
        classement_visible: true,
        regles: 'classic',
        joueurs: ids,
      }),
    )
    .unwrap();
});
afterAll(disposeStores);

describe('formats endpoints against the real server', () => {
  it('names teams, refuses a cut before any ronde, cuts after the first, and takes the stage back', async () => {
    const { store } = players[0]!;
    const t = tournament.id;
    const equipes = [
      { nom: 'Marais', joueurs: [ids[0]!] },
      { nom: 'Bastille', joueurs: [ids[1]!] },
    ];
    expect(await store.dispatch(endpoints.putTeams.initiate({ tournamentId: t, equipes })).unwrap()).toEqual({
      equipes,
      comptees: null,
    });
    expect(await store.dispatch(endpoints.getTeams.initiate(t)).unwrap()).toEqual({
      equipes,
      comptees: null,
    });

    const early = await store.dispatch(
      endpoints.createStage.initiate({ tournamentId: t, nom: 'Finale', qualifies: 4, report: 0.5 }),
    );
    expect(getErrorMessage(early.error, '')).toMatch(/aucune ronde/);

    const ronde = await store
      .dispatch(rondesApi.endpoints.createRonde.initiate({ tournamentId: t, request: { mode: 'equilibre' } }))
      .unwrap();
    const table = ronde.tables[0]!;
    const scores = Object.fromEntries(table.joueurs.map((id, i) => [id, [45000, 35000, 25000, 15000][i]!]));
    await store
      .dispatch(officiatingApi.endpoints.enterFinalScores.initiate({ gameId: table.partie_id, scores }))
      .unwrap();

    const stage = await store
      .dispatch(endpoints.createStage.initiate({ tournamentId: t, nom: 'Finale', qualifies: 4, report: 0.5 }))
      .unwrap();
    expect(stage).toMatchObject({ numero: 1, nom: 'Finale', qualifies: 4, report: 0.5, premiere_ronde: 2 });
    // The qualifiers in the ranking's order: the table's order of finish.
    expect(stage.joueurs).toEqual(table.joueurs);
    expect(await store.dispatch(endpoints.getStages.initiate(t)).unwrap()).toEqual([stage]);

    await store.dispatch(endpoints.deleteStage.initiate({ tournamentId: t, numero: 1 })).unwrap();
    // The deletion made the list stale: read again, it is empty.
    expect(await store.dispatch(endpoints.getStages.initiate(t)).unwrap()).toEqual([]);
  });

  it('a player shares their identity with the organisers, then takes it back', async () => {
    const { store } = players[1]!;
    const t = tournament.id;
    const shared = () => store.dispatch(registrationApi.endpoints.getIdentity.initiate(t)).unwrap();
    expect((await shared()).partagee).toBe(false);
    await store
      .dispatch(registrationApi.endpoints.setIdentityShared.initiate({ tournamentId: t, shared: true }))
      .unwrap();
    expect((await shared()).partagee).toBe(true);
    await store
      .dispatch(registrationApi.endpoints.setIdentityShared.initiate({ tournamentId: t, shared: false }))
      .unwrap();
    expect((await shared()).partagee).toBe(false);
  });
});
