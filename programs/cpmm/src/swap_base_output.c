/*
 * swap_base_output: the payer receives exactly amount_out (after the output mint's transfer fee)
 * and pays at most max_amount_in (including the input mint's transfer fee). Same accounts as
 * swap_base_input.
 */
#include "abort.h"
#include "checks.h"
#include "swap.h"
#include "token.h"

u64 swap_base_output(const SolParameters *params) {
  TRY(require_data(params, 16));
  u64 max_amount_in = read_u64(params->data + 8);
  u64 amount_out_less_fee = read_u64(params->data + 16);
  SwapAccounts a;
  TRY(swap_accounts_check(params, &a));
  if (amount_out_less_fee == 0) return ERR_RequireGtViolated;
  SwapMarket m;
  TRY(swap_open(&a, &m));

  /* The vault sends enough more that the output mint's fee leaves exactly amount_out. */
  u64 output_fee = transfer_inverse_fee(a.output_token_mint, m.epoch, amount_out_less_fee);
  if (amount_out_less_fee > ~0ULL - output_fee) abort_program();
  u64 actual_amount_out = amount_out_less_fee + output_fee;
  TRY(swap_market(&a, &m));

  SwapResult r;
  curve_swap_base_output(&r, actual_amount_out, m.reserve_in, m.reserve_out, &m.rates);
  u64 source_amount = r.source_amount_swapped.lo;
  if (source_amount == 0) return ERR_RequireGtViolated;
  u64 input_fee = transfer_inverse_fee(a.input_token_mint, m.epoch, source_amount);
  if (source_amount > ~0ULL - input_fee) abort_program();
  u64 input_transfer_amount = source_amount + input_fee;
  if (input_transfer_amount > max_amount_in) return ERR_ExceededSlippage;

  m.input_transfer_amount = input_transfer_amount;
  m.output_transfer_amount = actual_amount_out;
  return swap_settle(params, &a, &m, &r);
}
