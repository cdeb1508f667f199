#include "abort.h"
#include "amm_config.h"
#include "curve.h"

/* ceil(amount * rate / 1,000,000): amount and rate are u64, so the product fits u128. */
void fee_trading(u128 *fee, u64 amount, u64 trade_fee_rate) {
  u128 product, denominator, remainder;
  u128_mul_u64(&product, amount, trade_fee_rate);
  u128_set(&denominator, FEE_RATE_DENOMINATOR);
  u128_divmod(&product, &denominator, fee, &remainder);
  if (!u128_is_zero(&remainder)) {
    u128 one = {1, 0};
    u128_add(fee, fee, &one);
  }
}

/* floor(trade_fee * rate / 1,000,000): the protocol's or the fund's share of a trade fee. */
void fee_share(u128 *share, const u128 *trade_fee, u64 share_rate) {
  u128 rate, product, denominator, remainder;
  u128_set(&rate, share_rate);
  if (!u128_mul(&product, trade_fee, &rate)) abort_program();
  u128_set(&denominator, FEE_RATE_DENOMINATOR);
  u128_divmod(&product, &denominator, share, &remainder);
}

/* ceil(post * 1,000,000 / (1,000,000 - rate)): the smallest input whose fee leaves post_fee_amount. */
bool fee_pre_fee_amount(u128 *amount, const u128 *post_fee_amount, u64 trade_fee_rate) {
  if (trade_fee_rate == 0) {
    *amount = *post_fee_amount;
    return true;
  }
  if (trade_fee_rate >= FEE_RATE_DENOMINATOR) return false;
  u128 scale, numerator, denominator, remainder;
  u128_set(&scale, FEE_RATE_DENOMINATOR);
  if (!u128_mul(&numerator, post_fee_amount, &scale)) return false;
  u128_set(&denominator, FEE_RATE_DENOMINATOR - trade_fee_rate);
  u128_divmod(&numerator, &denominator, amount, &remainder);
  if (!u128_is_zero(&remainder)) {
    u128 one = {1, 0};
    if (!u128_add(amount, amount, &one)) return false;
  }
  return true;
}
