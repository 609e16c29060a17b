import { api } from '../api';
import type { RulesPreset } from '../types';

export const rulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The rule sets the app ships, with their source and parameters: they change only with the server. */
    getRules: build.query<RulesPreset[], void>({
      query: () => '/regles',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetRulesQuery } = rulesApi;
