/**
 * The lock program's test setting: a LiteSVM hosting it at Jupiter Lock's id, a creator with a
 * funded mint, and short ways to create, claim, cancel and read escrows through the client.
 */
import { generateKeyPairSigner, type Address, type Instruction, type KeyPairSigner } from '@solana/kit';
import type { LiteSVM } from 'litesvm';
import { readFileSync } from 'node:fs';
import { programPath } from '../../index.ts';
import { fundedSigner, send, svmWith, type Outcome } from '../../testing/svm.ts';
import { associatedTokenAddress, createMint, fundTokens, setUnixTimestamp, type MintOptions, type TestMint } from '../../testing/tokens.ts';
import {
  decodeVestingEscrow,
  findEscrowPda,
  findEventAuthorityPda,
  getCancelVestingEscrowInstruction,
  getClaimInstruction,
  getClaimV2Instruction,
  getCreateVestingEscrowInstruction,
  getCreateVestingEscrowV2Instruction,
  LOCK_PROGRAM_ADDRESS,
  type CreateVestingEscrowParameters,
  type VestingEscrow,
} from '../client/index.ts';

export const T0 = 1_800_000_000n;

export interface LockWorld {
  svm: LiteSVM;
  creator: KeyPairSigner;
  recipient: KeyPairSigner;
  mint: TestMint;
  creatorToken: Address;
  eventAuthority: Address;
}

export async function lockWorld(mintOptions: MintOptions = {}, supply = 1_000_000_000n): Promise<LockWorld> {
  const svm = svmWith({ [LOCK_PROGRAM_ADDRESS]: readFileSync(programPath('lock')) });
  setUnixTimestamp(svm, T0);
  const creator = await fundedSigner(svm);
  const recipient = await fundedSigner(svm);
  const mint = await createMint(svm, creator, mintOptions);
  const creatorToken = await fundTokens(svm, mint, creator.address, supply);
  return { svm, creator, recipient, mint, creatorToken, eventAuthority: await findEventAuthorityPda() };
}

export function schedule(overrides: Partial<CreateVestingEscrowParameters> = {}): CreateVestingEscrowParameters {
  return {
    vestingStartTime: T0,
    cliffTime: T0 + 100n,
    frequency: 10n,
    cliffUnlockAmount: 1_000n,
    amountPerPeriod: 100n,
    numberOfPeriod: 10n,
    updateRecipientMode: 0,
    cancelMode: 0,
    ...overrides,
  };
}

export interface CreatedEscrow {
  base: KeyPairSigner;
  escrow: Address;
  escrowToken: Address;
  outcome: Outcome;
}

/** The accounts of a create, with the escrow's associated token account created first (as clients do). */
export async function escrowAccounts(world: LockWorld, recipient: Address = world.recipient.address) {
  const base = await generateKeyPairSigner();
  const escrow = await findEscrowPda(base.address);
  const escrowToken = await fundTokens(world.svm, world.mint, escrow, 0n);
  return {
    base,
    escrow,
    escrowToken,
    sender: world.creator,
    senderToken: world.creatorToken,
    recipient,
    tokenProgram: world.mint.tokenProgram,
    tokenMint: world.mint.address,
    eventAuthority: world.eventAuthority,
  };
}

export async function createEscrow(
  world: LockWorld,
  params: CreateVestingEscrowParameters,
  options: { v2?: boolean; recipient?: Address; tweak?: (ix: Instruction) => Instruction } = {},
): Promise<CreatedEscrow> {
  const accounts = await escrowAccounts(world, options.recipient);
  const build = options.v2 ? getCreateVestingEscrowV2Instruction : getCreateVestingEscrowInstruction;
  const ix = build({ ...accounts, params });
  const outcome = await send(world.svm, world.creator, [options.tweak ? options.tweak(ix) : ix]);
  return { base: accounts.base, escrow: accounts.escrow, escrowToken: accounts.escrowToken, outcome };
}

export async function claim(
  world: LockWorld,
  created: CreatedEscrow,
  options: { v2?: boolean; recipient?: KeyPairSigner; maxAmount?: bigint; recipientToken?: Address } = {},
): Promise<Outcome> {
  const recipient = options.recipient ?? world.recipient;
  const recipientToken = options.recipientToken ?? (await fundTokens(world.svm, world.mint, recipient.address, 0n));
  const input = {
    escrow: created.escrow,
    escrowToken: created.escrowToken,
    recipient,
    recipientToken,
    tokenProgram: world.mint.tokenProgram,
    tokenMint: world.mint.address,
    eventAuthority: world.eventAuthority,
    maxAmount: options.maxAmount ?? (1n << 64n) - 1n,
  };
  const ix = options.v2 ? getClaimV2Instruction(input) : getClaimInstruction(input);
  return send(world.svm, recipient, [ix]);
}

export async function cancel(
  world: LockWorld,
  created: CreatedEscrow,
  signer: KeyPairSigner,
  rentReceiver: Address = signer.address,
): Promise<Outcome> {
  const escrow = readEscrow(world, created.escrow);
  const ix = getCancelVestingEscrowInstruction({
    escrow: created.escrow,
    tokenMint: world.mint.address,
    escrowToken: created.escrowToken,
    creatorToken: await fundTokens(world.svm, world.mint, escrow.creator, 0n),
    recipientToken: await fundTokens(world.svm, world.mint, escrow.recipient, 0n),
    rentReceiver,
    signer,
    tokenProgram: world.mint.tokenProgram,
    eventAuthority: world.eventAuthority,
  });
  return send(world.svm, signer, [ix]);
}

export function readEscrow(world: LockWorld, escrow: Address): VestingEscrow {
  const account = world.svm.getAccount(escrow);
  if (!account.exists) throw new Error(`no escrow at ${escrow}`);
  return decodeVestingEscrow(account.data);
}

export async function recipientTokenOf(world: LockWorld, owner: Address = world.recipient.address): Promise<Address> {
  return associatedTokenAddress(world.mint, owner);
}

/** The custom code of a failed outcome (Custom(n) or 0x-hex in the logs), or null. */
export function customCode(outcome: Outcome): number | null {
  const custom = /Custom\((\d+)\)/.exec(outcome.error);
  if (custom) return Number(custom[1]);
  const hex = outcome.logs.map((l) => /custom program error: 0x([0-9a-f]+)/i.exec(l)).find(Boolean);
  return hex ? parseInt(hex[1], 16) : null;
}
