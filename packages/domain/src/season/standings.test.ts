import { describe, expect, it } from '@jest/globals';
import { seasonStandings, type SeasonGame, type SkillRating } from './standings';
import { defaultSeasonDates, validateSeason, type SeasonSettings } from './validate';

// Classic rules: start and return 30 000, uma 15/5/−5/−15 (docs/rules-classic.md). A game ending
// 40 000 / 35 000 / 25 000 / 20 000 gives +10+15 = +25,0, +5+5 = +10,0, −5−5 = −10,0, −10−15 = −25,0.
const SPREAD = [40000, 35000, 25000, 20000];

function game(id: string, date: string, order: string[], extra: Partial<SeasonGame> = {}): SeasonGame {
  return {
    partie_id: id,
    date,
    etat: 'terminé',
    regles: 'classic',
    scores: Object.fromEntries(order.map((player, i) => [player, SPREAD[i] as number])),
    ...extra,
  };
}

const SEASON: SeasonSettings = {
  date_debut: '2026-09-01',
  date_fin: '2027-08-31',
  mesure: 'somme',
  meilleures: null,
  min_parties: 0,
  regles: null,
};

// a +25 +10 +25 = +60; b +10 +25 +10 = +45; c −10 −25 −10 = −45; d −25; e −10 −25 = −35.
const THREE_GAMES = [
  game('g1', '2026-09-10T19:00:00Z', ['a', 'b', 'c', 'd']),
  game('g2', '2026-09-17T19:00:00Z', ['b', 'a', 'e', 'c']),
  game('g3', '2026-09-24T19:00:00Z', ['a', 'b', 'c', 'e']),
];

const summary = (season: SeasonSettings, games = THREE_GAMES) =>
  seasonStandings(season, games).lignes.map((line) => [line.user_id, line.rang, line.total, line.formule]);

describe('seasonStandings: the four measures', () => {
  it('somme adds every counted result', () => {
    expect(summary(SEASON)).toEqual([
      ['a', 1, 60, 'Somme de 3 parties\u00a0: +60,0'],
      ['b', 2, 45, 'Somme de 3 parties\u00a0: +45,0'],
      ['d', 3, -25, 'Somme de 1 partie\u00a0: −25,0'],
      ['e', 4, -35, 'Somme de 2 parties\u00a0: −35,0'],
      ['c', 5, -45, 'Somme de 3 parties\u00a0: −45,0'],
    ]);
  });

  it('moyenne ranks by the average (total ÷ games)', () => {
    const lines = seasonStandings({ ...SEASON, mesure: 'moyenne' }, THREE_GAMES).lignes;
    expect(lines.map((line) => [line.user_id, line.rang, line.moyenne, line.formule])).toEqual([
      ['a', 1, 20, '+60,0 en 3 parties\u00a0: moyenne +20,0'],
      ['b', 2, 15, '+45,0 en 3 parties\u00a0: moyenne +15,0'],
      ['c', 3, -15, '−45,0 en 3 parties\u00a0: moyenne −15,0'],
      ['e', 4, -17.5, '−35,0 en 2 parties\u00a0: moyenne −17,5'],
      ['d', 5, -25, '−25,0 en 1 partie\u00a0: moyenne −25,0'],
    ]);
  });

  it('meilleures sums the N best results, and says so when a player has fewer', () => {
    // a: 25 + 25; b: 25 + 10; c: −10 − 10; d: −25 alone; e: −10 − 25.
    expect(summary({ ...SEASON, mesure: 'meilleures', meilleures: 2 })).toEqual([
      ['a', 1, 50, '2 meilleures parties sur 3\u00a0: +50,0'],
      ['b', 2, 35, '2 meilleures parties sur 3\u00a0: +35,0'],
      ['c', 3, -20, '2 meilleures parties sur 3\u00a0: −20,0'],
      ['d', 4, -25, 'La seule partie (jusqu’à 2 comptées)\u00a0: −25,0'],
      ['e', 5, -35, 'Les 2 parties (jusqu’à 2 comptées)\u00a0: −35,0'],
    ]);
  });

  it('note feeds each game’s places to the rating, in date order, and shows μ − 3σ', () => {
    const calls: number[][] = [];
    // A toy rating: one point of μ per place above 2,5, σ shrinking by a fifth per game.
    const toy: SkillRating = {
      initial: () => ({ mu: 25, sigma: 25 / 3 }),
      rate: (players, places) => {
        calls.push([...places]);
        return players.map((skill, i) => ({
          mu: skill.mu + 2.5 - (places[i] as number),
          sigma: skill.sigma * 0.8,
        }));
      },
    };
    const standings = seasonStandings({ ...SEASON, mesure: 'note' }, [...THREE_GAMES].reverse(), {
      rating: toy,
    });
    expect(calls).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ]);
    const a = standings.lignes[0];
    // a places 1, 2, 1: μ 26,5, 27, 28,5; σ 25/3 × 0,8 = 6,667, 5,333, 4,267;
    // μ − 3σ: 26,5 − 20 = 6,5; 27 − 16 = 11; 28,5 − 12,8 = 15,7.
    expect(a).toMatchObject({ user_id: 'a', rang: 1, note: 15.7 });
    expect(a?.formule).toBe('Note prudente après 3 parties\u00a0: μ 28,5 − 3 × σ 4,3 = 15,7');
    expect(a?.progression.map((point) => point.valeur)).toEqual([6.5, 11, 15.7]);
  });
});

describe('seasonStandings: ranks, minimum, dates and filters', () => {
  it('tied figures share a rank and the next rank skips', () => {
    const tied = [
      game('g1', '2026-10-01T19:00:00Z', ['a', 'b', 'c', 'd']),
      game('g2', '2026-10-08T19:00:00Z', ['b', 'a', 'd', 'c']),
    ];
    // a and b: +35,0 each; c and d: −35,0 each.
    expect(seasonStandings(SEASON, tied).lignes.map((line) => [line.user_id, line.rang])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 3],
      ['d', 3],
    ]);
  });

  it('players under the minimum come after, unranked', () => {
    const lines = seasonStandings({ ...SEASON, min_parties: 3 }, THREE_GAMES).lignes;
    expect(lines.map((line) => [line.user_id, line.rang, line.classe])).toEqual([
      ['a', 1, true],
      ['b', 2, true],
      ['c', 3, true],
      ['d', null, false],
      ['e', null, false],
    ]);
  });

  it('counts the first and the last day whole, in French time', () => {
    // 1 September 00:00 in Paris is 31 August 22:00 UTC (summer time); 31 August 23:59 too.
    const games = [
      game('before', '2026-08-31T21:59:00Z', ['a', 'b', 'c', 'd']),
      game('first', '2026-08-31T22:00:00Z', ['a', 'b', 'c', 'd']),
      game('last', '2027-08-31T21:59:00Z', ['a', 'b', 'c', 'd']),
      game('after', '2027-08-31T22:00:00Z', ['a', 'b', 'c', 'd']),
    ];
    const standings = seasonStandings(SEASON, games);
    expect(standings.parties_comptees).toBe(2);
    expect(standings.lignes[0]).toMatchObject({ user_id: 'a', parties: 2, total: 50 });
    expect(standings.parties_exclues).toEqual([]);
  });

  it('lists the games of its dates that do not count, with why', () => {
    const games = [
      game('ema', '2026-10-01T19:00:00Z', ['a', 'b', 'c', 'd'], { regles: 'ema-2016' }),
      game('classic', '2026-10-02T19:00:00Z', ['a', 'b', 'c', 'd']),
      game('running', '2026-10-03T19:00:00Z', ['a', 'b', 'c', 'd'], { etat: 'en cours' }),
      game('hidden', '2026-10-04T19:00:00Z', ['a', 'b', 'c', 'd'], {
        regles: 'ema-2016',
        retenue: 'Classement du tournoi masqué',
      }),
    ];
    const standings = seasonStandings({ ...SEASON, regles: 'ema-2016' }, games);
    expect(standings.parties_comptees).toBe(1);
    expect(standings.lignes[0]).toMatchObject({ user_id: 'a', parties: 1, total: 25 });
    expect(standings.parties_exclues.map((excluded) => excluded.partie_id)).toEqual([
      'classic',
      'running',
      'hidden',
    ]);
    expect(standings.parties_exclues[0]?.motif).toBe(
      'Jouée avec d’autres règles (Classique, départ 30\u202f000, uma 15/5/−5/−15)',
    );
    expect(standings.parties_exclues[1]?.motif).toBe('Partie pas encore terminée');
    expect(standings.parties_exclues[2]?.motif).toBe('Classement du tournoi masqué');
  });

  it('draws each player’s progression game by game', () => {
    const b = seasonStandings(SEASON, THREE_GAMES).lignes.find((line) => line.user_id === 'b');
    expect(b?.progression).toEqual([
      { date: '2026-09-10T19:00:00Z', valeur: 10 },
      { date: '2026-09-17T19:00:00Z', valeur: 35 },
      { date: '2026-09-24T19:00:00Z', valeur: 45 },
    ]);
  });
});

describe('validateSeason', () => {
  const valid = {
    nom: 'Saison 2026-2027',
    date_debut: '2026-09-01',
    date_fin: '2027-08-31',
    mesure: 'somme',
  };

  it('keeps meilleures only for that measure and defaults the minimum to 0', () => {
    expect(validateSeason({ ...valid, meilleures: 10 })).toEqual({
      ok: true,
      value: { ...valid, meilleures: null, min_parties: 0, regles: null },
    });
  });

  it.each([
    [{ date_fin: '2026-08-31' }, 'La saison ne peut pas finir avant de commencer.'],
    [{ date_debut: '2026-02-30' }, 'Les dates de la saison s’écrivent AAAA-MM-JJ (par exemple 2026-09-01).'],
    [{ mesure: 'elo' }, 'Mesure inconnue : somme, moyenne, meilleures ou note.'],
    [
      { mesure: 'meilleures' },
      'Pour « meilleures », indique combien de parties comptent (un nombre entier, 1 ou plus).',
    ],
    [
      { mesure: 'meilleures', meilleures: 0 },
      'Pour « meilleures », indique combien de parties comptent (un nombre entier, 1 ou plus).',
    ],
    [{ min_parties: -1 }, 'Le minimum de parties doit être un nombre entier entre 0 et 1 000.'],
    [{ nom: '  ' }, 'Donne un nom à la saison (100 caractères au plus).'],
    [
      { nom: 'Saison\u200b' },
      'Le nom ne peut pas contenir de caractères invisibles ou de contrôle, ni empiler plus de deux accents sur une même lettre.',
    ],
  ])('refuses %j', (change, error) => {
    expect(validateSeason({ ...valid, ...change })).toEqual({ ok: false, error });
  });

  it('proposes the federation’s season, 1 September to 31 August', () => {
    expect(defaultSeasonDates('2026-11-28')).toEqual({ date_debut: '2026-09-01', date_fin: '2027-08-31' });
    expect(defaultSeasonDates('2027-08-31')).toEqual({ date_debut: '2026-09-01', date_fin: '2027-08-31' });
  });
});
