/*
 * deposit: the owner receives exactly lp_token_amount LP and pays each token's share of the
 * reserves for it, rounded up, plus any transfer fee, refused beyond maximum_token_{0,1}_amount.
 * Accounts: owner (signer), authority, pool_state (w), owner_lp_token (w), token_0_account (w),
 * token_1_account (w), token_0_vault (w), token_1_vault (w), token_program, token_program_2022,
 * vault_0_mint, vault_1_mint, lp_mint (w).
 */
#include "abort.h"
#include "checks.h"
#include "curve.h"
#include "liquidity.h"
#include "pool_state.h"
#include "token.h"

u64 deposit(const SolParameters *params) {
  TRY(require_data(params, 24));
  u64 lp_token_amount = read_u64(params->data + 8);
  u64 maximum_amount[2] = {read_u64(params->data + 16), read_u64(params->data + 24)};
  LiquidityAccounts a;
  TRY(liquidity_accounts_check(params, &a, false));
  if (lp_token_amount == 0) return ERR_RequireGtViolated;
  u8 *pool = a.pool_state->data;
  if (pool[POOL_STATUS] & POOL_STATUS_DEPOSIT_DISABLED) return ERR_NotApproved;
  SolClock clock;
  sol_get_clock_sysvar(&clock);

  u64 reserves[2];
  liquidity_reserves(&a, reserves);
  u128 amounts[2];
  if (!curve_lp_to_token_amounts(amounts, lp_token_amount, pool_u64(pool, POOL_LP_SUPPLY), reserves, true))
    return ERR_ZeroTradingTokens;
  if (u128_is_zero(&amounts[0]) || u128_is_zero(&amounts[1])) return ERR_ZeroTradingTokens;
  u64 transfer_amount[2];
  for (int side = 0; side < 2; side++) {
    if (amounts[side].hi != 0) abort_program();
    /* The owner sends enough more that the vault receives the full share after the mint's fee. */
    u64 fee = transfer_inverse_fee(a.vault_mint[side], clock.epoch, amounts[side].lo);
    if (amounts[side].lo > ~0ULL - fee) abort_program();
    transfer_amount[side] = amounts[side].lo + fee;
  }
  if (transfer_amount[0] > maximum_amount[0] || transfer_amount[1] > maximum_amount[1]) return ERR_ExceededSlippage;

  for (int side = 0; side < 2; side++) {
    TokenTransfer t = {a.token_account[side], a.vault_mint[side], a.vault[side], a.owner,
                       liquidity_token_program(&a, side), transfer_amount[side], mint_decimals(a.vault_mint[side])};
    TRY(token_transfer_checked(params, &t, NULL));
  }
  u64 supply = pool_u64(pool, POOL_LP_SUPPLY);
  if (supply + lp_token_amount < supply) abort_program();
  pool_set_u64(pool, POOL_LP_SUPPLY, supply + lp_token_amount);
  Authority authority = {pool[POOL_AUTH_BUMP]};
  TokenTransfer mint = {NULL, a.lp_mint, a.owner_lp_token, a.authority, a.token_program->key, lp_token_amount, 0};
  TRY(token_mint_to(params, &mint, &authority));
  pool_set_u64(pool, POOL_RECENT_EPOCH, clock.epoch);
  return SUCCESS;
}
