/**
 * Swaps on program pools (spec 2 "Swap Tokens"): the quote on a pool, the quote routed to the pool
 * of a pair that pays the most, and the swap transaction (swap_base_input), which the user alone
 * signs. The program pays at the price it finds when the transaction lands and refuses it unless
 * the user's minimum (their slippage below the quote) arrives; nothing follows it.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { bestPoolForSwap, checkedAddress as address, swapBaseInputInstructions, type CpmmPoolSnapshot } from '@toolkit/chain';
import {
  DEFAULT_SETTINGS,
  effectiveSettings,
  NATIVE_MINT,
  normalizeMint,
  type RouteQuoteRequest,
  type SwapDirection,
  type SwapQuoteView,
  type SwapRequest,
} from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import { amountOf, appSides, slippageBps, swapMints, type ProgramPools } from '../liquidity/index.ts';
import { chainSeconds } from '../lock-escrows/index.ts';
import { buildTransactionMessage, requireFunds, tokenAccountRent, userTransactionContext, type PayerHoldings } from '../transactions/index.ts';
import { SWAP_KIND, type SwapContext } from './swap-kind.ts';
import { quoteOn, quoteView } from './swap-quote.ts';

/** ATA creation, wrapping SOL, the swap with its two transfers, closing a wrapped-SOL account. */
const SWAP_COMPUTE_UNITS = 150_000;

/**
 * A pool opens for swaps at its open time (a creator's custom start), by the chain's clock, which
 * the program judges it by: a cluster's may differ from this server's (the local chain's moves
 * forward in tests). The clock's brief cache serves a pool that is open; a refusal reads it afresh.
 */
async function assertOpen(pool: CpmmPoolSnapshot, rpc: Rpc<SolanaRpcApi>): Promise<void> {
  if (pool.state.openTime <= (await chainSeconds(rpc))) return;
  if (pool.state.openTime <= (await chainSeconds(rpc, { fresh: true }))) return;
  throw new AppError('POOL_NOT_STARTED', { context: { startTime: new Date(Number(pool.state.openTime) * 1000).toISOString() } });
}

export function createSwapService(app: FastifyInstance, pools: ProgramPools) {
  const slippageOf = async (userId: string | null) =>
    userId ? (await userTransactionContext(app, userId)).settings.swapSlippagePercent : effectiveSettings(DEFAULT_SETTINGS).swapSlippagePercent;

  return {
    /** Anyone may ask; the slippage shown is the caller's setting, or the default when anonymous. */
    async quote(userId: string | null, poolAddress: string, direction: SwapDirection, amount: string): Promise<SwapQuoteView> {
      const where = await pools.forUser(userId);
      const pool = await pools.livePool(where, poolAddress);
      const { input } = swapMints(pool, direction);
      const amountIn = amountOf(amount, input.decimals, 'amount');
      const slippage = await slippageOf(userId);
      return quoteView(pool, input.mint, quoteOn(pool, input.mint, amountIn, slippage), slippage);
    },

    /** The quote at the pool of the pair that pays the most for the amount (any client's pool included). */
    async routeQuote(userId: string | null, body: RouteQuoteRequest): Promise<SwapQuoteView> {
      const where = await pools.forUser(userId);
      const [inputMint, outputMint] = [address(normalizeMint(body.inputMint)), address(normalizeMint(body.outputMint))];
      const pair = (await pools.all(where, inputMint)).filter((p) => [p.state.token0Mint, p.state.token1Mint].includes(outputMint));
      if (pair.length === 0) throw new AppError('POOL_NOT_FOUND');
      const funded = pair.filter((p) => {
        const { base, quote } = appSides(p);
        return base.reserve > 0n && quote.reserve > 0n;
      });
      if (funded.length === 0) throw new AppError('POOL_EMPTY');
      // Open pools compete; a pool not open yet (one made a second ago) is still quoted when it is the only one,
      // so the screen can show the swap and when it opens; building it is refused until then.
      const chainNow = await chainSeconds(where.rpc);
      const open = funded.filter((p) => p.state.openTime <= chainNow);
      const live = open.length ? open : funded;
      const decimals = appSides(live[0]!).base.mint === inputMint ? appSides(live[0]!).base.decimals : appSides(live[0]!).quote.decimals;
      const amountIn = amountOf(body.amount, decimals, 'amount');
      const best = bestPoolForSwap(live, inputMint, outputMint, amountIn);
      if (!best) throw new AppError('POOL_AMOUNT_TOO_SMALL');
      // The swap card may name its own slippage, the one its Swap will build with.
      const slippage = body.slippage ?? (await slippageOf(userId));
      return quoteView(best.pool, inputMint, quoteOn(best.pool, inputMint, amountIn, slippage), slippage);
    },

    async build(user: SessionUserLike, direction: SwapDirection, body: SwapRequest): Promise<{ tx: string; quote: SwapQuoteView }> {
      if (body.payer && body.payer !== user.phantomAddress) throw new AppError('POOL_PAYER_MISMATCH');
      const tx = await userTransactionContext(app, user.id);
      const { pool, holdings } = await pools.livePoolFor(await pools.at(tx.network, tx.rpcUrl, tx.rpc), body.pool, user.phantomAddress);
      await assertOpen(pool, tx.rpc);
      const { input, output } = swapMints(pool, direction);
      const amountIn = amountOf(body.amount, input.decimals, 'amount');
      const slippage = body.slippage ?? tx.settings.swapSlippagePercent;
      // The quote's refusals first (an amount too small to trade), then the builder's exact same numbers.
      quoteOn(pool, input.mint, amountIn, slippage);
      const trader = address(user.phantomAddress);
      const built = await swapBaseInputInstructions({
        pool,
        trader,
        inputMint: input.mint,
        amountIn,
        slippageBps: slippageBps(slippage),
        // Read with the pool: an output account the trader has already is not opened again.
        destinationExists: holdings?.tokens.some((t) => t.mint === output.mint),
      });
      const quote = quoteView(pool, input.mint, built.quote, slippage);
      await requireSwapFunds(tx, user.phantomAddress, quote, holdings ?? undefined);
      const message = await buildTransactionMessage({
        rpc: tx.rpc,
        feePayer: user.phantomAddress,
        instructions: built.instructions,
        prioritySol: tx.prioritySol,
        computeUnitLimit: SWAP_COMPUTE_UNITS,
        version: 0,
      });
      const prepared = await app.transactions.prepare({
        userId: user.id,
        kind: SWAP_KIND,
        message,
        rpcUrl: tx.rpcUrl,
        context: {
          pool: pool.address,
          trader,
          outputMint: output.mint,
          outputProgram: output.program,
          amountIn: quote.amountIn,
          minimumReceived: quote.minimumReceived,
          inputDecimals: quote.inputDecimals,
          outputDecimals: quote.outputDecimals,
        } satisfies SwapContext,
      });
      return { tx: prepared.transaction, quote };
    },
  };

  /** The input (SOL or the token), a wrapped-SOL account's rent while SOL passes through it, the output's account if new, one signature. */
  async function requireSwapFunds(
    tx: Awaited<ReturnType<typeof userTransactionContext>>,
    payer: string,
    quote: SwapQuoteView,
    holdings?: PayerHoldings,
  ): Promise<void> {
    const solIn = quote.inputMint === NATIVE_MINT;
    const solInvolved = solIn || quote.outputMint === NATIVE_MINT;
    await requireFunds(
      tx.rpc,
      payer,
      {
        lamports: (solIn ? BigInt(quote.amountIn) : 0n) + (solInvolved ? await tokenAccountRent(tx.rpc) : 0n),
        signatures: 1,
        prioritySol: tx.prioritySol,
        spend: solIn ? undefined : { mint: quote.inputMint, amount: BigInt(quote.amountIn), decimals: quote.inputDecimals },
        receives: [quote.outputMint],
      },
      holdings,
    );
  }
}
export type SwapService = ReturnType<typeof createSwapService>;
