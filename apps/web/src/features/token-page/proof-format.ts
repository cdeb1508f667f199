/** How the risk panel's proofs write amounts, shares and dates. */

import { groupThousands } from '@toolkit/shared';

/** Whole tokens as the API writes them ("1234567.5"), grouped for reading ("1,234,567.5"). */
export const formatProofAmount = groupThousands;

/** A fraction (0.25) as a percent ("25.00%"). */
export const proofPercent = (share: number) => `${(share * 100).toFixed(2)}%`;

/** An ISO time as a short local date and time. */
export const proofDate = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
