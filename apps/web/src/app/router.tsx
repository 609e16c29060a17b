import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { PublicOnlyRoute, PublicRoute, ProtectedRoute } from './guards';
import { lazyPage } from './lazy-page';
import { routes, type RouteAccess, type RouteName } from './pages';
import { selectUpdateReady } from '../store/network-slice';
import { useAppSelector } from '../store/hooks';

const LazyUpdatePrompt = lazy(() => import('../components/update-prompt'));

/** « Nouvelle version disponible », once the service worker has installed one: its chunk comes then. */
function UpdatePrompt() {
  const ready = useAppSelector(selectUpdateReady);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LazyUpdatePrompt />
    </Suspense>
  );
}

/** Each route's page, its chunk fetched when the page is first rendered (or started: ./route-start.ts). */
const pages = Object.fromEntries(
  Object.entries(routes).map(([name, { load }]) => [name, lazyPage(load)]),
) as Record<RouteName, ComponentType>;

const routeNames = Object.keys(routes) as RouteName[];

function routesFor(access: RouteAccess) {
  return routeNames
    .filter((name) => routes[name].access === access)
    .map((name) => {
      const Page = pages[name];
      return <Route key={name} path={routes[name].path} element={<Page />} />;
    });
}

/** The whole route tree; tests render it inside a MemoryRouter. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicOnlyRoute />}>{routesFor('public-only')}</Route>
      <Route element={<ProtectedRoute />}>{routesFor('protected')}</Route>
      <Route element={<PublicRoute />}>{routesFor('public')}</Route>
      <Route path="*" element={<Navigate to={routes.dashboard.path} replace />} />
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
