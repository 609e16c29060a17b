/**
 * The room's wall and paper: the public screen on a 1920 × 1080 projector and a 1280 × 720 TV (the clock
 * a tenth of the height, the tables across the width, the QR code in a corner, « Dernière donne » in red
 * once time is up, the podium at the end), and the seating sheet printed without the app around it.
 * Screenshots of both screen sizes are kept in the run's screens folder.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiAs, expect, logIn, registerAccounts, test, type Account } from '../support/fixtures';
import { screenshotDir } from '../support/paths';

interface Ronde {
  numero: number;
  tables: Array<{ table: number; partie_id: string; joueurs: string[] }>;
}

/** A tournament of 16 players with its first ronde (4 tables), the clock started, the screen shared. */
async function setUp(request: Parameters<typeof registerAccounts>[0]) {
  const [admin, ...players] = await registerAccounts(request, [
    'Orga',
    ...Array.from({ length: 16 }, (_, index) => `Mur${index + 1}x`),
  ]);
  const call = <T>(method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) =>
    apiAs<T>(request, admin!, method, url, data);
  const name = `Mur ${admin!.pseudo.slice(-4)}`;
  const tournament = await call<{ id: string }>('POST', '/api/tournois/', {
    nom: name,
    date_debut: '2026-03-01',
    classement_visible: true,
    regles: 'classic',
    joueurs: players.map((player) => player.user_id),
  });
  const ronde = await call<Ronde>('POST', `/api/tournois/${tournament.id}/rondes`, { mode: 'equilibre' });
  const { jeton } = await call<{ jeton: string }>('POST', `/api/tournois/${tournament.id}/ecran`);
  const pseudoOf = (userId: string) => players.find((player) => player.user_id === userId)!.pseudo;
  return { admin: admin!, call, name, tournamentId: tournament.id, ronde, jeton, pseudoOf };
}

/** The font size in CSS pixels of the first element `selector` matches. */
const fontPx = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

test('l’écran du mur : projecteur, télévision, dernière donne, podium', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { call, name, tournamentId, ronde, jeton, pseudoOf } = await setUp(request);
  await call('POST', `/api/tournois/${tournamentId}/rondes/1/horloge`, {
    action: 'demarrer',
    duree_minutes: 90,
  });
  await call('POST', `/api/tournois/${tournamentId}/rondes/1/horloge`, {
    action: 'supplement',
    table: 2,
    minutes: 5,
  });

  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    const room = await browser.newContext({ viewport: size, locale: 'fr-FR' });
    const wall = await room.newPage();
    // The page's own time, moved forward below to the end of the ronde.
    await wall.clock.install();
    await wall.goto(`/ecran/${jeton}`);
    await expect(wall.getByRole('heading', { name, level: 1 })).toBeVisible();
    const clock = wall.getByRole('timer', { name: 'Temps restant' });
    await expect(clock).toHaveText(/1:(30:00|29:\d\d)$/);
    // The clock's digits: a tenth of the screen's height (108 px at 1080p, 72 px at 720p).
    expect(await fontPx(wall, '.ronde-clock--wall .ronde-clock__time')).toBeGreaterThanOrEqual(
      size.height / 10,
    );
    if (size.height === 1080)
      expect(await fontPx(wall, '.ronde-clock--wall .ronde-clock__time')).toBeGreaterThanOrEqual(96);

    // The four tables across the whole width, all on the screen, the QR code in a corner.
    const tables = wall.getByRole('list', { name: 'Tables' });
    const box = (await tables.boundingBox())!;
    expect(box.width).toBeGreaterThan(size.width * 0.9);
    for (const table of await tables.getByRole('listitem', { name: /^Table \d$/ }).all()) {
      const card = (await table.boundingBox())!;
      expect(card.y + card.height).toBeLessThanOrEqual(size.height);
    }
    // Names and scores from the back of the room: 4 tables leave room for large type.
    expect(await fontPx(wall, '.screen-table__name')).toBeGreaterThanOrEqual(size.height === 1080 ? 32 : 24);
    const corner = wall.getByRole('complementary', { name: 'Suivre sur son téléphone' });
    await expect(corner.getByRole('img', { name: 'QR code de cet écran' })).toBeVisible();
    await expect(corner.getByRole('link')).toHaveText(new RegExp(`/ecran/${jeton}$`));
    const qr = (await corner.boundingBox())!;
    expect(qr.x + qr.width).toBeGreaterThan(size.width * 0.9);
    expect(qr.y).toBeLessThan(size.height * 0.1);
    await wall.screenshot({ path: path.join(screenshotDir(), `wall-${size.width}x${size.height}.png`) });

    // Time is up: « Dernière donne » on a red block; table 2 still has its 5 extra minutes.
    await wall.clock.fastForward('01:31:00');
    await expect(clock).toContainText('Dernière donne');
    const background = await wall
      .locator('.ronde-clock--wall')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(200, 62, 50)');
    await expect(wall.getByRole('timer', { name: 'Temps de la Table 2' })).toHaveText(
      /^Temps de la Table 2[34]:\d\d/,
    );
    await wall.screenshot({
      path: path.join(screenshotDir(), `wall-${size.width}x${size.height}-derniere-donne.png`),
    });
    await room.close();
  }

  // The tournament ends: the projector shows the podium without a reload.
  const room = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'fr-FR' });
  const wall = await room.newPage();
  await wall.goto(`/ecran/${jeton}`);
  await expect(wall.getByRole('list', { name: 'Tables' })).toBeVisible();
  // South wins 3 han 40 fu by ron on West at table 1 (5 200): the only player ahead of everyone.
  const [, south, west] = ronde.tables[0]!.joueurs;
  await call('POST', `/api/parties/tours/${ronde.tables[0]!.partie_id}`, {
    type_victoire: 'ron',
    gagnant: [south],
    perdant: west,
    han: { [south!]: 3 },
    fu: { [south!]: 40 },
    riichi_players: [],
    tenpai: [],
  });
  for (const table of ronde.tables) await call('POST', `/api/parties/${table.partie_id}/finish`);
  await call('PATCH', `/api/tournois/${tournamentId}/etat`, { new_state: 'terminé' });
  const podium = wall.getByRole('list', { name: 'Podium' });
  await expect(podium.getByRole('listitem').first()).toContainText('1re place');
  await expect(podium.getByRole('listitem').first()).toContainText(pseudoOf(south!));
  await expect(wall.getByText('Tournoi terminé')).toBeVisible();
  await expect(wall.getByRole('timer')).toHaveCount(0);
  await wall.screenshot({ path: path.join(screenshotDir(), 'wall-1920x1080-podium.png') });
  await room.close();
});

test('la feuille de placement imprimée : rien que le tournoi, la ronde et les tables', async ({
  page,
  request,
}) => {
  const { admin, name, tournamentId } = await setUp(request);
  await logIn(page, (admin as Account).pseudo);
  await page.goto(`/tournois/${tournamentId}/admin`);
  await page.getByRole('link', { name: 'Feuille de placement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} – Ronde 1` })).toBeVisible();
  await expect(page.getByText('Placement équilibré · 4 tables')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.app-header')).toBeHidden();
  await expect(page.getByRole('button')).toHaveCount(0);
  for (const link of await page.getByRole('link').all()) await expect(link).toBeHidden();
  await expect(page.getByText('Placement équilibré · 4 tables')).toBeHidden();
  const sheet = page.getByRole('table', { name: 'Placement de la ronde 1' });
  await expect(sheet.getByRole('columnheader')).toHaveText(['Table', 'Est', 'Sud', 'Ouest', 'Nord']);
  await expect(sheet.getByRole('row')).toHaveCount(5);
  // « TABLE » on one line, never « TABL / E »: on paper, and on a 360 px phone's screen.
  const headerLines = () =>
    sheet.getByRole('columnheader', { name: 'Table' }).evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
  expect(await headerLines()).toBe(1);
  const colours = await sheet
    .locator('td')
    .first()
    .evaluate((cell) => ({
      text: getComputedStyle(cell).color,
      page: getComputedStyle(document.body).backgroundColor,
    }));
  expect(colours).toEqual({ text: 'rgb(0, 0, 0)', page: 'rgb(255, 255, 255)' });
  // One A4 page (273 mm = 1 032 px inside 12 mm margins) holds the title and 20 rows of this height.
  await page.setViewportSize({ width: 703, height: 1032 });
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const rows = await sheet.getByRole('row').all();
  const header = (await rows[0]!.boundingBox())!;
  const row = (await rows[1]!.boundingBox())!;
  expect(header.y + header.height - title.y + 20 * row.height).toBeLessThanOrEqual(1032);

  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await headerLines()).toBe(1);

  // « Retour » leads back to the page the sheet was opened from.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournois/${tournamentId}/admin$`));
});
