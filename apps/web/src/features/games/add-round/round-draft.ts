import type { VictoryType } from '@mj/domain';

/**
 * The round being entered, as the form holds it (component state, never Redux). Han and fu stay text
 * as selected; `toRoundInput` turns the draft into the payload the domain validates and the server gets.
 */
export interface RoundDraft {
  type: VictoryType | null;
  winners: string[];
  /** The discarder (ron) or the offender (chombo). */
  loser: string | null;
  tenpai: string[];
  riichi: string[];
  han: Record<string, string>;
  fu: Record<string, string>;
}

export const emptyDraft: RoundDraft = {
  type: null,
  winners: [],
  loser: null,
  tenpai: [],
  riichi: [],
  han: {},
  fu: {},
};

/** Spec section 4: choosing a victory type resets winners, loser, tenpai and han/fu. */
export function withVictoryType(draft: RoundDraft, type: VictoryType): RoundDraft {
  return { ...emptyDraft, riichi: draft.riichi, type };
}

export function toggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** Ron winners: toggling one drops its han/fu when it leaves and clears it as the loser. */
export function toggleWinner(draft: RoundDraft, id: string): RoundDraft {
  const winners = toggle(draft.winners, id);
  const keep = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).filter(([key]) => winners.includes(key)));
  return {
    ...draft,
    winners,
    loser: draft.loser === id ? null : draft.loser,
    han: keep(draft.han),
    fu: keep(draft.fu),
  };
}

const asNumber = (text: string | undefined): number => {
  const value = Number(text);
  return text && Number.isFinite(value) ? value : 0;
};

const hasWinners = (type: VictoryType | null) => type === 'tsumo' || type === 'ron';
const hasLoser = (type: VictoryType | null) => type === 'ron' || type === 'chombo';

/** The round as sent (spec section 3); fields the type does not use are empty. */
export function toRoundInput(draft: RoundDraft) {
  const winners = hasWinners(draft.type) ? draft.winners : [];
  return {
    type_victoire: draft.type ?? '',
    gagnant: winners,
    perdant: hasLoser(draft.type) ? draft.loser : null,
    han: Object.fromEntries(winners.map((id) => [id, asNumber(draft.han[id])])),
    fu: Object.fromEntries(winners.map((id) => [id, asNumber(draft.fu[id])])),
    riichi_players: draft.riichi,
    tenpai: draft.type === 'tenpai' ? draft.tenpai : [],
  };
}
