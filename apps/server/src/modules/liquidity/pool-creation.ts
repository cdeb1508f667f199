/**
 * Creating a pool on the AMM program (spec 2 "Create Solana Liquidity Pool"): both tokens read
 * and checked, the fee tier's config of the cluster, and one transaction the creator alone signs.
 * The program's initialize opens the pool, its vaults, LP mint and observation, deposits both
 * amounts, mints the creator's LP (100 units fewer, locked for good) and takes the create-pool fee.
 * The full cost is stated before signing (init/quote) and with the transaction.
 */
import { address, type Address } from '@solana/kit';
import { createPoolInstructions, TOKEN_PROGRAM_ADDRESS, type PoolMintInput } from '@toolkit/chain';
import { CpmmQuoteError } from '@toolkit/programs/cpmm';
import { NATIVE_MINT, normalizeMint, type InitPoolRequest, type PoolCreationCost } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, isAppError } from '../../lib/errors.ts';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import { buildTransactionMessage, requireFunds, tokenAccountRent, userTransactionContext } from '../transactions/index.ts';
import { LIQUIDITY_KINDS } from './liquidity-kinds.ts';
import { amountOf } from './pool-amounts.ts';
import type { PoolsAt, ProgramPools } from './program-pools.ts';
import { readPoolCandidates } from './token-info.ts';
import { configForTier } from './fee-tiers.ts';

/** ATA creation, wrapping SOL, initialize (six accounts opened, two deposits, the LP mint, the fee). */
const INIT_COMPUTE_UNITS = 400_000;
/** The AMM locks this much of the first deposit's LP for good: the rest must be more than nothing. */
const TOO_SMALL = { context: { locked: '100' } };

/** Unix seconds of a start time, 0 (open at once) without one or with one already past. */
const openTimeOf = (startTime: string | undefined) => {
  if (!startTime) return 0n;
  const seconds = BigInt(Math.floor(Date.parse(startTime) / 1000));
  return seconds * 1000n > BigInt(Date.now()) ? seconds : 0n;
};

export function createPoolCreation(app: FastifyInstance, pools: ProgramPools) {
  /** Both sides read, checked and priced: the instructions and what they cost the creator. */
  async function plan(where: PoolsAt, creator: string, body: InitPoolRequest) {
    const [baseMint, quoteMint] = [normalizeMint(body.baseToken), normalizeMint(body.quoteToken)];
    const [base, quote] = await readPoolCandidates(where.rpc, [baseMint, quoteMint]);
    if (!base) throw new AppError('POOL_MINT_NOT_FOUND', { context: { mint: baseMint } });
    if (!quote) throw new AppError('POOL_MINT_NOT_FOUND', { context: { mint: quoteMint } });
    // A mint that can freeze the vaults or take holders' tokens never gets a pool of ours.
    for (const { refusal } of [base, quote]) if (refusal) throw new AppError(refusal.code, { context: refusal.context });
    const baseAmount = amountOf(body.baseAmount, base.info.decimals, 'baseAmount');
    const quoteAmount = amountOf(body.quoteAmount, quote.info.decimals, 'quoteAmount');
    const config = configForTier(where.venue, body.feeTier);
    const side = (mint: string, c: NonNullable<typeof base>, amount: bigint): PoolMintInput => ({
      mint: address(mint),
      tokenProgram: address(c.info.program),
      transferFee: c.transferFee ? { basisPoints: c.transferFee.bps, maximumFee: c.transferFee.maximumFee } : null,
      amount,
    });
    let built;
    try {
      built = await createPoolInstructions({
        venue: where.venue,
        config,
        creator: address(creator),
        sideA: side(baseMint, base, baseAmount),
        sideB: side(quoteMint, quote, quoteAmount),
        openTime: openTimeOf(body.startTime),
      });
    } catch (e) {
      if (e instanceof CpmmQuoteError) throw new AppError('POOL_INIT_DEPOSIT_TOO_SMALL', TOO_SMALL);
      throw e;
    }
    if (built.quote.creatorLp <= 0n) throw new AppError('POOL_INIT_DEPOSIT_TOO_SMALL', TOO_SMALL);
    const solDeposit = (baseMint === NATIVE_MINT ? baseAmount : 0n) + (quoteMint === NATIVE_MINT ? quoteAmount : 0n);
    const cost: PoolCreationCost = {
      baseAmount: baseAmount.toString(),
      quoteAmount: quoteAmount.toString(),
      createPoolFee: built.quote.createPoolFee.toString(),
      rent: built.quote.rent.toString(),
      solTotal: (built.quote.createPoolFee + built.quote.rent + solDeposit).toString(),
      lpAmount: built.quote.creatorLp.toString(),
    };
    const spend = [
      { mint: baseMint, amount: baseAmount, c: base, field: 'baseAmount' },
      { mint: quoteMint, amount: quoteAmount, c: quote, field: 'quoteAmount' },
    ]
      .filter((s) => s.mint !== NATIVE_MINT)
      .map((s) => ({ mint: s.mint, amount: s.amount, decimals: s.c.info.decimals, symbol: s.c.info.symbol, field: s.field }));
    return { built, cost, spend, solDeposit, poolAddress: built.quote.poolAddress, config };
  }

  /** Refuses a pair and tier whose pool is open already: the program would refuse its initialize. */
  async function assertFree(where: PoolsAt, pool: Address): Promise<void> {
    const { value } = await where.rpc
      .getAccountInfo(pool, { encoding: 'base64', commitment: 'confirmed', dataSlice: { offset: 0, length: 0 } })
      .send();
    if (value) throw new AppError('POOL_EXISTS');
  }

  return {
    /** What creating the pool costs; anyone may ask (the creator's balances are not read). */
    async quote(userId: string | null, body: InitPoolRequest): Promise<PoolCreationCost> {
      const where = await pools.forUser(userId);
      const { cost, poolAddress } = await plan(where, NATIVE_MINT, body);
      await assertFree(where, poolAddress);
      return cost;
    },

    async init(user: SessionUserLike, body: InitPoolRequest) {
      const tx = await userTransactionContext(app, user.id);
      const where = await pools.at(tx.network, tx.rpcUrl, tx.rpc);
      const { built, cost, spend, solDeposit, poolAddress } = await plan(where, user.phantomAddress, body);
      await assertFree(where, poolAddress);
      try {
        // The SOL side passes through a wrapped-SOL account of the creator's, opened and closed in the transaction.
        await requireFunds(tx.rpc, user.phantomAddress, {
          signatures: 1,
          prioritySol: tx.prioritySol,
          lamports: BigInt(cost.solTotal) + (solDeposit > 0n ? await tokenAccountRent(tx.rpc) : 0n),
          spend,
        });
      } catch (e) {
        // Pool creation names its shortfall in its own words (the deposits, fee and rent together).
        if (isAppError(e) && e.code === 'NOT_ENOUGH_SOL')
          throw new AppError('POOL_INSUFFICIENT_SOL', { context: { amount: String(e.context.missing) } });
        if (isAppError(e) && e.code === 'NOT_ENOUGH_TOKEN')
          throw new AppError('POOL_INSUFFICIENT_TOKEN', {
            context: { amount: String(e.context.missing), symbol: String(e.context.symbol) },
            field: e.field,
          });
        throw e;
      }
      const message = await buildTransactionMessage({
        rpc: tx.rpc,
        feePayer: user.phantomAddress,
        instructions: built.instructions,
        prioritySol: tx.prioritySol,
        computeUnitLimit: INIT_COMPUTE_UNITS,
        version: 0,
      });
      const prepared = await app.transactions.prepare({
        userId: user.id,
        kind: LIQUIDITY_KINDS.init,
        message,
        rpcUrl: tx.rpcUrl,
        // The creator's LP, read from the chain once it landed.
        context: {
          pool: poolAddress,
          owner: user.phantomAddress,
          receives: [{ key: 'lpReceived', mint: built.quote.lpMint, program: TOKEN_PROGRAM_ADDRESS }],
        },
      });
      return { pool: poolAddress, transaction: prepared.transaction, lpAmount: BigInt(cost.lpAmount), cost };
    },
  };
}
export type PoolCreation = ReturnType<typeof createPoolCreation>;
