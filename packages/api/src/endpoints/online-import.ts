/**
 * Importing an online game (POST /parties/import): `@mj/api/online-import`, apart from the package's index
 * so that only the import page loads it.
 */
import { api } from '../api';
import type { ImportGameRequest, ImportGameResponse, ImportPreview } from '../types';
import { newGameTags } from './tags';

export const onlineImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Imports a log. Without `joueurs` (or with a name missing) the server answers 422 with the log's
     * names and what it says: `importNamesNeeded` reads them from the error.
     */
    importGame: build.mutation<ImportGameResponse, ImportGameRequest>({
      query: (body) => ({ url: '/parties/import', method: 'POST', body }),
      invalidatesTags: (result, _error, body) =>
        result
          ? [...newGameTags(body, { finished: true }), ...(body.ligue_id ? (['League'] as const) : [])]
          : [],
    }),
  }),
});

export const { useImportGameMutation } = onlineImportApi;

const errorData = (error: unknown): Record<string, unknown> | undefined => {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
};

/** The 422 that asks who played: the log's four names (seat order) and its preview, or undefined. */
export function importNamesNeeded(error: unknown): { noms: string[]; apercu: ImportPreview } | undefined {
  const data = errorData(error);
  if (!data || !Array.isArray(data.noms) || typeof data.apercu !== 'object' || data.apercu === null)
    return undefined;
  return { noms: data.noms as string[], apercu: data.apercu as ImportPreview };
}

/** The 409 of a game imported before: that game's id, or undefined. */
export function alreadyImportedGame(error: unknown): string | undefined {
  const id = errorData(error)?.partie_id;
  return typeof id === 'string' ? id : undefined;
}
