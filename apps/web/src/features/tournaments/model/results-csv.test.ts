import { describe, expect, it } from '@jest/globals';
import type { Game, Tournament } from '@mj/api';
import { buildResultsCsv, pointsCell, resultsCsvFilename, scoreCell, textCell } from './results-csv';
import { rankingRows } from './ranking';

const pseudos: Record<string, string> = {
  a: 'Aiko',
  b: 'Bruno; le "grand"',
  c: 'Chloé',
  d: '=HYPERLINK("x")',
};
const pseudoOf = (id: string) => pseudos[id] ?? id;

const tournament: Tournament = {
  id: 't1',
  nom: 'Tournoi d’automne',
  date_debut: '2025-09-20T08:00:00.000Z',
  date_fin: '2025-09-20T18:30:00.000Z',
  etat: 'terminé',
  classement_visible: true,
  regles: 'classic',
  joueurs: ['a', 'b', 'c', 'd'],
  absents: [],
  presents: [],
  remplacants: [],
  ville: null,
  pays: null,
  admin_id: 'a',
  arbitres: [],
  validation_feuilles: 'aucune',
  departage: 'partage',
  rondes_prevues: null,
  tables_fixes: {},
  separer_clubs: true,
  ligue_id: null,
};

function game(
  id: string,
  date: string,
  scores: Record<string, number>,
  ronde: [number, number] | null = null,
): Game {
  return {
    id,
    nom: `Partie ${id}`,
    joueurs: Object.keys(scores),
    scores,
    etat: 'terminé',
    vent: 'est',
    tour_actuel: 1,
    dealer_stack: 0,
    riichi_stack: 0,
    date_debut: date,
    date_fin: date,
    tournois_id: 't1',
    nb_tours: 0,
    ronde: ronde?.[0] ?? null,
    table: ronde?.[1] ?? null,
    createur_id: 'a',
    regles: 'classic',
    a_valider: false,
    validee_par: null,
    validee_le: null,
    origine: null,
    ligue_id: null,
    confirmations: [],
  };
}

describe('buildResultsCsv', () => {
  const csv = buildResultsCsv({
    tournament,
    ranking: rankingRows({ a: 45.3, b: 0, c: 0, d: -32.8 }, pseudoOf),
    games: [
      game('2', '2025-09-20T14:00:00.000Z', { c: 30000, d: 20000, a: 40000, b: 30000 }, [2, 1]),
      game('1', '2025-09-20T09:00:00.000Z', { a: 52300, b: 24500, c: 31000, d: 12200 }),
      // A game whose scores the reader may not see (hidden ranking): empty score cells.
      (({ scores: _hidden, ...rest }) => rest)(
        game('3', '2025-09-20T16:00:00.000Z', { a: 1, b: 2, c: 3, d: 4 }),
      ),
    ],
    penalties: new Map([
      [
        'd',
        [
          {
            id: 'p1',
            joueur: 'd',
            points: -5,
            motif: 'Retard',
            partie_id: null,
            auteur_id: 'a',
            cree_le: '2025-09-20T10:00:00.000Z',
            source: 'penalite' as const,
            supprimee_par: null,
            supprimee_le: null,
          },
          {
            id: 'chombo:1:0',
            joueur: 'd',
            points: -20,
            motif: 'Chombo',
            partie_id: '1',
            auteur_id: 'a',
            cree_le: '2025-09-20T11:00:00.000Z',
            source: 'chombo' as const,
            supprimee_par: null,
            supprimee_le: null,
          },
        ],
      ],
    ]),
    pseudoOf,
    timeZone: 'UTC',
  });

  it('starts with a UTF-8 byte order mark and ends lines with CRLF', () => {
    expect(csv.startsWith('\uFEFFTournoi;')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('writes the summary, the ranking and every game, oldest first, separated by semicolons', () => {
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Tournoi;Tournoi d’automne',
      'Début;20/09/2025',
      'Fin;20/09/2025 18:30',
      'Participants;4',
      '',
      'Classement',
      'Place;Joueur;Points;Pénalités',
      '1;Aiko;45,3;',
      '2e ex æquo;"Bruno; le ""grand""";0,0;',
      '2e ex æquo;Chloé;0,0;',
      '4;"\'=HYPERLINK(""x"")";-32,8;"Retard ; Chombo (-25,0)"',
      '',
      'Parties',
      'Partie;Ronde;Table;Date;État;Joueur 1;Score 1;Joueur 2;Score 2;Joueur 3;Score 3;Joueur 4;Score 4',
      'Partie 1;;;20/09/2025 09:00;terminé;Aiko;52300;"Bruno; le ""grand""";24500;Chloé;31000;"\'=HYPERLINK(""x"")";12200',
      'Partie 2;2;1;20/09/2025 14:00;terminé;Chloé;30000;"\'=HYPERLINK(""x"")";20000;Aiko;40000;"Bruno; le ""grand""";30000',
      'Partie 3;;;20/09/2025 16:00;terminé;Aiko;;"Bruno; le ""grand""";;Chloé;;"\'=HYPERLINK(""x"")";',
      '',
    ]);
  });
});

describe('cells', () => {
  it.each([
    ['plain', 'Aiko', 'Aiko'],
    ['separator', 'a;b', '"a;b"'],
    ['quote', 'dit "non"', '"dit ""non"""'],
    ['line break', 'a\nb', '"a\nb"'],
    ['formula', '=1+1', "'=1+1"],
    ['plus', '+33', "'+33"],
    ['at sign', '@cmd', "'@cmd"],
  ])('text with %s', (_case, value, expected) => {
    expect(textCell(value)).toBe(expected);
  });

  it('writes numbers the French way, without grouping', () => {
    expect(scoreCell(32000)).toBe('32000');
    expect(scoreCell(-4000)).toBe('-4000');
    expect(pointsCell(25.3)).toBe('25,3');
    expect(pointsCell(-1234.56)).toBe('-1234,6');
    expect(pointsCell(0)).toBe('0,0');
  });
});

describe('resultsCsvFilename', () => {
  it('keeps a safe, accent-free name', () => {
    expect(resultsCsvFilename({ nom: 'Tournoi d’été #2' })).toBe('resultats-tournoi-d-ete-2.csv');
    expect(resultsCsvFilename({ nom: '   ' })).toBe('resultats-tournoi.csv');
  });
});
