/*
 * Every error this program returns, with CPMM's codes: Anchor's framework codes (100+, 2000+,
 * 3000+) where an account or argument check fails, and raydium-cp-swap's own (6000+). The table is
 * read by the TypeScript client's test, which holds its copy equal, so the app can say in words
 * what the program refused. One line per error: X(code, Name, "plain words").
 */
#pragma once

#define CPMM_ERRORS(X)                                                                                   \
  X(101, InstructionFallbackNotFound, "The instruction is not one this program knows.")                \
  X(102, InstructionDidNotDeserialize, "The instruction's arguments could not be read.")               \
  X(2000, ConstraintMut, "An account that must be writable was passed read-only.")                     \
  X(2003, ConstraintRaw, "An account is not the one this pool or instruction requires.")                \
  X(2006, ConstraintSeeds, "An account is not at the address its seeds give.")                         \
  X(2012, ConstraintAddress, "An account is not at the address the pool or config records.")           \
  X(2014, ConstraintTokenMint, "A token account holds a different mint than required.")                \
  X(2015, ConstraintTokenOwner, "A token account belongs to someone other than the signer.")           \
  X(2022, ConstraintMintTokenProgram, "A mint is not owned by the token program passed for it.")       \
  X(2504, RequireKeysNeqViolated, "A new owner must not be the default (all-zero) key.")                \
  X(2505, RequireGtViolated, "An amount that must be above zero is zero.")                             \
  X(2506, RequireGteViolated, "The pool's invariant would fall: the instruction is refused.")          \
  X(3002, AccountDiscriminatorMismatch, "An account is not of the type this instruction expects.")     \
  X(3003, AccountDidNotDeserialize, "An account's data could not be read as the expected type.")       \
  X(3005, AccountNotEnoughKeys, "The instruction lists fewer accounts than it needs.")                 \
  X(3007, AccountOwnedByWrongProgram, "An account is owned by a different program than expected.")     \
  X(3008, InvalidProgramId, "A program account is not the program this instruction calls.")            \
  X(3010, AccountNotSigner, "An account that must sign did not sign.")                                 \
  X(3014, AccountNotAssociatedTokenAccount, "The LP token account is not the creator's associated account.") \
  X(6000, NotApproved, "The pool is not open yet, or this action is disabled on it or its config.")    \
  X(6001, InvalidOwner, "The signer is not allowed to do this (admin or fee owner only).")             \
  X(6002, EmptySupply, "A pool cannot start with an empty side.")                                      \
  X(6003, InvalidInput, "An argument is out of range.")                                                \
  X(6004, IncorrectLpMint, "The LP mint is not this pool's.")                                          \
  X(6005, ExceededSlippage, "The price moved beyond the slippage allowed.")                            \
  X(6006, ZeroTradingTokens, "The amount is too small: it trades or moves zero tokens.")               \
  X(6007, NotSupportMint, "A mint uses a Token-2022 extension pools do not accept.")                   \
  X(6008, InvalidVault, "The vaults passed are not this pool's pair of vaults.")                        \
  X(6009, InitLpAmountTooLess, "The initial deposit is too small: 100 LP units are locked for ever.")

#define CPMM_ERROR_ENUM(code, name, message) ERR_##name = code,
enum { CPMM_ERRORS(CPMM_ERROR_ENUM) };
