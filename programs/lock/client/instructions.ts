/**
 * One low-level builder per lock instruction: explicit accounts in the program's order (the
 * event authority and the program appended where the instruction emits events by self-CPI), and
 * the Anchor data (discriminator + borsh arguments). Signers are passed as kit signers.
 */
import { AccountRole, getAddressEncoder, type Address, type Instruction, type TransactionSigner } from '@solana/kit';
import { INSTRUCTION_DISCRIMINATORS, LOCK_PROGRAM_ADDRESS, MEMO_PROGRAM_ADDRESS, SYSTEM_PROGRAM_ADDRESS } from './program.ts';

export interface CreateVestingEscrowParameters {
  vestingStartTime: bigint;
  cliffTime: bigint;
  frequency: bigint;
  cliffUnlockAmount: bigint;
  amountPerPeriod: bigint;
  numberOfPeriod: bigint;
  updateRecipientMode: number;
  cancelMode: number;
}

/** Option<RemainingAccountsInfo>: slices of the remaining accounts (type 0: transfer hook). */
export type RemainingAccountsInfo = { slices: { accountsType: number; length: number }[] } | null;

type Meta = { address: Address; role: AccountRole; signer?: TransactionSigner };

const readonly = (address: Address): Meta => ({ address, role: AccountRole.READONLY });
const writable = (address: Address): Meta => ({ address, role: AccountRole.WRITABLE });
const writableSigner = (signer: TransactionSigner): Meta => ({ address: signer.address, role: AccountRole.WRITABLE_SIGNER, signer });
const readonlySigner = (signer: TransactionSigner): Meta => ({ address: signer.address, role: AccountRole.READONLY_SIGNER, signer });

function u64(value: bigint): number[] {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return [...bytes];
}

function u32(value: number): number[] {
  return [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];
}

function borshString(value: string): number[] {
  const bytes = new TextEncoder().encode(value);
  return [...u32(bytes.length), ...bytes];
}

function remainingAccountsInfo(info: RemainingAccountsInfo): number[] {
  if (info === null) return [0];
  return [1, ...u32(info.slices.length), ...info.slices.flatMap((s) => [s.accountsType, s.length])];
}

function parameters(p: CreateVestingEscrowParameters): number[] {
  return [
    ...u64(p.vestingStartTime),
    ...u64(p.cliffTime),
    ...u64(p.frequency),
    ...u64(p.cliffUnlockAmount),
    ...u64(p.amountPerPeriod),
    ...u64(p.numberOfPeriod),
    p.updateRecipientMode,
    p.cancelMode,
  ];
}

function instruction(accounts: Meta[], data: number[], programAddress: Address): Instruction {
  return { programAddress, accounts, data: new Uint8Array(data) } as Instruction;
}

interface EventAccounts {
  eventAuthority: Address;
  programAddress?: Address;
}

function eventMetas(input: EventAccounts): Meta[] {
  return [readonly(input.eventAuthority), readonly(input.programAddress ?? LOCK_PROGRAM_ADDRESS)];
}

/** The v2 instructions' transfer hook accounts, described by Option<RemainingAccountsInfo>. */
interface TransferHookAccounts {
  remainingAccountsInfo?: RemainingAccountsInfo;
  remainingAccounts?: Address[];
}

/** What follows a v2 instruction's named accounts: the event accounts, then the hook's. */
function eventAndHookMetas(input: EventAccounts & TransferHookAccounts): Meta[] {
  return [...eventMetas(input), ...(input.remainingAccounts ?? []).map(readonly)];
}

function hookInfo(input: TransferHookAccounts): number[] {
  return remainingAccountsInfo(input.remainingAccountsInfo ?? null);
}

export interface CreateVestingEscrowInput extends EventAccounts {
  base: TransactionSigner;
  escrow: Address;
  escrowToken: Address;
  sender: TransactionSigner;
  senderToken: Address;
  recipient: Address;
  tokenProgram: Address;
  params: CreateVestingEscrowParameters;
}

/** The create accounts both versions share, in v1's order (v2 adds the mint third). */
function createEscrowMetas(input: CreateVestingEscrowInput): Meta[] {
  return [
    writableSigner(input.base),
    writable(input.escrow),
    writable(input.escrowToken),
    writableSigner(input.sender),
    writable(input.senderToken),
    readonly(input.recipient),
    readonly(input.tokenProgram),
    readonly(SYSTEM_PROGRAM_ADDRESS),
  ];
}

/** SPL Token only: the escrow is funded with a classic Transfer. */
export function getCreateVestingEscrowInstruction(input: CreateVestingEscrowInput): Instruction {
  return instruction(
    [...createEscrowMetas(input), ...eventMetas(input)],
    [...INSTRUCTION_DISCRIMINATORS.createVestingEscrow, ...parameters(input.params)],
    input.programAddress ?? LOCK_PROGRAM_ADDRESS,
  );
}

export interface CreateVestingEscrowV2Input extends CreateVestingEscrowInput, TransferHookAccounts {
  tokenMint: Address;
}

/** SPL Token or Token-2022 (TransferChecked; a transfer-fee mint's deposit includes the fee). */
export function getCreateVestingEscrowV2Instruction(input: CreateVestingEscrowV2Input): Instruction {
  const metas = createEscrowMetas(input);
  metas.splice(2, 0, readonly(input.tokenMint));
  return instruction(
    [...metas, ...eventAndHookMetas(input)],
    [...INSTRUCTION_DISCRIMINATORS.createVestingEscrowV2, ...parameters(input.params), ...hookInfo(input)],
    input.programAddress ?? LOCK_PROGRAM_ADDRESS,
  );
}

export interface ClaimInput extends EventAccounts {
  escrow: Address;
  escrowToken: Address;
  recipient: TransactionSigner;
  recipientToken: Address;
  tokenProgram: Address;
  maxAmount: bigint;
}

export function getClaimInstruction(input: ClaimInput): Instruction {
  return instruction(
    [
      writable(input.escrow),
      writable(input.escrowToken),
      writableSigner(input.recipient),
      writable(input.recipientToken),
      readonly(input.tokenProgram),
      ...eventMetas(input),
    ],
    [...INSTRUCTION_DISCRIMINATORS.claim, ...u64(input.maxAmount)],
    input.programAddress ?? LOCK_PROGRAM_ADDRESS,
  );
}

export interface ClaimV2Input extends ClaimInput, TransferHookAccounts {
  tokenMint: Address;
}

export function getClaimV2Instruction(input: ClaimV2Input): Instruction {
  return instruction(
    [
      writable(input.escrow),
      readonly(input.tokenMint),
      writable(input.escrowToken),
      writableSigner(input.recipient),
      writable(input.recipientToken),
      readonly(MEMO_PROGRAM_ADDRESS),
      readonly(input.tokenProgram),
      ...eventAndHookMetas(input),
    ],
    [...INSTRUCTION_DISCRIMINATORS.claimV2, ...u64(input.maxAmount), ...hookInfo(input)],
    input.programAddress ?? LOCK_PROGRAM_ADDRESS,
  );
}

export interface CancelVestingEscrowInput extends EventAccounts, TransferHookAccounts {
  escrow: Address;
  tokenMint: Address;
  escrowToken: Address;
  creatorToken: Address;
  recipientToken: Address;
  rentReceiver: Address;
  signer: TransactionSigner;
  tokenProgram: Address;
}

export function getCancelVestingEscrowInstruction(input: CancelVestingEscrowInput): Instruction {
  return instruction(
    [
      writable(input.escrow),
      // Writable: a transfer-fee mint receives the escrow account's withheld fees before it closes.
      writable(input.tokenMint),
      writable(input.escrowToken),
      writable(input.creatorToken),
      writable(input.recipientToken),
      writable(input.rentReceiver),
      writableSigner(input.signer),
      readonly(MEMO_PROGRAM_ADDRESS),
      readonly(input.tokenProgram),
      ...eventAndHookMetas(input),
    ],
    [...INSTRUCTION_DISCRIMINATORS.cancelVestingEscrow, ...hookInfo(input)],
    input.programAddress ?? LOCK_PROGRAM_ADDRESS,
  );
}

export interface UpdateVestingEscrowRecipientInput {
  escrow: Address;
  /** The escrow's metadata, or none (Anchor's optional account: the program id in its place). */
  escrowMetadata?: Address;
  signer: TransactionSigner;
  newRecipient: Address;
  newRecipientEmail?: string;
  programAddress?: Address;
}

export function getUpdateVestingEscrowRecipientInstruction(input: UpdateVestingEscrowRecipientInput): Instruction {
  const programAddress = input.programAddress ?? LOCK_PROGRAM_ADDRESS;
  const email = input.newRecipientEmail === undefined ? [0] : [1, ...borshString(input.newRecipientEmail)];
  return instruction(
    [
      writable(input.escrow),
      input.escrowMetadata ? writable(input.escrowMetadata) : readonly(programAddress),
      writableSigner(input.signer),
      readonly(SYSTEM_PROGRAM_ADDRESS),
    ],
    [...INSTRUCTION_DISCRIMINATORS.updateVestingEscrowRecipient, ...getAddressEncoder().encode(input.newRecipient), ...email],
    programAddress,
  );
}

export interface CreateVestingEscrowMetadataInput {
  escrow: Address;
  creator: TransactionSigner;
  escrowMetadata: Address;
  payer: TransactionSigner;
  name: string;
  description: string;
  creatorEmail: string;
  recipientEndpoint: string;
  programAddress?: Address;
}

export function getCreateVestingEscrowMetadataInstruction(input: CreateVestingEscrowMetadataInput): Instruction {
  const sameSigner = input.creator.address === input.payer.address;
  return instruction(
    [
      readonly(input.escrow),
      sameSigner ? writableSigner(input.creator) : readonlySigner(input.creator),
      writable(input.escrowMetadata),
      writableSigner(input.payer),
      readonly(SYSTEM_PROGRAM_ADDRESS),
    ],
    [
      ...INSTRUCTION_DISCRIMINATORS.createVestingEscrowMetadata,
      ...borshString(input.name),
      ...borshString(input.description),
      ...borshString(input.creatorEmail),
      ...borshString(input.recipientEndpoint),
    ],
    input.programAddress ?? LOCK_PROGRAM_ADDRESS,
  );
}
