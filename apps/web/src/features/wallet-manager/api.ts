/**
 * The Wallet Manager's endpoints (contract: packages/shared `walletManagerOperations`). Generating
 * wallets refreshes the wallet list; funding and withdrawals refresh every balance view (the
 * custodial wallets' and the connected wallet's, wherever they are shown).
 */
import {
  walletManagerOperations as ops,
  type ConnectedWalletBalance,
  type FundResponse,
  type OperationResponse,
  type WalletBalanceData,
  type WalletList,
  type WithdrawResponse,
} from '@toolkit/shared';
import { baseApi, callOperation, everyPage } from '../../shared/api/index.ts';

export type TransferAsset = 'sol' | 'spl';
export type FundPayloadInput = { from: string; recipient: string; amount: string; tokenAddress?: string };
export type WithdrawPayloadInput = { senderPubKey: string; recipient: string; amount: string; tokenAddress?: string };

const transferOperation = (asset: TransferAsset) => (asset === 'sol' ? ops.transferSol : ops.transferSplToken);
const dataOf = <T>(r: { data: T }) => r.data;

export const walletManagerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    walletList: build.query<WalletList, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        everyPage<WalletList>(
          baseQuery,
          (page) => callOperation(ops.list, { query: page }),
          (all, next) => ({ ...next, wallets: [...all.wallets, ...next.wallets] }),
        ),
      providesTags: ['Wallets'],
    }),
    generateWallets: build.mutation<OperationResponse<typeof ops.generate>, { userId: string; count: number }>({
      query: ({ userId, count }) => callOperation(ops.generate, { params: { userId }, body: { count } }),
      invalidatesTags: ['Wallets', 'WalletBalances'],
    }),
    walletBalances: build.query<WalletBalanceData, void>({
      query: () => callOperation(ops.fetchAll, {}),
      transformResponse: dataOf<WalletBalanceData>,
      providesTags: ['WalletBalances'],
    }),
    specificWalletBalances: build.query<WalletBalanceData, string[]>({
      query: (addresses) => callOperation(ops.fetchSpecific, { body: { addresses } }),
      transformResponse: dataOf<WalletBalanceData>,
      providesTags: ['WalletBalances'],
    }),
    connectedWalletBalance: build.query<ConnectedWalletBalance, string>({
      query: (walletAddress) => callOperation(ops.fetchConnectedWallet, { body: { walletAddress } }),
      transformResponse: dataOf<ConnectedWalletBalance>,
      providesTags: ['Balances'],
    }),
    fundWallets: build.mutation<FundResponse, { asset: TransferAsset; payloads: FundPayloadInput[] }>({
      query: ({ asset, payloads }) => callOperation(transferOperation(asset), { body: payloads }),
      // Nothing moved yet: the wallet signs and submits the transactions, which refresh balances.
    }),
    withdrawFromWallets: build.mutation<WithdrawResponse, { asset: TransferAsset; payloads: WithdrawPayloadInput[]; requestId: string }>({
      query: ({ asset, payloads, requestId }) => callOperation(transferOperation(asset), { body: { payloads, requestId } }),
      invalidatesTags: ['WalletBalances', 'Balances'],
    }),
  }),
});

export const {
  useWalletListQuery,
  useGenerateWalletsMutation,
  useConnectedWalletBalanceQuery,
  useFundWalletsMutation,
  useWithdrawFromWalletsMutation,
} = walletManagerApi;
