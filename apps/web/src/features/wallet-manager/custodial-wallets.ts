import { useWalletListQuery } from './api.ts';

export interface CustodialWallet {
  address: string;
  /** How pickers name it: the admin wallet first, then the generated ones by their number. */
  label: string;
}

/** The user's server-held wallets (the admin wallet, then the generated ones), as pickers list them. */
export function useCustodialWallets(signedIn: boolean): CustodialWallet[] {
  const wallets = useWalletListQuery(undefined, { skip: !signedIn });
  if (!wallets.data) return [];
  return [
    { address: wallets.data.adminWallet.address, label: `Admin wallet ${wallets.data.adminWallet.address}` },
    ...wallets.data.wallets.map((w, i) => ({ address: w.address, label: `Wallet ${i + 1} ${w.address}` })),
  ];
}
