/**
 * The mints the Wallet Manager reads in a user's wallets besides their token list: every token
 * that moved through one of them (funding, withdrawal, a bot's fill). Balance reads look only these
 * up, so whatever brings a new token into a wallet remembers its mint here.
 */
import { NATIVE_MINT } from '@toolkit/shared';
import type { Db } from '../../db/index.ts';
import { walletMints } from '../../db/schema.ts';

export async function rememberWalletMints(db: Pick<Db, 'insert'>, userId: string, mints: string[]): Promise<void> {
  const fresh = [...new Set(mints)].filter((m) => m !== NATIVE_MINT);
  if (fresh.length)
    await db
      .insert(walletMints)
      .values(fresh.map((mint) => ({ userId, mint })))
      .onConflictDoNothing();
}
