/**
 * Adding and removing liquidity (spec 2 "Manage Liquidity"): each builds one transaction for the
 * user's wallet from the pool's live reserves. The pool authority signs only at submission, after
 * the reserves were re-read (liquidity-kinds.ts).
 */
import { address, createNoopSigner, type Instruction } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { addLiquidityInstructions, removeLiquidityInstructions } from '@toolkit/chain';
import { depositThroughFees, lessSlippage, netAfterFee, withdrawalFor, type AddLiquidityRequest, type RemoveLiquidityRequest } from '@toolkit/shared';
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
import { TOPUP_PAYMENT_FEE } from './liquidity-topup.ts';
import { amountOf, poolMath } from './pool-amounts.ts';
import type { PoolReader } from './pool-reader.ts';
import { poolSides } from './pool-row.ts';
import { poolTransferFees } from './pool-transfer-fees.ts';
import type { PoolRow } from './pool-store.ts';

/** Compute units: ATA creation, two transfers, SyncNative, the LP mint or burn, the top-up's fee. */
const COMPUTE_UNITS = { add: 125_000, remove: 155_000 } as const;

export interface LiquidityMove {
  baseAmount: bigint;
  quoteAmount: bigint;
  lpAmount: bigint;
}

/** The deposit or withdrawal as quoted, and the minimum its transaction guarantees (the rest follows in the pool's top-up). */
export interface LiquidityQuote extends LiquidityMove {
  minimum: LiquidityMove;
}

/** The user hands the pool the network fee of its top-up payment (liquidity-topup.ts), as a swap does. */
const topUpFee = (user: string, row: PoolRow): Instruction =>
  getTransferSolInstruction({ source: createNoopSigner(address(user)), destination: address(row.address), amount: TOPUP_PAYMENT_FEE });

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
    async add(user: SessionUserLike, body: AddLiquidityRequest): Promise<{ transaction: string; deposit: LiquidityQuote }> {
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
      // The transaction mints the quote's LP less the user's slippage; what the pool owes above it follows.
      const minimumLp = lessSlippage(deposit.lpAmount, body.slippage ?? tx.settings.liquiditySlippagePercent);
      if (minimumLp <= 0n) throw new AppError('POOL_DEPOSIT_TOO_SMALL');
      const sides = poolSides(row, fees);
      // The wallet and the pool sign: two signatures' fees; the LP arrives in an account opened if missing.
      const spending = depositSpending(sides, deposit);
      await requireFunds(tx.rpc, user.phantomAddress, {
        signatures: 2,
        prioritySol: tx.prioritySol,
        ...spending,
        lamports: spending.lamports + TOPUP_PAYMENT_FEE,
        receives: [row.lpMint],
      });
      const sent = { baseAmount: deposit.baseAmount, quoteAmount: deposit.quoteAmount, lpAmount: deposit.lpAmount };
      const instructions = [
        ...(await addLiquidityInstructions(sides, user.phantomAddress, { ...sent, lpAmount: minimumLp })),
        topUpFee(user.phantomAddress, row),
      ];
      const intoVaults = { baseAmount: deposit.baseIntoVault, quoteAmount: deposit.quoteIntoVault, lpAmount: minimumLp };
      return {
        transaction: await prepare(user, tx, row, 'add', instructions, intoVaults),
        deposit: { ...sent, minimum: { ...sent, lpAmount: minimumLp } },
      };
    },

    /**
     * Burns LP the user holds for their share of both sides: the amounts that reach the wallet
     * (with a transfer fee, the vaults pay the share and the fee is withheld from it).
     */
    async remove(user: SessionUserLike, body: RemoveLiquidityRequest): Promise<{ transaction: string; withdrawal: LiquidityQuote }> {
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
        lamports: (payout.throughWrappedSol ? await tokenAccountRent(tx.rpc) : 0n) + TOPUP_PAYMENT_FEE,
      });
      const share = poolMath(() => withdrawalFor(lpAmount, state.baseReserve, state.quoteReserve, state.lpSupply));
      const received = { lpAmount, baseAmount: netAfterFee(share.baseAmount, fees.base), quoteAmount: netAfterFee(share.quoteAmount, fees.quote) };
      if (received.baseAmount === 0n && received.quoteAmount === 0n) throw new AppError('POOL_AMOUNT_TOO_SMALL');
      // The transaction pays each side's share less the user's slippage; what the pool owes above it follows.
      const slippage = body.slippage ?? tx.settings.liquiditySlippagePercent;
      const fromVaults = { lpAmount, baseAmount: lessSlippage(share.baseAmount, slippage), quoteAmount: lessSlippage(share.quoteAmount, slippage) };
      const instructions = [...(await removeLiquidityInstructions(sides, user.phantomAddress, fromVaults)), topUpFee(user.phantomAddress, row)];
      const minimum = {
        lpAmount,
        baseAmount: netAfterFee(fromVaults.baseAmount, fees.base),
        quoteAmount: netAfterFee(fromVaults.quoteAmount, fees.quote),
      };
      return { transaction: await prepare(user, tx, row, 'remove', instructions, fromVaults), withdrawal: { ...received, minimum } };
    },
  };
}
export type LiquidityService = ReturnType<typeof createLiquidityService>;
