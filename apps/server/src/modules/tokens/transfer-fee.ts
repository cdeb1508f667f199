/**
 * What a Token-2022 transfer fee takes from a send (issue 14.3): the fee in force, computed as the
 * token program does (ceiling of amount x basis points / 10,000, capped at the maximum).
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import type { MintInfo } from '@toolkit/chain';
import { feeInForce, readMintExtensions } from './extension-risks.ts';

/** The fee withheld from a transfer of `amount`; undefined when the mint charges none. */
export async function transferFeeOf(rpc: Rpc<SolanaRpcApi>, mint: MintInfo, amount: bigint): Promise<bigint | undefined> {
  if (!mint.extensions.includes('TransferFeeConfig')) return undefined;
  const config = (await readMintExtensions(rpc, mint.address)).find((e) => e.__kind === 'TransferFeeConfig');
  if (!config || config.__kind !== 'TransferFeeConfig') return undefined;
  const fee = await feeInForce(rpc, config);
  const bps = BigInt(fee.transferFeeBasisPoints);
  const raw = (amount * bps + 9_999n) / 10_000n;
  return raw < fee.maximumFee ? raw : fee.maximumFee;
}
