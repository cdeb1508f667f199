/** Transfer messages the spec does not fix (written to be read by a user). */
import { formatAmount } from '@toolkit/shared';

export const TRANSFER_TEXTS = {
  chooseToken: 'Please choose a token',
  solRouteGotToken: 'Token transfers go to /transaction/spl-token',
  newWalletMinimum: (lamports: bigint) =>
    `Amount should be at least ${formatAmount(lamports, 9)} SOL for a wallet that holds no SOL yet`,
  maxIsZero: 'This wallet holds nothing to withdraw',
  oneMaxPerWallet: 'A wallet withdrawing its maximum cannot send anything else in the same request',
} as const;
