import { beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROSTER, withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';

const server = withRealServer();

let roster: Player[];
beforeAll(async () => {
  roster = await server().signUpAll(ROSTER);
});
const alice = () => roster[0]!;

/** Two hands of a Tenhou game as tenhou.net/6 JSON (packages/online-logs/test/README.md): a ron, a tsumo. */
function log(names: string[], ref: string): string {
  const seats = (riichi: number[]) =>
    [0, 1, 2, 3].flatMap((seat) => [[], [], riichi.includes(seat) ? [11, 'r12'] : [11]]);
  return JSON.stringify({
    name: names,
    rule: { disp: '般南喰赤', aka: 1 },
    ref,
    log: [
      [
        [0, 0, 0],
        [25000, 25000, 25000, 25000],
        [],
        [],
        ...seats([1]),
        ['和了', [0, 4900, -3900, 0], [1, 2, 1, '30符3飜3900点', '立直(1飜)', 'ドラ(2飜)']],
      ],
      [
        [1, 0, 0],
        [25000, 28900, 21100, 25000],
        [],
        [],
        ...seats([]),
        ['和了', [-2000, -4000, -2000, 8000], [3, 3, 3, '満貫2000-4000点', '門前清自摸和(1飜)', 'ドラ(4飜)']],
      ],
    ],
    sc: [23000, 0, 24900, 0, 19100, 0, 33000, 0],
  });
}

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
