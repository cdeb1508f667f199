import { describe, expect, it } from 'vitest';
import { tokenBalance } from '../../testing/tokens.ts';
import {
  CPMM_CREATE_POOL_FEE_RECEIVER,
  CPMM_PROGRAM_ADDRESS,
  OBSERVATION_STATE_SIZE,
  quoteDeposit,
  quoteInitialize,
  quoteSwapBaseInput,
  quoteSwapBaseOutput,
  quoteWithdraw,
} from '../client/index.ts';
import {
  CONFIG_0_RATES,
  cpmmChain,
  createConfig,
  createPool,
  deposit,
  expectOk,
  lpAccount,
  openedPool,
  poolState,
  reserves,
  swapIn,
  swapOut,
  trader,
  withdraw,
} from './chain.ts';

const rates = CONFIG_0_RATES;

describe('CPMM initialize', () => {
  it('Given config 0, when a creator opens a pool, then the vaults hold both deposits, the pool records its accounts, the fee account gains 0.15 SOL and the LP is sqrt(a*b) less 100', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain);
    const feeBefore = chain.svm.getBalance(CPMM_CREATE_POOL_FEE_RECEIVER) ?? 0n;
    const now = chain.svm.getClock().unixTimestamp;
    const pool = await createPool(chain, { config, amountA: 3_000_000n, amountB: 12_000_000n });
    const state = poolState(chain, pool);
    const [amount0, amount1] = [tokenBalance(chain.svm, pool.token0Vault), tokenBalance(chain.svm, pool.token1Vault)];
    expect([amount0, amount1].sort((x, y) => Number(x - y))).toEqual([3_000_000n, 12_000_000n]);
    expect(state.lpSupply).toBe(6_000_000n);
    expect(tokenBalance(chain.svm, await lpAccount(pool, pool.creator.address))).toBe(quoteInitialize(amount0, amount1).creatorLp);
    expect(state).toMatchObject({
      ammConfig: config,
      poolCreator: pool.creator.address,
      token0Vault: pool.token0Vault,
      token1Vault: pool.token1Vault,
      lpMint: pool.lpMint,
      token0Mint: pool.mint0.address,
      token1Mint: pool.mint1.address,
      token0Program: pool.mint0.tokenProgram,
      token1Program: pool.mint1.tokenProgram,
      observationKey: pool.observationState,
      status: 0,
      protocolFeesToken0: 0n,
      fundFeesToken1: 0n,
    });
    expect(state.openTime).toBe(now + 1n);
    expect((chain.svm.getBalance(CPMM_CREATE_POOL_FEE_RECEIVER) ?? 0n) - feeBefore).toBe(150_000_000n);
    // The wrapped-SOL account's token amount follows its lamports (SyncNative).
    expect(tokenBalance(chain.svm, CPMM_CREATE_POOL_FEE_RECEIVER)).toBe(150_000_000n);
    const observation = chain.svm.getAccount(pool.observationState);
    expect(observation.exists && observation.programAddress).toBe(CPMM_PROGRAM_ADDRESS);
    expect(observation.exists && observation.data.length).toBe(OBSERVATION_STATE_SIZE);
  });

  it('Given an open_time in the future, when the pool opens, then it keeps that open_time', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain);
    const openTime = chain.svm.getClock().unixTimestamp + 3_600n;
    const pool = await createPool(chain, { config, amountA: 1_000_000n, amountB: 1_000_000n, openTime });
    expect(poolState(chain, pool).openTime).toBe(openTime);
  });
});

describe('CPMM swaps on a classic pair', () => {
  it('Given an open pool, when wallets swap in both directions by input and by output, then each receives and pays exactly the TypeScript quote and the fees owed grow by its shares', async () => {
    const { chain, pool } = await openedPool(5_000_000_000n, 7_000_000_000n);
    const who = await trader(chain, pool, 10_000_000_000n, 10_000_000_000n);
    for (const [side, kind, amount] of [
      [0, 'in', 123_456_789n],
      [1, 'in', 987_654n],
      [0, 'out', 55_555_555n],
      [1, 'out', 1n],
    ] as const) {
      const before = reserves(chain, pool);
      const stateBefore = poolState(chain, pool);
      const [reserveIn, reserveOut] = side === 0 ? [before.reserve0, before.reserve1] : [before.reserve1, before.reserve0];
      const quote =
        kind === 'in' ? quoteSwapBaseInput(amount, { reserveIn, reserveOut, rates }) : quoteSwapBaseOutput(amount, { reserveIn, reserveOut, rates });
      const inAccount = side === 0 ? who.token0 : who.token1;
      const outAccount = side === 0 ? who.token1 : who.token0;
      const [inBefore, outBefore] = [tokenBalance(chain.svm, inAccount), tokenBalance(chain.svm, outAccount)];
      const outcome = kind === 'in' ? await swapIn(chain, pool, who, side, amount) : await swapOut(chain, pool, who, side, amount);
      expect(outcome.error).toBe('');
      expect(inBefore - tokenBalance(chain.svm, inAccount)).toBe(quote.amountIn);
      expect(tokenBalance(chain.svm, outAccount) - outBefore).toBe(quote.amountReceived);
      const state = poolState(chain, pool);
      const protocol =
        side === 0 ? state.protocolFeesToken0 - stateBefore.protocolFeesToken0 : state.protocolFeesToken1 - stateBefore.protocolFeesToken1;
      const fund = side === 0 ? state.fundFeesToken0 - stateBefore.fundFeesToken0 : state.fundFeesToken1 - stateBefore.fundFeesToken1;
      expect(protocol).toBe(quote.protocolFee);
      expect(fund).toBe(quote.fundFee);
    }
  });

  it('Given random pools and amounts, when swapped on chain, then the program pays the quote to the base unit', async () => {
    let seed = 7;
    const random = (max: bigint) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const r = BigInt(seed) * BigInt((seed * 7919) & 0xffff);
      return (r % max) + 1n;
    };
    for (let round = 0; round < 4; round++) {
      const { chain, pool } = await openedPool(random(10n ** 15n) + 1_000_000n, random(10n ** 12n) + 1_000_000n);
      const who = await trader(chain, pool, 10n ** 17n, 10n ** 17n);
      for (let i = 0; i < 10; i++) {
        const side = (i % 2) as 0 | 1;
        const before = reserves(chain, pool);
        const [reserveIn, reserveOut] = side === 0 ? [before.reserve0, before.reserve1] : [before.reserve1, before.reserve0];
        const outAccount = side === 0 ? who.token1 : who.token0;
        const outBefore = tokenBalance(chain.svm, outAccount);
        if (i % 3 === 0) {
          const amountOut = random(reserveOut / 3n);
          const quote = quoteSwapBaseOutput(amountOut, { reserveIn, reserveOut, rates });
          await expectOk(swapOut(chain, pool, who, side, amountOut, quote.amountIn));
          expect(tokenBalance(chain.svm, outAccount) - outBefore).toBe(amountOut);
        } else {
          const amountIn = random(reserveIn / 2n);
          const quote = quoteSwapBaseInput(amountIn, { reserveIn, reserveOut, rates });
          if (quote.amountReceived === 0n) continue;
          await expectOk(swapIn(chain, pool, who, side, amountIn, quote.amountReceived));
          expect(tokenBalance(chain.svm, outAccount) - outBefore).toBe(quote.amountReceived);
        }
      }
    }
  });
});

describe('CPMM deposit and withdraw on a classic pair', () => {
  it('Given an open pool with fees owed, when a wallet deposits then withdraws, then it pays and receives exactly the quotes, and lp_supply follows', async () => {
    const { chain, pool } = await openedPool(1_000_000_000n, 3_000_000_000n);
    const who = await trader(chain, pool, 10_000_000_000n, 10_000_000_000n);
    await expectOk(swapIn(chain, pool, who, 0, 77_777_777n));
    const before = reserves(chain, pool);
    const supply = poolState(chain, pool).lpSupply;
    const lp = 123_456_789n;
    const quote = quoteDeposit(lp, { lpSupply: supply, reserve0: before.reserve0, reserve1: before.reserve1 });
    const balances = [tokenBalance(chain.svm, who.token0), tokenBalance(chain.svm, who.token1)];
    await expectOk(deposit(chain, pool, who, lp, quote.token0Sent, quote.token1Sent));
    expect(balances[0] - tokenBalance(chain.svm, who.token0)).toBe(quote.token0Sent);
    expect(balances[1] - tokenBalance(chain.svm, who.token1)).toBe(quote.token1Sent);
    expect(tokenBalance(chain.svm, who.lp)).toBe(lp);
    expect(poolState(chain, pool).lpSupply).toBe(supply + lp);

    const mid = reserves(chain, pool);
    const back = quoteWithdraw(lp, { lpSupply: supply + lp, reserve0: mid.reserve0, reserve1: mid.reserve1 });
    await expectOk(withdraw(chain, pool, who, lp, back.token0Received, back.token1Received));
    expect(tokenBalance(chain.svm, who.token0) - (balances[0] - quote.token0Sent)).toBe(back.token0Received);
    expect(tokenBalance(chain.svm, who.token1) - (balances[1] - quote.token1Sent)).toBe(back.token1Received);
    expect(tokenBalance(chain.svm, who.lp)).toBe(0n);
    expect(poolState(chain, pool).lpSupply).toBe(supply);
    // Rounding favours the pool: a round trip never gains.
    expect(back.token0Received).toBeLessThanOrEqual(quote.token0Sent);
    expect(back.token1Received).toBeLessThanOrEqual(quote.token1Sent);
  });

  it('Given the creator, when it withdraws all its LP, then the 100 locked LP keep a remainder in both vaults', async () => {
    const { chain, pool } = await openedPool(1_000_000n, 4_000_000n);
    const creatorLp = await lpAccount(pool, pool.creator.address);
    const creator = { signer: pool.creator, token0: '' as never, token1: '' as never, lp: creatorLp };
    const { associatedTokenAddress } = await import('../../testing/tokens.ts');
    creator.token0 = (await associatedTokenAddress(pool.mint0, pool.creator.address)) as never;
    creator.token1 = (await associatedTokenAddress(pool.mint1, pool.creator.address)) as never;
    const all = tokenBalance(chain.svm, creatorLp);
    await expectOk(withdraw(chain, pool, creator, all));
    const left = reserves(chain, pool);
    expect(poolState(chain, pool).lpSupply).toBe(100n);
    expect(left.vault0).toBeGreaterThan(0n);
    expect(left.vault1).toBeGreaterThan(0n);
  });
});
