/**
 * Hostile names: a player called `<img src=x onerror=alert(1)>` and a tournament named like a script
 * show as plain text on every screen that shows them, to their owner and to the other players; no
 * element is injected and no dialog ever opens.
 */
import type { Page } from '@playwright/test';
import {
  apiAs,
  expect,
  logIn,
  PASSWORD,
  registerAccounts,
  settle,
  test,
  type Account,
} from '../support/fixtures';

const HOSTILE_PSEUDO = '<img src=x onerror=alert(1)>';
const HOSTILE_TOURNAMENT = '<script>alert(2)</script>"><svg onload=alert(3)>';

/** Nothing the names could have injected is in the page. */
async function expectNothingInjected(page: Page): Promise<void> {
  expect(await page.locator('img[src="x"], svg[onload], [onerror], [onload]').count()).toBe(0);
  const scripts = await page.locator('script').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  expect(scripts.filter((text) => text.includes('alert('))).toEqual([]);
}

test('un pseudo et un nom de tournoi hostiles restent du texte partout', async ({ page, request }) => {
  test.setTimeout(180_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const registered = await request.post('/api/users/register', {
    data: { pseudo: HOSTILE_PSEUDO, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const hostile = (await registered.json()) as Account;
  const others = await registerAccounts(request, ['Sora', 'Taki', 'Umi']);
  const seats = [hostile, ...others].map((account) => account.user_id);
  const tournament = await apiAs<{ id: string }>(request, hostile, 'POST', '/api/tournois/', {
    nom: HOSTILE_TOURNAMENT,
    date_debut: '2025-09-20',
    classement_visible: true,
    regles: 'classic',
    joueurs: seats,
  });
  const running = await apiAs<{ id: string }>(request, hostile, 'POST', '/api/parties/', {
    joueurs: seats,
    tournois_id: tournament.id,
  });
  await apiAs(request, hostile, 'POST', `/api/parties/tours/${running.id}`, {
    type_victoire: 'tsumo',
    gagnant: [hostile.user_id],
    han: { [hostile.user_id]: 2 },
    fu: { [hostile.user_id]: 30 },
    riichi_players: [hostile.user_id],
    tenpai: [],
  });
  const finished = await apiAs<{ id: string }>(request, hostile, 'POST', '/api/parties/manuelle', {
    joueurs: seats,
    scores: { [seats[0]!]: 41000, [seats[1]!]: 33000, [seats[2]!]: 27000, [seats[3]!]: 19000 },
    tournoi_id: tournament.id,
  });

  // Each screen, with what it must show as text.
  const screens: Array<{ url: string; shows: string[] }> = [
    { url: '/', shows: [HOSTILE_PSEUDO] },
    { url: '/home', shows: [] },
    { url: '/mes-parties', shows: [] },
    { url: `/add-tour/${running.id}`, shows: [HOSTILE_PSEUDO] },
    { url: `/parties/${finished.id}/resultats`, shows: [HOSTILE_PSEUDO] },
    { url: '/mes-tournois', shows: [HOSTILE_TOURNAMENT] },
    { url: `/tournois/${tournament.id}`, shows: [HOSTILE_TOURNAMENT] },
    { url: `/tournois/${tournament.id}/admin`, shows: [HOSTILE_TOURNAMENT, HOSTILE_PSEUDO] },
  ];
  await page.goto('/login');
  await page.getByLabel('Pseudo').fill(HOSTILE_PSEUDO);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  for (const screen of screens) {
    await page.goto(screen.url);
    await settle(page);
    for (const text of screen.shows)
      await expect(page.getByText(text).first(), `${text} sur ${screen.url}`).toBeVisible();
    await expectNothingInjected(page);
  }

  // Another player sees the same table and results.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, others[0]!.pseudo);
  for (const url of [
    `/add-tour/${running.id}`,
    `/parties/${finished.id}/resultats`,
    `/tournois/${tournament.id}/resultats`,
  ]) {
    await page.goto(url);
    await settle(page);
    await expectNothingInjected(page);
  }
  await page.goto(`/add-tour/${running.id}`);
  await expect(page.getByText(HOSTILE_PSEUDO).first()).toBeVisible();
  // The search of a new game suggests the player by its name, as text.
  await page.goto('/create-party');
  await page.getByLabel('Rechercher un joueur').fill('<img');
  await expect(page.getByRole('button', { name: `Ajouter ${HOSTILE_PSEUDO}` })).toHaveText(HOSTILE_PSEUDO);
  await expectNothingInjected(page);
  expect(dialogs).toEqual([]);
});
