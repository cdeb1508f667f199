import { describe, expect, it } from 'vitest';
import { tokenBalance } from '../../testing/tokens.ts';
import { CpmmQuoteError, quoteDeposit, quoteSwapBaseInput, quoteSwapBaseOutput, quoteWithdraw, type TransferFee } from '../client/index.ts';
import {
  CONFIG_0_RATES,
  cpmmChain,
  createConfig,
  createPool,
  deposit,
  openPool,
  poolState,
  swapIn,
  swapOut,
  trader,
  withdraw,
  type Trader,
} from './chain.ts';

const rates = CONFIG_0_RATES;
/**
 * Operations per pool. 5,000 (two pools, the 10,000 of the full run: CPMM_PROPERTY_OPERATIONS=5000,
 * about 40 s here) is too slow for every `npm test`, which runs 1,000 per pool.
 */
const OPERATIONS = Number(process.env.CPMM_PROPERTY_OPERATIONS ?? 1_000);

/** A seeded PRNG (mulberry32), so a failure replays. */
function prng(seed: number) {
  return (max: bigint): bigint => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const r = BigInt((t ^ (t >>> 14)) >>> 0) * 4_294_967_296n + BigInt(Math.imul(t, 31) >>> 0);
    return max <= 0n ? 0n : r % max;
  };
}

async function run(transferFee: TransferFee | null, seed: number) {
  const random = prng(seed);
  const chain = await cpmmChain();
  const config = await createConfig(chain);
  const pool = await createPool(chain, {
    config,
    mintA: transferFee ? { transferFee } : {},
    mintB: {},
    amountA: 50_000_000_000n,
    amountB: 80_000_000_000n,
  });
  openPool(chain, pool);
  const feeSide = transferFee
    ? chain.svm.getAccount(pool.mint0.address).exists && (chain.svm.getAccount(pool.mint0.address) as { data: Uint8Array }).data.length > 82
      ? 0
      : 1
    : -1;
  const fees: [TransferFee | null, TransferFee | null] = [feeSide === 0 ? transferFee : null, feeSide === 1 ? transferFee : null];
  const wallets: Trader[] = [];
  for (let i = 0; i < 8; i++) wallets.push(await trader(chain, pool, 10n ** 14n, 10n ** 14n));

  const snapshot = () => {
    const state = poolState(chain, pool);
    const vault0 = tokenBalance(chain.svm, pool.token0Vault);
    const vault1 = tokenBalance(chain.svm, pool.token1Vault);
    const owed0 = state.protocolFeesToken0 + state.fundFeesToken0;
    const owed1 = state.protocolFeesToken1 + state.fundFeesToken1;
    return { vault0, vault1, owed0, owed1, reserve0: vault0 - owed0, reserve1: vault1 - owed1, supply: state.lpSupply };
  };
  /** What a swap of `amountIn` from `side` moves: that side gains the input less its transfer fee and the fees, which it owes; the other pays out. */
  const swapMoves = (
    side: 0 | 1,
    amountIn: bigint,
    quote: { amountOut: bigint; inputTransferFee: bigint; protocolFee: bigint; fundFee: bigint },
  ): { d0: bigint; d1: bigint; o0: bigint; o1: bigint; dSupply: bigint } => {
    const inAdd = amountIn - quote.inputTransferFee - quote.protocolFee - quote.fundFee;
    const owed = quote.protocolFee + quote.fundFee;
    return side === 0
      ? { d0: inAdd, d1: -quote.amountOut, o0: owed, o1: 0n, dSupply: 0n }
      : { d0: -quote.amountOut, d1: inAdd, o0: 0n, o1: owed, dSupply: 0n };
  };
  let model = snapshot();
  let landed = 0;
  for (let op = 0; op < OPERATIONS; op++) {
    const who = wallets[Number(random(8n))];
    const kind = Number(random(4n));
    const side = Number(random(2n)) as 0 | 1;
    const [reserveIn, reserveOut] = side === 0 ? [model.reserve0, model.reserve1] : [model.reserve1, model.reserve0];
    const q = { reserveIn, reserveOut, rates, inputTransferFee: fees[side], outputTransferFee: fees[1 - side] };
    const liquidity = { lpSupply: model.supply, reserve0: model.reserve0, reserve1: model.reserve1, transferFee0: fees[0], transferFee1: fees[1] };
    let expected: { d0: bigint; d1: bigint; o0: bigint; o1: bigint; dSupply: bigint };
    let send;
    try {
      if (kind === 0) {
        const amount = random(reserveIn / 20n) + 1n;
        const quote = quoteSwapBaseInput(amount, q);
        expected = swapMoves(side, amount, quote);
        send = () => swapIn(chain, pool, who, side, amount, quote.amountReceived);
      } else if (kind === 1) {
        const amount = random(reserveOut / 20n) + 1n;
        const quote = quoteSwapBaseOutput(amount, q);
        expected = swapMoves(side, quote.amountIn, quote);
        send = () => swapOut(chain, pool, who, side, amount, quote.amountIn);
      } else if (kind === 2) {
        const lp = random(model.supply / 50n) + 1n;
        const quote = quoteDeposit(lp, liquidity);
        expected = { d0: quote.token0Amount, d1: quote.token1Amount, o0: 0n, o1: 0n, dSupply: lp };
        send = () => deposit(chain, pool, who, lp, quote.token0Sent, quote.token1Sent);
      } else {
        const held = tokenBalance(chain.svm, who.lp);
        const lp = random(held) + 1n;
        const quote = quoteWithdraw(lp, liquidity);
        if (lp > held) throw new CpmmQuoteError('no LP');
        expected = { d0: -quote.token0Amount, d1: -quote.token1Amount, o0: 0n, o1: 0n, dSupply: -lp };
        send = () => withdraw(chain, pool, who, lp, quote.token0Received, quote.token1Received);
      }
    } catch (error) {
      if (!(error instanceof CpmmQuoteError)) throw error;
      continue;
    }
    const outcome = await send();
    if (!outcome.ok) throw new Error(`operation ${op} (kind ${kind}, side ${side}) refused: ${outcome.error}\n${outcome.logs.join('\n')}`);
    landed++;
    const now = snapshot();
    // Vaults are exactly reserves plus fees owed, as the quotes predicted them.
    expect([now.reserve0, now.reserve1, now.owed0, now.owed1, now.supply]).toEqual([
      model.reserve0 + expected.d0,
      model.reserve1 + expected.d1,
      model.owed0 + expected.o0,
      model.owed1 + expected.o1,
      model.supply + expected.dSupply,
    ]);
    if (kind <= 1) expect(now.reserve0 * now.reserve1).toBeGreaterThanOrEqual(model.reserve0 * model.reserve1);
    // An LP's share of the pool, sqrt(k) per LP unit, never falls.
    expect(now.reserve0 * now.reserve1 * model.supply * model.supply).toBeGreaterThanOrEqual(
      model.reserve0 * model.reserve1 * now.supply * now.supply,
    );
    model = now;
  }
  return landed;
}

describe('CPMM property: random swaps, deposits and withdrawals from 8 wallets', () => {
  it('Given a plain pool, when random operations land, then k of the fee-less reserves never falls on a swap, sqrt(k) per LP unit never falls and vaults equal reserves plus fees owed, each as quoted', async () => {
    expect(await run(null, 1)).toBeGreaterThan(OPERATIONS * 0.9);
  }, 120_000);

  it('Given a pool with a 1 % transfer-fee mint, when random operations land, then the same holds', async () => {
    expect(await run({ basisPoints: 100, maximumFee: 10n ** 12n }, 2)).toBeGreaterThan(OPERATIONS * 0.9);
  }, 120_000);
});
