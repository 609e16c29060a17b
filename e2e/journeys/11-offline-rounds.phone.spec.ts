/**
 * Journey 11: rounds entered at a table without network. The phone goes offline, three rounds
 * are entered and one undone, the page is reloaded offline (the app and the game come back from the
 * service worker, the waiting rounds from IndexedDB); back online, the server holds exactly the rounds
 * entered, in order, once each. Then another phone records rounds during an outage: the conflict screen
 * shows both versions and each of its choices does what it says, and « Mes parties » shows the game as
 * blocked meanwhile. Last, a round entered offline leaves from « Mes parties », once the network is back,
 * without its game's page. Scores settled by hand (docs/rules-classic.md sections 2–5).
 */
import type { Page } from '@playwright/test';
import { apiAs, expect, logIn, registerAccounts, test, type Account } from '../support/fixtures';
import { controlled } from '../support/service-worker';
import { expectBoard, playRound } from '../support/table';

test.use({ serviceWorkers: 'allow' });

interface Rounds {
  tours: { index: number; tour: { type_victoire: string; gagnant: string[] } }[];
}

/** A table of four (the first one signed in on this phone) and a new game at /add-tour, ready offline. */
async function table(page: Page, request: Parameters<typeof registerAccounts>[0], names: string[]) {
  const accounts = await registerAccounts(request, names);
  const [me, b, c, d] = accounts as [Account, Account, Account, Account];
  const { id } = await apiAs<{ id: string }>(request, me, 'POST', '/api/parties/', {
    joueurs: accounts.map((account) => account.user_id),
  });
  await logIn(page, me.pseudo);
  await controlled(page);
  await page.goto(`/add-tour/${id}`);
  // The pseudos are read (and kept by the service worker) before the network goes.
  await expect(page.getByRole('article', { name: new RegExp(`^${d.pseudo},`) })).toBeVisible();
  const serverRounds = async () =>
    (await apiAs<Rounds>(request, me, 'GET', `/api/parties/tours/${id}/tours?compact=true`)).tours.map(
      ({ index, tour }) =>
        `${index} ${tour.type_victoire} ${accounts.find((a) => a.user_id === tour.gagnant[0])?.pseudo}`,
    );
  return { id, me, b, c, d, serverRounds };
}

const waiting = (page: Page, count: number) =>
  page.getByText(count === 1 ? '1 tour en attente d’envoi' : `${count} tours en attente d’envoi`, {
    exact: true,
  });
const anyWaiting = (page: Page) => page.getByText(/^\d+ tours? en attente d’envoi$/);

test('hors ligne : trois tours et une annulation, rechargement, puis envoi une seule fois dans l’ordre', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { me, b, c, d, serverRounds } = await table(page, request, ['Ama', 'Ben', 'Cal', 'Dov']);
  const [A, B, C, D] = [me.pseudo, b.pseudo, c.pseudo, d.pseudo];
  await context.setOffline(true);

  // B rons A, 1 han 30 fu → 1000; the deal passes to B.
  await playRound(page, { type: 'Ron', winners: [{ pseudo: B, han: 1, fu: 30 }], loser: A });
  await expect(waiting(page, 1)).toBeVisible();
  // C tsumo 1 han 30 fu: dealer B pays 500, A and D 300 each.
  await playRound(page, { type: 'Tsumo', winner: { pseudo: C, han: 1, fu: 30 } });
  const afterSecond = { [A]: 28700, [B]: 30500, [C]: 31100, [D]: 29700 };
  // D rons A, 1 han 30 fu → 1000.
  await playRound(page, { type: 'Ron', winners: [{ pseudo: D, han: 1, fu: 30 }], loser: A });
  await expect(waiting(page, 3)).toBeVisible();
  await expectBoard(page, {
    hand: 'Est - 4',
    wind: 'Est',
    honba: 0,
    riichi: 0,
    dealer: D,
    scores: { ...afterSecond, [A]: 27700, [D]: 30700 },
  });

  // The third round was a mistake: undone, it leaves the phone's outbox.
  await page.getByRole('button', { name: 'Annuler le dernier tour' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler le tour' }).click();
  await expect(waiting(page, 2)).toBeVisible();
  const boardAfterSecond = {
    hand: 'Est - 3',
    wind: 'Est',
    honba: 0,
    riichi: 0,
    dealer: C,
    scores: afterSecond,
  } as const;
  await expectBoard(page, boardAfterSecond);

  // The phone reloads the page, still offline: the app, the game and the waiting rounds come back.
  await page.reload();
  await expect(waiting(page, 2)).toBeVisible();
  await expect(page.getByText(`Tour 2 : Tsumo de ${C} (1 han 30 fu) — en attente`)).toBeVisible();
  await expectBoard(page, boardAfterSecond);
  expect(await serverRounds()).toEqual([]);

  // Back online: sent in order, each once.
  await context.setOffline(false);
  await expect(anyWaiting(page)).toHaveCount(0, { timeout: 30_000 });
  expect(await serverRounds()).toEqual([`0 ron ${B}`, `1 tsumo ${C}`]);
  await expectBoard(page, boardAfterSecond);
  await page.reload();
  await expectBoard(page, boardAfterSecond);
  expect(await serverRounds()).toEqual([`0 ron ${B}`, `1 tsumo ${C}`]);
});

test('hors ligne puis « Mes parties » : le tour part au retour du réseau, sans la page de la partie', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { id, b, serverRounds } = await table(page, request, ['Eva', 'Fil', 'Gus', 'Hal']);
  await context.setOffline(true);
  // B tsumo 1 han 30 fu (the round's content is checked above; here, where it leaves from).
  await playRound(page, { type: 'Tsumo', winner: { pseudo: b.pseudo, han: 1, fu: 30 } });
  await expect(waiting(page, 1)).toBeVisible();

  await page.getByRole('link', { name: 'Parties', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mes parties' })).toBeVisible();
  expect(await serverRounds()).toEqual([]);

  await context.setOffline(false);
  await expect.poll(serverRounds, { timeout: 30_000 }).toEqual([`0 tsumo ${b.pseudo}`]);
  await expect(page.getByRole('link', { name: /^Continuer la partie/ })).toHaveCount(1);
  await expect(anyWaiting(page)).toHaveCount(0);
  expect(page.url()).not.toContain(id);
});

test('un autre téléphone saisit pendant la coupure : l’écran de conflit et ses deux choix', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { id, me, b, c, d, serverRounds } = await table(page, request, ['Eli', 'Fay', 'Gus', 'Hal']);
  const [A, B, C, D] = [me.pseudo, b.pseudo, c.pseudo, d.pseudo];
  const other = (round: object) => apiAs(request, b, 'POST', `/api/parties/tours/${id}`, round);
  const conflict = page.getByRole('alert', { name: 'Conflit de saisie' });

  // 1. This phone: B rons A offline. The other phone records C's tsumo meanwhile.
  await context.setOffline(true);
  await playRound(page, { type: 'Ron', winners: [{ pseudo: B, han: 1, fu: 30 }], loser: A });
  await expect(waiting(page, 1)).toBeVisible();
  const tsumoOfC = {
    type_victoire: 'tsumo',
    gagnant: [c.user_id],
    perdant: null,
    han: { [c.user_id]: 1 },
    fu: { [c.user_id]: 30 },
    riichi_players: [],
    tenpai: [],
  };
  await other({ ...tsumoOfC, index: 0 });
  await context.setOffline(false);
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  await expect(conflict.getByText(`${B} a enregistré : Tsumo de ${C} (1 han 30 fu)`)).toBeVisible();
  await expect(conflict.getByText(`Ta saisie : Ron de ${B} (1 han 30 fu) sur ${A}`)).toBeVisible();

  // « C’est un autre tour »: ours goes after theirs. C's tsumo with A dealer: A pays 500, B and
  // D 300; then B's ron on A with B dealer (1 han 30 fu, dealer: 1500): B keeps the deal, one honba.
  await conflict.getByRole('button', { name: 'C’est un autre tour' }).click();
  await expect(anyWaiting(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(conflict).toHaveCount(0);
  expect(await serverRounds()).toEqual([`0 tsumo ${C}`, `1 ron ${B}`]);
  await expectBoard(page, {
    hand: 'Est - 2',
    wind: 'Est',
    honba: 1,
    riichi: 0,
    dealer: B,
    scores: { [A]: 28000, [B]: 31200, [C]: 31100, [D]: 29700 },
  });

  // 2. Another outage: D's tsumo here, C's tsumo on the other phone; « C’est le même tour » (ours goes).
  await context.setOffline(true);
  await playRound(page, { type: 'Tsumo', winner: { pseudo: D, han: 1, fu: 30 } });
  await expect(waiting(page, 1)).toBeVisible();
  // Reloaded offline, the phone shows the game as it last saw it (its own write included, though no read
  // followed it) with D's tsumo on top: one honba, dealer B pays 500 + 100, A and C 300 + 100; C deals.
  await page.reload();
  await expect(waiting(page, 1)).toBeVisible();
  await expectBoard(page, {
    hand: 'Est - 3',
    wind: 'Est',
    honba: 0,
    riichi: 0,
    dealer: C,
    scores: { [A]: 27600, [B]: 30600, [C]: 30700, [D]: 31100 },
  });
  await other({ ...tsumoOfC, index: 2 });
  await context.setOffline(false);
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  await expect(conflict.getByText(`${B} a enregistré : Tsumo de ${C} (1 han 30 fu)`)).toBeVisible();
  await expect(conflict.getByText(`Ta saisie : Tsumo de ${D} (1 han 30 fu)`)).toBeVisible();
  // Away from the game, « Mes parties » does not say « en attente » as if D's tsumo would leave by itself:
  // only the table can choose, and the game's card leads back to the choice.
  await page.getByRole('link', { name: 'Parties', exact: true }).click();
  await expect(page.getByText('Envoi bloqué : ouvre la partie pour résoudre', { exact: true })).toBeVisible();
  await expect(anyWaiting(page)).toHaveCount(0);
  await page.getByRole('link', { name: /^Continuer la partie/ }).click();
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  await conflict.getByRole('button', { name: 'C’est le même tour' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(anyWaiting(page)).toHaveCount(0);
  expect(await serverRounds()).toEqual([`0 tsumo ${C}`, `1 ron ${B}`, `2 tsumo ${C}`]);
  // C's tsumo with one honba, B dealer: B pays 500 + 100, A and D 300 + 100; the deal passes to C, no honba.
  await expectBoard(page, {
    hand: 'Est - 3',
    wind: 'Est',
    honba: 0,
    riichi: 0,
    dealer: C,
    scores: { [A]: 27600, [B]: 30600, [C]: 32500, [D]: 29300 },
  });
});
