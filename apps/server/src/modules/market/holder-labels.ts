/**
 * Who the holders of a token are, where the app can tell: the AMM's authority and the pools'
 * vaults of the token, the burn address, the wallet that created the token here (from its
 * confirmed creation), and the wallets holding its mint or metadata authority now.
 */
import type { Address } from '@solana/kit';
import { cpmmAuthorities, sidesFrom, type CpmmPoolSnapshot, type MintInfo } from '@toolkit/chain';
import type { HolderLabel } from '@toolkit/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { pendingTransactions } from '../../db/schema.ts';

/** The incinerator: tokens sent to its accounts can never move again. */
export const BURN_ADDRESS = '1nc1nerator11111111111111111111111111111111';
/** The tokens module's creation kind (its transactions carry the new mint in their context). */
const TOKEN_CREATE_KIND = 'token.create';

/** `pools`: the pools holding the token. */
export async function holderLabels(db: Db, mint: MintInfo, pools: CpmmPoolSnapshot[]): Promise<Array<{ address: string; label: HolderLabel }>> {
  const labels: Array<{ address: string; label: HolderLabel }> = [{ address: BURN_ADDRESS, label: 'burn' }];
  if (pools.length > 0) for (const authority of await cpmmAuthorities()) labels.push({ address: authority, label: 'pool' });
  for (const pool of pools) labels.push({ address: sidesFrom(pool, mint.address as Address)[0].vault, label: 'pool' });
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
