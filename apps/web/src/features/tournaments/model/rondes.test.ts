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
});
