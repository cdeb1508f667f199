export { WalletManagerPage } from './WalletManagerPage.tsx';
export { useConnectedWalletBalanceQuery, useFundWalletsMutation, type FundPayloadInput } from './api.ts';
