import { createNoopSigner, type TransactionSigner } from '@solana/kit';
import { address } from '../../checked-address.js';

/**
 * The server builds transactions that others sign (the wallet, or a key added at submission), so
 * every signer here is a placeholder that only marks the account as a signer in the message.
 */
export const signerOf = (who: string): TransactionSigner => createNoopSigner(address(who));
