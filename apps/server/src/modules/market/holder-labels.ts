/**
 * Who the holders of a token are, where the app can tell: the AMM's pool authority (it owns every
 * vault) and each pool's vault of the token, the escrows of the lock program holding it (an LP
 * lock when the token is a pool's LP, else vesting), the burn address, the wallet that created the
 * token here (from its confirmed creation), and the wallets holding its mint or metadata authority now.
 */
import type { CpmmPoolSnapshot, EscrowSnapshot, MintInfo } from '@toolkit/chain';
import type { HolderLabel } from '@toolkit/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { pendingTransactions } from '../../db/schema.ts';

/** The incinerator: tokens sent to its accounts can never move again. */
export const BURN_ADDRESS = '1nc1nerator11111111111111111111111111111111';
/** The tokens module's creation kind (its transactions carry the new mint in their context). */
const TOKEN_CREATE_KIND = 'token.create';

/**
 * `pools`: the program pools holding the token; `poolAuthority`: the program's vault owner (and the
 * mint authority of every LP token); `escrows`: the lock program's escrows of the token (each owns
 * the token account it holds the tokens in).
 */
export async function holderLabels(
  db: Db,
  mint: MintInfo,
  pools: readonly CpmmPoolSnapshot[],
  poolAuthority: string,
  escrows: readonly Pick<EscrowSnapshot, 'address'>[],
): Promise<Array<{ address: string; label: HolderLabel }>> {
  const labels: Array<{ address: string; label: HolderLabel }> = [{ address: BURN_ADDRESS, label: 'burn' }];
  if (pools.length) labels.push({ address: poolAuthority, label: 'pool' });
  for (const pool of pools) {
    const vault = pool.state.token0Mint === mint.address ? pool.state.token0Vault : pool.state.token1Vault;
    labels.push({ address: pool.address, label: 'pool' }, { address: vault, label: 'pool' });
  }
  const escrowLabel: HolderLabel = mint.mintAuthority === poolAuthority ? 'lp-lock' : 'vesting';
  for (const escrow of escrows) labels.push({ address: escrow.address, label: escrowLabel });
  const [created] = await db
    .select({ creator: pendingTransactions.feePayer })
    .from(pendingTransactions)
    .where(
      and(
        eq(pendingTransactions.kind, TOKEN_CREATE_KIND),
        eq(pendingTransactions.status, 'confirmed'),
        sql`${pendingTransactions.context}->>'mint' = ${mint.address}`,
      ),
    )
    .orderBy(asc(pendingTransactions.createdAt))
    .limit(1);
  if (created) labels.push({ address: created.creator, label: 'creator' });
  const authorities = new Set([mint.mintAuthority, mint.metadata?.updateAuthority].filter((a): a is string => !!a));
  // The pool authority mints every LP token: on an LP token's page it is the pool, not a person.
  authorities.delete(poolAuthority);
  for (const a of authorities) labels.push({ address: a, label: 'authority' });
  return labels;
}
