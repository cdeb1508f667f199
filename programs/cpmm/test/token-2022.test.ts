import { describe, expect, it } from 'vitest';
import { tokenBalance } from '../../testing/tokens.ts';
import { quoteDeposit, quoteInitialize, quoteSwapBaseInput, quoteSwapBaseOutput, quoteWithdraw, type TransferFee } from '../client/index.ts';
import {
  CONFIG_0_RATES,
  cpmmChain,
  createConfig,
  createPool,
  deposit,
  expectOk,
  lpAccount,
  openPool,
  poolState,
  reserves,
  swapIn,
  swapOut,
  trader,
  withdraw,
} from './chain.ts';

const rates = CONFIG_0_RATES;

/** A pool of a 1 % transfer-fee mint (capped at `maximumFee`) and a plain Token-2022 mint. */
async function feePool(maximumFee = 5_000_000n) {
  const chain = await cpmmChain();
  const config = await createConfig(chain);
  const fee: TransferFee = { basisPoints: 100, maximumFee };
  const pool = await createPool(chain, {
    config,
    mintA: { transferFee: fee },
    mintB: { token2022: true },
    amountA: 2_000_000_000n,
    amountB: 3_000_000_000n,
  });
  openPool(chain, pool);
  const fees: [TransferFee | null, TransferFee | null] = (await hasFee(chain, pool, 0)) ? [fee, null] : [null, fee];
  return { chain, pool, fees };
}

async function hasFee(chain: Awaited<ReturnType<typeof cpmmChain>>, pool: Awaited<ReturnType<typeof createPool>>, side: 0 | 1) {
  const account = chain.svm.getAccount(side === 0 ? pool.mint0.address : pool.mint1.address);
  return account.exists && account.data.length > 82;
}

describe('CPMM with Token-2022 and transfer-fee mints', () => {
  it('Given a 1 % transfer-fee mint, when a pool opens with it, then the LP is priced on what the vaults received and the vault has room for withheld fees', async () => {
    const { chain, pool, fees } = await feePool();
    const vault0 = tokenBalance(chain.svm, pool.token0Vault);
    const vault1 = tokenBalance(chain.svm, pool.token1Vault);
    const sent: [bigint, bigint] = fees[0] ? [2_000_000_000n, 3_000_000_000n] : [3_000_000_000n, 2_000_000_000n];
    const quote = quoteInitialize(sent[0], sent[1], fees[0], fees[1]);
    expect([vault0, vault1]).toEqual([quote.vault0Amount, quote.vault1Amount]);
    expect(poolState(chain, pool).lpSupply).toBe(quote.liquidity);
    expect(tokenBalance(chain.svm, await lpAccount(pool, pool.creator.address))).toBe(quote.creatorLp);
    // 165 bytes, the account type, and the TransferFeeAmount extension (4 + 8).
    const feeVault = chain.svm.getAccount(fees[0] ? pool.token0Vault : pool.token1Vault);
    expect(feeVault.exists && feeVault.data.length).toBe(178);
  });

  it('Given a transfer-fee pool, when wallets swap by input and by output both ways, deposit and withdraw, then every amount sent and received equals the fee-aware quote', async () => {
    const { chain, pool, fees } = await feePool();
    const who = await trader(chain, pool, 50_000_000_000n, 50_000_000_000n);
    const cases = [
      [0, 'in', 100_000_000n],
      [1, 'in', 77_777_777n],
      [0, 'out', 12_345_678n],
      [1, 'out', 98_765_432n],
      [0, 'in', 999_999_999n], // the fee's cap applies
    ] as const;
    for (const [side, kind, amount] of cases) {
      const r = reserves(chain, pool);
      const [reserveIn, reserveOut] = side === 0 ? [r.reserve0, r.reserve1] : [r.reserve1, r.reserve0];
      const q = { reserveIn, reserveOut, rates, inputTransferFee: fees[side], outputTransferFee: fees[1 - side] };
      const quote = kind === 'in' ? quoteSwapBaseInput(amount, q) : quoteSwapBaseOutput(amount, q);
      const [inAccount, outAccount] = side === 0 ? [who.token0, who.token1] : [who.token1, who.token0];
      const [inBefore, outBefore] = [tokenBalance(chain.svm, inAccount), tokenBalance(chain.svm, outAccount)];
      const outcome =
        kind === 'in'
          ? await swapIn(chain, pool, who, side, amount, quote.amountReceived)
          : await swapOut(chain, pool, who, side, amount, quote.amountIn);
      expect(outcome.error).toBe('');
      if (kind === 'in' && side === 0) console.log(`swap_base_input, Token-2022 pair with a transfer fee: ${outcome.computeUnits} CU`);
      expect(inBefore - tokenBalance(chain.svm, inAccount)).toBe(quote.amountIn);
      expect(tokenBalance(chain.svm, outAccount) - outBefore).toBe(quote.amountReceived);
    }
    const r = reserves(chain, pool);
    const supply = poolState(chain, pool).lpSupply;
    const liquidity = { lpSupply: supply, reserve0: r.reserve0, reserve1: r.reserve1, transferFee0: fees[0], transferFee1: fees[1] };
    const d = quoteDeposit(500_000_000n, liquidity);
    const before = [tokenBalance(chain.svm, who.token0), tokenBalance(chain.svm, who.token1)];
    await expectOk(deposit(chain, pool, who, 500_000_000n, d.token0Sent, d.token1Sent));
    expect([before[0] - tokenBalance(chain.svm, who.token0), before[1] - tokenBalance(chain.svm, who.token1)]).toEqual([d.token0Sent, d.token1Sent]);
    const after = reserves(chain, pool);
    expect([after.reserve0 - r.reserve0, after.reserve1 - r.reserve1]).toEqual([d.token0Amount, d.token1Amount]);
    const w = quoteWithdraw(500_000_000n, { ...liquidity, lpSupply: supply + 500_000_000n, reserve0: after.reserve0, reserve1: after.reserve1 });
    const mid = [tokenBalance(chain.svm, who.token0), tokenBalance(chain.svm, who.token1)];
    await expectOk(withdraw(chain, pool, who, 500_000_000n, w.token0Received, w.token1Received));
    expect([tokenBalance(chain.svm, who.token0) - mid[0], tokenBalance(chain.svm, who.token1) - mid[1]]).toEqual([
      w.token0Received,
      w.token1Received,
    ]);
  });

  it('Given a transfer fee that eats a whole tiny input, when swapped, then RequireGtViolated (2505)', async () => {
    const { chain, pool, fees } = await feePool(1n);
    const who = await trader(chain, pool, 1_000n, 1_000n);
    const side = fees[0] ? 0 : 1;
    const outcome = await swapIn(chain, pool, who, side, 1n);
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toMatch(/Custom\(2505\)|0x9c9/);
  });
});
