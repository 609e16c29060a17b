/**
 * Client faults in Chromium: one API call in three fails (connection dropped, or a 502 page from a
 * proxy) or answers 10 s late; a page's code chunk does not arrive; a round's answer is lost on the way
 * back. Every screen then shows the spec's French fallback or its content — never a blank screen, never
 * an unhandled error — offers a way to try again, and a retried round is recorded once.
 */
import type { Page, Route } from '@playwright/test';
import { apiAs, expect, logIn, registerAccounts, test, type Account } from '../support/fixtures';
import { fillRound, validateButton } from '../support/table';

/** What a failed load may say: the spec's fallbacks (section 8) and the web app's own for the rest. */
const FALLBACKS = [
  'Impossible de charger la partie.',
  'Impossible de charger l’historique.',
  'Impossible de charger tes parties.',
  'Impossible de charger tes tournois.',
  'Impossible de charger le tournoi.',
  'Impossible de charger les résultats du tournoi.',
  'Impossible de charger les rondes.',
  'Impossible de charger les faits marquants.',
  'Impossible de charger les statistiques.',
  'Impossible de charger l’écran.',
  'Impossible de charger le lien public.',
  'Impossible de charger la liste des joueurs.',
  'Impossible de charger les inscriptions.',
  'Le profil n’a pas pu être chargé.',
  'Erreur chargement admin tournoi',
  'Impossible de charger cette page. Vérifie ta connexion puis réessaie.',
];

type Fault = 'coupure' | 'proxy' | 'lenteur';

/**
 * While on, every third API call (counted over the whole test) gets the next fault in turn; the others
 * go through. `log` lists the faults.
 */
async function faultInjector(page: Page, log: string[]) {
  let on = false;
  let calls = 0;
  await page.route('**/api/**', async (route: Route) => {
    if (!on || ++calls % 3 !== 0) return route.continue();
    const fault = (['coupure', 'proxy', 'lenteur'] as const)[log.length % 3] as Fault;
    log.push(`${fault} ${route.request().method()} ${new URL(route.request().url()).pathname}`);
    if (fault === 'coupure') return route.abort('connectionreset');
    if (fault === 'proxy')
      return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    return route.continue().catch(() => undefined);
  });
  return { start: () => (on = true), stop: () => (on = false) };
}

/** Uncaught errors and unhandled promise rejections of the page. */
async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror ${error.message}`));
  await page.addInitScript(() => {
    window.addEventListener('unhandledrejection', (event) =>
      console.error(`[unhandled] ${String(event.reason)}`),
    );
  });
  page.on('console', (message) => {
    if (message.text().startsWith('[unhandled]')) errors.push(message.text());
  });
  return errors;
}

interface Seeded {
  me: Account;
  running: string;
  finished: string;
  tournament: string;
}

async function seed(request: Parameters<typeof registerAccounts>[0]): Promise<Seeded> {
  const [me, b, c, d] = await registerAccounts(request, ['Vent', 'Wan', 'Xia', 'Yu']);
  const seats = [me!, b!, c!, d!].map((account) => account.user_id);
  const tournament = await apiAs<{ id: string }>(request, me!, 'POST', '/api/tournois/', {
    nom: 'Tournoi sous la pluie',
    date_debut: '2025-09-20',
    classement_visible: true,
    regles: 'classic',
    joueurs: seats,
  });
  const running = await apiAs<{ id: string }>(request, me!, 'POST', '/api/parties/', { joueurs: seats });
  const finished = await apiAs<{ id: string }>(request, me!, 'POST', '/api/parties/manuelle', {
    joueurs: seats,
    scores: { [seats[0]!]: 41000, [seats[1]!]: 33000, [seats[2]!]: 27000, [seats[3]!]: 19000 },
    tournoi_id: tournament.id,
  });
  return { me: me!, running: running.id, finished: finished.id, tournament: tournament.id };
}

/** What a screen shows once its calls have settled: never nothing; an error is a French fallback. */
async function expectScreenShown(page: Page, url: string): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const text = (
    await page
      .locator('main')
      .innerText()
      .catch(() => '')
  ).trim();
  expect(text.length, `écran vide sur ${url}`).toBeGreaterThan(0);
  const alerts = await page.getByRole('alert').allInnerTexts();
  for (const alert of alerts) expect(FALLBACKS, `message sur ${url}`).toContain(alert);
  return alerts;
}

test('un appel API sur trois échoue ou traîne 10 s : repli en français, Réessayer, jamais d’écran vide', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const { me, running, finished, tournament } = await seed(request);
  const errors = await watchErrors(page);
  await logIn(page, me.pseudo);
  const faults: string[] = [];
  const injector = await faultInjector(page, faults);
  const screens = [
    '/mes-parties',
    `/add-tour/${running}`,
    `/parties/${finished}/resultats`,
    '/mes-tournois',
    `/tournois/${tournament}`,
    `/tournois/${tournament}/admin`,
    '/create-party',
    '/',
  ];
  let retried = 0;
  for (let pass = 0; pass < 2; pass += 1) {
    for (const url of screens) {
      injector.start();
      await page.goto(url);
      const alerts = await expectScreenShown(page, url);
      injector.stop();
      if (alerts.length === 0) continue;
      // A failed load says what failed and offers to try again, which works once the network does.
      const retry = page.getByRole('button', { name: 'Réessayer' }).first();
      await expect(retry, `Réessayer sur ${url}`).toBeVisible();
      await retry.click();
      await expect(page.getByRole('alert').filter({ hasText: alerts[0]! })).toHaveCount(0, {
        timeout: 15_000,
      });
      retried += 1;
    }
  }
  expect(faults.length).toBeGreaterThan(10);
  expect(retried).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('un morceau de page qui ne se charge pas : message français et Réessayer', async ({ page, request }) => {
  const [me] = await registerAccounts(request, ['Zen']);
  const errors = await watchErrors(page);
  await logIn(page, me!.pseudo);
  const blockChunk = (route: Route) => route.abort('connectionreset');
  await page.route('**/assets/my-games-*.js', blockChunk);
  await page.getByRole('link', { name: 'Mes parties' }).first().click();
  await expect(
    page.getByText('Impossible de charger cette page. Vérifie ta connexion puis réessaie.'),
  ).toBeVisible();
  await page.unroute('**/assets/my-games-*.js', blockChunk);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Mes parties' })).toBeVisible();
  expect(errors.filter((error) => !error.includes('my-games'))).toEqual([]);
});

test('réponse perdue ou lente pendant l’ajout d’un tour : le tour renvoyé n’est enregistré qu’une fois', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { me, running } = await seed(request);
  const others = (await apiAs<{ joueurs: string[] }>(request, me, 'GET', `/api/parties/${running}`)).joueurs;
  const users = await apiAs<Array<{ user_id: string; pseudo: string }>>(
    request,
    me,
    'GET',
    '/api/users/users',
  );
  const pseudo = (id: string) => users.find((user) => user.user_id === id)!.pseudo;
  const errors = await watchErrors(page);
  await logIn(page, me.pseudo);
  await page.goto(`/add-tour/${running}`);
  const rounds = async () =>
    (await apiAs<{ tours: unknown[] }>(request, me, 'GET', `/api/parties/tours/${running}/tours`)).tours
      .length;

  // 1. The server records the round but the answer is lost on the way back.
  const postRound = '**/api/parties/tours/*';
  const loseAnswer = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  };
  await page.route(postRound, loseAnswer);
  await fillRound(page, { type: 'Tenpai', tenpai: [pseudo(others[0]!)] });
  await validateButton(page).click();
  // The round waits in the outbox with its attempt's key and index; the form is free again.
  const waiting = page.getByText('1 tour en attente d’envoi', { exact: true });
  await expect(waiting).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Fin du tour' }).getByRole('radio', { checked: true }),
  ).toHaveCount(0);
  expect(await rounds()).toBe(1);
  await page.unroute(postRound, loseAnswer);
  // Resent with the same key once answers come back (every 10 s): the server answers as the first time.
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  expect(await rounds()).toBe(1);

  // 2. The answer takes 10 s; the impatient player taps validate again meanwhile.
  const slowAnswer = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await route.continue().catch(() => undefined);
  };
  await page.route(postRound, slowAnswer);
  await fillRound(page, { type: 'Tenpai', tenpai: [pseudo(others[1]!), pseudo(others[2]!)] });
  await validateButton(page).click();
  await validateButton(page)
    .click({ force: true, timeout: 2_000 })
    .catch(() => undefined);
  await expect(
    page.getByRole('group', { name: 'Fin du tour' }).getByRole('radio', { checked: true }),
  ).toHaveCount(0, {
    timeout: 30_000,
  });
  await page.unroute(postRound, slowAnswer);
  expect(await rounds()).toBe(2);
  expect(errors).toEqual([]);
});
