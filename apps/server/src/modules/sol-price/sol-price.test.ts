import { address, createSolanaRpc } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain } from '../../../test/helpers.ts';
import { decodePriceUpdate, encodePriceUpdate, PYTH_RECEIVER_PROGRAM, PYTH_SOL_USD_FEED_ID } from './pyth-price-update.ts';
import { oraclePrice, readOraclePrice } from './sol-price.ts';

const NOW = 1_790_000_000;
const solUsd = (over: Partial<Parameters<typeof encodePriceUpdate>[0]> = {}) =>
  encodePriceUpdate({ feedId: PYTH_SOL_USD_FEED_ID, price: 14_234_500_000n, conf: 5_000_000n, exponent: -8, publishTime: NOW - 10, ...over });

describe('Pyth SOL/USD', () => {
  it('Given a fresh SOL/USD update of the Pyth receiver, then the price is read from it, dated', () => {
    expect(oraclePrice({ owner: PYTH_RECEIVER_PROGRAM, data: solUsd() }, NOW)).toEqual({
      usd: 142.345,
      publishedAt: new Date((NOW - 10) * 1000).toISOString(),
    });
  });

  it('Given a partially verified update (a 2-byte verification level), then its message is still read at the right offset', () => {
    const full = solUsd();
    const partial = new Uint8Array(full.length + 1);
    partial.set(full.subarray(0, 40));
    partial[40] = 0;
    partial[41] = 13;
    partial.set(full.subarray(41), 42);
    expect(decodePriceUpdate(partial)?.price).toBe(14_234_500_000n);
  });

  it('Given an account of another owner, another feed, a stale or a non-positive price, then no oracle price is claimed', () => {
    const stranger = address('11111111111111111111111111111111');
    expect(oraclePrice({ owner: stranger, data: solUsd() }, NOW)).toBeNull();
    expect(oraclePrice({ owner: PYTH_RECEIVER_PROGRAM, data: solUsd({ feedId: 'ab'.repeat(32) }) }, NOW)).toBeNull();
    expect(oraclePrice({ owner: PYTH_RECEIVER_PROGRAM, data: solUsd({ publishTime: NOW - 301 }) }, NOW)).toBeNull();
    expect(oraclePrice({ owner: PYTH_RECEIVER_PROGRAM, data: solUsd({ price: 0n }) }, NOW)).toBeNull();
    expect(oraclePrice({ owner: PYTH_RECEIVER_PROGRAM, data: new Uint8Array(20) }, NOW)).toBeNull();
  });

  describe('on the local chain', () => {
    let chain: Awaited<ReturnType<typeof startTestChain>>;
    beforeAll(async () => {
      chain = await startTestChain();
    });
    afterAll(() => chain?.close());

    it('Given a chain with no oracle, when the price account is read, then there is none (the configured price is used, labelled)', async () => {
      expect(await readOraclePrice(createSolanaRpc(chain.rpcUrl))).toBeNull();
    });
  });
});
