/**
 * Journey 40: a club's season. The organiser (a laptop, second context) creates the league « Club de
 * Lyon », its season (best 2 games, ranked from 2 games) and an invitation link; a player opens the link on
 * a phone and joins. Three games count: one entered by its final scores, one round by round (both on the
 * phone, for the league), one table of a tournament the organiser attaches to the league. The season page
 * shows each line's figure and the sentence that explains it; a round corrected on the phone changes the
 * standings at the next look. Every number below is worked out by hand from docs/rules-classic.md §6
 * (result = final − 30 000 + uma 15 000 / 5 000 / −5 000 / −15 000, tied places share their uma) and §8
 * (« meilleures » N: the sum of the N best results, in thousands with one decimal).
 */
import type { Locator, Page } from '@playwright/test';
import {
  apiAs,
  checkScreen,
  expect,
  logIn,
  PASSWORD,
  registerAccounts,
  rowOf,
  test,
  type Account,
} from '../support/fixtures';
import { expectBoard, playRound } from '../support/table';

interface Ronde {
  tables: Array<{ partie_id: string; joueurs: string[] }>;
}

/** One line of the standings as the season page shows it: rank, games, figure and its sentence. */
interface Line {
  pseudo: string;
  rang: string;
  parties: string;
  total: RegExp;
  formule: RegExp;
}

/** Text to match as is, except that a minus may be either sign and a colon's space any space. */
const literal = (text: string) =>
  text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/-/g, '[-−]')
    .replace(/ : /g, '\\s:\\s');
/** A figure (`+40,0`, `−26,0`) or a formula, as the season page shows it. */
const asShown = (text: string) => new RegExp(`^${literal(text)}$`);

/** The season's table (ranked players, or the unranked ones below it) holds exactly these lines, in order. */
async function expectLines(table: Locator, lines: Line[]): Promise<void> {
  await expect(table.getByRole('rowheader')).toHaveText(lines.map((line) => line.pseudo));
  for (const line of lines) {
    const cells = rowOf(table, line.pseudo).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(line.rang);
    await expect(cells.nth(1)).toHaveText(line.parties);
    await expect(cells.nth(2)).toHaveText(line.total);
    await expect(cells.nth(3)).toHaveText(line.formule);
  }
}

const ranked = (page: Page) => page.getByRole('table', { name: /^Classement — Saison / });
const unranked = (page: Page) => page.getByRole('table', { name: 'Joueurs non classés' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test('ligue « Club de Lyon » : invitation sur téléphone, trois parties, classement de saison, correction', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.slow();
  const [orga, player, ana, ben, cleo] = (await registerAccounts(request, [
    'Orga',
    'Lyo',
    'Ana',
    'Ben',
    'Cleo',
  ])) as [Account, Account, Account, Account, Account];
  const P = player.pseudo;

  // The organiser, at home on a laptop: the league, then its season.
  const office = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    serviceWorkers: 'block',
  });
  const desk = await office.newPage();
  await logIn(desk, orga.pseudo);
  await nav(desk).getByRole('link', { name: 'Ligues' }).click();
  await expect(desk.getByRole('heading', { name: 'Ligues', level: 1 })).toBeVisible();
  await expect(desk.getByText('Tu n’es membre d’aucune ligue.', { exact: false })).toBeVisible();
  await desk.getByLabel('Nom de la ligue').fill('Club de Lyon');
  await desk.getByRole('button', { name: 'Créer la ligue' }).click();
  await expect(desk.getByRole('heading', { name: 'Club de Lyon', level: 1 })).toBeVisible();
  const leagueId = /\/ligues\/([^/]+)$/.exec(desk.url())![1]!;

  // The season: the form proposes the federation's 1 September – 31 August around today; the 2 best
  // results of each player count, and a player is ranked from 2 games.
  await desk.getByRole('button', { name: 'Nouvelle saison' }).click();
  await expect(desk.getByLabel('Du')).toHaveValue(/^\d{4}-09-01$/);
  await expect(desk.getByLabel('Au')).toHaveValue(/^\d{4}-08-31$/);
  await desk.getByLabel('Mesure').selectOption({ label: 'Meilleures parties' });
  await desk.getByLabel('Parties retenues').fill('2');
  await desk.getByLabel('Minimum de parties').fill('2');
  await desk.getByRole('button', { name: 'Créer la saison' }).click();
  const seasonTab = desk.getByRole('tablist', { name: 'Saisons' }).getByRole('tab');
  await expect(seasonTab).toHaveText([/^Saison \d{4}-\d{4}$/]);
  await expect(seasonTab).toHaveAttribute('aria-selected', 'true');
  await expect(desk.getByText('Aucune partie ne compte encore dans cette saison.')).toBeVisible();

  // Members: Ana added by name; the link (and its QR code) for the others.
  const members = desk.getByRole('region', { name: /^Membres/ });
  await members.getByLabel('Ajouter un membre').fill(ana.pseudo);
  await members.getByRole('button', { name: `Ajouter ${ana.pseudo}` }).click();
  await expect(members.getByRole('heading', { name: 'Membres (2)' })).toBeVisible();
  const invitation = desk.getByRole('region', { name: 'Lien d’invitation' });
  await invitation.getByRole('button', { name: 'Créer un lien d’invitation' }).click();
  await expect(invitation.getByRole('img', { name: 'QR code du lien d’invitation' })).toBeVisible();
  const joinHref = (await invitation
    .getByRole('link', { name: /\/ligues\/rejoindre\// })
    .getAttribute('href'))!;
  expect(joinHref).toMatch(/^\/ligues\/rejoindre\/[\w-]+$/);
  // Ben and Cléo open it too (their part is journey 15's, for a tournament).
  const jeton = joinHref.split('/').pop()!;
  for (const account of [ben, cleo]) await apiAs(request, account, 'POST', `/api/ligues/rejoindre/${jeton}`);

  // The player, signed out, opens the link on a phone: the login page first, then back to the link.
  await page.goto(joinHref);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Pseudo').fill(P);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${joinHref}$`));
  await expect(page.getByRole('heading', { name: 'Rejoindre une ligue', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Rejoindre la ligue' }).click();
  await expect(page.getByText('Tu es membre de « Club de Lyon ».')).toBeVisible();
  await checkScreen(page, 'league-join');
  await page.getByRole('link', { name: 'Voir la ligue' }).click();
  await expect(page.getByRole('heading', { name: 'Club de Lyon', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membres (5)' })).toBeVisible();

  // Game 1, already played, entered by its final scores for the league:
  //   P 45 000 → +15 000 + 15 000 = +30,0; Ana 32 000 → +7,0; Ben 25 000 → −10,0; Orga 18 000 → −27,0.
  await nav(page).getByRole('link', { name: 'Compte' }).click();
  await page.getByRole('link', { name: 'Créer une partie' }).click();
  await page.getByRole('link', { name: /Partie terminée/ }).click();
  const finalScores: Array<[Account, number]> = [
    [player, 45000],
    [ana, 32000],
    [ben, 25000],
    [orga, 18000],
  ];
  for (const [index, [account, score]] of finalScores.entries()) {
    await page.getByLabel(`Joueur ${index + 1}`).fill(account.pseudo);
    await page.getByRole('button', { name: `Choisir ${account.pseudo}` }).click();
    await page.getByLabel(`Score ${index + 1}`, { exact: true }).fill(String(score));
  }
  const league = page.getByLabel('Ligue', { exact: true });
  await expect(league).toHaveValue('');
  await league.selectOption({ label: 'Club de Lyon' });
  await checkScreen(page, 'league-final-scores');
  await page.getByRole('button', { name: 'Enregistrer la partie' }).click();
  await expect(page.getByRole('heading', { name: 'Résultats de la partie' })).toBeVisible();

  // Game 2, round by round: the league is offered again (the last choice). Seats P, Ana, Ben, Cléo.
  await nav(page).getByRole('link', { name: 'Compte' }).click();
  await page.getByRole('link', { name: 'Créer une partie' }).click();
  await page.getByRole('link', { name: /Saisie tour par tour/ }).click();
  for (const account of [player, ana, ben, cleo]) {
    await page.getByLabel('Rechercher un joueur').fill(account.pseudo);
    await page.getByRole('button', { name: `Ajouter ${account.pseudo}` }).click();
  }
  await expect(page.getByLabel('Ligue', { exact: true })).toHaveValue(leagueId);
  await page.getByRole('button', { name: 'Créer la partie' }).click();
  await expect(page).toHaveURL(/\/add-tour\/[^/]+$/);
  // East 1: Ana (non-dealer) rons Ben, 1 han 30 fu: 4 × 240 = 960 → 1 000. Then the table stops.
  await playRound(page, {
    type: 'Ron',
    winners: [{ pseudo: ana.pseudo, han: 1, fu: 30 }],
    loser: ben.pseudo,
  });
  await expectBoard(page, {
    hand: 'Est - 2',
    wind: 'Est',
    honba: 0,
    riichi: 0,
    dealer: ana.pseudo,
    scores: { [P]: 30000, [ana.pseudo]: 31000, [ben.pseudo]: 29000, [cleo.pseudo]: 30000 },
  });
  const tableGameId = /\/add-tour\/([^/]+)$/.exec(page.url())![1]!;
  await page.getByRole('button', { name: 'Finir la partie' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmation' })
    .getByRole('button', { name: 'Finir la partie' })
    .click();
  const finalDialog = page.getByRole('dialog', { name: 'Scores finaux' });
  await expect(finalDialog).toBeVisible();
  await finalDialog.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(page.getByText('Partie terminée')).toBeVisible();

  // Game 3, a tournament's table: the organiser attaches the tournament to the league (its games count
  // in the seasons from then on), the table is played on paper and its sheet entered.
  const tournament = await apiAs<{ id: string }>(request, orga, 'POST', '/api/tournois/', {
    nom: `Open de Lyon ${orga.pseudo.slice(-4)}`,
    date_debut: new Date().toISOString().slice(0, 10),
    classement_visible: true,
    regles: 'classic',
    joueurs: [player, ana, ben, cleo].map((account) => account.user_id),
  });
  await desk.goto(`/tournois/${tournament.id}/admin`);
  await desk.getByRole('button', { name: 'Modifier', exact: true }).click();
  const edit = desk.getByRole('form', { name: 'Modifier le tournoi' });
  await edit.getByLabel('Ligue', { exact: true }).selectOption({ label: 'Club de Lyon' });
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toHaveCount(0);
  const ronde = await apiAs<Ronde>(request, orga, 'POST', `/api/tournois/${tournament.id}/rondes`, {
    mode: 'equilibre',
  });
  // Cléo 40 000 → +25,0; P 35 000 → +10,0; Ana 28 000 → −7,0; Ben 17 000 → −28,0.
  await apiAs(request, orga, 'PUT', `/api/parties/${ronde.tables[0]!.partie_id}/scores-finaux`, {
    scores: {
      [cleo.user_id]: 40000,
      [player.user_id]: 35000,
      [ana.user_id]: 28000,
      [ben.user_id]: 17000,
    },
  });

  // The season. Game 2: Ana 31 000 → +16,0; P and Cléo tied second at 30 000 share the uma of places 2
  // and 3, (5 000 − 5 000) / 2 = 0 → 0,0 each; Ben 29 000 → −16,0. Best 2 of each:
  //   P     +30,0, 0,0, +10,0   → +30,0 + 10,0 = +40,0
  //   Cléo  0,0, +25,0          → both: +25,0
  //   Ana   +7,0, +16,0, −7,0   → +23,0
  //   Ben   −10,0, −16,0, −28,0 → −26,0
  //   Orga  −27,0, one game: below the minimum, listed after, unranked.
  await nav(page).getByRole('link', { name: 'Ligues' }).click();
  await page.getByRole('link', { name: 'Club de Lyon' }).click();
  await expect(page.getByText(/3 parties comptées, classé à partir de 2 parties$/)).toBeVisible();
  const best = (count: number, total: string) => asShown(`2 meilleures parties sur ${count} : ${total}`);
  await expectLines(ranked(page), [
    { pseudo: P, rang: '1', parties: '3', total: asShown('+40,0'), formule: best(3, '+40,0') },
    {
      pseudo: cleo.pseudo,
      rang: '2',
      parties: '2',
      total: asShown('+25,0'),
      formule: asShown('Les 2 parties (jusqu’à 2 comptées) : +25,0'),
    },
    { pseudo: ana.pseudo, rang: '3', parties: '3', total: asShown('+23,0'), formule: best(3, '+23,0') },
    { pseudo: ben.pseudo, rang: '4', parties: '3', total: asShown('-26,0'), formule: best(3, '-26,0') },
  ]);
  await expect(page.getByRole('heading', { name: 'Non classés (moins de 2 parties)' })).toBeVisible();
  await expectLines(unranked(page), [
    {
      pseudo: orga.pseudo,
      rang: '–',
      parties: '1',
      total: asShown('-27,0'),
      formule: asShown('La seule partie (jusqu’à 2 comptées) : -27,0'),
    },
  ]);
  await checkScreen(page, 'league-season');
  // The organiser's laptop shows the same standings.
  await desk.goto(`/ligues/${leagueId}`);
  await expect(rowOf(ranked(desk), P).getByRole('cell').nth(2)).toHaveText(asShown('+40,0'));

  // The table notices a mistake: Ana's ron of game 2 was 4 han 30 fu (4 × 1 920 = 7 680 → 7 700), not
  // 1 han. The game's creator corrects it from the game's results on the phone.
  await nav(page).getByRole('link', { name: 'Parties' }).click();
  // Games are named after their start to the minute: the two played on the phone may share one.
  await page.locator(`a[href="/parties/${tableGameId}/resultats"]`).click();
  await page.getByRole('link', { name: 'Corriger un tour' }).click();
  await page.getByRole('button', { name: 'Historique' }).click();
  const history = page.getByRole('dialog', { name: 'Historique des tours' });
  await history.locator('.history__entry').first().getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel(`Han de ${ana.pseudo}`).selectOption('4');
  await page.getByRole('button', { name: 'Enregistrer la correction' }).click();
  await expect(page.getByText('Tour 1 corrigé.')).toBeVisible();

  // At once on the season page: Ana 37 700 → +22,7, Ben 22 300 → −22,7.
  //   Ana +7,0 + 22,7 = +29,7 (now second, ahead of Cléo); Ben −10,0 − 22,7 = −32,7.
  await nav(page).getByRole('link', { name: 'Ligues' }).click();
  await page.getByRole('link', { name: 'Club de Lyon' }).click();
  await expectLines(ranked(page), [
    { pseudo: P, rang: '1', parties: '3', total: asShown('+40,0'), formule: best(3, '+40,0') },
    { pseudo: ana.pseudo, rang: '2', parties: '3', total: asShown('+29,7'), formule: best(3, '+29,7') },
    {
      pseudo: cleo.pseudo,
      rang: '3',
      parties: '2',
      total: asShown('+25,0'),
      formule: asShown('Les 2 parties (jusqu’à 2 comptées) : +25,0'),
    },
    { pseudo: ben.pseudo, rang: '4', parties: '3', total: asShown('-32,7'), formule: best(3, '-32,7') },
  ]);
  await office.close();
});
