/**
 * What every journey shares: the server address from the global set-up, accounts made through the API,
 * signing in through the login screen, and the per-screen check (axe + phone screenshot).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { screenshotDir } from './paths';

export { expect };

export const test = base.extend<{ cspViolations: string[] }>({
  // Playwright reads the fixture's dependencies from this destructuring: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error(
        'E2E_BASE_URL manquant : lance la suite avec `pnpm test:e2e` (la mise en place démarre le serveur).',
      );
    await use(url);
  },
  // Every page of every test: a Content-Security-Policy violation fails the test (docs/reliability.md).
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`[csp] ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const watch = (page: Page) =>
        page.on('console', (message) => {
          const text = message.text();
          if (message.type() === 'error' && /^\[csp\]|Content Security Policy/.test(text))
            violations.push(`${page.url()} : ${text}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'violations de la Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export const PASSWORD = 'tuiles-2025';

/** A pseudo no other test of this run uses (the server keeps pseudos unique). */
export function newPseudo(prefix: string): string {
  return `${prefix}${randomBytes(3).toString('hex')}`;
}

export interface Account {
  user_id: string;
  pseudo: string;
  token: string;
}

/** Creates a local account through the API (POST /users/register), as another player would have. */
export async function registerAccount(request: APIRequestContext, prefix: string): Promise<Account> {
  const pseudo = newPseudo(prefix);
  const response = await request.post('/api/users/register', { data: { pseudo, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Account;
}

export async function registerAccounts(
  request: APIRequestContext,
  prefixes: readonly string[],
): Promise<Account[]> {
  const accounts: Account[] = [];
  for (const prefix of prefixes) accounts.push(await registerAccount(request, prefix));
  return accounts;
}

/** Signs in through the login screen and waits for the dashboard. */
export async function logIn(page: Page, pseudo: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Pseudo').fill(pseudo);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();
}

/**
 * The organiser at the desk beside the phones: a laptop's own browser context, signed in, on the
 * tournament's « Joueurs et inscriptions » step (its title `name` shown). Close `office` at the end.
 */
export async function organiserDesk(
  browser: Browser,
  baseURL: string | undefined,
  admin: Account,
  tournament: { id: string; name: string },
): Promise<{ office: BrowserContext; desk: Page }> {
  const office = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const desk = await office.newPage();
  await logIn(desk, admin.pseudo);
  await desk.goto(`/tournois/${tournament.id}/admin?etape=joueurs`);
  await expect(desk.getByRole('heading', { name: tournament.name, level: 1 })).toBeVisible();
  return { office, desk };
}

/** Calls the API as this account (for set-up the journey itself does not show). */
export async function apiAs<T>(
  request: APIRequestContext,
  account: Account,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${account.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${url} → ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/**
 * Lets lazy chunks, fonts and the first data settle. Bounded: a page that follows a live stream (a game, a
 * tournament) keeps a request open and never goes network-idle, which cost each check of such a page the
 * whole navigation timeout (30 s).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * The check every screen gets: no moderate, serious or critical axe-core violation, and at phone size no sideways
 * scrolling and a screenshot named after the screen in the output folder.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await settle(page);
  // A page still fetching its chunk shows only the spinner: its own heading says it has rendered (a
  // page without one would fail axe's page-has-heading-one below anyway).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  const results = await new AxeBuilder({ page }).analyze();
  // Moderate violations too (heading order, landmarks…): only the minor ones are left to judgement.
  const blocking = results.violations.filter((v) => v.impact !== 'minor' && v.impact !== null);
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes.map((node) => `  ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `axe-core sur ${name} (${page.url()})`).toEqual([]);
  const viewport = page.viewportSize();
  if (viewport && viewport.width <= 400) {
    // A phone page never scrolls sideways (a mobile browser would zoom out instead).
    const overflow = await page.evaluate((limit) => {
      // What the page scrolls is the scrolling element's width (the spec's check), culprits for the message.
      const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (el) => el.getBoundingClientRect().right > limit + 0.5 && el.closest('[class*="swiper"]') === null,
      );
      const describe = (el: HTMLElement) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
      const scrolling = document.scrollingElement ?? document.documentElement;
      return { width: scrolling.scrollWidth, culprits: wide.slice(-5).map(describe) };
    }, viewport.width);
    expect(
      overflow.width,
      `${name} déborde d'un téléphone de ${viewport.width} px : ${overflow.culprits.join(', ')}`,
    ).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: path.join(screenshotDir(), `${name}.png`), fullPage: true });
  }
}

/**
 * A number as the app shows it in fr-FR (`30 000`, `+3 100`, `-2 000`, `+22,4`), whatever the space
 * character Chromium's ICU uses for grouping.
 */
export function shown(value: number, { signed = false, decimals = 0 } = {}): RegExp {
  const sign = value < 0 ? '[-−]' : signed && value > 0 ? '\\+' : '';
  const [int = '0', frac] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  return new RegExp(`^${sign}${grouped}${frac ? `,${frac}` : ''}$`);
}

/** The table row whose row header is this player (ranking and final-score tables). */
export function rowOf(table: Locator, pseudo: string): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: pseudo, exact: true }) });
}
