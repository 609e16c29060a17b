/**
 * Journey 7: the installable app. The browser's own installability check passes (manifest
 * fields, icons, a service worker controlling the page); the app then starts and opens its pages with
 * the network cut, the data last seen shown with « Hors ligne — données du … »; a first visit that lost the
 * network before the worker registered gets it once the network is back, without a reload; a new deployment is
 * offered with « Nouvelle version disponible » and « Recharger » instead of replacing the running app.
 * The tests of this file run one after the other in one worker: the last one rewrites /sw.js as a new
 * deployment would, which any other page with the worker would notice.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiAs, expect, logIn, registerAccount, registerAccounts, test } from '../support/fixtures';
import { webDistDir } from '../support/paths';
import { controlled } from '../support/service-worker';

test.use({ serviceWorkers: 'allow' });

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

test('installable : manifeste, icônes et service worker, critères de Chromium', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  expect(new URL(await controlled(page)).pathname).toBe('/sw.js');

  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestUrl!)).json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Mahjong FR – parties et tournois',
    short_name: 'Mahjong FR',
    start_url: '/',
    display: 'standalone',
    lang: 'fr-FR',
    theme_color: '#0d3b2a',
    background_color: '#0d3b2a',
  });
  // Chrome's install criteria ask for 192 and 512 px icons; Android's adaptive icons for a maskable one.
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  for (const icon of pngs) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
  }
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  // The browser's own verdict (what decides whether it offers « Installer l'application »).
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are private windows, where Chromium never offers installation: about the
  // browser profile, not the app, so that one verdict is left aside.
  const aboutTheApp = installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
  expect(aboutTheApp).toEqual([]);
});

test('hors ligne, l’application démarre et ouvre ses pages depuis le service worker', async ({
  page,
  context,
  request,
}) => {
  const me = await registerAccount(request, 'Hors');
  await logIn(page, me.pseudo);
  await controlled(page);
  // Every file of the build is cached at install: the lazy page chunks too, not only those opened.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const shell = await caches.open(names.find((name) => name.startsWith('mj-app-'))!);
    return (await shell.keys()).map((entry) => new URL(entry.url).pathname);
  });
  expect(cached).toContain('/index.html');
  expect(
    cached.filter((file) => /^\/assets\/(my-tournaments|add-round|create-game)-.*\.js$/.test(file)),
  ).toHaveLength(3);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
  // A page never opened before, its code from the cache.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Tournois' })
    .click();
  await expect(page.getByRole('heading', { name: 'Mes tournois', level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('hors ligne, mes parties et la partie restent lisibles, marquées « Hors ligne — données du … »', async ({
  page,
  context,
  request,
}) => {
  const [me, b, c, d] = await registerAccounts(request, ['Lu', 'Mei', 'Nao', 'Oda']);
  const { id } = await apiAs<{ id: string }>(request, me!, 'POST', '/api/parties/', {
    joueurs: [me!.user_id, b!.user_id, c!.user_id, d!.user_id],
  });
  // The creation answers only the id: the game's name (« Partie du … ») comes with the game.
  const { nom } = await apiAs<{ nom: string }>(request, me!, 'GET', `/api/parties/${id}`);
  await logIn(page, me!.pseudo);
  await controlled(page);
  await page.goto('/mes-parties');
  await expect(page.getByRole('heading', { name: nom })).toBeVisible();
  await page.goto(`/add-tour/${id}`);
  await expect(page.getByRole('heading', { name: nom, level: 1 })).toBeVisible();
  const marker = page.getByText(/^Hors ligne — données du \d{1,2} [a-zéû]+\.?, \d{2}:\d{2}$/);
  await expect(marker).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: nom, level: 1 })).toBeVisible();
  await expect(marker).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Parties' })
    .click();
  await expect(page.getByRole('heading', { name: nom })).toBeVisible();
  await expect(marker).toBeVisible();

  // Back online: fresh answers, the marker goes.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: nom })).toBeVisible();
  await expect(marker).toHaveCount(0);
});

test('première visite : réseau coupé avant l’enregistrement du worker, il s’installe à son retour, sans recharger', async ({
  page,
  context,
}) => {
  // The worker registers 3 to 5 s after the first page's load, and installs from the network.
  const failed = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('Service worker non enregistré'),
    timeout: 30_000,
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await context.setOffline(true);
  await failed;
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // The network comes back while the app stays open (a tournament day without a reload).
  await context.setOffline(false);
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  await context.setOffline(false);
});

test('une nouvelle version est proposée, et prise seulement sur « Recharger »', async ({ page }) => {
  await page.goto('/login');
  const first = await controlled(page);
  const firstVersion = await page.evaluate(async () =>
    (await caches.keys()).find((name) => name.startsWith('mj-app-')),
  );

  // A new deployment: another build version in /sw.js (the server then sends the plain file).
  const dist = webDistDir();
  const swFile = path.join(dist, 'sw.js');
  const original = await readFile(swFile, 'utf8');
  const compressed = await Promise.all(
    ['sw.js.br', 'sw.js.gz'].map(async (name) => ({
      name,
      bytes: await readFile(path.join(dist, name)).catch(() => null),
    })),
  );
  try {
    await writeFile(
      swFile,
      original.replace(/const VERSION = "([0-9a-f]+)";/, 'const VERSION = "$1-nouvelle";'),
    );
    await Promise.all(compressed.map(({ name }) => rm(path.join(dist, name), { force: true })));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const prompt = page.getByRole('status').filter({ hasText: 'Nouvelle version disponible' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Nothing changed under the user's fingers: the page is still run by the first worker, whose files
    // stay beside the new ones until the switch.
    const both = await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('mj-app-')),
    );
    expect(both.sort()).toEqual([firstVersion!, `${firstVersion!}-nouvelle`]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(first);

    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Recharger' }).click()]);
    await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    const versions = await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('mj-app-')),
    );
    expect(versions).toEqual([`${firstVersion!}-nouvelle`]);
  } finally {
    await writeFile(swFile, original);
    await Promise.all(
      compressed.map(({ name, bytes }) => (bytes ? writeFile(path.join(dist, name), bytes) : undefined)),
    );
  }
});
