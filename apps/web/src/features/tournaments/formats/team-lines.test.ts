import { describe, expect, it } from '@jest/globals';
import { parseTeamLines, teamLines } from './team-lines';

const players = [
  { user_id: 'u1', pseudo: 'Élodie' },
  { user_id: 'u2', pseudo: 'Bruno' },
  { user_id: 'u3', pseudo: 'Chloé' },
];

describe('parseTeamLines', () => {
  it('groups « équipe ; pseudo » lines by team, pseudos ignoring case and accents', () => {
    expect(parseTeamLines('Marais ; elodie\nBastille\tBRUNO\n\nmarais, Chloé\n', players)).toEqual({
      equipes: [
        { nom: 'Marais', joueurs: ['u1', 'u3'] },
        { nom: 'Bastille', joueurs: ['u2'] },
      ],
      errors: [],
    });
  });

  it('names the lines it cannot read', () => {
    expect(parseTeamLines('Marais ; Zoé\nBruno\n ; Bruno', players)).toEqual({
      equipes: [],
      errors: [
        'Ligne 1 : « Zoé » ne joue pas dans ce tournoi.',
        'Ligne 2 : écris « équipe ; pseudo ».',
        'Ligne 3 : écris « équipe ; pseudo ».',
      ],
    });
  });

  it('writes the teams back as lines', () => {
    const pseudoOf = (id: string) => players.find((p) => p.user_id === id)?.pseudo ?? id;
    expect(teamLines([{ nom: 'Marais', joueurs: ['u1', 'u3'] }], pseudoOf)).toBe(
      'Marais ; Élodie\nMarais ; Chloé',
    );
  });
});
