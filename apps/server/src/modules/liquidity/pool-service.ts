/**
 * Pools (DESIGN.md 4): builds every pool transaction for the user's wallet to sign. The pool
 * authority signs only later, at submission (pool-kinds.ts), after the reserves were re-read.
 */
import { type Instruction, type Rpc, type SolanaRpcApi } from '@solana/kit';
import {
  addLiquidityInstructions,
  initPoolInstructions,
  poolAccounts,
  removeLiquidityInstructions,
  swapInstructions,
  TOKEN_PROGRAM_ADDRESS,
  tokenAccountOf,
  type PoolSides,
  type PoolToken,
} from '@toolkit/chain';
import {
  AmountFormatError,
  DEFAULT_SETTINGS,
  depositFor,
  effectiveSettings,
  feeTierBps,
  FEES,
  formatAmount,
  initialLiquidity,
  LIQUIDITY_TEXTS,
  normalizeMint,
  parseAmount,
  PoolMathError,
  quoteSwap,
  spotPrice,
  withdrawalFor,
  type AddLiquidityRequest,
  type InitPoolRequest,
  type PoolView,
  type RemoveLiquidityRequest,
  type SwapDirection,
  type SwapQuoteView,
} from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.ts';
import { generateSeed } from '../../lib/ed25519.ts';
import { AppError } from '../../lib/errors.ts';
import { createSettingsService } from '../settings/index.ts';
import { buildTransactionMessage } from '../transactions/index.ts';
import { readPoolState, readTokenBalance, type PoolState } from './pool-state.ts';
import { createPoolStore, poolKeyContext, type PoolRow } from './pool-store.ts';
import { readPoolCandidates, readTokenInfos } from './token-info.ts';

export const POOL_KINDS = { init: 'pool.init', add: 'pool.add', remove: 'pool.remove', swap: 'pool.swap' } as const;

/** Compute units per pool transaction: enough for ATA creation, transfers, SyncNative, mint/burn. */
const COMPUTE_UNITS = { init: 250_000, add: 120_000, remove: 150_000, swap: 120_000 } as const;
/** A pending pool whose init was never submitted frees its pair after its blockhash is long dead. */
const STALE_PENDING_MS = 3 * 60_000;
const CLASSIC_MINT_SIZE = 82n;

export const poolSides = (row: PoolRow): PoolSides => ({
  pool: row.address,
  base: { mint: row.baseMint, program: row.baseProgram, decimals: row.baseDecimals },
  quote: { mint: row.quoteMint, program: row.quoteProgram, decimals: row.quoteDecimals },
  baseVault: row.baseVault,
  quoteVault: row.quoteVault,
  lpMint: row.lpMint,
  lpDecimals: row.lpDecimals,
});

export const feeTierOf = (row: PoolRow) => row.feeBps / 100;

/** Parses a user's amount exactly; a 400 with a clear message otherwise. */
function amountOf(text: string, decimals: number): bigint {
  try {
    const v = parseAmount(text, decimals);
    if (v <= 0n) throw new AppError('BAD_REQUEST', LIQUIDITY_TEXTS.amountInvalid);
    return v;
  } catch (e) {
    if (e instanceof AmountFormatError) throw new AppError('BAD_REQUEST', e.message);
    throw e;
  }
}

/** Pool math refusals (too small, empty pool) are the user's to fix: 400. */
function math<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof PoolMathError) throw new AppError('BAD_REQUEST', e.message);
    throw e;
  }
}

export function createPoolService(app: FastifyInstance) {
  const store = createPoolStore(app.db);
  const settings = createSettingsService(app.db);

  async function userAddress(userId: string): Promise<string> {
    const [u] = await app.db.select({ address: users.phantomAddress }).from(users).where(eq(users.id, userId));
    if (!u) throw new AppError('UNAUTHORIZED', 'Please connect your wallet');
    return u.address;
  }

  /** The pool and an RPC for the cluster it lives on, which must be the user's current one. */
  async function poolFor(userId: string | null, poolAddress: string): Promise<{ row: PoolRow; rpc: Rpc<SolanaRpcApi>; rpcUrl: string }> {
    const row = await store.byAddress(poolAddress);
    if (!row || row.status !== 'active') throw new AppError('NOT_FOUND', LIQUIDITY_TEXTS.poolNotFound);
    const { choice } = await app.clusters.rpcFor(userId);
    if (choice.rpcUrl !== row.rpcUrl) throw new AppError('CONFLICT', LIQUIDITY_TEXTS.poolOtherNetwork);
    return { row, rpc: app.clusters.rpcAt(row.rpcUrl), rpcUrl: row.rpcUrl };
  }

  async function stateOf(rpc: Rpc<SolanaRpcApi>, row: PoolRow): Promise<PoolState> {
    const state = await readPoolState(rpc, row);
    if (!state || state.baseReserve === 0n || state.quoteReserve === 0n) throw new AppError('CONFLICT', LIQUIDITY_TEXTS.poolEmpty);
    return state;
  }

  /** Version 0: pool transactions carry many accounts. */
  function messageFor(rpc: Rpc<SolanaRpcApi>, feePayer: string, instructions: Instruction[], prioritySol: number, computeUnitLimit: number) {
    return buildTransactionMessage({ rpc, feePayer, instructions, prioritySol, computeUnitLimit, version: 0 });
  }

  async function userSettings(userId: string) {
    return effectiveSettings(await settings.get(userId));
  }

  function assertStarted(row: PoolRow) {
    if (row.startTime && row.startTime.getTime() > Date.now()) {
      throw new AppError('CONFLICT', LIQUIDITY_TEXTS.poolNotStarted(row.startTime.toISOString()));
    }
  }

  async function view(row: PoolRow, rpc: Rpc<SolanaRpcApi>, state?: PoolState | null): Promise<PoolView> {
    const s = state === undefined ? await readPoolState(rpc, row) : state;
    const [base, quote] = await readTokenInfos(rpc, [row.baseMint, row.quoteMint]);
    const creators = await store.creators([row.userId]);
    const fallback = (mint: string, program: string, decimals: number) => ({ mint, program, decimals, symbol: mint.slice(0, 4), name: mint });
    return {
      pool: row.address,
      base: base ?? fallback(row.baseMint, row.baseProgram, row.baseDecimals),
      quote: quote ?? fallback(row.quoteMint, row.quoteProgram, row.quoteDecimals),
      baseVault: row.baseVault,
      quoteVault: row.quoteVault,
      baseReserve: (s?.baseReserve ?? 0n).toString(),
      quoteReserve: (s?.quoteReserve ?? 0n).toString(),
      lpMint: row.lpMint,
      lpDecimals: row.lpDecimals,
      lpSupply: (s?.lpSupply ?? 0n).toString(),
      feeTier: feeTierOf(row),
      startTime: row.startTime?.toISOString() ?? null,
      price: s ? spotPrice(s.baseReserve, s.quoteReserve, row.baseDecimals, row.quoteDecimals) : 0,
      creator: creators.get(row.userId) ?? '',
      createdAt: row.createdAt.toISOString(),
      initBaseAmount: formatAmount(BigInt(row.initBaseAmount), row.baseDecimals),
      initQuoteAmount: formatAmount(BigInt(row.initQuoteAmount), row.quoteDecimals),
    };
  }

  function quoteOf(row: PoolRow, state: PoolState, direction: SwapDirection, amountText: string, slippagePercent: number): SwapQuoteView {
    const xy = direction === 'xy';
    const [inMint, inDec, outMint, outDec] = xy
      ? [row.baseMint, row.baseDecimals, row.quoteMint, row.quoteDecimals]
      : [row.quoteMint, row.quoteDecimals, row.baseMint, row.baseDecimals];
    const amountIn = amountOf(amountText, inDec);
    const q = math(() =>
      quoteSwap({
        amountIn,
        reserveIn: xy ? state.baseReserve : state.quoteReserve,
        reserveOut: xy ? state.quoteReserve : state.baseReserve,
        feeBps: BigInt(row.feeBps),
        slippagePercent,
        decimalsIn: inDec,
        decimalsOut: outDec,
      }),
    );
    if (q.amountOut <= 0n) throw new AppError('BAD_REQUEST', LIQUIDITY_TEXTS.tooSmall);
    return {
      pool: row.address,
      direction,
      inputMint: inMint,
      outputMint: outMint,
      amountIn: q.amountIn.toString(),
      amountOut: q.amountOut.toString(),
      minimumReceived: q.minimumReceived.toString(),
      priceImpact: q.priceImpact,
      fee: q.fee.toString(),
      rate: q.rate,
      inputDecimals: inDec,
      outputDecimals: outDec,
      slippage: slippagePercent,
    };
  }

  return {
    store,

    async init(userId: string, body: InitPoolRequest) {
      const creator = await userAddress(userId);
      const { choice, rpc } = await app.clusters.rpcFor(userId);
      const baseMint = normalizeMint(body.baseToken);
      const quoteMint = normalizeMint(body.quoteToken);
      const feeBps = Number(feeTierBps(body.feeTier));
      const [baseSide, quoteSide] = await readPoolCandidates(rpc, [baseMint, quoteMint]);
      if (!baseSide) throw new AppError('BAD_REQUEST', LIQUIDITY_TEXTS.mintNotFound(baseMint));
      if (!quoteSide) throw new AppError('BAD_REQUEST', LIQUIDITY_TEXTS.mintNotFound(quoteMint));
      // A mint whose extensions break constant-product accounting never gets a pool row or a transaction.
      for (const side of [baseSide, quoteSide]) if (side.refusal) throw new AppError('BAD_REQUEST', side.refusal);
      const { info: base } = baseSide;
      const { info: quote } = quoteSide;
      const baseAmount = amountOf(body.baseAmount, base.decimals);
      const quoteAmount = amountOf(body.quoteAmount, quote.decimals);
      const liquidity = math(() => initialLiquidity(baseAmount, quoteAmount));

      // One pool per pair and tier on a cluster, whichever side is called base.
      const pairKey = `${[baseMint, quoteMint].sort().join(':')}:${feeBps}`;
      const existing = await store.byPair(choice.rpcUrl, pairKey);
      if (existing) {
        const landed = existing.status === 'active' || (await readPoolState(rpc, existing)) !== null;
        if (landed) {
          if (existing.status !== 'active') await store.activate(existing.address);
          throw new AppError('CONFLICT', LIQUIDITY_TEXTS.poolExists);
        }
        // A creation that was built but never sent: its blockhash is dead, so the pair is free again.
        if (Date.now() - existing.createdAt.getTime() < STALE_PENDING_MS) throw new AppError('CONFLICT', LIQUIDITY_TEXTS.poolExists);
        await store.remove(existing.id);
      }

      const authority = generateSeed();
      const lpKey = generateSeed();
      const lpDecimals = Math.floor((base.decimals + quote.decimals) / 2);
      const baseToken: PoolToken = { mint: baseMint, program: base.program, decimals: base.decimals };
      const quoteToken: PoolToken = { mint: quoteMint, program: quote.program, decimals: quote.decimals };
      const lp: PoolToken = { mint: lpKey.address, program: TOKEN_PROGRAM_ADDRESS, decimals: lpDecimals };
      const accounts = await poolAccounts(authority.address, baseToken, quoteToken, lp);
      const lpMintRent = await rpc.getMinimumBalanceForRentExemption(CLASSIC_MINT_SIZE).send();
      const startTime = body.startTime ? new Date(body.startTime) : null;

      const row = await store.insert({
        userId,
        address: authority.address,
        sealedKey: app.keyVault.seal(authority.seed, poolKeyContext(authority.address)),
        rpcUrl: choice.rpcUrl,
        pairKey,
        baseMint,
        baseProgram: base.program,
        baseDecimals: base.decimals,
        quoteMint,
        quoteProgram: quote.program,
        quoteDecimals: quote.decimals,
        baseVault: accounts.baseVault,
        quoteVault: accounts.quoteVault,
        lpMint: lpKey.address,
        lpDecimals,
        feeBps,
        startTime,
        initBaseAmount: baseAmount.toString(),
        initQuoteAmount: quoteAmount.toString(),
      });
      authority.seed.fill(0);
      // Another request created the same pair between our check and insert.
      if (!row) throw new AppError('CONFLICT', LIQUIDITY_TEXTS.poolExists);

      try {
        const { prioritySol } = await userSettings(userId);
        const instructions = await initPoolInstructions({
          creator,
          pool: authority.address,
          lpMint: lpKey.address,
          lpDecimals,
          lpMintRent,
          base: baseToken,
          quote: quoteToken,
          baseAmount,
          quoteAmount,
          creatorLp: liquidity.creator,
          lockedLp: liquidity.locked,
          treasury: app.secrets.treasuryAddress,
          creationFee: FEES.poolCreation,
        });
        const message = await messageFor(rpc, creator, instructions, prioritySol, COMPUTE_UNITS.init);
        const prepared = await app.transactions.prepare({
          userId,
          kind: POOL_KINDS.init,
          message,
          rpcUrl: choice.rpcUrl,
          serverSigners: [
            { type: 'ephemeral', seed: lpKey.seed },
            { type: 'custodial', address: authority.address },
          ],
          context: { pool: authority.address, baseAmount: baseAmount.toString(), quoteAmount: quoteAmount.toString(), lpAmount: liquidity.creator.toString() },
        });
        return { pool: authority.address, transaction: prepared.transaction, lpAmount: liquidity.creator, lpDecimals };
      } catch (e) {
        await store.remove(row.id);
        throw e;
      } finally {
        lpKey.seed.fill(0);
      }
    },

    async add(userId: string, body: AddLiquidityRequest) {
      const user = await userAddress(userId);
      const { row, rpc, rpcUrl } = await poolFor(userId, body.pool);
      const state = await stateOf(rpc, row);
      const deposit = math(() =>
        body.baseAmount
          ? depositFor('base', amountOf(body.baseAmount, row.baseDecimals), state.baseReserve, state.quoteReserve, state.lpSupply)
          : body.quoteAmount
            ? depositFor('quote', amountOf(body.quoteAmount, row.quoteDecimals), state.baseReserve, state.quoteReserve, state.lpSupply)
            : // Neither side: the amounts recorded at init (the create page's second step).
              depositFor('base', BigInt(row.initBaseAmount), state.baseReserve, state.quoteReserve, state.lpSupply),
      );
      const { prioritySol, liquiditySlippagePercent } = await userSettings(userId);
      const instructions = await addLiquidityInstructions(poolSides(row), user, deposit);
      const message = await messageFor(rpc, user, instructions, prioritySol, COMPUTE_UNITS.add);
      const prepared = await app.transactions.prepare({
        userId,
        kind: POOL_KINDS.add,
        message,
        rpcUrl,
        serverSigners: [{ type: 'custodial', address: row.address }],
        context: { pool: row.address, baseAmount: deposit.baseAmount.toString(), quoteAmount: deposit.quoteAmount.toString(), lpAmount: deposit.lpAmount.toString() },
      });
      return { transaction: prepared.transaction, deposit, slippage: liquiditySlippagePercent, row };
    },

    async remove(userId: string, body: RemoveLiquidityRequest) {
      const user = await userAddress(userId);
      const { row, rpc, rpcUrl } = await poolFor(userId, body.pool);
      const state = await stateOf(rpc, row);
      const lpAmount = amountOf(body.lp_amount, row.lpDecimals);
      const lpToken: PoolToken = { mint: row.lpMint, program: TOKEN_PROGRAM_ADDRESS, decimals: row.lpDecimals };
      const held = await readTokenBalance(rpc, await tokenAccountOf(user, lpToken));
      if (lpAmount > held) throw new AppError('BAD_REQUEST', LIQUIDITY_TEXTS.notEnoughLp);
      const out = math(() => withdrawalFor(lpAmount, state.baseReserve, state.quoteReserve, state.lpSupply));
      if (out.baseAmount === 0n && out.quoteAmount === 0n) throw new AppError('BAD_REQUEST', LIQUIDITY_TEXTS.tooSmall);
      const { prioritySol } = await userSettings(userId);
      const instructions = await removeLiquidityInstructions(poolSides(row), user, { lpAmount, ...out });
      const message = await messageFor(rpc, user, instructions, prioritySol, COMPUTE_UNITS.remove);
      const prepared = await app.transactions.prepare({
        userId,
        kind: POOL_KINDS.remove,
        message,
        rpcUrl,
        serverSigners: [{ type: 'custodial', address: row.address }],
        context: { pool: row.address, lpAmount: lpAmount.toString(), baseAmount: out.baseAmount.toString(), quoteAmount: out.quoteAmount.toString() },
      });
      return { transaction: prepared.transaction, lpAmount, ...out, row };
    },

    async quote(userId: string | null, poolAddress: string, direction: SwapDirection, amount: string): Promise<SwapQuoteView> {
      const { row, rpc } = await poolFor(userId, poolAddress);
      const state = await stateOf(rpc, row);
      const slippage = userId ? (await userSettings(userId)).swapSlippagePercent : effectiveSettings(DEFAULT_SETTINGS).swapSlippagePercent;
      return quoteOf(row, state, direction, amount, slippage);
    },

    async swap(userId: string, direction: SwapDirection, body: { pool: string; amount: string; payer?: string }) {
      const user = await userAddress(userId);
      if (body.payer && body.payer !== user) throw new AppError('BAD_REQUEST', LIQUIDITY_TEXTS.payerMismatch);
      const { row, rpc, rpcUrl } = await poolFor(userId, body.pool);
      assertStarted(row);
      const state = await stateOf(rpc, row);
      const { prioritySol, swapSlippagePercent } = await userSettings(userId);
      const quote = quoteOf(row, state, direction, body.amount, swapSlippagePercent);
      const instructions = await swapInstructions(poolSides(row), user, {
        direction,
        amountIn: BigInt(quote.amountIn),
        amountOut: BigInt(quote.amountOut),
      });
      const message = await messageFor(rpc, user, instructions, prioritySol, COMPUTE_UNITS.swap);
      const prepared = await app.transactions.prepare({
        userId,
        kind: POOL_KINDS.swap,
        message,
        rpcUrl,
        serverSigners: [{ type: 'custodial', address: row.address }],
        context: { pool: row.address, direction, amountIn: quote.amountIn, amountOut: quote.amountOut, fee: quote.fee },
      });
      return { tx: prepared.transaction, quote };
    },

    async pool(userId: string | null, poolAddress: string): Promise<PoolView> {
      const { row, rpc } = await poolFor(userId, poolAddress);
      return view(row, rpc);
    },

    view,
    assertStarted,
  };
}
export type PoolService = ReturnType<typeof createPoolService>;
