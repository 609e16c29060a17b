import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RoundPayload } from '@mj/domain';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp, signedIn } from '../../../test/render';
import { scoreSeries } from './score-series';

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
const rounds: RoundPayload[] = [
  round({
    type_victoire: 'ron',
    gagnant: ['u-bruno'],
    perdant: 'u-alice',
    han: { 'u-bruno': 3 },
    fu: { 'u-bruno': 40 },
  }),
  round({
    type_victoire: 'tsumo',
    gagnant: ['u-chloe'],
    han: { 'u-chloe': 1 },
    fu: { 'u-chloe': 30 },
    riichi_players: ['u-chloe'],
  }),
];

describe('/parties/{id}/resultats (beyond the spec)', () => {
  it('shows places, final scores, uma and points, the chart and the rounds of a finished game', async () => {
    const api = installFakeApi();
    api.addGame({ id: 'g-1', nom: 'Partie du club', etat: 'terminé' }, rounds);
    renderApp('/parties/g-1/resultats', { preloadedState: signedIn() });

    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent!.replace(/\s/g, ' '));
    // After both rounds: Bruno 34 700, Chloé 31 100, David 29 700, Alice 24 500 (sums to 120 000).
    expect(rows).toEqual([
      '#JoueurScoreUmaPoints',
      '1Bruno34 700+15,0+19,7',
      '2Chloé31 100+5,0+6,1',
      '3David29 700-5,0-5,3',
      '4Alice24 500-15,0-20,5',
    ]);
    expect(await screen.findByRole('img', { name: /Évolution des scores sur 2 tours/ })).toBeInTheDocument();
    expect(screen.getByText(/Ron de Bruno \(3 han 40 fu\) sur Alice/)).toBeInTheDocument();
    expect(screen.getByText(/Tsumo de Chloé \(1 han 30 fu\)/)).toBeInTheDocument();
  });

  it('shows the empty round state for a game entered from its final scores', async () => {
    const api = installFakeApi();
    api.addGame({
      id: 'g-2',
      etat: 'terminé',
      scores: { 'u-alice': 45000, 'u-bruno': 35000, 'u-chloe': 25000, 'u-david': 15000 },
    });
    renderApp('/parties/g-2/resultats', { preloadedState: signedIn() });
    expect(await screen.findByText('Aucun tour enregistré.')).toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('1Alice45 000+15,0+30,0');
  });

  it('keeps every number of the points formula on one line (no-break spaces, issue 13)', async () => {
    const api = installFakeApi();
    api.addGame({ id: 'g-2', etat: 'terminé' });
    renderApp('/parties/g-2/resultats', { preloadedState: signedIn() });
    const formula = await screen.findByText(/^Points = /);
    expect(formula).toHaveTextContent('Points = (score final − 30 000 + uma − 20 000 par chombo) ÷ 1 000.');
    // Between digits a narrow no-break space (Intl's), after each operator a no-break space: no plain space.
    expect(formula.textContent).toContain('−\u00a030\u202f000');
    expect(formula.textContent).toContain('−\u00a020\u202f000');
    expect(formula.textContent).toContain('÷\u00a01\u202f000');
  });

  it('sends a running game back to its round entry', async () => {
    const api = installFakeApi();
    api.addGame({ id: 'g-3' });
    renderApp('/parties/g-3/resultats', { preloadedState: signedIn() });
    expect(await screen.findByText('Est - 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/add-tour/g-3');
  });

  it('says when the game does not exist', async () => {
    installFakeApi();
    renderApp('/parties/inconnue/resultats', { preloadedState: signedIn() });
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
          tour: rounds[0]!,
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
