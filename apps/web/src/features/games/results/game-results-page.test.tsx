import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RoundPayload } from '@mj/domain';
import { withRealServer, type Player } from '../../../test/real-server';
import { renderApp } from '../../../test/render';
import { scoreSeries } from './score-series';

const server = withRealServer();

let table: Player[];
beforeAll(async () => {
  table = await server().signUpAll(['Alice', 'Bruno', 'Chloé', 'David']);
});
const alice = () => table[0]!;
const id = (seat: number) => table[seat]!.user.user_id;

const round = (overrides: Partial<RoundPayload>): RoundPayload =>
  ({
    gagnant: [],
    perdant: null,
    han: {},
    fu: {},
    riichi_players: [],
    tenpai: [],
    ...overrides,
  }) as RoundPayload;

/** Bruno rons Alice for 3 han 40 fu (5 200); then Chloé, in riichi, tsumo 1 han 30 fu as non-dealer. */
const rounds = (): RoundPayload[] => [
  round({
    type_victoire: 'ron',
    gagnant: [id(1)],
    perdant: id(0),
    han: { [id(1)]: 3 },
    fu: { [id(1)]: 40 },
  }),
  round({
    type_victoire: 'tsumo',
    gagnant: [id(2)],
    han: { [id(2)]: 1 },
    fu: { [id(2)]: 30 },
    riichi_players: [id(2)],
  }),
];

/** A game entered from its final scores (45 000, 35 000, 25 000, 15 000 in seat order). */
async function finalScoresGame(): Promise<string> {
  const scores = [45000, 35000, 25000, 15000];
  const { id: game } = await server()
    .as(alice())
    .post<{ id: string }>('/parties/manuelle', {
      joueurs: table.map((player) => player.user.user_id),
      scores: Object.fromEntries(table.map((player, seat) => [player.user.user_id, scores[seat]])),
    });
  return game;
}

describe('/parties/{id}/resultats (beyond the spec)', () => {
  it('shows places, final scores, uma and points, the chart and the rounds of a finished game', async () => {
    const game = await server().startGame(alice(), table, { rounds: rounds() });
    await server().as(alice()).post(`/parties/${game.id}/finish`);
    renderApp(`/parties/${game.id}/resultats`, { preloadedState: alice().session });

    const ranking = await screen.findByRole('table');
    const rows = within(ranking)
      .getAllByRole('row')
      .map((row) => row.textContent!.replace(/\s/g, ' '));
    // After both rounds: Bruno 34 700, Chloé 31 100, David 29 700, Alice 24 500 (sums to 120 000).
    expect(rows).toEqual([
      '#JoueurScoreUmaPoints',
      '1Bruno34 700+15,0+19,7',
      '2Chloé31 100+5,0+6,1',
      '3David29 700\u22125,0\u22125,3',
      '4Alice24 500\u221215,0\u221220,5',
    ]);
    expect(await screen.findByRole('img', { name: /Évolution des scores sur 2 tours/ })).toBeInTheDocument();
    expect(screen.getByText(/Ron de Bruno \(3 han 40 fu\) sur Alice/)).toBeInTheDocument();
    expect(screen.getByText(/Tsumo de Chloé \(1 han 30 fu\)/)).toBeInTheDocument();
  });

  it('leads the game’s creator, and only them, to correct a round of the finished game', async () => {
    const game = await server().startGame(alice(), table, { rounds: rounds() });
    await server().as(alice()).post(`/parties/${game.id}/finish`);
    const creator = renderApp(`/parties/${game.id}/resultats`, { preloadedState: alice().session });
    const correct = await screen.findByRole('link', { name: 'Corriger un tour' });
    expect(correct).toHaveAttribute('href', `/add-tour/${game.id}`);
    creator.unmount();
    // Bruno played it but did not create it: the server refuses him a correction (403), nothing offers one.
    renderApp(`/parties/${game.id}/resultats`, { preloadedState: table[1]!.session });
    expect(await screen.findByText(/Ron de Bruno \(3 han 40 fu\) sur Alice/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Corriger un tour' })).not.toBeInTheDocument();
  });

  it('shows the empty round state for a game entered from its final scores', async () => {
    const game = await finalScoresGame();
    renderApp(`/parties/${game}/resultats`, { preloadedState: alice().session });
    expect(await screen.findByText('Aucun tour enregistré.')).toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('1Alice45 000+15,0+30,0');
  });

  it('keeps every number of the points formula on one line (no-break spaces)', async () => {
    const game = await finalScoresGame();
    renderApp(`/parties/${game}/resultats`, { preloadedState: alice().session });
    const formula = await screen.findByText(/^Points = /);
    expect(formula).toHaveTextContent('Points = (score final − 30 000 + uma − 20 000 par chombo) ÷ 1 000.');
    // Between digits a narrow no-break space (Intl's), after each operator a no-break space: no plain space.
    expect(formula.textContent).toContain('−\u00a030\u202f000');
    expect(formula.textContent).toContain('−\u00a020\u202f000');
    expect(formula.textContent).toContain('÷\u00a01\u202f000');
  });

  it('computes the points under the game’s rules: oka and uma of an M-League game', async () => {
    // M-League: start 25 000, return 30 000 (oka 4 × 5 000 = 20 000 to first), uma 30/10/−10/−30.
    const scores = [45000, 30000, 15000, 10000];
    const { id: game } = await server()
      .as(alice())
      .post<{ id: string }>('/parties/manuelle', {
        joueurs: table.map((player) => player.user.user_id),
        scores: Object.fromEntries(table.map((player, seat) => [player.user.user_id, scores[seat]])),
        regles: 'm-league',
      });
    renderApp(`/parties/${game}/resultats`, { preloadedState: alice().session });
    const ranking = await screen.findByRole('table');
    const rows = within(ranking)
      .getAllByRole('row')
      .map((row) => row.textContent!.replace(/\s/g, ' '));
    // 45 000 − 30 000 + 30 000 + 20 000 = +65; 0 + 10 000 = +10; −15 000 − 10 000 = −25; −20 000 − 30 000 = −50.
    expect(rows).toEqual([
      '#JoueurScoreUmaPoints',
      '1Alice45 000+30,0+65,0',
      '2Bruno30 000+10,0+10,0',
      '3Chloé15 000\u221210,0\u221225,0',
      '4David10 000\u221230,0\u221250,0',
    ]);
    expect(screen.getByText(/^Points = /)).toHaveTextContent(
      'Points = (score final − 30 000 + uma + oka de 20 000 au premier − 20 000 par chombo) ÷ 1 000.',
    );
  });

  it('sends a running game back to its round entry', async () => {
    const game = await server().startGame(alice(), table);
    renderApp(`/parties/${game.id}/resultats`, { preloadedState: alice().session });
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/add-tour/${game.id}`);
  });

  it('says when the game does not exist', async () => {
    renderApp('/parties/inconnue/resultats', { preloadedState: alice().session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Partie introuvable.');
  });
});

describe('scoreSeries', () => {
  it('starts at 30000, follows each round and ends on the final scores when sticks were settled', () => {
    const series = scoreSeries(
      ['a', 'b'],
      [
        {
          index: 0,
          joueurs_avant: { a: 30000, b: 30000 },
          delta: { a: -1000, b: 0 },
          tour: round({ type_victoire: 'ron', gagnant: ['b'], perdant: 'a' }),
          auteur_id: 'a',
          cree_le: '2025-09-20T14:00:00.000Z',
          modifie_par: null,
          modifie_le: null,
        },
      ],
      { a: 29000, b: 31000 },
    );
    expect(series).toEqual({ a: [30000, 29000, 29000], b: [30000, 30000, 31000] });
  });
});
