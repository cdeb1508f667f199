/**
 * Token lifecycle and revoke endpoints (contract: packages/shared `tokenOperations`,
 * `revokeOperations`). Preparing only builds a transaction; the chain changes once it is signed
 * and submitted, so views are refreshed then (see `use-submit.ts`), not here.
 */
import {
  revokeOperations,
  tokenOperations as ops,
  type OperationResponse,
  type AuthorityKind,
  type RevokeAuthorityRequest,
  type TokenDetails,
} from '@toolkit/shared';
import { baseApi, callOperation } from '../../shared/api/index.ts';

type RevokeConfirmation = OperationResponse<typeof revokeOperations.confirm>;

export const tokensApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What the chain and the metadata document say about a token (the token page, the edit forms). */
    tokenInfo: build.query<TokenDetails, string>({
      query: (mint) => callOperation(ops.info, { params: { mint } }),
      transformResponse: (r: OperationResponse<typeof ops.info>) => r.data,
      providesTags: (_r, _e, mint) => [{ type: 'TokenInfo', id: mint }],
    }),
    prepareTokenCreation: build.mutation<OperationResponse<typeof ops.create>, FormData>({
      query: (form) => callOperation(ops.create, { form }),
    }),
    prepareMetadataUpdate: build.mutation<OperationResponse<typeof ops.updateMetadata>, { mint: string; form: FormData }>({
      query: ({ mint, form }) => callOperation(ops.updateMetadata, { params: { mint }, form }),
    }),
    prepareRevokes: build.mutation<OperationResponse<typeof revokeOperations.prepare>, RevokeAuthorityRequest>({
      query: (body) => callOperation(revokeOperations.prepare, { body }),
    }),
    /**
     * The chain read-back after a revoke. A still-enabled authority answers `success: false`
     * without a code of its own, which the base query reads as a failure (`INVALID_REQUEST`): it
     * comes back as the result it is, not as an error.
     */
    confirmRevoke: build.mutation<RevokeConfirmation, { signature: string; type: AuthorityKind; mintAddress: string }>({
      // `success: false` here is an answer (the chain still shows the authority), not an error.
      query: (body) => callOperation(revokeOperations.confirm, { body }),
      invalidatesTags: (_r, _e, body) => [{ type: 'TokenInfo' as const, id: body.mintAddress }, 'MintSummaries' as const],
    }),
  }),
});

export const {
  useTokenInfoQuery,
  usePrepareTokenCreationMutation,
  usePrepareMetadataUpdateMutation,
  usePrepareRevokesMutation,
  useConfirmRevokeMutation,
} = tokensApi;
