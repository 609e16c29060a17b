import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';
import { selectCurrentUser } from '../features/auth/auth-slice';

/** The only place that imports `useSelector`/`useDispatch`: typed once for the whole app. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The signed-in user (every protected page has one; null only on public pages). */
export function useCurrentUser() {
  return useAppSelector(selectCurrentUser);
}
