/*
 * The seeds of CPMM's program-derived addresses, as mainnet derives them. They are arrays, not
 * string literals: ld.lld -r cannot join BPF objects whose literals sit in merged string sections.
 */
#pragma once

#include "solana.h"

extern const char AUTH_SEED[27];         /* "vault_and_lp_mint_auth_seed" */
extern const char AMM_CONFIG_SEED[10];   /* "amm_config" */
extern const char POOL_SEED[4];          /* "pool" */
extern const char POOL_LP_MINT_SEED[12]; /* "pool_lp_mint" */
extern const char POOL_VAULT_SEED[10];   /* "pool_vault" */
extern const char OBSERVATION_SEED[11];  /* "observation" */

#define SEED(array) {(const u8 *)(array), sizeof(array)}
