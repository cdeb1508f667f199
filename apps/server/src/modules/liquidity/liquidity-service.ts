/**
 * Adding and removing liquidity on a program pool (spec 2 "Manage Liquidity"): one transaction
 * the user alone signs. A deposit mints exactly the LP quoted and spends at most the quote plus
 * the user's liquidity slippage of each side; a withdrawal burns exactly the LP named and pays
 * at least the quote less that slippage. The program enforces both bounds when it lands.
 */
import { address, type Instruction } from '@solana/kit';
import { depositInstructions, lpForDeposit, TOKEN_PROGRAM_ADDRESS, withdrawInstructions, type CpmmPoolSnapshot } from '@toolkit/chain';
import { CpmmQuoteError } from '@toolkit/programs/cpmm';
import { NATIVE_MINT, type AddLiquidityRequest, type RemoveLiquidityRequest } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import {
  buildTransactionMessage,
  requireFunds,
  tokenAccountRent,
  userTransactionContext,
  type TokenSpend,
  type UserTransactionContext,
} from '../transactions/index.ts';
import { LIQUIDITY_KINDS, type ReceivingLeg } from './liquidity-kinds.ts';
import { amountOf } from './pool-amounts.ts';
import { appSides } from './pool-sides.ts';
import type { ProgramPools } from './program-pools.ts';
import { byAppSide } from './side-amounts.ts';

/** ATA creation, wrapping and unwrapping SOL, the deposit or withdrawal with its transfers and LP mint or burn. */
const COMPUTE_UNITS = { add: 200_000, remove: 200_000 } as const;

export interface LiquidityMove {
  baseAmount: bigint;
  quoteAmount: bigint;
  lpAmount: bigint;
}

/** The deposit or withdrawal as quoted, and what its transaction guarantees (and, for a deposit, the most it may spend). */
export interface LiquidityQuote extends LiquidityMove {
  minimum: LiquidityMove;
  maximum?: { baseAmount: bigint; quoteAmount: bigint };
}

/** Percent to basis points (0.5 % is 50). */
export const slippageBps = (percent: number) => BigInt(Math.round(percent * 100));

/** The program's quote refusals (an amount moving zero tokens) as the user's error. */
function quoted<T>(fn: () => Promise<T>): Promise<T> {
  return fn().catch((e: unknown) => {
    if (e instanceof CpmmQuoteError) throw new AppError('POOL_AMOUNT_TOO_SMALL');
    throw e;
  });
}

export function createLiquidityService(app: FastifyInstance, pools: ProgramPools) {
  async function prepare(
    user: SessionUserLike,
    tx: UserTransactionContext,
    pool: CpmmPoolSnapshot,
    kind: 'add' | 'remove',
    instructions: Instruction[],
  ) {
    const { base, quote } = appSides(pool);
    // What reaches the wallet, read from the chain once it landed: a deposit's LP, a withdrawal's two sides.
    const receives: ReceivingLeg[] =
      kind === 'add'
        ? [{ key: 'lpReceived', mint: pool.state.lpMint, program: TOKEN_PROGRAM_ADDRESS }]
        : [
            { key: 'baseReceived', mint: base.mint, program: base.program },
            { key: 'quoteReceived', mint: quote.mint, program: quote.program },
          ];
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
      context: { pool: pool.address, owner: user.phantomAddress, receives },
    });
    return prepared.transaction;
  }

  async function poolOf(tx: UserTransactionContext, poolAddress: string) {
    return pools.livePool(await pools.at(tx.network, tx.rpcUrl, tx.rpc), poolAddress);
  }

  return {
    /** A deposit in the pool's ratio, sized from whichever side the user named (what leaves the wallet). */
    async add(user: SessionUserLike, body: AddLiquidityRequest): Promise<{ transaction: string; deposit: LiquidityQuote }> {
      const tx = await userTransactionContext(app, user.id);
      const pool = await poolOf(tx, body.pool);
      const { base, quote } = appSides(pool);
      const named = body.baseAmount
        ? { side: base, amount: amountOf(body.baseAmount, base.decimals, 'baseAmount') }
        : body.quoteAmount
          ? { side: quote, amount: amountOf(body.quoteAmount, quote.decimals, 'quoteAmount') }
          : null;
      if (!named) throw new AppError('POOL_AMOUNT_INVALID', { field: 'baseAmount' });
      const lpAmount = lpForDeposit(pool, named.side.mint, named.amount);
      if (lpAmount <= 0n) throw new AppError('POOL_DEPOSIT_TOO_SMALL');
      const slippage = slippageBps(body.slippage ?? tx.settings.liquiditySlippagePercent);
      const built = await quoted(() => depositInstructions({ pool, owner: address(user.phantomAddress), lpAmount, slippageBps: slippage }));
      const sent = byAppSide(pool, built.quote.token0Sent, built.quote.token1Sent);
      const most = byAppSide(pool, built.quote.maximumToken0, built.quote.maximumToken1);
      const spend: TokenSpend[] = [];
      let lamports = 0n;
      for (const [side, amount, field] of [
        [base, most.base, 'baseAmount'],
        [quote, most.quote, 'quoteAmount'],
      ] as const) {
        if (side.mint === NATIVE_MINT) lamports += amount + (await tokenAccountRent(tx.rpc));
        else spend.push({ mint: side.mint, amount, decimals: side.decimals, field });
      }
      await requireFunds(tx.rpc, user.phantomAddress, { signatures: 1, prioritySol: tx.prioritySol, lamports, spend, receives: [pool.state.lpMint] });
      const deposit = { baseAmount: sent.base, quoteAmount: sent.quote, lpAmount };
      return {
        transaction: await prepare(user, tx, pool, 'add', built.instructions),
        deposit: { ...deposit, minimum: deposit, maximum: { baseAmount: most.base, quoteAmount: most.quote } },
      };
    },

    /** Burns LP the user holds for their share of both sides (what reaches the wallet, after any transfer fee). */
    async remove(user: SessionUserLike, body: RemoveLiquidityRequest): Promise<{ transaction: string; withdrawal: LiquidityQuote }> {
      const tx = await userTransactionContext(app, user.id);
      const pool = await poolOf(tx, body.pool);
      const lpAmount = amountOf(body.lp_amount, pool.state.lpMintDecimals, 'lp_amount');
      const { base, quote } = appSides(pool);
      const slippage = slippageBps(body.slippage ?? tx.settings.liquiditySlippagePercent);
      await requireFunds(tx.rpc, user.phantomAddress, {
        signatures: 1,
        prioritySol: tx.prioritySol,
        spend: { mint: pool.state.lpMint, amount: lpAmount, decimals: pool.state.lpMintDecimals, field: 'lp_amount' },
        receives: [base.mint, quote.mint],
        // SOL arrives through a wrapped-SOL account opened and closed in the transaction.
        lamports: base.mint === NATIVE_MINT || quote.mint === NATIVE_MINT ? await tokenAccountRent(tx.rpc) : 0n,
      }).catch((e: unknown) => {
        throw e instanceof AppError && e.code === 'NOT_ENOUGH_TOKEN' ? new AppError('LP_INSUFFICIENT', { field: 'lp_amount' }) : e;
      });
      const built = await quoted(() => withdrawInstructions({ pool, owner: address(user.phantomAddress), lpAmount, slippageBps: slippage }));
      const received = byAppSide(pool, built.quote.token0Received, built.quote.token1Received);
      // The program refuses the withdrawal if less than this arrives of either side.
      const least = byAppSide(pool, built.quote.minimumToken0, built.quote.minimumToken1);
      return {
        transaction: await prepare(user, tx, pool, 'remove', built.instructions),
        withdrawal: {
          baseAmount: received.base,
          quoteAmount: received.quote,
          lpAmount,
          minimum: { baseAmount: least.base, quoteAmount: least.quote, lpAmount },
        },
      };
    },
  };
}
export type LiquidityService = ReturnType<typeof createLiquidityService>;
