/**
 * Swaps (spec 2 "Swap Tokens"): the quote, and the swap transaction the user signs, which pays
 * their minimum received (from their slippage). The output is decided at submission, under the
 * pool's lock, at the reserves current then; the improvement above the minimum follows from the
 * pool (swap-kind.ts, pool-sequencer.ts), in a payment that closes the swap's receipt
 * (improvement-payment.ts).
 */
import { randomBytes } from 'node:crypto';
import { swapInstructions, swapReceiptAddress } from '@toolkit/chain';
import { DEFAULT_SETTINGS, effectiveSettings, grossForNet, type SwapDirection, type SwapQuoteView, type SwapRequest } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import { poolSides, poolTransferFees, type PoolReader, type PoolRow, type PoolSequencer, type Reserves } from '../liquidity/index.ts';
import { buildTransactionMessage, userTransactionContext } from '../transactions/index.ts';
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { IMPROVEMENT_PAYMENT_FEE } from './improvement-payment.ts';
import { receiptRentOf, requireSwapFunds } from './swap-funds.ts';
import { SWAP_KIND } from './swap-kind.ts';
import type { SwapQueue } from './swap-queue.ts';
import { quoteOf } from './swap-quote.ts';
import { assertStarted } from './swap-start.ts';

/** Compute units: ATA creation, two transfers, SyncNative, closing a wrapped-SOL account, the fee hand-over, the receipt. */
const SWAP_COMPUTE_UNITS = 135_000;

export function createSwapService(app: FastifyInstance, pools: PoolReader, sequencer: PoolSequencer, queue: SwapQueue) {
  /** The reserves a swap quoted now would meet: the chain's, after every swap in flight and every one queued ahead of it. */
  async function reservesOf(rpc: Rpc<SolanaRpcApi>, row: PoolRow): Promise<Reserves> {
    const inFlight = await sequencer.quoteReserves(rpc, row);
    const reserves = inFlight && queue.ahead(row.address, inFlight, BigInt(row.feeBps));
    if (!reserves || reserves.base <= 0n || reserves.quote <= 0n) throw new AppError('POOL_EMPTY');
    return reserves;
  }

  return {
    /** Anyone may ask; the slippage shown is the caller's setting, or the default when anonymous. */
    async quote(userId: string | null, poolAddress: string, direction: SwapDirection, amount: string): Promise<SwapQuoteView> {
      const { row, rpc } = await pools.poolFor(userId, poolAddress);
      const [reserves, fees] = await Promise.all([reservesOf(rpc, row), poolTransferFees(rpc, row)]);
      const slippage = userId
        ? (await userTransactionContext(app, userId)).settings.swapSlippagePercent
        : effectiveSettings(DEFAULT_SETTINGS).swapSlippagePercent;
      return quoteOf(row, reserves, direction, amount, slippage, fees);
    },

    async build(user: SessionUserLike, direction: SwapDirection, body: SwapRequest): Promise<{ tx: string; quote: SwapQuoteView }> {
      if (body.payer && body.payer !== user.phantomAddress) throw new AppError('POOL_PAYER_MISMATCH');
      const tx = await userTransactionContext(app, user.id);
      const row = await pools.activePool(body.pool, tx.rpcUrl);
      assertStarted(row);
      const [reserves, fees] = await Promise.all([reservesOf(tx.rpc, row), poolTransferFees(tx.rpc, row)]);
      const quote = quoteOf(row, reserves, direction, body.amount, body.slippage ?? tx.settings.swapSlippagePercent, fees);
      await requireSwapFunds(tx, user.phantomAddress, quote);
      // What the vault pays in the signed transaction so that the minimum reaches the wallet, fee withheld.
      const minimumOut = grossForNet(BigInt(quote.minimumReceived), direction === 'xy' ? fees.quote : fees.base);
      // 16 characters (createAccountWithSeed takes at most 32), 96 random bits: one receipt per swap.
      const seed = randomBytes(12).toString('base64url');
      const receipt = { seed, address: swapReceiptAddress(row.address, seed), rent: await receiptRentOf(tx.rpc) };
      const instructions = await swapInstructions(poolSides(row, fees), user.phantomAddress, {
        direction,
        amountIn: BigInt(quote.amountIn),
        minimumOut,
        paymentFee: IMPROVEMENT_PAYMENT_FEE,
        receipt,
      });
      // Version 0: pool transactions carry many accounts.
      const message = await buildTransactionMessage({
        rpc: tx.rpc,
        feePayer: user.phantomAddress,
        instructions,
        prioritySol: tx.prioritySol,
        computeUnitLimit: SWAP_COMPUTE_UNITS,
        version: 0,
      });
      const prepared = await app.transactions.prepare({
        userId: user.id,
        kind: SWAP_KIND,
        message,
        rpcUrl: tx.rpcUrl,
        serverSigners: [{ type: 'custodial', address: row.address }],
        context: {
          pool: row.address,
          direction,
          amountIn: quote.amountIn,
          minimumOut: minimumOut.toString(),
          quotedOut: quote.amountOut,
          receipt: receipt.address,
        },
      });
      return { tx: prepared.transaction, quote };
    },
  };
}
export type SwapService = ReturnType<typeof createSwapService>;
