import { useAppSelector } from '../store/hooks';
import { selectCurrentUser } from './selectors';

/** The signed-in user (every protected page has one; null only on public pages). */
export function useCurrentUser() {
  return useAppSelector(selectCurrentUser);
}
