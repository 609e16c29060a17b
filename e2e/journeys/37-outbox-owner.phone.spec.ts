/**
 * Journey 37 (the outbox's owner): a phone shared at a table. An older version of the app left a round in
 * its first outbox (one IndexedDB list per game, no user) while signed out; B signs in, opens the app
 * again the next morning and plays on at that table; later A enters a round offline at another table and
 * signs out, and B plays on again. Neither round leaves with B's session, although B sits at both tables
 * and the server would take them: the server holds B's own rounds only. Once A signs in again, A's round
 * goes; the older version's, whose author nobody knows, never.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiAs, expect, logIn, registerAccounts, test, type Account } from '../support/fixtures';
import { leaveRoundOffline, openGame, playRound } from '../support/table';

interface Rounds {
  tours: { index: number; auteur_id: string | null; tour: { gagnant: string[] } }[];
}

/** The first outbox's database and store: a list of writes per game id, as that version kept them. */
const FORMER_DATABASE = { name: 'mahjong-envois', version: 1, store: 'parties' };

/** Writes `list` under `gameId` in the first outbox, exactly as the older version of the app did. */
async function keepAsOlderVersion(page: Page, gameId: string, list: unknown[]) {
  await page.evaluate(
    async ({ name, version, store, gameId, list }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name, version);
        request.onupgradeneeded = () => request.result.createObjectStore(store);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
      });
      await new Promise<void>((resolve, reject) => {
        const transaction = database.transaction(store, 'readwrite');
        transaction.objectStore(store).put(list, gameId);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'));
      });
      database.close();
    },
    { ...FORMER_DATABASE, gameId, list },
  );
}

/** The version of the phone's outbox database (2 once this version of the app has opened it). */
const outboxVersion = (page: Page) =>
  page.evaluate(
    async (name) => (await indexedDB.databases()).find((database) => database.name === name)?.version,
    FORMER_DATABASE.name,
  );

test('un téléphone partagé : ni le tour de A ni celui d’une ancienne version ne partent avec B', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const accounts = await registerAccounts(request, ['Uma', 'Vic', 'Wes', 'Xan']);
  const [a, b, c, d] = accounts as [Account, Account, Account, Account];
  const newGame = async () =>
    (
      await apiAs<{ id: string }>(request, a, 'POST', '/api/parties/', {
        joueurs: accounts.map((account) => account.user_id),
      })
    ).id;
  // Two tables of the same four: B plays at both, so the server would record either round from B.
  const [olderGame, aGame] = [await newGame(), await newGame()];
  const pseudoOf = (id: string | null) => accounts.find((account) => account.user_id === id)?.pseudo;
  /** The game's rounds on the server, as « index winner par author ». */
  const serverRounds = async (id: string) =>
    (await apiAs<Rounds>(request, a, 'GET', `/api/parties/tours/${id}/tours?compact=true`)).tours.map(
      ({ index, auteur_id, tour }) => `${index} ${pseudoOf(tour.gagnant[0]!)} par ${pseudoOf(auteur_id)}`,
    );

  // 1. The older version, signed out, left a round (C's tsumo) in its own outbox. A page of the app's
  // address that is not the app writes it, so that no newer code opens the database before.
  await page.route('**/ancienne-version', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Ancienne version</title>' }),
  );
  await page.goto('/ancienne-version');
  const olderRound = {
    type_victoire: 'tsumo',
    gagnant: [c.user_id],
    perdant: null,
    han: { [c.user_id]: 3 },
    fu: { [c.user_id]: 30 },
    riichi_players: [],
    tenpai: [],
  };
  await keepAsOlderVersion(page, olderGame, [
    { kind: 'round', round: olderRound, index: 0, key: randomUUID() },
  ]);
  expect(await outboxVersion(page)).toBe(1);
  // This version opens it, still signed out: the older list becomes an item of nobody.
  await page.goto('/login');
  await expect.poll(() => outboxVersion(page)).toBe(2);

  // 2. B signs in and, the next morning, opens the app again: the outbox is read with B's session.
  const nextMorning = async (account: Account) => {
    await logIn(page, account.pseudo);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  };
  /**
   * B plays a round of their own at the older version's table, and waits for the server to have it:
   * by then every pass of B's outbox that could have sent the other rounds is over (they are older, and
   * each pass sends in the phone's order). The server then holds B's rounds, and only them.
   */
  const bPlaysOn = async (han: number, bRounds: string[]) => {
    await openGame(page, olderGame);
    await expect(page.getByText(/^\d+ tours? en attente d’envoi$/)).toHaveCount(0);
    await playRound(page, { type: 'Tsumo', winner: { pseudo: b.pseudo, han, fu: 30 } });
    await expect.poll(() => serverRounds(olderGame), { timeout: 30_000 }).toEqual(bRounds);
  };
  const bRound = (index: number) => `${index} ${b.pseudo} par ${b.pseudo}`;
  await nextMorning(b);
  await bPlaysOn(2, [bRound(0)]);
  await page.getByRole('button', { name: 'Déconnexion' }).click();

  // 3. A enters a round offline at the other table, then signs out: it waits for A.
  await logIn(page, a.pseudo);
  await leaveRoundOffline(page, context, aGame, {
    type: 'Tsumo',
    winner: { pseudo: d.pseudo, han: 1, fu: 30 },
  });

  // 4. B signs in the next morning and plays on: A's round stays on the phone.
  await nextMorning(b);
  await bPlaysOn(1, [bRound(0), bRound(1)]);
  expect(await serverRounds(aGame)).toEqual([]);

  // 5. A signs in again: A's round goes with A's session; the older version's still goes with nobody's.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await logIn(page, a.pseudo);
  await expect
    .poll(() => serverRounds(aGame), { timeout: 30_000 })
    .toEqual([`0 ${d.pseudo} par ${a.pseudo}`]);
  expect(await serverRounds(olderGame)).toEqual([bRound(0), bRound(1)]);
});
