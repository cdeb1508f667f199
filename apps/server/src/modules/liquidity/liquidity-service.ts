/**
 * Adding and removing liquidity (spec 2 "Manage Liquidity"): each builds one transaction for the
 * user's wallet from the pool's live reserves. The pool authority signs only at submission, after
 * the reserves were re-read (liquidity-kinds.ts).
 */
import type { Instruction } from '@solana/kit';
import { addLiquidityInstructions, removeLiquidityInstructions } from '@toolkit/chain';
import { depositThroughFees, netAfterFee, withdrawalFor, type AddLiquidityRequest, type RemoveLiquidityRequest } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import {
  buildTransactionMessage,
  requireFunds,
  tokenAccountRent,
  userTransactionContext,
  type UserTransactionContext,
} from '../transactions/index.ts';
import { depositSpending, lpSpend, payoutReceiving } from './liquidity-funds.ts';
import { LIQUIDITY_KINDS } from './liquidity-kinds.ts';
import { amountOf, poolMath } from './pool-amounts.ts';
import type { PoolReader } from './pool-reader.ts';
import { poolSides } from './pool-row.ts';
import { poolTransferFees } from './pool-transfer-fees.ts';
import type { PoolRow } from './pool-store.ts';

/** Compute units: ATA creation, two transfers, SyncNative, the LP mint or burn. */
const COMPUTE_UNITS = { add: 120_000, remove: 150_000 } as const;

export interface LiquidityMove {
  baseAmount: bigint;
  quoteAmount: bigint;
  lpAmount: bigint;
}

export function createLiquidityService(app: FastifyInstance, pools: PoolReader) {
  /**
   * Builds and remembers a pool transaction the pool authority co-signs at submission. `vaults`:
   * what the vaults gain or pay (the reserves move by it; with a transfer fee, not what the user
   * sends or receives).
   */
  async function prepare(
    user: SessionUserLike,
    tx: UserTransactionContext,
    row: PoolRow,
    kind: 'add' | 'remove',
    instructions: Instruction[],
    vaults: LiquidityMove,
  ): Promise<string> {
    // Version 0: pool transactions carry many accounts.
    const message = await buildTransactionMessage({
      rpc: tx.rpc,
      feePayer: user.phantomAddress,
      instructions,
      prioritySol: tx.prioritySol,
      computeUnitLimit: COMPUTE_UNITS[kind],
      version: 0,
    });
    const prepared = await app.transactions.prepare({
      userId: user.id,
      kind: LIQUIDITY_KINDS[kind],
      message,
      rpcUrl: tx.rpcUrl,
      serverSigners: [{ type: 'custodial', address: row.address }],
      context: {
        pool: row.address,
        baseAmount: vaults.baseAmount.toString(),
        quoteAmount: vaults.quoteAmount.toString(),
        lpAmount: vaults.lpAmount.toString(),
      },
    });
    return prepared.transaction;
  }

  return {
    /**
     * A deposit in the pool's current ratio, from whichever side the user named: the amounts the
     * user sends (with a transfer fee, the vaults receive less, and LP is minted for that).
     */
    async add(user: SessionUserLike, body: AddLiquidityRequest): Promise<{ transaction: string; deposit: LiquidityMove }> {
      const tx = await userTransactionContext(app, user.id);
      const row = await pools.activePool(body.pool, tx.rpcUrl);
      const state = await pools.liveState(tx.rpc, row);
      const fees = await poolTransferFees(tx.rpc, row);
      const reserves = { base: state.baseReserve, quote: state.quoteReserve, lpSupply: state.lpSupply };
      const deposit = poolMath(() =>
        body.baseAmount
          ? depositThroughFees('base', amountOf(body.baseAmount, row.baseDecimals, 'baseAmount'), reserves, fees)
          : body.quoteAmount
            ? depositThroughFees('quote', amountOf(body.quoteAmount, row.quoteDecimals, 'quoteAmount'), reserves, fees)
            : // Neither side: the amounts recorded at init (the create page's second step).
              depositThroughFees('base', BigInt(row.initBaseAmount), reserves, fees),
      );
      const sides = poolSides(row, fees);
      // The wallet and the pool sign: two signatures' fees; the LP arrives in an account opened if missing.
      await requireFunds(tx.rpc, user.phantomAddress, {
        signatures: 2,
        prioritySol: tx.prioritySol,
        ...depositSpending(sides, deposit),
        receives: [row.lpMint],
      });
      const sent = { baseAmount: deposit.baseAmount, quoteAmount: deposit.quoteAmount, lpAmount: deposit.lpAmount };
      const instructions = await addLiquidityInstructions(sides, user.phantomAddress, sent);
      const intoVaults = { baseAmount: deposit.baseIntoVault, quoteAmount: deposit.quoteIntoVault, lpAmount: deposit.lpAmount };
      return { transaction: await prepare(user, tx, row, 'add', instructions, intoVaults), deposit: sent };
    },

    /**
     * Burns LP the user holds for their share of both sides: the amounts that reach the wallet
     * (with a transfer fee, the vaults pay the share and the fee is withheld from it).
     */
    async remove(user: SessionUserLike, body: RemoveLiquidityRequest): Promise<{ transaction: string; withdrawal: LiquidityMove }> {
      const tx = await userTransactionContext(app, user.id);
      const row = await pools.activePool(body.pool, tx.rpcUrl);
      const state = await pools.liveState(tx.rpc, row);
      const lpAmount = amountOf(body.lp_amount, row.lpDecimals, 'lp_amount');
      const fees = await poolTransferFees(tx.rpc, row);
      const sides = poolSides(row, fees);
      const payout = payoutReceiving(sides);
      await requireFunds(tx.rpc, user.phantomAddress, {
        signatures: 2,
        prioritySol: tx.prioritySol,
        spend: lpSpend(sides, lpAmount, 'lp_amount'),
        receives: payout.receives,
        lamports: payout.throughWrappedSol ? await tokenAccountRent(tx.rpc) : 0n,
      });
      const share = poolMath(() => withdrawalFor(lpAmount, state.baseReserve, state.quoteReserve, state.lpSupply));
      const received = { lpAmount, baseAmount: netAfterFee(share.baseAmount, fees.base), quoteAmount: netAfterFee(share.quoteAmount, fees.quote) };
      if (received.baseAmount === 0n && received.quoteAmount === 0n) throw new AppError('POOL_AMOUNT_TOO_SMALL');
      const fromVaults = { lpAmount, ...share };
      const instructions = await removeLiquidityInstructions(sides, user.phantomAddress, fromVaults);
      return { transaction: await prepare(user, tx, row, 'remove', instructions, fromVaults), withdrawal: received };
    },
  };
}
export type LiquidityService = ReturnType<typeof createLiquidityService>;
