/**
 * Journey 37 (a private profile): the organiser (a laptop, second context) adds a player to a tournament
 * by hand. That shares nothing: the check-in table shows the player's pseudo only, and the organiser's
 * registration state (`profils`) has neither name, EMA number, country nor club. On the phone the player
 * reads « Partager mon identité avec l’organisateur » on the tournament's page and taps it: the organiser's
 * page then shows the name, the EMA number and the country, and the registration state the club too.
 */
import type { Page } from '@playwright/test';
import {
  apiAs,
  checkScreen,
  expect,
  logIn,
  organiserDesk,
  registerAccounts,
  test,
  type Account,
} from '../support/fixtures';

interface Registration {
  profils: Record<string, Record<string, unknown>>;
}

/** The check-in table's row of `pseudo`, as the organiser reads it: name, EMA number, country. */
async function checkInRow(desk: Page, pseudo: string) {
  const row = desk
    .getByRole('region', { name: 'Pointage' })
    .getByRole('row')
    .filter({ has: desk.getByRole('checkbox', { name: `${pseudo} présent` }) });
  await expect(row).toHaveCount(1);
  return row.getByRole('cell');
}

test('un joueur ajouté par l’organisateur garde son identité jusqu’à ce qu’il la partage', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const [admin, player, ...others] = (await registerAccounts(request, [
    'Org',
    'Ide',
    'Kip',
    'Lem',
    'Mox',
    'Nat',
  ])) as [Account, Account, ...Account[]];
  const identity = {
    prenom: 'Inès',
    nom: 'Delorme',
    numero_ema: '04190077',
    pays: 'FR',
    club: 'Riichi Club de Nantes',
  };
  await apiAs(request, player, 'PATCH', '/api/users/profil', identity);
  const name = `Tournoi du Port ${admin.pseudo.slice(-4)}`;
  const tournament = await apiAs<{ id: string }>(request, admin, 'POST', '/api/tournois/', {
    nom: name,
    date_debut: '2026-03-01',
    classement_visible: true,
    regles: 'classic',
    joueurs: others.map((account) => account.user_id),
  });
  const profiles = async () =>
    (await apiAs<Registration>(request, admin, 'GET', `/api/tournois/${tournament.id}/inscriptions`)).profils;

  // The organiser adds the player by hand, on the admin page.
  const { office, desk } = await organiserDesk(browser, baseURL, admin, { id: tournament.id, name });
  await desk.getByLabel('Ajouter un joueur').fill(player.pseudo);
  await desk.getByRole('button', { name: `Ajouter ${player.pseudo}` }).click();
  await expect(desk.getByText(`${player.pseudo} a rejoint le tournoi.`)).toBeVisible();

  // Added is not shared: the organiser reads the pseudo only, on the page and from the server.
  await desk.goto(`/tournois/${tournament.id}/admin?etape=rondes`);
  const before = await checkInRow(desk, player.pseudo);
  await expect(before).toHaveText(['', player.pseudo, '—', '—', '—']);
  await expect(desk.getByText(identity.nom)).toHaveCount(0);
  expect(await profiles()).toEqual({});

  // The player's phone: the tournament's page asks, and the player shares.
  await logIn(page, player.pseudo);
  await page.goto(`/tournois/${tournament.id}`);
  const mine = page.getByRole('region', { name: 'Ma participation' });
  await expect(
    mine.getByText(
      'Ton nom, ton numéro EMA, ton pays et ton club restent privés : l’organisateur ne voit que ton pseudo, et les résultats envoyés à l’EMA aussi.',
    ),
  ).toBeVisible();
  await checkScreen(page, 'identity-prompt');
  await mine.getByRole('button', { name: 'Partager mon identité avec l’organisateur' }).click();
  await expect(mine.getByRole('button', { name: 'Ne plus partager mon identité' })).toBeVisible();

  // Now the organiser reads it: name, EMA number and country on the page, the club in the profile.
  expect(await profiles()).toEqual({ [player.user_id]: expect.objectContaining(identity) });
  await desk.reload();
  const after = await checkInRow(desk, player.pseudo);
  await expect(after).toHaveText(['', player.pseudo, 'Inès Delorme', '04190077', 'FR']);
  await office.close();
});
