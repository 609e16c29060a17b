/**
 * Journey 5: a tournament run by its admin on a desktop. Create it, add a player, create a game from the
 * admin page with the random draw, play it, hide the ranking (a participant in a second browser sees
 * the hidden message), finish the tournament (the ranking stays hidden from the participant until the admin
 * publishes it), see the podium, export the CSV and reopen it.
 */
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { checkScreen, expect, logIn, registerAccounts, rowOf, shown, test } from '../support/fixtures';
import { board, playRound } from '../support/table';

test('tournoi : création, joueur ajouté, partie tirée au sort, classement masqué, fin, podium, CSV, réouverture', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const [admin, ...players] = await registerAccounts(request, ['Iro', 'Jun', 'Kai', 'Rin', 'Mio', 'Nao']);
  const [participant, , , , late] = players;
  const name = `Tournoi d’automne ${admin!.pseudo.slice(-4)}`;
  await logIn(page, admin!.pseudo);

  // Creation: name, date (today by default), four players; the hint counts them.
  await page.getByRole('link', { name: 'Créer un tournoi' }).click();
  await expect(page).toHaveURL(/\/create-tournoi$/);
  const create = page.getByRole('button', { name: 'Créer le tournoi' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Nom du tournoi').fill(name);
  for (const player of players.slice(0, 4)) {
    await page.getByLabel('Rechercher un joueur').fill(player.pseudo);
    await page.getByRole('button', { name: `Ajouter ${player.pseudo}` }).click();
  }
  await expect(page.getByText('4 joueurs sélectionnés.')).toBeVisible();
  await checkScreen(page, 'create-tournoi-desktop');
  await create.click();
  // A new tournament opens on its players and registration.
  await expect(page).toHaveURL(/\/tournois\/[^/]+\/admin\?etape=joueurs$/);
  const tournamentUrl = page.url().replace(/\/admin\?etape=joueurs$/, '');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Add a fifth player from the admin page.
  await page.getByLabel('Ajouter un joueur').fill(late!.pseudo);
  await page.getByRole('button', { name: `Ajouter ${late!.pseudo}` }).click();
  await expect(page.getByText(`${late!.pseudo} a rejoint le tournoi.`)).toBeVisible();
  // Five players counted as the summary counts them; the admin, who does not play, listed apart.
  await expect(page.getByRole('heading', { name: 'Joueurs (5)' })).toBeVisible();
  await expect(page.getByText('Admin, ne joue pas')).toBeVisible();
  await checkScreen(page, 'tournament-admin-desktop');
  const phases = page.getByRole('navigation', { name: 'Étapes du tournoi' });
  await phases.getByRole('link', { name: 'Rondes' }).click();
  await expect(page.getByText('Aucune partie en cours.')).toBeVisible();
  await checkScreen(page, 'tournament-admin-rondes-desktop');

  // A game from the admin page, seats drawn at random among the tournament's players.
  await page.getByRole('link', { name: 'Nouvelle partie' }).click();
  await page.getByRole('link', { name: /Saisie tour par tour/ }).click();
  await expect(page).toHaveURL(/\/create-party\?tournoiId=/);
  await expect(page.getByText(`Tournoi : ${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Tirage au sort' }).click();
  await expect(page.getByRole('heading', { name: 'Joueurs (4/4)' })).toBeVisible();
  const drawn = await page
    .getByRole('list', { name: 'Places autour de la table' })
    .locator('.seat__name')
    .allTextContents();
  expect(new Set(drawn).size).toBe(4);
  for (const pseudo of drawn) expect([admin!.pseudo, ...players.map((p) => p.pseudo)]).toContain(pseudo);
  await page.getByRole('button', { name: 'Créer la partie' }).click();
  await expect(page).toHaveURL(/\/add-tour\/[^/]+$/);

  // Play it: the seats as drawn (East first), a ron by South on West with North's stick, then finish.
  const [east, south, west, north] = drawn as [string, string, string, string];
  await expect(board(page).getByRole('article', { name: `${east}, Est, donneur` })).toBeVisible();
  // 2 han 30 fu, non-dealer ron: 4 × 480 = 1920 → 2000; North's riichi stick goes to South.
  await playRound(page, {
    type: 'Ron',
    winners: [{ pseudo: south, han: 2, fu: 30 }],
    loser: west,
    riichi: [north],
  });
  await page.getByRole('button', { name: 'Finir la partie' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmation' })
    .getByRole('button', { name: 'Finir la partie' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Scores finaux' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Scores finaux' })
    .getByRole('button', { name: 'Fermer', exact: true })
    .click();

  // Back to the admin page through "Tournois" → Gérer: the game is finished and ranked.
  // Results: South 33000 → +18,0; East 30000 → +5,0; North 29000 → −6,0; West 28000 → −17,0.
  const expected = [
    { pseudo: south, points: 18 },
    { pseudo: east, points: 5 },
    { pseudo: north, points: -6 },
    { pseudo: west, points: -17 },
  ];
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Tournois' })
    .click();
  await page.getByRole('listitem', { name }).getByRole('link', { name: 'Gérer' }).click();
  // A running tournament opens on its rondes: the game finished there; the ranking has its own phase.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Parties terminées' })).toBeVisible();
  await phases.getByRole('link', { name: 'Classement et exports' }).click();
  await expect(page).toHaveURL(/\/admin\?etape=classement$/);
  const ranking = page.getByRole('region', { name: 'Classement' });
  const expectRanking = async (scope: Locator) => {
    for (const [index, row] of expected.entries()) {
      const line = rowOf(scope, row.pseudo);
      // French ordinals (« 1er », « 2e »); then the points, then the penalties column.
      await expect(line.getByRole('cell').first()).toHaveText(index === 0 ? '1er' : `${index + 1}e`);
      await expect(line.getByRole('cell').nth(1)).toHaveText(
        shown(row.points, { signed: true, decimals: 1 }),
      );
    }
  };
  await expectRanking(ranking);

  // Hide the ranking: the admin still sees it, with the note.
  const visible = ranking.getByRole('switch', { name: 'Classement visible par les joueurs' });
  await expect(visible).toBeChecked();
  await visible.click(); // the switch follows the server's answer, not the click

  await expect(visible).not.toBeChecked();
  await expect(ranking.getByText('Classement masqué par l’admin.')).toBeVisible();
  await expectRanking(ranking);
  await checkScreen(page, 'tournament-admin-hidden-ranking-desktop');

  // A participant, in a second browser, sees the hidden message instead of the ranking.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logIn(other, participant!.pseudo);
  await other.goto(tournamentUrl);
  await expect(other.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(other.getByText('Ce classement est masqué par l’administrateur du tournoi.')).toBeVisible();
  await expect(other.getByRole('region', { name: 'Classement' }).getByRole('table')).toHaveCount(0);
  await checkScreen(other, 'tournament-participant-desktop');

  // Finish the tournament: confirmation, then the results with the podium.
  await page.getByRole('button', { name: 'Terminer le tournoi' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText('Terminer le tournoi ? Cette action clôturera les parties en cours.');
  await expect(confirm).toContainText('Le classement restera masqué aux joueurs jusqu’à sa publication.');
  await confirm.getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/\/resultats$/);
  // Still hidden: the admin reads the whole ranking as a table; the podium waits for its publication.
  await expect(page.getByText(/Les joueurs ne voient pas encore le podium/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Podium' })).toHaveCount(0);
  await expectRanking(page.getByRole('table', { name: 'Classement' }));
  // The five players, and the admin too when the draw seated them.
  const participants = drawn.includes(admin!.pseudo) ? 6 : 5;
  await expect(page.getByText(new RegExp(`${participants} participants`))).toBeVisible();

  // The participant's page now leads to the results, the ranking still hidden from them.
  await other.reload();
  await expect(other).toHaveURL(/\/resultats$/);
  await expect(other.getByText('Ce classement est masqué par l’administrateur du tournoi.')).toBeVisible();
  await expect(other.getByRole('region', { name: 'Podium' })).toHaveCount(0);

  // The admin publishes it: the podium for both.
  const publish = page.getByRole('button', { name: 'Publier le classement' });
  await publish.click();
  await expect(publish).toHaveCount(0);
  const podium = page.getByRole('region', { name: 'Podium' });
  const steps = podium.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  for (const [index, row] of expected.slice(0, 3).entries()) {
    await expect(steps.nth(index)).toContainText(row.pseudo);
    await expect(steps.nth(index).locator('.podium__points')).toHaveText(
      shown(row.points, { signed: true, decimals: 1 }),
    );
  }
  await expect(rowOf(page.getByRole('table', { name: 'Suite du classement' }), west)).toBeVisible();
  await checkScreen(page, 'tournament-results-desktop');
  await other.reload();
  await expect(other.getByRole('region', { name: 'Podium' })).toContainText(south);
  await expect(other.getByRole('button', { name: 'Rouvrir le tournoi' })).toHaveCount(0);
  await otherContext.close();

  // Export the CSV: the ranking with French decimals, the game with its final scores.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(`Tournoi;${name}`);
  // The penalties column stays empty: nobody got one.
  expect(lines).toContain('Place;Joueur;Points;Pénalités');
  expect(lines).toContain(`1;${south};18,0;`);
  expect(lines).toContain(`4;${west};-17,0;`);
  expect(lines.some((line) => line.includes(`${south};33000`) && line.includes('terminé'))).toBe(true);

  // Reopen: back on the admin page, the tournament runs again.
  await page.getByRole('button', { name: 'Rouvrir le tournoi' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('button', { name: 'Terminer le tournoi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nouvelle partie' })).toBeVisible();
});
