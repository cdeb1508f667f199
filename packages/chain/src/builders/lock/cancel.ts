/**
 * Cancelling an escrow (by whoever its cancel mode allows): what has unlocked goes to the
 * recipient, the rest back to the creator, and the escrow's token account closes with its rent to
 * the signer. Both sides' associated token accounts are created first when missing (the signer pays).
 */
import type { Instruction } from '@solana/kit';
import { getCreateAssociatedTokenIdempotentInstruction } from '@solana-program/token';
import { getCancelVestingEscrowInstruction, unlockedAmount } from '@toolkit/programs/lock';
import { associatedTokenAddress } from '../tokens/associated-account.js';
import { userAddress, userSigner, type User } from '../cpmm/user.js';
import { tokenProgramOf, type EscrowSnapshot } from './escrow-snapshot.js';
import type { LockVenue } from './venue.js';

export interface CancelInput {
  venue: LockVenue;
  escrow: EscrowSnapshot;
  signer: User;
  now: bigint;
}

export interface CancelQuote {
  /** Base units the recipient gets (unlocked, not yet claimed) and the creator gets back, at `now`. */
  toRecipient: bigint;
  toCreator: bigint;
}

export async function cancelInstructions(input: CancelInput): Promise<{ instructions: Instruction[]; quote: CancelQuote }> {
  const { venue, escrow } = input;
  const tokenProgram = tokenProgramOf(escrow);
  const signer = userSigner(input.signer);
  const mint = escrow.tokenMint;
  const [escrowToken, creatorToken, recipientToken] = await Promise.all([
    associatedTokenAddress(escrow.address, mint, tokenProgram),
    associatedTokenAddress(escrow.creator, mint, tokenProgram),
    associatedTokenAddress(escrow.recipient, mint, tokenProgram),
  ]);
  const ata = (ata: typeof creatorToken, owner: typeof escrow.creator) =>
    getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata, owner, mint, tokenProgram });
  const unlocked = unlockedAmount(escrow, input.now);
  const total = escrow.cliffUnlockAmount + escrow.amountPerPeriod * escrow.numberOfPeriod;
  return {
    instructions: [
      ata(creatorToken, escrow.creator),
      ata(recipientToken, escrow.recipient),
      getCancelVestingEscrowInstruction({
        escrow: escrow.address,
        tokenMint: mint,
        escrowToken,
        creatorToken,
        recipientToken,
        rentReceiver: userAddress(input.signer),
        signer,
        tokenProgram,
        eventAuthority: venue.eventAuthority,
        programAddress: venue.programAddress,
      }),
    ],
    quote: { toRecipient: unlocked - escrow.totalClaimedAmount, toCreator: total - unlocked },
  };
}
