#include "abort.h"
#include "swap.h"
#include "amm_config.h"
#include "checks.h"
#include "observation.h"
#include "pool_state.h"
#include "token.h"

u64 swap_accounts_check(const SolParameters *params, SwapAccounts *a) {
  TRY(require_accounts(params, 13));
  SolAccountInfo *ka = params->ka;
  *a = (SwapAccounts){&ka[0], &ka[1], &ka[2], &ka[3], &ka[4], &ka[5], &ka[6],
                      &ka[7], &ka[8], &ka[9], &ka[10], &ka[11], &ka[12]};
  /* Each account read as its type, in order, then each account's constraints, in order. */
  TRY(require_signer(a->payer));
  TRY(require_program_account(a->amm_config, params->program_id, AMM_CONFIG_DISCRIMINATOR, AMM_CONFIG_LEN));
  TRY(require_program_account(a->pool_state, params->program_id, POOL_STATE_DISCRIMINATOR, POOL_STATE_LEN));
  TRY(token_account_check(a->input_token_account));
  TRY(token_account_check(a->output_token_account));
  TRY(token_account_check(a->input_vault));
  TRY(token_account_check(a->output_vault));
  TRY(require_token_program(a->input_token_program));
  TRY(require_token_program(a->output_token_program));
  TRY(mint_check(a->input_token_mint));
  TRY(mint_check(a->output_token_mint));
  TRY(require_program_account(a->observation_state, params->program_id, OBSERVATION_STATE_DISCRIMINATOR,
                              OBSERVATION_STATE_LEN));

  u8 *pool = a->pool_state->data;
  TRY(require_authority_with_bump(a->authority, pool[POOL_AUTH_BUMP], params->program_id));
  TRY(require_address(a->amm_config, pool_key(pool, POOL_AMM_CONFIG)));
  TRY(require_writable(a->pool_state));
  TRY(require_writable(a->input_token_account));
  TRY(require_writable(a->output_token_account));
  TRY(require_writable(a->input_vault));
  if (!pubkey_eq(a->input_vault->key, pool_key(pool, POOL_TOKEN_0_VAULT)) &&
      !pubkey_eq(a->input_vault->key, pool_key(pool, POOL_TOKEN_1_VAULT)))
    return ERR_ConstraintRaw;
  TRY(require_writable(a->output_vault));
  if (!pubkey_eq(a->output_vault->key, pool_key(pool, POOL_TOKEN_0_VAULT)) &&
      !pubkey_eq(a->output_vault->key, pool_key(pool, POOL_TOKEN_1_VAULT)))
    return ERR_ConstraintRaw;
  TRY(require_address(a->input_token_mint, token_account_mint(a->input_vault)));
  TRY(require_address(a->output_token_mint, token_account_mint(a->output_vault)));
  TRY(require_writable(a->observation_state));
  TRY(require_address(a->observation_state, pool_key(pool, POOL_OBSERVATION_KEY)));
  return SUCCESS;
}

u64 swap_open(const SwapAccounts *a, SwapMarket *m) {
  SolClock clock;
  sol_get_clock_sysvar(&clock);
  m->now = (u64)clock.unix_timestamp;
  m->epoch = clock.epoch;
  const u8 *pool = a->pool_state->data;
  if ((pool[POOL_STATUS] & POOL_STATUS_SWAP_DISABLED) || m->now < pool_u64(pool, POOL_OPEN_TIME))
    return ERR_NotApproved;
  return SUCCESS;
}

/* price of token_0 in token_1 (and the reverse) in Q32: reserve_1 * 2^32 / reserve_0, rounded down. */
static void price_x32(u128 *price, u64 numerator_reserve, u64 denominator_reserve) {
  u128 shifted = {numerator_reserve << 32, numerator_reserve >> 32}, denominator, remainder;
  u128_set(&denominator, denominator_reserve);
  if (!u128_divmod(&shifted, &denominator, price, &remainder)) abort_program();
}

u64 swap_market(const SwapAccounts *a, SwapMarket *m) {
  u8 *pool = a->pool_state->data;
  if (pubkey_eq(a->input_vault->key, pool_key(pool, POOL_TOKEN_0_VAULT)) &&
      pubkey_eq(a->output_vault->key, pool_key(pool, POOL_TOKEN_1_VAULT))) {
    m->input_side = 0;
  } else if (pubkey_eq(a->input_vault->key, pool_key(pool, POOL_TOKEN_1_VAULT)) &&
             pubkey_eq(a->output_vault->key, pool_key(pool, POOL_TOKEN_0_VAULT))) {
    m->input_side = 1;
  } else {
    return ERR_InvalidVault;
  }
  u64 vault_in = token_account_amount(a->input_vault), vault_out = token_account_amount(a->output_vault);
  u64 owed_in = pool_fees_owed(pool, m->input_side), owed_out = pool_fees_owed(pool, 1 - m->input_side);
  if (owed_in > vault_in || owed_out > vault_out) abort_program();
  m->reserve_in = vault_in - owed_in;
  m->reserve_out = vault_out - owed_out;
  u64 reserve_0 = m->input_side == 0 ? m->reserve_in : m->reserve_out;
  u64 reserve_1 = m->input_side == 0 ? m->reserve_out : m->reserve_in;
  price_x32(&m->token_0_price_x32, reserve_1, reserve_0);
  price_x32(&m->token_1_price_x32, reserve_0, reserve_1);
  u128_mul_u64(&m->constant_before, m->reserve_in, m->reserve_out);
  const u8 *config = a->amm_config->data;
  m->rates.trade_fee_rate = read_u64(config + CONFIG_TRADE_FEE_RATE);
  m->rates.protocol_fee_rate = read_u64(config + CONFIG_PROTOCOL_FEE_RATE);
  m->rates.fund_fee_rate = read_u64(config + CONFIG_FUND_FEE_RATE);
  return SUCCESS;
}

static void add_owed(u8 *pool, u64 offset, const u128 *fee) {
  u64 owed = pool_u64(pool, offset);
  if (fee->hi != 0 || owed + fee->lo < owed) abort_program();
  pool_set_u64(pool, offset, owed + fee->lo);
}

u64 swap_settle(const SolParameters *params, const SwapAccounts *a, const SwapMarket *m, const SwapResult *r) {
  u8 *pool = a->pool_state->data;
  add_owed(pool, m->input_side == 0 ? POOL_PROTOCOL_FEES_TOKEN_0 : POOL_PROTOCOL_FEES_TOKEN_1, &r->protocol_fee);
  add_owed(pool, m->input_side == 0 ? POOL_FUND_FEES_TOKEN_0 : POOL_FUND_FEES_TOKEN_1, &r->fund_fee);

  /* The invariant over reserves without the trade fee never falls. */
  u128 source_less_fee, constant_after;
  if (!u128_sub(&source_less_fee, &r->new_swap_source_amount, &r->trade_fee)) abort_program();
  if (!u128_mul(&constant_after, &source_less_fee, &r->new_swap_destination_amount)) abort_program();
  if (u128_cmp(&constant_after, &m->constant_before) < 0) return ERR_RequireGteViolated;

  TokenTransfer in = {a->input_token_account, a->input_token_mint, a->input_vault, a->payer,
                      a->input_token_program->key, m->input_transfer_amount, mint_decimals(a->input_token_mint)};
  TRY(token_transfer_checked(params, &in, NULL));
  Authority authority = {pool[POOL_AUTH_BUMP]};
  TokenTransfer out = {a->output_vault, a->output_token_mint, a->output_token_account, a->authority,
                       a->output_token_program->key, m->output_transfer_amount, mint_decimals(a->output_token_mint)};
  TRY(token_transfer_checked(params, &out, &authority));

  if (!observation_update(a->observation_state->data, m->now, &m->token_0_price_x32, &m->token_1_price_x32))
    abort_program();
  pool_set_u64(pool, POOL_RECENT_EPOCH, m->epoch);
  return SUCCESS;
}
