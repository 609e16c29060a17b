/**
 * Journey 8: a whole hanchan entered on a phone, as a table plays it. Eight hands from Est 1
 * to Sud 4, one of them an all-noten draw; a mistake in the first round noticed three rounds later and
 * corrected from the history (preview of the change first); the end-of-hanchan prompt once Sud 4 is
 * played; « Finir la partie »; the results page with the corrected result. Every number is worked out by
 * hand from docs/rules-classic.md below, not by the domain package.
 */
import { apiAs, checkScreen, expect, logIn, registerAccounts, rowOf, shown, test } from '../support/fixtures';
import { expectBoard, fillRound, handLabel, playRound, validateButton } from '../support/table';

test('hanchan complet : pas de tenpai, correction trois tours plus tard, fin du hanchan, résultats', async ({
  page,
  request,
}) => {
  // Eight rounds, a correction and two screen checks: 1.1 to 1.6 min on the shared 2-core machine, past
  // the 90 s every journey gets. Playwright's marker for a long test (three times the limit), no retry.
  test.slow();
  const [me, b, c, d] = await registerAccounts(request, ['Ton', 'Nan', 'Sha', 'Pei']);
  const [A, B, C, D] = [me!.pseudo, b!.pseudo, c!.pseudo, d!.pseudo];
  // The game is set up through the API (journey 3 shows the seating screen): A deals first.
  const { id } = await apiAs<{ id: string }>(request, me!, 'POST', '/api/parties/', {
    joueurs: [me!.user_id, b!.user_id, c!.user_id, d!.user_id],
  });
  await logIn(page, A);
  await page.goto(`/add-tour/${id}`);
  const scores = { [A]: 30000, [B]: 30000, [C]: 30000, [D]: 30000 };
  await expectBoard(page, { hand: 'Est - 1', wind: 'Est', honba: 0, riichi: 0, dealer: A, scores });

  // 1. Est 1: B rons C, typed 1 han 30 fu (the mistake): 4 × 240 = 960 → 1000. The deal passes to B.
  await playRound(page, { type: 'Ron', winners: [{ pseudo: B, han: 1, fu: 30 }], loser: C });
  Object.assign(scores, { [B]: 31000, [C]: 29000 });
  await expectBoard(page, { hand: 'Est - 2', wind: 'Est', honba: 0, riichi: 0, dealer: B, scores });

  // 2. Est 2: exhaustive draw, nobody tenpai. Nobody pays; the deal passes to C with one more honba.
  await fillRound(page, { type: 'Tenpai', tenpai: [] });
  const preview = page.getByRole('region', { name: 'Aperçu du règlement' });
  await expect(preview).toContainText('Personne ne paie.');
  await validateButton(page).click();
  await expect(preview).toHaveCount(0);
  await expectBoard(page, { hand: 'Est - 3', wind: 'Est', honba: 1, riichi: 0, dealer: C, scores });

  // 3. Est 3: D tsumo 2 han 30 fu, 1 honba. Base 30 × 2^4 = 480: the dealer C pays 960 → 1000, A and B
  //    480 → 500; each adds 100 for the honba. D +2300, C −1100, A −600, B −600. The deal passes to D.
  await playRound(page, { type: 'Tsumo', winner: { pseudo: D, han: 2, fu: 30 } });
  Object.assign(scores, { [A]: 29400, [B]: 30400, [C]: 27900, [D]: 32300 });
  await expectBoard(page, { hand: 'Est - 4', wind: 'Est', honba: 0, riichi: 0, dealer: D, scores });

  // 4. Est 4: A rons B, 2 han 30 fu: 4 × 480 = 1920 → 2000. South 1, A deals again.
  await playRound(page, { type: 'Ron', winners: [{ pseudo: A, han: 2, fu: 30 }], loser: B });
  Object.assign(scores, { [A]: 31400, [B]: 28400 });
  await expectBoard(page, { hand: 'Sud - 1', wind: 'Sud', honba: 0, riichi: 0, dealer: A, scores });

  // Three rounds later the table notices: B's ron of round 1 was 2 han, not 1 (2000, not 1000).
  await page.getByRole('button', { name: 'Historique' }).click();
  const history = page.getByRole('dialog', { name: 'Historique des tours' });
  await expect(history.locator('.history__entry')).toHaveCount(4);
  await history.locator('.history__entry').first().getByRole('button', { name: 'Modifier' }).click();
  await expect(history).toHaveCount(0);
  await expect(page.getByText(`Correction du tour 1 : Ron de ${B} (1 han 30 fu) sur ${C}`)).toBeVisible();
  await page.getByLabel(handLabel('Han', B)).selectOption('2');
  // The preview: the round's new deltas, and each current score before → after the replay.
  const correction = page.getByRole('region', { name: 'Aperçu de la correction' });
  const line = (pseudo: string) => correction.getByRole('listitem').filter({ hasText: pseudo });
  await expect(line(B).locator('.score')).toHaveText(shown(2000, { signed: true }));
  await expect(line(C).locator('.score')).toHaveText(shown(-2000, { signed: true }));
  await expect(line(B).locator('.preview__scores')).toHaveText(/^score : 28\s400 → 29\s400$/);
  await expect(line(C).locator('.preview__scores')).toHaveText(/^score : 27\s900 → 26\s900$/);
  await expect(line(A).locator('.preview__scores')).toHaveText(/^score : 31\s400 → 31\s400$/);
  await checkScreen(page, 'add-tour-correction');
  await page.getByRole('button', { name: 'Enregistrer la correction' }).click();
  await expect(page.getByText('Tour 1 corrigé.')).toBeVisible();
  Object.assign(scores, { [B]: 29400, [C]: 26900 });
  await expectBoard(page, { hand: 'Sud - 1', wind: 'Sud', honba: 0, riichi: 0, dealer: A, scores });
  await page.getByRole('button', { name: 'Historique' }).click();
  const corrected = page
    .getByRole('dialog', { name: 'Historique des tours' })
    .locator('.history__entry')
    .first();
  await expect(corrected).toContainText(`Ron de ${B} (2 han 30 fu) sur ${C}`);
  await expect(corrected.locator('.history__meta')).toContainText(`corrigé par ${A}`);
  await page.getByRole('button', { name: 'Fermer la fenêtre' }).click();

  // 5–7. South 1 to 3: one 1 han 30 fu ron each (1000), always by a non-dealer: the deal moves on.
  await playRound(page, { type: 'Ron', winners: [{ pseudo: C, han: 1, fu: 30 }], loser: D });
  Object.assign(scores, { [C]: 27900, [D]: 31300 });
  await expectBoard(page, { hand: 'Sud - 2', wind: 'Sud', honba: 0, riichi: 0, dealer: B, scores });
  await playRound(page, { type: 'Ron', winners: [{ pseudo: D, han: 1, fu: 30 }], loser: A });
  Object.assign(scores, { [D]: 32300, [A]: 30400 });
  await expectBoard(page, { hand: 'Sud - 3', wind: 'Sud', honba: 0, riichi: 0, dealer: C, scores });
  await playRound(page, { type: 'Ron', winners: [{ pseudo: A, han: 1, fu: 30 }], loser: B });
  Object.assign(scores, { [A]: 31400, [B]: 28400 });
  await expectBoard(page, { hand: 'Sud - 4', wind: 'Sud', honba: 0, riichi: 0, dealer: D, scores });

  // 8. South 4: B rons C, 1000. The game leaves South 4: the app asks, nothing ends on its own.
  await playRound(page, { type: 'Ron', winners: [{ pseudo: B, han: 1, fu: 30 }], loser: C });
  Object.assign(scores, { [B]: 29400, [C]: 26900 });
  // Results (rules-classic §6): score − 30000 + uma 15000 / 5000 / −5000 / −15000, in thousands.
  const expectedFinal = [
    { place: '1', pseudo: D, score: 32300, points: 17.3 },
    { place: '2', pseudo: A, score: 31400, points: 6.4 },
    { place: '3', pseudo: B, score: 29400, points: -5.6 },
    { place: '4', pseudo: C, score: 26900, points: -18.1 },
  ];
  const prompt = page.getByRole('dialog', { name: 'Fin du hanchan' });
  await expect(prompt).toContainText('Le Sud 4 est joué');
  for (const row of expectedFinal) {
    const standing = rowOf(prompt.getByRole('table'), row.pseudo);
    await expect(standing.getByRole('cell').first()).toHaveText(row.place);
    await expect(standing.getByRole('cell').last()).toHaveText(
      shown(row.points, { signed: true, decimals: 1 }),
    );
  }
  await expect(prompt.getByRole('button', { name: 'Continuer en Ouest' })).toBeVisible();
  await checkScreen(page, 'add-tour-hanchan-end');
  await prompt.getByRole('button', { name: 'Finir la partie' }).click();

  const finalScores = page.getByRole('dialog', { name: 'Scores finaux' });
  await expect(finalScores).toBeVisible();
  for (const row of expectedFinal)
    await expect(rowOf(finalScores.getByRole('table'), row.pseudo).getByRole('cell').nth(1)).toHaveText(
      shown(row.score),
    );
  await finalScores.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(page.getByText('Partie terminée')).toBeVisible();

  // The results page shows the corrected result.
  await page.getByRole('link', { name: 'Voir les résultats' }).click();
  await expect(page).toHaveURL(new RegExp(`/parties/${id}/resultats$`));
  const ranking = page.getByRole('region', { name: 'Classement' });
  for (const row of expectedFinal) {
    const result = rowOf(ranking, row.pseudo);
    await expect(result.getByRole('cell').first()).toHaveText(row.place);
    await expect(result.getByRole('cell').last()).toHaveText(
      shown(row.points, { signed: true, decimals: 1 }),
    );
  }
  await expect(page.getByText(`Ron de ${B} (2 han 30 fu) sur ${C}`)).toBeVisible();
});
