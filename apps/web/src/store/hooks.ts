import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/** The only place that imports `useSelector`/`useDispatch`: typed once for the whole app. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
