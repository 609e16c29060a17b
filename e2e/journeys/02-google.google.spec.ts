/**
 * Journey 2: Google sign-in against the Firebase Auth emulator. The popup needs Google's servers, so the
 * app (built with the emulator URL) signs in with an emulator credential for the identity the test sets;
 * the rest is the production path: the server verifies the emulator's ID token and creates the account.
 * If the emulator does not start, this test fails with its log (it never skips).
 */
import { randomBytes } from 'node:crypto';
import { waitForEmulator } from '../support/emulator';
import { apiAs, checkScreen, expect, registerAccount, test } from '../support/fixtures';

/** The emulator starts in about 11 s, far longer on a loaded machine. */
const EMULATOR_START_MS = 240_000;

interface ListedUser {
  user_id: string;
  pseudo: string;
}

test('connexion Google par l’émulateur : compte créé, session gardée, déconnexion de Firebase', async ({
  page,
  request,
}) => {
  test.setTimeout(EMULATOR_START_MS + 90_000);
  await waitForEmulator(EMULATOR_START_MS);

  const local = randomBytes(3).toString('hex');
  const identity = { sub: `google-${local}`, email: `mei.${local}@example.com` };
  // Without a display name the server takes the email's local part as pseudo (API contract).
  const expectedPseudo = `mei.${local}`;

  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Se connecter avec Google' });
  await expect(google).toBeEnabled();
  await page.evaluate((id) => {
    (window as { __mjEmulatorGoogleIdentity?: typeof id }).__mjEmulatorGoogleIdentity = id;
  }, identity);
  await google.click();

  // Signed in: the dashboard shows the email and the pseudo the server made.
  await expect(page).toHaveURL(/\/$/);
  const profile = page.getByRole('region', { name: 'Profil' });
  await expect(profile.getByText(identity.email, { exact: true })).toBeVisible();
  await expect(profile.getByText(expectedPseudo, { exact: true })).toBeVisible();
  await checkScreen(page, 'dashboard-google');

  // The account exists on the server: another player finds it in the user list.
  const other = await registerAccount(request, 'Hana');
  const users = await apiAs<ListedUser[]>(request, other, 'GET', '/api/users/users');
  expect(users.map((user) => user.pseudo)).toContain(expectedPseudo);

  // A reload keeps the session (Firebase restores the identity, the app syncs it again).
  await page.reload();
  await expect(profile.getByText(expectedPseudo, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Mes parties' }).click();
  await expect(page.getByRole('heading', { name: 'Mes parties' })).toBeVisible();
  await expect(page.getByText('Aucune partie en cours.')).toBeVisible();

  // Logout signs out of Firebase too: after a reload nothing signs the user back in.
  await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter avec Google' })).toBeEnabled();
  const firebaseUsers = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(0);
          const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAll();
          all.onsuccess = () =>
            resolve(
              all.result.filter((row: { fbase_key?: string }) => row.fbase_key?.includes('authUser')).length,
            );
          all.onerror = () => resolve(-1);
        };
      }),
  );
  expect(firebaseUsers, 'identité Firebase encore enregistrée après la déconnexion').toBe(0);
});
