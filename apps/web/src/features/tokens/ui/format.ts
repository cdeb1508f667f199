import { formatAmount } from '@toolkit/shared';

/** Lamports as "0.6 SOL". */
export const sol = (lamports: bigint) => `${formatAmount(lamports, 9)} SOL`;
