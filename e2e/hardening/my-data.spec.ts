/**
 * Privacy from the account page: « Mes données » downloads everything the server keeps about the user,
 * and deleting the account signs out for good while the games keep an anonymous player.
 */
import { readFile } from 'node:fs/promises';
import { apiAs, expect, logIn, PASSWORD, registerAccounts, test } from '../support/fixtures';

test('télécharger mes données puis supprimer mon compte', async ({ page, request }) => {
  const [me, b, c, d] = await registerAccounts(request, ['Aki', 'Bo', 'Chi', 'Dai']);
  const seats = [me!, b!, c!, d!].map((account) => account.user_id);
  const game = await apiAs<{ id: string }>(request, me!, 'POST', '/api/parties/', { joueurs: seats });
  await apiAs(request, b!, 'POST', `/api/parties/tours/${game.id}`, {
    type_victoire: 'tenpai',
    tenpai: [seats[0]],
    riichi_players: [],
  });
  await logIn(page, me!.pseudo);

  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-mahjong-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    compte: { user_id: string; pseudo: string };
    parties: Array<{ id: string; tours: unknown[] }>;
  };
  expect(data.compte).toMatchObject({ user_id: me!.user_id, pseudo: me!.pseudo });
  expect(data.parties.map((partie) => [partie.id, partie.tours.length])).toEqual([[game.id, 1]]);

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Cette action est définitive.');
  await dialog.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Pseudo').fill(me!.pseudo);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText('Pseudo ou mot de passe incorrect.')).toBeVisible();

  // The other players' game keeps its fourth player, now anonymous.
  const after = await apiAs<{ joueurs: string[]; nb_tours: number }>(
    request,
    b!,
    'GET',
    `/api/parties/${game.id}`,
  );
  expect(after).toMatchObject({ joueurs: seats, nb_tours: 1 });
  await logIn(page, b!.pseudo);
  await page.goto(`/add-tour/${game.id}`);
  await expect(page.getByText(/^Joueur anonyme [0-9a-f]{8}$/).first()).toBeVisible();
});
