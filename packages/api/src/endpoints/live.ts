/**
 * Live updates with RTK Query's streaming pattern (`onCacheEntryAdded`): subscribing to `liveGame(id)`,
 * `liveTournament(id)` or `livePublicScreen(jeton)` keeps the server's event stream open while a component
 * uses it, and each event updates the cache (a game's or a screen's new state written in place; a
 * tournament's changes refetched by tag). The cached value says whether the stream is up, so that pages
 * poll only while it is down.
 */
import type {
  LiveEventName,
  LiveMessage,
  RankingChange,
  RankingResponse,
  TournamentEvent,
  TournamentEventReason,
  TournamentResume,
} from '@mj/contract';
import type { ApiHostState } from '../base-query';
import { api, LIST } from '../api';
import { getApiBaseUrl } from '../config';
import { keepConnected, type ServerEvent } from '../live/event-stream';
import { applyRankingChange } from '../live/ranking-change';
import { gamesApi } from './games';
import { rondesApi } from './rondes';
import { tournamentsApi } from './tournaments';
import { gameChangedTags, type Tag } from './tags';
import { seg as id } from './url';

export interface LiveState {
  /** The stream is open: the data follows the server without polling. */
  direct: boolean;
}

/** A tournament's pages refetch at most this often, however fast its tables play. */
export const TOURNAMENT_REFETCH_MIN_INTERVAL_MS = 1000;

/** What a tournament event makes stale (docs/api-contract.md, "Live updates"). */
export function tagsForTournamentEvent(tournamentId: string, raison: TournamentEventReason): Tag[] {
  const games: Tag[] = [
    { type: 'TournamentGames', id: tournamentId },
    { type: 'Ranking', id: tournamentId },
  ];
  switch (raison) {
    case 'partie':
      return games;
    case 'ronde':
      // A ronde created or cancelled, or its clock changed: its tables and clock too.
      return [...games, { type: 'Rondes', id: tournamentId }];
    case 'joueurs':
      // Sign-ups, withdrawals and check-ins too: the admin's registration view follows them.
      return [
        { type: 'Tournament', id: tournamentId },
        { type: 'TournamentPlayers', id: tournamentId },
        { type: 'Registration', id: tournamentId },
      ];
    case 'classement':
      return [
        { type: 'Tournament', id: tournamentId },
        { type: 'Ranking', id: tournamentId },
        { type: 'Penalties', id: tournamentId },
      ];
    case 'etat':
      return [...games, { type: 'Tournament', id: tournamentId }, { type: 'Tournaments', id: LIST }];
  }
}

interface StoreAccess {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
}

/**
 * Writes a ranking an event brought into the cache: whole, or the change applied to the version it starts
 * from. False when it could not (the cached ranking has another version, or a read of it is under way
 * and would answer an older state): the ranking is then stale.
 */
function writeRanking(
  tournamentId: string,
  classement: RankingResponse | undefined,
  change: RankingChange | undefined,
  { dispatch, getState }: StoreAccess,
): boolean {
  if (tournamentsApi.endpoints.getRanking.select(tournamentId)(getState() as never).status === 'pending')
    return false;
  if (classement) {
    dispatch(tournamentsApi.util.updateQueryData('getRanking', tournamentId, () => classement));
    return true;
  }
  let written = false;
  if (change)
    dispatch(
      tournamentsApi.util.updateQueryData('getRanking', tournamentId, (ranking) => {
        written = applyRankingChange(ranking, change);
      }),
    );
  return written;
}

/** What a game's change leaves stale whatever the event carries: the highlights and the penalties list. */
const staleAfterAGame = (tournamentId: string): Tag[] => [
  { type: 'Highlights', id: tournamentId },
  { type: 'Penalties', id: tournamentId },
];

/**
 * A `partie` event carries the changed game and the reader's ranking, whole or as what changed since the
 * version the stream sent before: both are written into the cache in place (no read). Returns what is
 * still stale: a list the event cannot patch (its game is not in it: created or deleted; or a read of it
 * is under way and would answer an older state), a ranking the change does not apply to (another
 * version), and the highlights, which follow the games but are not in the event.
 */
function writeGameChange(
  tournamentId: string,
  { partie, classement, classement_maj: change }: TournamentEvent,
  store: StoreAccess,
): Tag[] {
  const { dispatch, getState } = store;
  const { getTournamentGames } = tournamentsApi.endpoints;
  // A read under way would answer an older state than the event's.
  const reading = getTournamentGames.select(tournamentId)(getState() as never).status === 'pending';
  const stale = staleAfterAGame(tournamentId);
  if (!writeRanking(tournamentId, classement, change, store))
    stale.push({ type: 'Ranking', id: tournamentId });
  let replaced = false;
  if (partie && !reading)
    dispatch(
      tournamentsApi.util.updateQueryData('getTournamentGames', tournamentId, (games) => {
        const at = games.findIndex((game) => game.id === partie.id);
        if (at >= 0) games[at] = partie;
        replaced = at >= 0;
      }),
    );
  if (!replaced) stale.push({ type: 'TournamentGames', id: tournamentId });
  return stale;
}

/**
 * A resumed stream's `reprise`: the games changed since the state the reader had, those deleted, and the
 * ranking (whole or changed), written in place; returns what is still stale (as `writeGameChange`).
 */
function writeResume(
  tournamentId: string,
  { parties, supprimees, classement, classement_maj: change }: TournamentResume,
  store: StoreAccess,
): Tag[] {
  const { dispatch, getState } = store;
  const stale = staleAfterAGame(tournamentId);
  const rankingWritten = writeRanking(tournamentId, classement, change, store);
  // A list the page does not hold is not created; one it holds takes the changes in place, unless a read
  // of it is under way (it would answer an older state): the list is then stale.
  const games = tournamentsApi.endpoints.getTournamentGames.select(tournamentId)(getState() as never);
  if (games.status === 'pending') stale.push({ type: 'TournamentGames', id: tournamentId });
  else if (games.data)
    dispatch(
      tournamentsApi.util.updateQueryData('getTournamentGames', tournamentId, (games) => {
        const changed = new Map(parties.map((game) => [game.id, game]));
        const kept = games
          .filter((game) => !supprimees.includes(game.id))
          .map((game) => changed.get(game.id) ?? game);
        const known = new Set(kept.map((game) => game.id));
        const created = parties.filter((game) => !known.has(game.id));
        // A new game's place in the list is the server's: the list is read again for it.
        if (created.length > 0) stale.push({ type: 'TournamentGames', id: tournamentId });
        return kept;
      }),
    );
  if (!rankingWritten) stale.push({ type: 'Ranking', id: tournamentId });
  return stale;
}

/**
 * The contract's event names (a `Record` over them: a name added to its map fails to compile until it is
 * here too). The types are imported only, so the contract's schemas stay out of the browser's bundle.
 */
const LIVE_EVENT_NAMES = {
  partie: true,
  supprimee: true,
  tournoi: true,
  ecran: true,
  instantane: true,
  reprise: true,
} satisfies Record<LiveEventName, true>;

/** An event of the contract's map (its payload is the server's word); any other is ignored. */
const isLiveMessage = (message: ServerEvent): message is LiveMessage =>
  Object.keys(LIVE_EVENT_NAMES).includes(message.event);

const tokenOf = (getState: () => unknown) => (getState() as Partial<ApiHostState>).auth?.token ?? null;

interface StreamLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<void>;
  updateCachedData: (recipe: (state: LiveState) => void) => void;
  getCacheEntry: () => { data?: unknown };
}

/**
 * Keeps the stream at `path` open while the cache entry lives (reconnecting as `keepConnected` does);
 * the entry's `direct` says whether it is up. `onConnected` hears each change too.
 */
async function follow(
  path: string,
  token: () => string | null,
  onEvent: (message: LiveMessage) => void,
  { cacheDataLoaded, cacheEntryRemoved, updateCachedData, getCacheEntry }: StreamLifecycle,
  onConnected?: (direct: boolean) => void,
): Promise<void> {
  await cacheDataLoaded;
  const controller = new AbortController();
  const running = keepConnected({
    url: `${getApiBaseUrl()}${path}`,
    token,
    signal: controller.signal,
    onEvent: (message) => {
      if (isLiveMessage(message)) onEvent(message);
    },
    onConnected: (direct) => {
      // RTK Query resolves `cacheEntryRemoved` when it drops the entry, and the abort below runs a
      // microtask later: a stream that opens or ends in between must not write to the gone entry (RTK warns
      // « updateCachedData … before the cache entry had any data », and the write is lost anyway).
      if (getCacheEntry().data === undefined) return;
      onConnected?.(direct);
      updateCachedData((state) => {
        state.direct = direct;
      });
    },
  });
  await cacheEntryRemoved;
  controller.abort();
  await running;
}

export const liveApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveGame: build.query<LiveState, string>({
      queryFn: () => ({ data: { direct: false } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(gameId, lifecycle) {
        const { dispatch, getState } = lifecycle;
        // Every (re)connection starts with the game's current state: nothing to read again by hand.
        const onEvent = (message: LiveMessage) => {
          if (message.event === 'partie') {
            const game = message.data;
            const cached = gamesApi.endpoints.getGame.select(gameId)(getState() as never).data;
            // Only a change is written: the copy each (re)connection starts with is usually the one on
            // screen, and writing it again would re-render the page for nothing. The history, my games and
            // the tournament follow the game then.
            if (!cached || JSON.stringify(cached) !== JSON.stringify(game)) {
              dispatch(gamesApi.util.updateQueryData('getGame', gameId, () => game));
              dispatch(
                api.util.invalidateTags(
                  gameChangedTags(gameId, game.tournois_id).filter((t) => t.type !== 'Game'),
                ),
              );
            }
          } else if (message.event === 'supprimee') {
            dispatch(api.util.invalidateTags([{ type: 'Game', id: gameId }, { type: 'MyGames' }]));
          }
        };
        await follow(`/parties/${id(gameId)}/evenements`, () => tokenOf(getState), onEvent, lifecycle);
      },
    }),

    livePublicScreen: build.query<LiveState, string>({
      queryFn: () => ({ data: { direct: false } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(jeton, lifecycle) {
        await follow(
          `/public/ecrans/${id(jeton)}/evenements`,
          // No session: the link is the right to read.
          () => null,
          (message) => {
            // Upserted, not patched: the answer's time moves with it, and the ronde's clock counts from it.
            if (message.event === 'ecran')
              void lifecycle.dispatch(rondesApi.util.upsertQueryData('getPublicScreen', jeton, message.data));
          },
          lifecycle,
        );
      },
    }),

    liveTournament: build.query<LiveState, string>({
      queryFn: () => ({ data: { direct: false } }),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(tournamentId, lifecycle) {
        const { dispatch, getState } = lifecycle;
        // Tags made stale by events, refetched together at most once a second.
        const pending = new Map<string, Tag>();
        let lastFlush = 0;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const flush = () => {
          timer = undefined;
          lastFlush = Date.now();
          const tags = [...pending.values()];
          pending.clear();
          if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
        };
        const stale = (tags: Tag[]) => {
          for (const tag of tags) pending.set(`${tag.type}:${tag.id ?? ''}`, tag);
          if (timer) return;
          const wait = lastFlush + TOURNAMENT_REFETCH_MIN_INTERVAL_MS - Date.now();
          if (wait <= 0) flush();
          else timer = setTimeout(flush, wait);
        };
        let connectedBefore = false;
        await follow(
          `/tournois/${id(tournamentId)}/evenements`,
          () => tokenOf(getState),
          (message) => {
            if (message.event === 'instantane') {
              // The games and this reader's ranking now (at each opening, and after the server found the
              // stream behind): written in place, nothing read again.
              // Only the lists a page holds are written (a list no page shows is not created).
              const { parties, classement } = message.data;
              dispatch(
                tournamentsApi.util.updateQueryData('getTournamentGames', tournamentId, () => parties),
              );
              dispatch(tournamentsApi.util.updateQueryData('getRanking', tournamentId, () => classement));
              stale([{ type: 'Highlights', id: tournamentId }]);
              return;
            }
            if (message.event === 'reprise') {
              stale(writeResume(tournamentId, message.data, lifecycle));
              return;
            }
            if (message.event !== 'tournoi') return;
            const change = message.data;
            if (change.raison === 'partie') stale(writeGameChange(tournamentId, change, lifecycle));
            else stale(tagsForTournamentEvent(tournamentId, change.raison));
          },
          lifecycle,
          (direct) => {
            // Back after a cut: the stream's first event brings the games and the ranking; the rest of
            // what changed meanwhile is read again.
            if (direct && connectedBefore)
              stale(
                [
                  ...tagsForTournamentEvent(tournamentId, 'etat'),
                  ...tagsForTournamentEvent(tournamentId, 'joueurs'),
                  ...tagsForTournamentEvent(tournamentId, 'classement'),
                  ...tagsForTournamentEvent(tournamentId, 'ronde'),
                ].filter((tag) => tag.type !== 'TournamentGames' && tag.type !== 'Ranking'),
              );
            connectedBefore ||= direct;
          },
        );
        if (timer) clearTimeout(timer);
      },
    }),
  }),
});

export const { useLiveGameQuery, useLiveTournamentQuery, useLivePublicScreenQuery } = liveApi;
