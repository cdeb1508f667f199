/*
 * swap_base_input: the payer sends exactly amount_in and receives at least minimum_amount_out,
 * both counted after any Token-2022 transfer fee.
 * Accounts: payer (signer), authority, amm_config, pool_state (w), input_token_account (w),
 * output_token_account (w), input_vault (w), output_vault (w), input_token_program,
 * output_token_program, input_token_mint, output_token_mint, observation_state (w).
 */
#include "abort.h"
#include "checks.h"
#include "swap.h"
#include "token.h"

u64 swap_base_input(const SolParameters *params) {
  TRY(require_data(params, 16));
  u64 amount_in = read_u64(params->data + 8);
  u64 minimum_amount_out = read_u64(params->data + 16);
  SwapAccounts a;
  TRY(swap_accounts_check(params, &a));
  SwapMarket m;
  TRY(swap_open(&a, &m));

  /* What reaches the vault after the input mint's transfer fee is what trades. */
  u64 input_fee = transfer_fee(a.input_token_mint, m.epoch, amount_in);
  u64 actual_amount_in = amount_in > input_fee ? amount_in - input_fee : 0;
  if (actual_amount_in == 0) return ERR_RequireGtViolated;
  TRY(swap_market(&a, &m));

  SwapResult r;
  curve_swap_base_input(&r, actual_amount_in, m.reserve_in, m.reserve_out, &m.rates);
  if (r.destination_amount_swapped.hi != 0) abort_program();
  u64 amount_out = r.destination_amount_swapped.lo;
  u64 output_fee = transfer_fee(a.output_token_mint, m.epoch, amount_out);
  if (output_fee > amount_out) abort_program();
  u64 amount_received = amount_out - output_fee;
  if (amount_received == 0) return ERR_RequireGtViolated;
  if (amount_received < minimum_amount_out) return ERR_ExceededSlippage;

  m.input_transfer_amount = amount_in;
  m.output_transfer_amount = amount_out;
  return swap_settle(params, &a, &m, &r);
}
