#include "abort.h"
#include "curve.h"

/* Ceiling division as mainnet's CPMM has it: a quotient below one becomes 1 when the dividend is
 * at least half the divisor and 0 otherwise (the caller refuses a zero input). */
static void ceil_div(u128 *quotient, const u128 *numerator, const u128 *denominator) {
  u128 remainder;
  if (!u128_divmod(numerator, denominator, quotient, &remainder)) abort_program();
  if (u128_is_zero(quotient)) {
    u128 doubled, two = {2, 0};
    if (!u128_mul(&doubled, numerator, &two)) abort_program();
    u128_set(quotient, u128_cmp(&doubled, denominator) >= 0 ? 1 : 0);
    return;
  }
  if (!u128_is_zero(&remainder)) {
    u128 one = {1, 0};
    u128_add(quotient, quotient, &one);
  }
}

/* The shares of a trade fee, and the new reserves once source and destination amounts moved. */
static void settle(SwapResult *result, u64 swap_source_amount, u64 swap_destination_amount,
                   const FeeRates *rates) {
  fee_share(&result->protocol_fee, &result->trade_fee, rates->protocol_fee_rate);
  fee_share(&result->fund_fee, &result->trade_fee, rates->fund_fee_rate);
  u128 source, destination;
  u128_set(&source, swap_source_amount);
  u128_set(&destination, swap_destination_amount);
  if (!u128_add(&result->new_swap_source_amount, &source, &result->source_amount_swapped)) abort_program();
  if (!u128_sub(&result->new_swap_destination_amount, &destination, &result->destination_amount_swapped))
    abort_program();
}

/* out = (in - trade fee) * y / (x + in - trade fee), rounded down. */
void curve_swap_base_input(SwapResult *result, u64 source_amount, u64 swap_source_amount,
                           u64 swap_destination_amount, const FeeRates *rates) {
  fee_trading(&result->trade_fee, source_amount, rates->trade_fee_rate);
  if (result->trade_fee.hi != 0 || result->trade_fee.lo > source_amount) abort_program();
  u64 source_less_fees = source_amount - result->trade_fee.lo;
  u128 numerator, denominator, remainder, x, in;
  u128_mul_u64(&numerator, source_less_fees, swap_destination_amount);
  u128_set(&x, swap_source_amount);
  u128_set(&in, source_less_fees);
  u128_add(&denominator, &x, &in);
  if (!u128_divmod(&numerator, &denominator, &result->destination_amount_swapped, &remainder)) abort_program();
  u128_set(&result->source_amount_swapped, source_amount);
  settle(result, swap_source_amount, swap_destination_amount, rates);
}

/* in = ceil(x * out / (y - out)) before the fee, then grossed up by the fee rate, rounded up. */
void curve_swap_base_output(SwapResult *result, u64 destination_amount, u64 swap_source_amount,
                            u64 swap_destination_amount, const FeeRates *rates) {
  if (destination_amount > swap_destination_amount) abort_program();
  u128 numerator, denominator, source_less_fees;
  u128_mul_u64(&numerator, swap_source_amount, destination_amount);
  u128_set(&denominator, swap_destination_amount - destination_amount);
  ceil_div(&source_less_fees, &numerator, &denominator);
  if (!fee_pre_fee_amount(&result->source_amount_swapped, &source_less_fees, rates->trade_fee_rate))
    abort_program();
  /* The fee of an amount beyond u64 cannot be paid: the transfer's u64 conversion fails later. */
  if (result->source_amount_swapped.hi != 0) abort_program();
  fee_trading(&result->trade_fee, result->source_amount_swapped.lo, rates->trade_fee_rate);
  u128_set(&result->destination_amount_swapped, destination_amount);
  settle(result, swap_source_amount, swap_destination_amount, rates);
}

bool curve_lp_to_token_amounts(u128 token_amounts[2], u64 lp_amount, u64 lp_supply,
                               const u64 reserves[2], bool round_up) {
  if (lp_supply == 0) return false;
  u128 supply;
  u128_set(&supply, lp_supply);
  for (int side = 0; side < 2; side++) {
    u128 product, remainder;
    u128_mul_u64(&product, lp_amount, reserves[side]);
    u128_divmod(&product, &supply, &token_amounts[side], &remainder);
    if (round_up && !u128_is_zero(&remainder) && !u128_is_zero(&token_amounts[side])) {
      u128 one = {1, 0};
      u128_add(&token_amounts[side], &token_amounts[side], &one);
    }
  }
  return true;
}

u64 curve_initial_lp(u64 amount_0, u64 amount_1) {
  u128 product;
  u128_mul_u64(&product, amount_0, amount_1);
  return u128_isqrt(&product);
}
