/** Importing an online game (endpoints/online-import.ts) against the real server. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TWO_HAND_NAMES, twoHandTenhouGame } from '@mj/online-logs/test/two-hand-game';
import { getErrorMessage } from '../src';
import { gamesApi } from '../src/endpoints/games';
import { alreadyImportedGame, importNamesNeeded, onlineImportApi } from '../src/endpoints/online-import';
import { signUpTable, useRealServer, type Session } from './real-server';
import { disposeStores } from './store';

const NAMES = TWO_HAND_NAMES;
const LOG = twoHandTenhouGame({ ref: '2024031518gm-0009-0000-0a0b0c0d' });

let seated: Session[];
let ids: string[];

beforeAll(async () => {
  useRealServer();
  const table = await signUpTable('Import');
  seated = table.players;
  ids = table.ids;
});
afterAll(disposeStores);

describe('online import against the real server', () => {
  it('asks for the players with the log’s preview, imports, then refuses the same game', async () => {
    const { store } = seated[0]!;
    const { importGame } = onlineImportApi.endpoints;
    const asked = await store.dispatch(importGame.initiate({ contenu: LOG }));
    expect(importNamesNeeded(asked.error)).toEqual({
      noms: NAMES,
      apercu: expect.objectContaining({
        format: 'tenhou6',
        regles: 'tenhou',
        scores: [23000, 24900, 19100, 33000],
        tours: 2,
      }),
    });
    const joueurs = Object.fromEntries(NAMES.map((name, seat) => [name, ids[seat]!]));
    const done = await store.dispatch(importGame.initiate({ contenu: LOG, joueurs })).unwrap();
    expect(done).toMatchObject({ format: 'tenhou6', tours: 2 });
    const game = await store.dispatch(gamesApi.endpoints.getGame.initiate(done.id)).unwrap();
    expect(game.origine).toEqual({
      plateforme: 'tenhou',
      format: 'tenhou6',
      id_journal: '2024031518gm-0009-0000-0a0b0c0d',
    });
    const again = await store.dispatch(importGame.initiate({ contenu: LOG, joueurs }));
    expect(alreadyImportedGame(again.error)).toBe(done.id);
    expect(getErrorMessage(again.error, '')).toBe('Cette partie a déjà été importée.');
    expect(importNamesNeeded(again.error)).toBeUndefined();
  });
});
