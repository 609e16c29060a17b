/**
 * Officiating (endpoints/officiating.ts) against the real server: referees, a table's final scores, the
 * validation of its sheet, penalties and the journal, with the reads each write makes stale.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getErrorMessage, type Tournament } from '../src';
import { gamesApi } from '../src/endpoints/games';
import { officiatingApi } from '../src/endpoints/officiating';
import { tournamentsApi } from '../src/endpoints/tournaments';
import { signUp, signUpTable, uniquePseudo, until, useRealServer, type Session } from './real-server';
import type { RootStateOf } from './store';
import { disposeStores } from './store';

let admin: Session;
let referee: Session;
let ids: string[];
let tournament: Tournament;
const endpoints = officiatingApi.endpoints;
const ranking = (id: string) => (s: RootStateOf) =>
  tournamentsApi.endpoints.getRanking.select(id)(s).data?.classement;

beforeAll(async () => {
  useRealServer();
  const table = await signUpTable('Arbitrage');
  admin = table.players[0]!;
  ids = table.ids;
  referee = await signUp(uniquePseudo('Arbitre'));
  tournament = await admin.store
    .dispatch(
      tournamentsApi.endpoints.createTournament.initiate({
        nom: 'Open arbitré',
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        validation_feuilles: 'arbitre',
        joueurs: ids,
      }),
    )
    .unwrap();
});
afterAll(disposeStores);

describe('officiating endpoints against the real server', () => {
  it('names a referee, who validates a sheet entered on paper, gives and removes a penalty; then removes them', async () => {
    const t = tournament.id;
    const { store } = admin;
    store.dispatch(tournamentsApi.endpoints.getTournament.initiate(t));
    await store
      .dispatch(endpoints.addReferee.initiate({ tournamentId: t, userId: referee.user.user_id }))
      .unwrap();
    await until(
      store,
      (s) =>
        tournamentsApi.endpoints.getTournament.select(t)(s).data?.arbitres.includes(referee.user.user_id) ===
        true,
      'the tournament read again with its referee',
    );

    // A table kept on paper: 40 000 / 32 000 / 28 000 / 20 000 (classic: start 30 000, uma 15/5/−5/−15),
    // by hand: +10 +15 = 25; +2 +5 = 7; −2 −5 = −7; −10 −15 = −25.
    const { id: gameId } = await store
      .dispatch(gamesApi.endpoints.createGame.initiate({ joueurs: ids, tournois_id: t }))
      .unwrap();
    const scores = { [ids[0]!]: 40000, [ids[1]!]: 32000, [ids[2]!]: 28000, [ids[3]!]: 20000 };
    const entered = await store.dispatch(endpoints.enterFinalScores.initiate({ gameId, scores })).unwrap();
    expect(entered).toMatchObject({ etat: 'terminé', a_valider: true, validee_par: null });

    // The referee's view: the ranking waits for the signature.
    const watch = referee.store;
    watch.dispatch(tournamentsApi.endpoints.getRanking.initiate(t));
    watch.dispatch(endpoints.getPenalties.initiate(t));
    await until(watch, (s) => ranking(t)(s) !== undefined, 'the ranking read');
    expect(ranking(t)(watch.getState())).toEqual({});

    const validated = await watch.dispatch(endpoints.validateSheet.initiate(gameId)).unwrap();
    expect(validated).toMatchObject({ a_valider: false, validee_par: referee.user.user_id });
    await until(watch, (s) => ranking(t)(s)?.[ids[0]!] === 25, 'the ranking read again once signed');
    expect(ranking(t)(watch.getState())).toEqual({
      [ids[0]!]: 25,
      [ids[1]!]: 7,
      [ids[2]!]: -7,
      [ids[3]!]: -25,
    });

    const penalty = await watch
      .dispatch(
        endpoints.createPenalty.initiate({
          tournamentId: t,
          penalty: { joueur: ids[1]!, points: -10, motif: 'Retard au départ', partie_id: gameId },
        }),
      )
      .unwrap();
    expect(penalty).toMatchObject({ joueur: ids[1], points: -10, source: 'penalite', supprimee_le: null });
    // 7 − 10 = −3, read again from the server.
    await until(watch, (s) => ranking(t)(s)?.[ids[1]!] === -3, 'the ranking read again with the penalty');
    await until(
      watch,
      (s) => endpoints.getPenalties.select(t)(s).data?.length === 1,
      'the penalties read again',
    );

    await watch
      .dispatch(endpoints.removePenalty.initiate({ tournamentId: t, penaltyId: penalty.id }))
      .unwrap();
    await until(watch, (s) => ranking(t)(s)?.[ids[1]!] === 7, 'the ranking read again without it');
    await until(
      watch,
      (s) => endpoints.getPenalties.select(t)(s).data?.[0]?.supprimee_par === referee.user.user_id,
      'a removed penalty stays listed, with who removed it',
    );

    // The journal: the final scores, then the signature, each with its author.
    const journal = await watch.dispatch(endpoints.getJournal.initiate(gameId)).unwrap();
    expect(journal.map(({ action, qui, apres }) => ({ action, qui, apres }))).toEqual([
      { action: 'scores_finaux', qui: admin.user.user_id, apres: scores },
      { action: 'validation', qui: referee.user.user_id, apres: null },
    ]);

    await store
      .dispatch(endpoints.removeReferee.initiate({ tournamentId: t, userId: referee.user.user_id }))
      .unwrap();
    const refused = await watch.dispatch(
      endpoints.createPenalty.initiate({
        tournamentId: t,
        penalty: { joueur: ids[1]!, points: -5, motif: 'Bruit' },
      }),
    );
    expect(getErrorMessage(refused.error, '')).toBe(
      'Seuls l’administrateur du tournoi et ses arbitres peuvent faire cela.',
    );
  });
});
