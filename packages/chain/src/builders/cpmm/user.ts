/**
 * Who signs a pool transaction: the server names the user by address (the wallet signs later), a
 * test or a bot passes its own signer. Either way the user alone signs.
 */
import type { Address, TransactionSigner } from '@solana/kit';
import { signerOf } from '../tokens/signer.js';

export type User = Address | TransactionSigner;

export const userSigner = (user: User): TransactionSigner => (typeof user === 'string' ? signerOf(user) : user);
export const userAddress = (user: User): Address => (typeof user === 'string' ? user : user.address);
