/** Which of a Token-2022 mint's two transfer fees the token program applies now. */
import type { GetEpochInfoApi, Rpc } from '@solana/kit';
import type { TransferFeeAtEpoch } from './mint-info.js';

/**
 * The fee in force at the current epoch: the newer one from its epoch on, the older one before
 * (as the token program's get_epoch_fee). The epoch is asked only when the two differ.
 */
export async function feeInForce<F extends TransferFeeAtEpoch>(
  rpc: Rpc<GetEpochInfoApi>,
  config: { olderTransferFee: F; newerTransferFee: F },
): Promise<F> {
  if (config.newerTransferFee.epoch === config.olderTransferFee.epoch) return config.newerTransferFee;
  const { epoch } = await rpc.getEpochInfo({ commitment: 'confirmed' }).send();
  return epoch >= config.newerTransferFee.epoch ? config.newerTransferFee : config.olderTransferFee;
}
