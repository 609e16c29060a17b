/**
 * Tournament day (endpoints/rondes.ts) against the real server: a ronde proposed then created with its
 * tables' games, its clock, the public screen shared and withdrawn, and the room's edits of the
 * tournament, each refreshing what it changes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getErrorMessage, type Tournament } from '../src';
import { rondesApi } from '../src/endpoints/rondes';
import { tournamentsApi } from '../src/endpoints/tournaments';
import {
  fetchCount,
  signUp,
  signUpTable,
  uniquePseudo,
  until,
  useRealServer,
  type Session,
} from './real-server';
import { disposeStores, type RootStateOf } from './store';

let admin: Session;
let player: Session;
let ids: string[];
let tournament: Tournament;

beforeAll(async () => {
  useRealServer();
  const first = await signUpTable('Ronde-A');
  const second = await signUpTable('Ronde-B');
  [admin, player] = first.players as [Session, Session];
  ids = [...first.ids, ...second.ids];
  tournament = await admin.store
    .dispatch(
      tournamentsApi.endpoints.createTournament.initiate({
        nom: 'Journée du club',
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        joueurs: ids,
      }),
    )
    .unwrap();
});
afterAll(disposeStores);

const endpoints = rondesApi.endpoints;
const rondesIn = (s: RootStateOf) => endpoints.getRondes.select(tournament.id)(s).data;
const t = () => tournament.id;

describe('rondes against the real server', () => {
  it('a proposal writes nothing; creating the ronde adds its two tables’ games and refreshes the list', async () => {
    const { store, actions } = admin;
    expect(await store.dispatch(endpoints.getRondes.initiate(t())).unwrap()).toEqual([]);
    await store.dispatch(tournamentsApi.endpoints.getTournamentGames.initiate(t())).unwrap();

    const proposal = await store
      .dispatch(
        endpoints.proposeRonde.initiate({ tournamentId: t(), request: { mode: 'equilibre', graine: 7 } }),
      )
      .unwrap();
    expect(proposal).toMatchObject({ numero: 1, mode: 'equilibre', graine: 7 });
    expect(proposal.tables.map((table) => table.table)).toEqual([1, 2]);
    expect(proposal.tables.flatMap((table) => table.joueurs).sort()).toEqual([...ids].sort());
    expect(await store.dispatch(endpoints.getRondes.initiate(t(), { forceRefetch: true })).unwrap()).toEqual(
      [],
    );

    // The proposal's tables, taken as they are.
    const ronde = await store
      .dispatch(
        endpoints.createRonde.initiate({
          tournamentId: t(),
          request: { mode: 'equilibre', tables: proposal.tables.map((table) => table.joueurs) },
        }),
      )
      .unwrap();
    expect(ronde.numero).toBe(1);
    expect(ronde.tables.map((table) => table.joueurs)).toEqual(proposal.tables.map((table) => table.joueurs));
    expect(ronde.horloge.etat).toBe('en attente');
    await until(store, (s) => rondesIn(s)?.length === 1, 'rondes refetched after createRonde');
    const gamesIn = (s: RootStateOf) => tournamentsApi.endpoints.getTournamentGames.select(t())(s).data;
    await until(store, (s) => gamesIn(s)?.length === 2, 'tournament games refetched after createRonde');
    expect(fetchCount(actions, tournamentsApi.endpoints.getTournamentGames)).toBe(2);
  });

  it('the clock starts, pauses, resumes and gives a table more time; only the admin may', async () => {
    const { store } = admin;
    const clock = (action: Parameters<typeof endpoints.updateClock.initiate>[0]['action']) =>
      store.dispatch(endpoints.updateClock.initiate({ tournamentId: t(), numero: 1, action })).unwrap();
    const started = await clock({ action: 'demarrer', duree_minutes: 90 });
    expect(started).toMatchObject({ etat: 'en cours', duree_minutes: 90 });
    expect(started.restant_ms).toBeLessThanOrEqual(90 * 60_000);
    expect(started.restant_ms).toBeGreaterThan(89 * 60_000);
    expect((await clock({ action: 'pause' })).etat).toBe('en pause');
    expect((await clock({ action: 'reprendre' })).etat).toBe('en cours');
    expect((await clock({ action: 'supplement', table: 2, minutes: 5 })).supplements).toEqual({ '2': 5 });
    await until(
      store,
      (s) => rondesIn(s)?.[0]?.horloge.supplements['2'] === 5,
      'rondes refetched after clock',
    );

    const refused = await player.store.dispatch(
      endpoints.updateClock.initiate({ tournamentId: t(), numero: 1, action: { action: 'pause' } }),
    );
    expect(refused.error).toMatchObject({ status: 403 });
  });

  it('shares the public screen with a token anyone can read, then withdraws it', async () => {
    const { store } = admin;
    expect(await store.dispatch(endpoints.getScreen.initiate(t())).unwrap()).toEqual({ jeton: null });
    const { jeton } = await store.dispatch(endpoints.openScreen.initiate(t())).unwrap();
    await until(store, (s) => endpoints.getScreen.select(t())(s).data?.jeton === jeton, 'screen refetched');

    // A signed-out projector.
    const projector = await signUp(uniquePseudo('Projecteur'));
    const screen = await projector.store.dispatch(endpoints.getPublicScreen.initiate(jeton)).unwrap();
    expect(screen).toMatchObject({ nom: 'Journée du club', etat: 'en cours', ronde: 1 });
    expect(screen.tables).toHaveLength(2);
    expect(screen.horloge?.etat).toBe('en cours');

    await store.dispatch(endpoints.closeScreen.initiate(t())).unwrap();
    await until(store, (s) => endpoints.getScreen.select(t())(s).data?.jeton === null, 'screen closed');
    const gone = await projector.store.dispatch(
      endpoints.getPublicScreen.initiate(jeton, { forceRefetch: true }),
    );
    expect(gone.error).toMatchObject({ status: 404 });
  });

  it('cancelling the ronde removes its games', async () => {
    const { store } = admin;
    await store.dispatch(endpoints.cancelRonde.initiate({ tournamentId: t(), numero: 1 })).unwrap();
    await until(store, (s) => rondesIn(s)?.length === 0, 'rondes refetched after cancelRonde');
    const games = await store
      .dispatch(tournamentsApi.endpoints.getTournamentGames.initiate(t(), { forceRefetch: true }))
      .unwrap();
    expect(games).toEqual([]);
  });
});

describe('the room’s edits of a tournament', () => {
  const one = (s: RootStateOf) => tournamentsApi.endpoints.getTournament.select(t())(s).data;

  it('renames it and refreshes the tournament', async () => {
    const { store } = admin;
    await store.dispatch(tournamentsApi.endpoints.getTournament.initiate(t())).unwrap();
    const edited = await store
      .dispatch(
        endpoints.editTournament.initiate({ tournamentId: t(), changes: { nom: 'Journée du club (2)' } }),
      )
      .unwrap();
    expect(edited.nom).toBe('Journée du club (2)');
    await until(store, (s) => one(s)?.nom === 'Journée du club (2)', 'tournament refetched after edit');
  });

  it('marks a player absent and back, then removes one; a player may not', async () => {
    const { store } = admin;
    const absentee = ids[7]!;
    const marked = await store
      .dispatch(endpoints.setPlayerAbsent.initiate({ tournamentId: t(), userId: absentee, absent: true }))
      .unwrap();
    expect(marked.absents).toEqual([absentee]);
    await until(store, (s) => one(s)?.absents.length === 1, 'tournament refetched after absence');
    await store
      .dispatch(endpoints.setPlayerAbsent.initiate({ tournamentId: t(), userId: absentee, absent: false }))
      .unwrap();
    await until(store, (s) => one(s)?.absents.length === 0, 'tournament refetched after return');

    const refused = await player.store.dispatch(
      endpoints.removeTournamentPlayer.initiate({ tournamentId: t(), userId: absentee }),
    );
    expect(refused.error).toMatchObject({ status: 403 });
    expect(getErrorMessage(refused.error, 'x')).not.toBe('x');

    await store
      .dispatch(endpoints.removeTournamentPlayer.initiate({ tournamentId: t(), userId: absentee }))
      .unwrap();
    await until(
      store,
      (s) => one(s)?.joueurs.includes(absentee) === false,
      'tournament refetched after removal',
    );
  });
});
