import { address, createNoopSigner, type TransactionSigner } from '@solana/kit';

/**
 * The server builds transactions that others sign (the wallet, or a key added at submission), so
 * every signer here is a placeholder that only marks the account as a signer in the message.
 */
export const signerOf = (who: string): TransactionSigner => createNoopSigner(address(who));
