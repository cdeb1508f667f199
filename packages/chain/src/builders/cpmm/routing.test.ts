import type { Address } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import type { PoolState } from '@toolkit/programs/cpmm';
import type { CpmmPoolSnapshot } from './pool-snapshot.js';
import { bestPoolForSwap, deepestPool, isPriceOutlier } from './routing.js';

const SOL = 'So11111111111111111111111111111111111111112' as Address;
const TOKEN = 'Tok1111111111111111111111111111111111111111' as Address;
const RATES = { tradeFeeRate: 2_500n, protocolFeeRate: 120_000n, fundFeeRate: 40_000n };

/** A token/SOL pool with `tokens` (6 decimals) and `lamports` in its vaults and no fees owed. */
function pool(name: string, tokens: bigint, lamports: bigint, tradeFeeRate = RATES.tradeFeeRate): CpmmPoolSnapshot {
  const state = {
    token0Mint: SOL,
    token1Mint: TOKEN,
    token0Program: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    token1Program: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    mint0Decimals: 9,
    mint1Decimals: 6,
    protocolFeesToken0: 0n,
    protocolFeesToken1: 0n,
    fundFeesToken0: 0n,
    fundFeesToken1: 0n,
  } as unknown as PoolState;
  return {
    address: name as Address,
    programAddress: 'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C' as Address,
    state,
    rates: { ...RATES, tradeFeeRate },
    vault0Amount: lamports,
    vault1Amount: tokens,
    transferFee0: null,
    transferFee1: null,
  };
}

describe('routing across the pools of a token', () => {
  it("Given a deep pool and a stranger's pool of 1 token and 150 SOL at 4 %, when the price is read, then it comes from the deep pool and the stranger's pool is flagged", () => {
    const deep = pool('deep', 1_000_000_000_000n, 10_000_000_000n); // 1,000,000 tokens for 10 SOL: 0.00001 SOL each
    const stranger = pool('stranger', 1_000_000n, 150_000_000_000n, 40_000n); // 1 token for 150 SOL
    const shown = deepestPool([stranger, deep], TOKEN)!;
    expect(shown.address).toBe('deep');
    expect(isPriceOutlier(stranger, shown, TOKEN)).toBe(true);
  });

  it("Given a creator's pool of a billion tokens and dust SOL beside a fair pool, when the price is read, then it comes from the fair pool", () => {
    const fair = pool('fair', 1_000_000_000_000n, 10_000_000_000n);
    const flooded = pool('flooded', 1_000_000_000_000_000n, 1_000n);
    const close = pool('close', 2_000_000_000n, 20_500_000n); // 2,000 tokens at 2.5 % above
    expect(deepestPool([flooded, fair, close], TOKEN)?.address).toBe('fair');
    expect(isPriceOutlier(flooded, fair, TOKEN)).toBe(true);
    expect(isPriceOutlier(close, fair, TOKEN)).toBe(false);
  });

  it('Given two pools of the same pair, when 1 SOL is quoted, then it routes to the one paying more tokens', () => {
    const cheap = pool('cheap', 1_000_000_000_000n, 10_000_000_000n, 40_000n);
    const better = pool('better', 1_000_000_000_000n, 10_000_000_000n, 2_500n);
    expect(bestPoolForSwap([cheap, better], SOL, TOKEN, 1_000_000_000n)?.pool.address).toBe('better');
  });

  it('Given only a pool too small to fill the amount, when quoted, then no route is found rather than a zero fill', () => {
    const dust = pool('dust', 1n, 1n);
    expect(bestPoolForSwap([dust], SOL, TOKEN, 1n)).toBeNull();
  });
});
