/**
 * Journey 14: an official tournament of 16 players with a referee and signed sheets. The admin names the
 * referee; the referee gives a penalty from a table and signs a sheet; a player enters their paper table's
 * final scores on a phone; the admin hides the ranking and the last ronde is played: the player's page and
 * the wall screen show no other table's score; the admin finishes and publishes, the wall shows the podium.
 * Every figure is worked out by hand from docs/rules-classic.md (start 30 000, uma 15/5/−5/−15, no oka).
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import {
  apiAs,
  checkScreen,
  expect,
  logIn,
  registerAccounts,
  rowOf,
  shown,
  test,
  type Account,
} from '../support/fixtures';
import { handLabel } from '../support/table';

interface Ronde {
  numero: number;
  tables: Array<{ table: number; partie_id: string; joueurs: string[] }>;
}

/** PUT through the API (the shared helper has no PUT). */
async function putAs(request: APIRequestContext, account: Account, url: string, data: unknown) {
  const response = await request.put(url, { headers: { authorization: `Bearer ${account.token}` }, data });
  expect(response.ok(), `PUT ${url} → ${response.status()} ${await response.text()}`).toBe(true);
}

const points = (value: number) => shown(value, { signed: true, decimals: 1 });
const scoresOf = (scope: Locator) => scope.locator('.score');

test('tournoi arbitré : arbitre, pénalité, feuille validée, dernière ronde masquée, podium publié', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // Two sign-ups at a time: the server hashes two passwords at once.
  const prefixes = ['Orga', 'Arbi', ...Array.from({ length: 16 }, (_, index) => `Off${index + 1}x`)];
  const halves = await Promise.all([
    registerAccounts(request, prefixes.slice(0, 9)),
    registerAccounts(request, prefixes.slice(9)),
  ]);
  const [admin, referee, ...players] = halves.flat();
  const p = players as Account[];
  const P = (n: number) => p[n - 1]!;
  const name = `Officiel ${admin!.pseudo.slice(-4)}`;
  const asAdmin = <T>(method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) =>
    apiAs<T>(request, admin!, method, url, data);
  const tournament = await asAdmin<{ id: string }>('POST', '/api/tournois/', {
    nom: name,
    date_debut: '2026-03-01',
    classement_visible: true,
    regles: 'classic',
    validation_feuilles: 'arbitre',
    joueurs: p.map((player) => player.user_id),
  });
  const seats = (...numbers: number[]) => numbers.map((n) => P(n).user_id);
  // Ronde 1 seated by the admin (East, South, West, North): four tables of neighbours.
  const ronde1 = await asAdmin<Ronde>('POST', `/api/tournois/${tournament.id}/rondes`, {
    mode: 'equilibre',
    tables: [seats(1, 2, 3, 4), seats(5, 6, 7, 8), seats(9, 10, 11, 12), seats(13, 14, 15, 16)],
  });
  const finalScores = (ronde: Ronde, table: number, scores: number[]) =>
    putAs(request, admin!, `/api/parties/${ronde.tables[table - 1]!.partie_id}/scores-finaux`, {
      scores: Object.fromEntries(ronde.tables[table - 1]!.joueurs.map((id, seat) => [id, scores[seat]])),
    });
  // Tables 1 to 3 kept on paper, entered by the admin; table 4 is entered by its player below.
  await finalScores(ronde1, 1, [50000, 35000, 20000, 15000]);
  await finalScores(ronde1, 2, [40000, 32000, 28000, 20000]);
  await finalScores(ronde1, 3, [38000, 31000, 27000, 24000]);
  const { jeton } = await asAdmin<{ jeton: string }>('POST', `/api/tournois/${tournament.id}/ecran`);

  // The admin names the referee with the players' search.
  await logIn(page, admin!.pseudo);
  await page.goto(`/tournois/${tournament.id}/admin?etape=arbitrage`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const referees = page.getByRole('region', { name: 'Arbitres (0)' });
  await referees.getByLabel('Nommer un arbitre').fill(referee!.pseudo);
  await referees.getByRole('button', { name: `Nommer ${referee!.pseudo}` }).click();
  await expect(page.getByText(`${referee!.pseudo} est arbitre du tournoi.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Arbitres (1)' })).toBeVisible();

  // The wall, while the ranking is visible: table 1's paper scores are on it.
  const room = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const wall = await room.newPage();
  await wall.goto(`/ecran/${jeton}`);
  const wallTables = wall.getByRole('list', { name: 'Tables' });
  await expect(scoresOf(wallTables.getByRole('listitem', { name: 'Table 1' }))).toHaveCount(4);

  // The referee's desk: the tables' side of the admin page, none of the admin's own.
  const refereeContext = await browser.newContext();
  const desk = await refereeContext.newPage();
  await logIn(desk, referee!.pseudo);
  await desk.goto(`/tournois/${tournament.id}/admin`);
  await expect(desk.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(desk.getByText('3 feuilles à valider')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Terminer le tournoi' })).toHaveCount(0);
  await expect(desk.getByRole('region', { name: /^Arbitres/ })).toHaveCount(0);
  // A penalty from table 1: 10 000 points off P1 (late at the table).
  const deskRonde1 = desk.getByRole('article', { name: 'Ronde 1' });
  const deskTable1 = deskRonde1.getByRole('listitem', { name: 'Table 1' });
  await deskTable1.getByRole('button', { name: 'Pénalité' }).click();
  const penalty = deskTable1.getByRole('form', { name: 'Pénalité' });
  await penalty.getByLabel('Joueur').selectOption({ label: P(1).pseudo });
  await penalty.getByLabel('Points retirés (en milliers)').fill('10');
  await penalty.getByLabel('Motif').fill('Retard au départ');
  await penalty.getByRole('button', { name: 'Donner la pénalité' }).click();
  // The penalties are listed in the « Arbitrage » phase; back to the rondes after.
  const deskPhases = desk.getByRole('navigation', { name: 'Étapes du tournoi' });
  await deskPhases.getByRole('link', { name: 'Arbitrage' }).click();
  await expect(
    desk
      .getByRole('region', { name: 'Pénalités', exact: true })
      .getByText(new RegExp(`^${P(1).pseudo} : [-−]10,0 — Retard au départ$`)),
  ).toBeVisible();
  await checkScreen(desk, 'officiating-referee-arbitrage-desktop');
  await deskPhases.getByRole('link', { name: 'Rondes' }).click();

  // P13 enters table 4's final scores from the paper sheet, on their phone.
  const phoneContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await logIn(phone, P(13).pseudo);
  await phone.goto(`/tournois/${tournament.id}`);
  const myTable = phone.getByRole('article', { name: 'Ronde 1' }).getByRole('listitem', { name: 'Table 4' });
  await myTable.getByRole('button', { name: 'Saisir les scores finaux' }).click();
  const sheet = myTable.getByRole('form', { name: 'Scores finaux de la table' });
  for (const [n, score] of [
    [13, '45000'],
    [14, '30000'],
    [15, '25000'],
    [16, '20000'],
  ] as const)
    await sheet.getByLabel(handLabel('Score', P(n).pseudo)).fill(score);
  await checkScreen(phone, 'officiating-final-scores-phone');
  await sheet.getByRole('button', { name: 'Enregistrer les scores finaux' }).click();
  await expect(myTable.getByText('Terminée')).toBeVisible();
  await expect(myTable.getByText('À valider')).toBeVisible();

  // The referee signs table 4's sheet from the ronde, then the three others through the API.
  const deskTable4 = deskRonde1.getByRole('listitem', { name: 'Table 4' });
  await expect(desk.getByText('4 feuilles à valider')).toBeVisible();
  await deskTable4.getByRole('button', { name: 'Valider Ronde 1 – Table 4' }).click();
  await expect(
    deskTable4.getByText(new RegExp(`^Validée par ${referee!.pseudo} à \\d\\d:\\d\\d$`)),
  ).toBeVisible();
  await expect(desk.getByText('3 feuilles à valider')).toBeVisible();
  for (const table of ronde1.tables.slice(0, 3))
    await apiAs(request, referee!, 'POST', `/api/parties/${table.partie_id}/validation`);
  await expect(desk.getByText('Aucune feuille à valider.')).toBeVisible();
  await checkScreen(desk, 'officiating-referee-desktop');
  // The player sees who signed their sheet.
  await expect(
    myTable.getByText(new RegExp(`^Validée par ${referee!.pseudo} à \\d\\d:\\d\\d$`)),
  ).toBeVisible();

  // Ronde 1 in the ranking (result = score − 30 000 + uma, in thousands):
  // P1 50 000 first: +20 + 15 = +35,0, minus the 10,0 penalty = +25,0.
  await page
    .getByRole('navigation', { name: 'Étapes du tournoi' })
    .getByRole('link', { name: 'Classement et exports' })
    .click();
  const ranking = page.getByRole('region', { name: 'Classement' });
  const p1Line = rowOf(ranking, P(1).pseudo);
  await expect(p1Line.getByRole('cell').nth(1)).toHaveText(points(25));
  await expect(p1Line.getByRole('cell').nth(2).locator('summary')).toHaveText(points(-10));
  // The admin hides the ranking before the last ronde.
  const visible = ranking.getByRole('switch', { name: 'Classement visible par les joueurs' });
  await visible.click();
  await expect(visible).not.toBeChecked();
  await expect(ranking.getByText('Classement masqué par l’admin.')).toBeVisible();

  // The last ronde: ronde 1's firsts meet at table 1, its seconds at table 2…; table 1 plays by rounds.
  const ronde2 = await asAdmin<Ronde>('POST', `/api/tournois/${tournament.id}/rondes`, {
    mode: 'equilibre',
    tables: [seats(1, 5, 9, 13), seats(2, 6, 10, 14), seats(3, 7, 11, 15), seats(4, 8, 12, 16)],
  });
  await finalScores(ronde2, 2, [42000, 33000, 26000, 19000]);
  await finalScores(ronde2, 3, [36000, 34000, 29000, 21000]);
  await finalScores(ronde2, 4, [39000, 31000, 30000, 20000]);
  // Table 1, East 1: P5 (South) rons P9 (West), 3 han 40 fu: 40 × 2^5 × 4 = 5 120 → 5 200, plus P13's
  // riichi stick. P1 30 000, P5 36 200, P9 24 800, P13 29 000; the deal passes to P5 (« Est - 2 »).
  const [, south, west, north] = ronde2.tables[0]!.joueurs;
  await asAdmin('POST', `/api/parties/tours/${ronde2.tables[0]!.partie_id}`, {
    type_victoire: 'ron',
    gagnant: [south],
    perdant: west,
    han: { [south!]: 3 },
    fu: { [south!]: 40 },
    riichi_players: [north],
    tenpai: [],
  });

  // The wall follows to ronde 2 and carries no score at all, nor a ranking; three sheets wait.
  await expect(wall.getByText('Ronde 2', { exact: true })).toBeVisible();
  await expect(wallTables.getByRole('listitem', { name: 'Table 1' })).toContainText('Est - 2');
  await expect(wall.getByText('3 feuilles à valider')).toBeVisible();
  await expect(scoresOf(wall.locator('body'))).toHaveCount(0);
  await expect(wall.getByRole('table', { name: 'Classement' })).toHaveCount(0);

  // P13's page: their own games' scores and their own total, no other table's score.
  const phoneRonde2 = phone.getByRole('article', { name: 'Ronde 2' });
  await expect(scoresOf(phoneRonde2.getByRole('listitem', { name: 'Table 1' }))).toHaveCount(4);
  const mySeat = phoneRonde2
    .getByRole('listitem', { name: 'Table 1' })
    .getByRole('listitem')
    .filter({ hasText: P(13).pseudo });
  await expect(scoresOf(mySeat)).toHaveText(shown(29000));
  for (const table of ['Table 2', 'Table 3', 'Table 4'])
    await expect(scoresOf(phoneRonde2.getByRole('listitem', { name: table }))).toHaveCount(0);
  const finished = phone.getByRole('region', { name: 'Parties terminées' });
  // Seven finished games (ronde 1, and ronde 2's paper tables): only P13's own shows scores.
  await expect(finished.getByRole('listitem', { name: /^Ronde \d – Table \d$/ })).toHaveCount(7);
  await expect(scoresOf(finished)).toHaveCount(4);
  await expect(scoresOf(finished.getByRole('listitem', { name: 'Ronde 1 – Table 4' }))).toHaveCount(4);
  const phoneRanking = phone.getByRole('region', { name: 'Classement' });
  await expect(
    phoneRanking.getByText('Ce classement est masqué par l’administrateur du tournoi.'),
  ).toBeVisible();
  await expect(phoneRanking.getByRole('table')).toHaveCount(0);
  // P13's own total: only ronde 1 counts so far, 45 000 first: +15 + 15 = +30,0.
  await expect(phoneRanking.getByText(/^Ton total\s:\s\+30,0$/)).toBeVisible();
  await checkScreen(phone, 'officiating-player-hidden-phone');

  // Table 1 finishes; the referee signs ronde 2's four sheets.
  await asAdmin('POST', `/api/parties/${ronde2.tables[0]!.partie_id}/finish`);
  for (const table of ronde2.tables)
    await apiAs(request, referee!, 'POST', `/api/parties/${table.partie_id}/validation`);
  await expect(desk.getByText('Aucune feuille à valider.')).toBeVisible();

  // The admin finishes the tournament: the wall waits for the publication, no podium yet.
  await page.getByRole('button', { name: 'Terminer le tournoi' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Terminer' }).click();
  await expect(page).toHaveURL(/\/resultats$/);
  await expect(wall.getByText('Tournoi terminé')).toBeVisible();
  await expect(wall.getByText('Le classement sera annoncé par l’organisateur.')).toBeVisible();
  await expect(wall.getByRole('list', { name: 'Podium' })).toHaveCount(0);

  // Published: the podium on the wall. Totals over both rondes (score − 30 000 + uma, in thousands):
  // P5: ronde 1 40 000 first +10 + 15 = +25,0; ronde 2 36 200 first +6,2 + 15 = +21,2 → +46,2.
  // P2: ronde 1 35 000 second +5 + 5 = +10,0; ronde 2 42 000 first +12 + 15 = +27,0 → +37,0.
  // P1: +35,0; ronde 2 30 000 second 0 + 5 = +5,0; the penalty −10,0 → +30,0 (+40,0 without it: second).
  // P13: +30,0; ronde 2 29 000 third −1 − 5 = −6,0 → +24,0, fourth.
  await page.getByRole('button', { name: 'Publier le classement' }).click();
  const podium = wall.getByRole('list', { name: 'Podium' });
  const steps = podium.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  for (const [index, [n, total]] of [
    [5, 46.2],
    [2, 37],
    [1, 30],
  ].entries()) {
    await expect(steps.nth(index).locator('.podium__place')).toHaveText(
      ['1re place', '2e place', '3e place'][index]!,
    );
    await expect(steps.nth(index).locator('.podium__name')).toHaveText(P(n!).pseudo);
    await expect(steps.nth(index).locator('.podium__points')).toHaveText(points(total!));
  }
  await expect(wall.getByRole('timer')).toHaveCount(0);
  await checkScreen(wall, 'officiating-wall-podium-desktop');
  // The admin's results: the same podium, P13 fourth.
  await expect(page.getByRole('region', { name: 'Podium' })).toContainText(P(5).pseudo);
  const fourth = rowOf(page.getByRole('table', { name: 'Suite du classement' }), P(13).pseudo);
  await expect(fourth.getByRole('cell').first()).toHaveText('4e');
  await expect(fourth.getByRole('cell').nth(1)).toHaveText(points(24));
  await Promise.all([room.close(), refereeContext.close(), phoneContext.close()]);
});
