/**
 * Journey 13, the tournament half: its admin creates a tournament under « EMA 2025 » from the rules picker;
 * at one of its tables a non-dealer's 4 han 30 fu ron is a mangan (kiriage), in the settlement preview
 * and then on the board. Every figure is worked out by hand from docs/rules-classic.md, not by the domain.
 */
import { apiAs, checkScreen, expect, logIn, registerAccounts, shown, test } from '../support/fixtures';
import { boardDeltas, expectBoard, fillRound, seat, validateButton } from '../support/table';

test('tournoi en EMA 2025 : un ron 4 han 30 fu vaut 8 000 (kiriage), à l’aperçu et sur la table', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [admin, ...players] = await registerAccounts(request, ['Ema', 'Kir', 'Man', 'Gan', 'Pon']);
  const [A, B, C, D] = players.map((account) => account.pseudo) as [string, string, string, string];
  const name = `Open EMA ${admin!.pseudo.slice(-4)}`;
  await logIn(page, admin!.pseudo);

  // Creation through the form: name and four players.
  await page.getByRole('link', { name: 'Créer un tournoi' }).click();
  await expect(page).toHaveURL(/\/create-tournoi$/);
  await page.getByLabel('Nom du tournoi').fill(name);
  for (const player of players) {
    await page.getByLabel('Rechercher un joueur').fill(player.pseudo);
    await page.getByRole('button', { name: `Ajouter ${player.pseudo}` }).click();
  }

  // The rules picker: classic unless told otherwise; « EMA 2025 » states kiriage in its one-line summary.
  const rules = page.getByRole('group', { name: 'Règles', exact: true });
  await expect(rules).toHaveAccessibleDescription(/^Classique, départ 30\s000, uma 15\/5\/−5\/−15$/);
  await rules.getByLabel('Jeu de règles').selectOption({ label: 'EMA 2025' });
  await expect(rules).toHaveAccessibleDescription(/^EMA 2025, départ 30\s000, uma 15\/5\/−5\/−15, kiriage$/);
  await rules.getByRole('button', { name: 'Personnaliser' }).click();
  await expect(rules.getByLabel('Kiriage mangan (4 han 30 fu = mangan)')).toBeChecked();
  await expect(rules.getByLabel('Points de départ')).toHaveValue('30000');
  await checkScreen(page, 'create-tournoi-ema-2025-desktop');
  await page.getByRole('button', { name: 'Créer le tournoi' }).click();
  await expect(page).toHaveURL(/\/tournois\/[^/]+\/admin(\?.*)?$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^Règles\s:\sEMA 2025, départ 30\s000, uma 15\/5\/−5\/−15, kiriage/),
  ).toBeVisible();
  const tournamentId = /\/tournois\/([^/]+)\/admin(?:\?.*)?$/.exec(page.url())![1]!;

  // A table of the tournament through the API (journey 5 shows the draw): it plays the tournament's rules.
  // The admin enters its rounds from the desk, as tournament staff.
  const game = await apiAs<{ id: string }>(request, admin!, 'POST', '/api/parties/', {
    joueurs: players.map((account) => account.user_id),
    tournois_id: tournamentId,
  });
  const stored = await apiAs<{ regles: unknown }>(request, admin!, 'GET', `/api/parties/${game.id}`);
  expect(stored.regles).toBe('ema-2025');
  await page.goto(`/add-tour/${game.id}`);
  const scores = { [A]: 30000, [B]: 30000, [C]: 30000, [D]: 30000 };
  await expectBoard(page, { hand: 'Est - 1', wind: 'Est', honba: 0, riichi: 0, dealer: A, scores });

  // B (South, not the dealer) rons C with 4 han 30 fu. Base 30 × 2^6 = 1 920, which EMA 2016 pays as
  // 4 × 1 920 = 7 680 → 7 700; EMA 2025's kiriage rounds 1 920 up to a mangan (2 000): 4 × 2 000 = 8 000.
  await fillRound(page, { type: 'Ron', winners: [{ pseudo: B, han: 4, fu: 30 }], loser: C });
  const preview = page.getByRole('region', { name: 'Aperçu du règlement' });
  const line = (pseudo: string) => preview.getByRole('listitem').filter({ hasText: pseudo });
  await expect(line(B)).toContainText('reçoit');
  await expect(line(B).locator('.score')).toHaveText(shown(8000, { signed: true }));
  await expect(line(C)).toContainText('paie');
  await expect(line(C).locator('.score')).toHaveText(shown(-8000, { signed: true }));
  await expect(line(A)).toContainText('inchangé');
  await expect(line(D)).toContainText('inchangé');
  // The board shows the same preview beside the two seats.
  await expect(seat(page, B).locator('.board__delta')).toHaveText(shown(8000, { signed: true }));
  await expect(seat(page, C).locator('.board__delta')).toHaveText(shown(-8000, { signed: true }));
  await checkScreen(page, 'add-tour-ema-2025-kiriage-desktop');

  // Validated: the board shows the server's settlement for a few seconds, read at once as journey 3 does.
  await validateButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tour 1 enregistré.' })).toBeVisible();
  const deltas = await boardDeltas(page);
  expect(deltas[B]).toMatch(shown(8000, { signed: true }));
  expect(deltas[C]).toMatch(shown(-8000, { signed: true }));
  expect(deltas[A]).toBeNull();
  expect(deltas[D]).toBeNull();
  // 30 000 + 8 000 and 30 000 − 8 000; only a non-dealer won: the deal passes to B.
  Object.assign(scores, { [B]: 38000, [C]: 22000 });
  await expectBoard(page, { hand: 'Est - 2', wind: 'Est', honba: 0, riichi: 0, dealer: B, scores });

  // The history keeps the round as typed, with the mangan it was paid.
  await page.getByRole('button', { name: 'Historique' }).click();
  const history = page.getByRole('dialog', { name: 'Historique des tours' });
  const entry = history.locator('.history__entry').first();
  await expect(entry).toContainText(`Ron de ${B} (4 han 30 fu) sur ${C}`);
  const changes = entry.locator('.history__deltas li');
  await expect(changes.filter({ hasText: B }).locator('.score')).toHaveText(shown(8000, { signed: true }));
  await expect(changes.filter({ hasText: C }).locator('.score')).toHaveText(shown(-8000, { signed: true }));
});
