/**
 * Journey 12: one round, recorded once, by whoever holds the phone. Two phones at one table type the same
 * round in every order (the other phone first, both at once, this one's queued offline while the other's
 * lands): the one that did not record it is asked « C’est le même tour ? » and the server ends with the
 * round once. A first visit cut off and reloaded shows the board with names and takes the next round. A
 * shared phone: A's waiting round stays A's when A signs out and B signs in.
 */
import type { Browser, Page } from '@playwright/test';
import { apiAs, expect, logIn, registerAccounts, test, type Account } from '../support/fixtures';
import { controlled } from '../support/service-worker';
import {
  fillRound,
  leaveRoundOffline,
  openGame,
  playRound,
  seat,
  validateButton,
  type RoundInput,
} from '../support/table';

interface Rounds {
  tours: { index: number; auteur_id: string | null; tour: { gagnant: string[] } }[];
}

/** A table of four, a game, and its rounds on the server as « index author-pseudo ». */
async function table(request: Parameters<typeof registerAccounts>[0], names: string[]) {
  const accounts = await registerAccounts(request, names);
  const [a, b, c, d] = accounts as [Account, Account, Account, Account];
  const { id } = await apiAs<{ id: string }>(request, a, 'POST', '/api/parties/', {
    joueurs: accounts.map((account) => account.user_id),
  });
  const serverRounds = async () =>
    (await apiAs<Rounds>(request, a, 'GET', `/api/parties/tours/${id}/tours?compact=true`)).tours.map(
      ({ index, auteur_id }) => `${index} ${accounts.find((one) => one.user_id === auteur_id)?.pseudo}`,
    );
  return { id, a, b, c, d, serverRounds };
}

/** A second phone at the table, signed in as `account`, on the game's page with its stream open. */
async function phoneOf(browser: Browser, baseURL: string | undefined, account: Account, id: string) {
  const phone = await (await browser.newContext({ baseURL })).newPage();
  await logIn(phone, account.pseudo);
  await openGame(phone, id);
  return phone;
}

const prompt = (phone: Page) => phone.getByRole('alert', { name: 'Conflit de saisie' });

test('deux téléphones, le même tour dans chaque ordre : enregistré une seule fois', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const { id, a, b, c, serverRounds } = await table(request, ['Ida', 'Jon', 'Kim', 'Lou']);
  await logIn(page, a.pseudo);
  await openGame(page, id);
  const other = await phoneOf(browser, baseURL, b, id);
  const tsumoOf = (pseudo: string, han: number): RoundInput => ({
    type: 'Tsumo',
    winner: { pseudo, han, fu: 30 },
  });

  // 1. The other phone first: this one holds the same round, and is asked.
  await fillRound(page, tsumoOf(c.pseudo, 1));
  await playRound(other, tsumoOf(c.pseudo, 1));
  await expect(
    prompt(page).getByText(`${b.pseudo} a enregistré : Tsumo de ${c.pseudo} (1 han 30 fu)`),
  ).toBeVisible();
  await expect(validateButton(page)).toHaveCount(0);
  await prompt(page).getByRole('button', { name: 'C’est le même tour' }).click();
  await expect(prompt(page)).toHaveCount(0);
  expect(await serverRounds()).toEqual([`0 ${b.pseudo}`]);

  // 2. Both at once: one is recorded, the other phone is asked.
  await fillRound(page, tsumoOf(c.pseudo, 2));
  await fillRound(other, tsumoOf(c.pseudo, 2));
  // The phone whose tap comes second may already show the prompt (the first round arrived by its live
  // stream): its button is gone, and that is the app doing its job, so a click that finds no button is
  // not a failure here; the server's count and the prompt below are the checks.
  await Promise.allSettled([
    validateButton(page).click({ timeout: 3_000 }),
    validateButton(other).click({ timeout: 3_000 }),
  ]);
  await expect.poll(serverRounds).toHaveLength(2);
  // The phone whose round came second is asked once its answer is back, which may be after the first
  // one's is stored: wait for the prompt on either before picking the phone.
  const askedCount = async () => (await prompt(page).count()) + (await prompt(other).count());
  await expect.poll(askedCount).toBe(1);
  const asked = (await prompt(page).count()) > 0 ? page : other;
  await expect(prompt(asked)).toBeVisible();
  await prompt(asked).getByRole('button', { name: 'C’est le même tour' }).click();
  await expect(prompt(asked)).toHaveCount(0);
  expect(await serverRounds()).toHaveLength(2);

  // 3. This phone's round queued offline while the other's lands.
  await page.context().setOffline(true);
  await playRound(page, tsumoOf(c.pseudo, 3));
  await expect(page.getByText('1 tour en attente d’envoi', { exact: true })).toBeVisible();
  await playRound(other, tsumoOf(c.pseudo, 3));
  await page.context().setOffline(false);
  await expect(
    prompt(page).getByText(`${b.pseudo} a enregistré : Tsumo de ${c.pseudo} (3 han 30 fu)`),
  ).toBeVisible({
    timeout: 30_000,
  });
  await prompt(page).getByRole('button', { name: 'C’est le même tour' }).click();
  await expect(page.getByText('1 tour en attente d’envoi', { exact: true })).toHaveCount(0);
  await expect.poll(serverRounds).toHaveLength(3);
  expect((await serverRounds()).at(-1)).toBe(`2 ${b.pseudo}`);
});

test.describe('avec le service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('première visite coupée puis rechargée : la table a ses noms et prend le tour suivant', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const { id, a, d, serverRounds } = await table(request, ['Mia', 'Ned', 'Oli', 'Pia']);
    await logIn(page, a.pseudo);
    // The game is read on the first visit, before the worker took control of the page.
    await page.goto(`/add-tour/${id}`);
    await expect(seat(page, d.pseudo)).toBeVisible();
    await controlled(page);

    await context.setOffline(true);
    await page.reload();
    await expect(seat(page, d.pseudo)).toBeVisible();
    await expect(page.getByText('Joueur inconnu')).toHaveCount(0);
    await playRound(page, { type: 'Tsumo', winner: { pseudo: d.pseudo, han: 1, fu: 30 } });
    await expect(page.getByText('1 tour en attente d’envoi', { exact: true })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('1 tour en attente d’envoi', { exact: true })).toHaveCount(0, {
      timeout: 30_000,
    });
    expect(await serverRounds()).toEqual([`0 ${a.pseudo}`]);
  });
});

test('un téléphone partagé : le tour en attente de A ne part pas avec la session de B', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { id, a, b, c, serverRounds } = await table(request, ['Qia', 'Rob', 'Sam', 'Tom']);
  await logIn(page, a.pseudo);
  await leaveRoundOffline(page, context, id, { type: 'Tsumo', winner: { pseudo: c.pseudo, han: 1, fu: 30 } });
  await logIn(page, b.pseudo);
  await openGame(page, id);
  await expect(page.getByText('1 tour en attente d’envoi', { exact: true })).toHaveCount(0);
  // B's session had every chance to send it: the game's page, its stream and the network are all there.
  await page.waitForTimeout(2_000);
  expect(await serverRounds()).toEqual([]);

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await logIn(page, a.pseudo);
  await expect.poll(serverRounds, { timeout: 30_000 }).toEqual([`0 ${a.pseudo}`]);
});
