/**
 * The CPMM test chain: a LiteSVM hosting the program at CPMM's id, with signatures not verified
 * (admin instructions are signed by mainnet's admin key, which tests do not hold), the wrapped-SOL
 * create-pool fee account at its address, and one helper per action, all through the client.
 */
import { readFileSync } from 'node:fs';
import { createNoopSigner, getAddressEncoder, lamports, type Address, type Instruction, type KeyPairSigner } from '@solana/kit';
import type { LiteSVM } from 'litesvm';
import { programPath } from '../../index.ts';
import { fundedSigner, send as sendTransaction, svmWith, type Outcome } from '../../testing/svm.ts';
import { associatedTokenAddress, createMint, fundTokens, tokenBalance, type MintOptions, type TestMint } from '../../testing/tokens.ts';
import {
  CPMM_ADMIN_ADDRESS,
  CPMM_CREATE_POOL_FEE_RECEIVER,
  CPMM_PROGRAM_ADDRESS,
  decodeAmmConfig,
  decodePoolState,
  findAmmConfigPda,
  findPoolAddresses,
  getCreateAmmConfigInstruction,
  getDepositInstruction,
  getInitializeInstruction,
  getSwapBaseInputInstruction,
  getSwapBaseOutputInstruction,
  getWithdrawInstruction,
  poolReserves,
  SPL_TOKEN_PROGRAM_ADDRESS,
  type LiquidityAccounts,
  type SwapAccounts,
} from '../client/index.ts';

export const admin = createNoopSigner(CPMM_ADMIN_ADDRESS);
const NATIVE_MINT = 'So11111111111111111111111111111111111111112' as Address;
const program = readFileSync(programPath('cpmm'));

export interface Chain {
  svm: LiteSVM;
  payer: KeyPairSigner;
  /** Owner of the create-pool fee account (the platform's treasury locally). */
  treasury: Address;
}

/** A wrapped-SOL token account: mint, owner, amount, no delegate, initialized, native with its reserve. */
function wrappedSolAccount(owner: Address, reserve: bigint): Uint8Array {
  const data = new Uint8Array(165);
  const view = new DataView(data.buffer);
  data.set(addressBytes(NATIVE_MINT), 0);
  data.set(addressBytes(owner), 32);
  data[108] = 1;
  view.setUint32(109, 1, true);
  view.setBigUint64(113, reserve, true);
  return data;
}

export const addressBytes = (a: Address) => new Uint8Array(getAddressEncoder().encode(a));

/** Sends as the test kit does, letting the admin's no-op signer through (signatures are not verified here). */
export function send(svm: LiteSVM, payer: KeyPairSigner, instructions: Instruction[]): Promise<Outcome> {
  return sendTransaction(svm, payer, instructions, { partiallySigned: true });
}

export async function cpmmChain(): Promise<Chain> {
  const svm = svmWith({ [CPMM_PROGRAM_ADDRESS]: program }).withSigverify(false);
  const payer = await fundedSigner(svm, 1_000n);
  svm.airdrop(CPMM_ADMIN_ADDRESS, lamports(100_000_000_000n));
  const treasury = (await fundedSigner(svm, 1n)).address;
  const reserve = svm.minimumBalanceForRentExemption(165n);
  svm.setAccount({
    address: CPMM_CREATE_POOL_FEE_RECEIVER,
    data: wrappedSolAccount(treasury, reserve),
    executable: false,
    lamports: lamports(reserve),
    programAddress: SPL_TOKEN_PROGRAM_ADDRESS,
    space: 165n,
  });
  return { svm, payer, treasury };
}

export interface ConfigArgs {
  index?: number;
  tradeFeeRate?: bigint;
  protocolFeeRate?: bigint;
  fundFeeRate?: bigint;
  createPoolFee?: bigint;
}

/** Mainnet's config 0: 0.25 % trade fee, 12 % of it to the protocol and 4 % to the fund, 0.15 SOL to create. */
export const CONFIG_0 = { index: 0, tradeFeeRate: 2_500n, protocolFeeRate: 120_000n, fundFeeRate: 40_000n, createPoolFee: 150_000_000n };
/** Config 0's rates, as quotes take them. */
export const CONFIG_0_RATES = { tradeFeeRate: CONFIG_0.tradeFeeRate, protocolFeeRate: CONFIG_0.protocolFeeRate, fundFeeRate: CONFIG_0.fundFeeRate };

export async function createConfig(chain: Chain, args: ConfigArgs = {}): Promise<Address> {
  const a = { ...CONFIG_0, ...args };
  const ammConfig = await findAmmConfigPda(a.index);
  await expectOk(send(chain.svm, chain.payer, [getCreateAmmConfigInstruction({ owner: admin, ammConfig }, a)]));
  return ammConfig;
}

export async function expectOk(outcome: Promise<Outcome> | Outcome): Promise<Outcome> {
  const result = await outcome;
  if (!result.ok) throw new Error(`transaction failed: ${result.error}\n${result.logs.join('\n')}`);
  return result;
}

/** The custom error code of a failed outcome, or undefined. */
export function customCode(outcome: Outcome): number | undefined {
  const match = /Custom\((\d+)\)/.exec(outcome.error) ?? /custom program error: 0x([0-9a-f]+)/i.exec(outcome.error);
  if (!match) return undefined;
  return match[0].startsWith('Custom') ? Number(match[1]) : parseInt(match[1], 16);
}

export type Pool = Awaited<ReturnType<typeof findPoolAddresses>> & {
  ammConfig: Address;
  mint0: TestMint;
  mint1: TestMint;
  creator: KeyPairSigner;
};

export interface PoolArgs {
  config: Address;
  mintA?: MintOptions;
  mintB?: MintOptions;
  mints?: [TestMint, TestMint];
  amountA: bigint;
  amountB: bigint;
  openTime?: bigint;
  creator?: KeyPairSigner;
}

/** The pool's accounts and its mints in pool order, and the initialize instruction that opens it. */
export async function preparePool(chain: Chain, args: PoolArgs): Promise<{ pool: Pool; instruction: Instruction }> {
  const { svm, payer } = chain;
  const mints = args.mints ?? [await createMint(svm, payer, args.mintA), await createMint(svm, payer, args.mintB)];
  const creator = args.creator ?? (await fundedSigner(svm, 10n));
  const addresses = await findPoolAddresses(args.config, mints[0].address, mints[1].address);
  const flipped = addresses.token0Mint !== mints[0].address;
  const [mint0, mint1] = flipped ? [mints[1], mints[0]] : mints;
  const [amount0, amount1] = flipped ? [args.amountB, args.amountA] : [args.amountA, args.amountB];
  const creatorToken0 = await fundTokens(svm, mint0, creator.address, amount0);
  const creatorToken1 = await fundTokens(svm, mint1, creator.address, amount1);
  const pool: Pool = { ...addresses, ammConfig: args.config, mint0, mint1, creator };
  const instruction = getInitializeInstruction(
    {
      creator,
      ammConfig: args.config,
      authority: addresses.authority,
      poolState: addresses.poolState,
      token0Mint: mint0.address,
      token1Mint: mint1.address,
      lpMint: addresses.lpMint,
      creatorToken0,
      creatorToken1,
      creatorLpToken: await lpAccount(pool, creator.address),
      token0Vault: addresses.token0Vault,
      token1Vault: addresses.token1Vault,
      createPoolFee: CPMM_CREATE_POOL_FEE_RECEIVER,
      observationState: addresses.observationState,
      token0Program: mint0.tokenProgram,
      token1Program: mint1.tokenProgram,
    },
    { initAmount0: amount0, initAmount1: amount1, openTime: args.openTime ?? 0n },
  );
  return { pool, instruction };
}

export async function createPool(chain: Chain, args: PoolArgs): Promise<Pool> {
  const { pool, instruction } = await preparePool(chain, args);
  await expectOk(send(chain.svm, pool.creator, [instruction]));
  return pool;
}

export function lpAccount(pool: Pick<Pool, 'lpMint'>, owner: Address): Promise<Address> {
  return associatedTokenAddress({ address: pool.lpMint, tokenProgram: SPL_TOKEN_PROGRAM_ADDRESS, decimals: 9, authority: undefined as never }, owner);
}

export function poolState(chain: Chain, pool: Pool) {
  const account = chain.svm.getAccount(pool.poolState);
  if (!account.exists) throw new Error('no pool state');
  return decodePoolState(account.data);
}

export function ammConfig(chain: Chain, address: Address) {
  const account = chain.svm.getAccount(address);
  if (!account.exists) throw new Error('no config');
  return decodeAmmConfig(account.data);
}

/** Reserves as the program computes them: vaults less the fees owed. */
export function reserves(chain: Chain, pool: Pool): { reserve0: bigint; reserve1: bigint; vault0: bigint; vault1: bigint } {
  const vault0 = tokenBalance(chain.svm, pool.token0Vault);
  const vault1 = tokenBalance(chain.svm, pool.token1Vault);
  return { vault0, vault1, ...poolReserves(poolState(chain, pool), vault0, vault1) };
}

export interface Trader {
  signer: KeyPairSigner;
  token0: Address;
  token1: Address;
  lp: Address;
}

/** A wallet with both tokens of the pool (and its associated LP account, empty). */
export async function trader(chain: Chain, pool: Pool, amount0: bigint, amount1: bigint): Promise<Trader> {
  const signer = await fundedSigner(chain.svm, 10n);
  const token0 = await fundTokens(chain.svm, pool.mint0, signer.address, amount0);
  const token1 = await fundTokens(chain.svm, pool.mint1, signer.address, amount1);
  const lpMint: TestMint = { address: pool.lpMint, tokenProgram: SPL_TOKEN_PROGRAM_ADDRESS, decimals: 9, authority: chain.payer };
  const lp = await associatedTokenAddress(lpMint, signer.address);
  const { getCreateAssociatedTokenIdempotentInstruction } = await import('@solana-program/token-2022');
  await expectOk(
    send(chain.svm, chain.payer, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: chain.payer,
        ata: lp,
        owner: signer.address,
        mint: pool.lpMint,
        tokenProgram: SPL_TOKEN_PROGRAM_ADDRESS,
      }),
    ]),
  );
  return { signer, token0, token1, lp };
}

/** The 13 swap accounts for `who` trading token `inputSide` (0 or 1) for the other. */
export function swapAccounts(pool: Pool, who: Trader, inputSide: 0 | 1): SwapAccounts {
  const side = (s: 0 | 1) =>
    s === 0 ? { account: who.token0, vault: pool.token0Vault, mint: pool.mint0 } : { account: who.token1, vault: pool.token1Vault, mint: pool.mint1 };
  const input = side(inputSide);
  const output = side(inputSide === 0 ? 1 : 0);
  return {
    payer: who.signer,
    authority: pool.authority,
    ammConfig: pool.ammConfig,
    poolState: pool.poolState,
    inputTokenAccount: input.account,
    outputTokenAccount: output.account,
    inputVault: input.vault,
    outputVault: output.vault,
    inputTokenProgram: input.mint.tokenProgram,
    outputTokenProgram: output.mint.tokenProgram,
    inputTokenMint: input.mint.address,
    outputTokenMint: output.mint.address,
    observationState: pool.observationState,
  };
}

export function liquidityAccounts(pool: Pool, who: Trader): LiquidityAccounts {
  return {
    owner: who.signer,
    authority: pool.authority,
    poolState: pool.poolState,
    ownerLpToken: who.lp,
    token0Account: who.token0,
    token1Account: who.token1,
    token0Vault: pool.token0Vault,
    token1Vault: pool.token1Vault,
    vault0Mint: pool.mint0.address,
    vault1Mint: pool.mint1.address,
    lpMint: pool.lpMint,
  };
}

export function swapIn(
  chain: Chain,
  pool: Pool,
  who: Trader,
  inputSide: 0 | 1,
  amountIn: bigint,
  minimumAmountOut = 0n,
  accounts?: Partial<SwapAccounts>,
) {
  return send(chain.svm, who.signer, [
    getSwapBaseInputInstruction({ ...swapAccounts(pool, who, inputSide), ...accounts }, { amountIn, minimumAmountOut }),
  ]);
}

export function swapOut(
  chain: Chain,
  pool: Pool,
  who: Trader,
  inputSide: 0 | 1,
  amountOut: bigint,
  maxAmountIn = (1n << 64n) - 1n,
  accounts?: Partial<SwapAccounts>,
) {
  return send(chain.svm, who.signer, [
    getSwapBaseOutputInstruction({ ...swapAccounts(pool, who, inputSide), ...accounts }, { maxAmountIn, amountOut }),
  ]);
}

const U64_MAX = (1n << 64n) - 1n;

export function deposit(
  chain: Chain,
  pool: Pool,
  who: Trader,
  lpTokenAmount: bigint,
  max0 = U64_MAX,
  max1 = U64_MAX,
  accounts?: Partial<LiquidityAccounts>,
) {
  return send(chain.svm, who.signer, [
    getDepositInstruction({ ...liquidityAccounts(pool, who), ...accounts }, { lpTokenAmount, maximumToken0Amount: max0, maximumToken1Amount: max1 }),
  ]);
}

export function withdraw(chain: Chain, pool: Pool, who: Trader, lpTokenAmount: bigint, min0 = 0n, min1 = 0n, accounts?: Partial<LiquidityAccounts>) {
  return send(chain.svm, who.signer, [
    getWithdrawInstruction({ ...liquidityAccounts(pool, who), ...accounts }, { lpTokenAmount, minimumToken0Amount: min0, minimumToken1Amount: min1 }),
  ]);
}

/** Moves the clock past the pool's open time. */
export function openPool(chain: Chain, pool: Pool): void {
  const clock = chain.svm.getClock();
  clock.unixTimestamp = poolState(chain, pool).openTime;
  chain.svm.setClock(clock);
}

/** A new chain with config 0 and a pool of `amountA` and `amountB`, open for swaps. */
export async function openedPool(amountA: bigint, amountB: bigint): Promise<{ chain: Chain; config: Address; pool: Pool }> {
  const chain = await cpmmChain();
  const config = await createConfig(chain);
  const pool = await createPool(chain, { config, amountA, amountB });
  openPool(chain, pool);
  return { chain, config, pool };
}
