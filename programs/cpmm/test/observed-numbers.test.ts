import { describe, expect, it } from 'vitest';
import { tokenBalance } from '../../testing/tokens.ts';
import { quoteSwapBaseInput } from '../client/index.ts';
import { cpmmChain, createConfig, createPool, expectOk, lpAccount, openPool, poolState, reserves, swapIn, trader } from './chain.ts';

describe('CPMM: the numbers observed on mainnet', () => {
  it('Given config 0 and a pool of 1,000,000,000,000 (6 decimals) and 2,000,000,000,000 (9 decimals), when a creator opens it and swaps 1,000,000,000 token_0, then LP, amount out and fees owed match mainnet to the base unit', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain);
    // Given mints created until the 6-decimal one sorts first, as on the observed pool.
    let pool;
    for (;;) {
      pool = await createPool(chain, {
        config,
        mintA: { decimals: 6 },
        mintB: { decimals: 9 },
        amountA: 1_000_000_000_000n,
        amountB: 2_000_000_000_000n,
      });
      if (pool.mint0.decimals === 6) break;
    }
    const state = poolState(chain, pool);
    expect(state.lpSupply).toBe(1_414_213_562_373n);
    expect(tokenBalance(chain.svm, await lpAccount(pool, pool.creator.address))).toBe(1_414_213_562_273n);
    expect(state.mint0Decimals).toBe(6);
    expect(state.mint1Decimals).toBe(9);
    expect(state.lpMintDecimals).toBe(9);

    const who = await trader(chain, pool, 1_000_000_000n, 0n);
    openPool(chain, pool);
    const before = reserves(chain, pool);
    const quote = quoteSwapBaseInput(1_000_000_000n, {
      reserveIn: before.reserve0,
      reserveOut: before.reserve1,
      rates: { tradeFeeRate: 2_500n, protocolFeeRate: 120_000n, fundFeeRate: 40_000n },
    });
    const outcome = await expectOk(swapIn(chain, pool, who, 0, 1_000_000_000n, 1_993_011_970n));
    console.log(`swap_base_input, classic pair: ${outcome.computeUnits} CU`);
    expect(tokenBalance(chain.svm, who.token1)).toBe(1_993_011_970n);
    expect(quote.amountReceived).toBe(1_993_011_970n);
    const after = poolState(chain, pool);
    expect(after.protocolFeesToken0).toBe(300_000n);
    expect(after.fundFeesToken0).toBe(100_000n);
  });
});
