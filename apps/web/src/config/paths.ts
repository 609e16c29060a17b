/**
 * The route table as data. Components never write a URL by hand: they call `href(...)`.
 * `path` is the react-router pattern; `access` says which guard wraps the page.
 */
/** `public`: anyone, signed in or not, without the header (the room's projector). */
export type RouteAccess = 'public-only' | 'protected' | 'public';

function withTournament(base: string, tournamentId?: string | null): string {
  return tournamentId ? `${base}?tournoiId=${encodeURIComponent(tournamentId)}` : base;
}

const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  login: { path: '/login', access: 'public-only', href: () => '/login' },
  dashboard: { path: '/', access: 'protected', href: () => '/' },
  home: { path: '/home', access: 'protected', href: () => '/home' },
  homeSwipe: { path: '/home-swipe', access: 'protected', href: () => '/home-swipe' },
  chooseGameMode: {
    path: '/choose-party-mode',
    access: 'protected',
    href: (tournamentId?: string | null) => withTournament('/choose-party-mode', tournamentId),
  },
  createGame: {
    path: '/create-party',
    access: 'protected',
    href: (tournamentId?: string | null) => withTournament('/create-party', tournamentId),
  },
  createFinalGame: {
    path: '/create-party-final',
    access: 'protected',
    href: (tournamentId?: string | null) => withTournament('/create-party-final', tournamentId),
  },
  addRound: {
    path: '/add-tour/:gameId',
    access: 'protected',
    /** `historique`: opens the rounds' history, where a finished game's rounds are corrected. */
    href: (gameId: string, historique = false) =>
      `/add-tour/${seg(gameId)}${historique ? '?historique' : ''}`,
  },
  myGames: { path: '/mes-parties', access: 'protected', href: () => '/mes-parties' },
  /** Beyond the spec: the results of one finished game (replaces the "coming soon" alert). */
  gameResults: {
    path: '/parties/:id/resultats',
    access: 'protected',
    href: (id: string) => `/parties/${seg(id)}/resultats`,
  },
  createTournament: { path: '/create-tournoi', access: 'protected', href: () => '/create-tournoi' },
  /** The /home call-to-action of the spec points here; it leads to tournament creation. */
  createTournamentAlias: {
    path: '/create-tournament',
    access: 'protected',
    href: () => '/create-tournament',
  },
  myTournaments: { path: '/mes-tournois', access: 'protected', href: () => '/mes-tournois' },
  tournament: { path: '/tournois/:id', access: 'protected', href: (id: string) => `/tournois/${seg(id)}` },
  tournamentAdmin: {
    path: '/tournois/:id/admin',
    access: 'protected',
    /** `etape`: one phase of the day (features/tournaments/admin-phases.tsx); none opens the current one. */
    href: (id: string, etape?: string) => `/tournois/${seg(id)}/admin${etape ? `?etape=${seg(etape)}` : ''}`,
  },
  tournamentResults: {
    path: '/tournois/:id/resultats',
    access: 'protected',
    href: (id: string) => `/tournois/${seg(id)}/resultats`,
  },
  /** A player's statistics (any account, a deleted one's anonymous player included). */
  playerStats: {
    path: '/joueurs/:id',
    access: 'protected',
    href: (id: string) => `/joueurs/${seg(id)}`,
  },
  /** Beyond the spec: one ronde's tables on a printable page for the room. */
  seatingSheet: {
    path: '/tournois/:id/rondes/:numero/feuille',
    access: 'protected',
    href: (id: string, numero: number) => `/tournois/${seg(id)}/rondes/${numero}/feuille`,
  },
  /** Sign-up by a tournament's registration link (signed in first: the login page comes back here). */
  join: {
    path: '/inscription/:jeton',
    access: 'protected',
    href: (jeton: string) => `/inscription/${seg(jeton)}`,
  },
  /** Check-in by the venue's QR code. */
  checkIn: {
    path: '/pointage/:jeton',
    access: 'protected',
    href: (jeton: string) => `/pointage/${seg(jeton)}`,
  },
  /** The observer's report, drafted: a printable page. */
  tournamentReport: {
    path: '/tournois/:id/rapport',
    access: 'protected',
    href: (id: string) => `/tournois/${seg(id)}/rapport`,
  },
  /**
   * The leagues, one route (one entry in the first load): `/ligues` lists them, `/ligues/{id}` is a league
   * with a tab per season, `/ligues/rejoindre/{jeton}` its invitation link (`href('rejoindre', jeton)`).
   */
  league: {
    path: '/ligues/:id?/:jeton?',
    access: 'protected',
    href: (...segments: string[]) => ['/ligues', ...segments.map(seg)].join('/'),
  },
  /** « Importer une partie en ligne »: a Tenhou, Mahjong Soul or mjai log; `ligueId` preselects a league. */
  importGame: {
    path: '/importer-partie',
    access: 'protected',
    href: (ligueId?: string) => (ligueId ? `/importer-partie?ligueId=${seg(ligueId)}` : '/importer-partie'),
  },
  /** Beyond the spec: the public screen of a tournament, no sign-in. */
  screen: { path: '/ecran/:jeton', access: 'public', href: (jeton: string) => `/ecran/${seg(jeton)}` },
} as const satisfies Record<
  string,
  { path: string; access: RouteAccess; href: (...args: never[]) => string }
>;

export type RouteName = keyof typeof paths;

/** Header links, in order; Déconnexion is a button, not a route. */
export const headerLinks = [
  { label: 'Accueil', to: paths.homeSwipe.href() },
  { label: 'Compte', to: paths.dashboard.href() },
  { label: 'Parties', to: paths.myGames.href() },
  { label: 'Tournois', to: paths.myTournaments.href() },
  { label: 'Ligues', to: paths.league.href() },
] as const;
