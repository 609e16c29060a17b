import { describe, expect, it } from '@jest/globals';
import type { Tournament } from '@mj/api';
import {
  ALL_MONTHS,
  UNDATED,
  filterTournaments,
  monthLabel,
  monthOptions,
  startMonth,
} from './tournament-list';

function tournament(id: string, overrides: Partial<Tournament> = {}): Tournament {
  const base: Tournament = {
    id,
    nom: `Tournoi ${id}`,
    date_debut: '2025-09-20',
    date_fin: null,
    etat: 'en cours',
    classement_visible: true,
    regles: 'classic',
    joueurs: ['me', 'b', 'c', 'd'],
    absents: [],
    presents: [],
    remplacants: [],
    ville: null,
    pays: null,
    admin_id: 'me',
    arbitres: [],
    validation_feuilles: 'aucune',
    departage: 'partage',
    rondes_prevues: null,
    tables_fixes: {},
    separer_clubs: true,
    ligue_id: null,
  };
  return { ...base, ...overrides };
}

const mine = tournament('mine');
const played = tournament('played', { admin_id: 'b', date_debut: '2025-10-02T18:00:00.000Z' });
const finished = tournament('finished', { etat: 'terminé', admin_id: 'c', date_debut: '' });
const foreign = tournament('foreign', { admin_id: 'x', joueurs: ['x', 'y', 'z', 'w'] });
const refereed = tournament('refereed', {
  admin_id: 'x',
  joueurs: ['x', 'y', 'z', 'w'],
  arbitres: ['me'],
  date_debut: '2025-08-30',
});
const all = [mine, played, finished, foreign, refereed];

const ids = (list: Tournament[]) => list.map((t) => t.id);

describe('filterTournaments', () => {
  it.each([
    ['all', ALL_MONTHS, ['mine', 'played', 'refereed'], ['finished']],
    ['admin', ALL_MONTHS, ['mine'], []],
    ['player', ALL_MONTHS, ['played'], ['finished']],
    ['all', '2025-09', ['mine'], []],
    ['all', '2025-10', ['played'], []],
    ['all', UNDATED, [], ['finished']],
    ['admin', '2025-10', [], []],
  ] as const)('role %s, month %s', (role, month, running, done) => {
    const result = filterTournaments(all, 'me', { role, month });
    expect(ids(result.running)).toEqual(running);
    expect(ids(result.finished)).toEqual(done);
  });

  it('never lists a tournament the user neither plays in nor administers', () => {
    const result = filterTournaments(all, 'me', { role: 'all', month: ALL_MONTHS });
    expect([...ids(result.running), ...ids(result.finished)]).not.toContain('foreign');
  });
});

describe('months', () => {
  it('reads the month from a date or a timestamp, and treats a missing date as undated', () => {
    expect(startMonth(mine)).toBe('2025-09');
    expect(startMonth(played)).toBe('2025-10');
    expect(startMonth(finished)).toBe(UNDATED);
  });

  it('offers the months most recent first, undated last', () => {
    expect(monthOptions(all)).toEqual(['2025-10', '2025-09', '2025-08', UNDATED]);
  });

  it('labels months in French', () => {
    expect(monthLabel('2025-09')).toBe('septembre 2025');
    expect(monthLabel(UNDATED)).toBe('Sans date');
  });
});
