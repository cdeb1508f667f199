export { WalletManagerPage } from './WalletManagerPage.tsx';
export { useWalletListQuery, useConnectedWalletBalanceQuery, useFundWalletsMutation, type FundPayloadInput } from './api.ts';
