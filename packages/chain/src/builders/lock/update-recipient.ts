/** Changing an escrow's recipient (by whoever its update-recipient mode allows); no metadata account is passed. */
import type { Address, Instruction } from '@solana/kit';
import { getUpdateVestingEscrowRecipientInstruction } from '@toolkit/programs/lock';
import { userSigner, type User } from '../cpmm/user.js';
import type { EscrowSnapshot } from './escrow-snapshot.js';
import type { LockVenue } from './venue.js';

export interface UpdateRecipientInput {
  venue: LockVenue;
  escrow: EscrowSnapshot;
  signer: User;
  newRecipient: Address;
}

export function updateRecipientInstructions(input: UpdateRecipientInput): { instructions: Instruction[]; quote: { from: Address; to: Address } } {
  return {
    instructions: [
      getUpdateVestingEscrowRecipientInstruction({
        escrow: input.escrow.address,
        signer: userSigner(input.signer),
        newRecipient: input.newRecipient,
        programAddress: input.venue.programAddress,
      }),
    ],
    quote: { from: input.escrow.recipient, to: input.newRecipient },
  };
}
