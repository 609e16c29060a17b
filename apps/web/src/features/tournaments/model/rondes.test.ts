import { describe, expect, it } from '@jest/globals';
import { defaultPresent } from './rondes';

const joueurs = ['ana', 'ben', 'cleo', 'dan', 'sub'];

describe('defaultPresent', () => {
  it('ticks the players not marked absent while nobody has checked in, never a substitute', () => {
    expect(defaultPresent({ joueurs, absents: ['ben'], presents: [], remplacants: ['sub'] })).toEqual([
      'ana',
      'cleo',
      'dan',
    ]);
  });

  it('ticks only those checked in once check-in is used, as the server seats them', () => {
    expect(
      defaultPresent({
        joueurs,
        absents: ['dan'],
        presents: ['ana', 'cleo', 'dan', 'sub'],
        remplacants: ['sub'],
      }),
    ).toEqual(['ana', 'cleo']);
  });

  it('ticks a substitute seated in the last ronde, under the same presence rule', () => {
    const lastRonde = { tables: [{ joueurs: ['ana', 'cleo', 'dan', 'sub'] }] } as never;
    const tournament = {
      joueurs,
      absents: ['ben'],
      presents: ['ana', 'cleo', 'dan', 'sub'],
      remplacants: ['sub'],
    };
    expect(defaultPresent(tournament, lastRonde)).toEqual(['ana', 'cleo', 'dan', 'sub']);
    expect(defaultPresent({ ...tournament, presents: ['ana', 'cleo', 'dan'] }, lastRonde)).toEqual([
      'ana',
      'cleo',
      'dan',
    ]);
  });
});
