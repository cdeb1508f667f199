/** The thirteen accounts of a swap either way, from the pool's two sides and the trader's accounts. */
import type { Address } from '@solana/kit';
import type { SwapAccounts } from '@toolkit/programs/cpmm';
import { poolAuthority } from './pool-authority.js';
import type { CpmmPoolSnapshot, PoolSide } from './pool-snapshot.js';
import { userSigner, type User } from './user.js';

export async function swapAccounts(
  pool: CpmmPoolSnapshot,
  trader: User,
  [from, to]: [PoolSide, PoolSide],
  source: Address,
  destination: Address,
): Promise<SwapAccounts> {
  return {
    payer: userSigner(trader),
    authority: await poolAuthority(pool.programAddress),
    ammConfig: pool.state.ammConfig,
    poolState: pool.address,
    inputTokenAccount: source,
    outputTokenAccount: destination,
    inputVault: from.vault,
    outputVault: to.vault,
    inputTokenProgram: from.tokenProgram,
    outputTokenProgram: to.tokenProgram,
    inputTokenMint: from.mint,
    outputTokenMint: to.mint,
    observationState: pool.state.observationKey,
  };
}
