/**
 * Every route of the spec (section 2) at phone size, with real data behind it: each page shows its
 * title, has no moderate, serious or critical axe-core violation, is no wider than the phone's 360 px
 * (`document.scrollingElement.scrollWidth`), and leaves a
 * screenshot in e2e/test-results/screens/. The data is set up through the API; the journeys cover
 * the interactions.
 */
import { apiAs, checkScreen, expect, logIn, registerAccounts, test, type Account } from './support/fixtures';
import { faultsOf, renderedText, TYPOGRAPHY_RULES } from './support/typography';

/** Each route's rendered text, read by the typography tests after the route test. */
const pageTexts: Array<{ route: string; text: string }> = [];

interface Created {
  id: string;
}

/**
 * A running game with one round, two finished games (one by hand, one by final scores), and three
 * tournaments (admin, participant, finished).
 */
async function seed(request: Parameters<typeof registerAccounts>[0], me: Account, others: Account[]) {
  const everyone = [me, ...others];
  const seats = everyone.slice(0, 4).map((account) => account.user_id);
  const call = <T>(account: Account, method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) =>
    apiAs<T>(request, account, method, url, data);

  const running = await call<Created>(me, 'POST', '/api/parties/', { joueurs: seats });
  await call(me, 'POST', `/api/parties/tours/${running.id}`, {
    type_victoire: 'ron',
    gagnant: [seats[1]],
    perdant: seats[2],
    han: { [seats[1]!]: 3 },
    fu: { [seats[1]!]: 40 },
    riichi_players: [],
    tenpai: [],
  });
  // A finished hand-by-hand game: the statistics page then has rates and a best hand.
  const played = await call<Created>(me, 'POST', '/api/parties/', { joueurs: seats });
  await call(me, 'POST', `/api/parties/tours/${played.id}`, {
    type_victoire: 'tsumo',
    gagnant: [seats[0]],
    han: { [seats[0]!]: 4 },
    fu: { [seats[0]!]: 30 },
    riichi_players: [seats[0]],
    tenpai: [],
  });
  await call(me, 'POST', `/api/parties/${played.id}/finish`);
  const finished = await call<Created>(me, 'POST', '/api/parties/manuelle', {
    joueurs: seats,
    scores: { [seats[0]!]: 41000, [seats[1]!]: 33000, [seats[2]!]: 27000, [seats[3]!]: 19000 },
    date_debut: new Date().toISOString(),
  });
  const tournament = (admin: Account, nom: string) =>
    call<Created>(admin, 'POST', '/api/tournois/', {
      nom,
      date_debut: '2025-09-20',
      classement_visible: true,
      regles: 'classic',
      joueurs: everyone.filter((account) => account !== admin).map((account) => account.user_id),
    });
  const administered = await tournament(me, 'Open de Lyon');
  await call(me, 'POST', '/api/parties/manuelle', {
    joueurs: seats,
    scores: { [seats[0]!]: 35000, [seats[1]!]: 30000, [seats[2]!]: 30000, [seats[3]!]: 25000 },
    date_debut: new Date().toISOString(),
    tournoi_id: administered.id,
  });
  const joined = await tournament(others[0]!, 'Coupe de Bretagne');
  const closed = await tournament(me, 'Ligue de printemps');
  await call(me, 'POST', '/api/parties/manuelle', {
    joueurs: seats,
    scores: { [seats[0]!]: 38000, [seats[1]!]: 31000, [seats[2]!]: 28000, [seats[3]!]: 23000 },
    date_debut: new Date().toISOString(),
    tournoi_id: closed.id,
  });
  await call(me, 'PATCH', `/api/tournois/${closed.id}/etat`, { new_state: 'terminé' });
  // The admin's tournament gets a ronde of its four players (the seating sheet) and its public screen
  // (a long link on the admin page, the wall screen on a phone).
  await call(me, 'POST', `/api/tournois/${administered.id}/rondes`, { mode: 'equilibre' });
  const { jeton } = await call<{ jeton: string }>(me, 'POST', `/api/tournois/${administered.id}/ecran`);
  return {
    jeton,
    running: running.id,
    finished: finished.id,
    administered: administered.id,
    joined: joined.id,
    closed: closed.id,
  };
}

// The typography tests read what the route test collected: they run after it, in this order.
test.describe.configure({ mode: 'serial' });

test('chaque route : titre, accessibilité, largeur de téléphone, capture', async ({ page, request }) => {
  // 21 routes, each with an axe run, on a machine shared with other runs.
  test.setTimeout(360_000);
  const [me, ...others] = await registerAccounts(request, ['Sakura', 'Taro', 'Umi', 'Volt', 'Wan']);
  const ids = await seed(request, me!, others);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Mahjong FR', level: 1 })).toBeVisible();
  await checkScreen(page, 'route-login');
  pageTexts.push({ route: '/login', text: await renderedText(page) });
  await logIn(page, me!.pseudo);

  /** `chart`: the start of a lazily loaded chart's name, awaited before the checks. */
  const routes: Array<{ path: string; title: string; screen: string; url?: RegExp; chart?: string }> = [
    { path: '/', title: 'Mon compte', screen: 'route-dashboard' },
    { path: '/home', title: 'Accueil', screen: 'route-home' },
    { path: '/home-swipe', title: 'Accueil', screen: 'route-home-swipe' },
    { path: '/mes-parties', title: 'Mes parties', screen: 'route-mes-parties' },
    { path: '/mes-tournois', title: 'Mes tournois', screen: 'route-mes-tournois' },
    { path: '/choose-party-mode', title: 'Nouvelle partie', screen: 'route-choose-party-mode' },
    { path: '/create-party', title: 'Nouvelle partie', screen: 'route-create-party' },
    {
      path: `/create-party?tournoiId=${ids.administered}`,
      title: 'Nouvelle partie',
      screen: 'route-create-party-tournoi',
    },
    { path: '/create-party-final', title: 'Partie terminée', screen: 'route-create-party-final' },
    { path: `/add-tour/${ids.running}`, title: 'Partie du', screen: 'route-add-tour' },
    {
      path: `/parties/${ids.finished}/resultats`,
      title: 'Résultats de la partie',
      screen: 'route-partie-resultats',
    },
    { path: '/create-tournoi', title: 'Créer un tournoi', screen: 'route-create-tournoi' },
    {
      path: '/create-tournament',
      title: 'Créer un tournoi',
      screen: 'route-create-tournament',
      url: /\/create-tournoi$/,
    },
    { path: `/tournois/${ids.joined}`, title: 'Coupe de Bretagne', screen: 'route-tournoi' },
    { path: `/tournois/${ids.administered}/admin`, title: 'Open de Lyon', screen: 'route-tournoi-admin' },
    {
      path: `/tournois/${ids.administered}/rondes/1/feuille`,
      title: 'Open de Lyon – Ronde 1',
      screen: 'route-feuille-de-placement',
    },
    { path: `/ecran/${ids.jeton}`, title: 'Open de Lyon', screen: 'route-ecran' },
    {
      path: `/tournois/${ids.closed}/resultats`,
      title: 'Ligue de printemps',
      screen: 'route-tournoi-resultats',
    },
    {
      path: `/joueurs/${me!.user_id}`,
      title: `Statistiques de ${me!.pseudo}`,
      screen: 'route-joueur',
      chart: 'Parties par place',
    },
    { path: '/joueurs/inconnu', title: 'Joueur introuvable', screen: 'route-joueur-inconnu' },
    { path: '/nulle-part', title: 'Mon compte', screen: 'route-inconnue', url: /\/$/ },
  ];
  for (const route of routes) {
    await page.goto(route.path);
    if (route.url) await expect(page).toHaveURL(route.url);
    await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeAttached();
    if (route.chart)
      await expect(page.getByRole('img', { name: new RegExp(`^${route.chart}`) })).toBeVisible();
    await checkScreen(page, route.screen);
    pageTexts.push({ route: route.path, text: await renderedText(page) });
  }
});

for (const rule of TYPOGRAPHY_RULES) {
  test(`typographie : ${rule.name}`, () => {
    expect(pageTexts.length, 'le test des routes a lu chaque page').toBeGreaterThan(20);
    const faults = pageTexts.flatMap(({ route, text }) =>
      faultsOf(rule, text).map((fault) => `${route} : ${fault}`),
    );
    expect(faults).toEqual([]);
  });
}
