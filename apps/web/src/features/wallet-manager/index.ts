export { WalletManagerPage } from './WalletManagerPage.tsx';
export {
  useWalletListQuery,
  useConnectedWalletBalanceQuery,
  useSpecificWalletBalancesQuery,
  useFundWalletsMutation,
  type FundPayloadInput,
} from './api.ts';
