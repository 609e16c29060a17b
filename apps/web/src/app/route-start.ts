import { matchPath } from 'react-router-dom';
import { usersApi } from '@mj/api';
import type { AppDispatch } from '../store/store';
import { loadSignedInShell, routes, type RouteName } from './pages';

type Step = (dispatch: AppDispatch) => void;

/** The running games (with « Continuer la partie ») and the pseudos their cards show. */
const myGames: Step = (dispatch) => void dispatch(usersApi.util.prefetch('getMyGames', undefined, {}));
const players: Step = (dispatch) => void dispatch(usersApi.util.prefetch('getUsers', undefined, {}));

/** What a page asks the server for as soon as it mounts, for the pages that start on a list. */
const routeData: Partial<Record<RouteName, Step[]>> = {
  myGames: [myGames, players],
  dashboard: [myGames, players],
};

/**
 * How the page at `pathname` starts before React renders it, as steps meant for a task each
 * (a slow phone's main thread gets a turn between them): its data requests, then its chunk. The
 * requests leave one chunk download and one render earlier, and React's commit of the page no longer
 * starts them (its mount effects find them under way); the chunk's preload links are no longer added
 * inside React's render. Nothing for a page its guard would not show (a signed-out user on a protected
 * page goes to /login). Answers nobody subscribes to expire like any unused answer.
 */
export function routeStartSteps(pathname: string, signedIn: boolean): Step[] {
  const name = (Object.keys(routes) as RouteName[]).find((key) => matchPath(routes[key].path, pathname));
  if (!name) return [];
  const { access } = routes[name];
  if ((access === 'protected' && !signedIn) || (access === 'public-only' && signedIn)) return [];
  const loadChunk: Step = () => void routes[name].load().catch(() => undefined);
  // A protected page shows inside the signed-in frame, a chunk of its own: both come at once.
  const loadShell: Step = () => void loadSignedInShell().catch(() => undefined);
  const chunks = access === 'protected' ? [loadShell, loadChunk] : [loadChunk];
  return [...((signedIn && routeData[name]) || []), ...chunks];
}
