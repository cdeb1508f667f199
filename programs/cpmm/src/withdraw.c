/*
 * withdraw: the owner burns lp_token_amount LP and receives each token's share of the reserves,
 * rounded down, less any transfer fee, refused below minimum_token_{0,1}_amount.
 * Accounts: those of deposit, then memo_program.
 */
#include "abort.h"
#include "checks.h"
#include "curve.h"
#include "liquidity.h"
#include "pool_state.h"
#include "token.h"

u64 withdraw(const SolParameters *params) {
  TRY(require_data(params, 24));
  u64 lp_token_amount = read_u64(params->data + 8);
  u64 minimum_amount[2] = {read_u64(params->data + 16), read_u64(params->data + 24)};
  LiquidityAccounts a;
  TRY(liquidity_accounts_check(params, &a, true));
  if (lp_token_amount == 0) return ERR_RequireGtViolated;
  if (read_u64(a.lp_mint->data + MINT_SUPPLY) == 0) return ERR_RequireGtViolated;
  u8 *pool = a.pool_state->data;
  if (pool[POOL_STATUS] & POOL_STATUS_WITHDRAW_DISABLED) return ERR_NotApproved;
  SolClock clock;
  sol_get_clock_sysvar(&clock);

  u64 reserves[2];
  liquidity_reserves(&a, reserves);
  u128 amounts[2];
  if (!curve_lp_to_token_amounts(amounts, lp_token_amount, pool_u64(pool, POOL_LP_SUPPLY), reserves, false))
    return ERR_ZeroTradingTokens;
  if (u128_is_zero(&amounts[0]) || u128_is_zero(&amounts[1])) return ERR_ZeroTradingTokens;
  u64 amount[2];
  for (int side = 0; side < 2; side++) {
    if (amounts[side].hi != 0) abort_program();
    /* Never more than the reserve, even when more LP is burnt than the pool counts. */
    amount[side] = amounts[side].lo < reserves[side] ? amounts[side].lo : reserves[side];
    u64 fee = transfer_fee(a.vault_mint[side], clock.epoch, amount[side]);
    if (amount[side] - fee < minimum_amount[side]) return ERR_ExceededSlippage;
  }

  u64 supply = pool_u64(pool, POOL_LP_SUPPLY);
  if (lp_token_amount > supply) abort_program();
  pool_set_u64(pool, POOL_LP_SUPPLY, supply - lp_token_amount);
  TokenTransfer burn = {a.owner_lp_token, a.lp_mint, NULL, a.owner, a.token_program->key, lp_token_amount, 0};
  TRY(token_burn(params, &burn));
  Authority authority = {pool[POOL_AUTH_BUMP]};
  for (int side = 0; side < 2; side++) {
    TokenTransfer t = {a.vault[side], a.vault_mint[side], a.token_account[side], a.authority,
                       liquidity_token_program(&a, side), amount[side], mint_decimals(a.vault_mint[side])};
    TRY(token_transfer_checked(params, &t, &authority));
  }
  pool_set_u64(pool, POOL_RECENT_EPOCH, clock.epoch);
  return SUCCESS;
}
