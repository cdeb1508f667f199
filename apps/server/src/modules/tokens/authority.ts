/**
 * Who holds which authority of a mint, and the Change Authority transaction. "update" is the
 * TokenMetadata update authority; handing it to nobody makes the token immutable.
 */
import { setAuthorityInstruction, type MintInfo } from '@toolkit/chain';
import type { AuthorityKind } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { requireMint } from './chain-state.ts';
import { requireWalletFunds, walletMessage, type WalletCaller } from './wallet-caller.ts';

export const TOKEN_AUTHORITY_KIND = 'token.authority';

export function authorityHolder(mint: MintInfo, kind: AuthorityKind): string | null {
  if (kind === 'mint') return mint.mintAuthority;
  if (kind === 'freeze') return mint.freezeAuthority;
  return mint.metadata?.updateAuthority ?? null;
}

/** Refuses unless `wallet` holds the authority now (distinct codes for revoked and for someone else's). */
export function assertHolds(mint: MintInfo, kind: AuthorityKind, wallet: string): void {
  if (kind === 'update' && !mint.metadata) throw new AppError('TOKEN_NO_METADATA');
  const holder = authorityHolder(mint, kind);
  if (holder === null) throw new AppError('AUTHORITY_ALREADY_REVOKED', { context: { kind } });
  if (holder !== wallet) throw new AppError('NOT_AUTHORITY', { context: { kind } });
}

export async function prepareAuthorityChange(
  app: FastifyInstance,
  c: WalletCaller,
  body: { mint: string; type: AuthorityKind; newAuthority?: string },
) {
  const mint = await requireMint(c.rpc, body.mint);
  assertHolds(mint, body.type, c.wallet);
  await requireWalletFunds(c, {});
  const instruction = setAuthorityInstruction({
    mint: mint.address,
    tokenProgram: mint.programId,
    kind: body.type,
    currentAuthority: c.wallet,
    newAuthority: body.newAuthority ?? null,
  });
  const message = await walletMessage(c, [instruction]);
  const prepared = await app.transactions.prepare({
    userId: c.userId,
    kind: TOKEN_AUTHORITY_KIND,
    message,
    rpcUrl: c.rpcUrl,
    context: { mint: mint.address, type: body.type, newAuthority: body.newAuthority ?? null },
  });
  return prepared.transaction;
}
