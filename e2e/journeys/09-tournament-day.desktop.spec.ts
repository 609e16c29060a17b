/**
 * Journey 9: a tournament day for 16 players on a desktop. The admin opens the public screen's link (shown
 * in a second page without signing in), runs five « Équilibrée » rondes from « Nouvelle ronde », starts the
 * first ronde's clock; the screen follows the ronde, the clock and a table's new score without a reload.
 * Over the five rondes every pair of players meets exactly once (checked through the API).
 */
import { apiAs, checkScreen, expect, logIn, registerAccounts, shown, test } from '../support/fixtures';

interface Ronde {
  numero: number;
  tables: Array<{ table: number; partie_id: string; joueurs: string[] }>;
}

test('journée de tournoi : 16 joueurs, cinq rondes équilibrées, écran public sans connexion', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const [admin, ...players] = await registerAccounts(request, [
    'Arb',
    ...Array.from({ length: 16 }, (_, index) => `J${index + 1}x`),
  ]);
  const name = `Journée ${admin!.pseudo.slice(-4)}`;
  const tournament = await apiAs<{ id: string }>(request, admin!, 'POST', '/api/tournois/', {
    nom: name,
    date_debut: '2026-03-01',
    classement_visible: true,
    regles: 'classic',
    joueurs: players.map((player) => player.user_id),
  });
  const rondes = () => apiAs<Ronde[]>(request, admin!, 'GET', `/api/tournois/${tournament.id}/rondes`);

  await logIn(page, admin!.pseudo);
  await page.goto(`/tournois/${tournament.id}/admin?etape=classement`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // The public link, opened in a second browser context that never signed in.
  const publicScreen = page.getByRole('region', { name: 'Écran public' });
  await publicScreen.getByRole('button', { name: 'Créer le lien public' }).click();
  const link = publicScreen.getByRole('link', { name: /\/ecran\// });
  await expect(publicScreen.getByRole('img', { name: 'QR code du lien public' })).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const room = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const projector = await room.newPage();
  await projector.goto(href);
  await expect(projector.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(projector.getByText('Aucune partie en cours.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Étapes du tournoi' })
    .getByRole('link', { name: 'Rondes' })
    .click();

  for (let numero = 1; numero <= 5; numero += 1) {
    await page.getByRole('button', { name: 'Nouvelle ronde' }).click();
    const panel = page.getByRole('region', { name: 'Nouvelle ronde' });
    await expect(panel.getByText('Joueurs présents (16)')).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Équilibrée' })).toBeChecked();
    await panel.getByRole('button', { name: 'Proposer les tables' }).click();
    const proposed = panel.getByRole('list', { name: 'Tables proposées' });
    await expect(proposed.getByRole('listitem', { name: /^Table \d$/ })).toHaveCount(4);
    await panel.getByRole('button', { name: 'Lancer la ronde' }).click();
    const ronde = page.getByRole('article', { name: `Ronde ${numero}` });
    await expect(ronde.getByRole('listitem', { name: /^Table \d$/ })).toHaveCount(4);
    await expect(projector.getByText(`Ronde ${numero}`, { exact: true })).toBeVisible();

    if (numero === 1) {
      await checkScreen(page, 'tournament-day-admin-desktop');
      // The room starts: the clock runs on the admin page and on the projector.
      await ronde.getByRole('button', { name: 'Démarrer l’horloge' }).click();
      await expect(ronde.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect(projector.getByRole('timer', { name: 'Temps restant' })).toHaveText(/1:(30:00|29:\d\d)$/);
      // A round at table 1 reaches the projector without a reload: South's ron of 3 han 40 fu on West,
      // 40 × 2^5 × 4 = 5 120 → 5 200.
      const [first] = await rondes();
      const [, south, west] = first!.tables[0]!.joueurs;
      await apiAs(request, admin!, 'POST', `/api/parties/tours/${first!.tables[0]!.partie_id}`, {
        type_victoire: 'ron',
        gagnant: [south],
        perdant: west,
        han: { [south!]: 3 },
        fu: { [south!]: 40 },
        riichi_players: [],
        tenpai: [],
      });
      const table1 = projector
        .getByRole('list', { name: 'Tables' })
        .getByRole('listitem', { name: 'Table 1' });
      const scoreOf = (userId: string) =>
        table1
          .getByRole('listitem')
          .filter({ hasText: players.find((player) => player.user_id === userId)!.pseudo })
          .locator('.score');
      await expect(scoreOf(south!)).toHaveText(shown(35200));
      await expect(scoreOf(west!)).toHaveText(shown(24800));
      await checkScreen(projector, 'tournament-day-screen-desktop');
    }

    // Every table finishes (through the API: the journeys of games play them by hand).
    const current = (await rondes()).at(-1)!;
    for (const table of current.tables)
      await apiAs(request, admin!, 'POST', `/api/parties/${table.partie_id}/finish`);
    await expect(ronde.getByText('Terminée')).toHaveCount(4);
  }

  // Five rondes of four tables: each of the 120 pairs of 16 players met exactly once.
  const all = await rondes();
  expect(all.map((ronde) => ronde.numero)).toEqual([1, 2, 3, 4, 5]);
  const meetings = new Map<string, number>();
  for (const ronde of all)
    for (const table of ronde.tables)
      for (const [i, a] of table.joueurs.entries())
        for (const b of table.joueurs.slice(i + 1)) {
          const pair = [a, b].sort().join('+');
          meetings.set(pair, (meetings.get(pair) ?? 0) + 1);
        }
  expect(meetings.size).toBe(120);
  expect([...meetings.values()].every((count) => count === 1)).toBe(true);

  // The projector shows the last ronde and the visible ranking, still without signing in.
  await expect(projector.getByText('Ronde 5', { exact: true })).toBeVisible();
  // The wall sets its ranking in side-by-side columns (« Classement », « Classement (suite) »): 16 players.
  const rankingRows = projector
    .getByRole('table', { name: /^Classement( \(suite\))?$/ })
    .getByRole('row')
    .filter({ has: projector.getByRole('cell') });
  await expect(rankingRows).toHaveCount(16);
  await room.close();
});
