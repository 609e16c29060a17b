/**
 * Wire types: those of @mj/contract, the one place a wire shape is written (type-only: nothing of the
 * contract reaches the bundle). Re-exported here under the names the web app knows.
 */
export type {
  AddRoundBody,
  AddRoundResponse,
  AuthResponse,
  ChangePseudoRequest,
  CreatedId,
  CreateGameRequest,
  CreateManualGameRequest,
  CreateTournamentRequest,
  Credentials,
  DeleteTournamentGameResponse,
  Game,
  GameStatus,
  GoogleLoginResponse,
  HistoryEntryWire,
  MyDataExport,
  Provider,
  Ranking,
  RankingResponse,
  RankingVisibilityResponse,
  RoundsResponse,
  SessionUser,
  Tournament,
  TournamentPlayersResponse,
  TournamentStateResponse,
  TournamentStatus,
  UndoRoundResponse,
  User,
} from '@mj/contract';
