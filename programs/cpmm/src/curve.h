/*
 * The pool's money math, in one place with every rounding direction named (the TypeScript quote
 * in client/curve.ts is a port of these functions, and a test holds the two equal):
 * - the trade fee rounds up (the pool never undercharges), its protocol and fund shares round down;
 * - an amount out rounds down, an amount in rounds up;
 * - LP to token amounts round up for a deposit and down for a withdrawal.
 * Where mainnet's program unwraps an impossible result these functions abort the program.
 */
#pragma once

#include "solana.h"
#include "u128.h"

typedef struct {
  u64 trade_fee_rate;
  u64 protocol_fee_rate;
  u64 fund_fee_rate;
} FeeRates;

typedef struct {
  u128 new_swap_source_amount;
  u128 new_swap_destination_amount;
  u128 source_amount_swapped;
  u128 destination_amount_swapped;
  u128 trade_fee;
  u128 protocol_fee;
  u128 fund_fee;
} SwapResult;

/* Fees, per 1,000,000 (fees.c). */
void fee_trading(u128 *fee, u64 amount, u64 trade_fee_rate);             /* rounded up */
void fee_share(u128 *share, const u128 *trade_fee, u64 share_rate);     /* rounded down */
bool fee_pre_fee_amount(u128 *amount, const u128 *post_fee_amount, u64 trade_fee_rate); /* up */

/* Swaps over reserves without fees owed (curve.c). */
void curve_swap_base_input(SwapResult *result, u64 source_amount, u64 swap_source_amount,
                           u64 swap_destination_amount, const FeeRates *rates);
void curve_swap_base_output(SwapResult *result, u64 destination_amount, u64 swap_source_amount,
                            u64 swap_destination_amount, const FeeRates *rates);

/* token_amounts[i] = lp_amount * reserves[i] / lp_supply, rounded up (a deposit) or down (a
 * withdrawal); a deposit worth less than one unit of a token stays zero, for the caller to refuse.
 * False when lp_supply is zero. */
bool curve_lp_to_token_amounts(u128 token_amounts[2], u64 lp_amount, u64 lp_supply,
                               const u64 reserves[2], bool round_up);

/* floor(sqrt(amount_0 * amount_1)): the LP minted when a pool opens. */
u64 curve_initial_lp(u64 amount_0, u64 amount_1);
