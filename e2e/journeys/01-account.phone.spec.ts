/**
 * Journey 1: a new player registers, sees the dashboard, changes the pseudo (both refusals, then for
 * real), logs out, gets the server's message for a wrong password, and logs back in. Signed out, a
 * protected route leads to /login.
 */
import { checkScreen, expect, newPseudo, PASSWORD, test } from '../support/fixtures';

test('compte local : inscription, pseudo, déconnexion, reconnexion', async ({ page }) => {
  const pseudo = newPseudo('Aiko');
  const renamed = newPseudo('Sora');

  // Signed out, a protected route lands on /login.
  await page.goto('/mes-parties');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Parties, tournois et classement – tout au même endroit.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await checkScreen(page, 'login');

  // Register.
  await page.getByRole('button', { name: 'Créer un nouveau compte' }).click();
  await expect(page.getByRole('button', { name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'J’ai déjà un compte' })).toBeVisible();
  await page.getByLabel('Pseudo').fill(pseudo);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer un compte' }).click();

  // Back to the page that sent the player to /login, then the dashboard with the pseudo.
  await expect(page).toHaveURL(/\/mes-parties$/);
  await expect(page.getByRole('heading', { name: 'Mes parties', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Compte' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profil' });
  await expect(profile.getByText(pseudo, { exact: true })).toBeVisible();
  for (const action of ['Mes parties', 'Mes tournois', 'Créer une partie', 'Créer un tournoi']) {
    await expect(page.getByRole('link', { name: action })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Se déconnecter', exact: true })).toBeVisible();
  await checkScreen(page, 'dashboard');

  // Pseudo change: empty, unchanged, then a new one.
  const field = page.getByLabel('Nouveau pseudo');
  const submit = page.getByRole('button', { name: 'Modifier' });
  await submit.click();
  await expect(page.getByText('Le pseudo ne peut pas être vide.')).toBeVisible();
  await field.fill(pseudo);
  await submit.click();
  await expect(page.getByText('Aucun changement détecté.')).toBeVisible();
  await field.fill(renamed);
  await submit.click();
  await expect(page.getByText('Pseudo mis à jour.')).toBeVisible();
  await expect(profile.getByText(renamed, { exact: true })).toBeVisible();

  // Log out from the header.
  await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A wrong password shows the server's message.
  await page.getByLabel('Pseudo').fill(renamed);
  await page.getByLabel('Mot de passe').fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText('Pseudo ou mot de passe incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The right one signs in again, under the new pseudo.
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(profile.getByText(renamed, { exact: true })).toBeVisible();

  // Signed in, /login sends back to the dashboard; signed out again, protected routes send to /login.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/tournois/inconnu/admin');
  await expect(page).toHaveURL(/\/login$/);
});
