/**
 * What a Token-2022 transfer fee takes from a send: the fee in force, computed as the
 * token program does (shared with the app, which shows the net amount).
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import type { MintInfo } from '@toolkit/chain';
import { withheldFee } from '@toolkit/shared';
import { feeInForce, readMintExtensions } from './extension-risks.ts';

/** The fee withheld from a transfer of `amount`; undefined when the mint charges none. */
export async function transferFeeOf(rpc: Rpc<SolanaRpcApi>, mint: MintInfo, amount: bigint): Promise<bigint | undefined> {
  if (!mint.extensions.includes('TransferFeeConfig')) return undefined;
  const config = (await readMintExtensions(rpc, mint.address)).find((e) => e.__kind === 'TransferFeeConfig');
  if (!config || config.__kind !== 'TransferFeeConfig') return undefined;
  const fee = await feeInForce(rpc, config);
  return withheldFee(amount, fee.transferFeeBasisPoints, fee.maximumFee);
}
