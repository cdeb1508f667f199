/**
 * Every code the lock program returns, with a name and plain words for the app: Jupiter Lock's
 * LockerError (6000 on) and the Anchor codes of its account checks. A test holds this table equal
 * to the program's src/errors.h.
 */
export interface LockError {
  name: string;
  message: string;
}

export const LOCK_ERRORS: Record<number, LockError> = {
  100: { name: 'InstructionMissing', message: 'The instruction has no discriminator.' },
  101: { name: 'InstructionFallbackNotFound', message: 'The lock program has no such instruction.' },
  102: { name: 'InstructionDidNotDeserialize', message: "The instruction's arguments could not be read." },
  2000: { name: 'ConstraintMut', message: 'An account that must be writable was passed read-only.' },
  2001: { name: 'ConstraintHasOne', message: 'An account is not the one the escrow names (recipient or mint).' },
  2002: { name: 'ConstraintSigner', message: 'The event authority did not sign.' },
  2006: { name: 'ConstraintSeeds', message: 'An address is not the PDA its seeds give (escrow, metadata or event authority).' },
  2009: { name: 'ConstraintAssociated', message: "A token account is not the owner's associated token account for this mint." },
  2012: { name: 'ConstraintAddress', message: 'The program account passed is not the lock program.' },
  2015: { name: 'ConstraintTokenOwner', message: 'A token account belongs to someone else.' },
  2023: { name: 'ConstraintAssociatedTokenTokenProgram', message: 'A token account belongs to another token program.' },
  3000: { name: 'AccountDiscriminatorAlreadySet', message: 'The account is already initialized.' },
  3001: { name: 'AccountDiscriminatorNotFound', message: 'The account has no data: it is not an escrow.' },
  3002: { name: 'AccountDiscriminatorMismatch', message: 'The account is not an escrow of the lock program.' },
  3003: { name: 'AccountDidNotDeserialize', message: 'An account could not be read as what it should be (token account, mint or escrow).' },
  3005: { name: 'AccountNotEnoughKeys', message: 'Accounts are missing from the instruction.' },
  3007: { name: 'AccountOwnedByWrongProgram', message: 'An account belongs to the wrong program (a fake escrow or token account).' },
  3008: { name: 'InvalidProgramId', message: 'A program account is not the expected program (token, system or memo).' },
  3010: { name: 'AccountNotSigner', message: 'An account that must sign did not.' },
  6000: { name: 'MathOverflow', message: 'The amounts overflow: the schedule totals more than a token amount can hold.' },
  6001: { name: 'FrequencyIsZero', message: 'The unlock frequency must be at least one second.' },
  6002: { name: 'InvalidEscrowTokenAddress', message: "The escrow's token account is not its associated token account." },
  6003: { name: 'InvalidUpdateRecipientMode', message: 'Who may change the recipient must be none, creator, recipient or both.' },
  6004: { name: 'InvalidCancelMode', message: 'Who may cancel must be none, creator, recipient or both.' },
  6005: { name: 'NotPermitToDoThisAction', message: 'The signer does not have this right on the escrow.' },
  6006: { name: 'InvalidRecipientTokenAccount', message: "The recipient's token account is the escrow's own." },
  6007: { name: 'InvalidCreatorTokenAccount', message: "The creator's token account is wrong." },
  6008: { name: 'InvalidEscrowMetadata', message: "The escrow's metadata is missing or belongs to another escrow." },
  6009: { name: 'InvalidVestingStartTime', message: 'The cliff cannot come before the vesting start.' },
  6010: { name: 'AlreadyCancelled', message: 'The escrow was cancelled.' },
  6011: { name: 'CancelledAtIsZero', message: 'The cancel time is zero.' },
  6012: { name: 'IncorrectTokenProgramId', message: "The token program is not the mint's." },
  6013: { name: 'TransferFeeCalculationFailure', message: 'The transfer fee could not be computed.' },
  6014: { name: 'UnsupportedMint', message: 'The mint has a Token-2022 extension the lock program does not support.' },
  6015: { name: 'InvalidRemainingAccountSlice', message: 'The extra accounts are described with an unknown type.' },
  6016: { name: 'InsufficientRemainingAccounts', message: 'Fewer extra accounts were passed than described.' },
  6017: { name: 'DuplicatedRemainingAccountTypes', message: 'The same kind of extra accounts is described twice.' },
  6018: { name: 'NoTransferHookProgram', message: "The mint's transfer hook is not supported, or hook accounts were passed for a mint without one." },
};

/** The program's refusal in words, from a custom error code. */
export function lockErrorMessage(code: number): string {
  return LOCK_ERRORS[code]?.message ?? `The lock program refused (code ${code}).`;
}
