import type { WalletBalance } from '@toolkit/shared';

/** What the Wallet Manager gives each of its transfer dialogs (Fund and Withdraw). */
export interface TransferDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The connected wallet, null when none is connected. */
  walletAddress: string | null;
  admin: WalletBalance | null;
  /** The user's wallets (the admin wallet apart). */
  wallets: WalletBalance[];
  /** After a run: the addresses whose balances changed, to read again. */
  onDone(addresses: string[]): void;
}
