import { AccountRole, type Instruction } from '@solana/kit';
import { extension } from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { fundedSigner } from '../../testing/svm.ts';
import { createMint, fundTokens, tokenBalance } from '../../testing/tokens.ts';
import {
  CPMM_PROGRAM_ADDRESS,
  findPoolStatePda,
  getCreateAmmConfigInstruction,
  getSwapBaseInputInstruction,
  getUpdateAmmConfigInstruction,
  getUpdatePoolStatusInstruction,
  quoteDeposit,
  quoteSwapBaseInput,
  quoteSwapBaseOutput,
  quoteWithdraw,
  findAmmConfigPda,
  SYSTEM_PROGRAM_ADDRESS,
  AMM_CONFIG_PARAM,
} from '../client/index.ts';
import {
  admin,
  CONFIG_0,
  CONFIG_0_RATES,
  cpmmChain,
  createConfig,
  createPool,
  customCode,
  deposit,
  expectOk,
  openedPool,
  openPool,
  poolState,
  preparePool,
  reserves,
  send,
  swapAccounts,
  swapIn,
  swapOut,
  trader,
  withdraw,
  type Chain,
  type Pool,
} from './chain.ts';

const rates = CONFIG_0_RATES;

async function setup() {
  const { chain, config, pool } = await openedPool(3_000_000_000n, 12_000_000_000n);
  const who = await trader(chain, pool, 1_000_000_000n, 1_000_000_000n);
  await expectOk(deposit(chain, pool, who, 100_000_000n));
  return { chain, config, pool, who };
}

async function setStatus(chain: Chain, pool: Pool, status: number) {
  await expectOk(send(chain.svm, chain.payer, [getUpdatePoolStatusInstruction({ authority: admin, poolState: pool.poolState }, { status })]));
}

function unsigned(instruction: Instruction, index: number): Instruction {
  const accounts = instruction.accounts!.map((meta, i) => (i === index ? { address: meta.address, role: AccountRole.READONLY } : meta));
  return { ...instruction, accounts };
}

describe('CPMM refusals: slippage, timing, status, amounts', () => {
  it('Given a quote, when a swap asks one unit more out than it pays, or allows one unit less in than it costs, then ExceededSlippage (6005) and nothing moves', async () => {
    const { chain, pool, who } = await setup();
    const r = reserves(chain, pool);
    const byInput = quoteSwapBaseInput(1_000_000n, { reserveIn: r.reserve0, reserveOut: r.reserve1, rates });
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000_000n, byInput.amountReceived + 1n))).toBe(6005);
    const byOutput = quoteSwapBaseOutput(1_000_000n, { reserveIn: r.reserve0, reserveOut: r.reserve1, rates });
    expect(customCode(await swapOut(chain, pool, who, 0, 1_000_000n, byOutput.amountIn - 1n))).toBe(6005);
    expect(reserves(chain, pool)).toEqual(r);
    await expectOk(swapIn(chain, pool, who, 0, 1_000_000n, byInput.amountReceived));
  });

  it('Given a quote, when a deposit allows one unit less than it costs or a withdrawal asks one unit more than it brings, then ExceededSlippage (6005)', async () => {
    const { chain, pool, who } = await setup();
    const r = reserves(chain, pool);
    const supply = poolState(chain, pool).lpSupply;
    const d = quoteDeposit(1_000_000n, { lpSupply: supply, reserve0: r.reserve0, reserve1: r.reserve1 });
    expect(customCode(await deposit(chain, pool, who, 1_000_000n, d.token0Sent - 1n, d.token1Sent))).toBe(6005);
    expect(customCode(await deposit(chain, pool, who, 1_000_000n, d.token0Sent, d.token1Sent - 1n))).toBe(6005);
    const w = quoteWithdraw(1_000_000n, { lpSupply: supply, reserve0: r.reserve0, reserve1: r.reserve1 });
    expect(customCode(await withdraw(chain, pool, who, 1_000_000n, w.token0Received + 1n, 0n))).toBe(6005);
    expect(customCode(await withdraw(chain, pool, who, 1_000_000n, 0n, w.token1Received + 1n))).toBe(6005);
  });

  it('Given a pool whose open_time is an hour away, when anyone swaps before it, then NotApproved (6000); at open_time the swap lands', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain);
    const openTime = chain.svm.getClock().unixTimestamp + 3_600n;
    const pool = await createPool(chain, { config, amountA: 1_000_000_000n, amountB: 1_000_000_000n, openTime });
    const who = await trader(chain, pool, 1_000_000n, 1_000_000n);
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n))).toBe(6000);
    expect(customCode(await swapOut(chain, pool, who, 0, 1_000n))).toBe(6000);
    // Deposits and withdrawals are not gated by open_time.
    await expectOk(deposit(chain, pool, who, 1_000n));
    openPool(chain, pool);
    await expectOk(swapIn(chain, pool, who, 0, 1_000n));
  });

  it('Given each status bit set by the admin, when the disabled action is tried, then NotApproved (6000) while the others still work', async () => {
    const { chain, pool, who } = await setup();
    await setStatus(chain, pool, 1);
    expect(customCode(await deposit(chain, pool, who, 1_000n))).toBe(6000);
    await expectOk(withdraw(chain, pool, who, 1_000n));
    await expectOk(swapIn(chain, pool, who, 0, 10_000n));
    await setStatus(chain, pool, 2);
    expect(customCode(await withdraw(chain, pool, who, 1_000n))).toBe(6000);
    await expectOk(deposit(chain, pool, who, 1_000n));
    await setStatus(chain, pool, 4);
    expect(customCode(await swapIn(chain, pool, who, 0, 10_000n))).toBe(6000);
    expect(customCode(await swapOut(chain, pool, who, 0, 10_000n))).toBe(6000);
    await expectOk(deposit(chain, pool, who, 1_000n));
    await setStatus(chain, pool, 0);
    await expectOk(swapIn(chain, pool, who, 0, 10_000n));
  });

  it('Given zero or too-small amounts, when swapped, deposited or withdrawn, then RequireGtViolated (2505) or ZeroTradingTokens (6006)', async () => {
    const { chain, pool, who } = await setup();
    expect(customCode(await swapIn(chain, pool, who, 0, 0n))).toBe(2505);
    expect(customCode(await swapOut(chain, pool, who, 0, 0n))).toBe(2505);
    expect(customCode(await deposit(chain, pool, who, 0n))).toBe(2505);
    expect(customCode(await withdraw(chain, pool, who, 0n))).toBe(2505);
    // One unit of token_0 (the cheaper side here or not) buys zero of the other once the fee is taken.
    expect(customCode(await swapIn(chain, pool, who, 0, 1n))).toBe(2505);
    // One LP unit is worth less than one unit of token_0: the deposit moves zero and is refused.
    expect(customCode(await deposit(chain, pool, who, 1n))).toBe(6006);
    expect(customCode(await withdraw(chain, pool, who, 1n))).toBe(6006);
  });

  it('Given initial amounts whose sqrt is under 100, or an empty side, when a pool opens, then InitLpAmountTooLess (6009) or EmptySupply (6002)', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain);
    const tooSmall = await preparePool(chain, { config, amountA: 99n, amountB: 100n });
    expect(customCode(await send(chain.svm, tooSmall.pool.creator, [tooSmall.instruction]))).toBe(6009);
    const exact = await preparePool(chain, { config, amountA: 100n, amountB: 100n });
    await expectOk(send(chain.svm, exact.pool.creator, [exact.instruction]));
    expect(poolState(chain, exact.pool).lpSupply).toBe(100n);
    const empty = await preparePool(chain, { config, amountA: 0n, amountB: 1_000_000n });
    expect(customCode(await send(chain.svm, empty.pool.creator, [empty.instruction]))).toBe(6002);
  });

  it('Given a config with pool creation disabled, when a pool opens on it, then NotApproved (6000)', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain);
    await expectOk(
      send(chain.svm, chain.payer, [
        getUpdateAmmConfigInstruction({ owner: admin, ammConfig: config }, { param: AMM_CONFIG_PARAM.disableCreatePool, value: 1n }),
      ]),
    );
    const prepared = await preparePool(chain, { config, amountA: 1_000_000n, amountB: 1_000_000n });
    expect(customCode(await send(chain.svm, prepared.pool.creator, [prepared.instruction]))).toBe(6000);
  });

  it('Given an unknown discriminator, then InstructionFallbackNotFound (101)', async () => {
    const chain = await cpmmChain();
    const outcome = await send(chain.svm, chain.payer, [{ programAddress: CPMM_PROGRAM_ADDRESS, accounts: [], data: new Uint8Array(8) }]);
    expect(customCode(outcome)).toBe(101);
  });
});

describe('CPMM refusals: mints', () => {
  it('Given a Token-2022 mint with an extension CPMM does not accept (close authority, permanent delegate), when a pool opens with it, then NotSupportMint (6007)', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain);
    for (const ext of [
      extension('MintCloseAuthority', { closeAuthority: chain.payer.address }),
      extension('PermanentDelegate', { delegate: chain.payer.address }),
    ]) {
      const prepared = await preparePool(chain, { config, mintA: { extensions: [ext] }, amountA: 1_000_000n, amountB: 1_000_000n });
      expect(customCode(await send(chain.svm, prepared.pool.creator, [prepared.instruction]))).toBe(6007);
    }
  });

  it('Given a Token-2022 mint with a metadata pointer, and a classic mint with a freeze authority, when a pool opens, then CPMM accepts both (refusing freezable mints is the product’s rule, not the program’s)', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain);
    const pool = await createPool(chain, {
      config,
      mintA: { extensions: [extension('MetadataPointer', { authority: chain.payer.address, metadataAddress: chain.payer.address })] },
      mintB: { freezeAuthority: chain.payer.address },
      amountA: 1_000_000n,
      amountB: 1_000_000n,
    });
    expect(poolState(chain, pool).lpSupply).toBe(1_000_000n);
  });
});

describe('CPMM refusals: accounts substituted by an attacker', () => {
  it('Given a fake vault, a vault of another pool, or the same vault twice, when swapping, then ConstraintRaw (2003) or InvalidVault (6008)', async () => {
    const { chain, pool, who } = await setup();
    const attacker = await fundedSigner(chain.svm);
    const fakeVault = await fundTokens(chain.svm, pool.mint0, attacker.address, 1_000_000_000n);
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n, 0n, { inputVault: fakeVault }))).toBe(2003);
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n, 0n, { outputVault: fakeVault }))).toBe(2003);
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n, 0n, { outputVault: pool.token0Vault, outputTokenMint: pool.mint0.address }))).toBe(
      6008,
    );
    const other = await createPool(chain, { config: pool.ammConfig, amountA: 1_000_000n, amountB: 1_000_000n });
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n, 0n, { poolState: other.poolState }))).toBe(2003);
  });

  it('Given another config, the observation of another pool, a wrong authority, a wrong mint or a program that is not a token program, when swapping, then the Anchor code of that constraint', async () => {
    const { chain, pool, who } = await setup();
    const otherConfig = await createConfig(chain, { index: 1, tradeFeeRate: 0n });
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n, 0n, { ammConfig: otherConfig }))).toBe(2012);
    const other = await createPool(chain, { config: pool.ammConfig, amountA: 1_000_000n, amountB: 1_000_000n });
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n, 0n, { observationState: other.observationState }))).toBe(2012);
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n, 0n, { authority: who.signer.address }))).toBe(2006);
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n, 0n, { inputTokenMint: pool.mint1.address }))).toBe(2012);
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n, 0n, { inputTokenProgram: SYSTEM_PROGRAM_ADDRESS }))).toBe(3008);
    // A pool state copied into an account this program does not own.
    const fake = await fundedSigner(chain.svm);
    const real = chain.svm.getAccount(pool.poolState);
    if (!real.exists) throw new Error('no pool');
    chain.svm.setAccount({ ...real, address: fake.address, programAddress: SYSTEM_PROGRAM_ADDRESS });
    expect(customCode(await swapIn(chain, pool, who, 0, 1_000n, 0n, { poolState: fake.address }))).toBe(3007);
  });

  it('Given a payer that does not sign, when swapping, then AccountNotSigner (3010)', async () => {
    const { chain, pool, who } = await setup();
    const instruction = unsigned(getSwapBaseInputInstruction(swapAccounts(pool, who, 0), { amountIn: 1_000n, minimumAmountOut: 0n }), 0);
    expect(customCode(await send(chain.svm, chain.payer, [instruction]))).toBe(3010);
  });

  it('Given a wrong LP mint, someone else’s token account, a token account of the other mint or a vault not the pool’s, when depositing or withdrawing, then IncorrectLpMint (6004), ConstraintTokenOwner (2015), ConstraintTokenMint (2014) or ConstraintRaw (2003)', async () => {
    const { chain, pool, who } = await setup();
    const other = await createPool(chain, { config: pool.ammConfig, amountA: 1_000_000n, amountB: 1_000_000n });
    expect(customCode(await deposit(chain, pool, who, 1_000n, undefined, undefined, { lpMint: other.lpMint }))).toBe(6004);
    expect(customCode(await withdraw(chain, pool, who, 1_000n, 0n, 0n, { lpMint: other.lpMint }))).toBe(6004);
    const victim = await trader(chain, pool, 1_000_000n, 1_000_000n);
    expect(customCode(await deposit(chain, pool, who, 1_000n, undefined, undefined, { token0Account: victim.token0 }))).toBe(2015);
    expect(customCode(await deposit(chain, pool, who, 1_000n, undefined, undefined, { token0Account: who.token1 }))).toBe(2014);
    expect(customCode(await withdraw(chain, pool, who, 1_000n, 0n, 0n, { ownerLpToken: victim.lp }))).toBe(2015);
    // Another pool's vault: the owner's account no longer holds the vault's mint, which Anchor checks first.
    expect(customCode(await deposit(chain, pool, who, 1_000n, undefined, undefined, { token0Vault: other.token0Vault }))).toBe(2014);
    expect(
      customCode(
        await deposit(chain, pool, who, 1_000n, undefined, undefined, {
          token0Vault: await fundTokens(chain.svm, pool.mint0, who.signer.address, 0n),
        }),
      ),
    ).toBe(2003);
    expect(tokenBalance(chain.svm, victim.token0)).toBe(1_000_000n);
  });

  it('Given a create-pool fee account other than CPMM’s, unsorted mints, or a pool address not derived from its seeds, when a pool opens, then ConstraintAddress (2012), ConstraintRaw (2003) or ConstraintSeeds (2006)', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain);
    const attacker = await fundedSigner(chain.svm);
    const wrongFee = await fundTokens(chain.svm, await createMint(chain.svm, chain.payer), attacker.address, 0n);
    const prepared = await preparePool(chain, { config, amountA: 1_000_000n, amountB: 1_000_000n });
    const swapMeta = (index: number, address: string) => ({
      ...prepared.instruction,
      accounts: prepared.instruction.accounts!.map((m, i) => (i === index ? { ...m, address: address as never } : m)),
    });
    expect(customCode(await send(chain.svm, prepared.pool.creator, [swapMeta(12, wrongFee)]))).toBe(2012);
    expect(customCode(await send(chain.svm, prepared.pool.creator, [swapMeta(3, attacker.address)]))).toBe(2006);
    expect(customCode(await send(chain.svm, prepared.pool.creator, [swapMeta(6, attacker.address)]))).toBe(2006);
    expect(customCode(await send(chain.svm, prepared.pool.creator, [swapMeta(10, attacker.address)]))).toBe(2006);
    expect(customCode(await send(chain.svm, prepared.pool.creator, [swapMeta(13, attacker.address)]))).toBe(2006);
    expect(customCode(await send(chain.svm, prepared.pool.creator, [swapMeta(14, SYSTEM_PROGRAM_ADDRESS)]))).toBe(3008);
    // Mints in the wrong order, with the pool derived from that order.
    const { token0Mint, token1Mint } = prepared.pool;
    const unsortedPool = await findPoolStatePda(config, token1Mint, token0Mint);
    const unsorted = prepared.instruction.accounts!.map((m, i) =>
      i === 3 ? { ...m, address: unsortedPool } : i === 4 ? { ...m, address: token1Mint } : i === 5 ? { ...m, address: token0Mint } : m,
    );
    expect(customCode(await send(chain.svm, prepared.pool.creator, [{ ...prepared.instruction, accounts: unsorted }]))).toBe(2003);
    await expectOk(send(chain.svm, prepared.pool.creator, [prepared.instruction]));
    // The same pool twice: its accounts exist.
    expect((await send(chain.svm, prepared.pool.creator, [prepared.instruction])).ok).toBe(false);
  });

  it('Given a signer other than the admin, when it creates or updates a config or a pool status, then InvalidOwner (6001) or ConstraintAddress (2012)', async () => {
    const chain = await cpmmChain();
    const config = await createConfig(chain);
    const pool = await createPool(chain, { config, amountA: 1_000_000n, amountB: 1_000_000n });
    const stranger = await fundedSigner(chain.svm);
    const ammConfig = await findAmmConfigPda(9);
    expect(
      customCode(await send(chain.svm, stranger, [getCreateAmmConfigInstruction({ owner: stranger, ammConfig }, { ...CONFIG_0, index: 9 })])),
    ).toBe(6001);
    expect(
      customCode(await send(chain.svm, stranger, [getUpdateAmmConfigInstruction({ owner: stranger, ammConfig: config }, { param: 0, value: 1n })])),
    ).toBe(6001);
    expect(
      customCode(
        await send(chain.svm, stranger, [getUpdatePoolStatusInstruction({ authority: stranger, poolState: pool.poolState }, { status: 7 })]),
      ),
    ).toBe(2012);
    const wrongSeeds = await findAmmConfigPda(8);
    expect(
      customCode(
        await send(chain.svm, chain.payer, [getCreateAmmConfigInstruction({ owner: admin, ammConfig: wrongSeeds }, { ...CONFIG_0, index: 9 })]),
      ),
    ).toBe(2006);
  });
});
