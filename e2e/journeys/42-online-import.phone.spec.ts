/**
 * Journey 42: an online game counts in the club's season. On a phone, a player of « Club de Lyon » opens
 * « Importer une partie en ligne » from the league's page, pastes a real Mahjong Soul log (a Throne-room
 * hanchan as the tensoul exporter writes it, packages/online-logs/test/README.md), reads what the app
 * found in it, chooses the club's player for each of the four names and imports it into the league. The
 * game says where it comes from, the same log is refused a second time, and the season's standings count
 * it with the points Mahjong Soul gives: docs/api-contract.md « Rule sets », `mahjong-soul`:
 * (score − 25 000) / 1 000 + uma 15 / 5 / −5 / −15, no oka.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
import { REPO_ROOT } from '../support/paths';

const LOG = readFileSync(
  path.join(REPO_ROOT, 'packages/online-logs/test/fixtures/tenhou6/mahjong_soul_throne.json'),
  'utf8',
);
const LOG_ID = '220602-d182ba37-3b4a-44d8-b095-726d53b8ec20';

/** The federation's season around today (1 September – 31 August), as the season form proposes it. */
function currentSeason(): { date_debut: string; date_fin: string } {
  const today = new Date();
  const start = today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
  return { date_debut: `${start}-09-01`, date_fin: `${start + 1}-08-31` };
}

test('partie Mahjong Soul collée, noms choisis, importée dans la ligue et comptée dans la saison', async ({
  page,
  request,
}) => {
  const [orga, me, ana, ben, cleo] = (await registerAccounts(request, [
    'Orga',
    'Soul',
    'Ana',
    'Ben',
    'Cleo',
  ])) as [Account, Account, Account, Account, Account];
  // The club and its season already exist (journey 40 shows how they are made).
  const league = await apiAs<{ id: string }>(request, orga, 'POST', '/api/ligues', { nom: 'Club de Lyon' });
  for (const account of [me, ana, ben, cleo])
    await apiAs(request, orga, 'PUT', `/api/ligues/${league.id}/membres/${account.user_id}`);
  await apiAs(request, orga, 'POST', `/api/ligues/${league.id}/saisons`, {
    nom: 'Saison du club',
    ...currentSeason(),
    mesure: 'somme',
  });

  // From the league's page to the import, on the phone.
  await logIn(page, me.pseudo);
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Ligues' })
    .click();
  await page.getByRole('link', { name: 'Club de Lyon' }).click();
  await page.getByRole('link', { name: 'Importer une partie en ligne' }).click();
  await expect(page.getByRole('heading', { name: 'Importer une partie en ligne', level: 1 })).toBeVisible();
  await page.getByLabel('Journal de la partie').fill(LOG);
  await checkScreen(page, 'import-paste');
  await page.getByRole('button', { name: 'Lire le journal' }).click();

  // What the log says: Mahjong Soul, its id, 15 hands, its rules, its four names with their final scores
  // in seat order, and the red fives the app does not count.
  await expect(page.getByText(`Partie Mahjong Soul ${LOG_ID} · 15 tours`)).toBeVisible();
  const seats = page.getByRole('list', { name: 'Joueurs du journal' }).getByRole('listitem');
  const names: Array<[string, number, Account]> = [
    ['闹钟妹', 13200, ana],
    ['PDGON', 47400, me],
    ['落第生きらら', 34100, ben],
    ['あろまま', 5300, cleo],
  ];
  await expect(seats.locator('.import-seat__name')).toHaveText(
    names.map(([name, score]) => new RegExp(`^${name} · ${shown(score).source.slice(1, -1)}$`)),
  );
  await expect(page.getByText(/cinq rouges/i)).toBeVisible();
  // The league it was opened from is chosen.
  await expect(page.getByLabel('Ligue', { exact: true })).toHaveValue(league.id);

  // A club player for each name; « Importer la partie » waits for all four.
  const confirm = page.getByRole('button', { name: 'Importer la partie' });
  for (const [name, , account] of names) {
    await expect(confirm).toBeDisabled();
    await page.getByLabel(`Joueur pour ${name}`).fill(account.pseudo);
    await page.getByRole('button', { name: `Choisir pour ${name} ${account.pseudo}` }).click();
  }
  await checkScreen(page, 'import-names');
  await confirm.click();

  // The game: where it comes from, and Mahjong Soul's points:
  //   PDGON 47 400 → 22,4 + 15 = +37,4; 落第生きらら 34 100 → 9,1 + 5 = +14,1;
  //   闹钟妹 13 200 → −11,8 − 5 = −16,8; あろまま 5 300 → −19,7 − 15 = −34,7 (as its own `sc` says).
  await expect(page).toHaveURL(/\/parties\/[^/]+\/resultats$/);
  await expect(page.getByText(`Importée de Mahjong Soul (${LOG_ID})`, { exact: false })).toBeVisible();
  const expected: Array<[Account, number]> = [
    [me, 37.4],
    [ben, 14.1],
    [ana, -16.8],
    [cleo, -34.7],
  ];
  const standing = page.getByRole('table').first();
  for (const [account, points] of expected)
    await expect(rowOf(standing, account.pseudo).getByRole('cell').last()).toHaveText(
      shown(points, { signed: true, decimals: 1 }),
    );
  const gameUrl = new URL(page.url()).pathname;
  await checkScreen(page, 'import-result');

  // The same log again: refused as soon as it is read, with the way to the game already imported.
  await page.goto(`/importer-partie?ligueId=${league.id}`);
  await page.getByLabel('Journal de la partie').fill(LOG);
  await page.getByRole('button', { name: 'Lire le journal' }).click();
  await expect(page.getByText('Cette partie a déjà été importée.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir la partie' })).toHaveAttribute('href', gameUrl);

  // The season counts it: one game each, the sum of results as Mahjong Soul scored it.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Ligues' })
    .click();
  await page.getByRole('link', { name: 'Club de Lyon' }).click();
  await expect(page.getByText(/1 partie comptée$/)).toBeVisible();
  const season = page.getByRole('table', { name: 'Classement — Saison du club' });
  await expect(season.getByRole('rowheader')).toHaveText(expected.map(([account]) => account.pseudo));
  for (const [rank, [account, points]] of expected.entries()) {
    const cells = rowOf(season, account.pseudo).getByRole('cell');
    const figure = shown(points, { signed: true, decimals: 1 });
    await expect(cells.nth(0)).toHaveText(String(rank + 1));
    await expect(cells.nth(1)).toHaveText('1');
    await expect(cells.nth(2)).toHaveText(figure);
    await expect(cells.nth(3)).toHaveText(new RegExp(`^Somme de 1 partie\\s:\\s${figure.source.slice(1)}`));
  }
});
