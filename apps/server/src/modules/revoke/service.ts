/**
 * Revoking authorities from the revoke pages: one transaction per authority, each paying the
 * 0.1 SOL fee to the treasury, signed together by the wallet. Confirmation reads the chain: an
 * authority counts as revoked only once the mint says nobody holds it.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { feeTransferInstruction, readMint, setAuthorityInstruction } from '@toolkit/chain';
import { FEES, TEXTS, type AuthorityKind, type RevokeAuthorityRequest } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { assertHolds, authorityHolder, requireMint, requireWalletFunds, walletMessage, type WalletCaller } from '../tokens/index.ts';

export const REVOKE_KIND = 'revoke.authority';

const DESCRIPTIONS: Record<AuthorityKind, string> = {
  freeze: 'Revoke Freeze Authority',
  mint: 'Revoke Mint Authority',
  update: 'Make Token Immutable (revoke update authority)',
};

export async function prepareRevokes(app: FastifyInstance, c: WalletCaller, body: RevokeAuthorityRequest) {
  if (body.payerAddress && body.payerAddress !== c.wallet) throw new AppError('PAYER_NOT_CONNECTED_WALLET');
  const mint = await requireMint(c.rpc, body.mintAddress);
  const kinds = (['freeze', 'mint', 'update'] as const).filter((k) =>
    k === 'freeze' ? body.revokeFreeze : k === 'mint' ? body.revokeMint : body.revokeUpdate,
  );
  // Every chosen authority is checked before anything is built: all or nothing.
  for (const kind of kinds) assertHolds(mint, kind, c.wallet);
  await requireWalletFunds(c, { lamports: FEES.revokePerAuthority * BigInt(kinds.length), transactions: kinds.length });
  const transactions = [];
  for (const kind of kinds) {
    const instructions = [
      setAuthorityInstruction({ mint: mint.address, tokenProgram: mint.programId, kind, currentAuthority: c.wallet, newAuthority: null }),
      feeTransferInstruction(c.wallet, app.secrets.treasuryAddress, FEES.revokePerAuthority),
    ];
    const message = await walletMessage(c, instructions);
    const prepared = await app.transactions.prepare({
      userId: c.userId,
      kind: REVOKE_KIND,
      message,
      rpcUrl: c.rpcUrl,
      context: { mint: mint.address, type: kind },
    });
    transactions.push({ transaction: prepared.transaction, description: DESCRIPTIONS[kind], type: kind });
  }
  return transactions;
}

export async function confirmRevoke(rpc: Rpc<SolanaRpcApi>, body: { type: AuthorityKind; mintAddress: string }) {
  const mint = await readMint(rpc, body.mintAddress);
  if (!mint) throw new AppError('MINT_NOT_FOUND');
  const revoked = authorityHolder(mint, body.type) === null && (body.type !== 'update' || mint.metadata !== null);
  const result = { success: revoked, message: revoked ? TEXTS.authorityRevokedOnChain(body.type) : TEXTS.authorityStillEnabledOnChain(body.type) };
  return { success: revoked, message: result.message, details: { [body.type]: result } };
}
