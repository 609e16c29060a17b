import { describe, expect, it } from '@jest/globals';
import type { PointsByPlayer } from '../types';
import { cutRanking, stageStanding } from './stages';
import type { Carry, Segment } from './stages';
import { teamStanding } from './teams';

/** Places by total alone, ties sharing (the « partage » tie-break). */
const shared = (totals: PointsByPlayer) =>
  Object.fromEntries(
    Object.entries(totals).map(([id, t]) => [id, 1 + Object.values(totals).filter((o) => o > t).length]),
  );
const segment = (points: PointsByPlayer): Segment => ({ points, rank: shared });

const qualifying = segment({ a: 50, b: 30.4, c: 20, d: 10.5, e: -5, f: -20.3, g: -35, h: -50.1 });
const semiFinal = segment({ a: -10, b: 20, c: 0, d: -10 });
const top4 = ['a', 'b', 'c', 'd'];

describe('stageStanding', () => {
  it('without a cut: the plain ranking', () => {
    const standing = stageStanding([qualifying], []);
    expect(standing.totals).toEqual(qualifying.points);
    expect(standing.places).toEqual({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8 });
  });

  it.each<[Carry, PointsByPlayer, Record<string, number>]>([
    // All carried: a 50 − 10 = 40, b 30.4 + 20 = 50.4, c 20, d 10.5 − 10 = 0.5.
    [1, { a: 40, b: 50.4, c: 20, d: 0.5 }, { b: 1, a: 2, c: 3, d: 4 }],
    // Half: a 25 − 10 = 15, b 15.2 + 20 = 35.2, c 10, d 5.25 → 5.3, − 10 = −4.7.
    [0.5, { a: 15, b: 35.2, c: 10, d: -4.7 }, { b: 1, a: 2, c: 3, d: 4 }],
    // None: the stage alone; a and d tie at −10 and share 3rd.
    [0, { a: -10, b: 20, c: 0, d: -10 }, { b: 1, c: 2, a: 3, d: 3 }],
  ])(
    'carry %s: finalists by carried share plus stage points, then the others as at the cut',
    (report, finalists, places) => {
      const standing = stageStanding([qualifying, semiFinal], [{ joueurs: top4, report }]);
      expect(standing.totals).toEqual({ ...finalists, e: -5, f: -20.3, g: -35, h: -50.1 });
      expect(standing.places).toEqual({ ...places, e: 5, f: 6, g: 7, h: 8 });
      expect(standing.current.totals).toEqual(finalists);
      expect(standing.stages[0]?.points).toEqual(semiFinal.points);
    },
  );

  it('a negative total carried by half rounds away from zero', () => {
    const standing = stageStanding(
      [segment({ a: -20.3, b: -30, c: -40, d: -50 }), segment({})],
      [{ joueurs: ['a', 'b', 'c', 'd'], report: 0.5 }],
    );
    expect(standing.stages[0]?.reportes).toEqual({ a: -10.2, b: -15, c: -20, d: -25 });
    // 30,1 and 10,7 halved: 15,05 and 5,35, halves up.
    const up = stageStanding(
      [segment({ a: 30.1, b: 10.7, c: 0.1, d: -0.1 }), segment({})],
      [{ joueurs: ['a', 'b', 'c', 'd'], report: 0.5 }],
    );
    expect(up.stages[0]?.reportes).toEqual({ a: 15.1, b: 5.4, c: 0.1, d: -0.1 });
  });

  it('two cuts: the final, then the semi-finalists cut, then the players cut first', () => {
    const players = 'abcdefghijkl'.split('');
    const first = segment(Object.fromEntries(players.map((id, i) => [id, 60 - 10 * i])));
    // 8 go on carrying all: a 60 … h −10; their semi-final points reverse the order.
    const semi = segment(Object.fromEntries(players.slice(0, 8).map((id, i) => [id, 10 * i])));
    // a…h all finish the semi-final at 60 (60 − 10i + 10i): tied, sharing 1st; the admin cut to e, f, g, h.
    const final = segment({ e: 5, f: -5, g: 15, h: -15 });
    const standing = stageStanding(
      [first, semi, final],
      [
        { joueurs: players.slice(0, 8), report: 1 },
        { joueurs: ['e', 'f', 'g', 'h'], report: 0 },
      ],
    );
    expect(standing.places).toEqual({
      g: 1,
      e: 2,
      f: 3,
      h: 4,
      a: 5,
      b: 5,
      c: 5,
      d: 5,
      i: 9,
      j: 10,
      k: 11,
      l: 12,
    });
    expect(standing.totals).toMatchObject({ g: 15, a: 60, d: 60, i: -20, l: -50 });
  });
});

describe('cutRanking', () => {
  const places = { a: 1, b: 2, c: 3, d: 4, e: 4, f: 6, g: 7, h: 8 };
  const field = ['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'];

  it('takes the top N in ranking order', () => {
    expect(cutRanking(field, { ...places, e: 5 }, 4)).toEqual({ ok: true, joueurs: ['a', 'b', 'c', 'd'] });
  });

  it('players without a game come last', () => {
    expect(cutRanking([...field, 'x', 'y', 'z', 'w'], { ...places, e: 5 }, 8)).toEqual({
      ok: true,
      joueurs: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
    });
  });

  it('a tie across the cut asks the admin, who may choose among the tied', () => {
    expect(cutRanking(field, places, 4)).toEqual({
      ok: false,
      error:
        '2 joueurs sont à égalité à la coupure et le départage ne les sépare pas : choisis qui se qualifie (joueurs) ou un autre nombre de qualifiés.',
      ex_aequo: ['e', 'd'],
    });
    expect(cutRanking(field, places, 4, ['e'])).toEqual({ ok: true, joueurs: ['a', 'b', 'c', 'e'] });
    // One place is left: not two of the tied, not a player outside the tie.
    expect(cutRanking(field, places, 4, ['d', 'e'])).toEqual({
      ok: false,
      error: 'Choisis exactement 1 joueur parmi les ex æquo pour compléter les qualifiés.',
      ex_aequo: ['e', 'd'],
    });
    expect(cutRanking(field, places, 4, ['f']).ok).toBe(false);
  });

  it('refuses a cut that is not a multiple of 4 or larger than the field', () => {
    expect(cutRanking(field, places, 6)).toEqual({
      ok: false,
      error: 'Le nombre de qualifiés doit être un multiple de 4 (au moins 4).',
    });
    expect(cutRanking(field, places, 0).ok).toBe(false);
    expect(cutRanking(field, places, 12)).toEqual({
      ok: false,
      error: 'Le nombre de qualifiés ne peut pas dépasser les 8 joueurs de la phase en cours.',
    });
  });
});

describe('teamStanding', () => {
  const totals = { a: 30.2, b: -10, c: 5.1, d: 12, e: -40, f: 25.3 };
  const teams = [
    { nom: 'Marais', joueurs: ['a', 'b', 'c'] },
    { nom: 'Bastille', joueurs: ['d', 'e', 'f'] },
    { nom: 'Sans partie', joueurs: ['x'] },
  ];
  it('sums every member by default, best team first', () => {
    // Marais 30.2 − 10 + 5.1 = 25.3; Bastille 12 − 40 + 25.3 = −2.7.
    expect(teamStanding(teams, totals)).toEqual([
      { nom: 'Marais', joueurs: ['a', 'b', 'c'], total: 25.3, rang: 1 },
      { nom: 'Sans partie', joueurs: ['x'], total: 0, rang: 2 },
      { nom: 'Bastille', joueurs: ['d', 'e', 'f'], total: -2.7, rang: 3 },
    ]);
  });
  it('counts the best k members; tied teams share their rank', () => {
    // Best 2: Marais 30.2 + 5.1 = 35.3, Bastille 25.3 + 12 = 37.3.
    expect(
      teamStanding(teams.slice(0, 2), totals, 2).map(({ nom, total, rang }) => [nom, total, rang]),
    ).toEqual([
      ['Bastille', 37.3, 1],
      ['Marais', 35.3, 2],
    ]);
    expect(teamStanding(teams.slice(0, 2), { a: 1, d: 1 }, 1).map(({ rang }) => rang)).toEqual([1, 1]);
  });
});
