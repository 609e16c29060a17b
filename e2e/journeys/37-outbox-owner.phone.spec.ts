/**
 * Journey 37 (the outbox's owner): a phone shared at a table. An older version of the app left a round in
 * its first outbox (one IndexedDB list per game, no user) while signed out; A enters a round offline and
 * signs out; B signs in, opens the app again the next morning and plays on. Neither round leaves with B's
 * session, although B sits at both tables and the server would take them: the server ends with B's own
 * round only. Once A signs in again, A's round goes; the older version's, whose author nobody knows, never.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiAs, expect, logIn, registerAccounts, test, type Account } from '../support/fixtures';
import { openGame, playRound } from '../support/table';

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

  // 2. A enters a round offline, then signs out: it waits for A.
  await logIn(page, a.pseudo);
  await openGame(page, aGame);
  await context.setOffline(true);
  await playRound(page, { type: 'Tsumo', winner: { pseudo: d.pseudo, han: 1, fu: 30 } });
  await expect(page.getByText('1 tour en attente d’envoi', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(
    page.getByText('1 tour en attente d’envoi : il partira à ta prochaine connexion'),
  ).toBeVisible();
  await context.setOffline(false);

  // 3. B signs in and, the next morning, opens the app again (the outbox is read with B's session).
  await logIn(page, b.pseudo);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  await openGame(page, olderGame);
  await expect(page.getByText(/^\d+ tours? en attente d’envoi$/)).toHaveCount(0);
  // B's own round at the older table: once the server has it, every pass of B's outbox that could have
  // sent the other two is over (they are older, and each pass sends in the phone's order).
  await playRound(page, { type: 'Tsumo', winner: { pseudo: b.pseudo, han: 2, fu: 30 } });
  const bsRound = ` ${b.pseudo} par ${b.pseudo}`;
  await expect
    .poll(async () => (await serverRounds(olderGame)).some((round) => round.endsWith(bsRound)), {
      timeout: 30_000,
    })
    .toBe(true);
  expect(await serverRounds(olderGame)).toEqual([`0 ${b.pseudo} par ${b.pseudo}`]);
  expect(await serverRounds(aGame)).toEqual([]);

  // 4. A signs in again: A's round goes with A's session; the older version's still goes with nobody's.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await logIn(page, a.pseudo);
  await expect
    .poll(() => serverRounds(aGame), { timeout: 30_000 })
    .toEqual([`0 ${d.pseudo} par ${a.pseudo}`]);
  expect(await serverRounds(olderGame)).toEqual([`0 ${b.pseudo} par ${b.pseudo}`]);
});
