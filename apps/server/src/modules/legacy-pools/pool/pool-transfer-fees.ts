/**
 * The Token-2022 transfer fees of a pool's sides, as the token program applies them at the
 * current epoch. A vault receives what is sent to it less the fee, and a user
 * what the vault pays less the fee; the fee is withheld in the receiving account, outside its
 * balance, so the vaults' balances stay the pool's reserves.
 */
import type { GetEpochInfoApi, GetMultipleAccountsApi, Rpc } from '@solana/kit';
import { feeInForce, readMints, TOKEN_PROGRAM_ADDRESS, type MintInfo } from '@toolkit/chain';
import type { TransferFeeRate } from '@toolkit/shared';
import type { PoolRow } from './pool-store.ts';

export interface PoolTransferFees {
  base: TransferFeeRate | null;
  quote: TransferFeeRate | null;
}

export type FeeRpc = Rpc<GetMultipleAccountsApi & GetEpochInfoApi>;

/**
 * Mints read once and found without a transfer fee: extensions are chosen when a mint is created
 * and never added, so they are not read again (pools of classic tokens are never read at all).
 */
const feeless = new Set<string>();

/** The fee a mint charges now, or null; its config's two fees resolved at the current epoch. */
export async function transferFeeRate(rpc: Rpc<GetEpochInfoApi>, config: MintInfo['transferFeeConfig']): Promise<TransferFeeRate | null> {
  if (!config) return null;
  const fee = await feeInForce(rpc, config);
  return { bps: fee.transferFeeBasisPoints, maximumFee: fee.maximumFee };
}

/** Both sides' fees now. A fee mint is read each time: its authority may have set a new fee. */
export async function poolTransferFees(
  rpc: FeeRpc,
  row: Pick<PoolRow, 'baseMint' | 'baseProgram' | 'quoteMint' | 'quoteProgram'>,
): Promise<PoolTransferFees> {
  const sides = [
    [row.baseMint, row.baseProgram],
    [row.quoteMint, row.quoteProgram],
  ] as const;
  const toRead = sides.filter(([mint, program]) => program !== TOKEN_PROGRAM_ADDRESS && !feeless.has(mint)).map(([mint]) => mint);
  if (toRead.length === 0) return { base: null, quote: null };
  const mints = await readMints(rpc, toRead);
  const rates = new Map<string, TransferFeeRate | null>();
  for (const [i, mint] of toRead.entries()) {
    const config = mints[i]?.transferFeeConfig ?? null;
    if (mints[i] && !config) feeless.add(mint);
    rates.set(mint, await transferFeeRate(rpc, config));
  }
  return { base: rates.get(row.baseMint) ?? null, quote: rates.get(row.quoteMint) ?? null };
}
