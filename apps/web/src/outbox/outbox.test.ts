/**
 * The outbox against the real in-process server: every write is queued then sent by the listener, only
 * the signed-in user's items go, a refusal stops its game (shown, kept, never retried by itself) while the
 * others go on, and a reload between the server's answer and the phone's forgetting sends once.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { addListener } from '@reduxjs/toolkit';
import type { RoundPayload } from '@mj/domain';
import { usersApi } from '@mj/api';
import { loggedOut } from '../session/auth-slice';
import { initialNetworkState } from '../store/network-slice';
import type { AppStore } from '../store/store';
import { PASSWORD, withRealServer, type Player } from '../test/real-server';
import { makeTestStore } from '../test/render';
import { tsumoBy } from '../test/waiting';
import { submitWrite } from './actions';
import type { OutboxItem } from './items';
import { outboxOf, outboxStarted, passEnded } from './outbox-slice';
import { memoryDeviceStore, type DeviceStore } from './storage';

const server = withRealServer();

let alice: Player;
let bruno: Player;
let joueurs: string[];
beforeAll(async () => {
  const seats = await server().signUpAll(['Alice', 'Bruno', 'Chloé', 'David']);
  [alice, bruno] = seats as [Player, Player];
  joueurs = seats.map((seat) => seat.user.user_id);
});

const newGame = async () => (await server().as(alice).post<{ id: string }>('/parties/', { joueurs })).id;

const roundOf = (
  user: Player,
  gameId: string,
  index: number,
  seq: number,
  round?: RoundPayload,
): OutboxItem => ({
  id: `cle-${gameId}-${user.user.pseudo}-${index}`,
  gameId,
  user: user.user.user_id,
  seq,
  write: {
    kind: 'round',
    round: round ?? tsumoBy(joueurs[2]!),
    index,
    key: `cle-${gameId}-${user.user.pseudo}-${index}`,
  },
  refusal: null,
});

/** The app started on `player`'s session (online) over `disk`: resolves once its first sending pass ended. */
async function startApp(player: Player, disk: DeviceStore, online = true) {
  const store = makeTestStore({ ...player.session, network: { ...initialNetworkState, online } }, disk);
  await passOf(store, () => store.dispatch(outboxStarted()));
  return store;
}

/** Runs `act` and waits for the end of the sending pass it starts. */
function passOf(store: AppStore, act: () => unknown) {
  return new Promise<void>((resolve) => {
    store.dispatch(
      addListener({ actionCreator: passEnded, effect: (_action, api) => (api.unsubscribe(), resolve()) }),
    );
    act();
  });
}

const serverRounds = async (gameId: string) =>
  (
    await server()
      .as(alice)
      .get<{ tours: { index: number; auteur_id: string | null }[] }>(
        `/parties/tours/${gameId}/tours?compact=true`,
      )
  ).tours;

describe('the outbox on a shared phone', () => {
  it('never sends Alice’s waiting round with Bruno’s session; it goes once Alice signs in again', async () => {
    const gameId = await newGame();
    const disk = memoryDeviceStore();
    await disk.put(roundOf(alice, gameId, 0, 1));

    const asBruno = await startApp(bruno, disk);
    expect(server().sent('POST', `/parties/tours/${gameId}`)).toHaveLength(0);
    // Bruno's own write goes, with his session.
    const outcome = await asBruno.dispatch(
      submitWrite(gameId, { kind: 'round', round: tsumoBy(joueurs[3]!), index: 0, key: 'cle-de-bruno' }),
    );
    expect(outcome.status).toBe('sent');
    expect(outboxOf(asBruno.getState()).items.map((item) => item.user)).toEqual([alice.user.user_id]);

    // Alice's round was typed on the game before Bruno's round: the server says it moved on (409).
    const asAlice = await startApp(alice, disk);
    const [kept] = outboxOf(asAlice.getState()).items;
    expect(kept?.refusal?.conflict).toBe(true);
    expect((await serverRounds(gameId)).map((round) => round.auteur_id)).toEqual([bruno.user.user_id]);
  });

  it('never sends an item an older version kept without a user for whoever signs in next', async () => {
    const gameId = await newGame();
    const disk = memoryDeviceStore();
    await disk.put({ ...roundOf(alice, gameId, 0, 1), user: '' });
    const asBruno = await startApp(bruno, disk);
    expect(server().sent('POST', `/parties/tours/${gameId}`)).toHaveLength(0);
    expect(outboxOf(asBruno.getState()).items.map((item) => item.user)).toEqual(['']);
    expect((await disk.items()).items.map((item) => item.user)).toEqual(['']);
  });

  it('signing out with rounds waiting says so and keeps them for that user', async () => {
    const gameId = await newGame();
    const disk = memoryDeviceStore();
    await disk.put(roundOf(alice, gameId, 0, 1), roundOf(alice, gameId, 1, 2));
    const store = await startApp(alice, disk, false);
    store.dispatch(loggedOut());
    expect(outboxOf(store.getState()).notice).toBe(
      '2 tours en attente d’envoi : ils partiront à ta prochaine connexion',
    );
    expect((await disk.items()).items).toHaveLength(2);
    // Bruno signs in next on the shared phone: Alice's word is not for him.
    await store.dispatch(usersApi.endpoints.login.initiate({ pseudo: 'Bruno', password: PASSWORD }));
    expect(store.getState().auth.user?.user_id).toBe(bruno.user.user_id);
    expect(outboxOf(store.getState()).notice).toBeNull();

    const again = await startApp(alice, disk);
    expect(outboxOf(again.getState()).items).toEqual([]);
    expect((await serverRounds(gameId)).map((round) => round.auteur_id)).toEqual([
      alice.user.user_id,
      alice.user.user_id,
    ]);
  });
});

describe('refusals and reloads', () => {
  it('a refused item shows the server’s word and stops its game only; a reload does not send it again', async () => {
    const refusedGame = await newGame();
    const otherGame = await newGame();
    const disk = memoryDeviceStore();
    const stranger = { ...tsumoBy('inconnu'), gagnant: ['inconnu'] };
    await disk.put(
      roundOf(alice, refusedGame, 0, 1, stranger),
      roundOf(alice, refusedGame, 1, 2),
      roundOf(alice, otherGame, 0, 3),
    );
    const store = await startApp(alice, disk);
    const [refused, behind, ...rest] = outboxOf(store.getState()).items;
    expect(refused?.refusal).toEqual({ conflict: false, message: expect.stringMatching(/.+/) });
    expect(behind?.refusal).toBeNull();
    expect(rest).toEqual([]);
    expect(await serverRounds(otherGame)).toHaveLength(1);
    expect(server().sent('POST', `/parties/tours/${refusedGame}`)).toHaveLength(1);

    await startApp(alice, disk);
    expect(server().sent('POST', `/parties/tours/${refusedGame}`)).toHaveLength(1);
    expect((await disk.items()).items.map((item) => item.refusal !== null)).toEqual([true, false]);
  });

  it('a reload after the server recorded a round but before the phone forgot it: sent again, recorded once', async () => {
    const gameId = await newGame();
    const disk = memoryDeviceStore();
    const item = roundOf(alice, gameId, 0, 1);
    await disk.put(item);
    await startApp(alice, disk);
    // The tab died between the answer and the removal: the item is still on the phone.
    await disk.put(item);
    await startApp(alice, disk);
    const posts = server().sent('POST', `/parties/tours/${gameId}`);
    expect(posts.map((post) => post.headers.get('idempotency-key'))).toEqual([item.id, item.id]);
    expect(await serverRounds(gameId)).toHaveLength(1);
    expect((await disk.items()).items).toEqual([]);
  });

  it('a full phone: the write is refused in French, nothing is sent, the other items stay', async () => {
    const gameId = await newGame();
    const memory = memoryDeviceStore();
    await memory.put(roundOf(alice, gameId, 0, 1));
    const full: DeviceStore = {
      ...memory,
      put: () => Promise.reject(new DOMException('plein', 'QuotaExceededError')),
    };
    const store = await startApp(alice, full, false);
    await expect(store.dispatch(submitWrite(gameId, { kind: 'finish' }))).rejects.toThrow(
      'Plus de place sur ce téléphone : l’envoi n’a pas pu y être gardé. Libère de l’espace, puis réessaie.',
    );
    expect(outboxOf(store.getState()).items).toHaveLength(1);
    expect(server().sent('POST', `/parties/${gameId}/finish`)).toHaveLength(0);
  });
});
