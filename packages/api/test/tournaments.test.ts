import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ron } from '@mj/domain/testing';
import { getErrorMessage } from '../src';
import { gamesApi } from '../src/endpoints/games';
import { roundsApi } from '../src/endpoints/rounds';
import { tournamentsApi } from '../src/endpoints/tournaments';
import type { Tournament } from '../src';
import { fetchCount, signUp, signUpTable, uniquePseudo, until, useRealServer } from './real-server';
import type { Session } from './real-server';
import { disposeStores } from './store';
import type { RootStateOf } from './store';

let admin: Session;
let bruno: Session;
let eve: Session;
let ids: string[];
let tournament: Tournament;

beforeAll(async () => {
  useRealServer();
  const table = await signUpTable('Tournoi');
  ({ ids } = table);
  [admin, bruno] = table.players as [Session, Session];
  eve = await signUp(uniquePseudo('Ève'));
});
afterAll(disposeStores);

const endpoints = tournamentsApi.endpoints;
const select = {
  list: (s: RootStateOf) => endpoints.getTournaments.select()(s).data,
  one: (id: string) => (s: RootStateOf) => endpoints.getTournament.select(id)(s).data,
  players: (id: string) => (s: RootStateOf) => endpoints.getTournamentPlayers.select(id)(s).data?.joueurs,
  games: (id: string) => (s: RootStateOf) => endpoints.getTournamentGames.select(id)(s).data,
  ranking: (id: string) => (s: RootStateOf) => endpoints.getRanking.select(id)(s).data,
};

/** A ron: the third seat deals into the second, 3 han 30 fu (non-dealer 3900). */
const aRon = () => ron([[ids[1]!, 3, 30]], ids[2]!);

describe('tournaments against the real server', () => {
  it('creating a tournament refreshes the list of tournaments', async () => {
    const { store } = admin;
    await store.dispatch(endpoints.getTournaments.initiate());
    expect(select.list(store.getState())).toEqual([]);

    tournament = await store
      .dispatch(
        endpoints.createTournament.initiate({
          nom: 'Tournoi du club',
          date_debut: '2025-09-20',
          classement_visible: true,
          regles: 'classic',
          joueurs: ids,
        }),
      )
      .unwrap();
    expect(tournament).toMatchObject({
      nom: 'Tournoi du club',
      etat: 'en cours',
      admin_id: admin.user.user_id,
    });
    expect(tournament.date_fin).toBeNull();
    await until(
      store,
      (s) => select.list(s)?.some((t) => t.id === tournament.id) === true,
      'tournaments refetched',
    );

    const tooShort = await store.dispatch(
      endpoints.createTournament.initiate({
        nom: ' T ',
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        joueurs: ids,
      }),
    );
    expect(tooShort.error).toMatchObject({ status: 422 });
  });

  it('adding a player (a bare JSON string body) refreshes the tournament and its players', async () => {
    const { store } = admin;
    const id = tournament.id;
    await Promise.all([
      store.dispatch(endpoints.getTournament.initiate(id)),
      store.dispatch(endpoints.getTournamentPlayers.initiate(id)),
    ]);
    expect(select.players(id)(store.getState())).toEqual(ids);

    const refused = await bruno.store.dispatch(
      endpoints.addTournamentPlayer.initiate({ tournamentId: id, userId: eve.user.user_id }),
    );
    expect(refused.error).toMatchObject({ status: 403 });
    expect(getErrorMessage(refused.error, 'Impossible d’ajouter ce joueur (droits admin ?)')).toBe(
      'Seul l’administrateur du tournoi peut faire cela.',
    );

    const updated = await store
      .dispatch(endpoints.addTournamentPlayer.initiate({ tournamentId: id, userId: eve.user.user_id }))
      .unwrap();
    expect(updated.joueurs).toContain(eve.user.user_id);
    await until(
      store,
      (s) => select.players(id)(s)?.includes(eve.user.user_id) === true,
      'players refetched',
    );
    await until(store, (s) => select.one(id)(s)?.joueurs.length === 5, 'tournament refetched');
  });

  it('a game inside the tournament refreshes its games; a round refreshes the ranking; finishing ranks it', async () => {
    const { store, actions } = admin;
    const id = tournament.id;
    await Promise.all([
      store.dispatch(endpoints.getTournamentGames.initiate(id)),
      store.dispatch(endpoints.getRanking.initiate(id)),
    ]);
    expect(select.games(id)(store.getState())).toEqual([]);
    expect(select.ranking(id)(store.getState())).toEqual({
      classement: {},
      classement_visible: true,
      rangs: {},
      version: expect.any(String),
    });

    const { id: gameId } = await store
      .dispatch(gamesApi.endpoints.createGame.initiate({ joueurs: ids, tournois_id: id }))
      .unwrap();
    await until(store, (s) => select.games(id)(s)?.[0]?.id === gameId, 'tournament games refetched');
    expect(select.games(id)(store.getState())?.[0]?.tournois_id).toBe(id);

    const rankingFetches = fetchCount(actions, endpoints.getRanking);
    await store.dispatch(roundsApi.endpoints.addRound.initiate({ gameId, round: aRon(), index: 0 })).unwrap();
    await until(store, () => fetchCount(actions, endpoints.getRanking) > rankingFetches, 'ranking refetched');
    await until(store, (s) => select.games(id)(s)?.[0]?.nb_tours === 1, 'tournament games refetched');

    await store.dispatch(gamesApi.endpoints.finishGame.initiate(gameId)).unwrap();
    await until(
      store,
      (s) => Object.keys(select.ranking(id)(s)?.classement ?? {}).length === 4,
      'ranking lists 4',
    );
    // rules-classic.md section 6: 33900 → +3,9 + 15 uma; the two 30000 share places 2–3 (uma 0); 26100 → −18,9.
    expect(select.ranking(id)(store.getState())?.classement).toEqual({
      [ids[1]!]: 18.9,
      [ids[0]!]: 0,
      [ids[3]!]: 0,
      [ids[2]!]: -18.9,
    });
  });

  it('the ranking visibility refreshes the tournament; hidden, a player gets no ranking', async () => {
    const { store } = admin;
    const id = tournament.id;
    const hidden = await store
      .dispatch(endpoints.setRankingVisible.initiate({ tournamentId: id, visible: false }))
      .unwrap();
    expect(hidden).toEqual({ classement_visible: false });
    await until(store, (s) => select.one(id)(s)?.classement_visible === false, 'tournament refetched');
    await until(store, (s) => select.ranking(id)(s)?.classement_visible === false, 'ranking refetched');
    expect(select.ranking(id)(store.getState())?.classement).not.toBeNull(); // the admin still sees it

    const seenByPlayer = await bruno.store
      .dispatch(endpoints.getRanking.initiate(id, { subscribe: false }))
      .unwrap();
    // Hidden: no one's points nor places, only the player's own total: Bruno (ids[1]) won the game above,
    // +18,9.
    expect(seenByPlayer).toEqual({
      classement: null,
      classement_visible: false,
      rangs: null,
      mon_total: 18.9,
    });

    await store.dispatch(endpoints.setRankingVisible.initiate({ tournamentId: id, visible: true })).unwrap();
    await until(store, (s) => select.one(id)(s)?.classement_visible === true, 'tournament refetched');
  });

  it('deleting a tournament game refreshes its games and its ranking', async () => {
    const { store } = admin;
    const id = tournament.id;
    const scores = { [ids[0]!]: 40000, [ids[1]!]: 30000, [ids[2]!]: 30000, [ids[3]!]: 20000 };
    const { id: manualId } = await store
      .dispatch(
        gamesApi.endpoints.createManualGame.initiate({
          joueurs: ids,
          scores,
          date_debut: new Date().toISOString(),
          // The name the app sends (the create-final page): the list must follow it too.
          tournois_id: id,
        }),
      )
      .unwrap();
    await until(store, (s) => select.games(id)(s)?.length === 2, 'tournament games list the manual game');
    // The server's ranking with the manual game; the store's cached ranking must catch up with it.
    const rankingWith = (
      await store.dispatch(endpoints.getRanking.initiate(id, { forceRefetch: true })).unwrap()
    ).classement;
    await until(
      store,
      (s) => JSON.stringify(select.ranking(id)(s)?.classement) === JSON.stringify(rankingWith),
      'ranking refetched with the manual game',
    );

    const deleted = await store
      .dispatch(endpoints.deleteTournamentGame.initiate({ tournamentId: id, gameId: manualId }))
      .unwrap();
    expect(deleted.parties).toHaveLength(1);
    await until(store, (s) => select.games(id)(s)?.length === 1, 'tournament games refetched');
    // Wait for the refetch the deletion triggered to land: a refetch started by the manual game may still
    // answer in between, so "different from before" is not enough (it raced on a clean CI run).
    await until(
      store,
      (s) => JSON.stringify(select.ranking(id)(s)?.classement) === JSON.stringify(deleted.classement),
      'ranking refetched after the deletion',
    );
    expect(deleted.classement).not.toEqual(rankingWith);
    expect(select.ranking(id)(store.getState())?.classement).toEqual(deleted.classement);
  });

  it('finishing the tournament finishes its running games; reopening clears its end date', async () => {
    const { store } = admin;
    const id = tournament.id;
    const { id: runningId } = await store
      .dispatch(gamesApi.endpoints.createGame.initiate({ joueurs: ids, tournois_id: id }))
      .unwrap();
    await store.dispatch(gamesApi.endpoints.getGame.initiate(runningId));

    const finished = await store.dispatch(endpoints.finishTournament.initiate(id)).unwrap();
    expect(finished.etat).toBe('terminé');
    expect(finished.date_fin).not.toBeNull();
    await until(store, (s) => select.one(id)(s)?.etat === 'terminé', 'tournament refetched');
    await until(
      store,
      (s) => select.list(s)?.find((t) => t.id === id)?.etat === 'terminé',
      'tournaments refetched',
    );
    await until(
      store,
      (s) => gamesApi.endpoints.getGame.select(runningId)(s).data?.etat === 'terminé',
      'its running game is refetched, finished',
    );

    const noMore = await store.dispatch(
      gamesApi.endpoints.createGame.initiate({ joueurs: ids, tournois_id: id }),
    );
    expect(getErrorMessage(noMore.error, 'Impossible de créer la partie. Réessaie plus tard.')).toBe(
      'Le tournoi est terminé : impossible d’y ajouter une partie.',
    );

    const reopened = await store.dispatch(endpoints.reopenTournament.initiate(id)).unwrap();
    expect(reopened).toEqual({ etat: 'en cours', date_fin: null });
    await until(store, (s) => select.one(id)(s)?.etat === 'en cours', 'tournament refetched');
    expect(select.one(id)(store.getState())?.date_fin).toBeNull();
  });
});
