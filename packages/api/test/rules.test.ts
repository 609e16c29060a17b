import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gamesApi } from '../src/endpoints/games';
import { rulesApi } from '../src/endpoints/rules';
import { tournamentsApi } from '../src/endpoints/tournaments';
import { signUpTable, useRealServer } from './real-server';
import type { Session } from './real-server';
import { disposeStores } from './store';

let player: Session;
let ids: string[];

beforeAll(async () => {
  useRealServer();
  const table = await signUpTable('Regles');
  ({ ids } = table);
  player = table.players[0] as Session;
});
afterAll(disposeStores);

describe('rule sets against the real server', () => {
  it('reads the presets, and a tournament and a casual game keep the rules they were created with', async () => {
    const { store } = player;
    const presets = await store.dispatch(rulesApi.endpoints.getRules.initiate()).unwrap();
    expect(presets.map((preset) => preset.id)).toContain('ema-2025');
    expect(presets.find((preset) => preset.id === 'ema-2025')?.parametres).toMatchObject({
      depart: 30000,
      kiriage: true,
    });

    const tournament = await store
      .dispatch(
        tournamentsApi.endpoints.createTournament.initiate({
          nom: 'Tournoi EMA 2025',
          date_debut: '2026-03-01',
          classement_visible: true,
          regles: { base: 'ema-2025', uma: [20000, 10000, -10000, -20000] },
          joueurs: ids,
        }),
      )
      .unwrap();
    expect(tournament.regles).toEqual({ base: 'ema-2025', uma: [20000, 10000, -10000, -20000] });

    const { id } = await store
      .dispatch(gamesApi.endpoints.createGame.initiate({ joueurs: ids, regles: 'm-league' }))
      .unwrap();
    const game = await store.dispatch(gamesApi.endpoints.getGame.initiate(id)).unwrap();
    expect(game).toMatchObject({
      regles: 'm-league',
      scores: Object.fromEntries(ids.map((p) => [p, 25000])),
    });
  });
});
