/*
 * initialize: opens the pool of a config for a pair of mints (token_0 sorting first), deposits
 * both initial amounts, mints floor(sqrt(amount_0 * amount_1)) LP less the 100 locked for ever to
 * the creator's associated LP account, and charges the config's create-pool fee in wrapped SOL.
 * Accounts: creator (signer, w), amm_config, authority, pool_state (w), token_0_mint,
 * token_1_mint, lp_mint (w), creator_token_0 (w), creator_token_1 (w), creator_lp_token (w),
 * token_0_vault (w), token_1_vault (w), create_pool_fee (w), observation_state (w),
 * token_program, token_0_program, token_1_program, associated_token_program, system_program, rent.
 */
#include "abort.h"
#include "amm_config.h"
#include "checks.h"
#include "curve.h"
#include "keys.h"
#include "observation.h"
#include "pool_state.h"
#include "seeds.h"
#include "system.h"
#include "token.h"

#define LOCKED_LP 100
#define LP_MINT_DECIMALS 9

enum {
  CREATOR, AMM_CONFIG, AUTHORITY, POOL, MINT_0, MINT_1, LP_MINT, CREATOR_TOKEN_0, CREATOR_TOKEN_1,
  CREATOR_LP, VAULT_0, VAULT_1, CREATE_POOL_FEE, OBSERVATION, TOKEN_PROGRAM, TOKEN_0_PROGRAM,
  TOKEN_1_PROGRAM, ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM, RENT, ACCOUNT_COUNT
};

/* The PDAs initialize derives, kept on the heap (together they exceed the 512-byte stack). */
typedef struct {
  Pda pool;
  Pda lp_mint;
  Pda vault[2];
  Pda observation;
  Pda creator_lp;
  u8 authority_bump;
} Addresses;

static u64 check_accounts(const SolParameters *params, Addresses *pdas) {
  SolAccountInfo *ka = params->ka;
  const SolPubkey *program_id = params->program_id;
  TRY(require_signer(&ka[CREATOR]));
  TRY(require_program_account(&ka[AMM_CONFIG], program_id, AMM_CONFIG_DISCRIMINATOR, AMM_CONFIG_LEN));
  TRY(mint_check(&ka[MINT_0]));
  TRY(mint_check(&ka[MINT_1]));
  TRY(token_account_check(&ka[CREATOR_TOKEN_0]));
  TRY(token_account_check(&ka[CREATOR_TOKEN_1]));
  TRY(token_account_check(&ka[CREATE_POOL_FEE]));
  TRY(require_program(&ka[TOKEN_PROGRAM], &TOKEN_PROGRAM_ID));
  TRY(require_token_program(&ka[TOKEN_0_PROGRAM]));
  TRY(require_token_program(&ka[TOKEN_1_PROGRAM]));
  TRY(require_program(&ka[ASSOCIATED_TOKEN_PROGRAM], &ASSOCIATED_TOKEN_PROGRAM_ID));
  TRY(require_program(&ka[SYSTEM_PROGRAM], &SYSTEM_PROGRAM_ID));
  if (!pubkey_eq(ka[RENT].key, &RENT_SYSVAR_ID)) return ERROR_INVALID_ARGUMENT;

  TRY(require_writable(&ka[CREATOR]));
  TRY(require_authority(&ka[AUTHORITY], program_id, &pdas->authority_bump));
  TRY(require_writable(&ka[POOL]));
  pdas->pool = (Pda){.seeds = {SEED(POOL_SEED), {ka[AMM_CONFIG].key->x, 32}, {ka[MINT_0].key->x, 32}, {ka[MINT_1].key->x, 32}},
                     .count = 4};
  TRY(require_pda(&ka[POOL], &pdas->pool, program_id));
  if (!pubkey_lt(ka[MINT_0].key, ka[MINT_1].key)) return ERR_ConstraintRaw;
  if (!pubkey_eq(ka[MINT_0].owner, ka[TOKEN_0_PROGRAM].key)) return ERR_ConstraintMintTokenProgram;
  if (!pubkey_eq(ka[MINT_1].owner, ka[TOKEN_1_PROGRAM].key)) return ERR_ConstraintMintTokenProgram;
  TRY(require_writable(&ka[LP_MINT]));
  pdas->lp_mint = (Pda){.seeds = {SEED(POOL_LP_MINT_SEED), {ka[POOL].key->x, 32}}, .count = 2};
  TRY(require_pda(&ka[LP_MINT], &pdas->lp_mint, program_id));
  for (int side = 0; side < 2; side++) {
    SolAccountInfo *account = &ka[CREATOR_TOKEN_0 + side];
    TRY(require_writable(account));
    if (!pubkey_eq(token_account_mint(account), ka[MINT_0 + side].key)) return ERR_ConstraintTokenMint;
    if (!pubkey_eq((const SolPubkey *)(account->data + TOKEN_ACCOUNT_OWNER), ka[CREATOR].key))
      return ERR_ConstraintTokenOwner;
  }
  TRY(require_writable(&ka[CREATOR_LP]));
  pdas->creator_lp = (Pda){.seeds = {{ka[CREATOR].key->x, 32}, {TOKEN_PROGRAM_ID.x, 32}, {ka[LP_MINT].key->x, 32}},
                           .count = 3};
  pda_find(&pdas->creator_lp, &ASSOCIATED_TOKEN_PROGRAM_ID);
  if (!pubkey_eq(ka[CREATOR_LP].key, &pdas->creator_lp.address)) return ERR_AccountNotAssociatedTokenAccount;
  for (int side = 0; side < 2; side++) {
    TRY(require_writable(&ka[VAULT_0 + side]));
    pdas->vault[side] = (Pda){.seeds = {SEED(POOL_VAULT_SEED), {ka[POOL].key->x, 32}, {ka[MINT_0 + side].key->x, 32}},
                              .count = 3};
    TRY(require_pda(&ka[VAULT_0 + side], &pdas->vault[side], program_id));
  }
  TRY(require_writable(&ka[CREATE_POOL_FEE]));
  TRY(require_address(&ka[CREATE_POOL_FEE], &CREATE_POOL_FEE_RECEIVER_ID));
  TRY(require_writable(&ka[OBSERVATION]));
  pdas->observation = (Pda){.seeds = {SEED(OBSERVATION_SEED), {ka[POOL].key->x, 32}}, .count = 2};
  TRY(require_pda(&ka[OBSERVATION], &pdas->observation, program_id));
  return SUCCESS;
}

static u64 create_associated_lp_account(const SolParameters *params) {
  SolAccountInfo *ka = params->ka;
  u8 data[1] = {0}; /* Create */
  SolAccountMeta metas[] = {{ka[CREATOR].key, true, true},      {ka[CREATOR_LP].key, true, false},
                            {ka[CREATOR].key, false, false},    {ka[LP_MINT].key, false, false},
                            {ka[SYSTEM_PROGRAM].key, false, false}, {ka[TOKEN_PROGRAM].key, false, false}};
  SolInstruction instruction = {(SolPubkey *)&ASSOCIATED_TOKEN_PROGRAM_ID, metas, 6, data, 1};
  return sol_invoke_signed_c(&instruction, params->ka, (int)params->ka_num, NULL, 0);
}

static u64 create_accounts(const SolParameters *params, const Addresses *pdas) {
  SolAccountInfo *ka = params->ka;
  PdaCreation lp_mint = {&ka[CREATOR], &ka[LP_MINT], &pdas->lp_mint, MINT_LEN, &TOKEN_PROGRAM_ID};
  TRY(system_create_pda(params, &lp_mint));
  TRY(token_initialize_mint2(params, &ka[LP_MINT], LP_MINT_DECIMALS, ka[AUTHORITY].key));
  TRY(create_associated_lp_account(params));
  PdaCreation observation = {&ka[CREATOR], &ka[OBSERVATION], &pdas->observation, OBSERVATION_STATE_LEN, params->program_id};
  TRY(system_create_pda(params, &observation));
  for (int side = 0; side < 2; side++) {
    SolAccountInfo *mint = &ka[MINT_0 + side];
    PdaCreation vault = {&ka[CREATOR], &ka[VAULT_0 + side], &pdas->vault[side], vault_space_for(mint),
                         ka[TOKEN_0_PROGRAM + side].key};
    TRY(system_create_pda(params, &vault));
    TRY(token_initialize_account3(params, ka[TOKEN_0_PROGRAM + side].key, &ka[VAULT_0 + side], mint, ka[AUTHORITY].key));
  }
  PdaCreation pool = {&ka[CREATOR], &ka[POOL], &pdas->pool, POOL_STATE_LEN, params->program_id};
  return system_create_pda(params, &pool);
}

static void write_pool_state(const SolParameters *params, const Addresses *pdas, u64 lp_supply, u64 open_time,
                             u64 epoch) {
  SolAccountInfo *ka = params->ka;
  u8 *pool = ka[POOL].data;
  sol_memset(pool, 0, POOL_STATE_LEN);
  sol_memcpy(pool, POOL_STATE_DISCRIMINATOR, 8);
  sol_memcpy(pool + POOL_AMM_CONFIG, ka[AMM_CONFIG].key, 32);
  sol_memcpy(pool + POOL_CREATOR, ka[CREATOR].key, 32);
  sol_memcpy(pool + POOL_TOKEN_0_VAULT, ka[VAULT_0].key, 32);
  sol_memcpy(pool + POOL_TOKEN_1_VAULT, ka[VAULT_1].key, 32);
  sol_memcpy(pool + POOL_LP_MINT, ka[LP_MINT].key, 32);
  sol_memcpy(pool + POOL_TOKEN_0_MINT, ka[MINT_0].key, 32);
  sol_memcpy(pool + POOL_TOKEN_1_MINT, ka[MINT_1].key, 32);
  sol_memcpy(pool + POOL_TOKEN_0_PROGRAM, ka[MINT_0].owner, 32);
  sol_memcpy(pool + POOL_TOKEN_1_PROGRAM, ka[MINT_1].owner, 32);
  sol_memcpy(pool + POOL_OBSERVATION_KEY, ka[OBSERVATION].key, 32);
  pool[POOL_AUTH_BUMP] = pdas->authority_bump;
  pool[POOL_LP_MINT_DECIMALS] = LP_MINT_DECIMALS;
  pool[POOL_MINT_0_DECIMALS] = mint_decimals(&ka[MINT_0]);
  pool[POOL_MINT_1_DECIMALS] = mint_decimals(&ka[MINT_1]);
  pool_set_u64(pool, POOL_LP_SUPPLY, lp_supply);
  pool_set_u64(pool, POOL_OPEN_TIME, open_time);
  pool_set_u64(pool, POOL_RECENT_EPOCH, epoch);
}

u64 initialize(const SolParameters *params) {
  TRY(require_data(params, 24));
  u64 init_amount[2] = {read_u64(params->data + 8), read_u64(params->data + 16)};
  u64 open_time = read_u64(params->data + 24);
  TRY(require_accounts(params, ACCOUNT_COUNT));
  Addresses *pdas = sol_alloc(sizeof(Addresses));
  if (!pdas) abort_program();
  TRY(check_accounts(params, pdas));
  SolAccountInfo *ka = params->ka;
  if (!mint_is_supported(&ka[MINT_0]) || !mint_is_supported(&ka[MINT_1])) return ERR_NotSupportMint;
  const u8 *config = ka[AMM_CONFIG].data;
  if (config[CONFIG_DISABLE_CREATE_POOL]) return ERR_NotApproved;
  SolClock clock;
  sol_get_clock_sysvar(&clock);
  u64 now = (u64)clock.unix_timestamp;
  /* A pool opens at the earliest one second after its creation. */
  if (open_time <= now) open_time = now + 1;

  TRY(create_accounts(params, pdas));
  u8 *observation = ka[OBSERVATION].data;
  sol_memcpy(observation, OBSERVATION_STATE_DISCRIMINATOR, 8);
  sol_memcpy(observation + OBSERVATION_POOL_ID, ka[POOL].key, 32);

  for (int side = 0; side < 2; side++) {
    TokenTransfer t = {&ka[CREATOR_TOKEN_0 + side], &ka[MINT_0 + side], &ka[VAULT_0 + side], &ka[CREATOR],
                       ka[TOKEN_0_PROGRAM + side].key, init_amount[side], mint_decimals(&ka[MINT_0 + side])};
    TRY(token_transfer_checked(params, &t, NULL));
  }
  /* The LP is priced on what the vaults received, after any transfer fee. */
  u64 vault_0 = token_account_amount(&ka[VAULT_0]), vault_1 = token_account_amount(&ka[VAULT_1]);
  if (vault_0 == 0 || vault_1 == 0) return ERR_EmptySupply;
  u64 liquidity = curve_initial_lp(vault_0, vault_1);
  if (liquidity < LOCKED_LP) return ERR_InitLpAmountTooLess;
  Authority authority = {pdas->authority_bump};
  TokenTransfer lp = {NULL, &ka[LP_MINT], &ka[CREATOR_LP], &ka[AUTHORITY], &TOKEN_PROGRAM_ID, liquidity - LOCKED_LP, 0};
  TRY(token_mint_to(params, &lp, &authority));

  u64 create_pool_fee = read_u64(config + CONFIG_CREATE_POOL_FEE);
  if (create_pool_fee != 0) {
    TRY(system_transfer(params, &ka[CREATOR], &ka[CREATE_POOL_FEE], create_pool_fee));
    TRY(token_sync_native(params, &ka[CREATE_POOL_FEE]));
  }
  write_pool_state(params, pdas, liquidity, open_time, clock.epoch);
  return SUCCESS;
}
