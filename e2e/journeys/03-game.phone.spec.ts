/**
 * Journey 3: a game at the table, on a phone. Four players are found by search and seated by drag and
 * drop and by the Est button; a ron, a tsumo with riichi, a draw with tenpai players and a chombo are
 * recorded, and after each one the board must show what docs/rules-classic.md gives (worked out by hand
 * below, not by the domain package, so that the app is checked against the rulebook). Then a ron with
 * honba and a stick on the table, its undo (deltas for 5 seconds), the finish (final scores once), and
 * the game under Terminées with its results.
 */
import type { Locator } from '@playwright/test';
import { checkScreen, expect, logIn, registerAccounts, shown, test } from '../support/fixtures';
import {
  board,
  boardDeltas,
  expectBoard,
  fillRound,
  playRound,
  seat,
  validateButton,
} from '../support/table';

test('partie tour par tour : sièges, ron, tsumo riichi, tenpai, chombo, annulation, fin', async ({
  page,
  request,
}) => {
  const [me, b, c, d] = await registerAccounts(request, ['Aka', 'Bai', 'Chun', 'Dora']);
  const [A, B, C, D] = [me!.pseudo, b!.pseudo, c!.pseudo, d!.pseudo];
  await logIn(page, A);

  // Dashboard → mode choice → turn-by-turn entry.
  await page.getByRole('link', { name: 'Créer une partie' }).click();
  await expect(page).toHaveURL(/\/choose-party-mode$/);
  await checkScreen(page, 'choose-party-mode');
  await page.getByRole('link', { name: /Saisie tour par tour/ }).click();
  await expect(page).toHaveURL(/\/create-party$/);

  // Search and add four players: A, B, C, D in that order.
  const search = page.getByLabel('Rechercher un joueur');
  for (const pseudo of [A, B, C, D]) {
    await search.fill(pseudo.slice(0, -2)); // part of the pseudo, any case would do
    await page.getByRole('button', { name: `Ajouter ${pseudo}` }).click();
  }
  const seats = page.getByRole('list', { name: 'Places autour de la table' }).getByRole('listitem');
  const expectSeats = async (order: string[]) => {
    const winds = ['Est', 'Sud', 'Ouest', 'Nord'];
    await expect(seats).toHaveText(order.map((pseudo, index) => new RegExp(`${winds[index]}\\s*${pseudo}`)));
  };
  await expectSeats([A, B, C, D]);

  // Drag D onto the first seat: D, A, B, C. With the drag handle's keyboard sensor (space lifts, arrows
  // move, space drops): a pointer drag measured from bounding boxes dropped one seat short whenever the
  // page scrolled under the sticky header during the drag.
  const handle = page.getByRole('button', { name: `Déplacer ${D}` });
  await handle.focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expectSeats([D, A, B, C]);

  // B to the East: the order around the table is kept, B deals. Final seats: B, C, D, A.
  await page.getByRole('button', { name: `${B} à l’Est (dealer)` }).click();
  await expectSeats([B, C, D, A]);
  await checkScreen(page, 'create-party');

  await page.getByRole('button', { name: 'Créer la partie' }).click();
  await expect(page).toHaveURL(/\/add-tour\/[^/]+$/);
  const scores = { [B]: 30000, [C]: 30000, [D]: 30000, [A]: 30000 };
  await expectBoard(page, { hand: 'Est - 1', wind: 'Est', honba: 0, riichi: 0, dealer: B, scores });
  // Read once the board is there: while the game loads, the heading says « Partie ».
  const gameName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await checkScreen(page, 'add-tour');

  // 1. Ron: C (non-dealer) on D's discard, 3 han 30 fu. Base 30 × 2^5 = 960; 4 × 960 = 3840 → 3900.
  //    Only a non-dealer won: the deal passes to C (Est - 2), honba back to 0.
  await playRound(page, { type: 'Ron', winners: [{ pseudo: C, han: 3, fu: 30 }], loser: D });
  Object.assign(scores, { [C]: 33900, [D]: 26100 });
  await expectBoard(page, { hand: 'Est - 2', wind: 'Est', honba: 0, riichi: 0, dealer: C, scores });

  // 2. Tsumo by the dealer C, 2 han 30 fu, riichi by C and A. Base 30 × 2^4 = 480; each pays
  //    2 × 480 = 960 → 1000. C takes back its stick and A's: C +3000 + 1000, A −1000 − 1000.
  //    The dealer won: same dealer, honba 1, sticks 0.
  await fillRound(page, { type: 'Tsumo', winner: { pseudo: C, han: 2, fu: 30 }, riichi: [C, A] });
  const preview = page.getByRole('region', { name: 'Aperçu du règlement' });
  await expect(preview.getByRole('listitem').filter({ hasText: C })).toContainText('reçoit');
  await validateButton(page).click();
  await expect(preview).toHaveCount(0);
  Object.assign(scores, { [B]: 29000, [C]: 37900, [D]: 25100, [A]: 28000 });
  await expectBoard(page, { hand: 'Est - 2', wind: 'Est', honba: 1, riichi: 0, dealer: C, scores });

  // 3. Exhaustive draw, B and D tenpai, D in riichi: 3000 from the two noten, +1500 / −1500 each;
  //    D's stick stays on the table. The dealer C is noten: the deal passes to D, honba 2, sticks 1.
  await playRound(page, { type: 'Tenpai', tenpai: [B, D], riichi: [D] });
  Object.assign(scores, { [B]: 30500, [C]: 36400, [D]: 25600, [A]: 26500 });
  await expectBoard(page, { hand: 'Est - 3', wind: 'Est', honba: 2, riichi: 1, dealer: D, scores });

  // 4. Chombo by A: nothing moves on the table; same dealer, honba and sticks (the −20000 comes at the end).
  await playRound(page, { type: 'Chombo', offender: A });
  await expectBoard(page, { hand: 'Est - 3', wind: 'Est', honba: 2, riichi: 1, dealer: D, scores });

  // 5. Ron by the dealer D on B, 1 han 30 fu: 6 × 240 = 1440 → 1500, + 2 honba × 300 = 2100 from B,
  //    + the stick on the table: D +3100, B −2100. The dealer won: honba 3, sticks 0.
  await playRound(page, { type: 'Ron', winners: [{ pseudo: D, han: 1, fu: 30 }], loser: B });
  await expectBoard(page, {
    hand: 'Est - 3',
    wind: 'Est',
    honba: 3,
    riichi: 0,
    dealer: D,
    scores: { ...scores, [D]: 28700, [B]: 28400 },
  });

  // Undo round 5: confirmation, then each player's change shown for 5 seconds, board back to round 4.
  await page.getByRole('button', { name: 'Annuler le dernier tour' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText(`Annuler le tour 5 : Ron de ${D} (1 han 30 fu) sur ${B} ?`);
  await checkScreen(page, 'add-tour-undo-confirm');
  await confirm.getByRole('button', { name: 'Annuler le tour' }).click();
  const undoneAt = Date.now();
  await expect(page.getByText('Dernier tour annulé.')).toBeVisible();
  // Read the four changes at once: they only stay 5 seconds, and this machine may be slow.
  const deltas = await boardDeltas(page);
  expect(deltas[D]).toMatch(shown(-3100, { signed: true }));
  expect(deltas[B]).toMatch(shown(2100, { signed: true }));
  // A and C did not move: no change, or a plain 0.
  expect([null, '0']).toContain(deltas[A]);
  expect([null, '0']).toContain(deltas[C]);
  await expect(board(page).locator('.board__delta')).toHaveCount(0, { timeout: 15_000 });
  const shownForMs = Date.now() - undoneAt;
  expect(shownForMs).toBeGreaterThanOrEqual(4500);
  expect(shownForMs).toBeLessThan(15_000);
  await expectBoard(page, { hand: 'Est - 3', wind: 'Est', honba: 2, riichi: 1, dealer: D, scores });

  // The history lists the four remaining rounds, and the undone one apart, with who undid it.
  await page.getByRole('button', { name: 'Historique' }).click();
  const history = page.getByRole('dialog', { name: 'Historique des tours' });
  const entries = history.locator('.history__entry:not(.history__entry--removed)');
  await expect(entries).toHaveCount(4);
  const removed = history.getByRole('region', { name: 'Tours retirés' }).locator('.history__entry');
  await expect(removed).toHaveCount(1);
  await expect(removed).toContainText(`Annulé par ${A}`);
  // Round 2 in the history: C +4000, A −2000, B and D −1000 each.
  const tsumo = entries.nth(1).locator('.history__deltas li');
  for (const [pseudo, change] of [
    [C, 4000],
    [A, -2000],
    [B, -1000],
    [D, -1000],
  ] as const) {
    await expect(tsumo.filter({ hasText: pseudo }).locator('.score')).toHaveText(
      shown(change, { signed: true }),
    );
  }
  await checkScreen(page, 'add-tour-history');
  await history.getByRole('button', { name: 'Fermer la fenêtre' }).click();

  // Finish: confirmation, then the final scores once. The stick on the table goes to first place (C).
  // Results (rules-classic §6): score − 30000 + uma (15000/5000/−5000/−15000) − 20000 per chombo.
  await page.getByRole('button', { name: 'Finir la partie' }).click();
  const finishDialog = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(finishDialog).toContainText('Finir la partie ? Cette action est définitive.');
  await finishDialog.getByRole('button', { name: 'Finir la partie' }).click();
  const finalScores = page.getByRole('dialog', { name: 'Scores finaux' });
  await expect(finalScores).toBeVisible();
  const expectedFinal = [
    { place: '1', pseudo: C, score: 37400, points: 22.4 }, // 36400 + 1000 stick; 7400 + 15000
    { place: '2', pseudo: B, score: 30500, points: 5.5 }, // 500 + 5000
    { place: '3', pseudo: A, score: 26500, points: -28.5 }, // −3500 − 5000 − 20000 (chombo)
    { place: '4', pseudo: D, score: 25600, points: -19.4 }, // −4400 − 15000
  ];
  const expectFinalTable = async (scope: Locator) => {
    const rows = scope.getByRole('row');
    await expect(rows).toHaveCount(expectedFinal.length + 1);
    for (const [index, row] of expectedFinal.entries()) {
      const cells = rows.nth(index + 1).getByRole('cell');
      await expect(rows.nth(index + 1).getByRole('rowheader')).toHaveText(row.pseudo);
      await expect(cells.first()).toHaveText(row.place);
      await expect(cells.nth(1)).toHaveText(shown(row.score));
      await expect(cells.last()).toHaveText(shown(row.points, { signed: true, decimals: 1 }));
    }
  };
  await expectFinalTable(finalScores);
  await checkScreen(page, 'add-tour-final-scores');
  await finalScores.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(finalScores).toHaveCount(0);
  await expect(page.getByText('Partie terminée')).toBeVisible();
  await expect(validateButton(page)).toBeDisabled();

  // Once: reopening the finished game does not show the overlay again.
  await page.reload();
  await expect(page.getByText('Partie terminée')).toBeVisible();
  await expect(seat(page, C).locator('.score').first()).toHaveText(shown(37400));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // My games: under Terminées, with its scores; its results open.
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Parties' })
    .click();
  await expect(page).toHaveURL(/\/mes-parties$/);
  await expect(page.getByText('Aucune partie en cours.')).toBeVisible();
  const finishedList = page.locator('h2:text-is("Terminées") + ul');
  const card = finishedList.getByRole('listitem').filter({ hasText: gameName }).first();
  await expect(card).toContainText('Terminée');
  for (const row of expectedFinal) {
    const player = card.getByRole('listitem').filter({ hasText: row.pseudo });
    await expect(player.locator('.score')).toHaveText(shown(row.score));
  }
  await checkScreen(page, 'mes-parties');
  await card.getByRole('link', { name: `Voir les résultats de ${gameName}` }).click();
  await expect(page).toHaveURL(/\/parties\/[^/]+\/resultats$/);
  await expect(page.getByRole('heading', { name: 'Résultats de la partie' })).toBeVisible();
  const ranking = page.getByRole('region', { name: 'Classement' });
  for (const row of expectedFinal) {
    const line = ranking.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row.pseudo }) });
    await expect(line.getByRole('cell').first()).toHaveText(row.place);
    await expect(line.getByRole('cell').last()).toHaveText(shown(row.points, { signed: true, decimals: 1 }));
  }
  await checkScreen(page, 'game-results');
});
