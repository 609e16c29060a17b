import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { ron, tsumo } from '@mj/domain/testing';
import { withRealServer, type Player } from '../../test/real-server';
import { renderApp } from '../../test/render';

const server = withRealServer();

/** Intl's French groups use a narrow no-break space, its percent sign a no-break space (compared exactly). */
const nnbsp = '\u202f';
const nbsp = '\u00a0';

async function table(name: string) {
  const players: Player[] = [];
  for (const wind of ['Est', 'Sud', 'Ouest', 'Nord']) players.push(await server().signUp(`${name}-${wind}`));
  return players;
}

function figure(region: HTMLElement, label: string) {
  return within(region).getByText(label).nextElementSibling;
}

describe('/joueurs/{id}', () => {
  let east: Player;
  let south: Player;
  let west: Player;
  let gameId: string;

  beforeAll(async () => {
    const players = await table('Stat');
    [east, south, west] = players as [Player, Player, Player, Player];
    const ids = players.map((player) => player.user.user_id);
    const api = server().as(east);
    // Hand by hand (rules-classic section 1), East deals first:
    //  1. West riichi, ron 3 han 30 fu on East: 3 900 and the stick back. 26 100 / 30 000 / 33 900 / 30 000
    //  2. South deals; West tsumo 4 han 40 fu = mangan: 4 000 from the dealer, 2 000 from each other.
    //                                                                       24 100 / 26 000 / 41 900 / 28 000
    //  West first alone: (41 900 − 30 000 + 15 000) / 1 000 = +26,9.
    ({ id: gameId } = await api.post<{ id: string }>('/parties/', { joueurs: ids }));
    await api.post(`/parties/tours/${gameId}`, ron([[ids[2]!, 3, 30]], ids[0]!, [ids[2]!]));
    await api.post(`/parties/tours/${gameId}`, tsumo([ids[2]!, 4, 40]));
    await api.post(`/parties/${gameId}/finish`);
    // Then a manual game: West and South share third (uma (−5 − 15) / 2 = −10): 25 000 − 30 000 − 10 000.
    await api.post('/parties/manuelle', {
      joueurs: ids,
      scores: { [ids[0]!]: 40000, [ids[1]!]: 25000, [ids[2]!]: 25000, [ids[3]!]: 30000 },
      date_debut: '2026-01-10T14:00:00.000Z',
    });
  }, 30_000);

  it('shows the record of a player: figures, places with their chart, points over time, rates, best hand', async () => {
    renderApp(`/joueurs/${west.user.user_id}`, { preloadedState: south.session });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Statistiques de ${west.user.pseudo}` }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'En bref' });
    expect(figure(summary, 'Parties terminées')).toHaveTextContent('2');
    expect(figure(summary, 'Place moyenne')).toHaveTextContent('2');
    // +26,9 − 15,0
    expect(figure(summary, 'Points')).toHaveTextContent('+11,9');
    expect(figure(summary, 'Tours joués')).toHaveTextContent('2');

    const places = screen.getByRole('region', { name: 'Places' });
    const rows = within(places)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['PlaceParties', '1re1', '2e0', '3e1', '4e0']);
    expect(
      await within(places).findByRole('img', {
        name: 'Parties par place. 1re\u00a0: 1, 2e\u00a0: 0, 3e\u00a0: 1, 4e\u00a0: 0.',
      }),
    ).toBeInTheDocument();

    const points = screen.getByRole('region', { name: 'Points au fil des parties' });
    expect(
      await within(points).findByRole('img', {
        name: 'Cumul des points sur 2 parties\u00a0: +11,9 à la fin.',
      }),
    ).toBeInTheDocument();
    const series = within(points).getAllByRole('row').slice(1);
    expect(series.map((row) => [...row.children].slice(1).map((cell) => cell.textContent))).toEqual([
      ['+26,9', '+26,9'],
      ['\u221215,0', '+11,9'],
    ]);

    const rates = screen.getByRole('region', { name: 'Taux' });
    expect(figure(rates, 'Victoires')?.textContent).toBe(`100,0${nbsp}% (2 sur 2 tours)`);
    expect(figure(rates, 'Tsumo')?.textContent).toBe(`50,0${nbsp}% (1 sur 2 victoires)`);
    expect(figure(rates, 'Ron concédés')?.textContent).toBe(`0,0${nbsp}% (0 sur 2 tours)`);
    expect(figure(rates, 'Riichi')?.textContent).toBe(`50,0${nbsp}% (1 sur 2 tours)`);
    expect(figure(rates, 'Riichi gagnés')?.textContent).toBe(`100,0${nbsp}% (1 sur 1 riichi)`);

    const best = screen.getByRole('region', { name: 'Meilleure main' });
    expect(best.textContent).toContain(`8${nnbsp}000 points · 4 han 40 fu`);
    expect(within(best).getByRole('link', { name: 'Voir la partie' })).toHaveAttribute(
      'href',
      `/parties/${gameId}/resultats`,
    );
  });

  it('says so in French for a player without a finished game', async () => {
    const [newcomer, visitor] = [await server().signUp('Nouvelle'), await server().signUp('Visiteur')];
    renderApp(`/joueurs/${newcomer.user.user_id}`, { preloadedState: visitor.session });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistiques de Nouvelle' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nouvelle n’a encore terminé aucune partie : les statistiques apparaîtront après la première.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Places' })).not.toBeInTheDocument();
  });

  it('answers an unknown id with « Joueur introuvable. »', async () => {
    const visitor = await server().signUp('Curieux');
    renderApp('/joueurs/personne', { preloadedState: visitor.session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Joueur introuvable' })).toBeInTheDocument();
    expect(screen.getByText('Joueur introuvable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au compte' })).toHaveAttribute('href', '/');
  });

  it('is one tap away from the account page (« Mes statistiques »)', async () => {
    const me = await server().signUp('Moi');
    renderApp('/', { preloadedState: me.session });
    expect(await screen.findByRole('link', { name: 'Mes statistiques' })).toHaveAttribute(
      'href',
      `/joueurs/${me.user.user_id}`,
    );
  });
});
