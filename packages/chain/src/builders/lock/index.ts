/**
 * Builders for vesting escrows on the lock program (Jupiter Lock's interface): one file per
 * action, each `{ instructions, quote }` over a venue; the caller signs and sends.
 */
export { LOCK_DEPLOYMENTS, lockVenue, type LockCluster, type LockVenue } from './venue.js';
export { tokenProgramOf, type EscrowSnapshot } from './escrow-snapshot.js';
export { createEscrowInstructions, type CreateEscrowInput, type CreateEscrowQuote } from './create-escrow.js';
export { claimInstructions, type ClaimInput } from './claim.js';
export { cancelInstructions, type CancelInput, type CancelQuote } from './cancel.js';
export { lockUntilSchedule } from './lock-until.js';
export { escrowRent } from './escrow-rent.js';
export { updateRecipientInstructions, type UpdateRecipientInput } from './update-recipient.js';
/** The unlock math and the program's errors, for callers that only depend on the chain package. */
export {
  claimableAmount,
  lockErrorMessage,
  LOCK_ERRORS,
  LOCK_PROGRAM_ADDRESS,
  nextUnlockTime,
  totalVestingAmount,
  unlockedAmount,
} from '@toolkit/programs/lock';
