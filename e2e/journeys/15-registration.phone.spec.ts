/**
 * Journey 15: from the sign-up link to the EMA workbook. The admin (a laptop, second context) opens
 * registration with five places; a signed-out player opens the link on a phone, creates an account, is
 * taken back to the link and signs up for the last place; on the day the player checks in by the venue
 * code's address, the admin ticks the others and draws the ronde from those checked in; one leaves before
 * the first hand and a substitute takes the seat (« Remplacer »); the substitute enters the table's final
 * scores, the admin signs the sheet and downloads « Export EMA » (the XLSX, then its CSV read row by row).
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import {
  apiAs,
  checkScreen,
  expect,
  newPseudo,
  organiserDesk,
  PASSWORD,
  registerAccounts,
  test,
} from '../support/fixtures';

interface Ronde {
  numero: number;
  tables: Array<{ table: number; partie_id: string; joueurs: string[] }>;
}

/** The file the click downloads, with the name the page gave it. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const event: Promise<Download> = page.waitForEvent('download');
  await click();
  const download = await event;
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('inscription par lien, pointage par le code du lieu, un remplaçant joue la ronde, export EMA', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [admin, ana, ben, cleo, dan, sub] = await registerAccounts(request, [
    'Org',
    'Ana',
    'Ben',
    'Cleo',
    'Dan',
    'Rem',
  ]);
  // The workbook's names and numbers come from the players' accounts (the one who signs up has none).
  const profiles = [
    [ana!, { prenom: 'Ana', nom: 'Roux', numero_ema: '04190001', pays: 'FR' }],
    [ben!, { prenom: 'Ben', nom: 'Vidal', numero_ema: '04190002', pays: 'FR' }],
    [sub!, { prenom: 'Zoé', nom: 'Martin', numero_ema: '04190003', pays: 'FR' }],
  ] as const;
  for (const [account, profile] of profiles)
    await apiAs(request, account, 'PATCH', '/api/users/profil', profile);
  const tag = admin!.pseudo.slice(-4);
  const name = `Open du Lac ${tag}`;
  // Four players already in (typed in by hand); the fifth place goes by the link.
  const tournament = await apiAs<{ id: string }>(request, admin!, 'POST', '/api/tournois/', {
    nom: name,
    date_debut: '2026-03-01',
    classement_visible: true,
    regles: 'classic',
    joueurs: [ana!.user_id, ben!.user_id, cleo!.user_id, dan!.user_id],
  });
  // Typed in by the admin, Ana and Ben share their identity with the tournament for the workbook.
  for (const account of [ana!, ben!])
    await apiAs(request, account, 'PUT', `/api/tournois/${tournament.id}/identite`);

  const { office, desk } = await organiserDesk(browser, baseURL, admin!, { id: tournament.id, name });
  const phases = desk.getByRole('navigation', { name: 'Étapes du tournoi' });

  // Registration opens with five places: four are taken, the link and its QR code show.
  const registration = desk.getByRole('region', { name: 'Inscriptions' });
  await registration.getByLabel('Places').fill('5');
  await registration.getByRole('button', { name: 'Ouvrir les inscriptions' }).click();
  await expect(registration.getByText('Inscriptions ouvertes — 4 / 5 places prises')).toBeVisible();
  await expect(registration.getByRole('img', { name: 'QR code du lien d’inscription' })).toBeVisible();
  const joinHref = (await registration.getByRole('link', { name: /\/inscription\// }).getAttribute('href'))!;
  expect(joinHref).toMatch(/^\/inscription\/[\w-]+$/);

  // The phone, signed out, opens the link: the login page first, a new account, and back to the link.
  const player = newPseudo('Ins');
  await page.goto(joinHref);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Créer un nouveau compte' }).click();
  await page.getByLabel('Pseudo').fill(player);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer un compte', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${joinHref}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(/— 4 \/ 5 places prises$/)).toBeVisible();
  await page.getByRole('button', { name: 'M’inscrire' }).click();
  await expect(page.getByText('Inscrit', { exact: true })).toBeVisible();
  await expect(page.getByText(/— 5 \/ 5 places prises$/)).toBeVisible();
  await checkScreen(page, 'registration-join');
  // The admin's page follows the sign-up live, the new player named.
  await expect(registration.getByText('Inscriptions ouvertes — 5 / 5 places prises')).toBeVisible();

  // The day: the venue's code (next to the rondes), and the player checks in by its address.
  await phases.getByRole('link', { name: 'Rondes' }).click();
  const checkIn = desk.getByRole('region', { name: 'Pointage' });
  await checkIn.getByRole('button', { name: 'Afficher un QR code de pointage' }).click();
  await expect(checkIn.getByRole('img', { name: 'QR code de pointage' })).toBeVisible();
  const checkInHref = (await checkIn.getByRole('link', { name: /\/pointage\// }).getAttribute('href'))!;
  await page.goto(checkInHref);
  await expect(page.getByText(`Ton arrivée au tournoi « ${name} » est pointée.`)).toBeVisible();
  await checkScreen(page, 'registration-check-in');
  await expect(checkIn.getByRole('checkbox', { name: `${player} présent` })).toBeChecked();
  await expect(checkIn.getByText('1 / 5 présents')).toBeVisible();
  // Three others arrive and are ticked by the admin (Dan does not come); the day's substitute is added apart.
  for (const [count, account] of [ana!, ben!, cleo!].entries()) {
    // The box shows the server's state: ticked once the check-in is recorded (not at the click).
    const box = checkIn.getByRole('checkbox', { name: `${account.pseudo} présent` });
    await box.click();
    await expect(box).toBeChecked();
    await expect(checkIn.getByText(`${count + 2} / 5 présents`)).toBeVisible();
  }
  await checkIn.getByLabel('Ajouter un remplaçant').fill(sub!.pseudo);
  await checkIn.getByRole('button', { name: `Ajouter comme remplaçant ${sub!.pseudo}` }).click();
  await expect(checkIn.getByText(`${sub!.pseudo} rejoint les remplaçants.`)).toBeVisible();
  await apiAs(request, sub!, 'PUT', `/api/tournois/${tournament.id}/identite`);
  await expect(checkIn.getByRole('row').filter({ hasText: sub!.pseudo })).toContainText('Remplaçant');
  await expect(checkIn.getByText('4 / 5 présents')).toBeVisible();
  await checkScreen(desk, 'registration-admin-desktop');

  // The ronde is drawn from those checked in: not Dan, nor the substitute.
  await desk.getByRole('button', { name: 'Nouvelle ronde' }).click();
  const panel = desk.getByRole('region', { name: 'Nouvelle ronde' });
  await expect(panel.getByText('Joueurs présents (4)')).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: sub!.pseudo })).not.toBeChecked();
  await expect(panel.getByRole('checkbox', { name: dan!.pseudo })).not.toBeChecked();
  await panel.getByRole('button', { name: 'Proposer les tables' }).click();
  await expect(
    panel.getByRole('list', { name: 'Tables proposées' }).getByRole('listitem', { name: /^Table \d$/ }),
  ).toHaveCount(1);
  await panel.getByRole('button', { name: 'Lancer la ronde' }).click();
  const ronde = desk.getByRole('article', { name: 'Ronde 1' });
  const table = ronde.getByRole('listitem', { name: 'Table 1', exact: true });
  await expect(table).toContainText(cleo!.pseudo);

  // Cleo leaves before the first hand: marked absent, her seat goes to the substitute.
  await phases.getByRole('link', { name: 'Joueurs et inscriptions' }).click();
  await desk.getByRole('switch', { name: `${cleo!.pseudo} absent` }).click();
  await expect(desk.getByRole('switch', { name: `${cleo!.pseudo} absent` })).toBeChecked();
  await phases.getByRole('link', { name: 'Rondes' }).click();
  await table.getByRole('button', { name: `Remplacer ${cleo!.pseudo}` }).click();
  await expect(table.getByLabel('Remplaçant', { exact: true })).toHaveValue(sub!.user_id);
  await expect(table.getByLabel('Remplaçant', { exact: true }).locator('option:checked')).toHaveText(
    `${sub!.pseudo} (remplaçant)`,
  );
  await table.getByRole('button', { name: 'Confirmer' }).click();
  await expect(table).toContainText(sub!.pseudo);
  await expect(table).not.toContainText(cleo!.pseudo);

  // The player's phone shows the table with the substitute.
  await page.getByRole('link', { name: 'Voir le tournoi' }).click();
  await expect(page.getByText(/^Ta table\s: 1$/)).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Ronde 1' }).getByRole('listitem', { name: 'Table 1', exact: true }),
  ).toContainText(sub!.pseudo);

  // The table played on paper; the substitute enters its final scores (they sum to 4 × 30 000).
  const [first] = await apiAs<Ronde[]>(request, admin!, 'GET', `/api/tournois/${tournament.id}/rondes`);
  const seats = first!.tables[0]!;
  const playerId = seats.joueurs.find((id) => ![ana, ben, sub].some((account) => account!.user_id === id))!;
  expect(seats.joueurs).toHaveLength(4);
  expect(seats.joueurs).not.toContain(cleo!.user_id);
  const entered = await request.put(`/api/parties/${seats.partie_id}/scores-finaux`, {
    headers: { authorization: `Bearer ${sub!.token}` },
    data: {
      scores: { [sub!.user_id]: 41200, [playerId]: 33800, [ana!.user_id]: 27000, [ben!.user_id]: 18000 },
    },
  });
  expect(entered.status(), await entered.text()).toBe(200);
  // A player's own final scores count once the admin signs the sheet.
  await ronde.getByRole('button', { name: 'Valider Ronde 1 – Table 1' }).click();
  await expect(ronde.getByText(new RegExp(`^Validée par ${admin!.pseudo}`))).toBeVisible();

  // « Export EMA »: the checks first (the new player has neither EMA number nor country), then the file.
  await phases.getByRole('link', { name: 'Classement et exports' }).click();
  const ema = desk.getByRole('region', { name: 'Résultats pour l’EMA' });
  await ema.getByRole('button', { name: 'Export EMA', exact: true }).click();
  const checks = desk.getByRole('dialog', { name: 'Avant l’envoi à l’EMA' });
  await expect(checks.getByRole('listitem')).toHaveText([
    `Sans numéro EMA : ${player}. Ils doivent le saisir dans leur compte.`,
    `Sans pays : ${player}. Ils doivent le choisir dans leur compte.`,
  ]);
  await checkScreen(desk, 'registration-ema-checks-desktop');
  const workbook = await downloaded(desk, () =>
    checks.getByRole('button', { name: 'Télécharger quand même' }).click(),
  );
  expect(workbook.name).toBe(`EMA-Open-du-Lac-${tag}.xlsx`);
  // An XLSX is a zip: it starts with the local file header's signature « PK ».
  expect(workbook.bytes.length).toBeGreaterThan(1000);
  expect(workbook.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // The CSV holds the same table. Classic rules (docs/rules-classic.md §6): start = return = 30 000, uma
  // +15 000 / +5 000 / −5 000 / −15 000, no oka; result = final − 30 000 + uma, ÷ 1000 for the ranking.
  //   Zoé (substitute) 41 200 − 30 000 + 15 000 = +26 200 → 26.2, score 41 200 − 30 000 = 11 200
  //   the new player   33 800 − 30 000 +  5 000 =  +8 800 →  8.8, score 3 800
  //   Ana              27 000 − 30 000 −  5 000 =  −8 000 →   −8, score −3 000
  //   Ben              18 000 − 30 000 − 15 000 = −27 000 →  −27, score −12 000
  // Base rank of 4 players: round(1000 × (4 − position) / 3) = 1000, 667, 333, 0. Without a name the
  // pseudo stands in the last name column; countries in alpha-3.
  const csv = await downloaded(desk, () => ema.getByRole('button', { name: 'Export EMA (CSV)' }).click());
  expect(csv.name).toBe(`EMA-Open-du-Lac-${tag}.csv`);
  expect(csv.bytes.toString('utf8').split('\r\n')).toEqual([
    '\uFEFFPosition;First name;Last name;EMA number;Table points;Score;Country;Substitute;Base rank',
    '1;Zoé;Martin;04190003;26.2;11200;FRA;Yes;1000',
    `2;;${player};;8.8;3800;;No;667`,
    '3;Ana;Roux;04190001;-8;-3000;FRA;No;333',
    '4;Ben;Vidal;04190002;-27;-12000;FRA;No;0',
    '',
  ]);
  await office.close();
});
