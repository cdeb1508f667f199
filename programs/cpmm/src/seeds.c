#include "seeds.h"

/* Exactly sized, without a terminating zero: the seeds are the bytes of the names. */
const char AUTH_SEED[27] = "vault_and_lp_mint_auth_seed";
const char AMM_CONFIG_SEED[10] = "amm_config";
const char POOL_SEED[4] = "pool";
const char POOL_LP_MINT_SEED[12] = "pool_lp_mint";
const char POOL_VAULT_SEED[10] = "pool_vault";
const char OBSERVATION_SEED[11] = "observation";
