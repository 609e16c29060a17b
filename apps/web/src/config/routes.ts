/**
 * The route table as data, part of every first load: each route's react-router pattern and which guard
 * wraps its page. The links to a route are written by `paths` (./paths.ts), which only pages load.
 */
/** `public`: anyone, signed in or not, without the header (the room's projector). */
export type RouteAccess = 'public-only' | 'protected' | 'public';

export const routes = {
  login: { path: '/login', access: 'public-only' },
  dashboard: { path: '/', access: 'protected' },
  home: { path: '/home', access: 'protected' },
  homeSwipe: { path: '/home-swipe', access: 'protected' },
  chooseGameMode: { path: '/choose-party-mode', access: 'protected' },
  createGame: { path: '/create-party', access: 'protected' },
  createFinalGame: { path: '/create-party-final', access: 'protected' },
  addRound: { path: '/add-tour/:gameId', access: 'protected' },
  myGames: { path: '/mes-parties', access: 'protected' },
  /** Beyond the spec: the results of one finished game (replaces the "coming soon" alert). */
  gameResults: { path: '/parties/:id/resultats', access: 'protected' },
  createTournament: { path: '/create-tournoi', access: 'protected' },
  /** The /home call-to-action of the spec points here; it leads to tournament creation. */
  createTournamentAlias: { path: '/create-tournament', access: 'protected' },
  myTournaments: { path: '/mes-tournois', access: 'protected' },
  tournament: { path: '/tournois/:id', access: 'protected' },
  tournamentAdmin: { path: '/tournois/:id/admin', access: 'protected' },
  tournamentResults: { path: '/tournois/:id/resultats', access: 'protected' },
  /** A player's statistics (any account, a deleted one's anonymous player included). */
  playerStats: { path: '/joueurs/:id', access: 'protected' },
  /** Beyond the spec: one ronde's tables on a printable page for the room. */
  seatingSheet: { path: '/tournois/:id/rondes/:numero/feuille', access: 'protected' },
  /** Sign-up by a tournament's registration link (signed in first: the login page comes back here). */
  join: { path: '/inscription/:jeton', access: 'protected' },
  /** Check-in by the venue's QR code. */
  checkIn: { path: '/pointage/:jeton', access: 'protected' },
  /** The observer's report, drafted: a printable page. */
  tournamentReport: { path: '/tournois/:id/rapport', access: 'protected' },
  /**
   * The leagues, one route (one entry in the first load): `/ligues` lists them, `/ligues/{id}` is a league
   * with a tab per season, `/ligues/rejoindre/{jeton}` its invitation link.
   */
  league: { path: '/ligues/:id?/:jeton?', access: 'protected' },
  /** « Importer une partie en ligne »: a Tenhou, Mahjong Soul or mjai log. */
  importGame: { path: '/importer-partie', access: 'protected' },
  /** Beyond the spec: the public screen of a tournament, no sign-in. */
  screen: { path: '/ecran/:jeton', access: 'public' },
} as const satisfies Record<string, { path: string; access: RouteAccess }>;

export type RouteName = keyof typeof routes;
