import type { ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { UpdatePrompt } from '../components/app-status';
import { paths, type RouteAccess, type RouteName } from '../config/paths';
import { PublicOnlyRoute, PublicRoute, ProtectedRoute } from './guards';
import { lazyPage } from './lazy-page';

/** Every page is its own chunk (spec section 9); one file per route in ./routes. */
const pages: Record<RouteName, ComponentType> = {
  login: lazyPage(() => import('./routes/login')),
  dashboard: lazyPage(() => import('./routes/dashboard')),
  home: lazyPage(() => import('./routes/home')),
  homeSwipe: lazyPage(() => import('./routes/home-swipe')),
  chooseGameMode: lazyPage(() => import('./routes/choose-game-mode')),
  createGame: lazyPage(() => import('./routes/create-game')),
  createFinalGame: lazyPage(() => import('./routes/create-final-game')),
  addRound: lazyPage(() => import('./routes/add-round')),
  myGames: lazyPage(() => import('./routes/my-games')),
  gameResults: lazyPage(() => import('./routes/game-results')),
  createTournament: lazyPage(() => import('./routes/create-tournament')),
  createTournamentAlias: lazyPage(() => import('./routes/create-tournament-alias')),
  myTournaments: lazyPage(() => import('./routes/my-tournaments')),
  tournament: lazyPage(() => import('./routes/tournament')),
  tournamentAdmin: lazyPage(() => import('./routes/tournament-admin')),
  tournamentResults: lazyPage(() => import('./routes/tournament-results')),
  playerStats: lazyPage(() => import('./routes/player-stats')),
  seatingSheet: lazyPage(() => import('./routes/seating-sheet')),
  screen: lazyPage(() => import('./routes/screen')),
};

const routeNames = Object.keys(paths) as RouteName[];

function routesFor(access: RouteAccess) {
  return routeNames
    .filter((name) => paths[name].access === access)
    .map((name) => {
      const Page = pages[name];
      return <Route key={name} path={paths[name].path} element={<Page />} />;
    });
}

/** The whole route tree; tests render it inside a MemoryRouter. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnlyRoute />}>{routesFor('public-only')}</Route>
      <Route element={<ProtectedRoute />}>{routesFor('protected')}</Route>
      <Route element={<PublicRoute />}>{routesFor('public')}</Route>
      <Route path="*" element={<Navigate to={paths.dashboard.href()} replace />} />
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
      <UpdatePrompt />
    </BrowserRouter>
  );
}
