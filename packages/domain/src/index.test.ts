import { describe, expect, it } from '@jest/globals';
import { PLAYER_COUNT } from './index';

describe('domain', () => {
  it('plays with four players', () => expect(PLAYER_COUNT).toBe(4));
});
