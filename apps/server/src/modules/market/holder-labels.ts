/**
 * Who the holders of a token are, where the app can tell: the pools' authorities and vaults, on an
 * LP token's page its pool's LP lock account (owned by the pool authority, which is also the LP
 * mint's authority: the account's own label is the one that says what it holds), the burn address, the wallet that created the token here (from its confirmed creation), and the
 * wallets holding its mint or metadata authority now.
 */
import type { MintInfo } from '@toolkit/chain';
import { lpLockAccountOf } from '../legacy-pools/chain/index.ts';
import type { HolderLabel } from '@toolkit/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { pendingTransactions } from '../../db/schema.ts';
import { poolSides, type PoolRow } from '../legacy-pools/pool/index.ts';

/** The incinerator: tokens sent to its accounts can never move again. */
export const BURN_ADDRESS = '1nc1nerator11111111111111111111111111111111';
/** The tokens module's creation kind (its transactions carry the new mint in their context). */
const TOKEN_CREATE_KIND = 'token.create';

/** `pools`: the pools holding the token; `lpOf`: the pools whose LP token it is. */
export async function holderLabels(
  db: Db,
  mint: MintInfo,
  pools: PoolRow[],
  lpOf: PoolRow[],
): Promise<Array<{ address: string; label: HolderLabel }>> {
  const labels: Array<{ address: string; label: HolderLabel }> = [{ address: BURN_ADDRESS, label: 'burn' }];
  for (const row of pools) {
    labels.push({ address: row.address, label: 'pool' }, { address: row.baseMint === mint.address ? row.baseVault : row.quoteVault, label: 'pool' });
  }
  for (const row of lpOf) labels.push({ address: await lpLockAccountOf(poolSides(row)), label: 'lp-lock' });
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
  for (const a of authorities) labels.push({ address: a, label: 'authority' });
  return labels;
}
