/** The Token-2022 transfer fee a mint charges now: its config's two fees resolved at the current epoch. */
import type { GetEpochInfoApi, Rpc } from '@solana/kit';
import { feeInForce, type MintInfo } from '@toolkit/chain';
import type { TransferFeeRate } from '@toolkit/shared';

export async function transferFeeRate(rpc: Rpc<GetEpochInfoApi>, config: MintInfo['transferFeeConfig']): Promise<TransferFeeRate | null> {
  if (!config) return null;
  const fee = await feeInForce(rpc, config);
  return { bps: fee.transferFeeBasisPoints, maximumFee: fee.maximumFee };
}
