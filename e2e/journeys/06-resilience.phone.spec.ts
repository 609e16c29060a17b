/**
 * Journey 6: resilience, on a server of its own with an on-disk database (so that a restart keeps the
 * data). The server stops during round entry: the spec's French fallback is shown, the entry is kept,
 * and once the server is back the round is recorded with nothing lost. A double click on validate
 * records one round. An expired session returns to /login.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiAs, expect, logIn, registerAccounts, test as base } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';
import { expectBoard, fillRound, playRound, validateButton } from '../support/table';

interface OwnServer {
  current: () => RunningServer;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
}

const test = base.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // Playwright reads the fixture's dependencies from this destructuring: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mahjong-e2e-'));
      const options = { dataDir: path.join(dataDir, 'db'), jwtSecret: randomBytes(32).toString('base64url') };
      let server = await startServer({ ...options, logName: 'server-resilience.log' });
      const port = server.port;
      let running = true;
      await use({
        current: () => server,
        stop: async () => {
          await server.stop();
          running = false;
        },
        // Same data, same secret, same port: the open page talks to the new process.
        restart: async () => {
          server = await startServer({ ...options, port, logName: 'server-resilience.log' });
          running = true;
        },
      });
      if (running) await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.current().url),
});

interface Rounds {
  tours: unknown[];
}

test('coupure du serveur pendant la saisie, double validation, session expirée', async ({
  page,
  request,
  ownServer,
}) => {
  test.setTimeout(180_000);
  const [me, b, c, d] = await registerAccounts(request, ['Oto', 'Pia', 'Quan', 'Ryo']);
  const [A, B, C, D] = [me!.pseudo, b!.pseudo, c!.pseudo, d!.pseudo];
  const { id } = await apiAs<{ id: string }>(request, me!, 'POST', '/api/parties/', {
    joueurs: [me!.user_id, b!.user_id, c!.user_id, d!.user_id],
  });
  await logIn(page, A);
  await page.goto(`/add-tour/${id}`);

  // A first round, recorded normally: B rons A, 1 han 30 fu → 1000.
  await playRound(page, { type: 'Ron', winners: [{ pseudo: B, han: 1, fu: 30 }], loser: A });
  const afterFirst = { [A]: 29000, [B]: 31000, [C]: 30000, [D]: 30000 };
  await expectBoard(page, {
    hand: 'Est - 2',
    wind: 'Est',
    honba: 0,
    riichi: 0,
    dealer: B,
    scores: afterFirst,
  });

  // The server stops while the next round is being entered: the round waits on the phone, the
  // board moves at once. C tsumo 1 han 30 fu (C is not the dealer): dealer B pays 500, A and D 300 each.
  const tsumo = { type: 'Tsumo', winner: { pseudo: C, han: 1, fu: 30 } } as const;
  await fillRound(page, tsumo);
  await ownServer.stop();
  await validateButton(page).click();
  const waiting = page.getByText('1 tour en attente d’envoi', { exact: true });
  await expect(waiting).toBeVisible();
  const afterSecond = { [A]: 28700, [B]: 30500, [C]: 31100, [D]: 29700 };
  await expectBoard(page, {
    hand: 'Est - 3',
    wind: 'Est',
    honba: 0,
    riichi: 0,
    dealer: C,
    scores: afterSecond,
  });

  // Back up: the waiting round is sent (tried every 10 s) and recorded once; the first round is still there.
  await ownServer.restart();
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await expectBoard(page, {
    hand: 'Est - 3',
    wind: 'Est',
    honba: 0,
    riichi: 0,
    dealer: C,
    scores: afterSecond,
  });
  await expect(page.getByText("Erreur lors de l'ajout du tour.")).toHaveCount(0);
  expect(
    (await apiAs<Rounds>(request, me!, 'GET', `/api/parties/tours/${id}/tours?compact=true`)).tours,
  ).toHaveLength(2);

  // A double click on validate records one round: D rons A, 1 han 30 fu → 1000.
  await fillRound(page, { type: 'Ron', winners: [{ pseudo: D, han: 1, fu: 30 }], loser: A });
  await validateButton(page).dblclick();
  const afterThird = { ...afterSecond, [A]: 27700, [D]: 30700 };
  await expectBoard(page, {
    hand: 'Est - 4',
    wind: 'Est',
    honba: 0,
    riichi: 0,
    dealer: D,
    scores: afterThird,
  });
  await page.reload();
  await expectBoard(page, {
    hand: 'Est - 4',
    wind: 'Est',
    honba: 0,
    riichi: 0,
    dealer: D,
    scores: afterThird,
  });
  expect(
    (await apiAs<Rounds>(request, me!, 'GET', `/api/parties/tours/${id}/tours?compact=true`)).tours,
  ).toHaveLength(3);

  // An expired session (the stored token no longer valid): the next call returns to /login.
  await page.evaluate(() => localStorage.setItem('mahjong.token', 'jeton-expire'));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
});
