import { address } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token-2022';

/** The owner's associated token account for a mint under either token program. */
export async function associatedTokenAddress(owner: string, mint: string, tokenProgram: string): Promise<string> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: address(tokenProgram),
  });
  return ata;
}
