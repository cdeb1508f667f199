/** The user's saved settings (contract: packages/shared `settingsOperations`). */
import { settingsOperations as ops, type OperationResponse, type UserSettings } from '@toolkit/shared';
import { baseApi, callOperation } from '../../shared/api/index.ts';

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountSettings: build.query<OperationResponse<typeof ops.get>['data'], void>({
      query: () => callOperation(ops.get, {}),
      transformResponse: (r: OperationResponse<typeof ops.get>) => r.data,
      providesTags: ['Settings'],
    }),
    saveAccountSettings: build.mutation<OperationResponse<typeof ops.save>, UserSettings>({
      query: (body) => callOperation(ops.save, { body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});
