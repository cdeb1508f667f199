/**
 * One vesting escrow: the escrow's associated token account (created by the creator, as Jupiter's
 * clients do), then create_vesting_escrow for SPL Token mints or its v2 for Token-2022 (a
 * TransferChecked, so a transfer-fee mint's deposit carries its fee). The escrow is the PDA of a
 * fresh `base` key that signs this transaction once and has no power after; the caller makes it
 * (the server seals it in the pending transaction, a browser or a bot keeps it in memory).
 */
import type { Address, Instruction } from '@solana/kit';
import { getCreateAssociatedTokenIdempotentInstruction } from '@solana-program/token';
import {
  findEscrowPda,
  getCreateVestingEscrowInstruction,
  getCreateVestingEscrowV2Instruction,
  type CreateVestingEscrowParameters,
} from '@toolkit/programs/lock';
import { associatedTokenAddress } from '../tokens/associated-account.js';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { userAddress, userSigner, type User } from '../cpmm/user.js';
import type { LockVenue } from './venue.js';

export interface CreateEscrowInput {
  venue: LockVenue;
  /** Funds the escrow (from its associated token account of `mint` unless `senderToken` names another it owns), pays and signs. */
  creator: User;
  /** A token account of the creator's other than its associated one (a vault it owns). */
  senderToken?: Address;
  /** The fresh key whose PDA is the escrow; it signs too. */
  base: User;
  mint: Address;
  tokenProgram: Address;
  recipient: Address;
  params: CreateVestingEscrowParameters;
}

export interface CreateEscrowQuote {
  escrow: Address;
  escrowToken: Address;
  /** Base units deposited (before any transfer fee): cliff + per period × periods. */
  total: bigint;
  /** true: create_vesting_escrow_v2 (Token-2022). */
  v2: boolean;
}

export async function createEscrowInstructions(input: CreateEscrowInput): Promise<{ instructions: Instruction[]; quote: CreateEscrowQuote }> {
  const { venue, mint, tokenProgram, params } = input;
  const creator = userSigner(input.creator);
  const escrow = await findEscrowPda(userAddress(input.base), venue.programAddress);
  const escrowToken = await associatedTokenAddress(escrow, mint, tokenProgram);
  const senderToken = input.senderToken ?? (await associatedTokenAddress(userAddress(input.creator), mint, tokenProgram));
  const v2 = tokenProgram !== TOKEN_PROGRAM_ADDRESS;
  const accounts = {
    base: userSigner(input.base),
    escrow,
    escrowToken,
    sender: creator,
    senderToken,
    recipient: input.recipient,
    tokenProgram,
    eventAuthority: venue.eventAuthority,
    programAddress: venue.programAddress,
    params,
  };
  const instructions: Instruction[] = [
    getCreateAssociatedTokenIdempotentInstruction({ payer: creator, ata: escrowToken, owner: escrow, mint, tokenProgram }),
    v2 ? getCreateVestingEscrowV2Instruction({ ...accounts, tokenMint: mint }) : getCreateVestingEscrowInstruction(accounts),
  ];
  const total = params.cliffUnlockAmount + params.amountPerPeriod * params.numberOfPeriod;
  return { instructions, quote: { escrow, escrowToken, total, v2 } };
}
