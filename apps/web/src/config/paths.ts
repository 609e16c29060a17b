/**
 * The links to each route of ../app/pages.ts. Components never write a URL by hand: they call
 * `paths.<route>.href(...)`. Only pages load this module (the first load carries the route table alone).
 */

function withTournament(base: string, tournamentId?: string | null): string {
  return tournamentId ? `${base}?tournoiId=${encodeURIComponent(tournamentId)}` : base;
}

const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  login: { href: () => '/login' },
  dashboard: { href: () => '/' },
  home: { href: () => '/home' },
  homeSwipe: { href: () => '/home-swipe' },
  chooseGameMode: {
    href: (tournamentId?: string | null) => withTournament('/choose-party-mode', tournamentId),
  },
  createGame: {
    href: (tournamentId?: string | null) => withTournament('/create-party', tournamentId),
  },
  createFinalGame: {
    href: (tournamentId?: string | null) => withTournament('/create-party-final', tournamentId),
  },
  addRound: {
    /** With `?historique`, the rounds' history opens (where a finished game's rounds are corrected). */
    href: (gameId: string) => `/add-tour/${seg(gameId)}`,
  },
  myGames: { href: () => '/mes-parties' },
  gameResults: {
    href: (id: string) => `/parties/${seg(id)}/resultats`,
  },
  createTournament: { href: () => '/create-tournoi' },
  createTournamentAlias: {
    href: () => '/create-tournament',
  },
  myTournaments: { href: () => '/mes-tournois' },
  tournament: { href: (id: string) => `/tournois/${seg(id)}` },
  tournamentAdmin: {
    /** `etape`: one phase of the day (features/tournaments/admin-phases.tsx); none opens the current one. */
    href: (id: string, etape?: string) => `/tournois/${seg(id)}/admin${etape ? `?etape=${seg(etape)}` : ''}`,
  },
  tournamentResults: {
    href: (id: string) => `/tournois/${seg(id)}/resultats`,
  },
  playerStats: {
    href: (id: string) => `/joueurs/${seg(id)}`,
  },
  seatingSheet: {
    href: (id: string, numero: number) => `/tournois/${seg(id)}/rondes/${numero}/feuille`,
  },
  join: {
    href: (jeton: string) => `/inscription/${seg(jeton)}`,
  },
  checkIn: {
    href: (jeton: string) => `/pointage/${seg(jeton)}`,
  },
  tournamentReport: {
    href: (id: string) => `/tournois/${seg(id)}/rapport`,
  },
  /** `/ligues` lists them, `/ligues/{id}` is a league, `/ligues/rejoindre/{jeton}` its invitation link. */
  league: {
    href: (...segments: string[]) => ['/ligues', ...segments.map(seg)].join('/'),
  },
  /** `ligueId` preselects a league. */
  importGame: {
    href: (ligueId?: string) => (ligueId ? `/importer-partie?ligueId=${seg(ligueId)}` : '/importer-partie'),
  },
  screen: { href: (jeton: string) => `/ecran/${seg(jeton)}` },
} as const satisfies Record<string, { href: (...args: never[]) => string }>;

/** Header links, in order; Déconnexion is a button, not a route. */
export const headerLinks = [
  { label: 'Accueil', to: paths.homeSwipe.href() },
  { label: 'Compte', to: paths.dashboard.href() },
  { label: 'Parties', to: paths.myGames.href() },
  { label: 'Tournois', to: paths.myTournaments.href() },
  { label: 'Ligues', to: paths.league.href() },
] as const;
