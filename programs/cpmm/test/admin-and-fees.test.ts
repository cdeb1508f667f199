import { describe, expect, it } from 'vitest';
import { fundedSigner } from '../../testing/svm.ts';
import { fundTokens, tokenBalance } from '../../testing/tokens.ts';
import {
  AMM_CONFIG_PARAM,
  CPMM_ADMIN_ADDRESS,
  getCollectFundFeeInstruction,
  getCollectProtocolFeeInstruction,
  getUpdateAmmConfigInstruction,
  type CollectFeeAccounts,
} from '../client/index.ts';
import {
  admin,
  ammConfig,
  cpmmChain,
  createConfig,
  customCode,
  expectOk,
  openedPool,
  poolState,
  reserves,
  send,
  swapIn,
  trader,
  type Chain,
  type Pool,
} from './chain.ts';

function update(chain: Chain, config: string, param: number, value: bigint, newOwner?: string) {
  return send(chain.svm, chain.payer, [
    getUpdateAmmConfigInstruction({ owner: admin, ammConfig: config as never, newOwner: newOwner as never }, { param, value }),
  ]);
}

async function collectAccounts(chain: Chain, pool: Pool, owner: Parameters<typeof fundTokens>[2]) {
  return {
    authority: pool.authority,
    poolState: pool.poolState,
    ammConfig: pool.ammConfig,
    token0Vault: pool.token0Vault,
    token1Vault: pool.token1Vault,
    vault0Mint: pool.mint0.address,
    vault1Mint: pool.mint1.address,
    recipientToken0Account: await fundTokens(chain.svm, pool.mint0, owner, 0n),
    recipientToken1Account: await fundTokens(chain.svm, pool.mint1, owner, 0n),
  } satisfies Omit<CollectFeeAccounts, 'owner'>;
}

describe('CPMM admin: configs', () => {
  it('Given the admin, when it creates a config and updates each field, then the account holds exactly those values, and an unknown param is InvalidInput (6003)', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain, { index: 3, tradeFeeRate: 10_000n, protocolFeeRate: 1n, fundFeeRate: 2n, createPoolFee: 7n });
    expect(ammConfig(chain, config)).toMatchObject({
      index: 3,
      disableCreatePool: false,
      tradeFeeRate: 10_000n,
      protocolFeeRate: 1n,
      fundFeeRate: 2n,
      createPoolFee: 7n,
      protocolOwner: CPMM_ADMIN_ADDRESS,
      fundOwner: CPMM_ADMIN_ADDRESS,
    });
    const newOwner = (await fundedSigner(chain.svm)).address;
    await expectOk(update(chain, config, AMM_CONFIG_PARAM.tradeFeeRate, 20_000n));
    await expectOk(update(chain, config, AMM_CONFIG_PARAM.protocolFeeRate, 300_000n));
    await expectOk(update(chain, config, AMM_CONFIG_PARAM.fundFeeRate, 700_000n));
    await expectOk(update(chain, config, AMM_CONFIG_PARAM.protocolOwner, 0n, newOwner));
    await expectOk(update(chain, config, AMM_CONFIG_PARAM.fundOwner, 0n, newOwner));
    await expectOk(update(chain, config, AMM_CONFIG_PARAM.createPoolFee, 99n));
    await expectOk(update(chain, config, AMM_CONFIG_PARAM.disableCreatePool, 1n));
    expect(ammConfig(chain, config)).toMatchObject({
      tradeFeeRate: 20_000n,
      protocolFeeRate: 300_000n,
      fundFeeRate: 700_000n,
      protocolOwner: newOwner,
      fundOwner: newOwner,
      createPoolFee: 99n,
      disableCreatePool: true,
    });
    expect(customCode(await update(chain, config, 7, 0n))).toBe(6003);
    // Shares beyond the whole trade fee, or a trade fee of 100 %, abort as mainnet's asserts do.
    expect((await update(chain, config, AMM_CONFIG_PARAM.protocolFeeRate, 300_001n)).ok).toBe(false);
    expect((await update(chain, config, AMM_CONFIG_PARAM.tradeFeeRate, 1_000_000n)).ok).toBe(false);
    expect(customCode(await update(chain, config, AMM_CONFIG_PARAM.fundOwner, 0n, '11111111111111111111111111111111'))).toBe(2504);
  });
});

describe('CPMM fee collection', () => {
  it('Given swaps that left protocol and fund fees owed, when the admin and the fund owner collect, then the recipients receive them, the owed amounts fall and the reserves do not move', async () => {
    const { chain, config, pool } = await openedPool(10_000_000_000n, 10_000_000_000n);
    const who = await trader(chain, pool, 5_000_000_000n, 5_000_000_000n);
    await expectOk(swapIn(chain, pool, who, 0, 1_000_000_000n));
    await expectOk(swapIn(chain, pool, who, 1, 2_000_000_000n));
    const owed = poolState(chain, pool);
    const before = reserves(chain, pool);
    expect(owed.protocolFeesToken0).toBe(300_000n);
    expect(owed.protocolFeesToken1).toBe(600_000n);

    const protocolRecipient = await collectAccounts(chain, pool, CPMM_ADMIN_ADDRESS);
    await expectOk(
      send(chain.svm, chain.payer, [
        getCollectProtocolFeeInstruction({ owner: admin, ...protocolRecipient }, { amount0Requested: 100_000n, amount1Requested: 10n ** 18n }),
      ]),
    );
    expect(tokenBalance(chain.svm, protocolRecipient.recipientToken0Account)).toBe(100_000n);
    expect(tokenBalance(chain.svm, protocolRecipient.recipientToken1Account)).toBe(600_000n);
    expect(poolState(chain, pool)).toMatchObject({ protocolFeesToken0: 200_000n, protocolFeesToken1: 0n });
    expect({ ...reserves(chain, pool), vault0: 0n, vault1: 0n }).toEqual({ ...before, vault0: 0n, vault1: 0n });

    const fundOwner = await fundedSigner(chain.svm);
    const stranger = await fundedSigner(chain.svm);
    const fundRecipient = await collectAccounts(chain, pool, fundOwner.address);
    const all = { amount0Requested: 10n ** 18n, amount1Requested: 10n ** 18n };
    expect(customCode(await send(chain.svm, stranger, [getCollectFundFeeInstruction({ owner: stranger, ...fundRecipient }, all)]))).toBe(6001);
    expect(customCode(await send(chain.svm, fundOwner, [getCollectFundFeeInstruction({ owner: fundOwner, ...fundRecipient }, all)]))).toBe(6001);
    await expectOk(update(chain, config, AMM_CONFIG_PARAM.fundOwner, 0n, fundOwner.address));
    expect(customCode(await send(chain.svm, fundOwner, [getCollectProtocolFeeInstruction({ owner: fundOwner, ...fundRecipient }, all)]))).toBe(6001);
    await expectOk(send(chain.svm, fundOwner, [getCollectFundFeeInstruction({ owner: fundOwner, ...fundRecipient }, all)]));
    expect(tokenBalance(chain.svm, fundRecipient.recipientToken0Account)).toBe(owed.fundFeesToken0);
    expect(tokenBalance(chain.svm, fundRecipient.recipientToken1Account)).toBe(owed.fundFeesToken1);
    expect(poolState(chain, pool)).toMatchObject({ fundFeesToken0: 0n, fundFeesToken1: 0n });
    // A vault that is not the pool's.
    const fake = { ...fundRecipient, token0Vault: fundRecipient.recipientToken0Account };
    expect(customCode(await send(chain.svm, fundOwner, [getCollectFundFeeInstruction({ owner: fundOwner, ...fake }, all)]))).toBe(2003);
  });
});

describe('CPMM observations', () => {
  it('Given an open pool, when swaps land at once and then 15 seconds apart, then the first only starts the clock, a second within 15 s records nothing and a later one adds price × elapsed to the cumulative prices', async () => {
    const { chain, pool } = await openedPool(1_000_000_000n, 4_000_000_000n);
    const who = await trader(chain, pool, 1_000_000_000n, 1_000_000_000n);
    const read = () => {
      const account = chain.svm.getAccount(pool.observationState);
      if (!account.exists) throw new Error('no observation');
      const view = new DataView(account.data.buffer, account.data.byteOffset);
      const at = (i: number) => 43 + i * 40;
      const u128 = (o: number) => view.getBigUint64(o, true) + (view.getBigUint64(o + 8, true) << 64n);
      return {
        initialized: account.data[8],
        index: view.getUint16(9, true),
        observation: (i: number) => ({ time: view.getBigUint64(at(i), true), price0: u128(at(i) + 8), price1: u128(at(i) + 24) }),
      };
    };
    const start = poolState(chain, pool).openTime;
    await expectOk(swapIn(chain, pool, who, 0, 1_000_000n));
    expect(read().initialized).toBe(1);
    expect(read().observation(0)).toEqual({ time: start, price0: 0n, price1: 0n });
    const clock = chain.svm.getClock();
    clock.unixTimestamp = start + 14n;
    chain.svm.setClock(clock);
    await expectOk(swapIn(chain, pool, who, 0, 1_000_000n));
    expect(read().index).toBe(0);
    clock.unixTimestamp = start + 20n;
    chain.svm.setClock(clock);
    const r = reserves(chain, pool);
    await expectOk(swapIn(chain, pool, who, 1, 1_000_000n));
    expect(read().index).toBe(1);
    expect(read().observation(1)).toEqual({
      time: start + 20n,
      price0: ((r.reserve1 << 32n) / r.reserve0) * 20n,
      price1: ((r.reserve0 << 32n) / r.reserve1) * 20n,
    });
  });
});
