/**
 * Journey 10: two phones at one table. Both show /add-tour of the same game; a round entered on
 * the first appears on the second within a second, without a reload and without the second phone
 * reading the game again: the game's live stream (GET /parties/{id}/evenements) brings it. Then the
 * other way round, and an undo. Scores settled by hand (docs/rules-classic.md sections 3–5).
 */
import type { Page } from '@playwright/test';
import { apiAs, expect, logIn, registerAccounts, test } from '../support/fixtures';
import { expectBoard, playRound } from '../support/table';

/** GETs of the game itself made by a page (what polling would do). */
function gameReads(page: Page, gameId: string): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/parties/${gameId}`)
      reads.push(request.url());
  });
  return reads;
}

test('deux téléphones à la même table : un tour saisi sur l’un apparaît sur l’autre', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const [me, b, c, d] = await registerAccounts(request, ['Uma', 'Vin', 'Wen', 'Xia']);
  const [A, B, C, D] = [me!.pseudo, b!.pseudo, c!.pseudo, d!.pseudo];
  const { id } = await apiAs<{ id: string }>(request, me!, 'POST', '/api/parties/', {
    joueurs: [me!.user_id, b!.user_id, c!.user_id, d!.user_id],
  });
  const second = await (await browser.newContext({ baseURL })).newPage();
  await logIn(page, A);
  await logIn(second, B);
  // Each page opens the game's stream once it has read the game: wait for both before the first write.
  const streamOf = (phone: Page) =>
    phone.waitForResponse((response) => response.url().endsWith(`/api/parties/${id}/evenements`));
  const streams = [streamOf(page), streamOf(second)];
  await page.goto(`/add-tour/${id}`);
  await second.goto(`/add-tour/${id}`);
  expect((await Promise.all(streams)).map((response) => response.status())).toEqual([200, 200]);
  const start = { hand: 'Est - 1', wind: 'Est' as const, honba: 0, riichi: 0, dealer: A };
  await expectBoard(second, { ...start, scores: { [A]: 30000, [B]: 30000, [C]: 30000, [D]: 30000 } });
  const secondReads = gameReads(second, id);
  const secondUrl = second.url();

  // 1. On the first phone: B rons A, 2 han 40 fu: 40 × 2^4 = 640, × 4 = 2560 → 2600. B deals next.
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith(`/parties/tours/${id}`),
  );
  await playRound(page, { type: 'Ron', winners: [{ pseudo: B, han: 2, fu: 40 }], loser: A });
  await answered;
  // Within a second of the first phone's answer, with no reload: the stream, not the 5 s polling.
  await expect(second.locator('.board__hand')).toHaveText('Est - 2', { timeout: 1000 });
  const afterFirst = { [A]: 27400, [B]: 32600, [C]: 30000, [D]: 30000 };
  await expectBoard(second, { ...start, hand: 'Est - 2', dealer: B, scores: afterFirst });
  expect(second.url()).toBe(secondUrl);
  expect(secondReads).toEqual([]);

  // 2. On the second phone: C tsumo 1 han 30 fu, B deals: dealer pays 2 × 240 = 480 → 500, others 300.
  //    C +1100, B −500, A and D −300; the deal passes to C.
  await playRound(second, { type: 'Tsumo', winner: { pseudo: C, han: 1, fu: 30 } });
  const afterSecond = { [A]: 27100, [B]: 32100, [C]: 31100, [D]: 29700 };
  await expectBoard(page, { ...start, hand: 'Est - 3', dealer: C, scores: afterSecond });

  // 3. Undo on the first phone: the second goes back to the board after round 1.
  await page.getByRole('button', { name: 'Annuler le dernier tour' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmation' })
    .getByRole('button', { name: 'Annuler le tour' })
    .click();
  await expectBoard(second, { ...start, hand: 'Est - 2', dealer: B, scores: afterFirst });
  expect(secondReads).toEqual([]);
  await second.context().close();
});
