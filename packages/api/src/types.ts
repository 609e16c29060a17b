/**
 * Wire types, field for field as `docs/api-contract.md` ("Entities as returned" and "Routes").
 * Domain types are imported as types only: this package never runs domain code.
 */
import type { RoundPayload, UserId, Wind } from '@mj/domain';

export type Provider = 'local' | 'google';

/** A user as the server returns it; `email` is `""` when absent or withheld. */
export interface User {
  user_id: UserId;
  pseudo: string;
  email: string;
  provider: Provider;
}

/** The user the client holds in its session (spec section 3): the same fields as a listed user. */
export type SessionUser = User;

export interface Credentials {
  pseudo: string;
  password: string;
}

/** Register and login answer with the server's own token (local accounts). */
export interface AuthResponse {
  user_id: UserId;
  pseudo: string;
  email: string;
  token: string;
}

/** Google login answers without a token: the Firebase ID token stays the bearer. */
export interface GoogleLoginResponse {
  user_id: UserId;
  pseudo: string;
  email: string;
  provider: 'google';
}

export interface ChangePseudoRequest {
  user_id: UserId;
  new_pseudo: string;
}

export type GameStatus = 'en cours' | 'terminé';

export interface Game {
  id: string;
  nom: string;
  /** 4 user ids in seat order; index 0 is the first dealer (East). */
  joueurs: UserId[];
  scores: Record<UserId, number>;
  etat: GameStatus;
  vent: Wind;
  tour_actuel: number;
  dealer_stack: number;
  riichi_stack: number;
  date_debut: string;
  date_fin: string | null;
  tournois_id: string | null;
  nb_tours: number;
}

/**
 * A history entry (compact form): scores before the round, the change of each player (riichi bets
 * included) and the round as sent.
 */
export interface HistoryEntryWire {
  index: number;
  joueurs_avant: Record<UserId, number>;
  delta: Record<UserId, number>;
  tour: RoundPayload;
}

export interface CreateGameRequest {
  joueurs: UserId[];
  tournois_id?: string | null;
}

export interface CreatedId {
  id: string;
}

export interface CreateManualGameRequest {
  joueurs: UserId[];
  scores: Record<UserId, number>;
  /** ISO 8601, the client sends "now". */
  date_debut: string;
  tournoi_id?: string | null;
}

/** A round as posted, with the number of rounds the client has seen (stale → 409). */
export type AddRoundBody = RoundPayload & { index?: number };

export interface AddRoundResponse {
  partie: Game;
  entry: HistoryEntryWire;
}

export interface UndoRoundResponse {
  partie: Game;
  removed: HistoryEntryWire;
}

export interface RoundsResponse {
  tours: HistoryEntryWire[];
}

export type TournamentStatus = 'en cours' | 'terminé';

export interface Tournament {
  id: string;
  nom: string;
  date_debut: string;
  date_fin: string | null;
  etat: TournamentStatus;
  classement_visible: boolean;
  regles: string;
  joueurs: UserId[];
  admin_id: UserId;
}

export interface CreateTournamentRequest {
  nom: string;
  date_debut: string;
  classement_visible: boolean;
  regles: 'classic';
  joueurs: UserId[];
}

/** Map of user id to ranking points (see rules-classic.md). */
export type Ranking = Record<UserId, number>;

export interface RankingResponse {
  /** `null` for a non-admin while the ranking is hidden and the tournament is running. */
  classement: Ranking | null;
  classement_visible: boolean;
}

export interface TournamentPlayersResponse {
  joueurs: UserId[];
}

export interface DeleteTournamentGameResponse {
  /** Ids of the games left in the tournament. */
  parties: string[];
  classement: Ranking | null;
}

export interface RankingVisibilityResponse {
  classement_visible: boolean;
}

export interface TournamentStateResponse {
  etat: TournamentStatus;
  date_fin: string | null;
}

/** `GET /users/me/export` (beyond the spec): everything the server keeps about the caller. */
export interface MyDataExport {
  exporte_le: string;
  compte: User & { cree_le: string };
  parties: (Game & { tours: HistoryEntryWire[] })[];
  tournois: Tournament[];
}
