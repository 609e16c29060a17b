import type { ComponentType } from 'react';
import type { RouteName } from '../config/routes';

export type PageModule<Props extends object = object> = { default: ComponentType<Props> };

/** Every page is its own chunk, one file per route in ./routes, fetched on first need. */
export const pageLoaders: Record<RouteName, () => Promise<PageModule>> = {
  login: () => import('./routes/login'),
  dashboard: () => import('./routes/dashboard'),
  home: () => import('./routes/home'),
  homeSwipe: () => import('./routes/home-swipe'),
  chooseGameMode: () => import('./routes/choose-game-mode'),
  createGame: () => import('./routes/create-game'),
  createFinalGame: () => import('./routes/create-final-game'),
  addRound: () => import('./routes/add-round'),
  myGames: () => import('./routes/my-games'),
  gameResults: () => import('./routes/game-results'),
  createTournament: () => import('./routes/create-tournament'),
  createTournamentAlias: () => import('./routes/create-tournament-alias'),
  myTournaments: () => import('./routes/my-tournaments'),
  tournament: () => import('./routes/tournament'),
  tournamentAdmin: () => import('./routes/tournament-admin'),
  tournamentResults: () => import('./routes/tournament-results'),
  playerStats: () => import('./routes/player-stats'),
  seatingSheet: () => import('./routes/seating-sheet'),
  screen: () => import('./routes/screen'),
  join: () => import('./routes/join'),
  checkIn: () => import('./routes/check-in'),
  tournamentReport: () => import('./routes/tournament-report'),
  league: () => import('./routes/league'),
  importGame: () => import('./routes/import-game'),
};

/** The frame of every protected page (header, offline notice, sign-out), fetched with the first of them. */
export const loadSignedInShell = () => import('./signed-in-shell');
