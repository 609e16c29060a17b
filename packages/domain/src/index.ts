/** @mj/domain — the rules of the product, pure and dependency-free. The one front door. */
export * from './constants';
export { MESSAGES } from './messages';
export { spreadsheetText } from './spreadsheet';
export type * from './types';
export {
  classicRules,
  fuChoices,
  hanChoices,
  rulesetOf,
  victoryTypesUnder,
  withFreeExtension,
} from './rules';
export { PRESETS, PRESET_IDS } from './rules/presets';
export type { Preset } from './rules/presets';
export { describeRules, parametersOf, rulesOf, sameRules, validateRules } from './rules/choice';
export type { ValidRules } from './rules/choice';

export { handValue, ceil100, limitOf, yakumanValue } from './round/hand-value';
export type { HandInput, HandValue, DealerTsumo, NonDealerTsumo } from './round/hand-value';
export { validateRound } from './round/validate';
export { settleRound } from './round/settle';
export type { Settlement } from './round/settle';

export {
  initialGameState,
  isGameOver,
  isGameState,
  dealerOf,
  endByRules,
  leavesRegularEnd,
} from './game/state';
export { replayGame } from './game/replay';
export type { Replay } from './game/replay';
export { editGame } from './game/edit';
export type { RoundEdit, EditRefusal } from './game/edit';
export { gameResult, finishGame, countChombos, chomboPenaltyOf } from './game/result';
export type { GameResult, GameResultInput } from './game/result';
export { readFinalScores, validateFinalScores } from './game/final-scores';
export type { FinalScoresInput } from './game/final-scores';

export { moveUp, moveDown, makeDealer, validateNewGame } from './seating/order';
export { drawFour } from './seating/draw';
export type { RandomSource } from './seating/draw';
export { suggestPlayers } from './seating/suggest';
export type { Suggestable } from './seating/suggest';
export { windLabel } from './seating/wind';

export { isCountedGame, tournamentRanking, toRankingPoints } from './tournament/ranking';
export type { CountableGame, RankedGame } from './tournament/ranking';
export { rankedPlayers } from './tournament/places';
export { rankingPlaces } from './tournament/tie-break';
export type { TieBreakMode } from './tournament/tie-break';
export type { RankedPlayer } from './tournament/places';
export { validateTournament } from './tournament/validate';
export type { TournamentInput, ValidTournament } from './tournament/validate';

export {
  ANONYMOUS_PSEUDO_PREFIX,
  normalizePseudo,
  STACKED_MARKS,
  validatePseudoChange,
} from './player/pseudo';
export { searchKey } from './player/search-key';
export { validateProfile, PROFILE_FIELDS, MAX_PROFILE_TEXT_LENGTH } from './player/profile';
export type { PlayerProfile, ProfileField } from './player/profile';
export { countryAlpha3, countryCodes } from './player/countries';
export { emaResults, emaBaseRank } from './tournament/ema';
export type { EmaPlayer, EmaResultRow } from './tournament/ema';

export {
  formatDateTime,
  formatDate,
  formatMonth,
  formatScore,
  formatDelta,
  formatPoints,
  formatRate,
  formatDecimal,
  formatTenths,
  parseFrenchNumber,
  isPositiveScore,
} from './format';

export { seatRonde, tooLargeTeam, MAX_TOURNAMENT_PLAYERS } from './seating/ronde';
export { rondeQuality, mostRondesWithoutRepeat } from './seating/quality';
export type { RondeQuality, QualityInput } from './seating/quality';
export type { RondeInput, RondeMode, SeatingTeam } from './seating/ronde';
export { repeatedPairs } from './seating/history';

export { playerStatistics, statisticRates } from './statistics/player';
export type { PlayerStatistics, StatisticRates, BestHand, SeriesPoint } from './statistics/player';
export { tournamentHighlights } from './statistics/highlights';
export type { TournamentHighlights, TournamentGame } from './statistics/highlights';
export type { PlayedGame } from './statistics/played-game';

export { seasonStandings, EXCLUSION_MOTIFS, RATING_Z, SEASON_TIME_ZONE } from './season/standings';
export type {
  SeasonGame,
  SeasonStandings,
  StandingLine,
  ExcludedGame,
  ProgressPoint,
  Skill,
  SkillRating,
  StandingsOptions,
} from './season/standings';
export {
  validateSeason,
  validateLeagueName,
  defaultSeasonDates,
  isCalendarDay,
  SEASON_MEASURES,
  MAX_SEASON_NAME_LENGTH,
} from './season/validate';
export type { SeasonMeasure, SeasonSettings, ValidSeason } from './season/validate';
export { stageStanding, cutRanking, CARRIES } from './tournament/stages';
export type { Carry, Segment, StageCut, StageStanding, CutResult } from './tournament/stages';
export { teamStanding } from './tournament/teams';
export type { Team, TeamLine } from './tournament/teams';
