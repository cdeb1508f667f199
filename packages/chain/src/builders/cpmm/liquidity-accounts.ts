/**
 * The accounts a deposit and a withdrawal share: the pool's, and the owner's three token accounts.
 * A deposit spends both sides (SOL wrapped up to its maximum) and receives LP; a withdrawal the
 * other way round.
 */
import type { Instruction } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import type { LiquidityAccounts } from '@toolkit/programs/cpmm';
import { poolAuthority } from './pool-authority.js';
import type { CpmmPoolSnapshot } from './pool-snapshot.js';
import { receivingAccount, spendingAccount } from './user-token-accounts.js';
import { userSigner, type User } from './user.js';

export async function liquidityAccounts(
  pool: CpmmPoolSnapshot,
  owner: User,
  /** A deposit's most of each side; null for a withdrawal. */
  deposit: { token0: bigint; token1: bigint } | null,
): Promise<{ accounts: LiquidityAccounts; before: Instruction[]; after: Instruction[] }> {
  const s = pool.state;
  const [token0, token1, lp] = deposit
    ? [
        await spendingAccount(owner, s.token0Mint, s.token0Program, deposit.token0),
        await spendingAccount(owner, s.token1Mint, s.token1Program, deposit.token1),
        // LP mints are classic SPL Token mints.
        await receivingAccount(owner, s.lpMint, TOKEN_PROGRAM_ADDRESS),
      ]
    : [
        await receivingAccount(owner, s.token0Mint, s.token0Program),
        await receivingAccount(owner, s.token1Mint, s.token1Program),
        await spendingAccount(owner, s.lpMint, TOKEN_PROGRAM_ADDRESS, 0n),
      ];
  return {
    accounts: {
      owner: userSigner(owner),
      authority: await poolAuthority(pool.programAddress),
      poolState: pool.address,
      ownerLpToken: lp.address,
      token0Account: token0.address,
      token1Account: token1.address,
      token0Vault: s.token0Vault,
      token1Vault: s.token1Vault,
      vault0Mint: s.token0Mint,
      vault1Mint: s.token1Mint,
      lpMint: s.lpMint,
    },
    before: [...token0.before, ...token1.before, ...lp.before],
    after: [...token0.after, ...token1.after],
  };
}
