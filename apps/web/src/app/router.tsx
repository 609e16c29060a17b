import type { ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { UpdatePrompt } from '../components/app-status';
import { paths, type RouteAccess, type RouteName } from '../config/paths';
import { PublicOnlyRoute, PublicRoute, ProtectedRoute } from './guards';
import { lazyPage } from './lazy-page';
import { pageLoaders } from './pages';

/** Each route's page, its chunk fetched when the page is first rendered (or started: ./route-start.ts). */
const pages = Object.fromEntries(
  Object.entries(pageLoaders).map(([name, load]) => [name, lazyPage(load)]),
) as Record<RouteName, ComponentType>;

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
