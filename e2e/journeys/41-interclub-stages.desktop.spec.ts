/**
 * An interclub with a final: four clubs of four paste their teams, two rondes never seat teammates
 * together, the wall screen ranks the clubs, the admin cuts to 8 carrying half the points, the final
 * ronde seats only the qualifiers, and the results page crowns the final's winner ahead of everyone.
 */
import { apiAs, checkScreen, expect, logIn, registerAccounts, test, type Account } from '../support/fixtures';

interface Ronde {
  numero: number;
  tables: Array<{ table: number; partie_id: string; joueurs: string[] }>;
}

test('interclubs : équipes séparées, classement des clubs, coupure à 8 et finale', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [admin, ...players] = (await registerAccounts(request, [
    'Orga',
    ...Array.from({ length: 16 }, (_, i) => `Club${(i >> 2) + 1}j`),
  ])) as [Account, ...Account[]];
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, data?: unknown) =>
    apiAs<T>(request, admin, method, url, data);
  /** A table's final scores, entered by the admin. */
  const finalScores = (gameId: string, scores: Record<string, number>) =>
    call('PUT', `/api/parties/${gameId}/scores-finaux`, { scores });
  const name = `Interclubs ${admin.pseudo.slice(-4)}`;
  const { id } = await call<{ id: string }>('POST', '/api/tournois/', {
    nom: name,
    date_debut: '2026-03-01',
    classement_visible: true,
    regles: 'classic',
    joueurs: players.map((player) => player.user_id),
  });
  const clubOf = (userId: string) => players.findIndex((player) => player.user_id === userId) >> 2;
  const pseudoOf = (userId: string) => players.find((player) => player.user_id === userId)!.pseudo;

  // The admin pastes the four clubs, one « équipe ; pseudo » line per player.
  await logIn(page, admin.pseudo);
  await page.goto(`/tournois/${id}/admin?etape=rondes`);
  const teams = page.getByRole('region', { name: 'Équipes' });
  await teams
    .getByLabel('Coller des lignes « équipe ; pseudo »')
    .fill(players.map((player, i) => `Club ${(i >> 2) + 1} ; ${player.pseudo}`).join('\n'));
  await teams.getByRole('button', { name: 'Lire les lignes' }).click();
  await teams.getByRole('button', { name: 'Enregistrer les équipes' }).click();
  await expect(teams.getByText('Équipes enregistrées.')).toBeVisible();
  await expect(teams.getByRole('list', { name: 'Équipes du tournoi' }).getByRole('listitem')).toHaveCount(4);
  await checkScreen(page, 'tournoi-equipes');

  // Two rondes: each table holds one player of each club. Ronde 1's places follow a Latin square over
  // the clubs (club c is (c + t)-th at table t), so that each club has two players in the top 8:
  // 45 000 + 100 a, 35 000 + 100 b, 25 000 − 100 b, 15 000 − 100 a (a = t + 1, b = t + 5), all totals
  // different; ronde 2 ends level (30 000 each, 0 points).
  for (const numero of [1, 2]) {
    const ronde = await call<Ronde>('POST', `/api/tournois/${id}/rondes`, { mode: 'equilibre' });
    expect(ronde.numero).toBe(numero);
    for (const [t, table] of ronde.tables.entries()) {
      expect(new Set(table.joueurs.map(clubOf)).size).toBe(4);
      const byPlace = [
        45000 + 100 * (t + 1),
        35000 + 100 * (t + 5),
        25000 - 100 * (t + 5),
        15000 - 100 * (t + 1),
      ];
      const scores = Object.fromEntries(
        table.joueurs.map((userId) => [userId, numero === 1 ? byPlace[(clubOf(userId) + t) % 4]! : 30000]),
      );
      await finalScores(table.partie_id, scores);
    }
  }

  // The wall screen ranks the clubs beside the players: each club's two best +30,x and +10,x count with
  // the two others, so every club ends at 30 + 10 − 10 − 30 ± tenths.
  const { jeton } = await call<{ jeton: string }>('POST', `/api/tournois/${id}/ecran`);
  const room = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'fr-FR' });
  const wall = await room.newPage();
  await wall.goto(`/ecran/${jeton}`);
  const clubs = wall.getByRole('table', { name: 'Classement des équipes' });
  // The wall turns its pages every 12 s, the players' ranking first between rondes: the clubs' comes next.
  await expect(clubs.getByRole('row')).toHaveCount(5, { timeout: 40_000 });
  await expect(clubs).toContainText('Club 1');
  await room.close();

  // The cut: the top 8 go on to the final with half their points.
  await page.goto(`/tournois/${id}/admin?etape=rondes`);
  const stages = page.getByRole('region', { name: 'Phases' });
  await stages.getByLabel('Nom de la phase').fill('Finale');
  await stages.getByLabel('Qualifiés').fill('8');
  await stages.getByLabel('Points reportés').selectOption('0.5');
  await stages.getByRole('button', { name: 'Couper le classement' }).click();
  await expect(
    stages.getByText(/Finale : 8 qualifiés, la moitié des points reportée\. Dès la ronde 3\./),
  ).toBeVisible();
  // The wall names the stage.
  const hall = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'fr-FR' });
  const projector = await hall.newPage();
  await projector.goto(`/ecran/${jeton}`);
  await expect(projector.getByText('Finale : 8 qualifiés, la moitié des points reportée.')).toBeVisible();
  await hall.close();
  await page.getByRole('link', { name: 'Classement et exports' }).click();
  await expect(page.getByText(/Phase en cours\s: Finale : 8 qualifiés/)).toBeVisible();

  // The final: two tables of the qualifiers (two per club, apart). Table 1's East takes 60 000 (+45):
  // at least 5,3 carried plus 45 puts them above anyone else (at most 15,2 + 25 = 40,2).
  const final = await call<Ronde>('POST', `/api/tournois/${id}/rondes`, { mode: 'equilibre' });
  expect(final.tables).toHaveLength(2);
  for (const table of final.tables) expect(new Set(table.joueurs.map(clubOf)).size).toBe(4);
  const [first, second] = final.tables as [Ronde['tables'][number], Ronde['tables'][number]];
  const seat = (table: typeof first, scores: number[]) =>
    Object.fromEntries(table.joueurs.map((userId, i) => [userId, scores[i]!]));
  await finalScores(first.partie_id, seat(first, [60000, 30000, 20000, 10000]));
  await finalScores(second.partie_id, seat(second, [40000, 30000, 30000, 20000]));
  const champion = first.joueurs[0]!;
  const finalists = new Set([...first.joueurs, ...second.joueurs]);
  await call('PATCH', `/api/tournois/${id}/etat`, { new_state: 'terminé' });

  // The results: the final's winner on the podium; the finalists first, then the others as at the cut.
  await page.goto(`/tournois/${id}/resultats`);
  const podium = page.getByRole('region', { name: 'Podium' });
  await expect(podium).toContainText(pseudoOf(champion));
  const rest = page.getByRole('table', { name: 'Suite du classement' });
  const lines = await rest.getByRole('rowheader').allTextContents();
  expect(lines).toHaveLength(13);
  const order = lines.map((line) => players.find((player) => line.includes(player.pseudo))!.user_id);
  expect(order.slice(0, 5).every((userId) => finalists.has(userId))).toBe(true);
  expect(order.slice(5).some((userId) => finalists.has(userId))).toBe(false);
  await expect(page.getByRole('table', { name: 'Classement des équipes' })).toBeVisible();
});
