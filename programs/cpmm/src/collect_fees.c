/*
 * collect_protocol_fee and collect_fund_fee: the config's protocol (or fund) owner, or the admin,
 * takes up to the requested amounts of the fees the pool owes it, out of the vaults.
 * Accounts: owner (signer), authority, pool_state (w), amm_config, token_0_vault (w),
 * token_1_vault (w), vault_0_mint, vault_1_mint, recipient_token_0_account (w),
 * recipient_token_1_account (w), token_program, token_program_2022.
 * Data: amount_0_requested, amount_1_requested (u64 each).
 */
#include "amm_config.h"
#include "checks.h"
#include "keys.h"
#include "pool_state.h"
#include "token.h"

enum { OWNER, AUTHORITY, POOL, CONFIG, VAULT_0, VAULT_1, MINT_0, MINT_1, RECIPIENT_0, RECIPIENT_1, TOKEN, TOKEN_2022 };

static u64 check_accounts(const SolParameters *params, bool fund) {
  TRY(require_accounts(params, 12));
  SolAccountInfo *ka = params->ka;
  TRY(require_signer(&ka[OWNER]));
  TRY(require_program_account(&ka[POOL], params->program_id, POOL_STATE_DISCRIMINATOR, POOL_STATE_LEN));
  TRY(require_program_account(&ka[CONFIG], params->program_id, AMM_CONFIG_DISCRIMINATOR, AMM_CONFIG_LEN));
  for (int side = 0; side < 2; side++) TRY(token_account_check(&ka[VAULT_0 + side]));
  for (int side = 0; side < 2; side++) TRY(mint_check(&ka[MINT_0 + side]));
  for (int side = 0; side < 2; side++) TRY(token_account_check(&ka[RECIPIENT_0 + side]));
  TRY(require_program(&ka[TOKEN], &TOKEN_PROGRAM_ID));
  TRY(require_program(&ka[TOKEN_2022], &TOKEN_2022_PROGRAM_ID));

  u8 *pool = ka[POOL].data;
  const SolPubkey *fee_owner = (const SolPubkey *)(ka[CONFIG].data + (fund ? CONFIG_FUND_OWNER : CONFIG_PROTOCOL_OWNER));
  if (!pubkey_eq(ka[OWNER].key, fee_owner) && !pubkey_eq(ka[OWNER].key, &ADMIN_ID)) return ERR_InvalidOwner;
  TRY(require_authority_with_bump(&ka[AUTHORITY], pool[POOL_AUTH_BUMP], params->program_id));
  TRY(require_writable(&ka[POOL]));
  TRY(require_address(&ka[CONFIG], pool_key(pool, POOL_AMM_CONFIG)));
  for (int side = 0; side < 2; side++) {
    TRY(require_writable(&ka[VAULT_0 + side]));
    if (!pubkey_eq(ka[VAULT_0 + side].key, pool_key(pool, side == 0 ? POOL_TOKEN_0_VAULT : POOL_TOKEN_1_VAULT)))
      return ERR_ConstraintRaw;
  }
  for (int side = 0; side < 2; side++) TRY(require_address(&ka[MINT_0 + side], token_account_mint(&ka[VAULT_0 + side])));
  for (int side = 0; side < 2; side++) TRY(require_writable(&ka[RECIPIENT_0 + side]));
  return SUCCESS;
}

static u64 collect(const SolParameters *params, bool fund) {
  TRY(require_data(params, 16));
  u64 requested[2] = {read_u64(params->data + 8), read_u64(params->data + 16)};
  TRY(check_accounts(params, fund));
  SolAccountInfo *ka = params->ka;
  u8 *pool = ka[POOL].data;
  SolClock clock;
  sol_get_clock_sysvar(&clock);
  u64 amount[2];
  for (int side = 0; side < 2; side++) {
    u64 offset = fund ? (side == 0 ? POOL_FUND_FEES_TOKEN_0 : POOL_FUND_FEES_TOKEN_1)
                      : (side == 0 ? POOL_PROTOCOL_FEES_TOKEN_0 : POOL_PROTOCOL_FEES_TOKEN_1);
    u64 owed = pool_u64(pool, offset);
    amount[side] = requested[side] < owed ? requested[side] : owed;
    pool_set_u64(pool, offset, owed - amount[side]);
  }
  pool_set_u64(pool, POOL_RECENT_EPOCH, clock.epoch);
  Authority authority = {pool[POOL_AUTH_BUMP]};
  for (int side = 0; side < 2; side++) {
    SolAccountInfo *mint = &ka[MINT_0 + side];
    const SolPubkey *program = pubkey_eq(mint->owner, ka[TOKEN].key) ? ka[TOKEN].key : ka[TOKEN_2022].key;
    TokenTransfer t = {&ka[VAULT_0 + side], mint, &ka[RECIPIENT_0 + side], &ka[AUTHORITY], program, amount[side],
                       mint_decimals(mint)};
    TRY(token_transfer_checked(params, &t, &authority));
  }
  return SUCCESS;
}

u64 collect_protocol_fee(const SolParameters *params) { return collect(params, false); }
u64 collect_fund_fee(const SolParameters *params) { return collect(params, true); }
