import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { tsumo } from '@mj/domain/testing';
import { getErrorMessage, usersApi } from '../src';
import { newIdempotencyKey } from '../src/idempotency';
import { gamesApi } from '../src/endpoints/games';
import { roundsApi } from '../src/endpoints/rounds';
import type { RootStateOf } from './store';
import { signUpTable, until, useRealServer } from './real-server';
import type { Session } from './real-server';
import { disposeStores } from './store';

let table: Session[];
let ids: string[];

beforeAll(async () => {
  useRealServer();
  ({ players: table, ids } = await signUpTable('Partie'));
});
afterAll(disposeStores);

/** A dealer tsumo, 1 han 30 fu: 500 from each other player (rules-classic.md spot check). */
const dealerTsumo = () => tsumo([ids[0]!, 1, 30]);

const gameIn = (gameId: string) => (state: RootStateOf) =>
  gamesApi.endpoints.getGame.select(gameId)(state).data;
const roundsIn = (gameId: string) => (state: RootStateOf) =>
  roundsApi.endpoints.getRounds.select(gameId)(state).data?.tours;
const myGamesIn = (state: RootStateOf) => usersApi.endpoints.getMyGames.select()(state).data;

describe('games and rounds against the real server', () => {
  let gameId: string;

  it('creating a game refreshes my games', async () => {
    const { store } = table[0]!;
    await store.dispatch(usersApi.endpoints.getMyGames.initiate());
    expect(myGamesIn(store.getState())).toEqual([]);

    ({ id: gameId } = await store
      .dispatch(gamesApi.endpoints.createGame.initiate({ joueurs: ids }))
      .unwrap());
    await until(
      store,
      (s) => myGamesIn(s)?.some((g) => g.id === gameId) === true,
      'my games list the new game',
    );

    const game = await store.dispatch(gamesApi.endpoints.getGame.initiate(gameId)).unwrap();
    expect(game).toMatchObject({
      id: gameId,
      joueurs: ids,
      etat: 'en cours',
      vent: 'est',
      tour_actuel: 1,
      nb_tours: 0,
    });
    expect(game.scores).toEqual(Object.fromEntries(ids.map((id) => [id, 30000])));
    expect(game.tournois_id).toBeNull();
  });

  it('adding a round refreshes the game and its history; the same Idempotency-Key records it once', async () => {
    const { store } = table[0]!;
    await store.dispatch(roundsApi.endpoints.getRounds.initiate(gameId));
    expect(roundsIn(gameId)(store.getState())).toEqual([]);

    const key = newIdempotencyKey();
    const args = { gameId, round: dealerTsumo(), index: 0, idempotencyKey: key };
    const added = await store.dispatch(roundsApi.endpoints.addRound.initiate(args)).unwrap();
    expect(added.entry).toMatchObject({ index: 0, tour: { type_victoire: 'tsumo', gagnant: [ids[0]] } });
    expect(added.entry.delta).toEqual({ [ids[0]!]: 1500, [ids[1]!]: -500, [ids[2]!]: -500, [ids[3]!]: -500 });

    await until(store, (s) => gameIn(gameId)(s)?.nb_tours === 1, 'getGame refetched after addRound');
    expect(gameIn(gameId)(store.getState())?.scores).toEqual(added.partie.scores);
    await until(store, (s) => roundsIn(gameId)(s)?.length === 1, 'getRounds refetched after addRound');
    expect(roundsIn(gameId)(store.getState())?.[0]).toEqual(added.entry);
    await until(
      store,
      (s) => myGamesIn(s)?.find((g) => g.id === gameId)?.nb_tours === 1,
      'my games refetched',
    );

    // A retry of the same attempt (say, after a network drop) is answered from the first response.
    const replay = await store.dispatch(roundsApi.endpoints.addRound.initiate(args)).unwrap();
    expect(replay).toEqual(added);
    const game = await store
      .dispatch(gamesApi.endpoints.getGame.initiate(gameId, { forceRefetch: true }))
      .unwrap();
    expect(game.nb_tours).toBe(1);
  });

  it('a stale index or an invalid round is refused with the server detail', async () => {
    const { store } = table[1]!;
    const stale = await store.dispatch(
      roundsApi.endpoints.addRound.initiate({ gameId, round: dealerTsumo(), index: 0 }),
    );
    expect(stale.error).toMatchObject({ status: 409 });
    expect(getErrorMessage(stale.error, 'Erreur lors de l’ajout du tour.')).toBe(
      'Un autre tour a été enregistré entre-temps. Recharge la partie.',
    );

    const twoWinners = { ...dealerTsumo(), gagnant: [ids[0]!, ids[1]!] };
    const invalid = await store.dispatch(
      roundsApi.endpoints.addRound.initiate({ gameId, round: twoWinners, index: 1 }),
    );
    expect(invalid.error).toMatchObject({ status: 422 });
    expect(getErrorMessage(invalid.error, 'Erreur lors de l’ajout du tour.')).toBe(
      'Tsumo : un seul gagnant.',
    );
  });

  it('undoing the last round refreshes the game and its history', async () => {
    const { store } = table[0]!;
    const undone = await store.dispatch(roundsApi.endpoints.undoLastRound.initiate(gameId)).unwrap();
    expect(undone.removed.index).toBe(0);
    expect(undone.partie.nb_tours).toBe(0);

    await until(store, (s) => gameIn(gameId)(s)?.nb_tours === 0, 'getGame refetched after undo');
    expect(gameIn(gameId)(store.getState())?.scores).toEqual(
      Object.fromEntries(ids.map((id) => [id, 30000])),
    );
    await until(store, (s) => roundsIn(gameId)(s)?.length === 0, 'getRounds refetched after undo');

    const nothing = await store.dispatch(roundsApi.endpoints.undoLastRound.initiate(gameId));
    expect(getErrorMessage(nothing.error, 'Erreur lors de l’annulation du dernier tour.')).toBe(
      'Aucun tour à annuler.',
    );
  });

  it('correcting then deleting a past round refreshes the game and its history', async () => {
    const { store } = table[1]!;
    await store.dispatch(roundsApi.endpoints.getRounds.initiate(gameId));
    for (const index of [0, 1])
      await store
        .dispatch(roundsApi.endpoints.addRound.initiate({ gameId, round: dealerTsumo(), index }))
        .unwrap();
    // Round 1 was 2 han: the dealer's 2 han 30 fu tsumo is 1000 from each (480 × 2 = 960 → 1000).
    const round = { ...dealerTsumo(), han: { [ids[0]!]: 2 } };
    const corrected = await store
      .dispatch(roundsApi.endpoints.correctRound.initiate({ gameId, index: 0, nbTours: 2, round }))
      .unwrap();
    expect(corrected.entry).toMatchObject({ index: 0, modifie_par: ids[1], auteur_id: ids[1] });
    expect(corrected.entry.delta[ids[0]!]).toBe(3000);
    await until(
      store,
      (s) => roundsIn(gameId)(s)?.[0]?.modifie_par === ids[1],
      'getRounds refetched after a correction',
    );

    const stale = await store.dispatch(
      roundsApi.endpoints.deleteRound.initiate({ gameId, index: 1, nbTours: 1 }),
    );
    expect(getErrorMessage(stale.error, 'Suppression impossible.')).toBe(
      'Un autre tour a été enregistré entre-temps. Recharge la partie.',
    );
    const deleted = await store
      .dispatch(roundsApi.endpoints.deleteRound.initiate({ gameId, index: 1, nbTours: 2 }))
      .unwrap();
    expect(deleted.partie.nb_tours).toBe(1);
    await until(store, (s) => roundsIn(gameId)(s)?.length === 1, 'getRounds refetched after a deletion');
    // Back to no rounds for the next test.
    await store.dispatch(roundsApi.endpoints.undoLastRound.initiate(gameId)).unwrap();
  });

  it('finishing a game refreshes it; a finished game takes no more rounds', async () => {
    const { store } = table[0]!;
    const finished = await store.dispatch(gamesApi.endpoints.finishGame.initiate(gameId)).unwrap();
    expect(finished).toMatchObject({ id: gameId, etat: 'terminé' });
    expect(finished.date_fin).not.toBeNull();
    await until(store, (s) => gameIn(gameId)(s)?.etat === 'terminé', 'getGame refetched after finish');
    await until(
      store,
      (s) => myGamesIn(s)?.find((g) => g.id === gameId)?.etat === 'terminé',
      'my games refetched',
    );

    const again = await store.dispatch(gamesApi.endpoints.finishGame.initiate(gameId));
    expect(again.error).toMatchObject({ status: 409 });
    const late = await store.dispatch(
      roundsApi.endpoints.addRound.initiate({ gameId, round: dealerTsumo(), index: 0 }),
    );
    expect(getErrorMessage(late.error, 'Erreur lors de l’ajout du tour.')).toBe('La partie est terminée.');
  });

  it('a manual game is stored finished with its scores and refreshes my games', async () => {
    const { store } = table[0]!;
    const scores = { [ids[0]!]: 45000, [ids[1]!]: 35000, [ids[2]!]: 25000, [ids[3]!]: 15000 };
    const { id } = await store
      .dispatch(
        gamesApi.endpoints.createManualGame.initiate({
          joueurs: ids,
          scores,
          date_debut: new Date().toISOString(),
        }),
      )
      .unwrap();
    await until(
      store,
      (s) => myGamesIn(s)?.some((g) => g.id === id) === true,
      'my games list the manual game',
    );
    expect(myGamesIn(store.getState())?.find((g) => g.id === id)).toMatchObject({ etat: 'terminé', scores });

    const wrongSum = await store.dispatch(
      gamesApi.endpoints.createManualGame.initiate({
        joueurs: ids,
        scores: { ...scores, [ids[0]!]: 0 },
        date_debut: new Date().toISOString(),
      }),
    );
    expect(getErrorMessage(wrongSum.error, 'Erreur lors de la création.')).toBe(
      'La somme des scores doit être 120\u202f000 (actuellement 75\u202f000).',
    );
  });

  it('a game is closed to outsiders', async () => {
    const outsider = (await signUpTable('Curieux')).players[0]!;
    const peek = await outsider.store.dispatch(
      gamesApi.endpoints.getGame.initiate(gameId, { subscribe: false }),
    );
    expect(peek.error).toMatchObject({ status: 403 });
    expect(getErrorMessage(peek.error, 'Impossible de charger la partie.')).toMatch(/réservée à ses joueurs/);
  });
});
