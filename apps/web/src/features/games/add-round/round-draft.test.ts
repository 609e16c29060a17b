import { describe, expect, it } from '@jest/globals';
import { rulesOf, validateRound } from '@mj/domain';
import { yakumanRon } from '@mj/domain/testing';
import { draftFromRound, emptyDraft, fuAsked, toRoundInput, yakumanChoice } from './round-draft';

const PLAYERS = ['alice', 'bruno', 'chloe', 'denis'];

describe('the round draft under other rule sets', () => {
  it('« Double yakuman » in the han list is sent as yakuman: 2, with no han or fu, and reads back', () => {
    const draft = {
      ...emptyDraft,
      type: 'ron' as const,
      winners: ['bruno'],
      loser: 'chloe',
      han: { bruno: yakumanChoice(2) },
    };
    expect(fuAsked(draft.han.bruno)).toBe(false);
    const input = toRoundInput(draft);
    expect(input).toMatchObject({ gagnant: ['bruno'], han: {}, fu: {}, yakuman: { bruno: 2 } });
    expect(validateRound(input, PLAYERS, rulesOf('m-league')).ok).toBe(true);
    expect(draftFromRound(yakumanRon(['bruno'], 'chloe', 2)).han).toEqual({ bruno: 'Y2' });
  });

  it('a nagashi mangan sends who made it; an abortive draw sends nobody', () => {
    const nagashi = toRoundInput({ ...emptyDraft, type: 'nagashi', winners: ['denis'] });
    expect(nagashi).toMatchObject({ type_victoire: 'nagashi', gagnant: ['denis'], han: {}, perdant: null });
    expect(validateRound(nagashi, PLAYERS, rulesOf('m-league')).ok).toBe(true);
    const abandon = toRoundInput({ ...emptyDraft, type: 'abandon', riichi: ['alice'] });
    expect(validateRound(abandon, PLAYERS, rulesOf('tenhou'))).toMatchObject({ ok: true });
  });
});
