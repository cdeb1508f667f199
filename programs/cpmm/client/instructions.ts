/**
 * One low-level builder per CPMM instruction: explicit accounts in mainnet's order, arguments
 * encoded after the discriminator, a kit `Instruction`. A signer may be given as a
 * TransactionSigner (embedded in the meta, so kit signs with it) or as a bare address.
 */
import { AccountRole, type AccountMeta, type AccountSignerMeta, type Address, type Instruction, type TransactionSigner } from '@solana/kit';
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  CPMM_DISCRIMINATORS,
  CPMM_PROGRAM_ADDRESS,
  MEMO_PROGRAM_ADDRESS,
  RENT_SYSVAR_ADDRESS,
  SPL_TOKEN_2022_PROGRAM_ADDRESS,
  SPL_TOKEN_PROGRAM_ADDRESS,
  SYSTEM_PROGRAM_ADDRESS,
} from './program.ts';

export type SignerOrAddress = TransactionSigner | Address;

type Meta = AccountMeta | AccountSignerMeta;

const readonly = (address: Address): Meta => ({ address, role: AccountRole.READONLY });
const writable = (address: Address): Meta => ({ address, role: AccountRole.WRITABLE });
function signer(account: SignerOrAddress, isWritable: boolean): Meta {
  const role = isWritable ? AccountRole.WRITABLE_SIGNER : AccountRole.READONLY_SIGNER;
  return typeof account === 'string' ? { address: account, role } : { address: account.address, role, signer: account };
}

/** Discriminator then little-endian fields: u8, u16 or u64 (bigint), or 32 raw bytes. */
function data(discriminator: Uint8Array, fields: ({ u8: number } | { u16: number } | { u64: bigint })[]): Uint8Array {
  const size = fields.reduce((n, f) => n + ('u8' in f ? 1 : 'u16' in f ? 2 : 8), 8);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set(discriminator);
  let at = 8;
  for (const f of fields) {
    if ('u8' in f) {
      view.setUint8(at, f.u8);
      at += 1;
    } else if ('u16' in f) {
      view.setUint16(at, f.u16, true);
      at += 2;
    } else {
      view.setBigUint64(at, f.u64, true);
      at += 8;
    }
  }
  return bytes;
}

function instruction(programAddress: Address | undefined, accounts: Meta[], bytes: Uint8Array): Instruction {
  return { programAddress: programAddress ?? CPMM_PROGRAM_ADDRESS, accounts, data: bytes };
}

export interface InitializeAccounts {
  creator: SignerOrAddress;
  ammConfig: Address;
  authority: Address;
  poolState: Address;
  token0Mint: Address;
  token1Mint: Address;
  lpMint: Address;
  creatorToken0: Address;
  creatorToken1: Address;
  /** The creator's associated LP account (classic SPL Token), created by the program. */
  creatorLpToken: Address;
  token0Vault: Address;
  token1Vault: Address;
  createPoolFee: Address;
  observationState: Address;
  token0Program: Address;
  token1Program: Address;
}
export interface InitializeArgs {
  initAmount0: bigint;
  initAmount1: bigint;
  /** Unix seconds; at or before now means one second after creation. */
  openTime: bigint;
}

export function getInitializeInstruction(a: InitializeAccounts, args: InitializeArgs, programAddress?: Address): Instruction {
  return instruction(
    programAddress,
    [
      signer(a.creator, true),
      readonly(a.ammConfig),
      readonly(a.authority),
      writable(a.poolState),
      readonly(a.token0Mint),
      readonly(a.token1Mint),
      writable(a.lpMint),
      writable(a.creatorToken0),
      writable(a.creatorToken1),
      writable(a.creatorLpToken),
      writable(a.token0Vault),
      writable(a.token1Vault),
      writable(a.createPoolFee),
      writable(a.observationState),
      readonly(SPL_TOKEN_PROGRAM_ADDRESS),
      readonly(a.token0Program),
      readonly(a.token1Program),
      readonly(ASSOCIATED_TOKEN_PROGRAM_ADDRESS),
      readonly(SYSTEM_PROGRAM_ADDRESS),
      readonly(RENT_SYSVAR_ADDRESS),
    ],
    data(CPMM_DISCRIMINATORS.initialize, [{ u64: args.initAmount0 }, { u64: args.initAmount1 }, { u64: args.openTime }]),
  );
}

export interface SwapAccounts {
  payer: SignerOrAddress;
  authority: Address;
  ammConfig: Address;
  poolState: Address;
  inputTokenAccount: Address;
  outputTokenAccount: Address;
  inputVault: Address;
  outputVault: Address;
  inputTokenProgram: Address;
  outputTokenProgram: Address;
  inputTokenMint: Address;
  outputTokenMint: Address;
  observationState: Address;
}

function swapMetas(a: SwapAccounts): Meta[] {
  return [
    signer(a.payer, false),
    readonly(a.authority),
    readonly(a.ammConfig),
    writable(a.poolState),
    writable(a.inputTokenAccount),
    writable(a.outputTokenAccount),
    writable(a.inputVault),
    writable(a.outputVault),
    readonly(a.inputTokenProgram),
    readonly(a.outputTokenProgram),
    readonly(a.inputTokenMint),
    readonly(a.outputTokenMint),
    writable(a.observationState),
  ];
}

/** Sends exactly amountIn; refused unless at least minimumAmountOut arrives (after transfer fees). */
export function getSwapBaseInputInstruction(
  a: SwapAccounts,
  args: { amountIn: bigint; minimumAmountOut: bigint },
  programAddress?: Address,
): Instruction {
  return instruction(programAddress, swapMetas(a), data(CPMM_DISCRIMINATORS.swapBaseInput, [{ u64: args.amountIn }, { u64: args.minimumAmountOut }]));
}

/** Receives exactly amountOut (after the output mint's fee); refused if more than maxAmountIn must be sent. */
export function getSwapBaseOutputInstruction(
  a: SwapAccounts,
  args: { maxAmountIn: bigint; amountOut: bigint },
  programAddress?: Address,
): Instruction {
  return instruction(programAddress, swapMetas(a), data(CPMM_DISCRIMINATORS.swapBaseOutput, [{ u64: args.maxAmountIn }, { u64: args.amountOut }]));
}

export interface LiquidityAccounts {
  owner: SignerOrAddress;
  authority: Address;
  poolState: Address;
  ownerLpToken: Address;
  token0Account: Address;
  token1Account: Address;
  token0Vault: Address;
  token1Vault: Address;
  vault0Mint: Address;
  vault1Mint: Address;
  lpMint: Address;
}

function liquidityMetas(a: LiquidityAccounts): Meta[] {
  return [
    signer(a.owner, false),
    readonly(a.authority),
    writable(a.poolState),
    writable(a.ownerLpToken),
    writable(a.token0Account),
    writable(a.token1Account),
    writable(a.token0Vault),
    writable(a.token1Vault),
    readonly(SPL_TOKEN_PROGRAM_ADDRESS),
    readonly(SPL_TOKEN_2022_PROGRAM_ADDRESS),
    readonly(a.vault0Mint),
    readonly(a.vault1Mint),
    writable(a.lpMint),
  ];
}

/** Mints exactly lpTokenAmount; refused if either side would cost more than its maximum (fees included). */
export function getDepositInstruction(
  a: LiquidityAccounts,
  args: { lpTokenAmount: bigint; maximumToken0Amount: bigint; maximumToken1Amount: bigint },
  programAddress?: Address,
): Instruction {
  return instruction(
    programAddress,
    liquidityMetas(a),
    data(CPMM_DISCRIMINATORS.deposit, [{ u64: args.lpTokenAmount }, { u64: args.maximumToken0Amount }, { u64: args.maximumToken1Amount }]),
  );
}

/** Burns exactly lpTokenAmount; refused if either side would bring less than its minimum (after fees). */
export function getWithdrawInstruction(
  a: LiquidityAccounts,
  args: { lpTokenAmount: bigint; minimumToken0Amount: bigint; minimumToken1Amount: bigint },
  programAddress?: Address,
): Instruction {
  return instruction(
    programAddress,
    [...liquidityMetas(a), readonly(MEMO_PROGRAM_ADDRESS)],
    data(CPMM_DISCRIMINATORS.withdraw, [{ u64: args.lpTokenAmount }, { u64: args.minimumToken0Amount }, { u64: args.minimumToken1Amount }]),
  );
}

export interface CreateAmmConfigArgs {
  index: number;
  tradeFeeRate: bigint;
  protocolFeeRate: bigint;
  fundFeeRate: bigint;
  createPoolFee: bigint;
}

export function getCreateAmmConfigInstruction(
  a: { owner: SignerOrAddress; ammConfig: Address },
  args: CreateAmmConfigArgs,
  programAddress?: Address,
): Instruction {
  return instruction(
    programAddress,
    [signer(a.owner, true), writable(a.ammConfig), readonly(SYSTEM_PROGRAM_ADDRESS)],
    data(CPMM_DISCRIMINATORS.createAmmConfig, [
      { u16: args.index },
      { u64: args.tradeFeeRate },
      { u64: args.protocolFeeRate },
      { u64: args.fundFeeRate },
      { u64: args.createPoolFee },
    ]),
  );
}

/** What update_amm_config's `param` changes. */
export const AMM_CONFIG_PARAM = {
  tradeFeeRate: 0,
  protocolFeeRate: 1,
  fundFeeRate: 2,
  protocolOwner: 3,
  fundOwner: 4,
  createPoolFee: 5,
  disableCreatePool: 6,
} as const;

/** newOwner is required for the protocol and fund owner params (passed as the remaining account). */
export function getUpdateAmmConfigInstruction(
  a: { owner: SignerOrAddress; ammConfig: Address; newOwner?: Address },
  args: { param: number; value: bigint },
  programAddress?: Address,
): Instruction {
  const metas = [signer(a.owner, false), writable(a.ammConfig)];
  if (a.newOwner) metas.push(readonly(a.newOwner));
  return instruction(programAddress, metas, data(CPMM_DISCRIMINATORS.updateAmmConfig, [{ u8: args.param }, { u64: args.value }]));
}

export function getUpdatePoolStatusInstruction(
  a: { authority: SignerOrAddress; poolState: Address },
  args: { status: number },
  programAddress?: Address,
): Instruction {
  return instruction(
    programAddress,
    [signer(a.authority, false), writable(a.poolState)],
    data(CPMM_DISCRIMINATORS.updatePoolStatus, [{ u8: args.status }]),
  );
}

export interface CollectFeeAccounts {
  owner: SignerOrAddress;
  authority: Address;
  poolState: Address;
  ammConfig: Address;
  token0Vault: Address;
  token1Vault: Address;
  vault0Mint: Address;
  vault1Mint: Address;
  recipientToken0Account: Address;
  recipientToken1Account: Address;
}

function collectMetas(a: CollectFeeAccounts): Meta[] {
  return [
    signer(a.owner, false),
    readonly(a.authority),
    writable(a.poolState),
    readonly(a.ammConfig),
    writable(a.token0Vault),
    writable(a.token1Vault),
    readonly(a.vault0Mint),
    readonly(a.vault1Mint),
    writable(a.recipientToken0Account),
    writable(a.recipientToken1Account),
    readonly(SPL_TOKEN_PROGRAM_ADDRESS),
    readonly(SPL_TOKEN_2022_PROGRAM_ADDRESS),
  ];
}

export function getCollectProtocolFeeInstruction(
  a: CollectFeeAccounts,
  args: { amount0Requested: bigint; amount1Requested: bigint },
  programAddress?: Address,
): Instruction {
  return instruction(
    programAddress,
    collectMetas(a),
    data(CPMM_DISCRIMINATORS.collectProtocolFee, [{ u64: args.amount0Requested }, { u64: args.amount1Requested }]),
  );
}

export function getCollectFundFeeInstruction(
  a: CollectFeeAccounts,
  args: { amount0Requested: bigint; amount1Requested: bigint },
  programAddress?: Address,
): Instruction {
  return instruction(
    programAddress,
    collectMetas(a),
    data(CPMM_DISCRIMINATORS.collectFundFee, [{ u64: args.amount0Requested }, { u64: args.amount1Requested }]),
  );
}
