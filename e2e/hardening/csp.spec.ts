/**
 * The Content-Security-Policy of the served app. Every test of the e2e run fails on any violation
 * (the `cspViolations` fixture of support/fixtures.ts); this file checks the policy itself and that the
 * guard does catch a violation (asserted on what it recorded, so a policy that stopped blocking fails here).
 */
import { expect, test } from '../support/fixtures';

test('la politique du serveur de test : pas de script en ligne, Firebase et l’émulateur seulement', async ({
  request,
}) => {
  const response = await request.get('/login');
  const policy = response.headers()['content-security-policy'] ?? '';
  const directives: Record<string, string[]> = Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
  expect(directives['script-src']).toEqual(["'self'", 'https://apis.google.com']);
  expect(directives['script-src-attr']).toEqual(["'none'"]);
  expect(directives['connect-src']).toContain("'self'");
  expect(directives['connect-src']!.filter((origin) => origin.startsWith('http://'))).toHaveLength(1);
  expect(policy).not.toContain('upgrade-insecure-requests');
  expect(policy).not.toContain("'unsafe-eval'");
});

test('le garde-fou attrape une violation (un script en ligne injecté)', async ({ page, cspViolations }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.appendChild(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  // The guard recorded the blocked inline script (the page's listener and Chromium's own console report)…
  await expect
    .poll(() => [...cspViolations])
    .toEqual(expect.arrayContaining([expect.stringMatching(/\[csp\] script-src(-elem)? inline$/)]));
  expect(cspViolations.every((violation) => /script/.test(violation))).toBe(true);
  // …and nothing else: the deliberate violation is taken out, so the fixture's own check sees none left.
  cspViolations.length = 0;
});

test('la référence de l’API (/api/docs) s’affiche sous la politique, sans aucun script', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: 'Mahjong FR — API' })).toBeVisible();
  // Each operation by its summary, and its details open on a click (a <details>, no script needed).
  const addRound = page.locator('#addRound');
  await expect(addRound.getByText('Ajouter un tour à une partie.')).toBeVisible();
  await addRound.getByText('Réponses').click();
  await expect(addRound.getByRole('heading', { name: '201' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sommaire' })
    .getByRole('link', { name: /GET \/api\/docs\/json/ })
    .click();
  await expect(page).toHaveURL(/#openapi$/);
  // The fixture fails the test on any CSP violation of the page.
});
