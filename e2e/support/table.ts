/**
 * The round entry screen (/add-tour/{id}) as a player uses it: fill a round through the form, and read
 * the board (hand label, wind, honba, sticks, dealer, scores) as it is shown.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, shown } from './fixtures';

/** « Han de Bruno », « Score d’Oka… »: French elides « de » before a vowel, either form is the player's. */
export const handLabel = (what: string, pseudo: string) =>
  new RegExp(`^${what} (de |d’)${pseudo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

interface Hand {
  pseudo: string;
  han: number;
  fu: number;
}

export type RoundInput =
  | { type: 'Ron'; winners: Hand[]; loser: string; riichi?: string[] }
  | { type: 'Tsumo'; winner: Hand; riichi?: string[] }
  /** An empty `tenpai` is the all-noten draw. */
  | { type: 'Tenpai'; tenpai: string[]; riichi?: string[] }
  | { type: 'Chombo'; offender: string };

const group = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });

/** Chips are labels around a visually hidden radio or checkbox: a player taps the label. */
async function tick(choice: Locator): Promise<void> {
  if (await choice.isChecked()) return;
  await choice.locator('xpath=ancestor::label[1]').click();
  await expect(choice).toBeChecked();
}

async function handValue(page: Page, hand: Hand): Promise<void> {
  await page.getByLabel(handLabel('Han', hand.pseudo)).selectOption(String(hand.han));
  await page.getByLabel(handLabel('Fu', hand.pseudo)).selectOption(String(hand.fu));
}

/** Fills the form (victory type first: choosing it resets the rest), without validating. */
export async function fillRound(page: Page, round: RoundInput): Promise<void> {
  // « Tenpai » in the inputs is the draw, « Pioche épuisée » in the form.
  const label = round.type === 'Tenpai' ? 'Pioche épuisée' : round.type;
  await tick(group(page, 'Fin du tour').getByRole('radio', { name: label, exact: true }));
  switch (round.type) {
    case 'Ron':
      for (const winner of round.winners) {
        await tick(group(page, 'Gagnants').getByRole('checkbox', { name: winner.pseudo, exact: true }));
      }
      await tick(group(page, 'Perdant').getByRole('radio', { name: round.loser, exact: true }));
      for (const winner of round.winners) await handValue(page, winner);
      break;
    case 'Tsumo':
      await tick(group(page, 'Gagnant').getByRole('radio', { name: round.winner.pseudo, exact: true }));
      await handValue(page, round.winner);
      break;
    case 'Tenpai':
      // Nobody tenpai is its own choice (« Personne tenpai »), not four unticked players.
      if (round.tenpai.length === 0)
        await tick(page.getByRole('checkbox', { name: 'Personne tenpai', exact: true }));
      for (const pseudo of round.tenpai) {
        await tick(group(page, 'Joueurs tenpai').getByRole('checkbox', { name: pseudo, exact: true }));
      }
      break;
    case 'Chombo':
      await tick(group(page, 'Fautif').getByRole('radio', { name: round.offender, exact: true }));
      break;
  }
  if (round.type !== 'Chombo') {
    for (const pseudo of round.riichi ?? []) {
      await tick(group(page, 'Riichi').getByRole('checkbox', { name: pseudo, exact: true }));
    }
  }
}

/** Opens the game's round entry page and waits for its live stream to be open. */
export async function openGame(phone: Page, id: string): Promise<void> {
  const stream = phone.waitForResponse((response) =>
    response.url().endsWith(`/api/parties/${id}/evenements`),
  );
  await phone.goto(`/add-tour/${id}`);
  await stream;
}

export const validateButton = (page: Page) => page.getByRole('button', { name: 'Valider le tour' });

/** Fills and validates a round, then waits for the form to reset (the game was reloaded). */
export async function playRound(page: Page, round: RoundInput): Promise<void> {
  await fillRound(page, round);
  await validateButton(page).click();
  await expect(group(page, 'Fin du tour').getByRole('radio', { checked: true })).toHaveCount(0);
}

export interface BoardState {
  /** `Est - 1` … `Nord - 4`. */
  hand: string;
  wind: 'Est' | 'Sud' | 'Ouest' | 'Nord';
  honba: number;
  riichi: number;
  dealer: string;
  scores: Record<string, number>;
}

export const board = (page: Page) => page.getByRole('region', { name: 'Table' });

export const seat = (page: Page, pseudo: string) =>
  board(page).getByRole('article', { name: new RegExp(`^${pseudo},`) });

/**
 * Each seat's change as the board shows it after a round (pseudo → text, null when none), read in one
 * go: the changes only stay 5 seconds, and a slow machine must not see some of them gone.
 */
export async function boardDeltas(page: Page): Promise<Record<string, string | null>> {
  return Object.fromEntries(
    await board(page)
      .getByRole('article')
      .evaluateAll((seats) =>
        seats.map((el) => [
          (el.getAttribute('aria-label') ?? '').split(',')[0],
          el.querySelector('.board__delta')?.textContent ?? null,
        ]),
      ),
  ) as Record<string, string | null>;
}

/** The board shows exactly this state (each value as the player reads it). */
export async function expectBoard(page: Page, state: BoardState): Promise<void> {
  const table = board(page);
  await expect(table.locator('.board__hand')).toHaveText(state.hand);
  await expect(table.locator('.pill', { hasText: 'Vent' })).toHaveText(`Vent ${state.wind}`);
  await expect(table.locator('.pill', { hasText: 'Honba' })).toHaveText(`Honba ${state.honba}`);
  await expect(table.locator('.pill', { hasText: 'Riichi' })).toHaveText(`Riichi ${state.riichi}`);
  for (const [pseudo, score] of Object.entries(state.scores)) {
    const place = seat(page, pseudo);
    await expect(place.locator('.score').first()).toHaveText(shown(score));
    await expect(place).toHaveAccessibleName(pseudo === state.dealer ? /, donneur$/ : /^[^,]+, [A-Za-z]+$/);
  }
}

/**
 * The shared phone's case: the signed-in player enters `round` offline at game `id`, then signs out; the
 * round stays on the phone for them (the sign-out note says so) and the network comes back.
 */
export async function leaveRoundOffline(
  page: Page,
  context: BrowserContext,
  id: string,
  round: RoundInput,
): Promise<void> {
  await openGame(page, id);
  await context.setOffline(true);
  await playRound(page, round);
  await expect(page.getByText('1 tour en attente d’envoi', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(
    page.getByText('1 tour en attente d’envoi : il partira à ta prochaine connexion'),
  ).toBeVisible();
  await context.setOffline(false);
}
