/**
 * Registration, check-in, substitutes and the EMA export (endpoints/registration.ts) against the real
 * server: each endpoint's request and answer, and the reads a write makes stale.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getErrorMessage, type Tournament } from '../src';
import { rondesApi } from '../src/endpoints/rondes';
import { tournamentsApi } from '../src/endpoints/tournaments';
import { registrationApi } from '../src/endpoints/registration';
import { signUp, signUpTable, uniquePseudo, useRealServer, type Session } from './real-server';
import { disposeStores } from './store';

let admin: Session;
let seated: Session[];
let ids: string[];
let tournament: Tournament;
const endpoints = registrationApi.endpoints;

beforeAll(async () => {
  useRealServer();
  const table = await signUpTable('Inscr');
  seated = table.players;
  admin = seated[0]!;
  ids = table.ids;
  tournament = await admin.store
    .dispatch(
      tournamentsApi.endpoints.createTournament.initiate({
        nom: 'Open par lien',
        date_debut: '2025-09-20',
        classement_visible: true,
        regles: 'classic',
        joueurs: ids,
      }),
    )
    .unwrap();
});
afterAll(disposeStores);

describe('registration endpoints against the real server', () => {
  it('profile: read and change the caller’s own', async () => {
    const { store } = seated[1]!;
    expect(await store.dispatch(endpoints.getProfile.initiate()).unwrap()).toMatchObject({
      numero_ema: null,
    });
    await store.dispatch(endpoints.editProfile.initiate({ numero_ema: '04160092', pays: 'fr' })).unwrap();
    expect(
      await store.dispatch(endpoints.getProfile.initiate(undefined, { forceRefetch: true })).unwrap(),
    ).toMatchObject({
      numero_ema: '04160092',
      pays: 'FR',
    });
    const refusal = await store.dispatch(endpoints.editProfile.initiate({ numero_ema: '123' }));
    expect(getErrorMessage(refusal.error, '')).toBe(
      'Le numéro EMA doit faire exactement 8 chiffres (par exemple 04160092).',
    );
  });

  it('opens registration, signs up by link to the waiting list, withdraws; the admin reads it all', async () => {
    const t = tournament.id;
    const opened = await admin.store
      .dispatch(endpoints.setRegistration.initiate({ tournamentId: t, ouvertes: true, places: 4 }))
      .unwrap();
    expect(opened).toMatchObject({ ouvertes: true, places: 4, jeton: expect.any(String) });
    const newcomer = await signUp(uniquePseudo('Nouvelle'));
    const jeton = opened.jeton!;
    expect(await newcomer.store.dispatch(endpoints.getJoinPreview.initiate(jeton)).unwrap()).toMatchObject({
      nom: 'Open par lien',
      inscrits: 4,
      statut: null,
    });
    expect(await newcomer.store.dispatch(endpoints.join.initiate(jeton)).unwrap()).toEqual({
      tournoi_id: t,
      statut: 'attente',
      rang: 1,
    });
    expect(await newcomer.store.dispatch(endpoints.getMyRegistrations.initiate()).unwrap()).toEqual([
      expect.objectContaining({ tournoi_id: t, statut: 'attente', rang: 1 }),
    ]);
    const state = await admin.store.dispatch(endpoints.getRegistration.initiate(t)).unwrap();
    expect(state.attente).toEqual([newcomer.user.user_id]);
    await newcomer.store.dispatch(endpoints.withdraw.initiate(t)).unwrap();
    expect(
      (await admin.store.dispatch(endpoints.getRegistration.initiate(t, { forceRefetch: true })).unwrap())
        .attente,
    ).toEqual([]);
  });

  it('check-in by the admin and by the venue code; a substitute added and given a seat', async () => {
    const t = tournament.id;
    await admin.store
      .dispatch(endpoints.setCheckIn.initiate({ tournamentId: t, userId: ids[1]!, present: true }))
      .unwrap();
    await admin.store
      .dispatch(endpoints.setCheckIn.initiate({ tournamentId: t, userId: ids[1]!, present: false }))
      .unwrap();
    const { jeton } = await admin.store.dispatch(endpoints.newCheckInCode.initiate(t)).unwrap();
    expect(await seated[2]!.store.dispatch(endpoints.selfCheckIn.initiate(jeton)).unwrap()).toEqual({
      tournoi_id: t,
      nom: 'Open par lien',
    });
    const sub = await signUp(uniquePseudo('Remplaçant'));
    const withSub = await admin.store
      .dispatch(endpoints.addSubstitute.initiate({ tournamentId: t, userId: sub.user.user_id }))
      .unwrap();
    expect(withSub.remplacants).toEqual([sub.user.user_id]);
    expect(withSub.presents).toEqual([ids[2]]);
    await admin.store
      .dispatch(
        rondesApi.endpoints.createRonde.initiate({
          tournamentId: t,
          request: { mode: 'equilibre', joueurs: ids },
        }),
      )
      .unwrap();
    const ronde = await admin.store
      .dispatch(
        endpoints.substitute.initiate({
          tournamentId: t,
          numero: 1,
          joueur: ids[3]!,
          remplacant: sub.user.user_id,
        }),
      )
      .unwrap();
    expect(ronde.tables[0]!.joueurs).toContain(sub.user.user_id);
  });

  it('the EMA checks and the workbook as an object URL', async () => {
    const checks = await admin.store.dispatch(endpoints.getEmaChecks.initiate(tournament.id)).unwrap();
    expect(checks.alertes).toEqual([]);
    const url = await admin.store
      .dispatch(endpoints.downloadEma.initiate({ tournamentId: tournament.id, format: 'csv' }))
      .unwrap();
    expect(url).toMatch(/^blob:/);
    URL.revokeObjectURL(url);
    const refusal = await seated[1]!.store.dispatch(
      endpoints.downloadEma.initiate({ tournamentId: tournament.id, format: 'xlsx' }),
    );
    expect(getErrorMessage(refusal.error, '')).toBe(
      'Seuls l’administrateur du tournoi et ses arbitres peuvent faire cela.',
    );
  });
});
