/**
 * The recipient's claim of what has unlocked: their associated token account created if missing,
 * then claim (SPL Token) or claim_v2 (Token-2022, with its memo program). The quote is what a claim
 * at `now` pays; the program pays what has unlocked when it runs, up to `maxAmount`.
 */
import type { Instruction } from '@solana/kit';
import { getCreateAssociatedTokenIdempotentInstruction } from '@solana-program/token';
import { claimableAmount, getClaimInstruction, getClaimV2Instruction } from '@toolkit/programs/lock';
import { associatedTokenAddress } from '../tokens/associated-account.js';
import { userAddress, userSigner, type User } from '../cpmm/user.js';
import { tokenProgramOf, type EscrowSnapshot } from './escrow-snapshot.js';
import type { LockVenue } from './venue.js';

const U64_MAX = (1n << 64n) - 1n;

export interface ClaimInput {
  venue: LockVenue;
  escrow: EscrowSnapshot;
  recipient: User;
  /** Unix seconds the quote is computed at. */
  now: bigint;
  maxAmount?: bigint;
}

export async function claimInstructions(input: ClaimInput): Promise<{ instructions: Instruction[]; quote: { claimable: bigint } }> {
  const { venue, escrow } = input;
  const tokenProgram = tokenProgramOf(escrow);
  const recipient = userSigner(input.recipient);
  const escrowToken = await associatedTokenAddress(escrow.address, escrow.tokenMint, tokenProgram);
  const recipientToken = await associatedTokenAddress(userAddress(input.recipient), escrow.tokenMint, tokenProgram);
  const accounts = {
    escrow: escrow.address,
    escrowToken,
    recipient,
    recipientToken,
    tokenProgram,
    tokenMint: escrow.tokenMint,
    eventAuthority: venue.eventAuthority,
    programAddress: venue.programAddress,
    maxAmount: input.maxAmount ?? U64_MAX,
  };
  return {
    instructions: [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: recipient,
        ata: recipientToken,
        owner: userAddress(input.recipient),
        mint: escrow.tokenMint,
        tokenProgram,
      }),
      escrow.tokenProgramFlag === 1 ? getClaimV2Instruction(accounts) : getClaimInstruction(accounts),
    ],
    quote: { claimable: claimableAmount(escrow, input.now) },
  };
}
