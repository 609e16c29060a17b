import { beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { twoHandTenhouGame } from '@mj/online-logs/test/two-hand-game';
import { ROSTER, withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';

const server = withRealServer();

let roster: Player[];
beforeAll(async () => {
  roster = await server().signUpAll(ROSTER);
});
const alice = () => roster[0]!;

/** The shared two-hand Tenhou log (a ron, a tsumo) under these names and this game id. */
const log = (names: string[], ref: string) => twoHandTenhouGame({ names, ref });

async function open() {
  const user = userEvent.setup({ delay: null });
  renderApp('/importer-partie', { preloadedState: alice().session });
  await screen.findByLabelText('Journal de la partie');
  return { user };
}

async function readLog(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText('Journal de la partie'));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Lire le journal' }));
}

describe('/importer-partie', () => {
  it('reads a log, suggests players by pseudo (then as last time), imports it once; the game says where it comes from', async () => {
    const { user } = await open();
    await readLog(user, log(['Alice', 'bruno', 'Chloé', 'Zed'], '2024031518gm-0009-0000-7a7a7a7a'));
    // What the log says, before anyone is chosen: its platform and id, rules, final scores, red fives.
    expect(
      await screen.findByText(/Partie Tenhou 2024031518gm-0009-0000-7a7a7a7a · 2 tours/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Règles/)).toHaveTextContent('Tenhou');
    expect(screen.getByText('Zed').parentElement).toHaveTextContent('Zed · 33 000');
    expect(screen.getByText(/cinq rouges/)).toBeInTheDocument();
    // Alice, Bruno (whatever the case) and Chloé are suggested; Zed is nobody's pseudo.
    expect(screen.getByRole('button', { name: 'Retirer Bruno pour bruno' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer la partie' })).toBeDisabled();
    await user.type(screen.getByLabelText('Joueur pour Zed'), 'Dav');
    await user.click(screen.getByRole('button', { name: 'Choisir pour Zed David' }));
    await user.click(screen.getByRole('button', { name: 'Importer la partie' }));
    expect(await screen.findByRole('heading', { name: 'Résultats de la partie' })).toBeInTheDocument();
    expect(screen.getByText(/Importée de Tenhou \(2024031518gm-0009-0000-7a7a7a7a\)/)).toBeInTheDocument();
    cleanup();

    // Again: Zed was David last time on this device; the game is already there.
    const again = await open();
    await readLog(again.user, log(['Alice', 'bruno', 'Chloé', 'Zed'], '2024031518gm-0009-0000-7a7a7a7a'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette partie a déjà été importée.');
    expect(screen.getByRole('link', { name: 'Voir la partie' })).toBeInTheDocument();
    cleanup();

    // Another game of the same table (other seats): Zed is suggested as David.
    const other = await open();
    await readLog(other.user, log(['Zed', 'Alice', 'bruno', 'Chloé'], '2024031518gm-0009-0000-7c7c7c7c'));
    expect(await screen.findByRole('button', { name: 'Retirer David pour Zed' })).toBeInTheDocument();
  });

  it('says in French why a text is not a game, and reads a chosen file', async () => {
    const { user } = await open();
    await readLog(user, 'bonjour');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce texte n’est pas une partie reconnue (Tenhou, Mahjong Soul ou mjai).',
    );
    const file = new File(
      [log(['Alice', 'Bruno', 'Chloé', 'David'], '2024031518gm-0009-0000-7b7b7b7b')],
      'partie.json',
      {
        type: 'application/json',
      },
    );
    await user.upload(screen.getByLabelText('Ou choisis un fichier'), file);
    // The file is read, then its text is the log.
    await waitFor(() =>
      expect((screen.getByLabelText('Journal de la partie') as HTMLTextAreaElement).value).toContain(
        '7b7b7b7b',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Lire le journal' }));
    expect(await screen.findByRole('button', { name: 'Retirer David pour David' })).toBeInTheDocument();
  });
});
