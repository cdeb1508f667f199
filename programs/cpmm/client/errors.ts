/**
 * Every error the CPMM program returns: Anchor's framework codes where an account or argument
 * check fails, and CPMM's own (6000+). A test holds this table equal to the program's
 * (src/errors.h), so what the app says is what the program refused.
 */
export interface CpmmError {
  name: string;
  /** In plain words, for people. */
  message: string;
}

export const CPMM_ERRORS: Readonly<Record<number, CpmmError>> = {
  101: { name: 'InstructionFallbackNotFound', message: 'The instruction is not one this program knows.' },
  102: { name: 'InstructionDidNotDeserialize', message: "The instruction's arguments could not be read." },
  2000: { name: 'ConstraintMut', message: 'An account that must be writable was passed read-only.' },
  2003: { name: 'ConstraintRaw', message: 'An account is not the one this pool or instruction requires.' },
  2006: { name: 'ConstraintSeeds', message: 'An account is not at the address its seeds give.' },
  2012: { name: 'ConstraintAddress', message: 'An account is not at the address the pool or config records.' },
  2014: { name: 'ConstraintTokenMint', message: 'A token account holds a different mint than required.' },
  2015: { name: 'ConstraintTokenOwner', message: 'A token account belongs to someone other than the signer.' },
  2022: { name: 'ConstraintMintTokenProgram', message: 'A mint is not owned by the token program passed for it.' },
  2504: { name: 'RequireKeysNeqViolated', message: 'A new owner must not be the default (all-zero) key.' },
  2505: { name: 'RequireGtViolated', message: 'An amount that must be above zero is zero.' },
  2506: { name: 'RequireGteViolated', message: "The pool's invariant would fall: the instruction is refused." },
  3002: { name: 'AccountDiscriminatorMismatch', message: 'An account is not of the type this instruction expects.' },
  3003: { name: 'AccountDidNotDeserialize', message: "An account's data could not be read as the expected type." },
  3005: { name: 'AccountNotEnoughKeys', message: 'The instruction lists fewer accounts than it needs.' },
  3007: { name: 'AccountOwnedByWrongProgram', message: 'An account is owned by a different program than expected.' },
  3008: { name: 'InvalidProgramId', message: 'A program account is not the program this instruction calls.' },
  3010: { name: 'AccountNotSigner', message: 'An account that must sign did not sign.' },
  3014: { name: 'AccountNotAssociatedTokenAccount', message: "The LP token account is not the creator's associated account." },
  6000: { name: 'NotApproved', message: 'The pool is not open yet, or this action is disabled on it or its config.' },
  6001: { name: 'InvalidOwner', message: 'The signer is not allowed to do this (admin or fee owner only).' },
  6002: { name: 'EmptySupply', message: 'A pool cannot start with an empty side.' },
  6003: { name: 'InvalidInput', message: 'An argument is out of range.' },
  6004: { name: 'IncorrectLpMint', message: "The LP mint is not this pool's." },
  6005: { name: 'ExceededSlippage', message: 'The price moved beyond the slippage allowed.' },
  6006: { name: 'ZeroTradingTokens', message: 'The amount is too small: it trades or moves zero tokens.' },
  6007: { name: 'NotSupportMint', message: 'A mint uses a Token-2022 extension pools do not accept.' },
  6008: { name: 'InvalidVault', message: "The vaults passed are not this pool's pair of vaults." },
  6009: { name: 'InitLpAmountTooLess', message: 'The initial deposit is too small: 100 LP units are locked for ever.' },
};

/** The error of a custom program error code, or undefined for a code this program never returns. */
export function cpmmError(code: number): CpmmError | undefined {
  return CPMM_ERRORS[code];
}
