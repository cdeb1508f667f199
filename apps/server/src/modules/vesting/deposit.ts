/**
 * What a creator sends to fund an escrow. A Token-2022 transfer-fee mint charges the transfer, and
 * the lock program sends the total plus that fee (the token program's inverse fee, rounded up) so
 * the escrow receives the whole total: the creator must hold that much, not just the total.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import type { MintInfo } from '@toolkit/chain';
import { feeInForce, readMintExtensions } from '../tokens/index.ts';

export interface DepositFee {
  basisPoints: bigint;
  maximum: bigint;
}

/** The mint's transfer fee in force now, or null when it charges none. */
export async function depositFeeOf(rpc: Rpc<SolanaRpcApi>, mint: MintInfo): Promise<DepositFee | null> {
  if (!mint.extensions.includes('TransferFeeConfig')) return null;
  const config = (await readMintExtensions(rpc, mint.address)).find((e) => e.__kind === 'TransferFeeConfig');
  if (config?.__kind !== 'TransferFeeConfig') return null;
  const fee = await feeInForce(rpc, config);
  return fee.transferFeeBasisPoints ? { basisPoints: BigInt(fee.transferFeeBasisPoints), maximum: fee.maximumFee } : null;
}

/** The amount sent so that `total` arrives (spl-token-2022's calculate_inverse_epoch_fee). */
export function depositOf(total: bigint, fee: DepositFee | null): bigint {
  if (!fee || total === 0n) return total;
  if (fee.basisPoints >= 10_000n) return total + fee.maximum;
  const preFee = (total * 10_000n + (10_000n - fee.basisPoints) - 1n) / (10_000n - fee.basisPoints);
  const charged = preFee - total;
  return total + (charged < fee.maximum ? charged : fee.maximum);
}
