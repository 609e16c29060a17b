import type { ComponentType } from 'react';
import type { paths } from '../config/paths';

/** `public`: anyone, signed in or not, without the header (the room's projector). */
export type RouteAccess = 'public-only' | 'protected' | 'public';

export type PageModule<Props extends object = object> = { default: ComponentType<Props> };

/**
 * The route table, part of every first load: each route's react-router pattern, which guard wraps its
 * page, and its page's chunk (one file per route in ./routes, fetched on first need). The links to a
 * route are written by `paths` (../config/paths.ts), which only pages load: both name the same routes.
 */
export const routes = {
  login: { path: '/login', access: 'public-only', load: () => import('./routes/login') },
  dashboard: { path: '/', access: 'protected', load: () => import('./routes/dashboard') },
  home: { path: '/home', access: 'protected', load: () => import('./routes/home') },
  homeSwipe: { path: '/home-swipe', access: 'protected', load: () => import('./routes/home-swipe') },
  chooseGameMode: {
    path: '/choose-party-mode',
    access: 'protected',
    load: () => import('./routes/choose-game-mode'),
  },
  createGame: { path: '/create-party', access: 'protected', load: () => import('./routes/create-game') },
  createFinalGame: {
    path: '/create-party-final',
    access: 'protected',
    load: () => import('./routes/create-final-game'),
  },
  addRound: { path: '/add-tour/:gameId', access: 'protected', load: () => import('./routes/add-round') },
  myGames: { path: '/mes-parties', access: 'protected', load: () => import('./routes/my-games') },
  /** Beyond the spec: the results of one finished game (replaces the "coming soon" alert). */
  gameResults: {
    path: '/parties/:id/resultats',
    access: 'protected',
    load: () => import('./routes/game-results'),
  },
  createTournament: {
    path: '/create-tournoi',
    access: 'protected',
    load: () => import('./routes/create-tournament'),
  },
  /** The /home call-to-action of the spec points here; it leads to tournament creation. */
  createTournamentAlias: {
    path: '/create-tournament',
    access: 'protected',
    load: () => import('./routes/create-tournament-alias'),
  },
  myTournaments: {
    path: '/mes-tournois',
    access: 'protected',
    load: () => import('./routes/my-tournaments'),
  },
  tournament: { path: '/tournois/:id', access: 'protected', load: () => import('./routes/tournament') },
  tournamentAdmin: {
    path: '/tournois/:id/admin',
    access: 'protected',
    load: () => import('./routes/tournament-admin'),
  },
  tournamentResults: {
    path: '/tournois/:id/resultats',
    access: 'protected',
    load: () => import('./routes/tournament-results'),
  },
  /** A player's statistics (any account, a deleted one's anonymous player included). */
  playerStats: { path: '/joueurs/:id', access: 'protected', load: () => import('./routes/player-stats') },
  /** Beyond the spec: one ronde's tables on a printable page for the room. */
  seatingSheet: {
    path: '/tournois/:id/rondes/:numero/feuille',
    access: 'protected',
    load: () => import('./routes/seating-sheet'),
  },
  /** Sign-up by a tournament's registration link (signed in first: the login page comes back here). */
  join: { path: '/inscription/:jeton', access: 'protected', load: () => import('./routes/join') },
  /** Check-in by the venue's QR code. */
  checkIn: { path: '/pointage/:jeton', access: 'protected', load: () => import('./routes/check-in') },
  /** The observer's report, drafted: a printable page. */
  tournamentReport: {
    path: '/tournois/:id/rapport',
    access: 'protected',
    load: () => import('./routes/tournament-report'),
  },
  /**
   * The leagues, one route (one entry in the first load): `/ligues` lists them, `/ligues/{id}` is a league
   * with a tab per season, `/ligues/rejoindre/{jeton}` its invitation link.
   */
  league: { path: '/ligues/:id?/:jeton?', access: 'protected', load: () => import('./routes/league') },
  /** « Importer une partie en ligne »: a Tenhou, Mahjong Soul or mjai log. */
  importGame: { path: '/importer-partie', access: 'protected', load: () => import('./routes/import-game') },
  /** Beyond the spec: the public screen of a tournament, no sign-in. */
  screen: { path: '/ecran/:jeton', access: 'public', load: () => import('./routes/screen') },
} as const satisfies Record<
  keyof typeof paths,
  { path: string; access: RouteAccess; load: () => Promise<PageModule> }
>;

export type RouteName = keyof typeof routes;

/** The frame of every protected page (header, offline notice, sign-out), fetched with the first of them. */
export const loadSignedInShell = () => import('./signed-in-shell');
