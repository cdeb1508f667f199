/** The Wallet Manager's server calls (spec 7), one function per operation. */
import type {
  ConnectedWalletBalance,
  FundResponse,
  WalletBalanceData,
  WalletList,
  WalletRef,
  WithdrawResponse,
} from '@toolkit/shared';
import type { ApiClient } from '../../../shared/api/index.ts';

export type FundPayloadInput = { from: string; recipient: string; amount: string; tokenAddress?: string };
export type WithdrawPayloadInput = { senderPubKey: string; recipient: string; amount: string; tokenAddress?: string };

export const walletsApi = (api: ApiClient) => ({
  list: () => api<{ data: WalletList }>('GET', '/wallet/fetch').then((r) => r.data),
  generate: (userId: string, count: number) =>
    api<{ message: string; data: { wallets: WalletRef[]; remaining: number } }>('POST', `/wallet/create/${encodeURIComponent(userId)}`, { count }),
  fetchAll: () => api<{ data: WalletBalanceData }>('GET', '/walletOperation/fetchAll').then((r) => r.data),
  fetchRange: (from: number, to: number) =>
    api<{ data: WalletBalanceData }>('POST', '/walletOperation/fetchRange', { from, to }).then((r) => r.data),
  fetchSpecific: (addresses: string[]) =>
    api<{ data: WalletBalanceData }>('POST', '/walletOperation/fetchSpecific', { addresses }).then((r) => r.data),
  fetchConnected: (walletAddress: string) =>
    api<{ data: ConnectedWalletBalance }>('POST', '/walletOperation/fetchConnectedWallet', { walletAddress }).then((r) => r.data),
  fund: (asset: 'sol' | 'spl', payloads: FundPayloadInput[]) =>
    api<FundResponse>('POST', asset === 'sol' ? '/transaction/sol' : '/transaction/spl-token', payloads),
  withdraw: (asset: 'sol' | 'spl', payloads: WithdrawPayloadInput[], requestId: string) =>
    api<WithdrawResponse>('POST', asset === 'sol' ? '/transaction/sol' : '/transaction/spl-token', { payloads, requestId }),
});
export type WalletsApi = ReturnType<typeof walletsApi>;
