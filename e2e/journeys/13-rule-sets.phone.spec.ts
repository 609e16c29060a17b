/**
 * Journey 13, the casual half: a game between friends created under « M-League » from the rules picker.
 * Everybody starts at 25 000; a ron (one winner only: atamahane) and a tsumo; then « Finir la partie »,
 * and the points after the return score, the oka and M-League's uma on the final scores and the results.
 * Every figure is worked out by hand from docs/rules-classic.md, not by the domain.
 */
import type { Locator, Page } from '@playwright/test';
import { checkScreen, expect, logIn, registerAccounts, rowOf, shown, test } from '../support/fixtures';
import { expectBoard, handLabel, playRound, validateButton } from '../support/table';

/** Chips are labels around a visually hidden radio: a player taps the label. */
async function tap(choice: Locator): Promise<void> {
  await choice.locator('xpath=ancestor::label[1]').click();
  await expect(choice).toBeChecked();
}

const group = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

test('partie libre en M-League : départ 25 000, oka et uma dans les points', async ({ page, request }) => {
  // About 50 s on the shared 2-core machine, with four screen checks: room above the 90 s default.
  test.setTimeout(120_000);
  const [me, b, c, d] = await registerAccounts(request, ['Mle', 'Oka', 'Uma', 'Ura']);
  const [A, B, C, D] = [me!.pseudo, b!.pseudo, c!.pseudo, d!.pseudo];
  await logIn(page, A);

  // A game entered round by round: four players in seat order, A deals first.
  await page.getByRole('link', { name: 'Créer une partie' }).click();
  await page.getByRole('link', { name: /Saisie tour par tour/ }).click();
  await expect(page).toHaveURL(/\/create-party$/);
  for (const pseudo of [A, B, C, D]) {
    await page.getByLabel('Rechercher un joueur').fill(pseudo);
    await page.getByRole('button', { name: `Ajouter ${pseudo}` }).click();
  }
  await expect(page.getByRole('heading', { name: 'Joueurs (4/4)' })).toBeVisible();

  // The rules picker: M-League's summary names its start, return, uma, kiriage and atamahane.
  const rules = page.getByRole('group', { name: 'Règles', exact: true });
  await rules.getByLabel('Jeu de règles').selectOption({ label: 'M-League' });
  await expect(rules).toHaveAccessibleDescription(
    /^M-League, départ 25\s000, retour 30\s000, uma 30\/10\/−10\/−30, kiriage, atamahane$/,
  );
  await checkScreen(page, 'create-party-m-league');
  await page.getByRole('button', { name: 'Créer la partie' }).click();
  await expect(page).toHaveURL(/\/add-tour\/[^/]+$/);
  const scores = { [A]: 25000, [B]: 25000, [C]: 25000, [D]: 25000 };
  await expectBoard(page, { hand: 'Est - 1', wind: 'Est', honba: 0, riichi: 0, dealer: A, scores });

  // 1. Est 1: B rons C, 4 han 30 fu. Atamahane: the form offers one winner (« Gagnant », a radio).
  //    Base 30 × 2^6 = 1 920, rounded up to a mangan by kiriage: 4 × 2 000 = 8 000. The deal passes to B.
  await tap(group(page, 'Fin du tour').getByRole('radio', { name: 'Ron', exact: true }));
  await expect(group(page, 'Gagnants')).toHaveCount(0);
  await tap(group(page, 'Gagnant').getByRole('radio', { name: B, exact: true }));
  await tap(group(page, 'Perdant').getByRole('radio', { name: C, exact: true }));
  await page.getByLabel(handLabel('Han', B)).selectOption('4');
  await page.getByLabel(handLabel('Fu', B)).selectOption('30');
  const preview = page.getByRole('region', { name: 'Aperçu du règlement' });
  await expect(preview.getByRole('listitem').filter({ hasText: B }).locator('.score')).toHaveText(
    shown(8000, { signed: true }),
  );
  await checkScreen(page, 'add-tour-m-league');
  await validateButton(page).click();
  await expect(group(page, 'Fin du tour').getByRole('radio', { checked: true })).toHaveCount(0);
  Object.assign(scores, { [B]: 33000, [C]: 17000 });
  await expectBoard(page, { hand: 'Est - 2', wind: 'Est', honba: 0, riichi: 0, dealer: B, scores });

  // 2. Est 2: D tsumo 3 han 30 fu. Base 30 × 2^5 = 960: the dealer B pays 2 × 960 = 1 920 → 2 000,
  //    A and C 960 → 1 000 each; D +4 000. The deal passes to C.
  await playRound(page, { type: 'Tsumo', winner: { pseudo: D, han: 3, fu: 30 } });
  Object.assign(scores, { [A]: 24000, [B]: 31000, [C]: 16000, [D]: 29000 });
  await expectBoard(page, { hand: 'Est - 3', wind: 'Est', honba: 0, riichi: 0, dealer: C, scores });

  // Finish. The scores sum to 4 × 25 000 = 100 000 and no stick is left on the table. M-League points
  // (rules-classic §6): (score − 30 000 return + uma 30 000/10 000/−10 000/−30 000, + the oka
  // 4 × (30 000 − 25 000) = 20 000 to first) ÷ 1 000.
  const expected = [
    { place: '1', pseudo: B, score: 31000, uma: 30, points: 51 }, // 1 000 + 30 000 + 20 000
    { place: '2', pseudo: D, score: 29000, uma: 10, points: 9 }, // −1 000 + 10 000
    { place: '3', pseudo: A, score: 24000, uma: -10, points: -16 }, // −6 000 − 10 000
    { place: '4', pseudo: C, score: 16000, uma: -30, points: -44 }, // −14 000 − 30 000
  ];
  await page.getByRole('button', { name: 'Finir la partie' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmation' })
    .getByRole('button', { name: 'Finir la partie' })
    .click();
  const finalScores = page.getByRole('dialog', { name: 'Scores finaux' });
  for (const row of expected) {
    const cells = rowOf(finalScores.getByRole('table'), row.pseudo).getByRole('cell');
    await expect(cells.first()).toHaveText(row.place);
    await expect(cells.nth(1)).toHaveText(shown(row.score));
    await expect(cells.last()).toHaveText(shown(row.points, { signed: true, decimals: 1 }));
  }
  await checkScreen(page, 'add-tour-m-league-final-scores');
  await finalScores.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(page.getByText('Partie terminée')).toBeVisible();

  // The results page: the same places and points with the uma apart, and the formula of these rules.
  await page.getByRole('link', { name: 'Voir les résultats' }).click();
  await expect(page).toHaveURL(/\/parties\/[^/]+\/resultats$/);
  const ranking = page.getByRole('region', { name: 'Classement' });
  for (const row of expected) {
    const cells = rowOf(ranking, row.pseudo).getByRole('cell');
    await expect(cells.first()).toHaveText(row.place);
    await expect(cells.nth(1)).toHaveText(shown(row.score));
    await expect(cells.nth(2)).toHaveText(shown(row.uma, { signed: true, decimals: 1 }));
    await expect(cells.last()).toHaveText(shown(row.points, { signed: true, decimals: 1 }));
  }
  await expect(page.getByText(/^Points = /)).toHaveText(
    /^Points = \(score final −\s30\s000 \+\suma \+\soka de\s20\s000 au premier −\s20\s000 par chombo\) ÷\s1\s000\.$/,
  );
  await checkScreen(page, 'game-results-m-league');
});
