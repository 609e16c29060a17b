import { limitOf, type RoundPayload, type VictoryType } from '@mj/domain';

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
  /** « Personne tenpai »: an all-noten draw, chosen explicitly (an empty tenpai list alone is not enough). */
  nobodyTenpai: boolean;
  riichi: string[];
  han: Record<string, string>;
  fu: Record<string, string>;
}

export const emptyDraft: RoundDraft = {
  type: null,
  winners: [],
  loser: null,
  tenpai: [],
  nobodyTenpai: false,
  riichi: [],
  han: {},
  fu: {},
};

/** Asked when a draw has nobody ticked and « Personne tenpai » is not chosen. */
export const TENPAI_OR_NOBODY = 'Tenpai : coche les joueurs tenpai, ou « Personne tenpai ».';

/** The form's own check before the domain's: an all-noten draw must be chosen, not left by omission. */
export const draftError = (draft: RoundDraft): string | null =>
  draft.type === 'tenpai' && draft.tenpai.length === 0 && !draft.nobodyTenpai ? TENPAI_OR_NOBODY : null;

/** A yakuman chosen in the han list: « Y1 » a yakuman, « Y2 » a double yakuman. */
const YAKUMAN = /^Y(\d)$/;
export const yakumanChoice = (count: number): string => `Y${count}`;
const yakumanOf = (han: string | undefined): number | null => {
  const match = han === undefined ? null : YAKUMAN.exec(han);
  return match ? Number(match[1]) : null;
};

/** Whether the fu of this han are asked: not from 5 han (limit hands) nor for a yakuman, where they change nothing. */
export const fuAsked = (han: string | undefined): boolean =>
  !han || (yakumanOf(han) === null && !limitOf(Number(han)));

/** A recorded round back in the form (to correct it). */
export function draftFromRound(round: RoundPayload): RoundDraft {
  const text = (values: Record<string, number>) =>
    Object.fromEntries(Object.entries(values).map(([id, value]) => [id, String(value)]));
  return {
    type: round.type_victoire,
    winners: [...round.gagnant],
    loser: round.perdant,
    tenpai: [...round.tenpai],
    nobodyTenpai: round.type_victoire === 'tenpai' && round.tenpai.length === 0,
    riichi: [...round.riichi_players],
    han: {
      ...text(round.han),
      ...Object.fromEntries(
        Object.entries(round.yakuman ?? {}).map(([id, count]) => [id, yakumanChoice(count)]),
      ),
    },
    fu: text(round.fu),
  };
}

/** Choosing a victory type resets winners, loser, tenpai and han/fu. */
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

const hasHands = (type: VictoryType | null) => type === 'tsumo' || type === 'ron';
const hasWinners = (type: VictoryType | null) => hasHands(type) || type === 'nagashi';
const hasLoser = (type: VictoryType | null) => type === 'ron' || type === 'chombo';

/** The round as sent; fields the type does not use are empty. */
export function toRoundInput(draft: RoundDraft) {
  const winners = hasWinners(draft.type) ? draft.winners : [];
  const hands = hasHands(draft.type) ? winners : [];
  const yakuman = hands.filter((id) => yakumanOf(draft.han[id]) !== null);
  const counted = hands.filter((id) => !yakuman.includes(id));
  return {
    type_victoire: draft.type ?? '',
    gagnant: winners,
    perdant: hasLoser(draft.type) ? draft.loser : null,
    han: Object.fromEntries(counted.map((id) => [id, asNumber(draft.han[id])])),
    fu: Object.fromEntries(
      counted.filter((id) => fuAsked(draft.han[id])).map((id) => [id, asNumber(draft.fu[id])]),
    ),
    riichi_players: draft.riichi,
    // A nagashi mangan ends as a draw: who was tenpai decides whether the dealer keeps the deal.
    tenpai: draft.type === 'tenpai' || draft.type === 'nagashi' ? draft.tenpai : [],
    ...(yakuman.length > 0
      ? { yakuman: Object.fromEntries(yakuman.map((id) => [id, yakumanOf(draft.han[id]) as number])) }
      : {}),
  };
}
