import type { UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

export const TAG_TYPES = [
  'User',
  'Me',
  'Game',
  'MyGames',
  'Rounds',
  'Tournament',
  'Tournaments',
  'TournamentPlayers',
  'TournamentGames',
  'Ranking',
  /** The tournament's highlights: they follow its games (and its ranking's visibility, through 'Ranking'). */
  'Highlights',
  'Statistics',
  'Rondes',
  'Screen',
  'PublicScreen',
  /** A tournament's penalties (its chombos included: they follow its games). */
  'Penalties',
  /** A tournament's registration settings, waiting list, venue code and profiles (its admin's view). */
  'Registration',
  /** The caller's waiting lists and the places they got from one. */
  'MyRegistrations',
  /** The caller's own profile (name, EMA number, country, club). */
  'Profile',
  /**
   * A league (its members), the caller's leagues (`LIST`), a league's seasons (`saisons-{id}`), a season's
   * standings (`classement-{id}`; computed from the games, they are read again whenever shown).
   */
  'League',
] as const;

/** The id of the tag that stands for a whole list (e.g. every user). */
export const LIST = 'LIST';

// The explicit return type lets the base query name `api` before it exists (it only runs later).
const resetApiCache = (): UnknownAction => api.util.resetApiState();

/** The one API slice: endpoints are injected per resource from `endpoints/`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(resetApiCache),
  tagTypes: TAG_TYPES,
  // With the host's `setupListeners` (apps/web store/connectivity.ts): what is on screen is fetched
  // again when the network comes back or the app regains focus, and polling pauses while unfocused.
  refetchOnReconnect: true,
  refetchOnFocus: true,
  endpoints: () => ({}),
});
