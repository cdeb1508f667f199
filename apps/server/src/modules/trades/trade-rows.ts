/**
 * What each swap of a known pool in a transaction traded, in exact base units: what went into the
 * input vault and what left the output vault. When the transaction touched the pool with that one
 * swap, the vaults' balances before and after (the transaction's meta) say it, and give the vaults
 * after; when it swapped the pool more than once, each swap's own token transfers do.
 */
import { tradingFee } from '@toolkit/programs/cpmm';
import type { TradeDirection } from '../../db/schema.ts';
import { accountKeysOf, swapsIn, type ChainTransaction, type FoundSwap } from './swap-instructions.ts';

/** What the indexer knows of a pool: its mints and vaults in the program's order, and its trade fee. */
export interface IndexedPool {
  address: string;
  token0Mint: string;
  token1Mint: string;
  token0Vault: string;
  token1Vault: string;
  /** Per 1,000,000 of the amount in. */
  tradeFeeRate: bigint;
}

export interface TradeRow {
  pool: string;
  signature: string;
  instructionIndex: number;
  innerIndex: number;
  slot: number;
  blockTime: Date;
  trader: string;
  direction: TradeDirection;
  inputMint: string;
  outputMint: string;
  amountIn: string;
  amountOut: string;
  tradeFee: string;
  vault0After: string | null;
  vault1After: string | null;
}

function balances(tx: ChainTransaction, which: 'preTokenBalances' | 'postTokenBalances'): Map<string, bigint> {
  const keys = accountKeysOf(tx);
  return new Map((tx.meta?.[which] ?? []).map((b) => [keys[b.accountIndex]!, BigInt(b.uiTokenAmount.amount)]));
}

/** The trades of `pools` in a landed transaction (none when it failed). */
export function tradeRows(tx: ChainTransaction, programAddress: string, pools: ReadonlyMap<string, IndexedPool>): TradeRow[] {
  if (!tx.meta || tx.meta.err !== null) return [];
  const swaps = swapsIn(tx, programAddress).filter((s) => pools.has(s.pool));
  if (swaps.length === 0) return [];
  const pre = balances(tx, 'preTokenBalances');
  const post = balances(tx, 'postTokenBalances');
  const perPool = new Map<string, number>();
  for (const s of swaps) perPool.set(s.pool, (perPool.get(s.pool) ?? 0) + 1);
  const signature = tx.transaction.signatures[0]!;
  const blockTime = new Date(Number(tx.blockTime ?? 0) * 1000);
  const rows: TradeRow[] = [];
  for (const swap of swaps) {
    const pool = pools.get(swap.pool)!;
    // A swap naming vaults other than the pool's would have been refused by the program; skip it rather than trust it.
    const vaults = [pool.token0Vault, pool.token1Vault];
    if (!vaults.includes(swap.inputVault) || !vaults.includes(swap.outputVault) || swap.inputVault === swap.outputVault) continue;
    const amounts = perPool.get(swap.pool) === 1 ? fromBalances(swap, pre, post) : fromTransfers(swap);
    if (!amounts) continue;
    const alone = perPool.get(swap.pool) === 1;
    rows.push({
      pool: swap.pool,
      signature,
      instructionIndex: swap.instructionIndex,
      innerIndex: swap.innerIndex,
      slot: Number(tx.slot),
      blockTime,
      trader: swap.trader,
      direction: swap.inputVault === pool.token0Vault ? '0to1' : '1to0',
      inputMint: swap.inputVault === pool.token0Vault ? pool.token0Mint : pool.token1Mint,
      outputMint: swap.outputVault === pool.token0Vault ? pool.token0Mint : pool.token1Mint,
      amountIn: amounts.amountIn.toString(),
      amountOut: amounts.amountOut.toString(),
      tradeFee: tradingFee(amounts.amountIn, pool.tradeFeeRate).toString(),
      vault0After: alone ? (post.get(pool.token0Vault)?.toString() ?? null) : null,
      vault1After: alone ? (post.get(pool.token1Vault)?.toString() ?? null) : null,
    });
  }
  return rows;
}

function fromBalances(swap: FoundSwap, pre: Map<string, bigint>, post: Map<string, bigint>) {
  const inBefore = pre.get(swap.inputVault);
  const inAfter = post.get(swap.inputVault);
  const outBefore = pre.get(swap.outputVault);
  const outAfter = post.get(swap.outputVault);
  if (inBefore === undefined || inAfter === undefined || outBefore === undefined || outAfter === undefined) return fromTransfers(swap);
  return { amountIn: inAfter - inBefore, amountOut: outBefore - outAfter };
}

/** The swap's own transfers into its input vault and out of its output vault (null when the chain did not report them). */
function fromTransfers(swap: FoundSwap) {
  if (!swap.transfers) return null;
  const amountIn = swap.transfers.filter((t) => t.destination === swap.inputVault).reduce((n, t) => n + t.amount, 0n);
  const amountOut = swap.transfers.filter((t) => t.source === swap.outputVault).reduce((n, t) => n + t.amount, 0n);
  return amountIn > 0n && amountOut > 0n ? { amountIn, amountOut } : null;
}
