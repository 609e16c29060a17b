/**
 * Journey 4: a game already played, entered from its final scores. A sum other than 120000 is refused
 * with the spec's sentence and the current sum; a valid one is saved as a finished game and listed with
 * its scores under Terminées.
 */
import { checkScreen, expect, logIn, registerAccounts, shown, test } from '../support/fixtures';

test('partie terminée saisie par ses scores finaux', async ({ page, request }) => {
  const accounts = await registerAccounts(request, ['Emi', 'Fuyu', 'Gin', 'Haru']);
  const pseudos = accounts.map((account) => account.pseudo);
  await logIn(page, pseudos[0]!);

  await page.getByRole('link', { name: 'Créer une partie' }).click();
  await page.getByRole('link', { name: /Partie terminée/ }).click();
  await expect(page).toHaveURL(/\/create-party-final$/);
  await expect(page.getByRole('heading', { name: 'Partie terminée', level: 1 })).toBeVisible();

  // Four players by autocomplete; each starts at 30000.
  for (const [index, pseudo] of pseudos.entries()) {
    await page.getByLabel(`Joueur ${index + 1}`).fill(pseudo.slice(0, -1).toLowerCase());
    await page.getByRole('button', { name: `Choisir ${pseudo}` }).click();
    await expect(page.getByLabel(`Score ${index + 1}`, { exact: true })).toHaveValue('30000');
  }
  await checkScreen(page, 'create-party-final');

  // A sum of 122000 is refused with the current sum.
  const scores = [45000, 32000, 25000, 20000];
  for (const [index, score] of scores.entries())
    await page.getByLabel(`Score ${index + 1}`, { exact: true }).fill(String(score));
  await page.getByRole('button', { name: 'Enregistrer la partie' }).click();
  await expect(page.getByText('La somme des scores doit être 120 000 (actuellement 122 000).')).toBeVisible();
  await expect(page).toHaveURL(/\/create-party-final$/);

  // 45000 + 32000 + 25000 + 18000 = 120000: saved, finished, with its results.
  await page.getByLabel('Score 4', { exact: true }).fill('18000');
  await page.getByRole('button', { name: 'Enregistrer la partie' }).click();
  await expect(page).toHaveURL(/\/parties\/[^/]+\/resultats$/);
  await expect(page.getByRole('heading', { name: 'Résultats de la partie' })).toBeVisible();
  // Points: 45000 − 30000 + 15000 = +30,0 for the winner (no rounds, so no chombo and no sticks).
  const winner = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: pseudos[0] }) });
  await expect(winner.getByRole('cell').last()).toHaveText(shown(30, { signed: true, decimals: 1 }));
  await expect(page.getByText('Aucun tour enregistré.')).toBeVisible();

  // Listed under Terminées with its four scores.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Parties' })
    .click();
  await expect(page).toHaveURL(/\/mes-parties$/);
  const finished = page
    .locator('h2:text-is("Terminées") + ul')
    .getByRole('listitem')
    .filter({ hasText: 'Terminée' });
  await expect(finished).toHaveCount(1);
  const final = [...scores.slice(0, 3), 18000];
  for (const [index, pseudo] of pseudos.entries()) {
    const player = finished.getByRole('listitem').filter({ hasText: pseudo });
    await expect(player.locator('.score')).toHaveText(shown(final[index]!));
  }
  await expect(page.getByText('Aucune partie en cours.')).toBeVisible();
});
