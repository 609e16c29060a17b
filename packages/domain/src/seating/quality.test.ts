import { describe, expect, it } from '@jest/globals';
import { mostRondesWithoutRepeat, rondeQuality } from './quality';

const tables16 = [
  ['j1', 'j2', 'j3', 'j4'],
  ['j5', 'j6', 'j7', 'j8'],
  ['j9', 'j10', 'j11', 'j12'],
  ['j13', 'j14', 'j15', 'j16'],
];

describe('rondeQuality', () => {
  it('says all is well for a first ronde', () => {
    expect(rondeQuality({ pastTables: [] }, tables16)).toEqual({
      paires_repetees: 0,
      vents_desequilibres: 0,
      tables_repetees: 0,
      equipiers_reunis: 0,
      explications: [
        'Personne ne retrouve un adversaire déjà rencontré, les vents sont équilibrés et chacun change de table.',
      ],
    });
  });

  it('explains repeats the field cannot avoid: 8 players, second ronde', () => {
    const quality = rondeQuality(
      {
        pastTables: [
          ['a', 'b', 'c', 'd'],
          ['e', 'f', 'g', 'h'],
        ],
        pastTableNumbers: [1, 2],
      },
      [
        ['b', 'a', 'e', 'f'],
        ['h', 'g', 'd', 'c'],
      ],
    );
    // a-b, e-f, g-h, c-d met in ronde 1.
    expect(quality.paires_repetees).toBe(4);
    // a, b back at table 1, g, h at table 2.
    expect(quality.tables_repetees).toBe(4);
    expect(quality.explications[0]).toBe(
      'Avec 8 joueurs, au plus 1 ronde peut se jouer sans revoir un adversaire : à la ronde 2, des joueurs se retrouvent forcément.',
    );
  });

  it('explains a repeat the field could have avoided, unbalanced winds and a return to a table', () => {
    const pastTables = [
      ['j1', 'j2', 'x1', 'x2'],
      ['j1', 'x3', 'x4', 'x5'],
    ];
    const quality = rondeQuality({ pastTables, pastTableNumbers: [1, null] }, tables16);
    // j1 and j2 met; j1 starts East a third time (3, 0, 0, 0), j2 South a second time (0, 2, 0, 0);
    // j1 and j2 sat at table 1 before.
    expect(quality).toEqual({
      paires_repetees: 1,
      vents_desequilibres: 2,
      tables_repetees: 2,
      equipiers_reunis: 0,
      explications: [
        '1 paire de joueurs se retrouve : les parties déjà jouées (absences, parties saisies à la main, tables modifiées) ne laissent pas mieux.',
        '2 joueurs ont commencé un vent au moins deux fois de plus qu’un autre : des parties saisies à la main, des absences ou des tables modifiées ont déséquilibré les vents.',
        '2 joueurs reviennent à une table déjà jouée : de nouveaux adversaires passent avant la rotation des tables (ou des tables sont fixées ou modifiées).',
      ],
    });
  });

  it('does not count a player the admin fixed to a table, and explains returns the field forces', () => {
    const pastTables = [
      ['a', 'b', 'c', 'd'],
      ['e', 'f', 'g', 'h'],
    ];
    const quality = rondeQuality({ pastTables, pastTableNumbers: [1, 2], fixedTables: { a: 1 } }, [
      ['a', 'e', 'c', 'g'],
      ['f', 'b', 'h', 'd'],
    ]);
    // Table 1: a (fixed), c (was at 1); table 2: f, h (were at 2): 3 returns.
    expect(quality.tables_repetees).toBe(3);
    expect(quality.explications).toContain(
      '3 joueurs reviennent à une table déjà jouée : de nouveaux adversaires passent avant la rotation des tables (ou des tables sont fixées ou modifiées).',
    );
    // One table for a second ronde: everyone is back at table 1.
    const alone = rondeQuality({ pastTables: [['a', 'b', 'c', 'd']], pastTableNumbers: [1] }, [
      ['d', 'c', 'b', 'a'],
    ]);
    expect(alone.tables_repetees).toBe(4);
    expect(alone.explications).toContain(
      'Avec 1 table pour 2 rondes, chaque joueur revient forcément à une table déjà jouée.',
    );
  });

  it('knows the most rondes without a repeat', () => {
    expect(mostRondesWithoutRepeat(16)).toBe(5);
    expect(mostRondesWithoutRepeat(40)).toBe(13);
    expect(mostRondesWithoutRepeat(44)).toBe(14);
  });

  it('counts teammates the admin seated together', () => {
    const teams = [{ players: ['j1', 'j2', 'j5'] }, { players: ['j9', 'j13'] }];
    const quality = rondeQuality({ pastTables: [], teams }, tables16);
    // j1 and j2 share table 1; j5, j9 and j13 each sit apart from their teammates.
    expect(quality.equipiers_reunis).toBe(1);
    expect(quality.explications[0]).toBe(
      '1 paire d’équipiers est à la même table : des équipiers ne devraient jamais jouer ensemble.',
    );
  });
});
