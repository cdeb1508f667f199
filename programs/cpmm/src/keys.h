/*
 * The fixed addresses CPMM checks against, as mainnet's program has them: the token programs, the
 * associated token and memo programs, the system program, the rent sysvar, the admin of configs
 * and the wrapped-SOL account that receives the create-pool fee.
 */
#pragma once

#include "solana.h"

extern const SolPubkey SYSTEM_PROGRAM_ID;
extern const SolPubkey TOKEN_PROGRAM_ID;
extern const SolPubkey TOKEN_2022_PROGRAM_ID;
extern const SolPubkey ASSOCIATED_TOKEN_PROGRAM_ID;
extern const SolPubkey MEMO_PROGRAM_ID;
extern const SolPubkey RENT_SYSVAR_ID;
extern const SolPubkey ADMIN_ID;
extern const SolPubkey CREATE_POOL_FEE_RECEIVER_ID;
