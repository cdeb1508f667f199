/**
 * Creating a pool (spec 2 "Create Solana Liquidity Pool", DESIGN.md 4), in four steps: read and
 * check both tokens and deposits, claim the pair on the cluster, record the pending pool with its
 * sealed authority key, and build the one creation transaction for the creator's wallet. The pool
 * turns active once that transaction is confirmed (liquidity-kinds.ts).
 */
import { address, type Rpc, type SolanaRpcApi } from '@solana/kit';
import {
  initPoolInstructions,
  isNativeSide,
  lpMintSize,
  poolAccounts,
  TOKEN_2022_PROGRAM_ADDRESS,
  tokenAccountOf,
  type MintInfo,
  type PoolToken,
} from '@toolkit/chain';
import {
  feeTierBps,
  FEES,
  formatAmount,
  initialLiquidity,
  netAfterFee,
  normalizeMint,
  type InitialLiquidity,
  type InitPoolRequest,
} from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { generateSeed } from '../../lib/ed25519.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUserLike } from '../../lib/operation-route.ts';
import { buildTransactionMessage, tokenAccountRent, userTransactionContext, type UserTransactionContext } from '../transactions/index.ts';
import { LIQUIDITY_KINDS } from './liquidity-kinds.ts';
import { amountOf, poolMath } from './pool-amounts.ts';
import { readPoolState, readTokenBalance } from './pool-state.ts';
import { poolKeyContext, type PoolRow, type PoolStore } from './pool-store.ts';
import { readPoolCandidates } from './token-info.ts';

/** Enough for ATA creation, both deposits, SyncNative, the LP mint and the fee transfer. */
const INIT_COMPUTE_UNITS = 250_000;
/** The LP mint with its metadata, a generous bound for the balance check (names are short). */
const LP_MINT_SIZE_BOUND = 400n;
/** Three signatures (creator, pool, LP mint). */
const NETWORK_FEES = 15_000n;
const solLamports = (sol: number) => BigInt(Math.round(sol * 1e9));
/**
 * SOL the creator leaves with the pool authority: its own account's rent and an instant's scratch
 * account for paying price improvements in SOL; each swap hands over its payment's network fee.
 */
const POOL_OPERATING_LAMPORTS = 10_000_000n;

/** The two sides of a new pool and the creator's deposits, checked. */
interface PoolPair {
  base: PoolToken;
  quote: PoolToken;
  /** What wallets and screens call each side (the LP token is named after them). */
  symbols: { base: string; quote: string };
  baseAmount: bigint;
  quoteAmount: bigint;
  liquidity: InitialLiquidity;
  feeBps: number;
  /** One pool per pair and tier on a cluster, whichever side is called base. */
  pairKey: string;
  /** Each side's mint as read (null: SOL), for the rent of its vault. */
  mints: { base: MintInfo | null; quote: MintInfo | null };
}

/** The LP token's name and symbol, as wallets show them (issue 11.5): "TKN-SOL LP". */
const lpNaming = (pair: PoolPair) => ({
  name: `${pair.symbols.base}-${pair.symbols.quote} LP`,
  symbol: `${pair.symbols.base}-${pair.symbols.quote}-LP`,
});

/** Both tokens must exist and be poolable; both deposits must parse and mint more than the locked LP. */
async function readPair(rpc: Rpc<SolanaRpcApi>, body: InitPoolRequest): Promise<PoolPair> {
  const baseMint = normalizeMint(body.baseToken);
  const quoteMint = normalizeMint(body.quoteToken);
  const [baseSide, quoteSide] = await readPoolCandidates(rpc, [baseMint, quoteMint]);
  if (!baseSide) throw new AppError('POOL_MINT_NOT_FOUND', { context: { mint: baseMint } });
  if (!quoteSide) throw new AppError('POOL_MINT_NOT_FOUND', { context: { mint: quoteMint } });
  // A mint whose extensions break constant-product accounting never gets a pool row or a transaction.
  for (const { refusal } of [baseSide, quoteSide]) if (refusal) throw new AppError(refusal.code, { context: refusal.context });
  const baseAmount = amountOf(body.baseAmount, baseSide.info.decimals, 'baseAmount');
  const quoteAmount = amountOf(body.quoteAmount, quoteSide.info.decimals, 'quoteAmount');
  const feeBps = Number(feeTierBps(body.feeTier));
  const [baseFee, quoteFee] = [baseSide.transferFee, quoteSide.transferFee];
  return {
    base: { mint: baseMint, program: baseSide.info.program, decimals: baseSide.info.decimals, transferFee: baseFee },
    quote: { mint: quoteMint, program: quoteSide.info.program, decimals: quoteSide.info.decimals, transferFee: quoteFee },
    symbols: { base: baseSide.info.symbol, quote: quoteSide.info.symbol },
    baseAmount,
    quoteAmount,
    // LP for what the vaults receive: the deposits less any transfer fee withheld on the way in.
    liquidity: poolMath(() => initialLiquidity(netAfterFee(baseAmount, baseFee), netAfterFee(quoteAmount, quoteFee))),
    feeBps,
    pairKey: `${[baseMint, quoteMint].sort().join(':')}:${feeBps}`,
    mints: { base: baseSide.mint, quote: quoteSide.mint },
  };
}

export function createPoolCreation(app: FastifyInstance, store: PoolStore) {
  /**
   * Refuses a pair that has a live pool. A pool exists only once its creation landed: creations
   * prepared, unsigned, refused or failed block nobody (issue 11.3); the race between two that
   * are signed is settled at submission, under the pair's lock (liquidity-kinds.ts).
   */
  async function assertPairFree(rpc: Rpc<SolanaRpcApi>, rpcUrl: string, pairKey: string): Promise<void> {
    for (const existing of await store.byPair(rpcUrl, pairKey)) {
      if (existing.status === 'active') throw new AppError('POOL_EXISTS');
      // A creation that landed while its server was gone, before it could record it: it is live.
      if ((await readPoolState(rpc, existing)) !== null) {
        await store.activate(existing.address);
        throw new AppError('POOL_EXISTS');
      }
    }
  }

  /** The creator must hold both deposits and the SOL the creation costs; the refusal names what is missing. */
  async function assertCanPay(tx: UserTransactionContext, creator: string, pair: PoolPair): Promise<void> {
    // The two vaults (a fee mint's accounts also hold their withheld fee) and the two LP accounts.
    const [vaultRents, lpAccountRent, mintRent, lamports] = await Promise.all([
      Promise.all([pair.mints.base, pair.mints.quote].map((m) => tokenAccountRent(tx.rpc, m ?? undefined))),
      tokenAccountRent(tx.rpc),
      tx.rpc.getMinimumBalanceForRentExemption(LP_MINT_SIZE_BOUND).send(),
      tx.rpc
        .getBalance(address(creator), { commitment: 'confirmed' })
        .send()
        .then((r) => r.value),
    ]);
    let solNeeded =
      FEES.poolCreation +
      POOL_OPERATING_LAMPORTS +
      mintRent +
      vaultRents[0]! +
      vaultRents[1]! +
      2n * lpAccountRent +
      NETWORK_FEES +
      solLamports(tx.prioritySol);
    for (const [side, amount, symbol] of [
      [pair.base, pair.baseAmount, pair.symbols.base],
      [pair.quote, pair.quoteAmount, pair.symbols.quote],
    ] as const) {
      if (isNativeSide(side)) {
        solNeeded += amount;
        continue;
      }
      const held = await readTokenBalance(tx.rpc, await tokenAccountOf(creator, side));
      if (held < amount) throw new AppError('POOL_INSUFFICIENT_TOKEN', { context: { amount: formatAmount(amount - held, side.decimals), symbol } });
    }
    if (lamports < solNeeded) throw new AppError('POOL_INSUFFICIENT_SOL', { context: { amount: formatAmount(solNeeded - lamports, 9) } });
  }

  /** The pending pool row: a fresh authority (its key sealed to this pool) and its vault addresses. */
  async function insertPending(userId: string, rpcUrl: string, pair: PoolPair, lp: PoolToken, body: InitPoolRequest) {
    const authority = generateSeed();
    try {
      const accounts = await poolAccounts(authority.address, pair.base, pair.quote, lp);
      const row = await store.insert({
        userId,
        address: authority.address,
        sealedKey: app.keyVault.seal(authority.seed, poolKeyContext(authority.address)),
        rpcUrl,
        pairKey: pair.pairKey,
        baseMint: pair.base.mint,
        baseProgram: pair.base.program,
        baseDecimals: pair.base.decimals,
        quoteMint: pair.quote.mint,
        quoteProgram: pair.quote.program,
        quoteDecimals: pair.quote.decimals,
        baseVault: accounts.baseVault,
        quoteVault: accounts.quoteVault,
        lpMint: lp.mint,
        lpProgram: lp.program,
        lpDecimals: lp.decimals,
        feeBps: pair.feeBps,
        startTime: body.startTime ? new Date(body.startTime) : null,
        initBaseAmount: pair.baseAmount.toString(),
        initQuoteAmount: pair.quoteAmount.toString(),
      });
      if (!row) throw new AppError('POOL_EXISTS');
      return row;
    } finally {
      authority.seed.fill(0);
    }
  }

  /** The creation transaction: the LP mint's key signs now (ephemeral), the pool's at submission. */
  async function prepareCreation(user: SessionUserLike, tx: UserTransactionContext, row: PoolRow, pair: PoolPair, lpSeed: Uint8Array) {
    const { name: lpName, symbol: lpSymbol } = lpNaming(pair);
    const lpMintRent = await tx.rpc.getMinimumBalanceForRentExemption(BigInt(lpMintSize(row.lpMint, lpName, lpSymbol, row.address))).send();
    const instructions = await initPoolInstructions({
      creator: user.phantomAddress,
      pool: row.address,
      lpMint: row.lpMint,
      lpDecimals: row.lpDecimals,
      lpName,
      lpSymbol,
      lpMintRent,
      base: pair.base,
      quote: pair.quote,
      baseAmount: pair.baseAmount,
      quoteAmount: pair.quoteAmount,
      creatorLp: pair.liquidity.creator,
      lockedLp: pair.liquidity.locked,
      treasury: app.secrets.treasuryAddress,
      creationFee: FEES.poolCreation,
      operatingLamports: POOL_OPERATING_LAMPORTS,
    });
    // Version 0: the creation carries many accounts.
    const message = await buildTransactionMessage({
      rpc: tx.rpc,
      feePayer: user.phantomAddress,
      instructions,
      prioritySol: tx.prioritySol,
      computeUnitLimit: INIT_COMPUTE_UNITS,
      version: 0,
    });
    return app.transactions.prepare({
      userId: user.id,
      kind: LIQUIDITY_KINDS.init,
      message,
      rpcUrl: tx.rpcUrl,
      serverSigners: [
        { type: 'ephemeral', seed: lpSeed },
        { type: 'custodial', address: row.address },
      ],
      context: {
        pool: row.address,
        pairKey: pair.pairKey,
        baseAmount: pair.baseAmount.toString(),
        quoteAmount: pair.quoteAmount.toString(),
        lpAmount: pair.liquidity.creator.toString(),
      },
    });
  }

  return {
    async init(user: SessionUserLike, body: InitPoolRequest) {
      const tx = await userTransactionContext(app, user.id);
      const pair = await readPair(tx.rpc, body);
      await assertPairFree(tx.rpc, tx.rpcUrl, pair.pairKey);
      await assertCanPay(tx, user.phantomAddress, pair);
      const lpKey = generateSeed();
      try {
        const lp: PoolToken = {
          mint: lpKey.address,
          program: TOKEN_2022_PROGRAM_ADDRESS,
          decimals: Math.floor((pair.base.decimals + pair.quote.decimals) / 2),
        };
        const row = await insertPending(user.id, tx.rpcUrl, pair, lp, body);
        try {
          const prepared = await prepareCreation(user, tx, row, pair, lpKey.seed);
          return { pool: row.address, transaction: prepared.transaction, lpAmount: pair.liquidity.creator };
        } catch (e) {
          await store.remove(row.id);
          throw e;
        }
      } finally {
        lpKey.seed.fill(0);
      }
    },
  };
}
export type PoolCreation = ReturnType<typeof createPoolCreation>;
